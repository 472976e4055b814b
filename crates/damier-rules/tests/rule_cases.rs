//! Every rule, one position each: `data/<variant>.cases` gives a FEN and its exact legal moves,
//! and, for teaching, tried moves the rules refuse with the rule that refuses them.

use damier_rules::{
    Position, RuleOptions, Rules, Tried, Variant, fen, notation, why_immobile, why_not_tried,
};

struct Case {
    name: String,
    line: usize,
    options: RuleOptions,
    fen: String,
    moves: Vec<String>,
    after: Vec<(String, String)>,
    /// `refuse <move> <rule>`: the tried move and the rule that refuses it. The move is
    /// `from-to`, `fromxto` (marked as a capture), a route `fromxlandingx...xto` judged as
    /// given, or a lone cell (why that piece cannot move at all).
    refused: Vec<(String, String)>,
}

fn read_cases(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        if key == "case" {
            cases.push(Case {
                name: rest.to_string(),
                line: index + 1,
                options: RuleOptions::default(),
                fen: String::new(),
                moves: Vec::new(),
                after: Vec::new(),
                refused: Vec::new(),
            });
            continue;
        }
        let case = cases.last_mut().unwrap_or_else(|| panic!("line {}: '{key}' before any case", index + 1));
        match key {
            "fen" => case.fen = rest.to_string(),
            "moves" => case.moves = rest.split_whitespace().map(String::from).collect(),
            "options" => {
                assert_eq!(rest, "kings-move-straight", "line {}: unknown option", index + 1);
                case.options.frisian_kings_move_straight = true;
            }
            "after" => {
                let (mv, fen) = rest.split_once(' ').expect("after <move> <fen>");
                case.after.push((mv.to_string(), fen.to_string()));
            }
            "refuse" => {
                let (tried, rule) = rest.split_once(' ').expect("refuse <move> <rule>");
                case.refused.push((tried.to_string(), rule.to_string()));
            }
            other => panic!("line {}: unknown key '{other}'", index + 1),
        }
    }
    cases
}

fn check_variant(variant: Variant, text: &str) {
    let cases = read_cases(text);
    assert!(cases.len() >= 5, "{variant}: too few cases");
    for case in cases {
        let context = format!("{variant} case '{}' (line {})", case.name, case.line);
        let rules = Rules::get(variant, case.options);
        let pos = fen::read(rules, &case.fen).unwrap_or_else(|e| panic!("{context}: {e}"));
        let legal = pos.legal_moves();
        let mut actual: Vec<String> =
            legal.iter().map(|m| notation::write(m, &legal, &rules.topology)).collect();
        actual.sort();
        let mut expected = case.moves.clone();
        expected.sort();
        assert_eq!(actual, expected, "{context}: legal moves differ");
        for text in &case.moves {
            let mv = notation::parse(&pos, text).unwrap_or_else(|e| panic!("{context}: {e}"));
            assert_eq!(&notation::write(&mv, &legal, &rules.topology), text, "{context}");
        }
        for (text, after) in &case.after {
            let mv = notation::parse(&pos, text).unwrap_or_else(|e| panic!("{context}: {e}"));
            assert_eq!(fen::write(&pos.after(&mv)), *after, "{context}: position after {text}");
        }
        for (tried, rule) in &case.refused {
            assert_eq!(refusal_of(&pos, tried), *rule, "{context}: why not {tried}");
        }
    }
}

/// The rule that refuses `tried` (`from-to`, `fromxto`, a route, or a lone cell), by its name in
/// the data.
fn refusal_of(pos: &Position, tried: &str) -> String {
    let topology = &pos.rules().topology;
    let cells: Vec<_> = tried.split(['-', 'x']).map(|c| topology.parse(c).expect("a cell")).collect();
    let refusal = match cells.as_slice() {
        [from] => why_immobile(pos, *from),
        [from, landings @ ..] => {
            why_not_tried(pos, &Tried { from: *from, landings, capture: tried.contains('x') })
        }
        [] => panic!("{tried}: no cell"),
    };
    refusal.map_or("legal", |r| r.name()).to_string()
}

#[test]
fn hexdame() {
    check_variant(Variant::HexDame, include_str!("data/hexdame.cases"));
}

#[test]
fn international() {
    check_variant(Variant::International, include_str!("data/international.cases"));
}

#[test]
fn brazilian() {
    check_variant(Variant::Brazilian, include_str!("data/brazilian.cases"));
}

#[test]
fn frisian() {
    check_variant(Variant::Frisian, include_str!("data/frisian.cases"));
}

#[test]
fn english() {
    check_variant(Variant::English, include_str!("data/english.cases"));
}
