//! The game as a web page: what the page's address asks for (`#join=CODE`: the game of that code
//! on the server that serves the page; or a game, a course, the puzzles, as the command line
//! asks for them), the canvas it draws in, the page's loading notice,
//! taken away at the first frame (the moment `window.damierFirstFrame` records, for the tests),
//! and the board's news for screen readers, copied into the page's live regions (AccessKit has
//! no adapter for the web).

use std::ffi::OsString;

use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, Window};
use bevy_egui::egui::output::OutputEvent;
use bevy_egui::{EguiContexts, EguiOutput};

use crate::app::launch::{self, LaunchError, LaunchOptions};
use crate::base::page_address;
use crate::base::settings::Settings;
use crate::base::state::Screen;
use crate::game::computer::Thinking;
use crate::game::{Match, Turn};
use crate::modes::lesson::{LessonOnBoard, LessonProgress};
use crate::scene::camera::Orbit;
use crate::scene::geometry::BoardGeometry;
use crate::scene::narrator::{BoardNews, CursorCell};

/// The canvas of `index.html` the game draws in.
pub const CANVAS: &str = "#damier";

/// What a page's address may ask for, after `#`, as `name=value` pairs joined by `&`: the
/// command line's own options of the same names (`#variant=hexdame&computer=black&level=club`,
/// `#learn=english&lesson=3`, `#puzzles=frisian`, `#lang=fr`). The desktop's choices of files,
/// pictures and hosting are not among them.
const PAGE_OPTIONS: [&str; 17] = [
    "variant", "fen", "moves", "computer", "level", "clock", "demo", "ply", "puzzle", "editor", "learn",
    "lesson", "puzzles", "open", "theme", "pieces", "lang",
];

/// The options the page's address asks for; the title screen when it asks for nothing, or for
/// what cannot be (said in the log).
pub fn options() -> LaunchOptions {
    let fragment = page_address::fragment();
    let arguments = match arguments(&fragment) {
        Ok(arguments) => arguments,
        Err(e) => {
            warn!("the page's address: {e}; the title screen instead");
            return LaunchOptions::default();
        }
    };
    match launch::parse(arguments.into_iter().map(OsString::from)) {
        Ok(options) => options,
        Err(LaunchError::Usage(e)) => {
            warn!("the page's address: {}; the title screen instead", e.kind());
            LaunchOptions::default()
        }
        Err(LaunchError::Invalid(e)) => {
            warn!("the page's address: {e}; the title screen instead");
            LaunchOptions::default()
        }
    }
}

/// The command line a fragment stands for: `join=CODE` joins the game on the server that served
/// the page; every other pair is one of `PAGE_OPTIONS`.
fn arguments(fragment: &str) -> Result<Vec<String>, String> {
    if let Some(code) = damier_protocol::join_code(fragment) {
        let server = page_address::server_socket().ok_or("a page opened from a file joins no server")?;
        return Ok(vec!["--join".into(), code, "--server".into(), server]);
    }
    let mut arguments = Vec::new();
    for pair in fragment.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        if !PAGE_OPTIONS.contains(&name) {
            return Err(format!("{name} is not one of a page's options ({})", PAGE_OPTIONS.join(", ")));
        }
        arguments.push(format!("--{name}"));
        if !value.is_empty() {
            let value = js_sys::decode_uri_component(&value.replace('+', " "))
                .ok()
                .and_then(|v| v.as_string())
                .ok_or_else(|| format!("the value of {name} is not well encoded"))?;
            arguments.push(value);
        }
    }
    Ok(arguments)
}

/// The window in a page: the page's canvas, filling its place.
pub fn window(window: Window) -> Window {
    Window { canvas: Some(CANVAS.into()), fit_canvas_to_parent: true, ..window }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Menus>()
        .add_systems(Update, describe_menus)
        .add_systems(Last, (first_frame.run_if(run_once), speak, (follow_menus, publish_view).chain()));
}

/// The menus as egui describes them to screen readers: the widget that last took the keyboard's
/// focus, and every labelled widget with its centre in CSS pixels (and whether it is ticked).
#[derive(Resource, Default)]
struct Menus {
    focused: Option<serde_json::Value>,
    widgets: Vec<serde_json::Value>,
}

/// egui builds its AccessKit tree only when asked.
fn describe_menus(mut contexts: EguiContexts) {
    if let Ok(ctx) = contexts.ctx_mut() {
        ctx.enable_accesskit();
    }
}

fn follow_menus(
    outputs: Query<&EguiOutput, Changed<EguiOutput>>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut menus: ResMut<Menus>,
) {
    for output in &outputs {
        let platform = &output.platform_output;
        for event in &platform.events {
            if let OutputEvent::FocusGained(info) | OutputEvent::ValueChanged(info) = event {
                menus.focused = Some(serde_json::json!({ "label": info.label, "selected": info.selected }));
            }
        }
        let Some(tree) = &platform.accesskit_update else { continue };
        // egui's points to the canvas's CSS pixels.
        let scale = f64::from(output.pixels_per_point / window.scale_factor());
        menus.widgets = tree
            .nodes
            .iter()
            .filter_map(|(_, node)| {
                let (label, bounds) = (node.label()?, node.bounds()?);
                let (x, y) = ((bounds.x0 + bounds.x1) / 2.0 * scale, (bounds.y0 + bounds.y1) / 2.0 * scale);
                let ticked = node.toggled().map(|t| t == accesskit::Toggled::True);
                Some(serde_json::json!({ "label": label, "at": [x, y], "ticked": ticked }))
            })
            .collect();
    }
}

/// What the page shows, as JSON in `window.damierView`, for scripts that drive the page (the web
/// tests): the screen, the settings, the menus' widgets; on a board the moves played, whose
/// move it is, the turn (a person's, the computer's, a move being shown), whether the computer
/// thinks, each cell's centre in the canvas's CSS pixels, and
/// the legal moves as the cells they pass.
fn publish_view(
    screen: Res<State<Screen>>,
    settings: Res<Settings>,
    menus: Res<Menus>,
    current: Option<Res<Match>>,
    thinking: Res<Thinking>,
    geometry: Option<Res<BoardGeometry>>,
    camera: Query<(&Camera, &GlobalTransform), With<Orbit>>,
    lesson: Option<Res<LessonOnBoard>>,
    turn: Option<Res<State<Turn>>>,
    mut last: Local<String>,
) {
    let mut view = serde_json::json!({
        "screen": format!("{:?}", screen.get()),
        "settings": serde_json::to_value(&*settings).unwrap_or_default(),
        "focused": menus.focused,
        "widgets": menus.widgets,
    });
    if let Some(lesson) = lesson {
        let progress = match lesson.progress {
            LessonProgress::Playing => "playing",
            LessonProgress::StepSolved(_) => "step solved",
            LessonProgress::Done => "done",
        };
        view["lesson"] = serde_json::json!({ "step": lesson.step, "progress": progress });
    }
    if let (Some(current), Some(geometry), Ok((camera, at))) = (current, geometry, camera.single()) {
        let topology = &current.rules().topology;
        let corner = camera.logical_viewport_rect().map_or(Vec2::ZERO, |r| r.min);
        let cells: serde_json::Map<String, serde_json::Value> = topology
            .squares()
            .iter()
            .filter_map(|&sq| {
                let point = camera.world_to_viewport(at, geometry.cell(sq)).ok()? + corner;
                Some((topology.name(sq).to_string(), serde_json::json!([point.x, point.y])))
            })
            .collect();
        let legal: Vec<serde_json::Value> = current
            .game
            .legal_moves()
            .iter()
            .map(|mv| {
                let cells = std::iter::once(&mv.from).chain(mv.path());
                serde_json::json!(cells.map(|&sq| topology.name(sq).to_string()).collect::<Vec<_>>())
            })
            .collect();
        view["moves"] = current.game.moves().len().into();
        view["toMove"] = format!("{:?}", current.game.position().side_to_move()).into();
        view["over"] = current.game.outcome().is_some().into();
        view["thinking"] = thinking.is_thinking().into();
        view["turn"] = turn.map(|t| format!("{:?}", t.get())).into();
        view["cells"] = cells.into();
        view["legal"] = legal.into();
    }
    let text = view.to_string();
    if *last != text
        && let Some(window) = web_sys::window()
    {
        let _ = js_sys::Reflect::set(&window, &"damierView".into(), &text.as_str().into());
        *last = text;
    }
}

/// The news and the cursor's cell, whenever they change, into `#board-news` and `#board-cursor`.
fn speak(
    news: Query<&AccessibilityNode, (With<BoardNews>, Changed<AccessibilityNode>)>,
    cursor: Query<&AccessibilityNode, (With<CursorCell>, Changed<AccessibilityNode>)>,
) {
    let say = |region: &str, node: &AccessibilityNode| {
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(element) = document.and_then(|d| d.get_element_by_id(region)) {
            element.set_text_content(node.label());
        }
    };
    for node in &news {
        say("board-news", node);
    }
    for node in &cursor {
        say("board-cursor", node);
    }
}

fn first_frame() {
    let Some(window) = web_sys::window() else { return };
    if let Some(notice) = window.document().and_then(|d| d.get_element_by_id("loading")) {
        notice.remove();
    }
    let now = window.performance().map_or(0.0, |p| p.now());
    let _ = js_sys::Reflect::set(&window, &"damierFirstFrame".into(), &now.into());
}
