//! The date PDN's `Date` tag holds.

/// Today's date as PDN's `Date` tag writes it (`2026.05.01`, UTC). Not on the web, where std
/// has no clock: a page reads its own and calls [`date`].
#[cfg(not(target_arch = "wasm32"))]
pub fn today() -> String {
    let seconds =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    date(seconds)
}

/// The UTC date of `unix_seconds` (seconds since 1970-01-01) as PDN's `Date` tag writes it.
pub fn date(unix_seconds: u64) -> String {
    let days = (unix_seconds / 86_400) as i64;
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_read_as_the_calendar_has_them() {
        for (seconds, written) in
            [(0, "1970.01.01"), (951_782_400, "2000.02.29"), (4_107_542_399, "2100.02.28")]
        {
            assert_eq!(super::date(seconds), written, "{seconds}");
        }
    }
}
