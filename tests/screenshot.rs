//! The real game under a virtual X server (Xvfb, Mesa's software Vulkan): screenshot mode
//! renders a HexDame and a 10×10 board, and the pictures show a board, not a blank frame.
//! `scripts/install-deps.sh --test` installs what this needs.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// A private X server, stopped when dropped.
struct VirtualDisplay {
    server: Child,
    name: String,
}

impl VirtualDisplay {
    /// Xvfb picks a free display number itself (`-displayfd`, stepping over stale lock files)
    /// and writes it to its stdout once it accepts connections: a number guessed from the
    /// sockets in /tmp ran out when earlier servers had left theirs behind.
    fn start() -> VirtualDisplay {
        let mut server = Command::new("Xvfb")
            .args(["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb is installed (bash scripts/install-deps.sh --test)");
        let mut number = String::new();
        let stdout = server.stdout.take().expect("Xvfb's stdout is piped");
        BufReader::new(stdout).read_line(&mut number).expect("Xvfb's stdout is readable");
        let number = number.trim();
        assert!(
            !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()),
            "Xvfb did not start (it wrote {number:?} for its display number)"
        );
        VirtualDisplay { name: format!(":{number}"), server }
    }
}

impl Drop for VirtualDisplay {
    /// SIGTERM, not `Child::kill`'s SIGKILL: Xvfb then removes its socket and lock file, which
    /// a killed server leaves behind in /tmp for every later run to step around.
    fn drop(&mut self) {
        let terminated = Command::new("kill").arg(self.server.id().to_string()).status();
        if !terminated.is_ok_and(|status| status.success()) {
            let _ = self.server.kill();
        }
        let _ = self.server.wait();
    }
}

struct Picture {
    width: usize,
    height: usize,
    rgb: Vec<u8>,
}

impl Picture {
    fn load(path: &Path) -> Picture {
        let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
        let mut reader = decoder.read_info().unwrap();
        let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buffer).unwrap();
        assert_eq!(info.color_type, png::ColorType::Rgb, "screenshots are saved as RGB");
        buffer.truncate(info.buffer_size());
        Picture { width: info.width as usize, height: info.height as usize, rgb: buffer }
    }

    /// Pixels in the box of the given fractions of width and height.
    fn pixels(&self, x0: f32, x1: f32, y0: f32, y1: f32) -> Vec<[u8; 3]> {
        let (w, h) = (self.width as f32, self.height as f32);
        let mut out = Vec::new();
        for y in (y0 * h) as usize..(y1 * h) as usize {
            for x in (x0 * w) as usize..(x1 * w) as usize {
                let i = (y * self.width + x) * 3;
                out.push([self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]);
            }
        }
        out
    }
}

/// Wood and board shades: warm (red ≥ green ≥ blue) and not black.
fn board_coloured(p: &[u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    r >= g && g >= b - 4 && r > 45 && r - b > 15
}

/// The green of a legal destination.
fn destination_green(p: &[u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    g > r + 40 && g > b + 40
}

/// This run's folder: the pictures, and the game's config folder (`DAMIER_CONFIG_DIR`).
fn run_folder() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("damier-screenshot-{}", std::process::id()))
}

fn screenshot(display: &VirtualDisplay, name: &str, args: &[&str]) -> Picture {
    let dir = run_folder();
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    let output = Command::new(env!("CARGO_BIN_EXE_damier"))
        .arg("--screenshot")
        .arg(&path)
        .args(args)
        .env("DISPLAY", &display.name)
        .env_remove("WAYLAND_DISPLAY")
        .env("DAMIER_CONFIG_DIR", &dir)
        .output()
        .expect("the game runs");
    assert!(
        output.status.success(),
        "damier {args:?} failed ({}):\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    Picture::load(&path)
}

#[test]
fn screenshots_show_the_board_and_the_selection() {
    let display = VirtualDisplay::start();

    // Started without a game: the title screen, its light lettering on the dark background.
    let title = screenshot(&display, "title.png", &["--frames", "10"]);
    let middle = title.pixels(0.35, 0.65, 0.25, 0.6);
    let lettering = middle.iter().filter(|p| p.iter().all(|&c| c > 150)).count();
    assert!(lettering > 500, "the title screen shows its menu ({lettering} light pixels)");
    // A first start writes the player's settings, the defaults, into the config folder.
    let settings = run_folder().join("settings.json");
    let written = std::fs::read_to_string(&settings).expect("the first start wrote the settings");
    assert!(written.contains("\"theme\""), "the settings file names the theme: {written}");

    let hexdame = screenshot(&display, "hexdame.png", &["--variant", "hexdame", "--frames", "30"]);
    assert_eq!((hexdame.width, hexdame.height), (1280, 800));
    // The board fills the centre of the 3D view (left of the side panel).
    let centre = hexdame.pixels(0.30, 0.50, 0.35, 0.65);
    let share = centre.iter().filter(|p| board_coloured(p)).count() as f32 / centre.len() as f32;
    assert!(share > 0.5, "board colours cover only {:.0}% of the centre", share * 100.0);
    let distinct: std::collections::BTreeSet<[u8; 3]> = centre.iter().map(|p| p.map(|c| c / 16)).collect();
    assert!(distinct.len() > 8, "the centre is nearly uniform: {} colours", distinct.len());

    let international =
        screenshot(&display, "international.png", &["--variant", "international", "--select", "32"]);
    let view = international.pixels(0.05, 0.78, 0.05, 0.95);
    let share = view.iter().filter(|p| board_coloured(p)).count() as f32 / view.len() as f32;
    assert!(share > 0.3, "board colours cover only {:.0}% of the view", share * 100.0);
    let green = view.iter().filter(|p| destination_green(p)).count();
    assert!(green > 300, "the selected piece's destinations are highlighted ({green} green pixels)");

    // The Coup Turc demo in the middle of the king's capture: the four captured men stand on
    // the board, ghosted grey, and the caption is drawn over the bottom of the board.
    let demo = screenshot(&display, "demo.png", &["--demo", "01", "--ply", "1", "--frames", "75"]);
    let ghosts = demo.pixels(0.05, 0.78, 0.05, 0.85).iter().filter(|p| ghost_grey(p)).count();
    let control = international.pixels(0.05, 0.78, 0.05, 0.85).iter().filter(|p| ghost_grey(p)).count();
    assert!(
        ghosts > 2 * control + 1500,
        "ghosted captured pieces: {ghosts} grey pixels (no capture: {control})"
    );
    let caption = demo.pixels(0.2, 0.6, 0.88, 0.95);
    let dark = caption.iter().filter(|p| p.iter().all(|&c| c < 60)).count() as f32 / caption.len() as f32;
    assert!(dark > 0.4, "the caption box covers the bottom ({:.0}% dark)", dark * 100.0);
}

/// The grey of a ghosted (captured, not yet removed) piece.
fn ghost_grey(p: &[u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    (r - g).abs() < 8 && (g - b).abs() < 8 && (100..190).contains(&r)
}
