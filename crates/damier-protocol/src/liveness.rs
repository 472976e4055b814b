//! Whether the server is still there: a client pings it on a steady tick, and a server that has
//! sent nothing at all (not even the pong) for `DEAD_AFTER` ticks is taken for gone, so that a
//! silent server is never shown as connected. Ticks, not clock time: a page has no `Instant`.

/// Ticks without a word from the server after which the connection is dropped and made again.
pub const DEAD_AFTER: u32 = 2;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Liveness {
    silent_ticks: u32,
}

impl Liveness {
    /// The server sent something: it is alive.
    pub fn heard(&mut self) {
        self.silent_ticks = 0;
    }

    /// The ping tick: false once the server has been silent too long (drop the connection),
    /// otherwise send the ping.
    pub fn tick(&mut self) -> bool {
        self.silent_ticks += 1;
        self.silent_ticks <= DEAD_AFTER
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_silent_server_is_dead_after_its_ticks_and_any_word_revives_it() {
        let mut liveness = Liveness::default();
        for _ in 0..DEAD_AFTER {
            assert!(liveness.tick());
        }
        liveness.heard();
        for _ in 0..DEAD_AFTER {
            assert!(liveness.tick());
        }
        assert!(!liveness.tick());
    }
}
