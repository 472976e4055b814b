//! The egui layer: the title screen and its menus, settings, the side panel of a game, the draw
//! offer, the end-of-game banner and the coordinates drawn beside the board.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui::{self, Align2, Color32, LayerId, RichText, Ui, UiBuilder};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use damier_ai::{Level, describe_score};
use damier_rules::{BoardShape, Game, Position, RuleOptions, Rules, Side, Variant};

use crate::animation::MoveAnimation;
use crate::camera::{CameraCommand, Orbit, PanelWidth, PointerOverUi};
use crate::computer::{HintRequested, Thinking};
use crate::demos::{self, Playback, Puzzle};
use crate::editor::SetupEditor;
use crate::geometry::BoardGeometry;
use crate::play::{Cue, GameCommand, Match, Selection};
use crate::records::Autosave;
use crate::records_ui::{BrowseFor, FileBrowser, LoadResult};
use crate::screens::Screen;
use crate::settings::{AnimationSpeed, Settings, SettingsStore};
use crate::{demo_ui, editor_ui, records};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Menus>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                scale_ui,
                title_screen.run_if(in_state(Screen::Title)),
                demo_ui::demo_list.run_if(in_state(Screen::Title)),
                (
                    demo_ui::playback_panel.run_if(resource_exists::<Playback>),
                    demo_ui::puzzle_panel.run_if(resource_exists::<Puzzle>),
                    editor_ui::editor_panel.run_if(resource_exists::<SetupEditor>),
                    side_panel
                        .run_if(not(resource_exists::<Playback>))
                        .run_if(not(resource_exists::<Puzzle>))
                        .run_if(not(resource_exists::<SetupEditor>)),
                    demo_ui::caption_overlay,
                    (draw_offer, branch_question, end_banner, coordinates),
                )
                    .run_if(in_state(Screen::Playing)),
                crate::records_ui::file_browser,
                settings_window,
                track_pointer,
            )
                .chain(),
        )
        .add_systems(Update, (remember_cues, step_with_keys.run_if(in_state(Screen::Playing))));
}

/// Who plays a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Players {
    HotSeat,
    /// A person plays this side against the computer.
    AgainstComputer(Side),
    ComputerAgainstComputer,
}

/// What the menus are showing.
#[derive(Resource)]
pub struct Menus {
    pub demos_open: bool,
    pub browser: Option<FileBrowser>,
    pub load_result: Option<LoadResult>,
    new_game_open: bool,
    settings_open: bool,
    variant: Variant,
    kings_move_straight: bool,
    players: Players,
    level: Level,
    typed_move: String,
    /// The last cue and how long it has been shown.
    pub cue: Option<(String, f32)>,
    settings_problem_shown: bool,
}

impl Default for Menus {
    fn default() -> Menus {
        Menus {
            demos_open: false,
            browser: None,
            load_result: None,
            new_game_open: false,
            settings_open: false,
            variant: Variant::HexDame,
            kings_move_straight: false,
            players: Players::AgainstComputer(Side::White),
            level: Level::Casual,
            typed_move: String::new(),
            cue: None,
            settings_problem_shown: false,
        }
    }
}

/// Starts (or resumes) a game, with the computer playing the given sides, and shows the board.
pub fn start_game(
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    game: Game,
    computer: [Option<Level>; 2],
) {
    show_match(commands, next, Match::with_players(game, computer));
}

/// Shows a game from a record (a loaded file, the autosave), out of any demo or editor.
pub fn start_match(commands: &mut Commands, next: &mut NextState<Screen>, current: Match) {
    demos::leave(commands);
    commands.remove_resource::<SetupEditor>();
    show_match(commands, next, current);
}

fn show_match(commands: &mut Commands, next: &mut NextState<Screen>, current: Match) {
    commands.insert_resource(BoardGeometry::new(current.rules()));
    commands.insert_resource(current);
    commands.insert_resource(Selection::default());
    commands.insert_resource(MoveAnimation::default());
    next.set(Screen::Playing);
}

/// Back to the title screen, out of any demo, puzzle or editor.
pub fn leave_to_title(commands: &mut Commands, next: &mut NextState<Screen>) {
    demos::leave(commands);
    commands.remove_resource::<SetupEditor>();
    next.set(Screen::Title);
}

pub fn root_ui(ctx: &egui::Context) -> Ui {
    Ui::new(
        ctx.clone(),
        "root".into(),
        UiBuilder::new().layer_id(LayerId::background()).max_rect(ctx.viewport_rect()),
    )
}

/// The interface grows with the window, so it stays readable on large screens.
fn scale_ui(mut contexts: EguiContexts, window: Single<&Window, With<PrimaryWindow>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let zoom = (window.height() / 820.0).clamp(0.85, 2.0);
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

fn track_pointer(mut contexts: EguiContexts, mut over_ui: ResMut<PointerOverUi>) -> Result {
    let ctx = contexts.ctx_mut()?;
    over_ui.0 = ctx.is_pointer_over_egui() || ctx.egui_wants_pointer_input();
    Ok(())
}

fn remember_cues(mut cues: MessageReader<Cue>, mut menus: ResMut<Menus>, time: Res<Time>) {
    if let Some(Cue(text)) = cues.read().last() {
        menus.cue = Some((text.clone(), 0.0));
    }
    if let Some((_, age)) = menus.cue.as_mut() {
        *age += time.delta_secs();
        if *age > 4.0 {
            menus.cue = None;
        }
    }
}

fn variant_blurb(variant: Variant) -> &'static str {
    match variant {
        Variant::HexDame => "Freeling's hexagonal draughts: 61 cells, six directions, flying kings.",
        Variant::International => "10×10, flying kings, men capture backwards, most pieces must be taken.",
        Variant::Brazilian => "International rules on an 8×8 board.",
        Variant::Frisian => "10×10 with straight captures too; the most valuable capture is compulsory.",
        Variant::English => "8×8 checkers: short kings, men capture forward, free choice of capture.",
    }
}

fn title_screen(
    mut contexts: EguiContexts,
    mut menus: ResMut<Menus>,
    autosave: Option<Res<Autosave>>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("title".into()).anchor(Align2::CENTER_CENTER, [0.0, -40.0]).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(RichText::new("Damier").size(64.0).strong().color(Color32::from_rgb(240, 225, 190)));
            ui.label(RichText::new("HexDame and the great draughts games").size(18.0));
            ui.add_space(28.0);
            let button =
                |text: &str| egui::Button::new(RichText::new(text).size(22.0)).min_size([240.0, 40.0].into());
            if let Some(offer) = autosave.as_ref().and_then(|a| a.offer.as_ref())
                && ui.add(button("Continue")).on_hover_text(records::describe(offer)).clicked()
            {
                start_match(&mut commands, &mut next, records::match_of(offer));
            }
            if let Some(problem) = autosave.as_ref().and_then(|a| a.problem.as_ref()) {
                ui.label(RichText::new(problem).small().color(Color32::from_rgb(240, 180, 120)));
            }
            if ui.add(button("New game")).clicked() {
                menus.new_game_open = true;
            }
            if ui.add(button("Demos")).on_hover_text("The Coup Turc and other famous shots").clicked() {
                menus.demos_open = true;
            }
            if ui.add(button("Load")).clicked() {
                menus.browser = Some(FileBrowser::new(BrowseFor::Load));
            }
            if ui.add(button("Set up a position")).clicked() {
                editor_ui::open_on(
                    &mut commands,
                    &mut next,
                    Rules::get(menus.variant, RuleOptions::default()),
                );
            }
            if ui.add(button("Settings")).clicked() {
                menus.settings_open = true;
            }
            if ui.add(button("Quit")).clicked() {
                exit.write(AppExit::Success);
            }
        });
    });

    let mut open = menus.new_game_open;
    let mut start = false;
    egui::Window::new("New game")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(RichText::new("Variant").strong());
            for variant in Variant::ALL {
                ui.radio_value(&mut menus.variant, variant, variant.title())
                    .on_hover_text(variant_blurb(variant));
            }
            ui.label(RichText::new(variant_blurb(menus.variant)).italics());
            if menus.variant == Variant::Frisian {
                ui.checkbox(&mut menus.kings_move_straight, "Kings also move straight (seed 002's rule)");
            }
            ui.separator();
            ui.label(RichText::new("Players").strong());
            let rules = Rules::get(menus.variant, RuleOptions::default());
            let (first, second) = (rules.first_to_move, rules.first_to_move.opposite());
            ui.radio_value(&mut menus.players, Players::HotSeat, "Two players at this computer");
            ui.radio_value(
                &mut menus.players,
                Players::AgainstComputer(first),
                format!("Play {} against the computer", rules.side_name(first)),
            );
            ui.radio_value(
                &mut menus.players,
                Players::AgainstComputer(second),
                format!("Play {} against the computer", rules.side_name(second)),
            );
            ui.radio_value(
                &mut menus.players,
                Players::ComputerAgainstComputer,
                "Watch the computer play itself",
            );
            if menus.players != Players::HotSeat {
                ui.label(RichText::new("Level").strong());
                for level in Level::ALL {
                    ui.radio_value(
                        &mut menus.level,
                        level,
                        format!("{} — {}", level.name(), level.strength()),
                    );
                }
            }
            ui.separator();
            ui.horizontal(|ui| {
                start = ui.button(RichText::new("Start").size(18.0)).clicked();
            });
        });
    if start {
        open = false;
        let options = RuleOptions { frisian_kings_move_straight: menus.kings_move_straight };
        let level = Some(menus.level);
        let computer = match menus.players {
            Players::HotSeat => [None, None],
            Players::AgainstComputer(Side::White) => [None, level],
            Players::AgainstComputer(Side::Black) => [level, None],
            Players::ComputerAgainstComputer => [level, level],
        };
        let game = Game::new(Rules::get(menus.variant, options));
        start_match(&mut commands, &mut next, Match::with_players(game, computer));
    }
    menus.new_game_open = open;
    Ok(())
}

fn settings_window(
    mut contexts: EguiContexts,
    mut menus: ResMut<Menus>,
    mut settings: ResMut<Settings>,
    store: Option<Res<SettingsStore>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(problem) = store.as_ref().and_then(|s| s.problem.clone())
        && !menus.settings_problem_shown
    {
        let mut shown = false;
        egui::Window::new("Settings were reset")
            .collapsible(false)
            .anchor(Align2::CENTER_TOP, [0.0, 20.0])
            .show(ctx, |ui| {
                ui.label(problem);
                shown = ui.button("OK").clicked();
            });
        menus.settings_problem_shown = shown;
    }

    let mut open = menus.settings_open;
    let mut edited = settings.clone();
    egui::Window::new("Settings").open(&mut open).collapsible(false).resizable(false).show(ctx, |ui| {
        ui.label(RichText::new("Animation speed").strong());
        ui.horizontal(|ui| {
            for speed in AnimationSpeed::ALL {
                ui.selectable_value(&mut edited.animation_speed, speed, speed.label());
            }
        });
        ui.separator();
        ui.checkbox(&mut edited.show_legal_moves, "Show legal destinations");
        ui.checkbox(&mut edited.show_last_move, "Highlight the last move");
        ui.checkbox(&mut edited.show_coordinates, "Show coordinates");
        ui.checkbox(&mut edited.turn_board_to_player, "Turn the board to the player to move");
        ui.separator();
        ui.checkbox(&mut edited.sound, "Sound");
        ui.add_enabled(edited.sound, egui::Slider::new(&mut edited.volume, 0.0..=1.0).text("Volume"));
        if let Some(store) = &store {
            ui.label(RichText::new(format!("Saved in {}", store.path.display())).small().weak());
        }
    });
    menus.settings_open = open;
    if edited != *settings {
        *settings = edited;
    }
    Ok(())
}

fn side_panel(
    mut contexts: EguiContexts,
    mut menus: ResMut<Menus>,
    current: Res<Match>,
    selection: Res<Selection>,
    animation: Res<MoveAnimation>,
    mut settings: ResMut<Settings>,
    mut game_commands: MessageWriter<GameCommand>,
    mut camera: MessageWriter<CameraCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut panel_width: ResMut<PanelWidth>,
    thinking: Res<Thinking>,
    mut hints: MessageWriter<HintRequested>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open_editor = None;
    let mut root = root_ui(ctx);
    let rules = current.rules();
    let game = &current.game;
    let pos = game.position();
    let panel = egui::Panel::right("game").resizable(false).exact_size(270.0).show(&mut root, |ui| {
        ui.heading(rules.variant.title());
        if rules.options.frisian_kings_move_straight {
            ui.label(RichText::new("Kings also move straight").small());
        }
        ui.separator();
        if let Some(result) = current.recorded_result() {
            ui.label(RichText::new(format!("Result in the file: {}", result.token(rules))).strong());
        }
        match game.outcome() {
            Some(outcome) => ui.label(RichText::new(outcome.describe(rules)).strong()),
            None => {
                ui.label(RichText::new(format!("{} to move", rules.side_name(pos.side_to_move()))).size(18.0))
            }
        };
        let per_side = |value: &dyn Fn(Side) -> String| {
            let [white, black] =
                [Side::White, Side::Black].map(|side| format!("{}: {}", rules.side_name(side), value(side)));
            format!("{white}   {black}")
        };
        let start = game.start();
        // What each side has taken: the other side's pieces that are gone.
        let taken = |side: Side| {
            let other = side.opposite();
            (start.pieces(other).count_ones() - pos.pieces(other).count_ones()).to_string()
        };
        ui.label(format!("Captured — {}", per_side(&taken)));
        ui.label(per_side(&|side: Side| match current.computer[side.index()] {
            Some(level) => format!("computer ({})", level.name()),
            None => "person".to_string(),
        }));
        if thinking.is_thinking() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("The computer is thinking…");
            });
        }
        if let Some(hint) = &selection.hint {
            ui.label(RichText::new(hint).color(Color32::LIGHT_GREEN));
        }
        if let Some((cue, _)) = &menus.cue {
            ui.label(RichText::new(cue).color(Color32::from_rgb(240, 180, 120)));
        }
        ui.separator();

        let busy = animation.is_busy();
        ui.horizontal(|ui| {
            if ui.add_enabled(game.can_undo() && !busy, egui::Button::new("Undo")).clicked() {
                game_commands.write(GameCommand::Undo);
            }
            if ui.add_enabled(game.can_redo() && !busy, egui::Button::new("Redo")).clicked() {
                game_commands.write(GameCommand::Redo);
            }
            let playing = game.outcome().is_none();
            if ui
                .add_enabled(playing && current.draw_offer.is_none(), egui::Button::new("Offer draw"))
                .clicked()
            {
                game_commands.write(GameCommand::OfferDraw);
            }
            if ui.add_enabled(playing, egui::Button::new("Resign")).clicked() {
                game_commands.write(GameCommand::Resign);
            }
        });
        ui.horizontal(|ui| {
            ui.label("Move:");
            let edit = ui.add(
                egui::TextEdit::singleline(&mut menus.typed_move)
                    .desired_width(110.0)
                    .hint_text(if rules.topology.is_hex() { "f4-g5" } else { "32-28" }),
            );
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button("Play").clicked() || entered) && !menus.typed_move.trim().is_empty() {
                game_commands.write(GameCommand::Typed(menus.typed_move.trim().to_string()));
                menus.typed_move.clear();
            }
        });
        ui.separator();

        ui.label(RichText::new("Moves").strong())
            .on_hover_text("Click a move to see the position after it; ← and → step through the game.");
        egui::ScrollArea::vertical().max_height(ui.available_height() - 210.0).show(ui, |ui| {
            egui::Grid::new("moves").num_columns(3).striped(true).show(ui, |ui| {
                // The whole line: the moves on the board, then (greyed) those stepped back over.
                let mut line = game.clone();
                line.go_to(usize::MAX);
                let shown = game.moves().len();
                let mut cells: Vec<Option<(usize, String)>> =
                    (0..line.moves().len()).map(|i| Some((i, line.move_text_short(i)))).collect();
                // Numbered by full moves, starting with whoever moved first.
                if game.start().side_to_move() != rules.first_to_move {
                    cells.insert(0, None);
                }
                for (n, pair) in cells.chunks(2).enumerate() {
                    ui.label(format!("{}.", n + 1));
                    for cell in [pair.first(), pair.get(1)] {
                        match cell {
                            Some(Some((i, text))) => {
                                let mut label = RichText::new(text.as_str());
                                if *i >= shown {
                                    label = label.color(Color32::GRAY);
                                }
                                let response = ui.selectable_label(*i + 1 == shown, label);
                                if response.clicked() && !busy {
                                    game_commands.write(GameCommand::GoTo(*i + 1));
                                }
                                if *i + 1 == shown {
                                    response.scroll_to_me(None);
                                }
                            }
                            Some(None) => {
                                ui.label("…");
                            }
                            None => {
                                ui.label("");
                            }
                        }
                    }
                    ui.end_row();
                }
            });
        });
        if let Some(comment) = game.moves().len().checked_sub(1).and_then(|i| current.comments.get(i))
            && !comment.is_empty()
        {
            ui.label(RichText::new(comment).italics().small());
        }
        ui.horizontal(|ui| {
            if ui.button("Save").clicked() {
                menus.browser = Some(FileBrowser::new(BrowseFor::Save));
            }
            if ui.button("Load").clicked() {
                menus.browser = Some(FileBrowser::new(BrowseFor::Load));
            }
            if ui.button("Copy FEN").on_hover_text("Copies this position to the clipboard").clicked() {
                ctx.copy_text(damier_rules::fen::write(pos));
                menus.cue = Some(("FEN copied to the clipboard".into(), 0.0));
            }
            if ui.button("Edit").on_hover_text("Opens this position in the setup editor").clicked() {
                open_editor = Some(*pos);
            }
        });
        ui.separator();
        let can_hint =
            game.outcome().is_none() && !current.computer_to_move() && !busy && !thinking.is_thinking();
        if ui
            .add_enabled(can_hint, egui::Button::new("Hint"))
            .on_hover_text("Shows the best move on the board")
            .clicked()
        {
            hints.write(HintRequested);
        }
        ui.checkbox(&mut settings.show_evaluation, "Show evaluation");
        if settings.show_evaluation
            && let (Some(white_score), Some(line), Some(info)) =
                (thinking.white_score(), thinking.line_text(), thinking.last.as_ref())
        {
            // A bar that fills towards White as White's prospects grow.
            let share = 0.5 + 0.5 * (white_score as f32 / 400.0).tanh();
            ui.add(
                egui::ProgressBar::new(share)
                    .text(format!("{} {}", rules.side_name(Side::White), describe_score(white_score)))
                    .desired_width(240.0),
            );
            ui.label(RichText::new(format!("depth {}: {line}", info.depth)).small());
        }
        ui.checkbox(&mut settings.show_legal_moves, "Show legal destinations");
        ui.checkbox(&mut settings.show_last_move, "Highlight the last move");
        ui.horizontal(|ui| {
            if ui.button("Flip board").clicked() {
                camera.write(CameraCommand::Flip);
            }
            if ui.button("Reset view").clicked() {
                camera.write(CameraCommand::Reset);
            }
        });
        ui.horizontal(|ui| {
            if ui.button("New game").clicked() {
                game_commands.write(GameCommand::NewGame(Position::start(rules)));
            }
            if ui.button("Settings").clicked() {
                menus.settings_open = true;
            }
            if ui.button("Menu").clicked() {
                leave_to_title(&mut commands, &mut next);
            }
        });
    });
    panel_width.set(panel.response.rect.width() * ctx.pixels_per_point());
    if let Some(pos) = open_editor {
        crate::editor::open(&mut commands, pos);
    }
    Ok(())
}

/// Asks before a move played from an earlier position discards the moves that followed.
fn branch_question(
    mut contexts: EguiContexts,
    current: Res<Match>,
    mut game_commands: MessageWriter<GameCommand>,
) -> Result {
    let Some(mv) = current.pending_branch else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let later = current.game.future().count();
    let legal = current.game.legal_moves();
    let text = damier_rules::notation::write_short(&mv, &legal, &current.rules().topology);
    egui::Window::new("Start a new line?")
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(format!(
                "Playing {text} here replaces the {later} later move{} of this game.",
                if later == 1 { "" } else { "s" }
            ));
            ui.horizontal(|ui| {
                if ui.button(format!("Play {text}")).clicked() {
                    game_commands.write(GameCommand::ConfirmBranch);
                }
                if ui.button("Keep the game").clicked() {
                    game_commands.write(GameCommand::CancelBranch);
                }
            });
        });
    Ok(())
}

/// ← and → step through the game, Home and End jump to its ends (not while typing).
fn step_with_keys(
    mut contexts: EguiContexts,
    keys: Res<ButtonInput<KeyCode>>,
    puzzle: Option<Res<Puzzle>>,
    editor: Option<Res<SetupEditor>>,
    mut game_commands: MessageWriter<GameCommand>,
) -> Result {
    if puzzle.is_some() || editor.is_some() || contexts.ctx_mut()?.egui_wants_keyboard_input() {
        return Ok(());
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        game_commands.write(GameCommand::StepBack);
    }
    if keys.just_pressed(KeyCode::ArrowRight) {
        game_commands.write(GameCommand::StepForward);
    }
    if keys.just_pressed(KeyCode::Home) {
        game_commands.write(GameCommand::GoTo(0));
    }
    if keys.just_pressed(KeyCode::End) {
        game_commands.write(GameCommand::GoTo(usize::MAX));
    }
    Ok(())
}

fn draw_offer(
    mut contexts: EguiContexts,
    current: Res<Match>,
    mut game_commands: MessageWriter<GameCommand>,
) -> Result {
    let Some(offering) = current.draw_offer else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let rules = current.rules();
    egui::Window::new("Draw offered")
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(format!(
                "{} offers a draw. {}, do you accept?",
                rules.side_name(offering),
                rules.side_name(offering.opposite())
            ));
            ui.horizontal(|ui| {
                if ui.button("Accept").clicked() {
                    game_commands.write(GameCommand::AnswerDraw { accept: true });
                }
                if ui.button("Decline").clicked() {
                    game_commands.write(GameCommand::AnswerDraw { accept: false });
                }
            });
        });
    Ok(())
}

fn end_banner(mut contexts: EguiContexts, current: Res<Match>, animation: Res<MoveAnimation>) -> Result {
    let Some(outcome) = current.game.outcome() else { return Ok(()) };
    if animation.is_busy() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("banner".into()).anchor(Align2::CENTER_TOP, [-135.0, 24.0]).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
            ui.label(RichText::new(outcome.describe(current.rules())).size(28.0).strong());
        });
    });
    Ok(())
}

/// Cell names beside the hexagon's edges (letters and numbers), square numbers on the squares.
fn coordinates(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    geometry: Res<BoardGeometry>,
    camera: Single<(&Camera, &GlobalTransform), With<Orbit>>,
) -> Result {
    if !settings.show_coordinates {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(LayerId::new(egui::Order::Background, "coordinates".into()));
    let (camera, camera_transform) = *camera;
    let zoom = ctx.zoom_factor();
    let label = |world: Vec3, text: String, size: f32, colour: Color32, anchor: Align2| {
        if let Ok(p) = camera.world_to_viewport(camera_transform, world) {
            painter.text(
                egui::pos2(p.x / zoom, p.y / zoom),
                anchor,
                text,
                egui::FontId::proportional(size),
                colour,
            );
        }
    };
    let t = &geometry.rules.topology;
    match t.shape {
        BoardShape::Hexagon => {
            let ink = Color32::from_rgb(235, 220, 185);
            // One step outside the board along a (letter, number) direction.
            let outward = |sq, dx: f32, dy: f32| {
                geometry.cell(sq) + Vec3::new((dx - dy) * 3f32.sqrt() / 2.0, 0.0, -(dx + dy) / 2.0) * 0.85
            };
            for letter in 'a'..='i' {
                // The lowest cell of each letter line gets its letter below it.
                let lowest = ('1'..='9').find_map(|d| t.hex_cell(letter, d)).unwrap();
                label(outward(lowest, 0.0, -1.0), letter.to_string(), 16.0, ink, Align2::CENTER_CENTER);
            }
            for digit in '1'..='9' {
                let first = ('a'..='i').find_map(|l| t.hex_cell(l, digit)).unwrap();
                label(outward(first, -1.0, 0.0), digit.to_string(), 16.0, ink, Align2::CENTER_CENTER);
            }
        }
        BoardShape::Square { size } => {
            // The numbers of the edge squares, on the frame beside them.
            let last = size as i8 - 1;
            for &sq in t.squares() {
                let (col, row) = t.coords(sq);
                let out = if row == 0 {
                    Vec3::new(0.0, 0.0, -0.72)
                } else if row == last {
                    Vec3::new(0.0, 0.0, 0.72)
                } else if col == 0 {
                    Vec3::new(-0.72, 0.0, 0.0)
                } else if col == last {
                    Vec3::new(0.72, 0.0, 0.0)
                } else {
                    continue;
                };
                let ink = Color32::from_rgb(235, 220, 185);
                label(geometry.cell(sq) + out, t.number(sq).to_string(), 14.0, ink, Align2::CENTER_CENTER);
            }
        }
    }
    Ok(())
}
