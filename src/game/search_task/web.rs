//! Searches in a page: a Web Worker (`engine-worker.js`, which loads `damier-worker`) does one
//! job at a time, start to end, and posts its answer back. A job asked while the worker is still
//! busy with an earlier one (which nobody then wants) ends that worker and starts a fresh one,
//! so a search stopped by the game never delays the next.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use damier_ai::Info;
use damier_ai::analysis::{GameAnalysis, Mark, MoveReview};
use damier_worker::job::{game_text, line_of};
use damier_worker::{Answer, Job, JobLimits};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::{AnalysisOrder, Reply, SearchOrder};

/// The worker's script, beside the page.
const SCRIPT: &str = "./engine-worker.js";

thread_local! {
    static ENGINE: RefCell<Option<EngineWorker>> = const { RefCell::new(None) };
}

struct EngineWorker {
    worker: Worker,
    busy: Rc<std::cell::Cell<bool>>,
    /// The handlers of the job in progress, kept alive while it is.
    on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    on_error: Option<Closure<dyn FnMut(JsValue)>>,
}

/// Posts `job`, and returns where its answer will arrive (none when no worker can start: the
/// answer is then a refusal).
fn post(job: &Job, done: Option<Arc<AtomicUsize>>) -> async_channel::Receiver<Answer> {
    let (answer, answered) = async_channel::bounded(1);
    let text = serde_json::to_string(job).unwrap_or_default();
    ENGINE.with_borrow_mut(|engine| {
        if engine.as_ref().is_some_and(|e| e.busy.get()) {
            if let Some(old) = engine.take() {
                old.worker.terminate();
            }
        }
        if engine.is_none() {
            *engine = start().map_err(|e| error!("the engine's worker would not start: {e:?}")).ok();
        }
        let Some(engine) = engine.as_mut() else {
            let _ = answer.try_send(Answer::Refused("no engine worker".into()));
            return;
        };
        let (busy, failed) = (engine.busy.clone(), answer.clone());
        // A worker that cannot load its script or its module answers every job with this.
        let on_error = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
            error!("the engine's worker failed ({SCRIPT})");
            let _ = failed.try_send(Answer::Refused("the engine's worker failed".into()));
        });
        engine.worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        engine.on_error = Some(on_error);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            if let Some(text) = data.as_string() {
                busy.set(false);
                let read = serde_json::from_str(&text).unwrap_or_else(|e| Answer::Refused(e.to_string()));
                let _ = answer.try_send(read);
            } else if let (Some(done), Some(count)) = (&done, js_sys::Array::from(&data).get(0).as_f64()) {
                done.store(count as usize, Ordering::Relaxed);
            }
        });
        engine.worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        engine.on_message = Some(on_message);
        engine.busy.set(true);
        if let Err(e) = engine.worker.post_message(&text.into()) {
            error!("the engine's worker refused a job: {e:?}");
        }
    });
    answered
}

fn start() -> Result<EngineWorker, JsValue> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    options.set_name("damier-engine");
    let worker = Worker::new_with_options(SCRIPT, &options)?;
    Ok(EngineWorker { worker, busy: Rc::default(), on_message: None, on_error: None })
}

pub fn search(order: SearchOrder, _stop: Arc<AtomicBool>) -> Task<Reply> {
    let SearchOrder { game, level, limits, seed, tables } = order;
    // A page makes no endgame tables (see `endgames`).
    drop(tables);
    let job = Job::Search {
        game: game_text(&game),
        level: level.name().to_string(),
        limits: JobLimits::of(&limits),
        seed,
        book: true,
    };
    let answered = post(&job, None);
    AsyncComputeTaskPool::get().spawn(async move {
        let root = *game.position();
        match answered.recv().await {
            Ok(Answer::Searched(searched)) => {
                Reply { best: searched.best(&root), info: searched.info(&root) }
            }
            Ok(other) => {
                error!("the engine's worker answered a search with {other:?}");
                Reply { best: None, info: Info::default() }
            }
            Err(_) => Reply { best: None, info: Info::default() },
        }
    })
}

pub fn analysis(order: AnalysisOrder, _stop: Arc<AtomicBool>) -> Task<Option<GameAnalysis>> {
    let AnalysisOrder { game, limits, done, tables } = order;
    drop(tables);
    let answered = post(&Job::Analyse { game: game_text(&game), limits: JobLimits::of(&limits) }, Some(done));
    AsyncComputeTaskPool::get().spawn(async move {
        let Ok(Answer::Analysed { scores, moves }) = answered.recv().await else { return None };
        let mut before = game.clone();
        before.go_to(0);
        let mut reviews = Vec::with_capacity(moves.len());
        for (review, played) in moves.into_iter().zip(game.moves().to_vec()) {
            let better = review.better.map(|indices| line_of(before.position(), &indices));
            reviews.push(MoveReview {
                played,
                side: before.position().side_to_move(),
                loss: review.loss,
                mark: review.mark.as_deref().and_then(mark_of),
                better: better.and_then(|line| Some((*line.first()?, line))),
                accuracy: review.accuracy,
            });
            let _ = before.play(&played);
        }
        Some(GameAnalysis { scores, moves: reviews })
    })
}

fn mark_of(symbol: &str) -> Option<Mark> {
    [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder].into_iter().find(|m| m.symbol() == symbol)
}
