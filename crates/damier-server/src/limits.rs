//! How much a connection and an address may ask: token buckets for messages and for join
//! attempts that fail, and a cap on connections per address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

use tokio::time::Instant;

/// A rate: `per_second` on average, up to `burst` at once.
#[derive(Debug, Clone, Copy)]
pub struct Rate {
    pub per_second: f64,
    pub burst: f64,
}

/// The server's limits (docs/ONLINE.md explains the defaults).
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Messages one connection may send.
    pub per_connection: Rate,
    /// Messages all the connections of one address may send together.
    pub per_address: Rate,
    /// Join, resume and watch attempts that name no game or a wrong token, per address: what
    /// keeps anyone from guessing codes.
    pub failed_joins: Rate,
    pub connections_per_address: u32,
    /// Whether loopback addresses (this machine: a load test, or a reverse proxy in front) are
    /// held to the per-address limits; per-connection limits always apply.
    pub limit_loopback: bool,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_connection: Rate { per_second: 10.0, burst: 30.0 },
            per_address: Rate { per_second: 100.0, burst: 200.0 },
            failed_joins: Rate { per_second: 0.1, burst: 10.0 },
            connections_per_address: 32,
            limit_loopback: false,
        }
    }
}

/// A token bucket.
#[derive(Debug, Clone)]
pub struct Bucket {
    rate: Rate,
    tokens: f64,
    filled: Instant,
}

impl Bucket {
    pub fn new(rate: Rate, now: Instant) -> Bucket {
        Bucket { rate, tokens: rate.burst, filled: now }
    }

    /// Takes one token if there is one.
    pub fn take(&mut self, now: Instant) -> bool {
        self.refill(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether a token is there, without taking it.
    pub fn has(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= 1.0
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.filled).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate.per_second).min(self.rate.burst);
        self.filled = now;
    }

    fn is_full(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.rate.burst
    }
}

struct Address {
    connections: u32,
    messages: Bucket,
    failed_joins: Bucket,
}

/// What each address is doing, shared by all connections.
pub struct Addresses {
    limits: Limits,
    table: Mutex<HashMap<IpAddr, Address>>,
}

/// Why an address is turned away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TooMany {
    Connections,
    Messages,
    FailedJoins,
}

impl Addresses {
    pub fn new(limits: Limits) -> Addresses {
        Addresses { limits, table: Mutex::new(HashMap::new()) }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    fn exempt(&self, ip: IpAddr) -> bool {
        ip.is_loopback() && !self.limits.limit_loopback
    }

    fn with<T>(&self, ip: IpAddr, f: impl FnOnce(&mut Address, Instant) -> T) -> T {
        let now = Instant::now();
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        let limits = self.limits;
        let entry = table.entry(ip).or_insert_with(|| Address {
            connections: 0,
            messages: Bucket::new(limits.per_address, now),
            failed_joins: Bucket::new(limits.failed_joins, now),
        });
        f(entry, now)
    }

    /// A connection from `ip` opens.
    pub fn open(&self, ip: IpAddr) -> Result<(), TooMany> {
        let exempt = self.exempt(ip);
        let most = self.limits.connections_per_address;
        self.with(ip, |a, _| {
            if !exempt && a.connections >= most {
                return Err(TooMany::Connections);
            }
            a.connections += 1;
            Ok(())
        })
    }

    /// A connection from `ip` closed; an address with nothing left to remember is forgotten.
    pub fn close(&self, ip: IpAddr) {
        let now = Instant::now();
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(a) = table.get_mut(&ip) {
            a.connections = a.connections.saturating_sub(1);
            if a.connections == 0 && a.messages.is_full(now) && a.failed_joins.is_full(now) {
                table.remove(&ip);
            }
        }
    }

    /// One message from `ip`.
    pub fn message(&self, ip: IpAddr) -> Result<(), TooMany> {
        if self.exempt(ip) {
            return Ok(());
        }
        self.with(ip, |a, now| if a.messages.take(now) { Ok(()) } else { Err(TooMany::Messages) })
    }

    /// Whether `ip` may try a code or a token now (it has failed attempts left).
    pub fn may_join(&self, ip: IpAddr) -> Result<(), TooMany> {
        self.with(ip, |a, now| if a.failed_joins.has(now) { Ok(()) } else { Err(TooMany::FailedJoins) })
    }

    /// An attempt from `ip` named no game or a wrong token.
    pub fn join_failed(&self, ip: IpAddr) {
        self.with(ip, |a, now| a.failed_joins.take(now));
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(Rate { per_second: 2.0, burst: 3.0 }, start);
        assert!((0..3).all(|_| bucket.take(start)));
        assert!(!bucket.take(start));
        assert!(bucket.take(start + Duration::from_millis(500)));
        assert!(!bucket.take(start + Duration::from_millis(500)));
    }

    #[test]
    fn an_address_is_capped_and_failed_joins_run_out() {
        let limits = Limits { connections_per_address: 2, limit_loopback: true, ..Limits::default() };
        let addresses = Addresses::new(limits);
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        assert!(addresses.open(ip).is_ok() && addresses.open(ip).is_ok());
        assert_eq!(addresses.open(ip), Err(TooMany::Connections));
        addresses.close(ip);
        assert!(addresses.open(ip).is_ok());
        for _ in 0..10 {
            assert!(addresses.may_join(ip).is_ok());
            addresses.join_failed(ip);
        }
        assert_eq!(addresses.may_join(ip), Err(TooMany::FailedJoins));
        let other: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(addresses.may_join(other).is_ok());
    }

    #[test]
    fn loopback_is_exempt_from_address_limits_unless_asked() {
        let addresses = Addresses::new(Limits { connections_per_address: 1, ..Limits::default() });
        let ip: IpAddr = "::1".parse().unwrap();
        assert!((0..5).all(|_| addresses.open(ip).is_ok()));
    }
}
