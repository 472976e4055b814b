//! Playing a friend: one game hosts (its server inside it), a second joins with the code and
//! address the first shows, and a move made in either appears in the other.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use damier::game::remote::RemoteLink;
use damier::modes::Open;
use damier::modes::online::{OnlineFiles, OnlineGame, OnlineRequest};
use damier_protocol::{ClientMessage, Colour, ColourChoice, OfferKind};
use damier_rules::{Side, Variant};

use super::{busy, click, fresh_dir, logic_app, moves_on_board, open};

/// Runs both games' frames until `done` holds of them, or fails after a while.
fn run_until(host: &mut App, guest: &mut App, what: &str, done: impl Fn(&App, &App) -> bool) {
    let clock = Instant::now();
    while !done(host, guest) {
        assert!(clock.elapsed() < Duration::from_secs(30), "waited too long for {what}");
        host.update();
        guest.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn online(app: &App) -> &OnlineGame {
    app.world().resource::<OnlineGame>()
}

/// A game hosted by Ann as White (its server inside the game, finished games not saved), once
/// it has its code and address; and a second window to join it from.
fn hosted(dir: &std::path::Path, variant: Variant, clock: Option<&str>) -> (App, App) {
    let mut host = logic_app();
    host.insert_resource(OnlineFiles { hosted_games: dir.join("hosted.db"), finished: None });
    let request = OnlineRequest::Host {
        variant,
        clock: clock.map(str::to_owned),
        colour: ColourChoice::White,
        name: "Ann".into(),
        port: 0,
        server: None,
    };
    open(&mut host, Open::Online(Box::new(request)));
    let mut guest = logic_app();
    run_until(&mut host, &mut guest, "the hosted game", |h, _| {
        online(h).code.is_some() && online(h).address.is_some()
    });
    (host, guest)
}

/// Where the hosted game is: its address on loopback, and its code.
fn place(host: &App) -> (String, String) {
    (format!("127.0.0.1:{}", online(host).address.unwrap().port()), online(host).code.clone().unwrap())
}

#[test]
fn a_game_hosted_in_one_window_is_joined_from_another_and_moves_cross() {
    let dir = fresh_dir("online");
    let mut host = logic_app();
    let files = OnlineFiles { hosted_games: dir.join("hosted.db"), finished: Some(dir.join("games")) };
    host.insert_resource(files);
    let request = OnlineRequest::Host {
        variant: Variant::International,
        clock: Some("5+3".into()),
        colour: ColourChoice::White,
        name: "Ann".into(),
        port: 0,
        server: None,
    };
    open(&mut host, Open::Online(Box::new(request)));
    let mut guest = logic_app();
    run_until(&mut host, &mut guest, "the hosted game", |h, _| {
        online(h).code.is_some() && online(h).address.is_some()
    });
    let code = online(&host).code.clone().unwrap();
    let port = online(&host).address.unwrap().port();
    let join = OnlineRequest::Join {
        address: format!("127.0.0.1:{port}"),
        code: code.to_lowercase(),
        name: "Bob".into(),
    };
    open(&mut guest, Open::Online(Box::new(join)));
    run_until(&mut host, &mut guest, "both seated", |h, g| online(h).started && online(g).started);
    assert_eq!((online(&host).colour, online(&guest).colour), (Some(Colour::White), Some(Colour::Black)));
    assert_eq!(online(&guest).players[0].name.as_deref(), Some("Ann"));
    // Each board is turned to its player.
    let faces = |app: &App| app.world().resource::<damier::game::Session>().faces;
    run_until(&mut host, &mut guest, "the boards turned", |h, g| {
        (faces(h), faces(g)) == (Some(Side::White), Some(Side::Black))
    });

    // The guest may not move White's men; the host plays 32-28 with two clicks.
    click(&mut guest, "32");
    click(&mut guest, "28");
    assert_eq!(super::last_cue(&guest), "It is your friend's move");
    assert_eq!(moves_on_board(&guest), 0);
    click(&mut host, "32");
    click(&mut host, "28");
    run_until(&mut host, &mut guest, "the host's move at the guest", |_, g| moves_on_board(g) == 1);
    // The guest answers 19-23; it reaches the host, animated like the computer's.
    run_until(&mut host, &mut guest, "the guest's turn", |_, g| {
        !busy(g) && *g.world().resource::<State<damier::game::Turn>>().get() == damier::game::Turn::Person
    });
    click(&mut guest, "19");
    click(&mut guest, "23");
    run_until(&mut host, &mut guest, "the guest's move at the host", |h, _| moves_on_board(h) == 2);
    let record = |app: &App| app.world().resource::<damier::game::Match>().game.moves().to_vec();
    assert_eq!(record(&host), record(&guest));
    // The clock the server keeps reaches both: White's has run and earned its increment.
    assert!(online(&guest).clock_ms(Colour::White).is_some_and(|ms| ms > 300_000 - 5_000));

    // The host asks to take back 32-28; the guest's game shows the request, and accepting it
    // takes both moves back on both boards.
    host.world().resource::<RemoteLink>().send(ClientMessage::Offer { kind: OfferKind::Takeback });
    run_until(&mut host, &mut guest, "the request at the guest", |_, g| {
        online(g).offer_to_answer() == Some(OfferKind::Takeback)
    });
    guest.world().resource::<RemoteLink>().send(ClientMessage::Accept { kind: OfferKind::Takeback });
    run_until(&mut host, &mut guest, "the moves taken back", |h, g| {
        moves_on_board(h) == 0 && moves_on_board(g) == 0
    });
    assert_eq!(online(&host).offer_to_answer(), None);

    // The host resigns: both boards show the game over, and the host's record is saved.
    host.world().resource::<RemoteLink>().send(ClientMessage::Resign);
    run_until(&mut host, &mut guest, "the end at both", |h, g| {
        online(h).saved.is_some() && online(g).result.is_some()
    });
    assert_eq!(online(&guest).result.as_ref().and_then(|r| r.winner), Some(Colour::Black));
    let saved = std::fs::read_to_string(online(&host).saved.clone().unwrap()).unwrap();
    assert!(
        saved.contains("[White \"Ann\"]") && saved.contains("[Black \"Bob\"]") && saved.contains("0-2"),
        "{saved}"
    );
    assert!(!saved.contains("32-28"), "the moves taken back are not in the record: {saved}");
    run_until(&mut host, &mut guest, "the game over on the board", |_, g| {
        *g.world().resource::<State<damier::game::Turn>>().get() == damier::game::Turn::Over
    });
}

/// Whether a multicast datagram sent on `interface` comes back to this machine, as mDNS needs.
fn multicast_works(interface: std::net::IpAddr) -> bool {
    use std::net::{Ipv4Addr, UdpSocket};
    let std::net::IpAddr::V4(interface) = interface else { return false };
    if interface.is_loopback() {
        return false;
    }
    let group = Ipv4Addr::new(239, 255, 77, 77);
    let probe = || -> std::io::Result<bool> {
        let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))?;
        socket.join_multicast_v4(&group, &interface)?;
        socket.set_multicast_loop_v4(true)?;
        socket.set_read_timeout(Some(Duration::from_secs(1)))?;
        let port = socket.local_addr()?.port();
        socket.send_to(b"damier", (group, port))?;
        let mut buffer = [0u8; 16];
        Ok(socket.recv_from(&mut buffer).is_ok_and(|(n, _)| &buffer[..n] == b"damier"))
    };
    probe().unwrap_or(false)
}

/// A hosted game is announced on the local network, found by the "Play a friend" window's
/// search with its code, variant, host and address, and gone from it when the game ends. (On a
/// network that carries no multicast there is nothing to announce on: the test says so and
/// stops.)
#[test]
fn a_hosted_game_is_found_on_the_local_network() {
    use damier::game::discovery::{Announcement, LanSearch};
    let address = damier::game::remote::lan_address(7788);
    if !multicast_works(address.ip()) {
        eprintln!("this machine's network carries no multicast: nothing to announce on");
        return;
    }
    let announcement = Announcement::start("KDX4PW", "hexdame", "Ann", address).expect("announced");
    let mut search = LanSearch::start().expect("searching");
    // Other tests' games may be announced too: this one is told by its code.
    let ours = |search: &mut LanSearch| search.games().iter().find(|g| g.code == "KDX4PW").cloned();
    let clock = Instant::now();
    while ours(&mut search).is_none() && clock.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(50));
    }
    let found = ours(&mut search).expect("the game is found");
    assert_eq!((found.variant.as_str(), found.host.as_str(), found.address), ("hexdame", "Ann", address));
    drop(announcement);
    let clock = Instant::now();
    while ours(&mut search).is_some() && clock.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(ours(&mut search).is_none(), "the game is withdrawn when it ends");
}

/// The host's game closes (its server with it) mid-game; started again, it finds its seat kept,
/// starts the server again on the same port and database, and both players go on: the guest's
/// game reconnects by itself.
#[test]
fn a_host_that_closed_takes_its_seat_back_and_the_guest_reconnects() {
    use damier::modes::online_seats::KeptSeats;
    let dir = fresh_dir("online-resume");
    let files = OnlineFiles { hosted_games: dir.join("hosted.db"), finished: None };
    let start_host = |request: OnlineRequest| {
        let mut host = logic_app();
        host.insert_resource(files.clone());
        host.insert_resource(KeptSeats::open(dir.join("seats.json")).0);
        open(&mut host, Open::Online(Box::new(request)));
        host
    };
    // A fixed port: the guest reconnects to the address it was given.
    let port = 47_000 + (std::process::id() % 2_000) as u16;
    let request = OnlineRequest::Host {
        variant: Variant::International,
        clock: None,
        colour: ColourChoice::White,
        name: "Ann".into(),
        port,
        server: None,
    };
    let mut host = start_host(request);
    let mut guest = logic_app();
    run_until(&mut host, &mut guest, "the hosted game", |h, _| online(h).code.is_some());
    let code = online(&host).code.clone().unwrap();
    let join =
        OnlineRequest::Join { address: format!("127.0.0.1:{port}"), code: code.clone(), name: "Bob".into() };
    open(&mut guest, Open::Online(Box::new(join)));
    run_until(&mut host, &mut guest, "both seated", |h, g| online(h).started && online(g).started);
    click(&mut host, "32");
    click(&mut host, "28");
    run_until(&mut host, &mut guest, "the move at the guest", |_, g| moves_on_board(g) == 1);

    drop(host);
    let kept = KeptSeats::open(dir.join("seats.json")).0;
    assert_eq!(kept.seats.len(), 1, "the host's seat was kept");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(dir.join("seats.json")).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "the seats' tokens are the player's alone");
    }
    let mut host = start_host(OnlineRequest::Resume(kept.seats[0].clone()));
    run_until(&mut host, &mut guest, "the seat taken back", |h, g| {
        moves_on_board(h) == 1
            && online(h).code.as_deref() == Some(code.as_str())
            && online(g).players[0].connected
    });
    assert_eq!(online(&host).colour, Some(Colour::White));
    run_until(&mut host, &mut guest, "the guest's turn", |_, g| {
        !busy(g) && *g.world().resource::<State<damier::game::Turn>>().get() == damier::game::Turn::Person
    });
    click(&mut guest, "19");
    click(&mut guest, "23");
    run_until(&mut host, &mut guest, "the guest's move at the host", |h, _| moves_on_board(h) == 2);
}

/// A join with a code no game has is refused once, said in the server's words, and the link
/// stops: no answering the refusal, no reconnecting, no "slow down" in its place.
#[test]
fn a_wrong_code_is_refused_once_and_said() {
    let (mut host, mut guest) = hosted(&fresh_dir("online-wrong-code"), Variant::International, None);
    let join = OnlineRequest::Join { address: place(&host).0, code: "AAAAAA".into(), name: "Bob".into() };
    open(&mut guest, Open::Online(Box::new(join)));
    run_until(&mut host, &mut guest, "the refusal", |_, g| {
        matches!(online(g).connection, damier::game::remote::Connection::Failed(_))
    });
    // A while longer: nothing more is sent, so nothing more is refused.
    let quiet = Instant::now();
    while quiet.elapsed() < Duration::from_secs(2) {
        host.update();
        guest.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let damier::game::remote::Connection::Failed(why) = &online(&guest).connection else {
        panic!("the link started again: {:?}", online(&guest).connection)
    };
    assert!(why.contains("no game has the code"), "{why}");
    assert_eq!(online(&guest).refusal.as_deref(), Some(why.as_str()), "the refusal is the server's reason");
}

/// A game joined without a name (from a link) plays under the name last given in Play a
/// friend.
#[test]
fn a_game_joined_without_a_name_plays_under_the_one_last_given() {
    let (mut host, mut guest) = hosted(&fresh_dir("online-name"), Variant::English, None);
    guest.world_mut().resource_mut::<damier::base::settings::Settings>().online_name = "Bea".into();
    let (address, code) = place(&host);
    let join = OnlineRequest::Join { address, code, name: String::new() };
    open(&mut guest, Open::Online(Box::new(join)));
    run_until(&mut host, &mut guest, "both seated", |h, g| online(h).started && online(g).started);
    run_until(&mut host, &mut guest, "the guest's name at the host", |h, _| {
        online(h).players[1].name.as_deref() == Some("Bea")
    });
}

/// A third window watches with the code and address: the board follows the game, a click on it
/// moves nothing, and the players are told someone watches.
#[test]
fn a_game_is_watched_from_a_third_window() {
    let (mut host, mut guest) = hosted(&fresh_dir("online-watch"), Variant::International, Some("5+3"));
    let (address, code) = place(&host);
    let join = OnlineRequest::Join { address: address.clone(), code: code.clone(), name: "Bob".into() };
    open(&mut guest, Open::Online(Box::new(join)));
    run_until(&mut host, &mut guest, "both seated", |h, g| online(h).started && online(g).started);
    let mut watcher = logic_app();
    open(&mut watcher, Open::Online(Box::new(OnlineRequest::Watch { address, code })));
    run_until(&mut host, &mut watcher, "the watcher counted", |h, w| {
        online(h).watchers == 1 && online(w).started && online(w).watching
    });
    assert_eq!(online(&watcher).colour, None);
    assert_eq!(online(&watcher).players[1].name.as_deref(), Some("Bob"));
    click(&mut host, "32");
    click(&mut host, "28");
    run_until(&mut host, &mut watcher, "the host's move on the watcher's board", |_, w| {
        moves_on_board(w) == 1
    });
    run_until(&mut host, &mut watcher, "the move shown", |_, w| !busy(w));
    click(&mut watcher, "19");
    click(&mut watcher, "23");
    assert_eq!(super::last_cue(&watcher), "You are watching this game: the players move");
    assert_eq!(moves_on_board(&watcher), 1);
    assert!(online(&watcher).clock_ms(Colour::White).is_some(), "both clocks reach the watcher");
}
