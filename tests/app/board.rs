//! The board and its pieces, views of the record: they match it after every move, undo and
//! redo; captures are shown hop by hop and lifted into the tray; the geometry and the marks.

use std::collections::BTreeSet;

use bevy::prelude::*;
use damier::game::{GameCommand, Match, Session};
use damier::scene::animation::{Captured, Token};
use damier::scene::geometry::{BoardGeometry, CELL};
use damier_ai::Level;
use damier_rules::{Kind, Position, Side, Square, Variant};

use crate::{busy, click, command, finish_animation, game_app, game_app_with, record, square, tokens};

#[test]
fn pieces_match_the_record_after_every_move_and_after_undo_and_redo() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app(Variant::International, &start);
    for (from, to) in [("32", "28"), ("19", "23"), ("28", "19"), ("14", "23")] {
        click(&mut app, from);
        click(&mut app, to);
        finish_animation(&mut app);
        assert_eq!(tokens(&mut app), record(&app), "after {from}-{to}");
    }
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 4);
    let after_four = record(&app);

    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 3);
    assert_eq!(tokens(&mut app), record(&app), "after undo");
    assert_ne!(record(&app), after_four);

    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    app.update();
    assert_eq!(record(&app), after_four);
    assert_eq!(tokens(&mut app), after_four, "after redo");
}

#[test]
fn captured_pieces_stay_until_the_capture_ends() {
    let mut app = game_app(Variant::HexDame, "W:We5:Bf6,g8,d5");
    let f6 = square(&app, "f6");
    let g8 = square(&app, "g8");
    click(&mut app, "e5");
    click(&mut app, "g9");
    assert!(busy(&app));
    // Mid-capture: the record already has the move, and the board still shows both victims;
    // each is marked once it has been jumped.
    let mut marked_over_time = Vec::new();
    for _ in 0..30 {
        app.update();
        let world = app.world_mut();
        let marked: BTreeSet<Square> =
            world.query_filtered::<&Token, With<Captured>>().iter(world).map(|t| t.square).collect();
        let all: Vec<Square> = world.query::<&Token>().iter(world).map(|t| t.square).collect();
        if !busy(&app) {
            break;
        }
        assert!(all.contains(&f6) && all.contains(&g8), "captured pieces stay until the end");
        marked_over_time.push(marked);
    }
    assert_eq!(marked_over_time.first(), Some(&BTreeSet::from([f6])), "first hop: f6 jumped");
    assert!(marked_over_time.contains(&BTreeSet::from([f6, g8])), "second hop: g8 jumped too");
    assert_eq!(app.world().resource::<Match>().game.moves().len(), 1);
    finish_animation(&mut app);
    let world = app.world_mut();
    assert_eq!(world.query_filtered::<(), With<Captured>>().iter(world).count(), 0);
    assert_eq!(tokens(&mut app), record(&app));
    // The man ended on the back rank: it is a king now, on the board too.
    assert!(tokens(&mut app).contains(&(square(&app, "g9"), Kind::King, 0)));
}

#[test]
fn captured_pieces_are_lifted_off_in_capture_order_into_the_tray() {
    use damier::scene::animation::Lifted;
    // White's man takes f6 and then g8: they go to the first and second places of Black's tray.
    let mut app = game_app(Variant::HexDame, "W:We5:Bf6,g8,d5");
    let (f6, g8) = (square(&app, "f6"), square(&app, "g8"));
    click(&mut app, "e5");
    click(&mut app, "g9");
    let geometry = app.world().resource::<BoardGeometry>().clone();
    let (tray_first, tray_second) =
        (geometry.tray_place(Side::Black, 0), geometry.tray_place(Side::Black, 1));
    let mut lift_order = Vec::new();
    let mut nearest_to_tray = [f32::MAX; 2];
    while busy(&app) {
        app.update();
        let world = app.world_mut();
        for (token, transform) in world.query_filtered::<(&Token, &Transform), With<Lifted>>().iter(world) {
            if !lift_order.contains(&token.square) {
                lift_order.push(token.square);
            }
            let (i, place) = if token.square == f6 { (0, tray_first) } else { (1, tray_second) };
            nearest_to_tray[i] = nearest_to_tray[i].min(transform.translation.distance(place));
        }
    }
    assert_eq!(lift_order, [f6, g8], "lifted off in capture order");
    for (i, distance) in nearest_to_tray.into_iter().enumerate() {
        assert!(distance < 0.5 * CELL, "piece {i} came down next to its place in the tray ({distance})");
    }
    assert_eq!(tokens(&mut app), record(&app));
    let world = app.world_mut();
    let scales: Vec<Vec3> =
        world.query_filtered::<&Transform, With<Token>>().iter(world).map(|t| t.scale).collect();
    assert!(scales.iter().all(|&s| s == Vec3::ONE), "the landed piece has settled: {scales:?}");
}

#[test]
fn a_piece_in_hand_stays_put_and_returns_when_released_without_a_move() {
    use damier::scene::animation::Held;
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app(Variant::International, &start);
    let sq32 = square(&app, "32");
    let rest = app.world().resource::<BoardGeometry>().rest(sq32);
    let world = app.world_mut();
    let piece = world.query::<(Entity, &Token)>().iter(world).find(|(_, t)| t.square == sq32).unwrap().0;
    let in_hand = rest + Vec3::new(0.4, 0.5, -0.7);
    world.entity_mut(piece).insert(Held).insert(Transform::from_translation(in_hand));
    app.update();
    assert_eq!(app.world().get::<Transform>(piece).unwrap().translation, in_hand, "held: left alone");
    app.world_mut().entity_mut(piece).remove::<Held>();
    app.update();
    assert_eq!(app.world().get::<Transform>(piece).unwrap().translation, rest, "released: back on 32");
    assert_eq!(tokens(&mut app), record(&app));
}

#[test]
fn hexagon_cells_are_one_cell_apart_with_white_nearest() {
    let rules = Variant::HexDame.rules();
    let g = BoardGeometry::new(rules);
    let at = |name| g.cell(rules.topology.parse(name).unwrap());
    assert!(at("e5").length() < 1e-5);
    for (a, b) in [("e5", "f5"), ("e5", "e6"), ("e5", "f6"), ("a1", "b2")] {
        assert!((at(a).distance(at(b)) - CELL).abs() < 1e-5, "{a}-{b}");
    }
    assert!(at("a1").z > at("i9").z, "White's corner is nearer the viewer");
}

/// Marks of the same shape stay distinguishable for the two commonest colour blindnesses
/// (Machado, Oliveira and Fernandes 2009, full severity, applied in linear light).
#[test]
fn marks_of_one_shape_differ_for_colour_blind_eyes() {
    use damier::scene::board::MARKS;
    let linear = |c: f32| if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) };
    let simulations: [(&str, [[f32; 3]; 3]); 3] = [
        ("normal", [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]),
        (
            "protanopia",
            [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
        ),
        (
            "deuteranopia",
            [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        ),
    ];
    for (name, m) in simulations {
        let seen: Vec<[f32; 3]> = MARKS
            .iter()
            .map(|(_, c)| {
                let c = c.map(linear);
                [0, 1, 2].map(|row| (m[row][0] * c[0] + m[row][1] * c[1] + m[row][2] * c[2]).clamp(0.0, 1.0))
            })
            .collect();
        for i in 0..MARKS.len() {
            for j in i + 1..MARKS.len() {
                if MARKS[i].0 != MARKS[j].0 {
                    continue;
                }
                let distance = (0..3).map(|k| (seen[i][k] - seen[j][k]).powi(2)).sum::<f32>().sqrt();
                assert!(distance > 0.25, "{name}: marks {i} and {j} look alike ({distance:.2})");
            }
        }
    }
}

#[test]
fn the_board_faces_the_person_playing_the_computer() {
    let start = Position::start(Variant::International.rules());
    let computer = Some(Level::Beginner);
    for (players, faces) in
        [([None, computer], Some(Side::White)), ([computer, None], Some(Side::Black)), ([None, None], None)]
    {
        let mut app = game_app_with(Variant::International, &damier_rules::fen::write(&start), players);
        assert_eq!(app.world().resource::<Session>().faces, faces, "{players:?}");
        command(&mut app, GameCommand::NewGame(start));
        assert_eq!(app.world().resource::<Session>().faces, faces, "{players:?}, a new game");
    }
}
