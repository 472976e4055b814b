//! What the board tells a screen reader, as two AccessKit nodes: the news (the move just played
//! in words, what it took, whose turn it is and which pieces can capture; or a cue) and the
//! keyboard cursor's cell and piece. Both are live regions, read out whenever they change. The
//! interface puts them into the window's AccessKit tree beside the menus.

use accesskit::{Live, Node, Role};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use damier_rules::{Move, Square, notation};

use crate::base::locale::Locale;
use crate::base::state::Screen;
use crate::game::derived::LegalMoves;
use crate::game::input::Selection;
use crate::game::{Cue, GameSystems, Match, MovePlayed};
use crate::scene::cursor::BoardCursor;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_nodes).add_systems(
        Update,
        (tell_news, tell_cursor)
            .after(GameSystems::Derive)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match>)),
    );
}

/// The node that tells what happened on the board.
#[derive(Component)]
pub struct BoardNews;

/// The node that tells where the keyboard's cursor is.
#[derive(Component)]
pub struct CursorCell;

fn spawn_nodes(mut commands: Commands) {
    let live = |role| {
        let mut node = Node::new(role);
        node.set_live(Live::Polite);
        AccessibilityNode(node)
    };
    commands.spawn((BoardNews, live(Role::Status), DespawnOnExit(Screen::Playing)));
    commands.spawn((CursorCell, live(Role::Label), DespawnOnExit(Screen::Playing)));
}

/// A move played, a new position (a new game, an undo) or a cue: the news says it. The legal
/// moves are found here, since the derived ones may be a frame behind a move.
fn tell_news(
    mut played: MessageReader<MovePlayed>,
    mut cues: MessageReader<Cue>,
    current: Res<Match>,
    loc: Res<Locale>,
    mut seen_generation: Local<Option<u64>>,
    mut news: Query<&mut AccessibilityNode, With<BoardNews>>,
) {
    let last_move = played.read().last().copied();
    let new_position = *seen_generation != Some(current.generation);
    *seen_generation = Some(current.generation);
    let mut parts = Vec::new();
    if let Some(MovePlayed { mv, index }) = last_move {
        parts.push(move_words(&current, &loc, &mv, index));
    }
    if last_move.is_some() || new_position {
        parts.extend(turn_words(&current, &current.game.legal_moves(), &loc));
    }
    parts.extend(cues.read().map(|cue| cue.words(&loc)));
    if parts.is_empty() {
        return;
    }
    say(&mut news, parts.join("; "));
}

/// Puts the words on the nodes, touching them only when the words change.
fn say<M: Component>(nodes: &mut Query<&mut AccessibilityNode, With<M>>, words: String) {
    for mut node in nodes {
        if node.label() != Some(words.as_str()) {
            node.set_label(words.clone());
        }
    }
}

/// "Black played 19x28, taking 2 men".
fn move_words(current: &Match, loc: &Locale, mv: &Move, index: usize) -> String {
    let rules = current.rules();
    let before = current.game.position_at(index);
    // The formal notation, every landing of a HexDame capture named: plainer read aloud than
    // the move list's shorthand.
    let written = notation::write(mv, &before.legal_moves(), &rules.topology);
    let side = loc.side(rules, before.side_to_move());
    let mut words = loc.tf("spoken-move", &[("side", side.into()), ("move", written.into())]);
    let kings = mv.captured_kings.count_ones();
    let men = mv.capture_count() - kings;
    let count = |id: &str, count: u32| loc.tf(id, &[("count", count.into())]);
    let taken = match (men, kings) {
        (0, 0) => None,
        (men, 0) => Some(count("spoken-men", men)),
        (0, kings) => Some(count("spoken-kings", kings)),
        (men, kings) => Some(loc.tf(
            "spoken-and",
            &[("first", count("spoken-men", men).into()), ("second", count("spoken-kings", kings).into())],
        )),
    };
    if let Some(taken) = taken {
        words = format!("{words}, {}", loc.tf("spoken-taking", &[("taken", taken.into())]));
    }
    if mv.promotes {
        words = format!("{words}, {}", loc.t("spoken-crowned"));
    }
    words
}

/// "White to move; 31 can capture", or how the game ended.
fn turn_words(current: &Match, legal: &[Move], loc: &Locale) -> Vec<String> {
    let rules = current.rules();
    if let Some(outcome) = current.game.outcome() {
        return vec![loc.outcome(rules, &outcome)];
    }
    let side = loc.side(rules, current.game.position().side_to_move());
    let mut words = vec![loc.tf("to-move", &[("side", side.into())])];
    let mut capturing: Vec<Square> = Vec::new();
    for mv in legal.iter().filter(|m| m.is_capture()) {
        if !capturing.contains(&mv.from) {
            capturing.push(mv.from);
        }
    }
    if !capturing.is_empty() {
        let names: Vec<String> = capturing.iter().map(|&sq| rules.topology.name(sq).to_string()).collect();
        let cells = names.join(", ");
        words.push(
            loc.tf("spoken-can-capture", &[("cells", cells.into()), ("count", capturing.len().into())]),
        );
    }
    words
}

/// "28: White man, picked up", "27: empty, a move can end here".
fn tell_cursor(
    cursor: Res<BoardCursor>,
    current: Res<Match>,
    selection: Res<Selection>,
    legal: Res<LegalMoves>,
    loc: Res<Locale>,
    mut nodes: Query<&mut AccessibilityNode, With<CursorCell>>,
) {
    let changed = [cursor.is_changed(), current.is_changed(), selection.is_changed(), legal.is_changed()];
    if !changed.contains(&true) && !loc.is_changed() {
        return;
    }
    let Some(cell) = cursor.0 else { return };
    let rules = current.rules();
    let content = match current.game.position().piece_at(cell) {
        Some(piece) => loc.piece(rules, piece),
        None => loc.t("spoken-empty"),
    };
    let name = rules.topology.name(cell).to_string();
    let mut words = loc.tf("spoken-cell", &[("cell", name.into()), ("content", content.into())]);
    if selection.entered.contains(&cell) {
        words = format!("{words}, {}", loc.t("spoken-picked"));
    } else if selection.targets(&legal.0).contains(&cell) {
        words = format!("{words}, {}", loc.t("spoken-landing"));
    }
    say(&mut nodes, words);
}
