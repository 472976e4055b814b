//! Building the opening book ([`damier_ai::Book`]) from Damier's own searches: positions are
//! analysed ply by ply from the start, each by a search to a fixed depth and a null-window
//! question for every other move (is it within the margin of the engine's choice?); the moves
//! that are become the position's book moves, and the positions they lead to are analysed next.
//! Either side's positions are treated alike (the book plays both colours), and a run continues
//! a book file it is given.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use damier_ai::book::{self, BookError};
use damier_ai::{Engine, Evaluator, Limits, MATE, Options};
use damier_rules::{Game, Rules, fen, notation};

/// How a book grows.
#[derive(Clone, Debug)]
pub struct BookParams {
    /// Positions the book should hold when the run ends.
    pub positions: usize,
    /// Search depth of each position (its moves' answers are searched a ply less).
    pub depth: u32,
    /// Moves within this many centi-men of the best are book moves.
    pub margin: i32,
    /// At most this many book moves a position.
    pub moves: usize,
    pub threads: usize,
}

/// A position's line from the start (moves in the standard notation) and its book moves with
/// their scores, best first.
pub type Entries = BTreeMap<Vec<String>, Vec<(String, i32)>>;

/// Reads a book file's lines into entries (its moves are checked by [`damier_ai::Book::parse`]).
pub fn read_entries(text: &str) -> Result<Entries, BookError> {
    let mut entries = Entries::new();
    for line in book::lines(text) {
        let line = line?;
        let moves = line.moves.iter().map(|&(mv, score)| (mv.to_string(), score)).collect();
        entries.insert(line.path.iter().map(|m| m.to_string()).collect(), moves);
    }
    Ok(entries)
}

/// The book file's text: a header and one line a position, shortest lines first.
pub fn write_entries(rules: &Rules, params: &BookParams, entries: &Entries) -> String {
    let mut out = format!(
        "# Damier's opening book for {}: {} positions, each searched {} plies, the moves within {}\n\
         # centi-men of the engine's choice kept (at most {}). Built by `damier-cli book build`.\n\
         # Each line: the moves from the start, ':', then each book move and its score in centi-men.\n",
        rules.variant,
        entries.len(),
        params.depth,
        params.margin,
        params.moves
    );
    let mut lines: Vec<_> = entries.iter().collect();
    lines.sort_by(|a, b| (a.0.len(), a.0).cmp(&(b.0.len(), b.0)));
    for (path, moves) in lines {
        let moves: Vec<String> = moves.iter().map(|(m, s)| format!("{m} {s:+}")).collect();
        out.push_str(&format!(
            "{}{}: {}\n",
            path.join(" "),
            if path.is_empty() { "" } else { " " },
            moves.join(" ")
        ));
    }
    out
}

/// The game of a book line (the book's lines are checked before they get here).
fn replay(rules: &'static Rules, line: &[String]) -> Game {
    let mut game = Game::new(rules);
    for text in line {
        game.play_notation(text).expect("a book line replays");
    }
    game
}

/// The position a line leads to, as FEN: two lines that transpose name the same position.
fn position_of(rules: &'static Rules, line: &[String]) -> String {
    fen::write(replay(rules, line).position())
}

/// The lines the book leads to but has not analysed yet, shortest first, one line a position
/// (a transposition of a position the book holds, or of a shorter or earlier line, is left out).
fn frontier(rules: &'static Rules, entries: &Entries) -> BTreeSet<(usize, Vec<String>)> {
    let mut out = BTreeSet::new();
    if entries.is_empty() {
        out.insert((0, Vec::new()));
    }
    for (path, moves) in entries {
        for (mv, _) in moves {
            let mut next = path.clone();
            next.push(mv.clone());
            if !entries.contains_key(&next) {
                out.insert((next.len(), next));
            }
        }
    }
    let mut seen: HashSet<String> = entries.keys().map(|line| position_of(rules, line)).collect();
    out.retain(|(_, line)| seen.insert(position_of(rules, line)));
    out
}

/// Drops every line that transposes into the position of a shorter or earlier one (books
/// built before transpositions were recognised hold such pairs).
pub fn drop_transpositions(rules: &'static Rules, entries: &mut Entries) {
    let mut lines: Vec<Vec<String>> = entries.keys().cloned().collect();
    lines.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
    let mut seen = HashSet::new();
    for line in lines {
        if !seen.insert(position_of(rules, &line)) {
            entries.remove(&line);
        }
    }
}

/// The book moves of the line's last position: the engine's own choice, searched `depth` plies
/// (from an empty table, so that the result does not depend on the order of work), and every
/// other move that a null-window question finds within the margin of it, then scored exactly;
/// best first. A position where the game is over gets none.
fn analyse(
    rules: &'static Rules,
    path: &[String],
    params: &BookParams,
    engine: &mut Engine,
) -> Vec<(String, i32)> {
    let game = replay(rules, path);
    if game.outcome().is_some() {
        return Vec::new();
    }
    let legal = game.legal_moves();
    engine.clear();
    let outcome = engine.search(&game, &Limits::depth(params.depth), &Options::default(), |_| {});
    let Some(best) = outcome.best else { return Vec::new() };
    let bar = outcome.info.score - params.margin;
    let mut kept = vec![(best, outcome.info.score)];
    for mv in legal.iter().filter(|m| !m.same_move(&best)) {
        let mut after = game.clone();
        after.play(mv).expect("a legal move");
        let score = match after.outcome() {
            Some(outcome) => {
                outcome.winner.map_or(0, |w| if w == after.position().side_to_move() { -MATE } else { MATE })
            }
            None => {
                // The mover reaches the bar exactly when the reply's score stays below 1 - bar.
                let question = Options { reaches: Some(1 - bar), ..Options::default() };
                engine.clear();
                let limits = Limits::depth(params.depth.saturating_sub(1).max(1));
                if engine.search(&after, &limits, &question, |_| {}).info.score >= 1 - bar {
                    continue;
                }
                engine.clear();
                -engine.search(&after, &limits, &Options::default(), |_| {}).info.score
            }
        };
        kept.push((*mv, score));
    }
    let mut scored: Vec<(String, i32)> = kept
        .into_iter()
        .filter(|&(_, score)| score >= bar)
        .map(|(mv, score)| (notation::write(&mv, &legal, &rules.topology), score.clamp(-10_000, 10_000)))
        .collect();
    scored.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    scored.truncate(params.moves.max(1));
    scored
}

/// Grows `entries` until they hold `params.positions` positions or nothing is left to
/// analyse, a ply at a time, on `params.threads` threads. `progress` hears of each position
/// analysed (its line and book moves) and may save the entries.
pub fn build(
    rules: &'static Rules,
    entries: &mut Entries,
    params: &BookParams,
    mut progress: impl FnMut(&Entries, &[String]),
) {
    while entries.len() < params.positions {
        let todo: Vec<Vec<String>> = frontier(rules, entries)
            .into_iter()
            .map(|(_, line)| line)
            .take(params.positions - entries.len())
            .collect();
        if todo.is_empty() {
            return;
        }
        // The shortest lines first, a few a thread at a time (each saved before the next few):
        // a batch never mixes plies, so the book grows breadth first.
        let shortest = todo[0].len();
        let batch: Vec<Vec<String>> =
            todo.into_iter().take_while(|l| l.len() == shortest).take(4 * params.threads.max(1)).collect();
        let next = AtomicUsize::new(0);
        let done = Mutex::new(Vec::new());
        thread::scope(|scope| {
            for _ in 0..params.threads.max(1) {
                scope.spawn(|| {
                    let mut engine = Engine::new(Evaluator::default_for(rules), 16);
                    while let Some(line) = batch.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let moves = analyse(rules, line, params, &mut engine);
                        done.lock().expect("the results").push((line.clone(), moves));
                    }
                });
            }
        });
        let mut done = done.into_inner().expect("the results");
        done.sort();
        for (line, moves) in done {
            entries.insert(line.clone(), moves);
            progress(entries, &line);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_ai::Book;
    use damier_rules::{Position, Variant};

    #[test]
    fn a_book_grows_breadth_first_reads_back_and_continues_to_the_same_book() {
        let rules = Variant::English.rules();
        let params = BookParams { positions: 6, depth: 3, margin: 30, moves: 2, threads: 2 };
        let mut whole = Entries::new();
        build(rules, &mut whole, &params, |_, _| {});
        assert_eq!(whole.len(), 6);
        assert!(whole.keys().all(|l| l.len() <= 2), "breadth first: {:?}", whole.keys());
        let text = write_entries(rules, &params, &whole);
        let book = Book::parse(rules, &text).unwrap();
        assert_eq!(book.len(), 6);
        let start = book.moves(&Position::start(rules));
        assert!((1..=2).contains(&start.len()));
        assert!(start.windows(2).all(|w| w[0].score >= w[1].score && w[0].score - w[1].score <= 30));
        // Three positions, then on to six from the file, gives the same book.
        let mut part = Entries::new();
        build(rules, &mut part, &BookParams { positions: 3, threads: 1, ..params.clone() }, |_, _| {});
        let mut resumed = read_entries(&write_entries(rules, &params, &part)).unwrap();
        build(rules, &mut resumed, &params, |_, _| {});
        assert_eq!(resumed, whole);
    }

    #[test]
    fn a_position_reached_by_two_move_orders_is_analysed_once() {
        let rules = Variant::International.rules();
        let line = |text: &str| text.split_whitespace().map(String::from).collect::<Vec<_>>();
        let moves = |m: &str| vec![(m.to_string(), 0)];
        let mut entries = Entries::new();
        entries.insert(line(""), vec![("32-28".into(), 0), ("33-29".into(), 0)]);
        entries.insert(line("32-28"), moves("16-21"));
        entries.insert(line("33-29"), moves("16-21"));
        entries.insert(line("32-28 16-21"), moves("33-29"));
        entries.insert(line("33-29 16-21"), moves("32-28"));
        let next = frontier(rules, &entries);
        assert_eq!(next.into_iter().map(|(_, l)| l).collect::<Vec<_>>(), vec![line("32-28 16-21 33-29")]);
        entries.insert(line("32-28 16-21 33-29"), moves("21-26"));
        entries.insert(line("33-29 16-21 32-28"), moves("21-26"));
        drop_transpositions(rules, &mut entries);
        assert!(entries.contains_key(&line("32-28 16-21 33-29")));
        assert!(!entries.contains_key(&line("33-29 16-21 32-28")));
    }
}
