//! The computer off the frame thread: its moves, its endgame tables, and the analysis of a
//! game.

use std::time::Duration;

use bevy::prelude::*;
use damier::base::settings::Settings;
use damier::game::computer::Thinking;
use damier::game::{GameCommand, Match};
use damier::modes::Open;
use damier::modes::records::{self};
use damier_ai::Level;
use damier_rules::Variant;

use crate::{
    busy, click, command, finish_animation, fresh_dir, game_app, game_app_with, logic_app, moves_on_board,
    open, record, tokens, wait_for_moves,
};

#[test]
fn the_computer_thinks_while_frames_go_on_and_moves_like_a_player() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app_with(Variant::International, &start, [None, Some(Level::Maximum)]);
    // 33-28 leaves the opening book, so that the computer has to think.
    click(&mut app, "33");
    click(&mut app, "28");
    finish_animation(&mut app);

    // The computer (Black) searches for a few seconds; the app keeps producing frames.
    let clock = std::time::Instant::now();
    let mut frames_while_thinking = 0;
    while app.world().resource::<Match>().game.moves().len() < 2 && clock.elapsed() < Duration::from_secs(20)
    {
        app.update();
        if app.world().resource::<Thinking>().is_thinking() {
            frames_while_thinking += 1;
        }
    }
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 2, "the computer replied");
    assert!(frames_while_thinking > 50, "only {frames_while_thinking} frames while the computer thought");
    // Its move is animated and shown like a player's.
    assert!(busy(&app));
    finish_animation(&mut app);
    assert_eq!(tokens(&mut app), record(&app));

    // A click while it is the computer's turn does nothing; undo takes back both moves.
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 0, "your move and its reply");
    assert_eq!(tokens(&mut app), record(&app));
}

/// The computer starts thinking while the hops of the move before are still shown, and plays
/// its move only once they are over.
#[test]
fn the_computer_thinks_during_the_animation_and_moves_after_it() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app_with(Variant::International, &start, [None, Some(Level::Beginner)]);
    app.world_mut().resource_mut::<Settings>().animation_speed = damier::base::settings::AnimationSpeed::Slow;
    click(&mut app, "32");
    click(&mut app, "28");
    assert!(busy(&app));
    let mut thought_while_animating = false;
    while busy(&app) {
        app.update();
        thought_while_animating |= app.world().resource::<Thinking>().is_thinking();
        assert_eq!(moves_on_board(&app), 1, "no reply while the move is shown");
    }
    assert!(thought_while_animating, "the search started during the hops");
    wait_for_moves(&mut app, 2, Duration::from_secs(30));
    assert_eq!(moves_on_board(&app), 2, "the reply came after the animation");
}

#[test]
fn endgame_tables_are_generated_on_first_use_then_loaded() {
    use damier::game::endgames::{Endgames, TableStatus};
    use damier_ai::egtb::Signature;
    let dir = fresh_dir("egtb");
    let prepared = |app: &mut App| {
        let mut endgames = app.world_mut().resource_mut::<Endgames>();
        (endgames.dir, endgames.most_pieces, endgames.lowest_priority) = (dir.clone(), Some(3), false);
        app.world_mut().resource_mut::<Settings>().endgame_tables = true;
        let (mut seen_progress, mut bar) = (false, 0.0);
        for _ in 0..6000 {
            app.update();
            let endgames = app.world().resource::<Endgames>();
            match endgames.status(Variant::English.rules()) {
                TableStatus::Ready(count) => return (count, seen_progress),
                TableStatus::Preparing(p) => {
                    seen_progress |= p.total == Signature::all(3).len();
                    assert!(
                        (bar..=1.0).contains(&p.fraction()),
                        "the bar moves forward: {bar}, {}",
                        p.fraction()
                    );
                    bar = p.fraction();
                }
                TableStatus::Failed(why) => panic!("the tables failed: {why}"),
                TableStatus::Absent => {}
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        panic!("the tables were not ready in 30 s");
    };
    let mut app = game_app_with(Variant::English, "B:W18:BK1,K2", [None, Some(Level::Club)]);
    let (count, seen_progress) = prepared(&mut app);
    assert_eq!(count, Signature::all(3).len(), "every signature of up to three pieces");
    assert!(seen_progress, "their progress could be shown");
    let files = std::fs::read_dir(dir.join("english")).unwrap().count();
    assert_eq!(files, count, "each table was saved");
    // The next run finds them in the folder.
    let mut app = game_app(Variant::English, "W:W18:BK1");
    assert_eq!(prepared(&mut app).0, count);
}

/// The Settings window's pause reaches the tables thread: paused (here before the game starts,
/// which the next generation obeys too), it solves nothing and saves no table; resumed, it ends.
#[test]
fn the_tables_generation_waits_while_paused() {
    use damier::game::endgames::{Endgames, EndgamesCommand, Remaining, TableStatus};
    let dir = fresh_dir("egtb-paused");
    let mut app = logic_app();
    {
        let mut endgames = app.world_mut().resource_mut::<Endgames>();
        (endgames.dir, endgames.most_pieces, endgames.lowest_priority) = (dir.clone(), Some(3), false);
    }
    app.world_mut().resource_mut::<Settings>().endgame_tables = true;
    app.world_mut().write_message(EndgamesCommand::Pause);
    app.update();
    let game = damier_rules::Game::from_position(
        damier_rules::fen::read(Variant::English.rules(), "W:W18:BK1").unwrap(),
    );
    open(&mut app, Open::Game(Box::new(Match::with_players(game, [None, None]))));
    let clock = std::time::Instant::now();
    while clock.elapsed() < Duration::from_millis(500) {
        app.update();
        let endgames = app.world().resource::<Endgames>();
        let TableStatus::Preparing(preparing) = endgames.status(Variant::English.rules()) else {
            panic!("the tables are being prepared")
        };
        assert_eq!((preparing.done(), preparing.fraction()), (0, 0.0), "nothing solved while paused");
        assert_eq!(preparing.remaining(), Remaining::Paused);
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(!dir.join("english").exists(), "no table saved while paused");

    app.world_mut().write_message(EndgamesCommand::Resume);
    let clock = std::time::Instant::now();
    while !matches!(
        app.world().resource::<Endgames>().status(Variant::English.rules()),
        TableStatus::Ready(_)
    ) {
        assert!(clock.elapsed() < Duration::from_secs(30), "the tables were not ready in 30 s");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let files = std::fs::read_dir(dir.join("english")).unwrap().count();
    assert_eq!(files, damier_ai::egtb::Signature::all(3).len(), "every table saved once resumed");
}

/// A game whose seventh-or-later move gives away two men (the worst legal move, found by the
/// engine), then good moves again; and the blunder's ply.
fn game_with_a_blunder() -> (damier_rules::Game, usize) {
    use damier_ai::{Engine, Evaluator, Limits, Options};
    let best = |game: &damier_rules::Game| {
        let mut engine = Engine::new(Evaluator::for_rules(game.rules()), 4);
        let out = engine.search(game, &Limits::depth(4), &Options::default(), |_| {});
        (out.best.unwrap(), out.info.score)
    };
    let mut game = damier_rules::Game::new(Variant::International.rules());
    loop {
        let worst = game
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut after = game.clone();
                after.play(&mv).unwrap();
                (best(&after).1, mv)
            })
            .max_by_key(|(score, _)| *score)
            .unwrap();
        if game.moves().len() >= 6 && worst.0 >= 200 {
            let planted = game.moves().len();
            game.play(&worst.1).unwrap();
            for _ in 0..3 {
                let (mv, _) = best(&game);
                game.play(&mv).unwrap();
            }
            return (game, planted);
        }
        let (mv, _) = best(&game);
        game.play(&mv).unwrap();
    }
}

/// The analysis of a game runs in the background while the app goes on, marks the planted
/// blunder with the better move, and the annotated record carries the marks and lines.
#[test]
fn analysis_marks_a_planted_blunder() {
    use damier::game::analysis::{Analysis, AnalysisCommand};
    use damier_ai::analysis::Mark;
    let (game, planted) = game_with_a_blunder();
    let mut app = logic_app();
    open(&mut app, Open::Game(Box::new(Match::with_players(game, [None, None]))));
    app.world_mut().resource_mut::<Analysis>().limits = damier_ai::Limits::depth(6);
    app.world_mut().write_message(AnalysisCommand::Start);
    app.update();
    let clock = std::time::Instant::now();
    let mut frames_while_analysing = 0;
    while app.world().resource::<Analysis>().progress().is_some() && clock.elapsed() < Duration::from_secs(60)
    {
        app.update();
        frames_while_analysing += 1;
    }
    // Run on the frame thread, the analysis would be over after the first frame. (It takes
    // about 25 ms, some twenty frames on an idle machine, but only a few on a loaded one.)
    assert!(frames_while_analysing >= 2, "the app went on while the engine worked");
    let world = app.world();
    let current = world.resource::<Match>();
    let analysis = world.resource::<Analysis>().of(current).expect("the analysis is done");
    let review = &analysis.moves[planted];
    assert_eq!(review.mark, Some(Mark::Blunder), "{review:?}");
    assert!(review.better.is_some());
    let record = records::annotated_record(current, analysis);
    assert_eq!(record.marks[planted], "??");
    assert!(!record.variations[planted].is_empty());
    let text = damier_rules::pdn::write(&record);
    assert!(text.contains("??") && text.contains("[%eval"), "{text}");
    let again = damier_rules::pdn::read(&text);
    assert!(again[0].error.is_none(), "the annotated record reads back: {:?}", again[0].error);
    assert_eq!(again[0].record.as_ref().unwrap().game.moves().len(), current.game.moves().len());
    // Another line on the board: the analysis no longer applies to it.
    command(&mut app, GameCommand::Undo);
    app.update();
    let world = app.world();
    assert!(world.resource::<Analysis>().of(world.resource::<Match>()).is_some(), "undo keeps the same line");
    command(&mut app, GameCommand::NewGame(damier_rules::Position::start(Variant::International.rules())));
    let world = app.world();
    assert!(world.resource::<Analysis>().of(world.resource::<Match>()).is_none());
}
