//! Multicast DNS on the desktop: the announcement and the search, with mdns-sd's daemon.

use std::net::{IpAddr, SocketAddr};

use bevy::prelude::*;
use mdns_sd::{Receiver, ServiceDaemon, ServiceEvent, ServiceInfo};

use super::LanGame;

const SERVICE: &str = "_damier._tcp.local.";

/// This game's announcement while it is hosted; dropping it withdraws it.
#[derive(Resource)]
pub struct Announcement {
    daemon: ServiceDaemon,
    fullname: String,
}

impl Announcement {
    /// Announces the game `code` listening at `address`; none when the network will not carry it.
    pub fn start(code: &str, variant: &str, host: &str, address: SocketAddr) -> Option<Announcement> {
        let daemon = ServiceDaemon::new().map_err(|e| warn!("no local network announcement: {e}")).ok()?;
        let properties = [("code", code), ("variant", variant), ("host", host)];
        let machine = format!("damier-{}.local.", code.to_lowercase());
        let info = ServiceInfo::new(
            SERVICE,
            &format!("Damier {code}"),
            &machine,
            address.ip(),
            address.port(),
            &properties[..],
        )
        .map_err(|e| warn!("no local network announcement: {e}"))
        .ok()?;
        let fullname = info.get_fullname().to_owned();
        daemon.register(info).map_err(|e| warn!("no local network announcement: {e}")).ok()?;
        Some(Announcement { daemon, fullname })
    }
}

impl Drop for Announcement {
    fn drop(&mut self) {
        let _ = self.daemon.unregister(&self.fullname);
        let _ = self.daemon.shutdown();
    }
}

/// Listening for games announced on the network, while the window that shows them is open.
pub struct LanSearch {
    daemon: ServiceDaemon,
    events: Receiver<ServiceEvent>,
    games: Vec<LanGame>,
}

impl LanSearch {
    pub fn start() -> Option<LanSearch> {
        let daemon =
            ServiceDaemon::new().map_err(|e| warn!("cannot look for games on the network: {e}")).ok()?;
        let events =
            daemon.browse(SERVICE).map_err(|e| warn!("cannot look for games on the network: {e}")).ok()?;
        Some(LanSearch { daemon, events, games: Vec::new() })
    }

    /// The games heard of so far, newest news applied.
    pub fn games(&mut self) -> &[LanGame] {
        for event in self.events.try_iter() {
            match event {
                ServiceEvent::ServiceResolved(service) => {
                    let property =
                        |key| service.txt_properties.get_property_val_str(key).unwrap_or_default().to_owned();
                    // An IPv4 address first: the one a friend's game most surely reaches.
                    let mut addresses: Vec<IpAddr> =
                        service.get_addresses().iter().map(|a| a.to_ip_addr()).collect();
                    addresses.sort_by_key(|a| !a.is_ipv4());
                    let Some(&ip) = addresses.first() else { continue };
                    let game = LanGame {
                        code: property("code"),
                        variant: property("variant"),
                        host: property("host"),
                        address: SocketAddr::new(ip, service.get_port()),
                    };
                    self.games.retain(|g| g.code != game.code);
                    self.games.push(game);
                }
                ServiceEvent::ServiceRemoved(_, fullname) => {
                    self.games.retain(|g| !fullname.starts_with(&format!("Damier {}.", g.code)));
                }
                _ => {}
            }
        }
        &self.games
    }
}

impl Drop for LanSearch {
    fn drop(&mut self) {
        let _ = self.daemon.shutdown();
    }
}
