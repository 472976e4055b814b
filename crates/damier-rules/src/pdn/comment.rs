//! PDN comments: what reading keeps of one and the clock it holds, and how writing puts one.

use std::time::Duration;

use crate::clock::parse_clock;

/// The clock reading of a comment (`[%clk 0:02:57]`), if it holds one.
pub(super) fn clock_in(text: &str) -> Option<Duration> {
    let start = text.find("[%clk")? + "[%clk".len();
    let end = start + text[start..].find(']')?;
    parse_clock(&text[start..end]).ok()
}

/// PDN comments cannot contain `}`; a brace becomes a parenthesis.
pub(super) fn comment_text(text: &str) -> String {
    format!("{{{}}}", text.replace('}', ")").replace('{', "("))
}

/// Drops embedded commands such as lidraughts' `[%clock ...]` (from `[%` to the next `]`, or to
/// the end), normalises white space, and turns braces into parentheses as writing does (a
/// comment cannot hold them), so that a comment reads back as it was read. One pass, each
/// character looked at once: a comment of thousands of clock readings costs its length.
pub(super) fn clean_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_command = false;
    // White space or a dropped command since the last character kept: one space, if more follows.
    let mut gap = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        #[cfg(test)]
        CLEAN_STEPS.set(CLEAN_STEPS.get() + 1);
        if in_command {
            in_command = c != ']';
        } else if c == '[' && chars.peek() == Some(&'%') {
            in_command = true;
            gap = true;
        } else if c.is_whitespace() {
            gap = true;
        } else {
            if gap && !out.is_empty() {
                out.push(' ');
            }
            gap = false;
            out.push(match c {
                '{' => '(',
                '}' => ')',
                c => c,
            });
        }
    }
    out
}

#[cfg(test)]
thread_local! {
    /// The characters `clean_comment` has looked at on this thread, so that a test can bound
    /// its work by counting rather than by timing. Any loop over the text must add its steps.
    static CLEAN_STEPS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The comment cleaning this module once had (a command at a time, each shifting the rest
    /// of the text): the reference for what cleaning gives.
    fn reference_clean(text: &str) -> String {
        let mut text = text.replace('{', "(").replace('}', ")");
        while let Some(start) = text.find("[%") {
            let end = text[start..].find(']').map_or(text.len(), |end| start + end + 1);
            text.replace_range(start..end, " ");
        }
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn cleaning_gives_what_the_command_at_a_time_cleaning_gave() {
        let cases = [
            "",
            "  good  move ",
            "[%clk 0:02:59] good",
            "a[%clk 1]b",
            "[[%x]%clk 1] [%%]] [%unclosed",
            "{nested} [%eval {0.5}] }{",
            "[% ]]]\t\n\u{3000}x\u{a0}[",
            "[%clk 0:01]\u{e9}t\u{e9} [%",
        ];
        for text in cases {
            assert_eq!(clean_comment(text), reference_clean(text), "{text:?}");
        }
        // Random texts over the characters that matter.
        let alphabet = ['[', '%', ']', '{', '}', ' ', '\n', 'a', '\u{e9}', '\u{3000}'];
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..2000 {
            let mut text = String::new();
            for _ in 0..(seed % 24) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push(alphabet[(seed % alphabet.len() as u64) as usize]);
            }
            assert_eq!(clean_comment(&text), reference_clean(&text), "{text:?}");
        }
    }

    #[test]
    fn cleaning_a_megabyte_of_commands_takes_steps_in_proportion_to_its_length() {
        let command = "[%clk 0:02:57] [%eval 0.25,12] ";
        let text: String = command.repeat(33_000) + "a good move";
        assert!(text.len() > 1_000_000);
        CLEAN_STEPS.set(0);
        assert_eq!(clean_comment(&text), "a good move");
        // Every loop of the cleaning over the text counts its steps: at least one a character
        // (so a cleaning that counts none fails here too), and no more than a fixed number.
        let steps = CLEAN_STEPS.get();
        assert!((text.len()..=2 * text.len()).contains(&steps), "{steps} steps for {} bytes", text.len());
    }
}
