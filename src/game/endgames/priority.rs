//! The tables thread's scheduling priority: the lowest the system offers, so that generating
//! tables only uses time that no other program, nor the game's own search and frames, wants.
//! Only the calling thread changes; the search's threads keep the normal priority.

/// Lowers the calling thread's priority as far as the system allows; what it got, or why not.
#[cfg(target_os = "linux")]
pub fn lowest() -> Result<&'static str, String> {
    use thread_priority::NormalThreadSchedulePolicy::{Idle, Other};
    use thread_priority::ThreadSchedulePolicy::Normal;
    use thread_priority::{
        ThreadPriority, set_thread_priority_and_policy, thread_native_id, thread_schedule_policy,
    };
    let thread = thread_native_id();
    // SCHED_IDLE runs only where a core has nothing else to do. The library then sets the nice
    // value to 0, which is refused where the game was started niced: the policy is what counts.
    let Err(idle) = set_thread_priority_and_policy(thread, ThreadPriority::Min, Normal(Idle)) else {
        return Ok("SCHED_IDLE");
    };
    if thread_schedule_policy() == Ok(Normal(Idle)) {
        return Ok("SCHED_IDLE");
    }
    // Where SCHED_IDLE is refused (a sandbox's filter, say), nice 19.
    set_thread_priority_and_policy(thread, ThreadPriority::Min, Normal(Other))
        .map(|()| "nice 19")
        .map_err(|nice| format!("SCHED_IDLE: {}; nice 19: {}", words(idle), words(nice)))
}

/// The system's own words for an error it returned.
#[cfg(target_os = "linux")]
fn words(error: thread_priority::Error) -> String {
    match error {
        thread_priority::Error::OS(code) => std::io::Error::from_raw_os_error(code).to_string(),
        error => error.to_string(),
    }
}

#[cfg(windows)]
pub fn lowest() -> Result<&'static str, String> {
    use thread_priority::{ThreadPriority, WinAPIThreadPriority, set_current_thread_priority};
    set_current_thread_priority(ThreadPriority::Os(WinAPIThreadPriority::Idle.into()))
        .map(|()| "THREAD_PRIORITY_IDLE")
        .map_err(|e| e.to_string())
}

/// macOS and the BSDs: the lowest priority of the thread's scheduling policy.
#[cfg(not(any(target_os = "linux", windows, target_arch = "wasm32")))]
pub fn lowest() -> Result<&'static str, String> {
    thread_priority::ThreadPriority::Min
        .set_for_current()
        .map(|()| "lowest priority")
        .map_err(|e| e.to_string())
}

/// A page has no threads of its own to lower (nor tables made on one).
#[cfg(target_arch = "wasm32")]
pub fn lowest() -> Result<&'static str, String> {
    Err("a web page has one thread".into())
}
