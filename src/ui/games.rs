//! The Games window of the title screen: the player's library, newest first, filtered by
//! variant, opponent and result and searched by name; a game opened to replay and analyse,
//! deleted (and brought back), the games shown exported as one PDN; and the player's figures.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};
use damier_ai::Level;
use damier_library::{Filter, GameSummary, Kind, Opponent, Outcome, Record, Stats};
use damier_rules::Variant;

use crate::base::locale::Locale;
use crate::modes::Open;
use crate::modes::library::{GameLibrary, Import};
use crate::modes::records::{self, games_dir};
use crate::ui::files::Files;
use crate::ui::{OpenWindow, theme};

/// The most games the list shows at once (the filter narrows it).
const SHOWN: u32 = 200;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GamesChoices>();
}

/// The window: whether it is open, the filter, what the library last said for it, and what it
/// last did.
#[derive(Resource, Default)]
pub struct GamesChoices {
    open: bool,
    filter: Filter,
    read: Option<Read>,
    /// The game last deleted, for Undo.
    deleted: Option<i64>,
    /// What the last export or open said.
    note: Option<String>,
}

/// What the library said, for the filter it was asked with, and when: read again when the
/// window opens, when the filter changes, after a change, and every few seconds while an import
/// brings games in (and once after it), never every frame: the figures go through every game.
struct Read {
    filter: Filter,
    at: Instant,
    /// An import was going on when it was read.
    importing: bool,
    games: Result<(Vec<GameSummary>, u64), String>,
    stats: Option<Stats>,
}

const READ_AGAIN: Duration = Duration::from_secs(3);

fn read(library: &GameLibrary, filter: &Filter, importing: bool) -> Read {
    let reader = library.read();
    let shown = Filter { limit: Some(SHOWN), ..filter.clone() };
    let games = reader.list(&shown).and_then(|g| Ok((g, reader.count(filter)?))).map_err(|e| e.to_string());
    Read { filter: filter.clone(), at: Instant::now(), importing, games, stats: reader.stats().ok() }
}

fn outcome_words(loc: &Locale, outcome: Outcome) -> String {
    loc.t(match outcome {
        Outcome::Win => "games-won",
        Outcome::Draw => "games-drawn",
        Outcome::Loss => "games-lost",
        Outcome::Unfinished => "games-unfinished",
    })
}

fn level_words(loc: &Locale, level: &str) -> String {
    level
        .parse::<Level>()
        .map_or_else(|_| level.to_owned(), |l| loc.t(&format!("level-{}", l.name().to_lowercase())))
}

fn opponent_words(loc: &Locale, opponent: &Option<Opponent>) -> String {
    match opponent {
        None => loc.t("games-any"),
        Some(Opponent::Level(level)) => level_words(loc, level),
        Some(Opponent::Computer) => loc.t("games-computer"),
        Some(Opponent::Friend(name)) => name.clone(),
        Some(Opponent::Online) => loc.t("games-online"),
        Some(Opponent::HotSeat) => loc.t("games-hot-seat"),
        Some(Opponent::Engines) => loc.t("games-engines"),
        Some(Opponent::Imported) => loc.t("games-imported"),
    }
}

fn kind_words(loc: &Locale, kind: &Kind) -> String {
    match kind {
        Kind::Computer { level, .. } => level_words(loc, level),
        Kind::Online { friend, .. } => friend.clone(),
        Kind::HotSeat => loc.t("games-hot-seat"),
        Kind::Engines => loc.t("games-engines"),
        Kind::Imported => loc.t("games-imported"),
    }
}

pub fn games_window(
    mut contexts: EguiContexts,
    mut choices: ResMut<GamesChoices>,
    mut requests: MessageReader<OpenWindow>,
    library: Option<Res<GameLibrary>>,
    mut open_board: MessageWriter<Open>,
    mut files: ResMut<Files>,
    loc: Res<Locale>,
) -> Result {
    if requests.read().any(|r| *r == OpenWindow::Games) {
        choices.open = true;
        choices.read = None;
    }
    if let (Some(file), Some(library)) = (files.import.take(), library.as_deref()) {
        library.import(file);
    }
    if !choices.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut action = None;
    theme::menu_window(loc.t("games-title"), &mut open).show(ctx, |ui| {
        let Some(library) = library.as_deref() else {
            ui.label(theme::warning(loc.t("games-no-library")));
            return;
        };
        if let Some(problem) = &library.problem {
            ui.label(theme::warning(loc.file_problem(problem)));
        }
        if let Some(failure) = library.failure() {
            ui.label(theme::warning(loc.tf("games-write-failed", &[("reason", failure.into())])));
        }
        filters(ui, &mut choices.filter, &loc);
        let import = library.import_now();
        let importing = import.as_ref().is_some_and(|i| i.finished.is_none());
        let stale = choices.read.as_ref().is_none_or(|r| {
            r.filter != choices.filter || ((r.importing || importing) && r.at.elapsed() > READ_AGAIN)
        });
        if stale {
            choices.read = Some(read(library, &choices.filter, importing));
        }
        let Some(read) = choices.read.as_ref() else { return };
        match &read.games {
            Ok((games, count)) => {
                ui.label(loc.tf("games-count", &[("count", (*count).into())]));
                action = list(ui, games, choices.filter.deleted, &loc);
            }
            Err(e) => {
                ui.label(theme::warning(e.clone()));
            }
        }
        ui.horizontal(|ui| {
            if let Some(id) = choices.deleted
                && ui.button(loc.t("games-undo-delete")).clicked()
            {
                action = Some(Action::Restore(id));
            }
            if ui.button(loc.t("games-export")).clicked() {
                action = Some(Action::Export);
            }
            if ui.add_enabled(!importing, egui::Button::new(loc.t("games-import"))).clicked() {
                action = Some(Action::Import);
            }
        });
        if let Some(import) = &import {
            // The list is read again every few seconds meanwhile, the games coming in with it.
            import_progress(ui, import, &loc);
        }
        if let Some(note) = &choices.note {
            ui.label(RichText::new(note).small());
        }
        if let Some(stats) = &read.stats {
            egui::CollapsingHeader::new(loc.t("games-statistics"))
                .default_open(true)
                .show(ui, |ui| statistics(ui, stats, &loc));
        }
    });
    if let (Some(action), Some(library)) = (action, library.as_deref()) {
        act(action, library, &mut choices, &mut files, &mut open_board, &loc, &mut open);
    }
    choices.open = open;
    Ok(())
}

/// The filter's controls.
fn filters(ui: &mut egui::Ui, filter: &mut Filter, loc: &Locale) {
    ui.horizontal_wrapped(|ui| {
        ui.label(loc.t("games-variant"));
        let variant = filter.variant.map_or_else(|| loc.t("games-any"), |v| loc.variant(v));
        egui::ComboBox::from_id_salt("games-variant").selected_text(variant).show_ui(ui, |ui| {
            ui.selectable_value(&mut filter.variant, None, loc.t("games-any"));
            for v in Variant::ALL {
                ui.selectable_value(&mut filter.variant, Some(v), loc.variant(v));
            }
        });
        ui.label(loc.t("games-opponent"));
        let opponent = opponent_words(loc, &filter.opponent);
        egui::ComboBox::from_id_salt("games-opponent").selected_text(opponent).show_ui(ui, |ui| {
            let mut choices = vec![None, Some(Opponent::Computer)];
            choices.extend(Level::ALL.iter().map(|l| Some(Opponent::Level(l.name().to_lowercase()))));
            choices.extend(
                [Opponent::HotSeat, Opponent::Online, Opponent::Engines, Opponent::Imported].map(Some),
            );
            for choice in choices {
                let words = opponent_words(loc, &choice);
                ui.selectable_value(&mut filter.opponent, choice, words);
            }
        });
        ui.label(loc.t("games-result"));
        let result = filter.outcome.map_or_else(|| loc.t("games-any"), |o| outcome_words(loc, o));
        egui::ComboBox::from_id_salt("games-result").selected_text(result).show_ui(ui, |ui| {
            ui.selectable_value(&mut filter.outcome, None, loc.t("games-any"));
            for o in [Outcome::Win, Outcome::Draw, Outcome::Loss] {
                ui.selectable_value(&mut filter.outcome, Some(o), outcome_words(loc, o));
            }
        });
    });
    ui.horizontal(|ui| {
        ui.label(loc.t("games-search"));
        let mut text = filter.name.clone().unwrap_or_default();
        if ui.add(egui::TextEdit::singleline(&mut text).desired_width(160.0)).changed() {
            filter.name = (!text.trim().is_empty()).then(|| text.trim().to_owned());
        }
        ui.checkbox(&mut filter.deleted, loc.t("games-deleted"));
    });
}

enum Action {
    Open(i64),
    Delete(i64),
    Restore(i64),
    Export,
    Import,
}

/// The import going on (a bar) or last finished (what it did).
fn import_progress(ui: &mut egui::Ui, import: &Import, loc: &Locale) {
    match &import.finished {
        None => {
            let share = if import.total == 0 { 0.0 } else { import.done as f32 / import.total as f32 };
            let words = loc.tf("games-importing", &[("file", import.file.clone().into())]);
            ui.add(egui::ProgressBar::new(share).text(format!("{words} {}/{}", import.done, import.total)));
        }
        Some(Ok(report)) => {
            let counts = [("imported", report.imported.into()), ("failed", report.failed.len().into())];
            ui.label(loc.tf("games-import-report", &counts));
            for failure in report.failed.iter().take(5) {
                let place = [("game", failure.game.into()), ("line", failure.line.into())];
                let at = loc.tf("games-import-where", &place);
                ui.label(theme::warning(format!("{at}: {}", failure.reason)));
            }
        }
        Some(Err(reason)) => {
            ui.label(theme::warning(loc.tf("games-import-error", &[("reason", reason.clone().into())])));
        }
    }
}

/// The games, one a row; what was clicked.
fn list(ui: &mut egui::Ui, games: &[GameSummary], deleted: bool, loc: &Locale) -> Option<Action> {
    let mut action = None;
    egui::ScrollArea::vertical().max_height(260.0).show(ui, |ui| {
        egui::Grid::new("games-list").striped(true).num_columns(6).show(ui, |ui| {
            for game in games {
                ui.label(&game.date);
                let variant =
                    game.variant.parse::<Variant>().map_or_else(|_| game.variant.clone(), |v| loc.variant(v));
                ui.label(variant);
                ui.label(kind_words(loc, &game.kind));
                ui.label(format!("{} – {}", game.white, game.black));
                // Won or lost is the player's: a game without a player's side shows its score only.
                match game.kind.side() {
                    Some(_) => ui.label(format!("{}  {}", game.result, outcome_words(loc, game.outcome))),
                    None => ui.label(&game.result),
                };
                ui.horizontal(|ui| {
                    if ui.small_button(loc.t("games-replay")).clicked() {
                        action = Some(Action::Open(game.id));
                    }
                    let (words, wanted) = if deleted {
                        ("games-restore", Action::Restore(game.id))
                    } else {
                        ("games-delete", Action::Delete(game.id))
                    };
                    if ui.small_button(loc.t(words)).clicked() {
                        action = Some(wanted);
                    }
                });
                ui.end_row();
            }
        });
    });
    action
}

fn act(
    action: Action,
    library: &GameLibrary,
    choices: &mut GamesChoices,
    files: &mut Files,
    open_board: &mut MessageWriter<Open>,
    loc: &Locale,
    open: &mut bool,
) {
    let mut reader = library.read();
    let done = match action {
        Action::Open(id) => reader.record(id).map(|record| {
            if let Some(record) = record {
                open_board.write(Open::Analysis(Box::new(records::match_of(&record))));
                *open = false;
            }
        }),
        Action::Delete(id) => reader.delete(id).map(|_| choices.deleted = Some(id)),
        Action::Restore(id) => reader.restore(id).map(|_| choices.deleted = None),
        Action::Import => {
            files.browse_for_import();
            Ok(())
        }
        Action::Export => reader.export(&choices.filter).map(|text| {
            let stamp = crate::base::calendar::today().replace('.', "-");
            let Some(path) = games_dir().map(|d| d.join(format!("library-{stamp}.pdn"))) else { return };
            choices.note = Some(match crate::base::disk::write_atomic(&path, text.as_bytes()) {
                Ok(()) => loc.tf("games-exported", &[("file", path.display().to_string().into())]),
                Err(e) => e.to_string(),
            });
        }),
    };
    if let Err(e) = done {
        choices.note = Some(e.to_string());
    }
    choices.read = None;
}

fn record_words(loc: &Locale, record: &Record) -> String {
    loc.tf(
        "games-record",
        &[
            ("games", record.games.into()),
            ("wins", record.wins.into()),
            ("draws", record.draws.into()),
            ("losses", record.losses.into()),
        ],
    )
}

/// The player's figures, per variant.
fn statistics(ui: &mut egui::Ui, stats: &Stats, loc: &Locale) {
    if stats.variants.is_empty() {
        ui.label(loc.t("games-none"));
    }
    for v in &stats.variants {
        let variant = v.variant.parse::<Variant>().map_or_else(|_| v.variant.clone(), |x| loc.variant(x));
        ui.label(RichText::new(format!("{variant}: {}", record_words(loc, &v.player))).strong());
        for (_, name, record) in &v.opponents {
            ui.label(format!("    {}: {}", level_words(loc, name), record_words(loc, record)));
        }
        let last: Vec<&str> = v
            .last
            .iter()
            .map(|o| match o {
                Outcome::Win => "+",
                Outcome::Draw => "=",
                _ => "−",
            })
            .collect();
        let words = loc.tf(
            "games-last",
            &[
                ("last", last.join(" ").into()),
                ("run", v.longest_winning_run.into()),
                ("hot_seat", v.hot_seat.into()),
            ],
        );
        ui.label(format!("    {words}"));
    }
}
