//! Records the commit the game is built from, for the About window (`DAMIER_COMMIT`): "unknown"
//! when the source is not a git checkout (an unpacked archive). For Windows, links the icon
//! resource that scripts/package-windows.sh compiles (`DAMIER_WINDOWS_RESOURCE`) into the game.

use std::path::Path;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=DAMIER_WINDOWS_RESOURCE");
    let windows = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "windows");
    if let Some(resource) = std::env::var_os("DAMIER_WINDOWS_RESOURCE").filter(|_| windows) {
        println!("cargo:rustc-link-arg-bin=damier={}", Path::new(&resource).display());
    }
    let commit = Command::new("git")
        .args(["rev-parse", "--short=10", "HEAD"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map(|text| text.trim().to_string())
        .filter(|text| !text.is_empty())
        .unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=DAMIER_COMMIT={commit}");
    // Built again when the checkout moves to another commit. Only files that exist are named:
    // cargo would run the script on every build for one that does not.
    let head = Path::new(".git/HEAD");
    if head.exists() {
        println!("cargo:rerun-if-changed=.git/HEAD");
        let branch = std::fs::read_to_string(head).unwrap_or_default();
        if let Some(reference) = branch.trim().strip_prefix("ref: ") {
            let file = Path::new(".git").join(reference);
            if file.exists() {
                println!("cargo:rerun-if-changed={}", file.display());
            }
        }
    } else {
        println!("cargo:rerun-if-changed=build.rs");
    }
}
