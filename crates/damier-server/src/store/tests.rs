//! The store against a real database: what is stored comes back, and what is refused leaves
//! nothing behind.

use super::*;

/// A database path in a fresh folder of its own, and the folder (removed at the end).
fn fresh_path(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.db");
    let _ = std::fs::remove_file(&path);
    (dir, path)
}

fn new_game(code: &str) -> NewGame {
    NewGame {
        code: code.into(),
        variant: "international".into(),
        control: Some("300+5".into()),
        host: Colour::Black,
        token: [7; 32],
        name: "Ada".into(),
        created_ms: 1,
    }
}

#[tokio::test]
async fn a_game_and_its_moves_come_back_after_reopening() {
    let (dir, path) = fresh_path("damier-store");
    {
        let store = Store::open(&path).unwrap();
        let id = store.apply(Change::Create(new_game("ACDEFG"))).await.unwrap();
        assert_eq!(store.apply(Change::Create(new_game("ACDEFG"))).await, Err(StoreError::CodeTaken));
        let seat =
            Change::Seat { game: id, colour: Colour::White, token: [9; 32], name: "Bo".into(), at_ms: 5 };
        store.apply(seat).await.unwrap();
        for ply in 0..3 {
            let mv = StoredMove { ply, text: format!("m{ply}"), white_ms: 10, black_ms: 20, at_ms: 6 };
            store.apply(Change::Move { game: id, mv, ends: None }).await.unwrap();
        }
        // The same move sent again is harmless; another at a ply taken is refused.
        let again = StoredMove { ply: 2, text: "m2".into(), white_ms: 0, black_ms: 0, at_ms: 0 };
        assert_eq!(store.apply(Change::Move { game: id, mv: again, ends: None }).await, Ok(0));
        let other = StoredMove { ply: 2, text: "other".into(), white_ms: 0, black_ms: 0, at_ms: 0 };
        assert!(store.apply(Change::Move { game: id, mv: other, ends: None }).await.is_err());
        store.apply(Change::TakeBack { game: id, moves: 2 }).await.unwrap();
        let result = ResultView { winner: None, reason: EndReason::Agreement };
        let finish = Change::Finish { game: id, result, at_ms: 9 };
        store.apply(finish).await.unwrap();
    }
    let store = Store::open(&path).unwrap();
    let game = store.load("ACDEFG").await.unwrap().unwrap();
    assert_eq!(game.black.as_ref().map(|s| s.name.as_str()), Some("Ada"));
    assert_eq!(game.white.as_ref().map(|s| s.token), Some([9; 32]));
    assert_eq!(game.started_ms, Some(5));
    assert_eq!(game.moves.iter().map(|m| m.text.as_str()).collect::<Vec<_>>(), ["m0", "m1"]);
    assert_eq!(game.result, Some((None, EndReason::Agreement)));
    assert!(store.load("XXXXXX").await.unwrap().is_none());
    assert_eq!(game.moves[1].white_ms, 10, "the resend did not overwrite the move");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_damaged_seat_token_is_an_error_not_a_free_seat() {
    let (dir, path) = fresh_path("damier-store-token");
    let store = Store::open(&path).unwrap();
    store.apply(Change::Create(new_game("ACDEFK"))).await.unwrap();
    let raw = Connection::open(&path).unwrap();
    raw.execute("UPDATE games SET black_token = x'0102' WHERE code = 'ACDEFK'", []).unwrap();
    let error = store.load("ACDEFK").await.unwrap_err();
    assert!(error.to_string().contains("black's seat token is damaged"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_move_that_ends_the_game_is_stored_with_its_result_or_not_at_all() {
    let (dir, path) = fresh_path("damier-store-end");
    let store = Store::open(&path).unwrap();
    let id = store.apply(Change::Create(new_game("ACDEFH"))).await.unwrap();
    let won = ResultView { winner: Some(Colour::White), reason: EndReason::NoLegalMove };
    let mv = |text: &str| StoredMove { ply: 0, text: text.into(), white_ms: 0, black_ms: 0, at_ms: 3 };
    store.apply(Change::Move { game: id, mv: mv("m0"), ends: Some(won.clone()) }).await.unwrap();
    let game = store.load("ACDEFH").await.unwrap().unwrap();
    assert_eq!((game.moves.len(), game.result), (1, Some((Some(Colour::White), EndReason::NoLegalMove))));
    // A move that cannot be stored (its ply taken by another) leaves no result behind either.
    let other = store.apply(Change::Create(new_game("ACDEFJ"))).await.unwrap();
    store.apply(Change::Move { game: other, mv: mv("m0"), ends: None }).await.unwrap();
    assert!(store.apply(Change::Move { game: other, mv: mv("x0"), ends: Some(won) }).await.is_err());
    assert_eq!(store.load("ACDEFJ").await.unwrap().unwrap().result, None);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_rematch_is_stored_started_with_both_seats_and_named_by_the_game_before_it() {
    let (dir, path) = fresh_path("damier-store-rematch");
    let store = Store::open(&path).unwrap();
    let first = store.apply(Change::Create(new_game("ACDEFL"))).await.unwrap();
    let mut next = new_game("ACDEFM");
    next.host = Colour::White;
    let other = StoredSeat { token: [3; 32], name: "Bo".into() };
    let rematch = Change::Rematch { of: first, game: next.clone(), other: other.clone() };
    store.apply(rematch.clone()).await.unwrap();
    // A code drawn twice is refused whole: the old game still names the rematch made first.
    let again = Change::Rematch { of: first, game: next, other };
    assert_eq!(store.apply(again).await, Err(StoreError::CodeTaken));
    assert_eq!(store.load("ACDEFL").await.unwrap().unwrap().rematch.as_deref(), Some("ACDEFM"));
    let game = store.load("ACDEFM").await.unwrap().unwrap();
    assert_eq!(game.white.map(|s| (s.token, s.name)), Some(([7; 32], "Ada".to_owned())));
    assert_eq!(game.black.map(|s| (s.token, s.name)), Some(([3; 32], "Bo".to_owned())));
    assert_eq!((game.started_ms, game.rematch), (Some(1), None));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_database_of_the_first_schema_is_brought_up_to_date_with_its_games() {
    let (dir, path) = fresh_path("damier-store-schema-1");
    let raw = Connection::open(&path).unwrap();
    raw.execute_batch(
        "CREATE TABLE games (
            id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, variant TEXT NOT NULL, control TEXT,
            white_token BLOB, white_name TEXT, black_token BLOB, black_name TEXT,
            created_ms INTEGER NOT NULL, started_ms INTEGER, winner TEXT, reason TEXT, ended_ms INTEGER
        );
        CREATE TABLE moves (
            game INTEGER NOT NULL REFERENCES games(id), ply INTEGER NOT NULL, text TEXT NOT NULL,
            white_ms INTEGER NOT NULL, black_ms INTEGER NOT NULL, at_ms INTEGER NOT NULL,
            PRIMARY KEY (game, ply)
        ) WITHOUT ROWID;
        INSERT INTO games (code, variant, created_ms) VALUES ('ACDEFN', 'english', 1);
        PRAGMA user_version = 1;",
    )
    .unwrap();
    drop(raw);
    let store = Store::open(&path).unwrap();
    let old = store.load("ACDEFN").await.unwrap().unwrap();
    assert_eq!((old.variant.as_str(), old.rematch), ("english", None));
    let other = StoredSeat { token: [3; 32], name: "Bo".into() };
    store.apply(Change::Rematch { of: old.id, game: new_game("ACDEFP"), other }).await.unwrap();
    assert_eq!(store.load("ACDEFN").await.unwrap().unwrap().rematch.as_deref(), Some("ACDEFP"));
    drop(store);
    let version: i64 =
        Connection::open(&path).unwrap().pragma_query_value(None, "user_version", |r| r.get(0)).unwrap();
    assert_eq!(version, 2);
    std::fs::remove_dir_all(&dir).unwrap();
}
