//! The game program's command line.

use bevy::prelude::*;

/// Bad command-line values end the game program with a message and status 2, never a panic.
#[test]
fn bad_command_lines_end_cleanly_with_a_message() {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    let not_utf8 = OsString::from_vec(b"W:W31-50:B1-\xff20".to_vec());
    let cases: Vec<Vec<OsString>> = vec![
        vec!["--fen".into(), not_utf8.clone()],
        vec![not_utf8],
        vec!["--demo".into(), "01".into(), "--ply".into(), "3".into()],
        vec!["--demo".into(), "01".into(), "--ply".into(), "99".into()],
        vec!["--demo".into(), "01".into(), "--ply".into(), "18446744073709551616".into()],
        vec!["--demo".into(), "no-such-demo".into()],
        vec!["--ply".into(), "2".into()],
        vec!["--frames".into(), "1e30".into()],
        vec!["--frames".into(), "0".into()],
        vec!["--level".into(), "godlike".into(), "--computer".into(), "black".into()],
        vec!["--variant".into(), "chess".into()],
        vec!["--variant".into(), "international".into(), "--fen".into(), "W:W99:B1".into()],
        vec!["--variant".into(), "international".into(), "--moves".into(), "32-28 99-98".into()],
        vec!["--variant".into(), "hexdame".into(), "--select".into(), "z9".into()],
        vec!["--open".into(), "somewhere".into()],
        vec!["--clock".into(), "0+0".into()],
        vec!["--clock".into(), "1e30".into()],
        vec!["--clock".into(), "0.0000001".into()],
        vec!["--clock".into(), "3+2".into(), "--demo".into(), "01".into()],
        vec!["--unknown".into()],
        vec!["--lang".into(), "xx".into()],
    ];
    for args in cases {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_damier"))
            .args(&args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(stderr.trim().len() > 10, "{args:?} is explained: {stderr}");
    }
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_damier"))
        .args(["--clock", "0.0000001"])
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("at least one second"), "the reason is given: {stderr}");
}

/// A demo is named by the start of its file name, with or without its number.
#[test]
fn a_demo_answers_to_its_number_and_to_its_name() {
    let by_number = damier::app::launch::parse(["--demo", "02"]).unwrap().demo.unwrap();
    let by_name = damier::app::launch::parse(["--demo", "coup-turc-hexdame"]).unwrap().demo.unwrap();
    assert_eq!(by_number.index, by_name.index);
    assert!(damier::app::launch::parse(["--demo", "turc"]).is_err(), "a name is matched from its start");
}

/// The manual page comes from the same definitions the command line is read with.
#[test]
fn the_manual_page_names_every_option() {
    let page = String::from_utf8(damier::app::launch::manual_page()).unwrap();
    assert!(page.starts_with(".ie") && page.contains(".TH damier 6"), "a section-6 roff page");
    for option in ["variant", "screenshot", "clock", "analyse"] {
        assert!(page.contains(&format!("\\fB\\-\\-{option}\\fR")), "--{option} is in the page");
    }
    assert!(!page.contains("generate"), "the hidden --generate is not");
}
