//! In a page: no multicast, so nothing is announced and nothing is heard.

use std::net::SocketAddr;

use bevy::prelude::*;

use super::LanGame;

#[derive(Resource)]
pub struct Announcement;

impl Announcement {
    pub fn start(_code: &str, _variant: &str, _host: &str, _address: SocketAddr) -> Option<Announcement> {
        None
    }
}

pub struct LanSearch;

impl LanSearch {
    pub fn start() -> Option<LanSearch> {
        None
    }

    pub fn games(&mut self) -> &[LanGame] {
        &[]
    }
}
