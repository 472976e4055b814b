//! The command-line contracts other tools rely on: `perft` and `moves`, their JSON, exit codes.

use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier-cli")).args(args).output().expect("damier-cli runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn perft_json_has_the_contract_fields() {
    let out = cli(&["perft", "--variant", "international", "--depth", "4", "--json"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("{\"depth\":4,\"nodes\":4265,\"seconds\":"), "{text}");
    assert!(text.contains(",\"nps\":"), "{text}");
    assert_eq!(text.trim().lines().count(), 1);
}

#[test]
fn perft_divide_lists_each_move() {
    let out = cli(&["perft", "--variant", "english", "--depth", "3", "--divide"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.lines().filter(|l| l.contains(": ") && !l.starts_with("depth")).count(), 7, "{text}");
    assert!(text.contains("depth 3: 302 leaves"), "{text}");
    let sum: u64 = text
        .lines()
        .filter_map(|l| l.split_once(": ").filter(|(mv, _)| !mv.starts_with("depth")))
        .map(|(_, n)| n.parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 302);
}

#[test]
fn moves_json_on_the_hexagon_uses_cell_names() {
    let out = cli(&["moves", "--variant", "hexdame", "--fen", "W:Wc3:Bd3,e4,d4", "--json"]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out).trim(),
        r#"[{"from":"c3","to":"c3","path":["e3","e5","c3"],"captured":["d3","e4","d4"],"notation":"c3xe3xe5xc3","shorthand":"c3x"}]"#
    );
}

#[test]
fn moves_json_on_square_boards_uses_numbers() {
    let out = cli(&["moves", "--variant", "international", "--fen", "W:WK32:B13,18,21,28", "--json"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.contains(
            r#"{"from":32,"to":26,"path":[23,12,26],"captured":[28,18,21],"notation":"32x23x12x26"}"#
        ),
        "{text}"
    );
    assert!(text.contains(r#""captured":[28,13,21],"notation":"32x19x8x26""#), "{text}");
}

#[test]
fn frisian_rule_option_reaches_the_rules() {
    let count = |extra: &[&str]| {
        let mut args = vec!["moves", "--variant", "frisian", "--fen", "W:WK28:B3", "--json"];
        args.extend_from_slice(extra);
        stdout(&cli(&args)).matches("\"from\"").count()
    };
    assert_eq!(count(&[]), 17);
    assert_eq!(count(&["--kings-move-straight"]), 25);
}

#[test]
fn bad_fen_fails_with_a_clear_message() {
    let out = cli(&["moves", "--variant", "international", "--fen", "W:W31-51:B1-20", "--json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("bad FEN at column 4: '51' is not a square number (1..50)"), "{err}");
}

#[test]
fn bad_command_lines_print_usage() {
    for args in
        [&["perft", "--variant", "chess", "--depth", "2"][..], &["perft", "--variant", "english"], &["fly"]]
    {
        let out = cli(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8(out.stderr).unwrap().contains("usage:"), "{args:?}");
    }
}
