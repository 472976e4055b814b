//! The scanner of a PDN text: characters, words, tags, and skipping what is not kept.

pub(super) struct Reader<'a> {
    pub(super) text: &'a str,
    pub(super) pos: usize,
    pub(super) line: usize,
}

impl Reader<'_> {
    pub(super) fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    pub(super) fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    pub(super) fn at_line_start(&self) -> bool {
        self.pos == 0 || self.text[..self.pos].ends_with('\n')
    }

    pub(super) fn skip_whitespace(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// The text up to `end` (consumed, not returned) or the end of input; and whether `end` was
    /// found.
    pub(super) fn until(&mut self, end: char) -> (String, bool) {
        let mut out = String::new();
        while let Some(c) = self.bump() {
            if c == end {
                return (out, true);
            }
            out.push(c);
        }
        (out, false)
    }

    pub(super) fn word(&mut self) -> &str {
        let start = self.pos;
        while self.peek().is_some_and(|c| !c.is_whitespace() && !"{}()[];".contains(c)) {
            self.bump();
        }
        &self.text[start..self.pos]
    }

    /// Skips a `(...)` variation with nested variations and comments; false if never closed.
    pub(super) fn skip_variation(&mut self) -> bool {
        let mut depth = 0;
        while let Some(c) = self.bump() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        return true;
                    }
                }
                '{' => {
                    self.until('}');
                }
                _ => {}
            }
        }
        false
    }

    /// `[Name "value"]`, with `\"` and `\\` escapes in the value.
    pub(super) fn tag(&mut self) -> Result<(String, String), String> {
        self.bump();
        self.skip_whitespace();
        let name: String = self.word().to_string();
        if name.is_empty() {
            self.until(']');
            return Err("a tag without a name".into());
        }
        self.skip_whitespace();
        if self.peek() != Some('"') {
            self.until(']');
            return Err(format!("the value of tag {name} is not in double quotes"));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('\\') => {
                    if let Some(c) = self.bump() {
                        value.push(c);
                    }
                }
                Some('"') => break,
                Some('\n') | None => return Err(format!("the value of tag {name} is never closed")),
                Some(c) => value.push(c),
            }
        }
        self.skip_whitespace();
        if self.peek() == Some(']') {
            self.bump();
            Ok((name, value))
        } else {
            Err(format!("tag {name} is not closed with ']'"))
        }
    }
}
