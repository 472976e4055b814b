//! A writer of one of the player's files off the frame: on the desktop a thread, to which what is
//! sent comes in order and is written once it settles (what comes within `SETTLE` of the last is
//! combined with it, so a slider dragged across writes once); dropping the writer (the app
//! ending) waits until it has written what is still queued, so the last change is on disk when
//! the game ends. A page has no thread to give, and its storage is written in a moment: there
//! each value is written as it is sent.

use bevy::prelude::*;

/// How long the writer waits for more changes before it writes.
#[cfg(not(target_arch = "wasm32"))]
const SETTLE: std::time::Duration = std::time::Duration::from_millis(300);

/// How a value sent combines with one still waiting.
pub type Combine<T> = fn(&mut T, T);

#[cfg(not(target_arch = "wasm32"))]
pub struct FileWriter<T> {
    queue: Option<std::sync::mpsc::Sender<T>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

#[cfg(not(target_arch = "wasm32"))]
impl<T: Send + 'static> FileWriter<T> {
    /// Starts the thread `name`, which writes what is sent with `write` until the writer is
    /// dropped. Without a thread nothing is written, and the game goes on.
    pub fn start(
        name: &str,
        combine: Combine<T>,
        mut write: impl FnMut(T) + Send + 'static,
    ) -> FileWriter<T> {
        let (queue, received) = std::sync::mpsc::channel::<T>();
        let thread = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                while let Ok(mut pending) = received.recv() {
                    while let Ok(more) = received.recv_timeout(SETTLE) {
                        combine(&mut pending, more);
                    }
                    write(pending);
                }
            })
            .map_err(|e| warn!("no {name} thread, nothing it writes will be saved: {e}"))
            .ok();
        FileWriter { queue: Some(queue), thread }
    }

    pub fn send(&self, value: T) {
        if let Some(queue) = &self.queue {
            let _ = queue.send(value);
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl<T> Drop for FileWriter<T> {
    fn drop(&mut self) {
        // Closing the queue ends the thread's loop once it is empty.
        self.queue = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub struct FileWriter<T> {
    write: std::sync::Mutex<Box<dyn FnMut(T) + Send>>,
}

#[cfg(target_arch = "wasm32")]
impl<T: Send + 'static> FileWriter<T> {
    pub fn start(_name: &str, _combine: Combine<T>, write: impl FnMut(T) + Send + 'static) -> FileWriter<T> {
        FileWriter { write: std::sync::Mutex::new(Box::new(write)) }
    }

    pub fn send(&self, value: T) {
        (self.write.lock().unwrap_or_else(|e| e.into_inner()))(value);
    }
}
