//! What each reader must do with any bytes: never panic, and either refuse them or give a
//! valid result. A check panics (with the input) where a reader breaks its promise; it returns
//! whether the reader accepted the input, so that a driver can tell that its inputs reach past
//! the first refusal.

use damier_ai::egtb::{Layout, read_table_bytes};
use damier_rules::{KingRun, Move, Position, Side, Variant, fen, hub, notation, pdn};

use crate::seeds;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The FEN reader, in every variant: a FEN that reads writes and reads back to the same
/// position (and through the Hub's position string), and it is playable exactly when
/// `read_setup` takes it.
pub fn fen(bytes: &[u8]) -> bool {
    let input = text(bytes);
    let mut accepted = false;
    for variant in Variant::ALL {
        let rules = variant.rules();
        let Ok(pos) = fen::read(rules, &input) else {
            assert!(fen::read_setup(rules, &input).is_err(), "{variant}: {input:?}");
            continue;
        };
        accepted = true;
        let written = fen::write(&pos);
        assert_eq!(fen::read(rules, &written), Ok(pos), "{variant}: {input:?} -> {written}");
        // The Hub's string has no Frisian king-move counters.
        let mut plain = pos;
        for side in [Side::White, Side::Black] {
            plain.set_king_run(side, KingRun::default()).expect("a fresh run is always valid");
        }
        assert_eq!(hub::read_position(rules, &hub::write_position(&pos)), Ok(plain), "{input:?}");
        pos.legal_moves();
        match fen::read_setup(rules, &input) {
            Ok(setup) => assert!(setup == pos && pos.check_playable().is_ok(), "{input:?}"),
            Err(e) => assert!(pos.check_playable().is_err(), "{input:?}: {e}"),
        }
    }
    accepted
}

fn is_legal(pos: &Position, mv: &Move) -> bool {
    pos.legal_moves().iter().any(|m| m.same_move(mv) && m.captured == mv.captured)
}

/// The move parsers (standard and short notation, the Hub's), in the position of
/// [`seeds::positions`] the first byte names: a move that parses is legal, and its notation
/// parses back to it.
pub fn moves(bytes: &[u8]) -> bool {
    let Some((&which, rest)) = bytes.split_first() else { return false };
    let positions = seeds::positions();
    let pos = &positions[usize::from(which) % positions.len()];
    let input = text(rest);
    let legal = pos.legal_moves();
    let topology = &pos.rules().topology;
    let mut accepted = false;
    if let Ok(mv) = notation::parse(pos, &input) {
        accepted = true;
        assert!(is_legal(pos, &mv), "{input:?} parsed to an illegal move");
        let again = notation::parse(pos, &notation::write(&mv, &legal, topology)).expect("its own notation");
        assert!(again.same_move(&mv), "{input:?}");
        let short =
            notation::parse(pos, &notation::write_short(&mv, &legal, topology)).expect("its short form");
        assert!(short.same_move(&mv), "{input:?}");
    }
    if let Ok(mv) = hub::read_move(pos, &input) {
        accepted = true;
        assert!(is_legal(pos, &mv), "{input:?} read to an illegal move");
        let again = hub::read_move(pos, &hub::write_move(pos.rules(), &mv)).expect("its own Hub text");
        assert!(again.same_move(&mv), "{input:?}");
    }
    accepted
}

/// The Hub's position reader, in every variant: a position that reads writes and reads back,
/// and `read_setup` takes it exactly when it is playable.
pub fn hub_position(bytes: &[u8]) -> bool {
    let input = text(bytes);
    let mut accepted = false;
    for variant in Variant::ALL {
        let rules = variant.rules();
        if let Ok(pos) = hub::read_position(rules, &input) {
            accepted = true;
            let written = hub::write_position(&pos);
            assert_eq!(hub::read_position(rules, &written), Ok(pos), "{input:?}");
            assert_eq!(fen::read(rules, &fen::write(&pos)), Ok(pos), "{input:?}");
            assert_eq!(hub::read_setup(rules, &input).is_ok(), pos.check_playable().is_ok(), "{input:?}");
        }
    }
    accepted
}

/// The PDN reader: every game read writes and reads back to the same start, moves, result and
/// comments, and writing it again gives the same text.
pub fn pdn(bytes: &[u8]) -> bool {
    let input = text(bytes);
    let mut accepted = false;
    for read in pdn::read(&input) {
        let Some(record) = read.record else { continue };
        accepted = true;
        let written = pdn::write(&record);
        let again = pdn::read(&written);
        assert_eq!(again.len(), 1, "{input:?}\nwrote {written}");
        let ok = &again[0];
        assert_eq!(ok.error, None, "{input:?}\nwrote {written}");
        let back = ok.record.as_ref().expect("a game without error");
        assert_eq!(back.game.start(), record.game.start(), "{written}");
        assert_eq!(back.game.moves().len(), record.game.moves().len(), "{written}");
        for (a, b) in back.game.moves().iter().zip(record.game.moves()) {
            assert!(a.same_move(b) && a.captured == b.captured, "{written}");
        }
        assert_eq!(back.result, record.result, "{written}");
        assert_eq!(back.intro, record.intro, "{input:?}");
        assert_eq!(back.comments, record.comments, "{input:?}");
        assert_eq!(pdn::write(back), written, "writing is stable");
    }
    accepted
}

/// The endgame-table loader, on a table file of the signature of [`seeds::table_signatures`]
/// the first byte names: bytes it accepts are exactly the table's size, and their header's
/// checksum is right (worked out here, apart from the loader's own check).
pub fn egtb_table(bytes: &[u8]) -> bool {
    let Some((&which, file)) = bytes.split_first() else { return false };
    let (rules, signatures) = seeds::table_signatures();
    let sig = signatures[usize::from(which) % signatures.len()];
    let Ok(data) = read_table_bytes(rules, sig, file) else { return false };
    assert_eq!(data.len(), Layout::new(rules, sig).size, "{sig}: accepted with the wrong size");
    assert!(checksum_is_right(file, &data), "{sig}: accepted with a wrong checksum");
    true
}

/// Whether the first line of `file` ends in ` crc32=<hex>`, the CRC-32 of the line before it
/// and of `data`.
fn checksum_is_right(file: &[u8], data: &[u8]) -> bool {
    let line = file.split(|&b| b == b'\n').next().unwrap_or_default();
    let Some((identity, digits)) = std::str::from_utf8(line).ok().and_then(|l| l.split_once(" crc32="))
    else {
        return false;
    };
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(identity.as_bytes());
    hasher.update(data);
    u32::from_str_radix(digits, 16) == Ok(hasher.finalize())
}
