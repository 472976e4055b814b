//! The themes of a puzzle, as its `[Themes]` tag names them (comma-separated, in English; the
//! game translates them). Which themes a line shows is found by the puzzle tools
//! (`damier_train::puzzles::themes`).

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Men given so that a capture of two or more follows.
    Shot,
    /// A capture cut short by the rule that a piece is jumped only once: a piece it already
    /// took, still on the board until the capture ends, stands in its way.
    TurkishStrike,
    /// A man crowns after men were given to open the way.
    Breakthrough,
    /// A king is taken.
    KingCatch,
    /// The first move threatens rather than gives or takes.
    QuietMove,
    /// The solver takes three pieces or more in one move.
    MultipleCapture,
    /// Two pieces or more given.
    DoubleSacrifice,
    /// Few pieces left.
    Endgame,
    /// An ending of men only won by a waiting move: the other side must give way.
    Opposition,
}

impl Theme {
    pub const ALL: [Theme; 9] = [
        Theme::Shot,
        Theme::TurkishStrike,
        Theme::Breakthrough,
        Theme::KingCatch,
        Theme::QuietMove,
        Theme::MultipleCapture,
        Theme::DoubleSacrifice,
        Theme::Endgame,
        Theme::Opposition,
    ];

    /// The name in the `[Themes]` tag.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Shot => "Shot",
            Theme::TurkishStrike => "Turkish strike",
            Theme::Breakthrough => "Breakthrough",
            Theme::KingCatch => "King catch",
            Theme::QuietMove => "Quiet move",
            Theme::MultipleCapture => "Multiple capture",
            Theme::DoubleSacrifice => "Double sacrifice",
            Theme::Endgame => "Endgame",
            Theme::Opposition => "Opposition",
        }
    }

    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The `[Themes]` tag's text: the names, comma-separated.
    pub fn tag(themes: &[Theme]) -> String {
        themes.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ")
    }

    /// Reads a `[Themes]` tag; the error is the first name that is no theme.
    pub fn read_tag(text: &str) -> Result<Vec<Theme>, String> {
        text.split(',')
            .filter(|name| !name.trim().is_empty())
            .map(|name| Theme::from_name(name).ok_or_else(|| name.trim().to_string()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_themes_tag_reads_back_and_names_what_is_no_theme() {
        let tag = Theme::tag(&Theme::ALL);
        assert_eq!(Theme::read_tag(&tag), Ok(Theme::ALL.to_vec()));
        assert_eq!(Theme::read_tag(""), Ok(Vec::new()));
        assert_eq!(Theme::read_tag(" shot ,Turkish strike"), Ok(vec![Theme::Shot, Theme::TurkishStrike]));
        assert_eq!(Theme::read_tag("Shot, Fork"), Err("Fork".to_string()));
    }
}
