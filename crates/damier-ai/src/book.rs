//! The opening book: positions of the first plies with the moves Damier's own searches found
//! best there, so that the engine plays them at once instead of spending its time on what is
//! known. Built by `damier-cli book build` (in `damier-train`) from Damier's own searches only;
//! the shipped books are `books/<variant>.txt`, embedded in the binary.
//!
//! The text format, one position a line: the moves from the start in the standard notation,
//! then `:` and the book's moves there, each with its score in centi-men for the side to move,
//! best first:
//!
//! ```text
//! # comment
//! : 32-28 +4 33-28 +2
//! 32-28 18-23 : 38-32 +6
//! ```

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, OnceLock};

use damier_rules::{Move, Position, Rules, Variant, notation};

use crate::zobrist::{self, splitmix};

/// One book move and its score (centi-men, for the side to move).
#[derive(Clone, Copy, Debug)]
pub struct BookMove {
    pub mv: Move,
    pub score: i32,
}

/// A variant's book: the positions it knows, by key, each with its moves best first.
pub struct Book {
    positions: HashMap<u64, Vec<BookMove>>,
}

impl fmt::Debug for Book {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Book({} positions)", self.positions.len())
    }
}

/// Why a book's text was refused: the line and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for BookError {}

impl Book {
    /// Reads a book for `rules`' variant: every move must be legal where it stands.
    pub fn parse(rules: &'static Rules, text: &str) -> Result<Book, BookError> {
        let mut positions: HashMap<u64, Vec<BookMove>> = HashMap::new();
        for (index, line) in text.lines().enumerate() {
            let fail = |message: String| BookError { line: index + 1, message };
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (path, entries) =
                line.split_once(':').ok_or_else(|| fail("no ':' after the moves".into()))?;
            let mut pos = Position::start(rules);
            for text in path.split_whitespace() {
                let mv = notation::parse(&pos, text).map_err(|e| fail(format!("'{text}': {e}")))?;
                pos = pos.after(&mv);
            }
            let words: Vec<&str> = entries.split_whitespace().collect();
            if words.is_empty() || !words.len().is_multiple_of(2) {
                return Err(fail("the book moves must come in pairs of a move and a score".into()));
            }
            let mut moves = Vec::new();
            for pair in words.chunks(2) {
                let mv = notation::parse(&pos, pair[0]).map_err(|e| fail(format!("'{}': {e}", pair[0])))?;
                let score = pair[1].parse::<i32>().ok().filter(|s| s.abs() <= 10_000);
                let score =
                    score.ok_or_else(|| fail(format!("'{}' is not a score in centi-men", pair[1])))?;
                moves.push(BookMove { mv, score });
            }
            // Two lines may transpose into one position, if they agree on its moves.
            let same = |a: &[BookMove], b: &[BookMove]| {
                a.len() == b.len()
                    && a.iter().zip(b).all(|(x, y)| x.mv.same_move(&y.mv) && x.score == y.score)
            };
            match positions.get(&zobrist::key(&pos)) {
                Some(known) if !same(known, &moves) => {
                    return Err(fail("this position is in the book already, with other moves".into()));
                }
                Some(_) => {}
                None => {
                    positions.insert(zobrist::key(&pos), moves);
                }
            }
        }
        Ok(Book { positions })
    }

    /// The shipped book of the variant, read once; `None` when none ships.
    pub fn shipped(rules: &'static Rules) -> Option<Arc<Book>> {
        static CACHE: [OnceLock<Option<Arc<Book>>>; 5] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let slot = Variant::ALL.iter().position(|&v| v == rules.variant).expect("a variant");
        // The book's positions are the default rules' (the options change no opening move).
        let rules = rules.variant.rules();
        CACHE[slot]
            .get_or_init(|| {
                let book = Book::parse(rules, shipped_text(rules.variant)).expect("the shipped book reads");
                (!book.is_empty()).then(|| Arc::new(book))
            })
            .clone()
    }

    pub fn len(&self) -> usize {
        self.positions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The book's moves in this position, best first (empty when it is not in the book).
    pub fn moves(&self, pos: &Position) -> &[BookMove] {
        self.positions.get(&zobrist::key(pos)).map_or(&[], Vec::as_slice)
    }

    /// The move to play here: the best, or with `variety` centi-men a seeded choice among the
    /// moves that close to the best.
    pub fn choose(&self, pos: &Position, variety: i32, seed: u64) -> Option<BookMove> {
        let moves = self.moves(pos);
        let best = moves.first()?;
        let close = moves.iter().take_while(|m| m.score >= best.score - variety.max(0)).count();
        let pick = splitmix(seed ^ zobrist::key(pos)) as usize % close;
        Some(moves[pick])
    }
}

/// The shipped book's text of a variant (empty if none was built).
fn shipped_text(variant: Variant) -> &'static str {
    match variant {
        Variant::HexDame => include_str!("../books/hexdame.txt"),
        Variant::International => include_str!("../books/international.txt"),
        Variant::Brazilian => include_str!("../books/brazilian.txt"),
        Variant::Frisian => include_str!("../books/frisian.txt"),
        Variant::English => include_str!("../books/english.txt"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_book_reads_its_lines_and_refuses_bad_ones_with_the_line() {
        let rules = Variant::International.rules();
        let text = "# a book\n: 32-28 +4 33-28 +2\n32-28 18-23 : 38-32 +6\n";
        let book = Book::parse(rules, text).unwrap();
        assert_eq!(book.len(), 2);
        let start = Position::start(rules);
        let moves = book.moves(&start);
        assert_eq!(moves.len(), 2);
        assert_eq!(moves[0].score, 4);
        assert_eq!(book.choose(&start, 0, 1).unwrap().mv, moves[0].mv);
        // With variety, both moves are played for some seeds.
        let picks: Vec<i32> = (0..20).map(|s| book.choose(&start, 2, s).unwrap().score).collect();
        assert!(picks.contains(&4) && picks.contains(&2), "{picks:?}");
        let after = start.after(&moves[0].mv);
        let reply = after.after(&notation::parse(&after, "18-23").unwrap());
        assert_eq!(book.moves(&reply)[0].score, 6);
        assert!(book.moves(&after).is_empty());
        let transposed = "32-28 16-21 33-29 : 21-26 +0\n33-29 16-21 32-28 : 21-26 +0";
        assert_eq!(Book::parse(rules, transposed).unwrap().len(), 1);
        for (bad, line, says) in [
            (": 32-28 +4\n32-27 : 18-23 0\n: 33-28 1", 3, "already"),
            // Two move orders into one position must agree on its moves.
            ("32-28 16-21 33-29 : 21-26 +0\n33-29 16-21 32-28 : 21-27 +0", 2, "other moves"),
        ] {
            let e = Book::parse(rules, bad).unwrap_err();
            assert_eq!(e.line, line, "{bad:?}: {e}");
            assert!(e.to_string().contains(says), "{bad:?}: {e}");
        }
    }

    #[test]
    fn the_shipped_books_read() {
        for v in Variant::ALL {
            if let Some(book) = Book::shipped(v.rules()) {
                assert!(!book.moves(&Position::start(v.rules())).is_empty(), "{v}: the start is in the book");
            }
        }
    }
}
