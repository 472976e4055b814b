//! The engine as a page runs it: in a Web Worker of its own, so that a search never stops the
//! frames of the page's one thread. The game posts a [`Job`] as JSON, the worker answers with an
//! [`Answer`]; a search is stopped by ending the worker (a worker runs one job at a time, start
//! to end). Moves cross as their index among the legal moves of their position, which both
//! sides list the same way, and games as PDN.
#![forbid(unsafe_code)]

pub mod job;
mod run;

pub use job::{Answer, Job, JobLimits, Review, Searched};
pub use run::answer;

/// The worker's entry point: a job's JSON in, the answer's JSON out; `progress(done, total)` is
/// called as an analysis goes.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn answer_job(job: &str, progress: &js_sys::Function) -> String {
    run::answer_text(job, |done, total| {
        let _ = progress.call2(&wasm_bindgen::JsValue::NULL, &(done as u32).into(), &(total as u32).into());
    })
}
