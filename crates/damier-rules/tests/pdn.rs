//! PDN reading and writing: round trips in every variant, files in other programs' style, and a
//! corpus of broken input that must give an error and never a panic.

use damier_rules::pdn::{self, HEXDAME_GAME_TYPE, PdnGame, PdnResult};
use damier_rules::{Game, Side, Variant, fen};

/// A small deterministic generator, so that the games are the same on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

fn random_game(variant: Variant, seed: u64, plies: usize) -> Game {
    let mut rng = Lcg(seed);
    let mut game = Game::new(variant.rules());
    for _ in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.next(legal.len())];
        game.play(&mv).unwrap();
    }
    game
}

fn read_one(text: &str) -> PdnGame {
    let games = pdn::read(text);
    assert_eq!(games.len(), 1, "{text}");
    if let Some(e) = &games[0].error {
        panic!("{e}\n{text}");
    }
    games[0].record.clone().unwrap()
}

fn assert_same(a: &PdnGame, b: &PdnGame) {
    assert_eq!(a.game.start(), b.game.start());
    assert_eq!(a.game.moves().len(), b.game.moves().len());
    for (x, y) in a.game.moves().iter().zip(b.game.moves()) {
        assert!(x.same_move(y), "{x:?} vs {y:?}");
    }
    assert_eq!(a.intro, b.intro);
    assert_eq!(a.comments, b.comments);
    assert_eq!(a.result, b.result);
    let sorted = |tags: &[(String, String)]| {
        let mut tags = tags.to_vec();
        tags.sort();
        tags
    };
    assert_eq!(sorted(&a.tags), sorted(&b.tags));
}

#[test]
fn games_round_trip_in_every_variant() {
    for variant in Variant::ALL {
        for seed in 0..12 {
            let game = random_game(variant, seed, 30 + seed as usize * 10);
            let mut record = PdnGame::new(game);
            record.set_tag("Event", "Round trip");
            record.set_tag("White", "Doe, \"Jane\"");
            record.set_tag("Annotator", "Damier tests");
            record.intro = "Before the first move.".into();
            for (i, comment) in record.comments.iter_mut().enumerate() {
                if i % 3 == 1 {
                    *comment = format!("Comment {i} with {{braces}}");
                }
            }
            let text = pdn::write(&record);
            let back = read_one(&text);
            // Braces cannot be written inside a comment; they come back as parentheses.
            for comment in record.comments.iter_mut() {
                *comment = comment.replace('{', "(").replace('}', ")");
            }
            assert_same(&record, &back);
            assert_eq!(pdn::write(&back), text, "writing is stable");
        }
    }
}

#[test]
fn games_from_a_position_round_trip_with_their_fen() {
    for variant in Variant::ALL {
        let start = *random_game(variant, 99, 17).position();
        let mut game = Game::from_position(start);
        for _ in 0..12 {
            let legal = game.legal_moves();
            let Some(mv) = legal.first() else { break };
            game.play(mv).unwrap();
        }
        let text = pdn::write(&PdnGame::new(game));
        assert!(text.contains("[SetUp \"1\"]"), "{text}");
        assert!(text.contains(&format!("[FEN \"{}\"]", fen::write(&start))), "{text}");
        // Black moves first here: the movetext starts with "1..." (English: White is second).
        let first = pdn::move_number(&start, 0);
        assert!(text.contains(&format!("\n{first} ")), "{text}");
        let back = read_one(&text);
        assert_eq!(back.game.start(), &start);
    }
}

#[test]
fn each_variant_writes_its_game_type_and_result_style() {
    let expect = [
        (Variant::International, "20", "2-0"),
        (Variant::English, "21", "1-0"),
        (Variant::Brazilian, "26", "1-0"),
        (Variant::Frisian, "40", "2-0"),
        (Variant::HexDame, "60", "1-0"),
    ];
    for (variant, game_type, white_wins) in expect {
        let mut record = PdnGame::new(Game::new(variant.rules()));
        record.result = PdnResult::Win(Side::White);
        let text = pdn::write(&record);
        assert!(text.contains(&format!("[GameType \"{game_type}\"]")), "{text}");
        assert!(text.contains(&format!("[Result \"{white_wins}\"]")), "{text}");
        assert_eq!(text.contains("[Variant \"HexDame\"]"), variant == Variant::HexDame);
        assert_eq!(read_one(&text).game.rules().variant, variant);
    }
    assert_eq!(HEXDAME_GAME_TYPE.to_string(), "60");
}

#[test]
fn hexdame_movetext_is_formal_and_english_starts_with_black() {
    let mut game = Game::new(Variant::HexDame.rules());
    game.play_notation("d4e5").unwrap();
    let text = pdn::write(&PdnGame::new(game));
    assert!(text.contains("1. d4-e5 *"), "{text}");
    // A Variant tag alone is enough.
    let record = read_one("[Variant \"HexDame\"]\n1. d4-e5 *");
    assert_eq!(record.game.moves().len(), 1);

    let mut game = Game::new(Variant::English.rules());
    game.play_notation("11-15").unwrap();
    game.play_notation("23-19").unwrap();
    let text = pdn::write(&PdnGame::new(game));
    assert!(text.contains("1. 11-15 23-19 *"), "{text}");
}

/// The style of a game exported by a major draughts site: BOM, Windows line endings, clock
/// commands in comments, NAGs, move numbers glued to moves, nested variations, `1...` after a
/// comment, and a second game in the same file.
#[test]
fn files_in_other_programs_style_load() {
    let text = "\u{feff}[Event \"Rated Blitz game\"]\r\n[Site \"https://lidraughts.org/abcdEFGH\"]\r\n\
[Date \"2020.05.17\"]\r\n[Round \"-\"]\r\n[White \"alice\"]\r\n[Black \"bob\"]\r\n[Result \"2-0\"]\r\n\
[WhiteRating \"1834\"]\r\n[GameType \"20\"]\r\n[TimeControl \"180+2\"]\r\n\r\n\
1. 32-28 {[%clock w0:03:00 B0:03:00]} 19-23 $1 2. 28x19 14x23 3.37-32 (3. 33-29 23x34 \
(3... 10-14 {a sideline (with brackets)}) 40x29) 3... 10-14 {Black develops.} \
4. 41-37! 5-10?! 2-0\r\n\r\n\
[Event \"Second\"]\r\n[GameType \"20,W,10,10,N2,0\"]\r\n[FEN \"W:W31-50:B1-20:H0:F1\"]\r\n\
1. 31-27 17-21 *\r\n\r\n\
[Event \"Casual Brazilian game\"]\r\n[Result \"0-2\"]\r\n[GameType \"26,W,8,8,A0,0\"]\r\n[FEN \"?\"]\r\n\
1. 22-18 11-15 2. 18x11 8x15 0-2\r\n";
    let games = pdn::read(text);
    assert_eq!(games.len(), 3);
    let third = games[2].record.as_ref().unwrap();
    assert!(games[2].error.is_none(), "{:?}", games[2].error);
    assert_eq!(third.game.rules().variant, damier_rules::Variant::Brazilian);
    assert_eq!((third.game.moves().len(), third.result), (4, PdnResult::Win(Side::Black)));
    let first = games[0].record.as_ref().unwrap();
    assert!(games[0].error.is_none(), "{:?}", games[0].error);
    assert_eq!(first.game.moves().len(), 8);
    assert_eq!(first.result, PdnResult::Win(Side::White));
    assert_eq!(first.tag("Site"), Some("https://lidraughts.org/abcdEFGH"));
    assert_eq!(first.comments[0], "", "the clock command is dropped");
    assert_eq!(first.comments[5], "Black develops.");
    let second = games[1].record.as_ref().unwrap();
    assert!(games[1].error.is_none(), "{:?}", games[1].error);
    assert_eq!(second.game.moves().len(), 2);
    assert_eq!(second.result, PdnResult::Unfinished);
}

/// A megabyte comment of clock and evaluation commands (a long annotated game's worth) is read
/// whole: the commands are dropped, the text around them and the clock reading are kept.
#[test]
fn a_megabyte_comment_of_commands_is_read_and_its_clock_kept() {
    let commands = "[%clk 0:02:59] [%eval 0.25,12]\n".repeat(33_000);
    assert!(commands.len() > 1_000_000);
    let text = format!("1. 32-28 {{before {commands}after}} 19-23 {{[%clk 0:02:58]}} *\n");
    let record = read_one(&text);
    assert_eq!(record.comments, ["before after", ""]);
    let secs = std::time::Duration::from_secs;
    assert_eq!(record.clocks, [Some(secs(179)), Some(secs(178))]);
}

#[test]
fn an_illegal_move_keeps_what_came_before_and_says_where() {
    let text = "[Event \"one\"]\n[Result \"*\"]\n\n1. 32-28 19-23\n2. 28x19 14x23\n3. 33-29 23-34 *\n\n\
                [Event \"two\"]\n1. 31-26 *\n";
    let games = pdn::read(text);
    assert_eq!(games.len(), 2);
    let error = games[0].error.as_ref().unwrap();
    assert_eq!(error.game, 1);
    assert_eq!(error.line, 6);
    assert_eq!(error.at_move.as_deref(), Some("3... 23-34"));
    assert!(error.to_string().starts_with("game 1, line 6, move 3... 23-34: "), "{error}");
    assert_eq!(games[0].record.as_ref().unwrap().game.moves().len(), 5);
    assert!(games[1].error.is_none());
    assert_eq!(games[1].record.as_ref().unwrap().game.moves().len(), 1);
}

#[test]
fn broken_inputs_give_errors_and_no_panic() {
    let cases: &[(&str, &str)] = &[
        ("[GameType \"97\"]\n1. 32-28 *", "GameType 97"),
        ("[GameType \"draughts\"]\n1. 32-28 *", "is not a number"),
        ("[FEN \"W:W31-50:B1-20,99\"]\n1. 32-28 *", "tag FEN"),
        ("[FEN \"X:W31:B1\"]\n*", "W or B"),
        ("[Event \"never closed]\n1. 32-28 *", "never closed"),
        ("[Event unquoted]\n1. 32-28 *", "double quotes"),
        ("1. 32-28 {an endless comment", "never closed"),
        ("1. 32-28 (19-23 *", "never closed"),
        ("1. 32-28 ) 19-23 *", "unexpected ')'"),
        ("1. 32-28 19-23 2. 28x17 *", "move 2. 28x17"),
        ("1. 99999999999-1 *", "move 1. 99999999999-1"),
        ("1. 32-28 32-28 *", "move 1... 32-28"),
        ("[Variant \"HexDame\"]\n1. f4-g9 *", "move 1. f4-g9"),
        ("[GameType \"21\"]\n1. 22-18 *", "move 1. 22-18"),
        ("1. e2-e4 e7-e5 *", "move 1. e2-e4"),
        ("1. 32-28 ☃ *", "move 1... ☃"),
    ];
    for (text, expected) in cases {
        let games = pdn::read(text);
        let error = games.iter().find_map(|g| g.error.as_ref()).unwrap_or_else(|| panic!("no error: {text}"));
        assert!(error.to_string().contains(expected), "{text}: {error}");
    }
}

#[test]
fn random_junk_never_panics() {
    let alphabet: Vec<char> = "[]{}()\"\\;%$.-x 0123456789WBK:,*/\n\r\tabcdefghi☃\u{feff}".chars().collect();
    let mut rng = Lcg(7);
    for _ in 0..3000 {
        let len = rng.next(80);
        let text: String = (0..len).map(|_| alphabet[rng.next(alphabet.len())]).collect();
        for game in pdn::read(&text) {
            if let Some(record) = &game.record {
                // Whatever was read can be written and read again.
                let again = pdn::write(record);
                assert!(pdn::read(&again).iter().all(|g| g.error.is_none()), "{text:?} -> {again}");
            }
        }
    }
}

#[test]
fn an_empty_file_has_no_games() {
    assert!(pdn::read("").is_empty());
    assert!(pdn::read("\u{feff}\r\n  \n").is_empty());
}

/// Marks glued to moves are kept; an analysis's better line is written as a variation, and the
/// file reads back to the same game, the line included.
#[test]
fn marks_and_variations_are_written_and_the_game_reads_back() {
    let text = "1. 32-28?! 19-23 2. 28x19 14x23!! *";
    let mut record = pdn::read(text)[0].record.clone().unwrap();
    assert_eq!(record.marks, vec!["?!", "", "", "!!"]);
    let rules = record.game.rules();
    let start = *record.game.position_at(0);
    let better = damier_rules::notation::parse(&start, "33-28").unwrap();
    let reply = damier_rules::notation::parse(&start.after(&better), "18-22").unwrap();
    record.variations[0] = vec![better, reply];
    record.comments[0] = "inaccuracy".into();
    let written = pdn::write(&record);
    assert!(written.contains("1. 32-28?! {inaccuracy} (1. 33-28 18-22) 1... 19-23"), "{written}");
    let again = pdn::read(&written)[0].record.clone().unwrap();
    assert_eq!(again.game.moves().len(), 4);
    assert_eq!(again.marks, record.marks);
    assert_eq!(again.comments, record.comments);
    assert_eq!(again.game.rules().variant, rules.variant);
    assert_eq!(again.variations, record.variations);
    assert_eq!(pdn::write(&again), written, "written again, the same text");
}

/// Variations, comments and annotation glyphs as other programs write them: the first variation
/// after a move is its alternative line (the moves as far as they are legal, nested variations
/// and comments passed over), `$1`-`$6` are marks, and a broken variation costs the game nothing.
#[test]
fn variations_and_glyphs_of_other_programs_read_back() {
    let text = "1. 32-28 $2 (1. 33-28 {the usual} 18-22 (1... 19-23) 2. 39-33 $1) (1. 31-27) 1... 19-23 $6 \
                2. 28x19 14x23 (2... 13x24 50-45 23-29) $9 3. 37-32 (3. 99-98) *";
    let read = pdn::read(text);
    assert!(read[0].error.is_none(), "{:?}", read[0].error);
    let record = read[0].record.clone().unwrap();
    assert_eq!(record.game.moves().len(), 5);
    assert_eq!(record.marks, vec!["?", "?!", "", "", ""], "$9 is no mark");
    let line = |ply: usize| {
        let mut pos = *record.game.position_at(ply);
        record.variations[ply]
            .iter()
            .map(|mv| {
                let legal = pos.legal_moves();
                let text = damier_rules::notation::write(mv, &legal, &pos.rules().topology);
                pos = pos.after(mv);
                text
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(line(0), ["33-28", "18-22", "39-33"], "the first variation, its sideline passed over");
    assert!(line(2).is_empty());
    assert_eq!(line(3), ["13x24"], "as far as its moves are legal");
    assert!(line(4).is_empty(), "a variation of nothing legal is no line");
    assert_eq!(record.comments[0], "", "a variation's comment is not the move's");
}
