//! Today's date as PDN's `Date` tag writes it, from the system's clock on the desktop and the
//! page's in a browser (where std has no clock).

use web_time::{SystemTime, UNIX_EPOCH};

pub fn today() -> String {
    damier_rules::pdn::date(SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()))
}
