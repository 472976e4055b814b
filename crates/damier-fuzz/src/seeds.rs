//! Valid inputs for the mutator to start from: positions with captures, kings and ambiguous
//! moves in every variant, their FEN, Hub and move texts, and PDN files (Damier's demos among
//! them).

use std::sync::OnceLock;

use damier_ai::egtb::{Control, Signature, Tables, table_file};
use damier_rules::{Position, Rules, Variant, fen, hub, notation};

/// Positions to read moves in: starts, and positions with captures, kings and ambiguity.
pub fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let fens = [
            (Variant::International, "W:W31-50:B1-20"),
            (Variant::International, "W:WK32:B13,18,21,28"),
            (Variant::International, "B:W27,28,32,33,37,38:B12,13,17,18,19,22"),
            (Variant::Frisian, "W:W28:B22,11,7,K33,K44"),
            (Variant::Frisian, "W:W31,K45:BK3,20:+0+245"),
            (Variant::Brazilian, "W:W21-32:B1-12"),
            (Variant::Brazilian, "W:WK30:B26,19,11"),
            (Variant::English, "B:W21-32:B1-12"),
            (Variant::English, "W:W21,K30:B17,9,K2"),
            (
                Variant::HexDame,
                "W:Wa1,a2,a3,a4,b1,b2,b3,b4,c1,c2,c3,c4,d1,d2,d3,d4:Bf6,f7,f8,f9,g6,g7,g8,g9,h6,h7,h8,h9,i6,i7,i8,i9",
            ),
            (Variant::HexDame, "W:Wc3:Bd3,e4,d4"),
            (Variant::HexDame, "W:WKe5,b1:Bf6,e7,g5,d2"),
        ];
        fens.iter().map(|&(v, f)| fen::read(v.rules(), f).unwrap_or_else(|e| panic!("{f}: {e}"))).collect()
    })
}

/// FEN strings: the positions', and a few odd but valid ones.
pub fn fens() -> Vec<Vec<u8>> {
    let mut seeds: Vec<Vec<u8>> = positions().iter().map(|p| fen::write(p).into_bytes()).collect();
    seeds.extend(
        ["W:W31-50:B1-20:H0:F1", " \"B:WK50:B.\" ", "W:W31,K45:BK3,20:+0+245", "B:W21-32:B1-12", "W:W:B"]
            .map(|s| s.as_bytes().to_vec()),
    );
    seeds
}

/// The inputs of `checks::moves`: a position's number in [`positions`], then one of the ways
/// one of its legal moves is written.
pub fn moves() -> Vec<Vec<u8>> {
    (0u8..)
        .zip(positions())
        .flat_map(|(i, pos)| move_texts(pos).into_iter().map(move |text| [vec![i], text].concat()))
        .collect()
}

/// Every way each legal move of `pos` is written: standard, short, Hub.
fn move_texts(pos: &Position) -> Vec<Vec<u8>> {
    let legal = pos.legal_moves();
    let rules = pos.rules();
    legal
        .iter()
        .flat_map(|mv| {
            [
                notation::write(mv, &legal, &rules.topology),
                notation::write_short(mv, &legal, &rules.topology),
                hub::write_move(rules, mv),
            ]
        })
        .map(String::into_bytes)
        .collect()
}

/// The Hub's position strings of the positions.
pub fn hub_positions() -> Vec<Vec<u8>> {
    positions().iter().map(|p| hub::write_position(p).into_bytes()).collect()
}

/// PDN files: games with comments, variations, set-ups and results in every variant, and the
/// demos Damier ships.
pub fn pdn_files() -> Vec<Vec<u8>> {
    let mut seeds: Vec<Vec<u8>> = [
        "[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 1-0\n\n[Event \"b\"]\n1. 32-28 *\n",
        "\u{feff}[Event \"x\"]\r\n[Result \"2-0\"]\r\n1. 32-28 {a comment [%clock 1]} 19-23 (1... 18-23 2. 28x19) 2. 28x19 $1 14x23 2-0\r\n",
        "[GameType \"40\"]\n[FEN \"W:W31,K45:BK3,20:+0+245\"]\n1. 45-40 3-9 *\n",
        "[Variant \"HexDame\"]\n[GameType \"60\"]\n1. d4-e5 f6-e6 ; line comment\n2. e5xe7 *\n",
        "[GameType \"26\"]\n{intro} 1. 22-17 9-13 2. 17x10 6x15 0-1\n",
        "[SetUp \"1\"]\n[FEN \"B:W18,K30:B9,K2\"]\n1... 9-14 2. 18x9 2x16 1/2-1/2\n",
        "[TimeControl \"180+2\"]\n1.32-28 {[%clk 0:03:01] [%eval 0.2]} 19-23 {[%clk 0:02:59]} *",
        "1.32-28 19-23 2.28x19 14x23 3.37-32 13-19 *",
    ]
    .map(|s| s.as_bytes().to_vec())
    .to_vec();
    let demos = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/demos");
    if let Ok(dir) = std::fs::read_dir(demos) {
        for entry in dir.flatten() {
            if let Ok(bytes) = std::fs::read(entry.path()) {
                seeds.push(bytes);
            }
        }
    }
    seeds
}

/// The tables the loader is fuzzed on: English checkers, up to two pieces (they solve in
/// milliseconds).
pub fn table_signatures() -> (&'static Rules, &'static [Signature]) {
    static SIGNATURES: OnceLock<Vec<Signature>> = OnceLock::new();
    (Variant::English.rules(), SIGNATURES.get_or_init(|| Signature::all(2)))
}

/// The inputs of `checks::egtb_table`: a signature's number in [`table_signatures`], then its
/// table file as Damier writes it (solved into a temporary folder).
pub fn egtb_tables() -> Vec<Vec<u8>> {
    let (rules, signatures) = table_signatures();
    let dir = std::env::temp_dir().join(format!("damier-fuzz-tables-{}", std::process::id()));
    let tables = Tables::open(rules, 2, &dir, &Control::default(), |_, _, _| {}).expect("never stopped");
    assert!(tables.problems().is_empty(), "the tables saved in {}: {:?}", dir.display(), tables.problems());
    let files = (0u8..)
        .zip(signatures)
        .map(|(i, &sig)| {
            let file = std::fs::read(table_file(&dir, rules, sig)).expect("the table just written");
            [vec![i], file].concat()
        })
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    files
}
