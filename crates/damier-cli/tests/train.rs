//! A smoke test of the learned evaluation's pipeline on tiny data (seconds): `train generate`
//! (two games), resumed to three on two threads, `train fit` (one epoch; HexDame's with the
//! formation regions), and the weights load and evaluate — also in the Hub, through `set-param
//! name=eval` and `set-param name=weights`.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use damier_ai::{EvalKind, Evaluator, LearnedWeights};
use damier_rules::{Position, Variant};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier-cli")).args(args).output().expect("damier-cli runs")
}

fn text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr)
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("damier-cli-train-{}-{name}", std::process::id()))
}

#[test]
fn generate_then_fit_writes_weights_that_load_and_evaluate() {
    for variant in ["english", "hexdame"] {
        let data = temp(&format!("{variant}.dat"));
        let weights = temp(&format!("{variant}.bin"));
        let data_s = data.to_str().unwrap();
        let gen_args = |games: &'static str| {
            [
                "train",
                "generate",
                "--variant",
                variant,
                "--games",
                games,
                "--depth",
                "2",
                "--max-plies",
                "80",
                "--seed",
                "5",
                "--out",
                data_s,
            ]
        };
        let out = cli(&gen_args("2"));
        assert!(out.status.success(), "{}", text(&out));
        assert!(text(&out).contains("0 games kept, 2 played"), "{}", text(&out));
        let mut more = gen_args("3").to_vec();
        more.extend(["--threads", "2"]);
        let out = cli(&more);
        assert!(text(&out).contains("2 games kept, 1 played"), "{}", text(&out));
        assert!(text(&out).contains("game 3/3: "), "the progress line: {}", text(&out));

        let features = if variant == "hexdame" { "formations" } else { "windows" };
        let weights_s = weights.to_str().unwrap();
        let fit = |epochs: &str, features: &str, more: &[&str]| {
            let mut args = vec!["train", "fit", "--variant", variant, "--data", data_s, "--epochs", epochs];
            args.extend(["--features", features, "--out", weights_s]);
            args.extend(more);
            cli(&args)
        };
        let out = fit("1", features, &[]);
        assert!(out.status.success(), "{}", text(&out));
        assert!(text(&out).contains("epoch   1: train loss"), "{}", text(&out));
        assert!(text(&out).contains(&format!("a phase, {features}")), "{}", text(&out));
        // A checkpoint resumes only with its own features.
        let other = if features == "windows" { "formations" } else { "windows" };
        let checkpoint = temp(&format!("{variant}.bin.ckpt"));
        let out = fit("2", other, &["--resume", checkpoint.to_str().unwrap()]);
        assert!(!out.status.success());
        assert!(
            text(&out).contains(&format!("the checkpoint is for the {features} features, not {other}")),
            "{}",
            text(&out)
        );

        let rules = variant.parse::<Variant>().unwrap().rules();
        let loaded = LearnedWeights::from_bytes(rules, &std::fs::read(&weights).unwrap()).unwrap();
        assert_eq!(loaded.features.name(), features);
        // The Hub plays with the file; one that is no weights file is reported, and the
        // shipped evaluation plays.
        let said = hub(&format!(
            "hub\nset-param name=variant value={variant}\nset-param name=weights value={}\ninit\n\
             level depth=3\ngo think\nset-param name=weights value={data_s}\ninit\ngo think\nquit\n",
            weights.display()
        ));
        assert_eq!(said.matches("done move=").count(), 2, "{said}");
        assert_eq!(said.matches("error").count(), 1, "{said}");
        assert!(said.contains("not a Damier learned-weights file"), "{said}");
        let e = Evaluator::with_learned(rules, &loaded);
        assert_eq!(e.kind(), EvalKind::Learned);
        assert!(e.evaluate(&Position::start(rules)).abs() < 1000);
        // A weights file of another variant is refused.
        let other = Variant::International.rules();
        assert!(LearnedWeights::from_bytes(other, &std::fs::read(&weights).unwrap()).is_err());

        // Other parameters on the same file are refused.
        let out =
            cli(&["train", "generate", "--variant", variant, "--games", "4", "--seed", "6", "--out", data_s]);
        assert!(!out.status.success());
        assert!(text(&out).contains("other parameters"), "{}", text(&out));
        for path in [&data, &weights] {
            let _ = std::fs::remove_file(path);
        }
        let _ = std::fs::remove_file(temp(&format!("{variant}.bin.ckpt")));
    }
}

/// A search of no depth or no nodes would never end: refused, naming the option.
#[test]
fn generate_refuses_zero_depth_or_nodes() {
    let out_path = temp("zero.dat");
    let out_s = out_path.to_str().unwrap();
    for (option, value) in [("--depth", "0"), ("--nodes", "0")] {
        let out = cli(&[
            "train",
            "generate",
            "--variant",
            "english",
            "--games",
            "1",
            option,
            value,
            "--out",
            out_s,
        ]);
        assert!(!out.status.success(), "{option} {value}");
        assert!(text(&out).contains(option), "{}", text(&out));
        assert!(!out_path.exists(), "nothing written for {option} {value}");
    }
}

/// What the Hub says to a script.
fn hub(script: &str) -> String {
    let mut hub = Command::new(env!("CARGO_BIN_EXE_damier-cli"))
        .arg("hub")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the hub starts");
    hub.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = hub.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `train fit-network` on tiny data: the epochs' lines, the engine's own network checked at the
/// end, the Hub playing with the file, and a checkpoint of another shape refused.
#[test]
fn fit_network_writes_a_network_the_hub_plays_with() {
    let data = temp("net.dat");
    let network = temp("net.bin");
    let (data_s, network_s) = (data.to_str().unwrap(), network.to_str().unwrap());
    let out = cli(&[
        "train",
        "generate",
        "--variant",
        "brazilian",
        "--games",
        "3",
        "--depth",
        "2",
        "--max-plies",
        "80",
        "--out",
        data_s,
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let fit = |hidden: &str, more: &[&str]| {
        let mut args = vec!["train", "fit-network", "--variant", "brazilian", "--data", data_s];
        args.extend(["--out", network_s, "--epochs", "2", "--hidden", hidden, "--batch", "64"]);
        args.extend(more);
        cli(&args)
    };
    let out = fit("32", &[]);
    assert!(out.status.success(), "{}", text(&out));
    for line in
        ["epoch   1: train loss", "epoch   2: train loss", "32 hidden units, 1 buckets", "integer network"]
    {
        assert!(text(&out).contains(line), "{line}: {}", text(&out));
    }
    let checkpoint = temp("net.bin.ckpt");
    let out = fit("64", &["--resume", checkpoint.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(text(&out).contains("has 32 hidden units and 1 buckets, not 64 and 1"), "{}", text(&out));
    let out = fit("20", &[]);
    assert!(!out.status.success() && text(&out).contains("--hidden 20"), "{}", text(&out));
    for (option, value) in [("--buckets", "0"), ("--result-weight", "2"), ("--lr", "0")] {
        let out = fit("32", &[option, value]);
        assert!(!out.status.success() && text(&out).contains(option), "{option}: {}", text(&out));
    }
    let said = hub(&format!(
        "hub\nset-param name=variant value=brazilian\nset-param name=weights value={network_s}\ninit\n\
         level depth=3\ngo think\nquit\n"
    ));
    assert!(said.contains("done move=") && !said.contains("error"), "{said}");
    for path in [&data, &network, &checkpoint] {
        let _ = std::fs::remove_file(path);
    }
}

#[test]
fn the_hub_plays_with_either_evaluation() {
    for eval in ["classic", "learned", "network"] {
        let said = hub(&format!(
            "hub\nset-param name=variant value=english\nset-param name=eval value={eval}\n\
             set-param name=eval value=best\ninit\nlevel depth=3\ngo think\nquit\n"
        ));
        assert!(said.contains("param name=eval value="), "{said}");
        assert!(said.contains("error message=\"unknown evaluation 'best'"), "{said}");
        assert!(said.contains("done move="), "{said}");
    }
}
