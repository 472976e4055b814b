//! One game's two players, from creating or joining to the end of the run.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use damier_protocol::{ClientMessage, Colour, ColourChoice, GameView, OfferKind, ServerMessage};
use damier_rules::{Game, Variant, notation};
use damier_server::client::Client;
use tokio::time::{Instant, timeout};

use super::{Endpoint, Shared, lock};

/// When each move of a game was sent, for the opponent to time its arrival.
type SentAt = Arc<Mutex<HashMap<(String, u32), Instant>>>;

/// How a pair plays.
#[derive(Clone, Copy)]
pub struct Pace {
    pub variant: Variant,
    /// Each move comes after 0.5–1.5 times this.
    pub think: Duration,
    pub stop: Instant,
}

/// One game's two players: the host creates, the guest joins, both play until `pace.stop`.
/// `pair` names the pair in the tally (and seeds its moves).
pub async fn play_pair(host: Endpoint, guest: Endpoint, pace: Pace, tally: Shared, pair: u64) {
    let sent: SentAt = Arc::default();
    let create = ClientMessage::Create {
        variant: pace.variant.id().into(),
        clock: None,
        colour: ColourChoice::White,
        name: format!("load {pair}"),
    };
    let Some((host, code)) = seat(&host, &create, &tally).await else { return };
    let join = ClientMessage::Join { code: code.clone(), name: format!("load {pair}b") };
    let Some((guest, _)) = seat(&guest, &join, &tally).await else {
        host.client.close().await;
        return;
    };
    let side = |seat, salt| play_side(seat, pace, tally.clone(), sent.clone(), pair, salt);
    let _ = tokio::join!(tokio::spawn(side(host, pair * 2 + 1)), tokio::spawn(side(guest, pair * 2 + 2)));
}

/// A player taking its seat: its connection and the seat's game view.
struct Seat {
    client: Client,
    colour: Colour,
    game: GameView,
}

async fn seat(endpoint: &Endpoint, first: &ClientMessage, tally: &Shared) -> Option<(Seat, String)> {
    let failed = || {
        let mut t = lock(tally);
        t.errors += 1;
        t.unseated += 1;
    };
    let Ok(mut client) = endpoint.connect().await else {
        failed();
        return None;
    };
    if client.send(first).await.is_err() {
        failed();
        return None;
    }
    loop {
        match timeout(Duration::from_secs(30), client.receive()).await {
            Ok(Ok(ServerMessage::Seated { code, colour, game, .. })) => {
                return Some((Seat { client, colour, game }, code));
            }
            Ok(Ok(ServerMessage::Error { .. })) | Ok(Err(_)) | Err(_) => {
                failed();
                return None;
            }
            Ok(Ok(_)) => {}
        }
    }
}

/// One side: answers the server's news, moves after thinking when it is its turn, asks for a
/// rematch when a game ends, until the stop.
async fn play_side(seat: Seat, pace: Pace, tally: Shared, sent: SentAt, pair: u64, salt: u64) {
    let Seat { mut client, mut colour, game: view } = seat;
    let mut code = view.code.clone();
    let mut game = replay(&view);
    let mut rng = crate::rng::SplitMix::new(salt);
    let mut next_move_at: Option<Instant> = None;
    // A move sent and not yet acknowledged: the next waits for it.
    let mut awaiting_ack = false;
    let mut told: HashSet<u32> = HashSet::new();
    loop {
        let my_turn = game.outcome().is_none() && Colour::of(game.position().side_to_move()) == colour;
        if my_turn && !awaiting_ack && next_move_at.is_none() {
            next_move_at = Some(Instant::now() + pace.think.mul_f64(0.5 + rng.unit()));
        }
        let wake = next_move_at.unwrap_or(pace.stop).min(pace.stop);
        let message = tokio::select! {
            received = client.receive() => received,
            () = tokio::time::sleep_until(wake) => {
                if Instant::now() >= pace.stop {
                    break;
                }
                next_move_at = None;
                let legal = game.legal_moves();
                let mv = legal[rng.below(legal.len())];
                let text = notation::write(&mv, &legal, &game.rules().topology);
                let ply = game.moves().len() as u32;
                if let Ok(mut s) = sent.lock() {
                    s.insert((code.clone(), ply), Instant::now());
                }
                if client.send(&ClientMessage::Move { ply, mv: text }).await.is_err() {
                    break;
                }
                awaiting_ack = true;
                continue;
            }
        };
        let Ok(message) = message else {
            lock(&tally).errors += 1;
            break;
        };
        match message {
            ServerMessage::Moved { ply, mv, .. } => {
                let mover = Colour::of(game.position().side_to_move());
                let fresh = ply as usize == game.moves().len();
                if fresh && let Ok(parsed) = notation::parse(game.position(), &mv) {
                    let _ = game.play_past_end(&parsed);
                }
                let mut t = lock(&tally);
                if mover == colour {
                    awaiting_ack = false;
                    t.moves += 1;
                    t.acknowledged.entry(code.clone()).or_default().insert(ply, mv);
                } else if !told.insert(ply) || !fresh {
                    t.duplicated += 1;
                } else if let Some(at) = sent.lock().ok().and_then(|mut s| s.remove(&(code.clone(), ply))) {
                    t.latencies_us.push(u64::try_from(at.elapsed().as_micros()).unwrap_or(u64::MAX));
                }
            }
            ServerMessage::Ended { .. } => {
                {
                    let mut t = lock(&tally);
                    t.finished += 1;
                    *t.finished_by_pair.entry(pair).or_default() += 1;
                }
                if Instant::now() < pace.stop {
                    let _ = client.send(&ClientMessage::Offer { kind: OfferKind::Rematch }).await;
                }
            }
            ServerMessage::Seated { code: new_code, colour: new_colour, game: view, .. } => {
                (code, colour, game) = (new_code, new_colour, replay(&view));
                told.clear();
                (next_move_at, awaiting_ack) = (None, false);
            }
            ServerMessage::State { game: view } => game = replay(&view),
            ServerMessage::Error { .. } => lock(&tally).errors += 1,
            _ => {}
        }
    }
    client.close().await;
}

/// The game a view describes (a record the server wrote always replays; were one not to, the
/// side starts over from the variant's start rather than stop).
fn replay(view: &GameView) -> Game {
    view.game().unwrap_or_else(|_| Game::new(view.variant.parse().unwrap_or(Variant::International).rules()))
}
