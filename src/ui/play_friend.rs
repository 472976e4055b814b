//! The "Play a friend" window of the title screen: host a game here (the friend joins with the
//! code and address shown), or join a friend's with theirs.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};
use damier_protocol::ColourChoice;
use damier_rules::Variant;
use damier_rules::clock::{ClockError, TimeControl};

use crate::base::locale::Locale;
use crate::base::settings::Settings;
use crate::game::discovery::LanSearch;
use crate::game::remote::{DEFAULT_PORT, with_default_port};
use crate::modes::Open;
use crate::modes::online::OnlineRequest;
use crate::modes::online_seats::KeptSeats;
use crate::ui::clock_choice::ClockChoice;
use crate::ui::{OpenWindow, theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FriendChoices>();
}

#[derive(Resource)]
pub struct FriendChoices {
    open: bool,
    variant: Variant,
    clock: ClockChoice,
    colour: ColourChoice,
    name: String,
    address: String,
    code: String,
    /// Listening for games on the local network while the window is open.
    search: Option<LanSearch>,
}

impl Default for FriendChoices {
    fn default() -> FriendChoices {
        FriendChoices {
            open: false,
            variant: Variant::HexDame,
            clock: ClockChoice::preset("5+5"),
            colour: ColourChoice::Random,
            name: String::new(),
            // In a page, the server that served it.
            #[cfg(target_arch = "wasm32")]
            address: crate::base::page_address::server_socket().unwrap_or_default(),
            #[cfg(not(target_arch = "wasm32"))]
            address: String::new(),
            code: String::new(),
            search: None,
        }
    }
}

pub fn play_friend_window(
    mut contexts: EguiContexts,
    mut choices: ResMut<FriendChoices>,
    mut requests: MessageReader<OpenWindow>,
    mut open_board: MessageWriter<Open>,
    mut kept: Option<ResMut<KeptSeats>>,
    mut settings: ResMut<Settings>,
    loc: Res<Locale>,
) -> Result {
    if requests.read().any(|r| matches!(r, OpenWindow::PlayFriend)) {
        choices.open = true;
        choices.search = LanSearch::start();
        if choices.name.is_empty() {
            choices.name = settings.online_name.clone();
        }
    }
    if !choices.open {
        choices.search = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut request = None;
    theme::menu_window(loc.t("online-title"), &mut open).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.label(loc.t("online-intro"));
        ui.horizontal(|ui| {
            ui.label(loc.t("online-your-name"));
            ui.text_edit_singleline(&mut choices.name);
        });
        if let Some(resume) = kept_seats(ui, kept.as_deref_mut(), &loc) {
            request = Some(resume);
        }
        ui.separator();
        ui.heading(loc.t("online-host"));
        if cfg!(target_arch = "wasm32") {
            ui.label(RichText::new(loc.t("online-host-not-in-page")).weak());
        } else if let Some(host) = host_section(ui, &mut choices, &loc) {
            request = Some(host);
        }
        ui.separator();
        ui.heading(loc.t("online-join"));
        if !cfg!(target_arch = "wasm32")
            && let Some(found) = lan_games(ui, &mut choices, &loc)
        {
            request = Some(found);
        }
        egui::Grid::new("join").num_columns(2).show(ui, |ui| {
            ui.label(loc.t("online-address"));
            ui.add(
                egui::TextEdit::singleline(&mut choices.address)
                    .hint_text(format!("192.168.1.20:{DEFAULT_PORT}")),
            );
            ui.end_row();
            ui.label(loc.t("online-code"));
            ui.add(egui::TextEdit::singleline(&mut choices.code).hint_text("KDX4PW"));
            ui.end_row();
        });
        let ready = !choices.address.trim().is_empty() && !choices.code.trim().is_empty();
        if ui
            .add_enabled(ready, egui::Button::new(RichText::new(loc.t("online-join-button")).size(18.0)))
            .clicked()
        {
            request = Some(OnlineRequest::Join {
                address: with_default_port(choices.address.trim()),
                code: choices.code.trim().to_owned(),
                name: player_name(&choices.name, &loc),
            });
        }
        if ui
            .add_enabled(ready, egui::Button::new(loc.t("online-watch-button")))
            .on_hover_text(loc.t("online-watch-hover"))
            .clicked()
        {
            let address = with_default_port(choices.address.trim());
            request = Some(OnlineRequest::Watch { address, code: choices.code.trim().to_owned() });
        }
    });
    if let Some(request) = request {
        choices.open = false;
        // The name is remembered for next time, and for a game joined from a link.
        let typed = choices.name.trim();
        if settings.online_name != typed {
            settings.online_name = typed.to_owned();
        }
        open_board.write(Open::Online(Box::new(request)));
    } else {
        choices.open = open;
    }
    Ok(())
}

/// Hosting here: the host's choices and the button; the game asked for once it is pressed.
fn host_section(ui: &mut egui::Ui, choices: &mut FriendChoices, loc: &Locale) -> Option<OnlineRequest> {
    let control = host_form(ui, choices, loc);
    let host = egui::Button::new(RichText::new(loc.t("online-host-button")).size(18.0));
    let clicked = ui.add_enabled(control.is_ok(), host).clicked();
    let (Ok(control), true) = (control, clicked) else { return None };
    Some(OnlineRequest::Host {
        variant: choices.variant,
        clock: control.map(TimeControl::short),
        colour: choices.colour,
        name: player_name(&choices.name, loc),
        port: DEFAULT_PORT,
        server: None,
    })
}

/// The player's unfinished online games, each taken back with a click (or let go).
fn kept_seats(ui: &mut egui::Ui, kept: Option<&mut KeptSeats>, loc: &Locale) -> Option<OnlineRequest> {
    let kept = kept.filter(|k| !k.seats.is_empty())?;
    ui.separator();
    ui.heading(loc.t("online-unfinished"));
    let mut chosen = None;
    let mut forgotten = None;
    for seat in &kept.seats {
        let variant = seat.variant.parse().map_or(seat.variant.clone(), |v| loc.variant(v));
        let opponent = seat.opponent.clone().unwrap_or_else(|| loc.t("online-seat-free"));
        ui.horizontal(|ui| {
            ui.label(loc.tf(
                "online-unfinished-game",
                &[
                    ("variant", variant.into()),
                    ("code", seat.code.clone().into()),
                    ("opponent", opponent.into()),
                ],
            ));
            if ui.button(loc.t("online-resume")).clicked() {
                chosen = Some(OnlineRequest::Resume(seat.clone()));
            }
            if ui.small_button(loc.t("online-forget")).clicked() {
                forgotten = Some(seat.code.clone());
            }
        });
    }
    if let Some(code) = forgotten {
        kept.forget(&code);
    }
    chosen
}

/// The games announced on the local network, each joined with a click.
fn lan_games(ui: &mut egui::Ui, choices: &mut FriendChoices, loc: &Locale) -> Option<OnlineRequest> {
    let name = player_name(&choices.name, loc);
    let games = choices.search.as_mut().map(|s| s.games().to_vec()).unwrap_or_default();
    ui.label(RichText::new(loc.t("online-on-network")).strong());
    if games.is_empty() {
        ui.label(RichText::new(loc.t("online-none-on-network")).weak());
    }
    let mut chosen = None;
    for game in games {
        let variant = game.variant.parse().map_or(game.variant.clone(), |v| loc.variant(v));
        ui.horizontal(|ui| {
            ui.label(format!("{} · {variant} · {}", game.host, game.code));
            if ui.button(loc.t("online-join-button")).clicked() {
                chosen = Some(OnlineRequest::Join {
                    address: game.address.to_string(),
                    code: game.code.clone(),
                    name: name.clone(),
                });
            }
        });
    }
    ui.add_space(6.0);
    chosen
}

/// The host's choices: the variant, the side, and the clock; returns the clock's control (or
/// why the typed one cannot be used).
fn host_form(
    ui: &mut egui::Ui,
    choices: &mut FriendChoices,
    loc: &Locale,
) -> Result<Option<TimeControl>, ClockError> {
    egui::Grid::new("host").num_columns(2).show(ui, |ui| {
        ui.label(loc.t("new-game-variant"));
        egui::ComboBox::from_id_salt("online-variant").selected_text(loc.variant(choices.variant)).show_ui(
            ui,
            |ui| {
                for variant in Variant::ALL {
                    ui.selectable_value(&mut choices.variant, variant, loc.variant(variant));
                }
            },
        );
        ui.end_row();
        ui.label(loc.t("online-you-play"));
        let rules = choices.variant.rules();
        ui.horizontal(|ui| {
            let white = loc.side(rules, damier_rules::Side::White);
            let black = loc.side(rules, damier_rules::Side::Black);
            ui.radio_value(&mut choices.colour, ColourChoice::White, white);
            ui.radio_value(&mut choices.colour, ColourChoice::Black, black);
            ui.radio_value(&mut choices.colour, ColourChoice::Random, loc.t("online-random"));
        });
        ui.end_row();
    });
    ui.label(loc.t("new-game-clock"));
    choices.clock.show(ui, loc)
}

fn player_name(typed: &str, loc: &Locale) -> String {
    let typed = typed.trim();
    if typed.is_empty() { loc.t("online-player") } else { typed.to_owned() }
}
