//! A thread that writes one of the player's files off the frame thread: what is sent reaches it
//! in order, and dropping the writer (the app ending) waits until it has written what is still
//! queued, so the last change is on disk when the game ends.

use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use bevy::prelude::*;

pub struct FileWriter<T> {
    queue: Option<Sender<T>>,
    thread: Option<JoinHandle<()>>,
}

impl<T: Send + 'static> FileWriter<T> {
    /// Starts the thread `name`, which runs `write` over what is sent until the writer is
    /// dropped. Without a thread nothing is written, and the game goes on.
    pub fn start(name: &str, write: impl FnOnce(Receiver<T>) + Send + 'static) -> FileWriter<T> {
        let (queue, received) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || write(received))
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

impl<T> Drop for FileWriter<T> {
    fn drop(&mut self) {
        // Closing the queue ends the thread's loop once it is empty.
        self.queue = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
