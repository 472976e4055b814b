//! The player's language. Every text a player reads comes from the Fluent files in
//! `assets/locales/<code>/` (built into the binary): `damier.ftl` for the game, `demos.ftl` for
//! the demos' captions, `lessons/<variant>.ftl` for the rules courses. English is complete and the fallback for any message another language
//! lacks; move notation is never translated.

mod check;
mod errors;
mod refusals;
mod words;

pub use refusals::RefusedMove;

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

pub use check::catalog_problems;

/// One language's message files, built in: the game's, the demos' captions (file 1), and the
/// five courses' lessons.
macro_rules! sources {
    ($code:literal) => {
        [
            include_str!(concat!("../../../assets/locales/", $code, "/damier.ftl")),
            include_str!(concat!("../../../assets/locales/", $code, "/demos.ftl")),
            include_str!(concat!("../../../assets/locales/", $code, "/lessons/hexdame.ftl")),
            include_str!(concat!("../../../assets/locales/", $code, "/lessons/international.ftl")),
            include_str!(concat!("../../../assets/locales/", $code, "/lessons/brazilian.ftl")),
            include_str!(concat!("../../../assets/locales/", $code, "/lessons/frisian.ftl")),
            include_str!(concat!("../../../assets/locales/", $code, "/lessons/english.ftl")),
        ]
    };
}

/// English unless the app has put in the system's language (the headless tests always read
/// English).
pub(crate) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Locale>() {
        app.insert_resource(Locale::new(Language::English));
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    English,
    French,
    Dutch,
    German,
}

impl Language {
    pub const ALL: [Language; 4] = [Language::English, Language::French, Language::Dutch, Language::German];

    /// The ISO 639-1 code (`--lang`, the locale folder).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::Dutch => "nl",
            Language::German => "de",
        }
    }

    /// The language's name in itself, as a language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::Dutch => "Nederlands",
            Language::German => "Deutsch",
        }
    }

    /// The language of a locale tag such as `fr-BE`, `de_DE.UTF-8` or `nl`.
    pub fn of_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The system's language if Damier speaks it, else English.
    pub fn system() -> Language {
        sys_locale::get_locales().find_map(|tag| Language::of_tag(&tag)).unwrap_or(Language::English)
    }

    /// The game's messages, the demos' captions, and the courses' lessons.
    fn sources(self) -> [&'static str; 7] {
        match self {
            Language::English => sources!("en"),
            Language::French => sources!("fr"),
            Language::Dutch => sources!("nl"),
            Language::German => sources!("de"),
        }
    }
}

/// The messages of one language.
struct Catalog {
    bundle: FluentBundle<FluentResource>,
}

impl Catalog {
    fn load(language: Language) -> Catalog {
        let id = language.code().parse().expect("a valid language code");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Unicode isolation marks would show as boxes in egui's fonts.
        bundle.set_use_isolating(false);
        for source in language.sources() {
            // The files are built in and checked by the tests; a broken entry is skipped (and
            // falls back to English) rather than stopping the game.
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, errors)| {
                warn!("{}: {} syntax errors in the locale files", language.code(), errors.len());
                partial
            });
            if let Err(errors) = bundle.add_resource(resource) {
                warn!("{}: {errors:?}", language.code());
            }
        }
        Catalog { bundle }
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

/// The language in use and every language's messages.
#[derive(Resource)]
pub struct Locale {
    language: Language,
    /// The language used while the settings name none.
    system: Language,
    catalogs: Vec<(Language, Catalog)>,
}

impl Locale {
    /// Every language loaded, `system` in use until the settings name another.
    pub fn new(system: Language) -> Locale {
        let catalogs = Language::ALL.into_iter().map(|l| (l, Catalog::load(l))).collect();
        Locale { language: system, system, catalogs }
    }

    pub fn system(&self) -> Language {
        self.system
    }

    pub fn language(&self) -> Language {
        self.language
    }

    pub fn set_language(&mut self, language: Language) {
        self.language = language;
    }

    fn catalog(&self, language: Language) -> &Catalog {
        &self.catalogs.iter().find(|(l, _)| *l == language).expect("every language is loaded").1
    }

    /// A message with no arguments.
    pub fn t(&self, id: &str) -> String {
        self.tf(id, &[])
    }

    /// A message with named arguments (`{ $name }` in the Fluent files).
    pub fn tf(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let args = (!args.is_empty()).then_some(&fluent_args);
        self.catalog(self.language)
            .format(id, args)
            .or_else(|| self.catalog(Language::English).format(id, args))
            .unwrap_or_else(|| {
                warn!("no message `{id}`");
                id.to_string()
            })
    }

    /// A message only if the language in use has it (the demos' captions fall back to the
    /// English text of their PDN file).
    pub fn t_if_any(&self, id: &str) -> Option<String> {
        self.catalog(self.language).has(id).then(|| self.t(id))
    }
}
