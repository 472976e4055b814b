//! What a combination does, read from its line: the shot, the Turkish strike, the
//! breakthrough, the king catch, the quiet move, the multiple capture and the double sacrifice;
//! and in endings, the ending itself and the opposition ([`Theme`], the PDN's `[Themes]` tag).

pub use damier_rules::pdn::Theme;
use damier_rules::{Bits, Move, Position, Side, Square};

/// At most this many pieces on the board make an ending (both sides together): eight on the
/// large boards, six on the 8×8 ones.
fn ending_size(start: &Position) -> u32 {
    if start.rules().topology.cell_count() > 32 { 8 } else { 6 }
}

/// The themes of the line `line` played from `start` (the solver moves first).
pub fn detect(start: &Position, line: &[Move]) -> Vec<Theme> {
    let mut themes = Vec::new();
    let mut pos = *start;
    let (mut given, mut shot, mut turkish, mut breakthrough, mut king_catch, mut multiple) =
        (0, false, false, false, false, false);
    for (i, mv) in line.iter().enumerate() {
        if i % 2 == 0 {
            shot |= given > 0 && mv.capture_count() >= 2;
            multiple |= mv.capture_count() >= 3;
            breakthrough |= given > 0 && mv.promotes;
            king_catch |= mv.captured_kings != 0;
        } else {
            given += mv.capture_count();
            turkish |= stopped_by_a_taken_piece(&pos, mv);
        }
        pos = pos.after(mv);
    }
    let pieces = start.occupied().count_ones();
    let ending = pieces <= ending_size(start);
    let waits = line.first().is_some_and(|m| !m.is_capture()) && line.get(1).is_none_or(|m| !m.is_capture());
    let no_kings = start.kings(Side::White) | start.kings(Side::Black) == 0;
    for (theme, present) in [
        (Theme::Shot, shot),
        (Theme::TurkishStrike, turkish),
        (Theme::Breakthrough, breakthrough),
        (Theme::KingCatch, king_catch),
        (Theme::QuietMove, waits && !ending),
        (Theme::MultipleCapture, multiple),
        (Theme::DoubleSacrifice, given >= 2),
        (Theme::Endgame, ending),
        (Theme::Opposition, ending && no_kings && waits),
    ] {
        if present {
            themes.push(theme);
        }
    }
    themes
}

/// Whether the capture `mv`, played at `pos`, was cut short by a piece it took: taken pieces
/// stay on the board until the capture ends and cannot be jumped twice, so a king whose last
/// leg runs at one must stop before it (the Turkish strike), and a taken piece on the landing
/// square beyond a piece still to take stops a capture there. With the taken pieces lifted at
/// once, either capture would go on.
fn stopped_by_a_taken_piece(pos: &Position, mv: &Move) -> bool {
    let (path, taken) = (mv.path(), mv.captured_in_order());
    if taken.len() < 2 {
        return false;
    }
    let rules = pos.rules();
    let topology = &rules.topology;
    let side = pos.side_to_move();
    let directions = if mv.by_king { &rules.king_captures } else { &rules.man_captures[side as usize] };
    let is_taken = |sq: Square| mv.captured & sq.bit() != 0;
    // The last leg, from the landing before it over the last piece taken to `to`.
    let leg_start = path.len().checked_sub(2).map_or(mv.from, |i| path[i]);
    let reaches = |dir| {
        let mut at = topology.step(leg_start, dir);
        while let Some(sq) = at {
            if sq == mv.to {
                return true;
            }
            at = topology.step(sq, dir);
        }
        false
    };
    let last_leg = directions.iter().copied().find(|&dir| reaches(dir));
    let run_at_a_taken_piece = mv.by_king
        && rules.flying_kings
        && last_leg.and_then(|dir| topology.step(mv.to, dir)).is_some_and(is_taken);
    // Before the move, with the capturing piece lifted off its square.
    let empty: Bits = pos.empty() | mv.from.bit();
    let still_to_take = pos.pieces(side.opposite()) & !mv.captured;
    let flying = mv.by_king && rules.flying_kings;
    let landing_blocked = directions.iter().any(|&dir| {
        let mut next = topology.step(mv.to, dir);
        while flying && next.is_some_and(|sq: Square| empty & sq.bit() != 0) {
            next = next.and_then(|sq| topology.step(sq, dir));
        }
        let Some(target) = next.filter(|sq| still_to_take & sq.bit() != 0) else { return false };
        topology.step(target, dir).is_some_and(is_taken)
    });
    run_at_a_taken_piece || landing_blocked
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::pdn;

    /// The demos' two Coup Turcs: the king's last leg runs at the piece it took first.
    #[test]
    fn the_demos_coups_turcs_are_turkish_strikes() {
        for text in [
            include_str!("../../../../assets/demos/01-coup-turc-international.pdn"),
            include_str!("../../../../assets/demos/02-coup-turc-hexdame.pdn"),
        ] {
            let record = pdn::read(text).remove(0).record.unwrap();
            let themes = detect(record.game.start(), record.game.moves());
            assert!(themes.contains(&Theme::TurkishStrike), "{themes:?}");
            assert!(themes.contains(&Theme::KingCatch), "{themes:?}");
        }
    }

    #[test]
    fn a_sacrifice_then_a_double_capture_is_a_shot_and_no_turkish_strike() {
        let text = "[FEN \"W:W17,21,26,27,32,44,46,49:B6,7,13,15,16,19,23,34\"]\n1. 17-11 6x17 2. 21x1 *";
        let record = pdn::read(text).remove(0).record.unwrap();
        let themes = detect(record.game.start(), record.game.moves());
        assert_eq!(themes, vec![Theme::Shot, Theme::Breakthrough]);
    }
}
