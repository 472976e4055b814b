//! How much a connection and an address may ask: token buckets for messages and for join
//! attempts that fail (per address and for the whole server), and a cap on connections per
//! address. An IPv6 address counts as its /64, which one household or server is given whole.

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
    /// The same, for all addresses together: what keeps many addresses from guessing at once.
    pub failed_joins_everywhere: Rate,
    /// Attempts a network (an IPv4 /24, an IPv6 /48) may make without drawing on the server's
    /// budget: what lets a friend join while strangers elsewhere have spent it.
    pub joins_per_network: Rate,
    /// New games one address may create (a rematch is not one): what keeps a flood of games
    /// nobody joins from filling the disk before they expire.
    pub creates: Rate,
    pub connections_per_address: u32,
    /// TCP connections one address may hold open, upgraded or not (a browser opens a few for
    /// the page's files besides its WebSocket).
    pub sockets_per_address: u32,
    /// TCP connections the whole server holds open: kept below the file descriptors it may
    /// have, so that a flood leaves room for the database and the listener.
    pub most_sockets: u32,
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
            failed_joins_everywhere: Rate { per_second: 2.0, burst: 120.0 },
            joins_per_network: Rate { per_second: 1.0 / 600.0, burst: 3.0 },
            creates: Rate { per_second: 1.0 / 30.0, burst: 10.0 },
            connections_per_address: 32,
            sockets_per_address: 64,
            most_sockets: 10_000,
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

    /// Puts back a token taken for something that did not count against the bucket after all.
    pub fn give_back(&mut self, now: Instant) {
        self.refill(now);
        self.tokens = (self.tokens + 1.0).min(self.rate.burst);
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
    sockets: u32,
    messages: Bucket,
    failed_joins: Bucket,
    creates: Bucket,
}

impl Address {
    fn new(limits: &Limits, now: Instant) -> Address {
        Address {
            connections: 0,
            sockets: 0,
            messages: Bucket::new(limits.per_address, now),
            failed_joins: Bucket::new(limits.failed_joins, now),
            creates: Bucket::new(limits.creates, now),
        }
    }
}

/// What each address is doing, shared by all connections.
pub struct Addresses {
    limits: Limits,
    table: Mutex<Table>,
}

struct Table {
    addresses: HashMap<IpAddr, Address>,
    /// TCP connections open, from everywhere.
    sockets: u32,
    /// Failed join attempts from everywhere.
    failed_joins: Bucket,
    /// The attempts each network may make outside `failed_joins`.
    networks: HashMap<IpAddr, Bucket>,
}

/// The address limits count `ip` under: itself, or for IPv6 its /64 (an IPv4 address written
/// as IPv6 counts as the IPv4 address).
fn key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        },
    }
}

/// The network `ip` belongs to: its IPv4 /24 or IPv6 /48, what one customer of a provider is
/// usually given.
fn network(ip: IpAddr) -> IpAddr {
    match key(ip) {
        IpAddr::V4(v4) => IpAddr::V4((u32::from(v4) & 0xffff_ff00).into()),
        IpAddr::V6(v6) => IpAddr::V6((u128::from(v6) & !((1u128 << 80) - 1)).into()),
    }
}

/// A join attempt begun: which budget besides the address's it was charged to, to give back
/// when the code names a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[must_use]
pub struct JoinTicket {
    from_network: bool,
}

/// Why an address is turned away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TooMany {
    Connections,
    /// The server holds all the connections it may.
    Sockets,
    Messages,
    FailedJoins,
    Creates,
}

impl Addresses {
    pub fn new(limits: Limits) -> Addresses {
        let failed_joins = Bucket::new(limits.failed_joins_everywhere, Instant::now());
        let table = Table { addresses: HashMap::new(), sockets: 0, failed_joins, networks: HashMap::new() };
        Addresses { limits, table: Mutex::new(table) }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    fn exempt(&self, ip: IpAddr) -> bool {
        ip.is_loopback() && !self.limits.limit_loopback
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn with<T>(&self, ip: IpAddr, f: impl FnOnce(&mut Address, &mut Bucket, Instant) -> T) -> T {
        let now = Instant::now();
        let limits = self.limits;
        let mut table = self.lock();
        let Table { addresses, failed_joins, .. } = &mut *table;
        let entry = addresses.entry(key(ip)).or_insert_with(|| Address::new(&limits, now));
        f(entry, failed_joins, now)
    }

    /// A connection from `ip` opens.
    pub fn open(&self, ip: IpAddr) -> Result<(), TooMany> {
        let exempt = self.exempt(ip);
        let most = self.limits.connections_per_address;
        self.with(ip, |a, _, _| {
            if !exempt && a.connections >= most {
                return Err(TooMany::Connections);
            }
            a.connections += 1;
            Ok(())
        })
    }

    /// A TCP connection from `ip` is accepted, before anything is read from it; from no address
    /// in particular (`None`: a proxy's), it counts only in the server's total.
    pub fn accept_socket(&self, ip: Option<IpAddr>) -> Result<(), TooMany> {
        let (per_address, most) = (self.limits.sockets_per_address, self.limits.most_sockets);
        let now = Instant::now();
        let limits = self.limits;
        let mut table = self.lock();
        if table.sockets >= most {
            return Err(TooMany::Sockets);
        }
        if let Some(ip) = ip {
            let exempt = self.exempt(ip);
            let entry = table.addresses.entry(key(ip)).or_insert_with(|| Address::new(&limits, now));
            if !exempt && entry.sockets >= per_address {
                return Err(TooMany::Connections);
            }
            entry.sockets += 1;
        }
        table.sockets += 1;
        Ok(())
    }

    /// A TCP connection from `ip` closed.
    pub fn socket_closed(&self, ip: Option<IpAddr>) {
        let mut table = self.lock();
        table.sockets = table.sockets.saturating_sub(1);
        let Some(ip) = ip else { return };
        if let Some(a) = table.addresses.get_mut(&key(ip)) {
            a.sockets = a.sockets.saturating_sub(1);
        }
        drop(table);
        self.forget_idle(Some(key(ip)));
    }

    /// A connection from `ip` closed.
    pub fn close(&self, ip: IpAddr) {
        let mut table = self.lock();
        if let Some(a) = table.addresses.get_mut(&key(ip)) {
            a.connections = a.connections.saturating_sub(1);
        }
        drop(table);
        self.forget_idle(Some(key(ip)));
    }

    /// Forgets the addresses with nothing left to remember (no socket, no connection, full
    /// buckets): the one given, or all of them (the server's sweep).
    pub fn forget_idle(&self, only: Option<IpAddr>) {
        let now = Instant::now();
        let mut table = self.lock();
        let idle = |a: &mut Address| {
            a.sockets == 0
                && a.connections == 0
                && a.messages.is_full(now)
                && a.failed_joins.is_full(now)
                && a.creates.is_full(now)
        };
        match only {
            Some(ip) => {
                if table.addresses.get_mut(&ip).is_some_and(idle) {
                    table.addresses.remove(&ip);
                }
            }
            None => {
                table.addresses.retain(|_, a| !idle(a));
                table.networks.retain(|_, bucket| !bucket.is_full(now));
            }
        }
    }

    /// How many addresses are remembered.
    #[cfg(test)]
    fn remembered(&self) -> usize {
        self.lock().addresses.len()
    }

    /// One message from `ip`.
    pub fn message(&self, ip: IpAddr) -> Result<(), TooMany> {
        if self.exempt(ip) {
            return Ok(());
        }
        self.with(ip, |a, _, now| if a.messages.take(now) { Ok(()) } else { Err(TooMany::Messages) })
    }

    /// A new game from `ip`.
    pub fn create(&self, ip: IpAddr) -> Result<(), TooMany> {
        if self.exempt(ip) {
            return Ok(());
        }
        self.with(ip, |a, _, now| if a.creates.take(now) { Ok(()) } else { Err(TooMany::Creates) })
    }

    /// Takes a join attempt for `ip` before its code is looked up, from its own budget and from
    /// its network's or, that spent, the server's: attempts at the same moment cannot all pass a
    /// check made before they are charged. [`Addresses::join_succeeded`] gives it back when the
    /// code names a game.
    pub fn begin_join(&self, ip: IpAddr) -> Result<JoinTicket, TooMany> {
        let now = Instant::now();
        let (limits, exempt) = (self.limits, self.exempt(ip));
        let mut table = self.lock();
        let Table { addresses, failed_joins: everywhere, networks, .. } = &mut *table;
        let address = addresses.entry(key(ip)).or_insert_with(|| Address::new(&limits, now));
        if !exempt && !address.failed_joins.take(now) {
            return Err(TooMany::FailedJoins);
        }
        let own = networks.entry(network(ip)).or_insert_with(|| Bucket::new(limits.joins_per_network, now));
        if own.take(now) {
            return Ok(JoinTicket { from_network: true });
        }
        if !everywhere.take(now) {
            address.failed_joins.give_back(now);
            return Err(TooMany::FailedJoins);
        }
        Ok(JoinTicket { from_network: false })
    }

    /// The attempt begun named a game: it costs nothing.
    pub fn join_succeeded(&self, ip: IpAddr, ticket: JoinTicket) {
        let now = Instant::now();
        let mut table = self.lock();
        if let Some(address) = table.addresses.get_mut(&key(ip)) {
            address.failed_joins.give_back(now);
        }
        if !ticket.from_network {
            table.failed_joins.give_back(now);
        } else if let Some(own) = table.networks.get_mut(&network(ip)) {
            own.give_back(now);
        }
    }

    /// An attempt checked before it was charged (a resume, whose token decides) failed: it is
    /// charged now, or refused when nothing is left to charge.
    pub fn join_failed(&self, ip: IpAddr) -> Result<(), TooMany> {
        self.begin_join(ip).map(|_| ())
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
        assert!((0..10).all(|_| addresses.begin_join(ip).is_ok()));
        assert_eq!(addresses.begin_join(ip), Err(TooMany::FailedJoins));
        addresses.join_succeeded(ip, JoinTicket { from_network: false });
        assert!(addresses.begin_join(ip).is_ok(), "a code that named a game cost nothing");
        let other: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(addresses.begin_join(other).is_ok());
    }

    #[test]
    fn an_ipv6_slash_64_is_one_address_and_the_server_has_a_budget_of_its_own() {
        let limits = Limits {
            failed_joins: Rate { per_second: 0.0, burst: 3.0 },
            failed_joins_everywhere: Rate { per_second: 0.0, burst: 5.0 },
            joins_per_network: Rate { per_second: 0.0, burst: 0.0 },
            ..Limits::default()
        };
        let addresses = Addresses::new(limits);
        let one: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let same_64: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        assert!((0..3).all(|_| addresses.begin_join(one).is_ok()));
        assert_eq!(addresses.begin_join(same_64), Err(TooMany::FailedJoins));
        let mapped: IpAddr = "::ffff:10.0.0.7".parse().unwrap();
        assert!(addresses.begin_join(mapped).is_ok());
        assert!(addresses.begin_join("10.0.0.7".parse().unwrap()).is_ok());
        assert_eq!(
            addresses.begin_join("10.0.0.7".parse().unwrap()),
            Err(TooMany::FailedJoins),
            "the server's five are spent"
        );
        assert_eq!(addresses.begin_join("192.0.2.1".parse().unwrap()), Err(TooMany::FailedJoins));
    }

    #[test]
    fn a_network_that_has_not_guessed_joins_when_strangers_have_spent_the_servers_budget() {
        let limits = Limits {
            failed_joins_everywhere: Rate { per_second: 0.0, burst: 4.0 },
            joins_per_network: Rate { per_second: 0.0, burst: 2.0 },
            ..Limits::default()
        };
        let addresses = Addresses::new(limits);
        let guessers: Vec<IpAddr> = (1..=3).map(|i| IpAddr::from([192, 0, 2, i])).collect();
        let spent = (0..9usize).filter(|i| addresses.begin_join(guessers[i % 3]).is_ok()).count();
        assert_eq!(spent, 6, "two from the network's own, four from the server's");
        assert_eq!(addresses.begin_join("192.0.2.77".parse().unwrap()), Err(TooMany::FailedJoins));
        let friend: IpAddr = "198.51.100.9".parse().unwrap();
        for _ in 0..5 {
            let ticket = addresses.begin_join(friend).expect("a friend's join from a quiet network");
            addresses.join_succeeded(friend, ticket);
        }
        let v6_friend: IpAddr = "2001:db8:5::1".parse().unwrap();
        assert!(addresses.begin_join(v6_friend).is_ok());
        assert!(addresses.begin_join("2001:db8:5:ffff::1".parse().unwrap()).is_ok());
        assert_eq!(
            addresses.begin_join("2001:db8:5:1::1".parse().unwrap()),
            Err(TooMany::FailedJoins),
            "one /48"
        );
    }

    #[test]
    fn the_sweep_forgets_addresses_with_nothing_to_remember() {
        let limits = Limits { failed_joins: Rate { per_second: 10.0, burst: 1.0 }, ..Limits::default() };
        let addresses = Addresses::new(limits);
        let ip: IpAddr = "10.0.0.3".parse().unwrap();
        addresses.open(ip).unwrap();
        assert!(addresses.begin_join(ip).is_ok());
        addresses.close(ip);
        assert_eq!(addresses.remembered(), 1, "its failed join is still remembered");
        std::thread::sleep(Duration::from_millis(150));
        addresses.forget_idle(None);
        assert_eq!(addresses.remembered(), 0);
    }

    #[test]
    fn the_sweep_keeps_an_address_with_sockets_open() {
        let addresses = Addresses::new(Limits { sockets_per_address: 3, ..Limits::default() });
        let ip: IpAddr = "10.0.0.4".parse().unwrap();
        assert!((0..3).all(|_| addresses.accept_socket(Some(ip)).is_ok()));
        addresses.forget_idle(None);
        assert_eq!(addresses.remembered(), 1);
        assert_eq!(addresses.accept_socket(Some(ip)), Err(TooMany::Connections), "its count survived");
        addresses.socket_closed(Some(ip));
        assert!(addresses.accept_socket(Some(ip)).is_ok());
    }

    #[test]
    fn an_address_creates_its_burst_then_one_game_at_its_rate() {
        let limits = Limits { creates: Rate { per_second: 10.0, burst: 2.0 }, ..Limits::default() };
        let addresses = Addresses::new(limits);
        let ip: IpAddr = "10.0.0.5".parse().unwrap();
        assert!(addresses.create(ip).is_ok() && addresses.create(ip).is_ok());
        assert_eq!(addresses.create(ip), Err(TooMany::Creates));
        assert!(addresses.create("10.0.0.6".parse().unwrap()).is_ok(), "another address has its own");
        std::thread::sleep(Duration::from_millis(120));
        assert!(addresses.create(ip).is_ok());
    }

    #[test]
    fn loopback_is_exempt_from_address_limits_unless_asked() {
        let addresses = Addresses::new(Limits { connections_per_address: 1, ..Limits::default() });
        let ip: IpAddr = "::1".parse().unwrap();
        assert!((0..5).all(|_| addresses.open(ip).is_ok()));
        assert!((0..20).all(|_| addresses.begin_join(ip).is_ok()), "only the server's budget counts");
    }
}
