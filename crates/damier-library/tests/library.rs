//! The library's store from data: games kept, listed, filtered, deleted and brought back,
//! imported with their failures listed, counted for statistics and the explorer, and a damaged
//! or newer store handled.

use std::path::{Path, PathBuf};

use damier_library::{
    Filter, ImportFailure, Kind, Library, LibraryError, NewGame, Opponent, Outcome, Record,
};
use damier_rules::pdn;
use damier_rules::{Position, RuleOptions, Rules, Side, Variant, notation};

fn fresh(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("damier-library-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("library.db")
}

/// A game of Damier's own, as the game saves it: the levels in their tags.
fn own_game(white_level: &str, black_level: &str, moves: &str, result: &str) -> String {
    format!(
        "[Event \"Casual game\"]\n[Date \"2026.12.04\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"{result}\"]\n\
         [WhiteLevel \"{white_level}\"]\n[BlackLevel \"{black_level}\"]\n\n{moves} {result}\n\n"
    )
}

fn read_one(text: &str) -> NewGame {
    let record = pdn::read(text).remove(0).record.unwrap();
    NewGame { kind: Kind::of_record(&record), record }
}

fn opened(path: &Path) -> Library {
    let opened = Library::open(path).unwrap();
    assert_eq!(opened.set_aside, None);
    opened.library
}

#[test]
fn games_are_kept_listed_newest_first_and_filtered() {
    let path = fresh("list");
    let mut library = opened(&path);
    let games = [
        own_game("human", "casual", "1. 32-28 18-23", "2-0"),
        own_game("club", "human", "1. 32-28 19-23", "2-0"),
        own_game("human", "club", "1. 33-28 18-23", "1-1"),
        own_game("human", "human", "1. 32-28 18-23", "0-2"),
    ];
    let ids: Vec<_> = games.iter().map(|g| library.add(&read_one(g)).unwrap()).collect();
    let all = library.list(&Filter::default()).unwrap();
    assert_eq!(all.iter().map(|g| g.id).collect::<Vec<_>>(), ids.iter().rev().copied().collect::<Vec<_>>());
    assert_eq!(all[3].kind, Kind::Computer { side: Side::White, level: "casual".into() });
    assert_eq!((all[3].outcome, all[3].result.as_str()), (Outcome::Win, "2-0"));
    assert_eq!(all[2].outcome, Outcome::Loss, "White won against the player, who had Black");
    let club = Filter { opponent: Some(Opponent::Level("Club".into())), ..Filter::default() };
    assert_eq!(library.count(&club).unwrap(), 2);
    let club_losses = Filter { outcome: Some(Outcome::Loss), ..club.clone() };
    assert_eq!(library.list(&club_losses).unwrap().iter().map(|g| g.id).collect::<Vec<_>>(), [ids[1]]);
    let hot_seat = Filter { opponent: Some(Opponent::HotSeat), ..Filter::default() };
    assert_eq!(library.count(&hot_seat).unwrap(), 1);
    let english = Filter { variant: Some(Variant::English), ..Filter::default() };
    assert_eq!(library.count(&english).unwrap(), 0);
    let named = Filter { name: Some("cas".into()), ..Filter::default() };
    assert_eq!(library.count(&named).unwrap(), 1, "the opponent's name is searched");
    let wild = Filter { name: Some("%".into()), ..Filter::default() };
    assert_eq!(library.count(&wild).unwrap(), 0, "a % is a letter, not a wildcard");
    let page = Filter { limit: Some(2), offset: 1, ..Filter::default() };
    assert_eq!(library.list(&page).unwrap().iter().map(|g| g.id).collect::<Vec<_>>(), [ids[2], ids[1]]);
    let later = Filter { from_date: Some("2026.12.05".into()), ..Filter::default() };
    assert_eq!(library.count(&later).unwrap(), 0);
}

#[test]
fn a_deleted_game_is_hidden_until_brought_back_and_survives_a_reopen() {
    let path = fresh("delete");
    let mut library = opened(&path);
    let id = library.add(&read_one(&own_game("human", "expert", "1. 32-28 18-23 2. 37-32", "0-2"))).unwrap();
    assert!(library.delete(id).unwrap());
    assert!(!library.delete(id).unwrap(), "deleted already");
    assert_eq!(library.count(&Filter::default()).unwrap(), 0);
    assert_eq!(library.count(&Filter { deleted: true, ..Filter::default() }).unwrap(), 1);
    drop(library);
    let mut library = opened(&path);
    assert!(library.restore(id).unwrap());
    assert!(!library.restore(id).unwrap());
    let record = library.record(id).unwrap().unwrap();
    assert_eq!(record.game.moves().len(), 3);
    assert_eq!(record.result, pdn::PdnResult::Win(Side::Black));
    assert!(library.record(id + 100).unwrap().is_none());
    let exported = library.export(&Filter::default()).unwrap();
    assert_eq!(pdn::read(&exported).len(), 1);
}

#[test]
fn an_import_keeps_every_game_that_reads_and_lists_the_others() {
    let path = fresh("import");
    let mut library = opened(&path);
    let text = format!(
        "{}[Event \"broken\"]\n[Result \"*\"]\n\n1. 32-28 18-23 2. 99-98 *\n\n{}",
        own_game("human", "beginner", "1. 31-27", "2-0"),
        "[Event \"someone's\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-1\"]\n\n1. 33-29 *\n\n"
    );
    let mut calls = Vec::new();
    let report = library.import(&text, |done, total| calls.push((done, total))).unwrap();
    assert_eq!(report.imported, 2);
    assert_eq!(report.failed.len(), 1);
    let ImportFailure { game, line, reason } = &report.failed[0];
    assert_eq!((*game, *line), (2, 14), "the broken game's move line");
    assert!(reason.contains("99-98"), "{reason}");
    assert_eq!(calls, [(0, 2), (2, 2)]);
    let imported = Filter { opponent: Some(Opponent::Imported), ..Filter::default() };
    assert_eq!(library.list(&imported).unwrap()[0].white, "A");
}

#[test]
fn the_statistics_count_the_players_games_from_the_players_side() {
    let path = fresh("stats");
    let mut library = opened(&path);
    for game in [
        own_game("human", "club", "1. 32-28", "2-0"),
        own_game("human", "club", "1. 32-28", "2-0"),
        own_game("expert", "human", "1. 32-28", "0-2"),
        own_game("human", "club", "1. 32-28", "0-2"),
        own_game("human", "human", "1. 32-28", "1-1"),
        own_game("casual", "club", "1. 32-28", "1-1"),
    ] {
        library.add(&read_one(&game)).unwrap();
    }
    let stats = library.stats().unwrap();
    assert_eq!(stats.variants.len(), 1);
    let international = &stats.variants[0];
    assert_eq!(international.variant, "international");
    assert_eq!(international.player, Record { games: 4, wins: 3, draws: 0, losses: 1 });
    assert_eq!(international.all, Record { games: 6, wins: 2, draws: 2, losses: 2 }, "from White's side");
    let club = international.opponents.iter().find(|(_, name, _)| name == "club").unwrap();
    assert_eq!(club.2, Record { games: 3, wins: 2, draws: 0, losses: 1 });
    assert_eq!((international.hot_seat, international.engines), (1, 1));
    assert_eq!(international.last, [Outcome::Loss, Outcome::Win, Outcome::Win, Outcome::Win]);
    assert_eq!(international.longest_winning_run, 3);
}

#[test]
fn the_explorer_counts_the_moves_played_from_a_position_for_the_side_to_move() {
    let path = fresh("explore");
    let mut library = opened(&path);
    for game in [
        own_game("human", "club", "1. 32-28 18-23", "2-0"),
        own_game("human", "club", "1. 32-28 19-23", "0-2"),
        own_game("human", "club", "1. 32-28 18-23", "1-1"),
        own_game("human", "club", "1. 33-28 18-23", "2-0"),
    ] {
        library.add(&read_one(&game)).unwrap();
    }
    let rules = Rules::get(Variant::International, RuleOptions::default());
    let start = Position::start(rules);
    let moves = library.explore(rules, &start).unwrap();
    let summary: Vec<_> = moves.iter().map(|m| (m.mv.as_str(), m.games, m.wins, m.draws, m.losses)).collect();
    assert_eq!(summary, [("32-28", 3, 1, 1, 1), ("33-28", 1, 1, 0, 0)]);
    let after = start.after(&notation::parse(&start, "32-28").unwrap());
    let replies = library.explore(rules, &after).unwrap();
    let summary: Vec<_> =
        replies.iter().map(|m| (m.mv.as_str(), m.games, m.wins, m.draws, m.losses)).collect();
    assert_eq!(summary, [("18-23", 2, 0, 1, 1), ("19-23", 1, 1, 0, 0)], "Black's view");
    let first = library.list(&Filter::default()).unwrap().last().unwrap().id;
    library.delete(first).unwrap();
    assert_eq!(library.explore(rules, &start).unwrap()[0].games, 2, "a deleted game is not counted");
}

#[test]
fn a_damaged_store_is_set_aside_and_a_newer_one_left_alone() {
    let path = fresh("damaged");
    std::fs::write(&path, b"this is not a database, but it was someone's").unwrap();
    let opened = Library::open(&path).unwrap();
    let aside = opened.set_aside.clone().expect("set aside");
    assert_eq!(std::fs::read(&aside).unwrap(), b"this is not a database, but it was someone's");
    assert_eq!(opened.library.count(&Filter::default()).unwrap(), 0);
    drop(opened);

    let newer = fresh("newer");
    let db = rusqlite::Connection::open(&newer).unwrap();
    db.pragma_update(None, "user_version", 99).unwrap();
    drop(db);
    match Library::open(&newer) {
        Err(LibraryError::Newer { version: 99, .. }) => {}
        other => panic!("{:?}", other.map(|_| ())),
    }
    assert!(newer.exists());
}
