//! The program's command line: its version, its manual page (which the packages install as
//! damier-server.8), and a refusal without the options a server needs.

use std::process::{Command, Output};

fn server(arguments: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier-server")).args(arguments).output().unwrap()
}

#[test]
fn the_manual_page_names_every_option() {
    let out = server(&["--generate", "man"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(page.starts_with(".ie") && page.contains(".TH damier-server 8"), "a section-8 roff page");
    for option in ["listen", "db", "grace", "behind\\-proxy"] {
        assert!(page.contains(&format!("\\-\\-{option}")), "the page names --{option}");
    }
    assert!(!page.contains("generate"), "the packages' own option stays hidden");
}

#[test]
fn it_says_its_version_and_refuses_to_start_without_an_address_and_a_database() {
    let version = server(&["--version"]);
    assert!(version.status.success());
    assert_eq!(
        String::from_utf8_lossy(&version.stdout).trim(),
        format!("damier-server {}", env!("CARGO_PKG_VERSION"))
    );
    let bare = server(&[]);
    assert_eq!(bare.status.code(), Some(2));
    let error = String::from_utf8_lossy(&bare.stderr);
    assert!(error.contains("--listen") && error.contains("--db"), "{error}");
    let mixed = server(&["--generate", "man", "--listen", "127.0.0.1:0"]);
    assert_eq!(mixed.status.code(), Some(2), "--generate stands alone");
}
