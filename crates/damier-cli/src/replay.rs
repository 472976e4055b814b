//! `damier-cli bench --replay N`: how long replaying a legal game of N plies takes through the
//! game record, the PDN reader and the Hub's `pos`.
//!
//! The game: English checkers, four kings a side, making non-capturing moves that never repeat
//! a position and never offer a capture. English has no move-counting draw rule and nothing
//! repeats, so every ply is legal and the game never ends: an honest N-ply game.

use std::collections::HashSet;
use std::time::Instant;

use damier_rules::pdn::{self, PdnGame};
use damier_rules::{Game, Move, Position, Variant, fen, hub};

/// The start of the long game.
pub const START: &str = "B:WK29,K30,K31,K32:BK1,K2,K3,K4";

/// `plies` quiet king moves from `start` that never repeat a position and leave the side to
/// move no capture, found by depth-first search (the order of tries is fixed by `seed`).
/// `None` if no such walk exists.
pub fn quiet_walk(start: &Position, plies: usize, mut seed: u64) -> Option<Vec<Move>> {
    let mut candidates = |pos: &Position| {
        let mut moves: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.by_king && !m.is_capture() && !pos.after(m).has_capture())
            .collect();
        // Fisher-Yates with xorshift: a varied walk, the same for the same seed.
        for i in (1..moves.len()).rev() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            moves.swap(i, (seed % (i as u64 + 1)) as usize);
        }
        moves
    };
    let mut seen = HashSet::from([*start]);
    let mut stack = vec![(*start, candidates(start))];
    let mut line = Vec::with_capacity(plies);
    while line.len() < plies {
        let (pos, tries) = stack.last_mut()?;
        match tries.pop() {
            Some(mv) => {
                let next = pos.after(&mv);
                if seen.insert(next) {
                    line.push(mv);
                    let next_tries = candidates(&next);
                    stack.push((next, next_tries));
                }
            }
            None => {
                stack.pop();
                line.pop();
            }
        }
    }
    Some(line)
}

/// Times the three replays and prints one line each.
pub fn bench(plies: usize) {
    let rules = Variant::English.rules();
    let start = fen::read_setup(rules, START).expect("the bench start is playable");
    let made = Instant::now();
    let Some(line) = quiet_walk(&start, plies, 0x5EED) else {
        out!("replay: no walk of {plies} plies found");
        return;
    };
    out!(
        "replay: a legal game of {plies} plies (English, kings only) made in {:.2} s",
        made.elapsed().as_secs_f64()
    );

    let clock = Instant::now();
    let mut game = Game::from_position(start);
    for mv in &line {
        game.play(mv).expect("every move of the walk is legal and the game goes on");
    }
    let seconds = clock.elapsed().as_secs_f64();
    out!("replay: {plies} plies through Game::play in {seconds:.3} s");

    let text = pdn::write(&PdnGame::new(game));
    let clock = Instant::now();
    let read = pdn::read(&text);
    let seconds = clock.elapsed().as_secs_f64();
    let replayed = read.first().and_then(|g| g.record.as_ref()).map_or(0, |r| r.game.moves().len());
    assert_eq!(replayed, plies, "the PDN reads back whole");
    out!("replay: {plies} plies as PDN ({} KiB) read in {seconds:.3} s", text.len() / 1024);

    let mut replay = Game::from_position(start);
    let moves: Vec<String> = line
        .iter()
        .map(|mv| {
            let text = hub::write_move(rules, mv);
            replay.play(mv).expect("legal");
            text
        })
        .collect();
    let position = hub::write_position(&start);
    let moves = moves.join(" ");
    let clock = Instant::now();
    let game = crate::hub::read_game(rules, Some(&position), Some(&moves)).expect("the Hub reads it");
    let seconds = clock.elapsed().as_secs_f64();
    assert_eq!(game.moves().len(), plies);
    out!("replay: {plies} plies as a Hub pos read in {seconds:.3} s");
}
