//! The link that opens a game in the browser: a server that serves the web page (`damier-server
//! --web`) serves it at `/`, and the page joins the game its fragment names, `#join=CODE`.

/// The page's link to the game `code` on the server at `server` (`ws://host:port`,
/// `wss://host/`, or a bare `host:port`): `http://host:port/#join=CODE`, `https://` for `wss://`.
pub fn join_link(server: &str, code: &str) -> String {
    let (scheme, rest) = match server.split_once("://") {
        Some(("wss" | "https", rest)) => ("https", rest),
        Some((_, rest)) => ("http", rest),
        None => ("http", server),
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    format!("{scheme}://{host}/#join={code}")
}

/// The code a page's fragment (after `#`) asks to join, upper case; none unless it is
/// `join=` and letters and digits.
pub fn join_code(fragment: &str) -> Option<String> {
    let code = fragment.strip_prefix("join=")?.trim();
    (!code.is_empty() && code.chars().all(|c| c.is_ascii_alphanumeric())).then(|| code.to_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::{join_code, join_link};

    #[test]
    fn links_follow_the_servers_address() {
        for (server, link) in [
            ("ws://play.example.org:8080", "http://play.example.org:8080/#join=KDX4PW"),
            ("wss://play.example.org/", "https://play.example.org/#join=KDX4PW"),
            ("wss://play.example.org/ws?x=1", "https://play.example.org/#join=KDX4PW"),
            ("192.168.1.20:7777", "http://192.168.1.20:7777/#join=KDX4PW"),
        ] {
            assert_eq!(join_link(server, "KDX4PW"), link, "{server}");
        }
    }

    #[test]
    fn only_a_join_fragment_names_a_code() {
        assert_eq!(join_code("join=kdx4pw"), Some("KDX4PW".into()));
        for fragment in ["", "join=", "join=KD X4", "join=<script>", "play=KDX4PW"] {
            assert_eq!(join_code(fragment), None, "{fragment}");
        }
    }

    #[test]
    fn a_link_reads_back_to_its_code() {
        let link = join_link("wss://play.example.org", "KDX4PW");
        let fragment = link.split_once('#').map(|(_, f)| f).unwrap();
        assert_eq!(join_code(fragment), Some("KDX4PW".into()));
    }
}
