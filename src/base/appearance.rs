//! How the board and pieces look, as the player chooses it (the scene turns these names into
//! materials): the board theme, the piece set, and the rendering quality.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardTheme {
    /// Walnut and maple veneers in a lacquered walnut frame.
    #[default]
    Walnut,
    /// The tournament board: green and cream.
    Tournament,
    /// Light and dark marble in a dark wooden frame.
    Marble,
    /// The strongest contrast between cells, pieces and marks.
    Contrast,
}

impl BoardTheme {
    pub const ALL: [BoardTheme; 4] =
        [BoardTheme::Walnut, BoardTheme::Tournament, BoardTheme::Marble, BoardTheme::Contrast];

    /// The name on the command line (`damier --theme marble`).
    pub fn name(self) -> &'static str {
        match self {
            BoardTheme::Walnut => "walnut",
            BoardTheme::Tournament => "tournament",
            BoardTheme::Marble => "marble",
            BoardTheme::Contrast => "contrast",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceSet {
    /// Ivory and ebony (red and ivory in English checkers).
    #[default]
    Ivory,
    /// Turned maple and walnut.
    Wood,
    /// The tournament colours: white and red.
    Tournament,
}

impl PieceSet {
    pub const ALL: [PieceSet; 3] = [PieceSet::Ivory, PieceSet::Wood, PieceSet::Tournament];

    pub fn name(self) -> &'static str {
        match self {
            PieceSet::Ivory => "ivory",
            PieceSet::Wood => "wood",
            PieceSet::Tournament => "tournament",
        }
    }
}

/// How much the renderer is asked to do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Quality {
    /// High on a graphics card, Low on a software renderer.
    #[default]
    Auto,
    /// No shadows' soft filtering, no bloom, a simple environment: for weak or software GPUs.
    Low,
    /// Soft shadows, environment reflections, bloom and 4× antialiasing.
    High,
}

impl Quality {
    pub const ALL: [Quality; 3] = [Quality::Auto, Quality::Low, Quality::High];
}
