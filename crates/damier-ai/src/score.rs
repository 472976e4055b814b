//! The scale of the search's scores, shared by the search and the endgame tables.

/// A score that means "the side to move is lost": `-MATE + plies`.
pub const MATE: i32 = 30_000;
