//! The board under the player's hand: clicks and typed moves become moves, a capture's route
//! is singled out, a new line waits for the player's word, and the capture routes are shown.

use std::collections::BTreeSet;

use bevy::prelude::*;
use damier::game::input::Selection;
use damier::game::{GameCommand, Match, Session};
use damier_rules::Variant;

use crate::{
    busy, click, command, finish_animation, game_app, last_cue, moves_on_board, names, record, square,
    targets, tokens,
};

#[test]
fn a_refused_move_says_which_rule_refuses_it() {
    // A capture is compulsory: neither another piece nor a step of the capturing man.
    let mut app = game_app(Variant::International, "W:W23,40:B28");
    let compulsory = "A capture is compulsory: the piece on 23 must capture.";
    click(&mut app, "40");
    assert_eq!(last_cue(&app), compulsory);
    click(&mut app, "23");
    click(&mut app, "19");
    assert_eq!(last_cue(&app), compulsory);
    assert_eq!(moves_on_board(&app), 0);

    // The majority rule, clicked and typed.
    let mut app = game_app(Variant::International, "W:W33:B28,29,19,9");
    click(&mut app, "33");
    click(&mut app, "22");
    assert_eq!(last_cue(&app), "33x22 takes 1, but 33x4 takes 3: you must take the most pieces.");
    command(&mut app, GameCommand::Typed("33x22".into()));
    assert_eq!(
        last_cue(&app),
        "Move '33x22': 33x22 takes 1, but 33x4 takes 3: you must take the most pieces."
    );
    assert_eq!(moves_on_board(&app), 0);

    // A man going backwards, and a man going two cells, on the hexagon.
    let mut app = game_app(Variant::HexDame, "W:We5:Bi9");
    click(&mut app, "e5");
    click(&mut app, "d4");
    assert_eq!(last_cue(&app), "A man moves forwards only (it may still capture backwards).");
    click(&mut app, "e5");
    click(&mut app, "e7");
    assert_eq!(last_cue(&app), "A man moves one cell at a time; only a king goes further.");
}

#[test]
fn selecting_a_piece_offers_its_destinations() {
    let mut app = game_app(
        Variant::HexDame,
        &damier_rules::fen::write(&damier_rules::Position::start(Variant::HexDame.rules())),
    );
    assert_eq!(tokens(&mut app), record(&app), "the pieces are on the board");
    click(&mut app, "d4");
    assert_eq!(app.world().resource::<Selection>().entered, vec![square(&app, "d4")]);
    assert_eq!(targets(&app), names(&["d5", "e4", "e5"]));
    click(&mut app, "e5");
    assert!(busy(&app), "the move is being animated");
    finish_animation(&mut app);
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 1);
    assert_eq!(tokens(&mut app), record(&app));
}

#[test]
fn an_ambiguous_capture_is_resolved_by_clicking_its_landings() {
    let mut app = game_app(Variant::HexDame, "W:WKi6:Bd7,e6,e7,f3");
    click(&mut app, "i6");
    click(&mut app, "f2");
    // Two captures end on f2: nothing is played, and the first landings of both are offered.
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 0);
    assert!(app.world().resource::<Selection>().hint.is_some());
    assert!(targets(&app).is_superset(&names(&["c6", "d6", "f2"])));
    click(&mut app, "c6");
    finish_animation(&mut app);
    let current = app.world().resource::<Match>();
    let played = current.game.moves()[0];
    let t = &current.rules().topology;
    let taken: BTreeSet<String> = played.captured_squares().map(|sq| t.name(sq).to_string()).collect();
    assert_eq!(taken, names(&["d7", "e6", "f3"]));
    assert_eq!(tokens(&mut app), record(&app));
}

#[test]
fn an_illegal_click_changes_nothing() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app(Variant::International, &start);
    let before = record(&app);
    click(&mut app, "25"); // empty square, nothing selected
    assert!(app.world().resource::<Selection>().entered.is_empty());
    click(&mut app, "1"); // a piece of the side not to move
    assert!(app.world().resource::<Selection>().entered.is_empty());
    click(&mut app, "46"); // a piece that cannot move
    assert!(app.world().resource::<Selection>().entered.is_empty());
    click(&mut app, "32");
    click(&mut app, "22"); // selected, but no move goes there
    assert_eq!(app.world().resource::<Selection>().entered, vec![square(&app, "32")]);
    assert!(!busy(&app));
    assert_eq!(record(&app), before);
    assert_eq!(tokens(&mut app), before);
    assert!(app.world().resource::<Match>().game.moves().is_empty());
}

#[test]
fn a_typed_move_is_played_like_a_click() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::HexDame.rules()));
    let mut app = game_app(Variant::HexDame, &start);
    app.world_mut().write_message(GameCommand::Typed("d45".into()));
    app.update();
    finish_animation(&mut app);
    assert_eq!(app.world().resource::<Match>().game.move_text(0), "d4-d5");
    assert_eq!(tokens(&mut app), record(&app));
}

#[test]
fn clicking_back_through_the_game_and_playing_a_new_move_asks_before_discarding() {
    let mut app = game_app(Variant::International, "W:W31-50:B1-20");
    for mv in ["32-28", "19-23", "28x19", "14x23"] {
        command(&mut app, GameCommand::Typed(mv.into()));
        finish_animation(&mut app);
    }
    command(&mut app, GameCommand::GoTo(1));
    assert_eq!(moves_on_board(&app), 1);
    assert_eq!(tokens(&mut app), record(&app), "the board shows the position after 32-28");
    command(&mut app, GameCommand::StepForward);
    finish_animation(&mut app);
    assert_eq!(moves_on_board(&app), 2);
    command(&mut app, GameCommand::StepBack);
    // Playing the next move of the line again just goes forward.
    command(&mut app, GameCommand::Typed("19-23".into()));
    finish_animation(&mut app);
    assert_eq!(app.world().resource::<Match>().line_len(), 4);
    // Another move asks first; "keep" changes nothing.
    command(&mut app, GameCommand::GoTo(1));
    command(&mut app, GameCommand::Typed("17-21".into()));
    assert!(app.world().resource::<Session>().pending_branch.is_some());
    assert_eq!(app.world().resource::<Match>().line_len(), 4);
    command(&mut app, GameCommand::CancelBranch);
    assert!(app.world().resource::<Session>().pending_branch.is_none());
    assert_eq!(app.world().resource::<Match>().line_len(), 4);
    // Confirmed, the new move replaces the old line.
    command(&mut app, GameCommand::Typed("17-21".into()));
    command(&mut app, GameCommand::ConfirmBranch);
    app.update();
    finish_animation(&mut app);
    let current = app.world().resource::<Match>();
    assert_eq!(current.line_len(), 2);
    assert_eq!(current.game.move_text(1), "17-21");
}

/// The capture-route viewer draws what the rules say: with the capturing piece selected, its
/// legal routes are exactly the legal captures, and the rest are greyed with the reason.
#[test]
fn the_route_viewer_shows_the_legal_captures_and_greys_the_forbidden_ones() {
    use damier::scene::routes::ShownRoutes;
    use damier_rules::Verdict;
    let cases = [
        // The Coup Turc after 34-30: the king on 5 must take four, and stop on 24.
        (Variant::International, "B:W19,29,30,33,37,39,40,43,50:B1,8,13,16,21,K5", "5"),
        // Frisian: two men (worth 200) outweigh the king on 23 (199).
        (Variant::Frisian, "B:W22,31,40,41,42,47,48,K23:B7,10,11,13,18,24", "18"),
    ];
    for (variant, position, piece) in cases {
        let mut app = game_app(variant, position);
        click(&mut app, piece);
        app.update();
        let from = square(&app, piece);
        let shown = app.world().resource::<ShownRoutes>().0.clone();
        let pos = *app.world().resource::<Match>().game.position();
        let legal: Vec<_> = pos.legal_moves().into_iter().filter(|m| m.from == from).collect();
        let drawn_legal: Vec<_> = shown.iter().filter(|r| r.is_legal()).map(|r| r.mv).collect();
        assert_eq!(drawn_legal.len(), legal.len(), "{position}");
        assert!(
            legal.iter().all(|m| drawn_legal.iter().any(|d| d.same_move(m) && d.to == m.to)),
            "{position}"
        );
        let forbidden: Vec<_> = shown.iter().filter(|r| !r.is_legal()).collect();
        assert!(!forbidden.is_empty(), "{position}: the shorter or cheaper routes are shown too");
        match variant {
            Variant::International => {
                assert_eq!(drawn_legal.len(), 1);
                assert!(forbidden.iter().all(|r| r.verdict == Verdict::FewerPieces { most: 4 }));
            }
            _ => assert!(forbidden.iter().all(|r| matches!(r.verdict, Verdict::LowerValue { best: 200 }))),
        }
    }
    // Turned off in the settings, nothing is drawn.
    let mut app = game_app(cases[0].0, cases[0].1);
    app.world_mut().resource_mut::<damier::base::settings::Settings>().show_capture_routes = false;
    click(&mut app, "5");
    app.update();
    assert!(app.world().resource::<ShownRoutes>().0.is_empty());
}
