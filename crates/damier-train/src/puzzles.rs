//! Puzzle mining: a position is a puzzle when exactly one move wins clearly, and the engine's
//! search proves it. The solution is the winning move and the forced or best replies until the
//! gain is on the board; the difficulty comes from the search effort the engine needed.

use damier_ai::{Engine, Limits, MATE, Options};
use damier_rules::{Game, Move, Position, Side};

/// What a winning move must win, in centi-men (a man is 100): a man and a half.
pub const WINS: i32 = 150;
/// The most the second-best move may score: then only one move wins.
pub const SECOND_AT_MOST: i32 = 40;

/// A shot: the position, its solution and how hard the engine found it.
#[derive(Clone, Debug)]
pub struct Shot {
    pub position: Position,
    /// The winning move, then the replies and the solver's moves until the gain is made.
    pub line: Vec<Move>,
    /// The winning move's score, and the best other move's.
    pub score: i32,
    pub second: i32,
    /// 1 (seen at a glance) to 5 (deep).
    pub difficulty: u8,
}

/// Why a position is not a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rejection {
    /// One legal move, or only captures: nothing to find.
    Trivial,
    /// No move wins clearly.
    NoWin,
    /// More than one move wins.
    NotUnique,
    /// The win is a long endgame, not a shot (the line gains no material soon).
    NoGain,
    /// The line runs into a draw by the variant's rules (say, two pieces against a king).
    EndsInDraw,
}

impl Rejection {
    pub fn describe(self) -> &'static str {
        match self {
            Rejection::Trivial => "trivial (one legal move, or only captures)",
            Rejection::NoWin => "no move wins clearly",
            Rejection::NotUnique => "more than one move wins",
            Rejection::NoGain => "no material won within the line",
            Rejection::EndsInDraw => "the line ends in a draw by rule",
        }
    }
}

/// The search options of a proof: no ProbCut, so a verdict never rests on a shallow search.
fn proof() -> Options {
    Options { prune: false, ..Options::default() }
}

/// Material from `side`'s view: a man 1, a king 3.
fn material(pos: &Position, side: Side) -> i32 {
    let count = |s: Side| (pos.men(s).count_ones() + 3 * pos.kings(s).count_ones()) as i32;
    count(side) - count(side.opposite())
}

/// Examines the position on `game`'s board at `depth`.
pub fn examine(engine: &mut Engine, game: &Game, depth: u32) -> Result<Shot, Rejection> {
    let legal = game.legal_moves();
    if legal.len() < 2 || legal.iter().all(Move::is_capture) {
        return Err(Rejection::Trivial);
    }
    // The best move, and the first depth from which the search kept it as a win.
    let mut found_at = None;
    let outcome = engine.search(game, &Limits::depth(depth), &proof(), |info| {
        let winning = info.score >= WINS && !info.pv.is_empty();
        match (winning, found_at) {
            (true, None) => found_at = Some((info.depth, info.pv[0])),
            (true, Some((_, first))) if !info.pv[0].same_move(&first) => {
                found_at = Some((info.depth, info.pv[0]))
            }
            (false, _) => found_at = None,
            _ => {}
        }
    });
    let (Some(best), score) = (outcome.best, outcome.info.score) else { return Err(Rejection::Trivial) };
    if score < WINS {
        return Err(Rejection::NoWin);
    }
    // Every other move, searched as deep: none may come close.
    let mut second = -MATE;
    for mv in legal.iter().filter(|m| !m.same_move(&best)) {
        let mut after = game.clone();
        if after.play(mv).is_err() {
            continue;
        }
        let reply = engine.search(&after, &Limits::depth(depth.saturating_sub(1).max(1)), &proof(), |_| {});
        second = second.max(-reply.info.score);
        if second > SECOND_AT_MOST {
            return Err(Rejection::NotUnique);
        }
    }
    let line = solution(game.position(), &outcome.info.pv).ok_or(Rejection::NoGain)?;
    // The search sees positions; the game also counts the draw rules' moves from the puzzle on.
    let mut replay = Game::from_position(*game.position());
    if line.iter().any(|mv| replay.play(mv).is_err()) || replay.outcome().is_some_and(|o| o.winner.is_none())
    {
        return Err(Rejection::EndsInDraw);
    }
    let depth_found = found_at.map_or(depth, |(d, _)| d);
    let quiet_start = !best.is_capture();
    let difficulty = (1 + depth_found.saturating_sub(1) / 2 + u32::from(quiet_start)).clamp(1, 5) as u8;
    Ok(Shot { position: *game.position(), line, score, second, difficulty })
}

/// The principal variation cut where the solver's material gain is largest (within eleven
/// plies, ending on the solver's move); `None` if it gains nothing.
fn solution(start: &Position, pv: &[Move]) -> Option<Vec<Move>> {
    let solver = start.side_to_move();
    let before = material(start, solver);
    let mut pos = *start;
    let mut best: Option<(i32, usize)> = None;
    for (i, mv) in pv.iter().take(11).enumerate() {
        if !pos.legal_moves().iter().any(|m| m.same_move(mv)) {
            break;
        }
        pos = pos.after(mv);
        let gain = material(&pos, solver) - before;
        // Cut after a solver's move (even index), in a position with no capture pending.
        if i % 2 == 0 && gain > 0 && !pos.has_capture() && best.is_none_or(|(g, _)| gain > g) {
            best = Some((gain, i + 1));
        }
    }
    best.map(|(_, len)| pv[..len].to_vec())
}

/// What a deeper search says of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The solution wins at least a man, and no other move does.
    Confirmed,
    /// The solution's score falls short of a man.
    SolutionFallsShort(i32),
    /// Another move wins a man too: the move and its score.
    AnotherWins(Move, i32),
}

/// Searches every legal move of `start` to `depth` on its own (not the generator's shortcuts):
/// a puzzle stands when its solution wins at least a man and every other move less.
pub fn confirm(engine: &mut Engine, start: &Position, solution: &Move, depth: u32) -> Verdict {
    let game = Game::from_position(*start);
    let mut verdict = Verdict::Confirmed;
    for mv in game.legal_moves() {
        let mut after = game.clone();
        if after.play(&mv).is_err() {
            continue;
        }
        let score = match after.outcome() {
            Some(outcome) => {
                if outcome.winner.is_some() {
                    MATE
                } else {
                    0
                }
            }
            None => -engine.search(&after, &Limits::depth(depth), &proof(), |_| {}).info.score,
        };
        if mv.same_move(solution) {
            if score < 100 {
                return Verdict::SolutionFallsShort(score);
            }
        } else if score >= 100 && verdict == Verdict::Confirmed {
            verdict = Verdict::AnotherWins(mv, score);
        }
    }
    verdict
}
