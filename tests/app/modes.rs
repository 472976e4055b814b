//! The modes: each entered and left through the states, demos watched, puzzles from the demos
//! and the collection, the setup editor.

use std::collections::BTreeSet;

use bevy::prelude::*;
use damier::base::state::{Mode, Screen};
use damier::game::input::Selection;
use damier::game::{GameCommand, Match, Turn};
use damier::modes::Open;
use damier::modes::demos::{DemoLibrary, Playback};
use damier::modes::editor::{SetupEditor, Tool};
use damier::modes::puzzle::{Puzzle, PuzzleSource};
use damier::scene::animation::{Captured, Token};
use damier::scene::camera::FollowCaptures;
use damier::scene::geometry::BoardGeometry;
use damier_rules::pdn::Theme;
use damier_rules::{Kind, Piece, Variant, fen};

use crate::{
    busy, click, command, demo_app, finish_animation, fresh_dir, logic_app, mode, moves_on_board, open,
    open_demo, record, square, tokens,
};

/// Every mode is entered and left through the states: its resources come and go with it.
#[test]
fn each_mode_is_entered_and_left_cleanly() {
    let mut app = logic_app();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
    assert!(!app.world().contains_resource::<Match>());

    open(&mut app, Open::Demo { index: 0, ply: 1 });
    assert_eq!(mode(&app), Some(Mode::Watch));
    assert!(app.world().contains_resource::<Playback>());
    assert_eq!(moves_on_board(&app), 1, "the demo after one move");
    assert!(app.world().resource::<FollowCaptures>().0);

    open(&mut app, Open::Puzzle(PuzzleSource::Demo(0)));
    assert_eq!(mode(&app), Some(Mode::Puzzle));
    assert!(app.world().contains_resource::<Puzzle>());
    assert!(!app.world().contains_resource::<Playback>(), "leaving Watch ends the playback");
    assert!(!app.world().resource::<FollowCaptures>().0);

    let start = damier_rules::Position::start(Variant::HexDame.rules());
    open(&mut app, Open::Editor(start));
    assert_eq!(mode(&app), Some(Mode::Editor));
    assert!(app.world().contains_resource::<SetupEditor>());
    assert!(!app.world().contains_resource::<Puzzle>(), "leaving Puzzle ends the puzzle");
    assert_eq!(app.world().resource::<BoardGeometry>().rules.variant, Variant::HexDame);

    open(&mut app, Open::Game(Box::new(Match::new(start))));
    assert_eq!(mode(&app), Some(Mode::Game));
    assert!(!app.world().contains_resource::<SetupEditor>(), "leaving Editor ends the editor");
    assert_eq!(*app.world().resource::<State<Turn>>().get(), Turn::Person);
    assert_eq!(tokens(&mut app), record(&app));

    open(&mut app, Open::Title);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
    assert_eq!(mode(&app), None);
    assert!(!app.world().contains_resource::<Match>(), "the board is gone");
    assert!(tokens(&mut app).is_empty(), "and its pieces");
}

#[test]
fn every_built_in_demo_is_listed_and_reads() {
    let app = demo_app();
    let library = app.world().resource::<DemoLibrary>();
    let files: BTreeSet<String> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demos"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pdn"))
        .collect();
    let listed: BTreeSet<String> = library.demos.iter().map(|d| d.file.to_string()).collect();
    assert_eq!(files, listed, "every file in assets/demos is built in, and reads without error");
}

/// The Coup Turc demo played back: the king's capture keeps its four victims on the board,
/// marked, until it ends on 24.
#[test]
fn demo_playback_shows_the_coup_turc_with_the_captured_pieces_ghosted() {
    let mut app = demo_app();
    open_demo(&mut app, "01-coup-turc-international.pdn", false);
    assert_eq!(moves_on_board(&app), 0);
    app.world_mut().resource_mut::<Playback>().playing = true;
    // 34-30 plays after a pause, then the king's capture.
    for _ in 0..2000 {
        app.update();
        if moves_on_board(&app) == 2 && busy(&app) {
            break;
        }
    }
    assert_eq!(moves_on_board(&app), 2);
    let mut saw_all_four_ghosted = false;
    while busy(&app) {
        app.update();
        let world = app.world_mut();
        let ghosts = world.query_filtered::<&Token, With<Captured>>().iter(world).count();
        saw_all_four_ghosted |= ghosts == 4;
    }
    assert!(saw_all_four_ghosted, "all four captured men stood on the board, marked, at once");
    assert!(app.world().resource::<FollowCaptures>().0, "the camera follows the captures");
    // Playback runs to the end, then stops.
    for _ in 0..2000 {
        app.update();
    }
    assert_eq!(moves_on_board(&app), 3);
    assert!(!app.world().resource::<Playback>().playing);
}

#[test]
fn a_puzzle_refuses_wrong_moves_plays_the_replies_and_is_solved() {
    let mut app = demo_app();
    open_demo(&mut app, "01-coup-turc-international.pdn", true);
    command(&mut app, GameCommand::Typed("40-35".into()));
    finish_animation(&mut app);
    assert_eq!(moves_on_board(&app), 0, "a wrong move is not played");
    assert_eq!(app.world().resource::<Puzzle>().wrong_tries, 1);
    command(&mut app, GameCommand::Typed("34-30".into()));
    // The king's capture follows by itself.
    for _ in 0..600 {
        app.update();
        if moves_on_board(&app) == 2 && !busy(&app) {
            break;
        }
    }
    assert_eq!(moves_on_board(&app), 2);
    assert!(!app.world().resource::<Puzzle>().solved);
    command(&mut app, GameCommand::Typed("29x20".into()));
    finish_animation(&mut app);
    app.update();
    assert!(app.world().resource::<Puzzle>().solved);
}

/// Every shipped puzzle reads, and each variant has some.
#[test]
fn the_puzzle_collection_reads() {
    use damier::modes::collection::PuzzleCollection;
    for (variant, text) in [
        ("hexdame", include_str!("../../assets/puzzles/hexdame.pdn")),
        ("international", include_str!("../../assets/puzzles/international.pdn")),
        ("brazilian", include_str!("../../assets/puzzles/brazilian.pdn")),
        ("frisian", include_str!("../../assets/puzzles/frisian.pdn")),
        ("english", include_str!("../../assets/puzzles/english.pdn")),
    ] {
        let read = damier_rules::pdn::read(text);
        assert!(
            read.iter().all(|g| g.error.is_none()),
            "{variant}: {:?}",
            read.iter().find_map(|g| g.error.as_ref())
        );
        let loaded = PuzzleCollection::load();
        let variant: Variant = variant.parse().unwrap();
        assert_eq!(loaded.of(variant).len(), read.len(), "{variant:?}: every puzzle is loaded");
    }
}

/// A collection puzzle: a wrong move is refused and counted, the solution's moves solve it,
/// and the result moves the rating and is kept on disk.
#[test]
fn a_collection_puzzle_is_refused_on_a_wrong_move_and_solved_on_its_line() {
    use damier::modes::collection::{PuzzleCollection, PuzzleProgress};
    let dir = fresh_dir("puzzles");
    let mut app = logic_app();
    let (progress, problem) = PuzzleProgress::open(dir.join("puzzles.json"));
    assert!(problem.is_none());
    app.world_mut().insert_resource(progress);
    let entry = app.world().resource::<PuzzleCollection>().of(Variant::English)[0].clone();
    open(&mut app, Open::Puzzle(PuzzleSource::Collection { variant: Variant::English, index: 0 }));
    assert_eq!(mode(&app), Some(Mode::Puzzle));
    let line = entry.record.game.moves().to_vec();
    let start = *entry.record.game.start();
    let wrong = start.legal_moves().into_iter().find(|m| !m.same_move(&line[0])).expect("another legal move");
    let topology = &start.rules().topology;
    let text = |pos: &damier_rules::Position, mv: &damier_rules::Move| {
        damier_rules::notation::write(mv, &pos.legal_moves(), topology)
    };
    command(&mut app, GameCommand::Typed(text(&start, &wrong)));
    finish_animation(&mut app);
    assert_eq!(moves_on_board(&app), 0, "a wrong move is not played");
    assert_eq!(app.world().resource::<Puzzle>().wrong_tries, 1);
    // The solver's moves of the line; the replies come by themselves.
    let mut pos = start;
    for (i, mv) in line.iter().enumerate() {
        if i % 2 == 0 {
            for _ in 0..600 {
                if moves_on_board(&app) == i && !busy(&app) {
                    break;
                }
                app.update();
            }
            command(&mut app, GameCommand::Typed(text(&pos, mv)));
        }
        pos = pos.after(mv);
    }
    for _ in 0..600 {
        if app.world().resource::<Puzzle>().solved {
            break;
        }
        app.update();
    }
    assert!(app.world().resource::<Puzzle>().solved);
    let progress = app.world().resource::<PuzzleProgress>();
    assert!(progress.failed.contains(&entry.id), "a wrong try makes it a failure for the rating");
    assert!(progress.rating(Variant::English) < 1500.0);
    assert_eq!(progress.rating(Variant::HexDame), 1500.0, "each variant has its own rating");
    assert!(progress.reviews.contains_key(&entry.id), "a missed puzzle comes back");
    let (kept, _) = PuzzleProgress::open(dir.join("puzzles.json"));
    assert_eq!(kept.failed, progress.failed, "the result is kept on disk");
    assert_eq!(kept.reviews, progress.reviews, "and its review");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A missed puzzle comes back after a few others, again after longer when solved, and is
/// learnt after its last review; a filter picks puzzles by difficulty and theme.
#[test]
fn a_missed_puzzle_comes_back_after_a_while_and_the_filter_picks_by_level_and_theme() {
    use damier::modes::collection::{PuzzleCollection, PuzzleFilter, PuzzleProgress, REVIEW_GAPS};
    let collection = PuzzleCollection::load();
    let list = collection.of(Variant::International);
    let mut progress = PuzzleProgress::default();
    let any = PuzzleFilter::default();
    let first = collection.next(Variant::International, &any, &progress).unwrap();
    progress.record(Variant::International, &list[first].id, list[first].difficulty, false);
    let mut played_since = 0;
    // Other puzzles until the missed one is offered again.
    loop {
        let next = collection.next(Variant::International, &any, &progress).unwrap();
        if next == first {
            break;
        }
        progress.record(Variant::International, &list[next].id, list[next].difficulty, true);
        played_since += 1;
        assert!(played_since <= REVIEW_GAPS[0], "it comes back after {} puzzles", REVIEW_GAPS[0]);
    }
    assert_eq!(played_since, REVIEW_GAPS[0]);
    let rating = progress.rating(Variant::International);
    for (i, _) in REVIEW_GAPS.iter().enumerate() {
        assert!(progress.due(&list[first].id), "review {i} is due");
        progress.record(Variant::International, &list[first].id, list[first].difficulty, true);
        assert!(!progress.due(&list[first].id), "solved, it waits");
        progress.played += 100;
    }
    assert!(!progress.reviews.contains_key(&list[first].id), "learnt after its last review");
    assert_eq!(progress.rating(Variant::International), rating, "reviews do not move the rating");

    for level in 1..=5 {
        let filter = PuzzleFilter { difficulty: Some(level), theme: Some(Theme::Shot) };
        let index =
            collection.next(Variant::International, &filter, &progress).expect("a shot at every level");
        assert_eq!(list[index].difficulty, level);
        assert!(list[index].themes.contains(&Theme::Shot));
    }
}

#[test]
fn the_setup_editor_places_and_removes_pieces_and_refuses_impossible_ones() {
    let mut app = logic_app();
    open(&mut app, Open::Editor(fen::read(Variant::International.rules(), "W:W31:B20").unwrap()));
    assert_eq!(mode(&app), Some(Mode::Editor));
    assert!(app.world().get_resource::<State<Turn>>().is_none(), "nobody is to move in the editor");
    click(&mut app, "25");
    assert!(record(&app).contains(&(square(&app, "25"), Kind::Man, 0)));
    click(&mut app, "25");
    assert!(!record(&app).iter().any(|p| p.0 == square(&app, "25")), "a second click takes it away");
    app.world_mut().resource_mut::<SetupEditor>().tool =
        Tool::Place(Piece { side: damier_rules::Side::White, kind: Kind::Man });
    click(&mut app, "3");
    assert!(!record(&app).iter().any(|p| p.0 == square(&app, "3")), "no white man on its crowning row");
    assert!(app.world().resource::<SetupEditor>().problem.is_some());
    assert!(app.world().resource::<Selection>().entered.is_empty(), "editing selects nothing");
    let pos = *app.world().resource::<Match>().game.position();
    assert!(damier::modes::editor::validate(&pos).is_ok());
    assert_eq!(app.world().resource::<SetupEditor>().fen_text, fen::write(&pos), "the FEN follows the board");
    let lonely = fen::read(Variant::International.rules(), "W:W31:B").unwrap();
    assert!(damier::modes::editor::validate(&lonely).unwrap_err().to_string().contains("no pieces"));
}
