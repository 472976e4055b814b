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

use crate::shipped::{PerVariant, once_per_variant};
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

/// One line of a book's text as written: its number (from 1), the moves from the start, and the
/// book moves with their scores.
pub struct BookLine<'a> {
    pub number: usize,
    pub path: Vec<&'a str>,
    pub moves: Vec<(&'a str, i32)>,
}

/// The position lines of a book's text (comments and blank lines skipped), checked for their
/// form only: the moves are not read here.
pub fn lines(text: &str) -> impl Iterator<Item = Result<BookLine<'_>, BookError>> {
    text.lines().enumerate().filter_map(|(index, line)| {
        let line = line.trim();
        (!line.is_empty() && !line.starts_with('#')).then(|| read_line(index + 1, line))
    })
}

fn read_line(number: usize, line: &str) -> Result<BookLine<'_>, BookError> {
    let fail = |message: String| BookError { line: number, message };
    let (path, entries) = line.split_once(':').ok_or_else(|| fail("no ':' after the moves".into()))?;
    let words: Vec<&str> = entries.split_whitespace().collect();
    if words.is_empty() || !words.len().is_multiple_of(2) {
        return Err(fail("the book moves must come in pairs of a move and a score".into()));
    }
    let mut moves = Vec::new();
    for pair in words.chunks(2) {
        let score = pair[1].parse::<i32>().ok().filter(|s| s.abs() <= 10_000);
        let score = score.ok_or_else(|| fail(format!("'{}' is not a score in centi-men", pair[1])))?;
        moves.push((pair[0], score));
    }
    Ok(BookLine { number, path: path.split_whitespace().collect(), moves })
}

impl Book {
    /// Reads a book for `rules`' variant: every move must be legal where it stands.
    pub fn parse(rules: &'static Rules, text: &str) -> Result<Book, BookError> {
        let mut positions: HashMap<u64, Vec<BookMove>> = HashMap::new();
        for line in lines(text) {
            let line = line?;
            let fail = |message: String| BookError { line: line.number, message };
            let read = |pos: &Position, text: &str| {
                notation::parse(pos, text).map_err(|e| fail(format!("'{text}': {e}")))
            };
            let mut pos = Position::start(rules);
            for text in &line.path {
                pos = pos.after(&read(&pos, text)?);
            }
            let mut moves = Vec::new();
            for &(text, score) in &line.moves {
                moves.push(BookMove { mv: read(&pos, text)?, score });
            }
            // Two lines may transpose into one position, if they agree on its moves.
            let same = |a: &[BookMove], b: &[BookMove]| {
                a.len() == b.len()
                    && a.iter().zip(b).all(|(x, y)| x.mv.same_move(&y.mv) && x.score == y.score)
            };
            let key = zobrist::key(&pos);
            match positions.get(&key) {
                Some(known) if !same(known, &moves) => {
                    return Err(fail("this position is in the book already, with other moves".into()));
                }
                Some(_) => {}
                None => {
                    positions.insert(key, moves);
                }
            }
        }
        Ok(Book { positions })
    }

    /// The shipped book of the variant, read once; `None` when none ships.
    pub fn shipped(rules: &'static Rules) -> Option<Arc<Book>> {
        static CACHE: PerVariant<Book> = [const { OnceLock::new() }; Variant::ALL.len()];
        // The book's positions are the default rules' (the options change no opening move).
        let rules = rules.variant.rules();
        once_per_variant(&CACHE, rules.variant, || {
            let book = Book::parse(rules, shipped_text(rules.variant)).expect("the shipped book reads");
            (!book.is_empty()).then_some(book)
        })
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
