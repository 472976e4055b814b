//! A game against a friend on another computer: the server referees, this mode follows it. A
//! person's move is played on the board at once and sent; the opponent's moves arrive from the
//! server and are animated like the computer's; the record is rebuilt from the server's whenever
//! they differ (a reconnection, a takeback). A finished game is saved to the games folder.

use bevy::platform::time::Instant;
use bevy::prelude::*;
use damier_protocol::{
    ClientMessage, Colour, ColourChoice, GameView, OfferKind, PendingOffer, Reaction, ResultView,
    ServerMessage,
};
use damier_rules::{Variant, notation};

use crate::base::locale::Locale;
use crate::base::settings::Settings;
use crate::base::state::Mode;
use crate::game::discovery::Announcement;
use crate::game::remote::{Connection, LinkEvent, Opening, RemoteLink, lan_address};
use crate::game::{Cue, GameCommand, GameSystems, Match, MoveChosen, MoveProposed, Session};
use crate::modes::online_record::{finished, match_of_view, save};
use crate::modes::online_seats::{KeptSeat, KeptSeats, SeatPlace};
pub use crate::modes::online_state::OnlineGame;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Mode::Online), enter).add_systems(OnExit(Mode::Online), leave).add_systems(
        Update,
        (follow_the_server, referee)
            .chain()
            .in_set(GameSystems::Referee)
            .run_if(in_state(Mode::Online))
            .run_if(resource_exists::<OnlineGame>),
    );
}

/// What the player asked for: host a game (on the server inside this game, listening on
/// `port`, or on the server at `server`), or join one.
#[derive(Debug, Clone)]
pub enum OnlineRequest {
    Host {
        variant: Variant,
        clock: Option<String>,
        colour: ColourChoice,
        name: String,
        port: u16,
        server: Option<String>,
    },
    Join {
        address: String,
        code: String,
        name: String,
    },
    /// Takes back a seat kept from an earlier run (a hosted game's server starts again).
    Resume(KeptSeat),
    /// Follows a game without a seat: the board shows it as it is played.
    Watch {
        address: String,
        code: String,
    },
}

#[derive(Resource)]
pub(super) struct PendingOnline(pub OnlineRequest);

/// Where online play keeps its files: the database of the games this player hosts, and the
/// folder finished games are saved to (none: not saved). Without it (a test that does not ask),
/// hosted games go to a temporary file.
#[derive(Resource, Clone)]
pub struct OnlineFiles {
    pub hosted_games: std::path::PathBuf,
    pub finished: Option<std::path::PathBuf>,
}

fn enter(
    mut commands: Commands,
    request: Option<Res<PendingOnline>>,
    files: Option<Res<OnlineFiles>>,
    settings: Res<Settings>,
    loc: Res<Locale>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let Some(request) = request else { return };
    commands.remove_resource::<PendingOnline>();
    // No name given (a game joined from a link, the command line without --name): the one the
    // player last gave, or the language's word for a player.
    let named = |name: String| match name.trim() {
        "" if !settings.online_name.trim().is_empty() => settings.online_name.trim().to_owned(),
        "" => loc.t("online-player"),
        given => given.to_owned(),
    };
    let url =
        |address: &str| if address.contains("://") { address.to_owned() } else { format!("ws://{address}") };
    let temporary = || std::env::temp_dir().join(format!("damier-hosted-{}.db", std::process::id()));
    let db = files.as_ref().map_or_else(temporary, |f| f.hosted_games.clone());
    let (opening, variant, hosting, place) = match request.0.clone() {
        OnlineRequest::Host { variant, clock, colour, name, port, server } => {
            let first =
                ClientMessage::Create { variant: variant.id().into(), clock, colour, name: named(name) };
            match server {
                Some(address) => {
                    let opening = Opening::Remote { url: url(&address), first };
                    (opening, variant, true, Some(SeatPlace::Remote { address }))
                }
                None => (Opening::Host { db, port, first }, variant, true, None),
            }
        }
        OnlineRequest::Join { address, code, name } => {
            let first = ClientMessage::Join { code, name: named(name) };
            let opening = Opening::Remote { url: url(&address), first };
            (opening, Variant::International, false, Some(SeatPlace::Remote { address }))
        }
        OnlineRequest::Watch { address, code } => {
            let opening = Opening::Remote { url: url(&address), first: ClientMessage::Watch { code } };
            (opening, Variant::International, false, Some(SeatPlace::Remote { address }))
        }
        OnlineRequest::Resume(seat) => {
            let first = ClientMessage::Resume { code: seat.code.clone(), token: seat.token.clone() };
            let variant = seat.variant.parse().unwrap_or(Variant::International);
            match seat.place {
                SeatPlace::Hosted { port } => (Opening::Host { db, port, first }, variant, true, None),
                SeatPlace::Remote { address } => {
                    let opening = Opening::Remote { url: url(&address), first };
                    (opening, variant, false, Some(SeatPlace::Remote { address }))
                }
            }
        }
    };
    commands.insert_resource(RemoteLink::open(opening));
    let mut online = OnlineGame::new(hosting);
    online.watching = matches!(request.0, OnlineRequest::Watch { .. });
    online.save_to = files.and_then(|f| f.finished.clone());
    online.place = place;
    commands.insert_resource(online);
    let start = damier_rules::Position::start(variant.rules());
    game_commands.write(GameCommand::Begin(Box::new(Match::new(start)), Session::default()));
}

fn leave(mut commands: Commands) {
    commands.remove_resource::<Announcement>();
    commands.remove_resource::<RemoteLink>();
    commands.remove_resource::<OnlineGame>();
}

/// Applies what the server says: the game's state, the opponent's moves, offers, the end.
fn follow_the_server(
    mut commands: Commands,
    link: Res<RemoteLink>,
    mut online: ResMut<OnlineGame>,
    current: Res<Match>,
    session: Res<Session>,
    mut kept: Option<ResMut<KeptSeats>>,
    mut chosen: MessageWriter<MoveChosen>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let mut moves_on_board = current.game.moves().len();
    for event in link.events() {
        match event {
            LinkEvent::Hosting(address) => {
                online.address = Some(lan_address(address.port()));
                online.place = Some(SeatPlace::Hosted { port: address.port() });
            }
            LinkEvent::Connection(connection) => {
                if let Connection::Reconnecting { next_in, .. } = connection {
                    online.retry_at = Some(Instant::now() + next_in);
                }
                // A fresh connection is sent the whole game with its seat.
                if connection == Connection::Connected {
                    online.resyncing = false;
                }
                online.connection = connection;
            }
            LinkEvent::Message(message) => match *message {
                ServerMessage::Seated { code, token, colour, game, page } => {
                    if let (true, Some(SeatPlace::Remote { address })) = (page, &online.place) {
                        online.page_link = Some(damier_protocol::join_link(address, &code));
                    }
                    if let (Some(kept), Some(place), None) =
                        (kept.as_deref_mut(), &online.place, &game.result)
                    {
                        let opponent = if colour == Colour::White { &game.black } else { &game.white };
                        kept.keep(KeptSeat {
                            place: place.clone(),
                            code: code.clone(),
                            token,
                            variant: game.variant.clone(),
                            colour,
                            opponent: opponent.name.clone(),
                        });
                    }
                    if online.hosting && online.code.is_none() {
                        let at = online.address.map_or_else(String::new, |a| format!(" at {a}"));
                        info!("hosting the game {code}{at}: give your friend the code and the address");
                        // A game hosted here is announced on the local network.
                        let name = game
                            .white
                            .name
                            .as_ref()
                            .or(game.black.name.as_ref())
                            .cloned()
                            .unwrap_or_default();
                        if let Some(address) = online.address
                            && let Some(announcement) =
                                Announcement::start(&code, &game.variant, &name, address)
                        {
                            commands.insert_resource(announcement);
                        }
                    }
                    // A first seat, a seat taken back, or the rematch's.
                    online.resyncing = false;
                    online.code = Some(code);
                    online.colour = Some(colour);
                    (online.saved, online.result, online.claim_at) = (None, None, None);
                    // A board not yet turned to this player's side is put up afresh.
                    let turned = session.faces == Some(colour.side());
                    follow_view(&mut online, &game, &current, &mut game_commands, !turned);
                    moves_on_board = game.moves.len();
                }
                ServerMessage::State { game }
                | ServerMessage::Started { game }
                | ServerMessage::Watching { game } => {
                    online.resyncing = false;
                    follow_view(&mut online, &game, &current, &mut game_commands, false);
                    moves_on_board = game.moves.len();
                }
                ServerMessage::Moved { ply, mv, clock } => {
                    online.clock = clock.map(|c| (c, Instant::now()));
                    online.refusal = None;
                    // The opponent's move, next on the board: played and shown. (One's own comes
                    // back as its acknowledgement: it is on the board already.)
                    if ply as usize == moves_on_board {
                        match notation::parse(current.game.position(), &mv) {
                            Ok(parsed) if moves_on_board == current.game.moves().len() => {
                                chosen.write(MoveChosen(parsed));
                                moves_on_board += 1;
                            }
                            _ => online.resync(&link),
                        }
                    }
                }
                ServerMessage::TakenBack { moves, clock } => {
                    online.clock = clock.map(|c| (c, Instant::now()));
                    online.offers.clear();
                    let mut taken_back = (*current).clone();
                    taken_back.game.truncate(moves as usize);
                    game_commands.write(GameCommand::Begin(Box::new(taken_back), session_for(&online)));
                    moves_on_board = moves as usize;
                }
                ServerMessage::Offered { kind, by } => online.offers.push(PendingOffer { kind, by }),
                ServerMessage::Declined { kind, by } => {
                    online.offers.retain(|o| !(o.kind == kind && o.by != by))
                }
                ServerMessage::Presence { colour, connected, claim_in_ms } => {
                    online.players[colour.side().index()].connected = connected;
                    if online.colour != Some(colour) {
                        online.claim_at =
                            claim_in_ms.map(|ms| Instant::now() + std::time::Duration::from_millis(ms));
                    }
                }
                ServerMessage::Watchers { count } => online.watchers = count,
                ServerMessage::Ended { result, clock } => {
                    online.clock = clock.map(|c| (c, Instant::now()));
                    if let (Some(kept), Some(code)) = (kept.as_deref_mut(), &online.code) {
                        kept.forget(code);
                    }
                    online.offers.retain(|o| o.kind == OfferKind::Rematch);
                    end(&mut online, result, &current, &mut game_commands);
                }
                ServerMessage::Error { error, message } => {
                    online.refusal = Some(message);
                    // A move the server refused is taken off the board: back to its record.
                    // Other refusals change nothing on the board (and a seat refused for good
                    // ends the link, which says so).
                    if error.reaction() == Reaction::Resync {
                        online.resync(&link);
                    }
                }
                ServerMessage::Pong { .. } => {}
            },
        }
    }
}

/// Takes the server's view of the game; rebuilds the board when its record differs, or always
/// when `afresh`.
fn follow_view(
    online: &mut OnlineGame,
    view: &GameView,
    current: &Match,
    game_commands: &mut MessageWriter<GameCommand>,
    afresh: bool,
) {
    online.players = [view.white.clone(), view.black.clone()];
    online.clock = view.clock.clone().map(|c| (c, Instant::now()));
    online.offers = view.offers.clone();
    online.watchers = view.watchers;
    online.started = view.white.name.is_some() && view.black.name.is_some();
    let Some(rebuilt) = match_of_view(view) else { return };
    let same = rebuilt.game.moves() == current.game.moves() && std::ptr::eq(rebuilt.rules(), current.rules());
    if afresh || !same || current.game.outcome() != rebuilt.game.outcome() {
        game_commands.write(GameCommand::Begin(Box::new(rebuilt), session_for(online)));
    }
    if let Some(result) = view.result.clone()
        && online.result.is_none()
    {
        online.result = Some(result);
    }
}

/// The board turned to this player.
fn session_for(online: &OnlineGame) -> Session {
    Session { faces: online.colour.map(Colour::side), ..default() }
}

/// The game ended: the record says so, and the game is saved to the games folder.
fn end(
    online: &mut OnlineGame,
    result: ResultView,
    current: &Match,
    game_commands: &mut MessageWriter<GameCommand>,
) {
    online.result = Some(result.clone());
    let code = online.code.clone().unwrap_or_default();
    let finished = finished(current, &result, &code, [&online.players[0], &online.players[1]]);
    if finished.game.outcome() != current.game.outcome() {
        game_commands.write(GameCommand::Begin(Box::new(finished.clone()), session_for(online)));
    }
    if let Some(folder) = &online.save_to {
        online.saved = save(&finished, folder, &code);
    }
}

/// A person's move: played and sent when it is their turn, refused with a cue otherwise.
fn referee(
    mut proposed: MessageReader<MoveProposed>,
    mut chosen: MessageWriter<MoveChosen>,
    mut cues: MessageWriter<Cue>,
    link: Res<RemoteLink>,
    online: Res<OnlineGame>,
    current: Res<Match>,
) {
    for &MoveProposed(mv) in proposed.read() {
        if !online.my_turn(&current) {
            cues.write(match (online.watching, online.started) {
                (true, _) => Cue::OnlyWatching,
                (false, true) => Cue::OpponentsTurn,
                (false, false) => Cue::WaitingForOpponent,
            });
            continue;
        }
        let position = current.game.position();
        let text = notation::write(&mv, &position.legal_moves(), &position.rules().topology);
        link.send(ClientMessage::Move { ply: current.game.moves().len() as u32, mv: text });
        chosen.write(MoveChosen(mv));
    }
}
