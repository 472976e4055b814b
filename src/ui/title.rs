//! The title screen and its New game window.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, RichText};
use damier_ai::Level;
use damier_rules::clock::Clock;
use damier_rules::{Game, Position, RuleOptions, Rules, Side, Variant};

use crate::base::locale::Locale;
use crate::game::Match;
use crate::modes::Open;
use crate::modes::collection::PuzzleProgress;
use crate::modes::records::{self, Autosave};
use crate::ui::OpenWindow;
use crate::ui::clock_choice::ClockChoice;
use crate::ui::theme;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewGameChoices>();
}

/// Who plays a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Players {
    HotSeat,
    /// A person plays this side against the computer.
    AgainstComputer(Side),
    ComputerAgainstComputer,
}

/// The New game window: whether it is open, and what has been chosen in it.
#[derive(Resource)]
pub struct NewGameChoices {
    open: bool,
    variant: Variant,
    kings_move_straight: bool,
    players: Players,
    level: Level,
    clock: ClockChoice,
}

impl Default for NewGameChoices {
    fn default() -> NewGameChoices {
        NewGameChoices {
            open: false,
            variant: Variant::HexDame,
            kings_move_straight: false,
            players: Players::AgainstComputer(Side::White),
            level: Level::Casual,
            clock: ClockChoice::none(),
        }
    }
}

fn variant_blurb(loc: &Locale, variant: Variant) -> String {
    loc.t(&format!("variant-{}-blurb", variant.id()))
}

/// What went wrong with one of the player's files, on a panel of its own so that it reads over
/// the board, as wide as the menu.
fn file_notice(ui: &mut egui::Ui, text: String) {
    egui::Frame::popup(ui.style()).show(ui, |ui| {
        ui.set_max_width(360.0);
        ui.label(theme::warning(text).small());
    });
}

pub fn title_screen(
    mut contexts: EguiContexts,
    mut choices: ResMut<NewGameChoices>,
    autosave: Option<Res<Autosave>>,
    progress: Res<PuzzleProgress>,
    mut open: MessageWriter<Open>,
    mut windows: MessageWriter<OpenWindow>,
    mut exit: MessageWriter<AppExit>,
    loc: Res<Locale>,
    mut fit: Local<MenuFit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let scale = fit.0;
    // A window open over the menu keeps Tab to its own controls: the menu under it rests.
    let window_open =
        ctx.memory(|m| m.areas().visible_layer_ids().iter().any(|layer| layer.order == egui::Order::Middle));
    // Under every window the menu opens.
    let menu = egui::Area::new("title".into())
        .order(egui::Order::Background)
        .anchor(Align2::CENTER_CENTER, [0.0, -40.0])
        .show(ctx, |ui| {
            if window_open {
                ui.disable();
            }
            ui.vertical_centered(|ui| {
                ui.label(
                    RichText::new("Damier")
                        .size(84.0 * scale)
                        .family(egui::FontFamily::Name(theme::DISPLAY.into()))
                        .color(theme::TITLE),
                );
                ui.label(RichText::new(loc.t("title-tagline")).size(18.0 * scale));
                ui.add_space(28.0 * scale);
                let button = |text: String| {
                    egui::Button::new(RichText::new(text).size(22.0 * scale))
                        .min_size([240.0, 40.0 * scale].into())
                };
                if let Some(offer) = autosave.as_ref().and_then(|a| a.offer.as_ref())
                    && ui
                        .add(button(loc.t("title-continue")))
                        .on_hover_text(records::describe(&loc, offer))
                        .clicked()
                {
                    open.write(Open::Game(Box::new(records::match_of(offer))));
                }
                if let Some(problem) = autosave.as_ref().and_then(|a| a.problem.as_ref()) {
                    file_notice(ui, loc.file_problem(problem));
                }
                if ui.add(button(loc.t("title-new-game"))).clicked() {
                    choices.open = true;
                }
                if ui.add(button(loc.t("online-title"))).on_hover_text(loc.t("online-intro")).clicked() {
                    windows.write(OpenWindow::PlayFriend);
                }
                if ui.add(button(loc.t("learn-title"))).on_hover_text(loc.t("learn-intro")).clicked() {
                    windows.write(OpenWindow::Learn(None));
                }
                if ui.add(button(loc.t("title-demos"))).on_hover_text(loc.t("title-demos-hover")).clicked() {
                    windows.write(OpenWindow::Demos);
                }
                if ui
                    .add(button(loc.t("title-puzzles")))
                    .on_hover_text(loc.t("title-puzzles-hover"))
                    .clicked()
                {
                    windows.write(OpenWindow::Puzzles(None));
                }
                if let Some(problem) = &progress.problem {
                    file_notice(ui, loc.file_problem(problem));
                }
                if !cfg!(target_arch = "wasm32")
                    && ui
                        .add(button(loc.t("title-games")))
                        .on_hover_text(loc.t("title-games-hover"))
                        .clicked()
                {
                    windows.write(OpenWindow::Games);
                }
                if ui.add(button(loc.t("title-load"))).clicked() {
                    windows.write(OpenWindow::Load);
                }
                if ui.add(button(loc.t("title-set-up"))).clicked() {
                    let rules = Rules::get(choices.variant, RuleOptions::default());
                    open.write(Open::Editor(Position::start(rules)));
                }
                if ui.add(button(loc.t("title-settings"))).clicked() {
                    windows.write(OpenWindow::Settings);
                }
                if ui.add(button(loc.t("title-about"))).clicked() {
                    windows.write(OpenWindow::About);
                }
                // A page is left by closing its tab.
                if !cfg!(target_arch = "wasm32") && ui.add(button(loc.t("title-quit"))).clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    fit.follow(menu.response.rect.height(), ctx.content_rect().height() - 100.0);
    Ok(())
}

/// How much the title screen's menu is drawn smaller so that it fits the window, large text and
/// all: 1 when it fits as it is.
pub struct MenuFit(f32);

impl Default for MenuFit {
    fn default() -> MenuFit {
        MenuFit(1.0)
    }
}

impl MenuFit {
    /// The next frame's scale, from the height the menu took and the room it has.
    fn follow(&mut self, height: f32, room: f32) {
        if height > room || (self.0 < 1.0 && height < room * 0.9) {
            self.0 = (self.0 * room / height).clamp(0.3, 1.0);
        }
    }
}

pub fn new_game_window(
    mut contexts: EguiContexts,
    mut choices: ResMut<NewGameChoices>,
    mut open: MessageWriter<Open>,
    loc: Res<Locale>,
) -> Result {
    if !choices.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut still_open = true;
    let mut start = false;
    egui::Window::new(loc.t("new-game-title"))
        .open(&mut still_open)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(RichText::new(loc.t("new-game-variant")).strong());
            for variant in Variant::ALL {
                ui.radio_value(&mut choices.variant, variant, loc.variant(variant))
                    .on_hover_text(variant_blurb(&loc, variant));
            }
            ui.label(RichText::new(variant_blurb(&loc, choices.variant)).italics());
            if choices.variant == Variant::Frisian {
                ui.checkbox(&mut choices.kings_move_straight, loc.t("new-game-kings-move-straight"));
            }
            ui.separator();
            ui.label(RichText::new(loc.t("new-game-players")).strong());
            let rules = Rules::get(choices.variant, RuleOptions::default());
            let (first, second) = (rules.first_to_move, rules.first_to_move.opposite());
            ui.radio_value(&mut choices.players, Players::HotSeat, loc.t("new-game-hot-seat"));
            for side in [first, second] {
                ui.radio_value(
                    &mut choices.players,
                    Players::AgainstComputer(side),
                    loc.tf("new-game-against-computer", &[("side", loc.side(rules, side).into())]),
                );
            }
            ui.radio_value(
                &mut choices.players,
                Players::ComputerAgainstComputer,
                loc.t("new-game-computer-both"),
            );
            if choices.players != Players::HotSeat {
                ui.label(RichText::new(loc.t("new-game-level")).strong());
                for level in Level::ALL {
                    ui.radio_value(
                        &mut choices.level,
                        level,
                        format!("{} — {}", loc.level(level), loc.level_strength(level)),
                    );
                }
            }
            ui.separator();
            ui.label(RichText::new(loc.t("new-game-clock")).strong());
            let control = choices.clock.show(ui, &loc);
            ui.separator();
            start = ui
                .add_enabled(
                    control.is_ok(),
                    egui::Button::new(RichText::new(loc.t("new-game-start")).size(18.0)),
                )
                .clicked();
        });
    if start {
        still_open = false;
        let options = RuleOptions { frisian_kings_move_straight: choices.kings_move_straight };
        let level = Some(choices.level);
        let computer = match choices.players {
            Players::HotSeat => [None, None],
            Players::AgainstComputer(Side::White) => [None, level],
            Players::AgainstComputer(Side::Black) => [level, None],
            Players::ComputerAgainstComputer => [level, level],
        };
        let game = Game::new(Rules::get(choices.variant, options));
        let mut new = Match::with_players(game, computer);
        new.clock = choices.clock.control().ok().flatten().map(Clock::new);
        open.write(Open::Game(Box::new(new)));
    }
    choices.open = still_open;
    Ok(())
}
