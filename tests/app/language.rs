//! The languages: every message in each, the demos' captions translated, and a switch in the
//! settings reaching what the game says.

use bevy::prelude::*;
use damier::base::locale::{Language, Locale};
use damier::base::settings::Settings;
use damier::modes::demos::DemoLibrary;
use damier_rules::Variant;

use crate::{click, cues, demo_app, game_app};

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    assert_eq!(damier::base::locale::catalog_problems(), Vec::<String>::new());
    for (tag, language) in
        [("fr-BE", Language::French), ("de_DE.UTF-8", Language::German), ("nl", Language::Dutch)]
    {
        assert_eq!(Language::of_tag(tag), Some(language));
    }
    assert_eq!(Language::of_tag("es-ES"), None);
}

#[test]
fn every_demo_caption_is_translated() {
    let app = demo_app();
    let library = app.world().resource::<DemoLibrary>();
    let mut locale = Locale::new(Language::English);
    for language in &Language::ALL[1..] {
        locale.set_language(*language);
        for demo in &library.demos {
            let english = Locale::new(Language::English);
            assert_ne!(demo.title(&locale), demo.title(&english), "{} title in {language:?}", demo.file);
            for ply in 0..=demo.record.game.moves().len() {
                let (theirs, ours) = (demo.caption(&locale, ply), demo.caption(&english, ply));
                assert_eq!(theirs.is_empty(), ours.is_empty(), "{} ply {ply} in {language:?}", demo.file);
                assert!(
                    ours.is_empty() || theirs != ours,
                    "{} ply {ply} untranslated in {language:?}",
                    demo.file
                );
            }
        }
    }
}

#[test]
fn switching_the_language_in_the_settings_switches_what_the_game_says() {
    let start = damier_rules::fen::write(&damier_rules::Position::start(Variant::International.rules()));
    let mut app = game_app(Variant::International, &start);
    click(&mut app, "25"); // an empty square, nothing selected
    assert_eq!(cues(&app).last().map(String::as_str), Some("Choose one of your pieces first"));

    app.world_mut().resource_mut::<Settings>().language = Some(Language::French);
    app.update();
    assert_eq!(app.world().resource::<Locale>().language(), Language::French);
    click(&mut app, "25");
    let french = Locale::new(Language::French).t("cue-choose-piece");
    assert_ne!(french, "Choose one of your pieces first");
    assert_eq!(cues(&app).last(), Some(&french));
    let loc = app.world().resource::<Locale>();
    let rules = Variant::International.rules();
    let outcome =
        damier_rules::Outcome { winner: Some(damier_rules::Side::White), reason: damier_rules::Reason::Time };
    assert_eq!(loc.outcome(rules, &outcome), Locale::new(Language::French).outcome(rules, &outcome));
    assert!(!loc.outcome(rules, &outcome).contains("wins"), "{}", loc.outcome(rules, &outcome));

    // Back to the system's language (English in the tests) when the choice is cleared.
    app.world_mut().resource_mut::<Settings>().language = None;
    app.update();
    click(&mut app, "25");
    assert_eq!(cues(&app).last().map(String::as_str), Some("Choose one of your pieces first"));
}
