//! Save and Load in egui: a small file browser (folders and `.pdn` files), the choice of a game
//! when a file holds several, and the problems found in a file.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, RichText};
use damier_rules::pdn::PdnGame;

use crate::base::disk;
use crate::base::locale::Locale;
use crate::game::analysis::Analysis;
use crate::game::{Cue, Match};
use crate::modes::Open;
use crate::modes::records;
use crate::ui::{OpenWindow, theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Files>();
}

/// The open file browser, and the games of a loaded file waiting to be chosen. In a page, the
/// browser's file picker instead, waiting for the player's file.
#[derive(Resource, Default)]
pub struct Files {
    browser: Option<FileBrowser>,
    load_result: Option<LoadResult>,
    /// A PDN file chosen for the game library to import, for the Games window to take.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) import: Option<PathBuf>,
    #[cfg(target_arch = "wasm32")]
    picker: Option<crate::base::page_files::FilePicker>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrowseFor {
    Save,
    /// Save with the analysis in the record.
    SaveAnalysis,
    Load,
    /// A PDN file for the game library.
    Import,
}

impl BrowseFor {
    /// Whether the browser opens a file that is there (rather than names one to write).
    fn opens(self) -> bool {
        matches!(self, BrowseFor::Load | BrowseFor::Import)
    }
}

/// The open file browser.
#[derive(Debug)]
pub struct FileBrowser {
    pub purpose: BrowseFor,
    pub dir: PathBuf,
    /// The file name typed for a save.
    pub name: String,
    /// A save that would replace this existing file, waiting for a yes.
    pub replace: Option<PathBuf>,
    pub status: Option<String>,
    /// The folders and PDN files of `listed`, read once per folder rather than every frame.
    listing: Vec<(String, bool)>,
    listed: Option<PathBuf>,
}

impl Files {
    /// Opens the browser for a file to import into the game library.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn browse_for_import(&mut self) {
        self.browser = Some(FileBrowser::new(BrowseFor::Import));
    }
}

impl FileBrowser {
    /// A page has no file browser: Save downloads, Load opens the browser's file picker.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new(purpose: BrowseFor) -> FileBrowser {
        let dir = records::games_dir()
            .filter(|d| disk::make_folder(d).is_ok())
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_else(|| PathBuf::from("."));
        FileBrowser {
            purpose,
            dir,
            name: "game.pdn".into(),
            replace: None,
            status: None,
            listing: Vec::new(),
            listed: None,
        }
    }
}

/// A file's games to choose from, and what was wrong in it.
#[derive(Debug, Default)]
pub struct LoadResult {
    pub file: String,
    pub games: Vec<PdnGame>,
    pub problems: Vec<records::LoadProblem>,
}

fn entries(dir: &std::path::Path) -> Vec<(String, bool)> {
    let Ok(read) = disk::list(dir) else { return Vec::new() };
    let mut list: Vec<(String, bool)> = read
        .into_iter()
        .filter(|e| {
            (e.is_folder || e.name.to_ascii_lowercase().ends_with(".pdn")) && !e.name.starts_with('.')
        })
        .map(|e| (e.name, e.is_folder))
        .collect();
    list.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.to_lowercase().cmp(&b.0.to_lowercase())));
    list
}

/// The browser window; `current` is the game to save (absent on the title screen).
pub fn file_browser(
    mut contexts: EguiContexts,
    mut files: ResMut<Files>,
    mut requests: MessageReader<OpenWindow>,
    current: Option<Res<Match>>,
    analysis: Res<Analysis>,
    mut open_board: MessageWriter<Open>,
    mut cues: MessageWriter<Cue>,
    loc: Res<Locale>,
) -> Result {
    for request in requests.read() {
        let purpose = match request {
            OpenWindow::Load => BrowseFor::Load,
            OpenWindow::ImportGames => BrowseFor::Import,
            OpenWindow::Save => BrowseFor::Save,
            OpenWindow::SaveAnalysis => BrowseFor::SaveAnalysis,
            OpenWindow::Demos
            | OpenWindow::Settings
            | OpenWindow::About
            | OpenWindow::Puzzles(_)
            | OpenWindow::Learn(_)
            | OpenWindow::Rules(_)
            | OpenWindow::Keys
            | OpenWindow::PlayFriend
            | OpenWindow::Games => continue,
        };
        #[cfg(not(target_arch = "wasm32"))]
        {
            files.browser = Some(FileBrowser::new(purpose));
        }
        #[cfg(target_arch = "wasm32")]
        page::begin(&mut files, purpose, current.as_deref(), &analysis, &mut cues);
    }
    #[cfg(target_arch = "wasm32")]
    if let Some(loaded) = files.picker.as_ref().and_then(|picker| picker.take()) {
        files.picker = None;
        let (file, loaded) = page::read(loaded);
        show_loaded(&mut files, file, loaded, &mut open_board);
    }
    let ctx = contexts.ctx_mut()?;
    if let Some(result) = files.load_result.take() {
        let mut keep = true;
        let mut open = None;
        egui::Window::new(loc.tf("load-file-title", &[("file", result.file.as_str().into())]))
            .collapsible(false)
            .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                for problem in &result.problems {
                    ui.label(theme::warning(records::describe_problem(&loc, problem)));
                }
                if !result.games.is_empty() {
                    ui.label(RichText::new(loc.t("load-choose-game")).strong());
                    egui::ScrollArea::vertical().max_height(320.0).show(ui, |ui| {
                        for (i, game) in result.games.iter().enumerate() {
                            if ui.button(format!("{}. {}", i + 1, records::describe(&loc, game))).clicked() {
                                open = Some(i);
                            }
                        }
                    });
                }
                if ui.button(loc.t("close")).clicked() {
                    keep = false;
                }
            });
        if let Some(i) = open {
            open_board.write(Open::Game(Box::new(records::match_of(&result.games[i]))));
        } else if keep {
            files.load_result = Some(result);
        }
    }

    let Some(mut browser) = files.browser.take() else { return Ok(()) };
    let mut keep = true;
    let title = match browser.purpose {
        BrowseFor::Save => loc.t("save-game-title"),
        BrowseFor::SaveAnalysis => loc.t("save-analysis-title"),
        BrowseFor::Load => loc.t("load-game-title"),
        BrowseFor::Import => loc.t("import-games-title"),
    };
    let mut chosen_file: Option<PathBuf> = None;
    egui::Window::new(title).collapsible(false).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        ui.horizontal(|ui| {
            if ui.button(format!("⬆ {}", loc.t("folder-up"))).clicked()
                && let Some(parent) = browser.dir.parent()
            {
                browser.dir = parent.to_path_buf();
            }
            ui.label(RichText::new(browser.dir.display().to_string()).monospace());
        });
        ui.separator();
        egui::ScrollArea::vertical().max_height(300.0).min_scrolled_height(300.0).show(ui, |ui| {
            if browser.listed.as_ref() != Some(&browser.dir) {
                browser.listing = entries(&browser.dir);
                browser.listed = Some(browser.dir.clone());
            }
            let list = browser.listing.clone();
            if list.is_empty() {
                ui.label(RichText::new(loc.t("folder-empty")).italics());
            }
            for (name, is_dir) in list {
                let label = if is_dir { format!("📁 {name}") } else { format!("📄 {name}") };
                if ui.selectable_label(browser.name == name, label).clicked() {
                    if is_dir {
                        browser.dir = browser.dir.join(&name);
                    } else if browser.purpose.opens() {
                        chosen_file = Some(browser.dir.join(&name));
                    } else {
                        browser.name = name;
                    }
                }
            }
        });
        ui.separator();
        if !browser.purpose.opens() {
            ui.horizontal(|ui| {
                ui.label(loc.t("file-name"));
                ui.text_edit_singleline(&mut browser.name);
            });
        }
        if let Some(status) = &browser.status {
            ui.label(theme::warning(status));
        }
        ui.horizontal_wrapped(|ui| {
            if !browser.purpose.opens() {
                if let Some(target) = browser.replace.clone() {
                    let name = target.file_name().unwrap_or_default().to_string_lossy().into_owned();
                    ui.label(loc.tf("replace-question", &[("file", name.into())]));
                    if ui.button(loc.t("replace")).clicked() {
                        chosen_file = Some(target);
                    }
                    if ui.button(loc.t("no")).clicked() {
                        browser.replace = None;
                    }
                } else if ui.button(loc.t("save")).clicked() {
                    let mut name = browser.name.trim().to_string();
                    if !name.to_ascii_lowercase().ends_with(".pdn") {
                        name.push_str(".pdn");
                    }
                    let target = browser.dir.join(&name);
                    if name.contains(['/', '\\']) || name == ".pdn" {
                        browser.status = Some(loc.t("file-name-no-folders"));
                    } else if target.exists() {
                        browser.replace = Some(target);
                    } else {
                        chosen_file = Some(target);
                    }
                }
            }
            if ui.button(loc.t("cancel")).clicked() {
                keep = false;
            }
        });
    });

    if let Some(path) = chosen_file {
        match browser.purpose {
            BrowseFor::Save | BrowseFor::SaveAnalysis => match current
                .as_deref()
                .map(|c| records::save_record(&record_to_save(c, &analysis, browser.purpose), &path))
            {
                Some(Ok(())) => {
                    cues.write(Cue::SavedTo(path.clone()));
                    keep = false;
                }
                Some(Err(e)) => {
                    browser.status = Some(loc.tf("save-failed", &[("detail", e.to_string().into())]));
                    browser.replace = None;
                }
                None => keep = false,
            },
            BrowseFor::Load => {
                let file = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
                show_loaded(&mut files, file, records::load(&path), &mut open_board);
                keep = false;
            }
            BrowseFor::Import => {
                #[cfg(not(target_arch = "wasm32"))]
                {
                    files.import = Some(path);
                }
                keep = false;
            }
        }
    }
    if keep {
        files.browser = Some(browser);
    }
    Ok(())
}

/// The record a save writes: with the analysis in it when that is asked and there is one.
fn record_to_save(current: &Match, analysis: &Analysis, purpose: BrowseFor) -> PdnGame {
    match analysis.of(current).filter(|_| purpose == BrowseFor::SaveAnalysis) {
        Some(analysed) => records::annotated_record(current, analysed),
        None => records::record_of(current),
    }
}

/// A loaded file's one sound game goes on the board; several, or problems, are shown to choose.
fn show_loaded(
    files: &mut Files,
    file: String,
    loaded: records::Loaded,
    open_board: &mut MessageWriter<Open>,
) {
    if loaded.games.len() == 1 && loaded.problems.is_empty() {
        open_board.write(Open::Game(Box::new(records::match_of(&loaded.games[0]))));
    } else {
        files.load_result = Some(LoadResult { file, games: loaded.games, problems: loaded.problems });
    }
}

/// Save and Load in a page: a download, and the browser's file picker.
#[cfg(target_arch = "wasm32")]
mod page {
    use std::path::{Path, PathBuf};

    use bevy::prelude::*;
    use damier_rules::pdn;

    use super::{BrowseFor, Files, record_to_save};
    use crate::base::calendar::today;
    use crate::base::page_files::{self, Chosen, FilePicker};
    use crate::game::analysis::Analysis;
    use crate::game::{Cue, Match};
    use crate::modes::records::{self, LoadProblem, Loaded};

    pub fn begin(
        files: &mut Files,
        purpose: BrowseFor,
        current: Option<&Match>,
        analysis: &Analysis,
        cues: &mut MessageWriter<Cue>,
    ) {
        if purpose == BrowseFor::Load {
            match FilePicker::open() {
                Ok(picker) => files.picker = Some(picker),
                Err(detail) => {
                    let (file, loaded) = read(Err(detail));
                    files.load_result =
                        Some(super::LoadResult { file, games: loaded.games, problems: loaded.problems });
                }
            }
            return;
        }
        let Some(current) = current else { return };
        let name = format!("damier-{}.pdn", today().replace('.', "-"));
        let text = pdn::write(&record_to_save(current, analysis, purpose));
        match page_files::download(&name, &text) {
            Ok(()) => {
                cues.write(Cue::SavedTo(PathBuf::from(name)));
            }
            Err(e) => error!("the game could not be offered as a download: {e}"),
        }
    }

    /// The games of the file chosen in the picker, under its name.
    pub fn read(chosen: Chosen) -> (String, Loaded) {
        match chosen {
            Ok((name, text)) => {
                let loaded = records::read_games(Path::new(&name), &text);
                (name, loaded)
            }
            Err(detail) => {
                let path = PathBuf::from("?");
                (
                    "?".into(),
                    Loaded { games: Vec::new(), problems: vec![LoadProblem::Unreadable { path, detail }] },
                )
            }
        }
    }
}
