//! Every link and document reference in the repository resolves (std only, no Bevy, no Damier):
//!
//! - each relative Markdown link, `[text](path)` or `![alt](path)` (and `[label]: path`), in every
//!   `.md` file points to a file or folder that exists, resolved from the file that holds it (a
//!   `#anchor` suffix is dropped; web and mail links are not checked; links in code blocks and
//!   code spans are not links);
//! - each `#anchor` of a link to a Markdown file (or within one) names one of its headings, as
//!   GitHub spells them;
//! - each document a source comment (`//`, `//!`, `///` lines of the `.rs` files under `src/`,
//!   `crates/` and `tests/`) names, a path-like word ending in `.md`, exists relative to the
//!   repository's root or to the file's folder;
//! - no file names the folder outside the repository that the project was specified from: the
//!   repository must stand on its own.
//!
//! Build outputs (`target/` folders), `.git/` and the fuzzers' local folders are skipped.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Folders never looked into: build outputs, git's own, and what cargo-fuzz keeps locally (not
/// committed: see `fuzz/.gitignore`).
fn skipped(relative: &Path) -> bool {
    let name = relative.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if name == "target" || name == ".git" {
        return true;
    }
    let parts: Vec<&str> = relative.iter().filter_map(|p| p.to_str()).collect();
    matches!(parts.as_slice(), ["fuzz", "corpus" | "artifacts" | "coverage"])
}

/// Every file of the repository, as paths relative to its root, in a stable order.
fn files() -> Vec<PathBuf> {
    let root = root();
    let mut out = Vec::new();
    let mut pending = vec![PathBuf::new()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(root.join(&dir)) else { continue };
        for entry in entries.flatten() {
            let relative = dir.join(entry.file_name());
            let Ok(kind) = entry.file_type() else { continue };
            if kind.is_dir() {
                if !skipped(&relative) {
                    pending.push(relative);
                }
            } else if kind.is_file() {
                out.push(relative);
            }
        }
    }
    out.sort();
    out
}

fn has_extension(path: &Path, extension: &str) -> bool {
    path.extension().and_then(|e| e.to_str()) == Some(extension)
}

/// The line with its code spans blanked out (`` `[a](b)` `` is code, not a link).
fn without_code_spans(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out: Vec<char> = chars.clone();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '`' {
            i += 1;
            continue;
        }
        let run = chars[i..].iter().take_while(|&&c| c == '`').count();
        // The closing run: the next run of exactly as many backticks.
        let mut j = i + run;
        let mut close = None;
        while j < chars.len() {
            if chars[j] == '`' {
                let other = chars[j..].iter().take_while(|&&c| c == '`').count();
                if other == run {
                    close = Some(j);
                    break;
                }
                j += other;
            } else {
                j += 1;
            }
        }
        match close {
            Some(j) => {
                out[i..j + run].fill(' ');
                i = j + run;
            }
            None => i += run,
        }
    }
    out.into_iter().collect()
}

/// The link targets of one line of Markdown (code spans already removed): `[text](target)`,
/// `![alt](target)`, and a reference definition `[label]: target`.
fn link_targets(line: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let trimmed = line.trim_start();
    if trimmed.starts_with('[')
        && let Some(end) = trimmed.find(']')
        && trimmed[end + 1..].starts_with(':')
    {
        let rest = trimmed[end + 2..].trim();
        if let Some(target) = rest.split_whitespace().next() {
            targets.push(target.trim_start_matches('<').trim_end_matches('>').to_string());
        }
    }
    let mut from = 0;
    while let Some(at) = line[from..].find("](") {
        let start = from + at + 2;
        // The target runs to the `)` that closes the one opened here (a path may hold parentheses).
        let mut depth = 1;
        let mut end = None;
        for (k, c) in line[start..].char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(start + k);
                        break;
                    }
                }
                _ => {}
            }
        }
        let Some(end) = end else { break };
        let inside = line[start..end].trim();
        let target = if let Some(rest) = inside.strip_prefix('<') {
            rest.split('>').next().unwrap_or("")
        } else {
            // `(path "title")`: the path is the first word.
            inside.split_whitespace().next().unwrap_or("")
        };
        targets.push(target.to_string());
        from = end + 1;
    }
    targets
}

/// Whether a link target is checked here: not empty, not a pure `#anchor`, not a web, mail or
/// other URI with a scheme (`https:`, `mailto:`, ...).
fn is_relative(target: &str) -> bool {
    if target.is_empty() || target.starts_with('#') || target.starts_with("//") {
        return false;
    }
    let scheme: String = target.chars().take_while(|&c| c != ':' && c != '/' && c != '#').collect();
    let has_scheme = target[scheme.len()..].starts_with(':')
        && scheme.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+.-".contains(c));
    !has_scheme
}

/// A link target without its `#anchor` or `?query`, with `%20` and friends decoded.
fn link_path(target: &str) -> String {
    let path = target.split(['#', '?']).next().unwrap_or("");
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
        {
            out.push((h * 16 + l) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The relative link targets of a Markdown text, with their 1-based line numbers; fenced code
/// blocks are skipped.
fn markdown_links(text: &str) -> Vec<(usize, String)> {
    markdown_targets(text).into_iter().filter(|(_, target)| is_relative(target)).collect()
}

/// The lines of a Markdown text outside fenced code blocks, with their 1-based numbers.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut lines = Vec::new();
    let mut fence: Option<String> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker: String = trimmed.chars().take_while(|&c| c == '`' || c == '~').collect();
        if marker.len() >= 3 && marker.chars().all(|c| c == marker.chars().next().unwrap_or('`')) {
            match &fence {
                None => fence = Some(marker),
                Some(open) if marker.starts_with(open.as_str()) && trimmed.trim() == marker => {
                    fence = None;
                }
                Some(_) => {}
            }
            continue;
        }
        if fence.is_none() {
            lines.push((i + 1, line));
        }
    }
    lines
}

/// Every link target of a Markdown text (web links and pure anchors too), with its line number.
fn markdown_targets(text: &str) -> Vec<(usize, String)> {
    let lines = prose_lines(text).into_iter();
    lines
        .flat_map(|(n, line)| link_targets(&without_code_spans(line)).into_iter().map(move |t| (n, t)))
        .collect()
}

/// The anchors of a Markdown text's headings as GitHub makes them: the heading's text in lower
/// case, spaces turned into hyphens, punctuation other than `-` and `_` dropped, and `-1`, `-2`,
/// ... after a repeated one.
fn heading_anchors(text: &str) -> HashSet<String> {
    let mut anchors = HashSet::new();
    for (_, line) in prose_lines(text) {
        let level = line.chars().take_while(|&c| c == '#').count();
        let Some(title) = line[level..].strip_prefix(' ').filter(|_| (1..=6).contains(&level)) else {
            continue;
        };
        let slug: String = title
            .trim()
            .trim_end_matches('#')
            .trim()
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        let mut anchor = slug.clone();
        let mut repeat = 0;
        while !anchors.insert(anchor.clone()) {
            repeat += 1;
            anchor = format!("{slug}-{repeat}");
        }
    }
    anchors
}

/// Where a link from `file` (relative to the root) leads: from the file's folder, or from the
/// root for a path starting with `/`.
fn resolve(file: &Path, path: &str) -> PathBuf {
    match path.strip_prefix('/') {
        Some(from_root) => root().join(from_root),
        None => root().join(file.parent().unwrap_or(Path::new(""))).join(path),
    }
}

#[test]
fn every_relative_markdown_link_resolves() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for file in files().into_iter().filter(|f| has_extension(f, "md")) {
        let text = fs::read_to_string(root().join(&file)).unwrap_or_default();
        for (line, target) in markdown_links(&text) {
            checked += 1;
            let path = link_path(&target);
            if path.is_empty() {
                continue;
            }
            if !resolve(&file, &path).exists() {
                broken.push(format!("{}:{line}: ({target}) leads nowhere", file.display()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "{} broken Markdown link(s) of {checked}:\n  {}",
        broken.len(),
        broken.join("\n  ")
    );
    assert!(checked > 0, "no Markdown link found at all: is the repository where the test looks?");
}

#[test]
fn every_anchor_of_a_markdown_link_names_a_heading() {
    let mut broken = Vec::new();
    let mut checked = 0;
    // Each linked document's anchors, read once.
    let mut anchors_of: HashMap<PathBuf, Option<HashSet<String>>> = HashMap::new();
    for file in files().into_iter().filter(|f| has_extension(f, "md")) {
        let text = fs::read_to_string(root().join(&file)).unwrap_or_default();
        for (line, target) in markdown_targets(&text) {
            let Some((path, anchor)) = target.split_once('#') else { continue };
            let linked = if path.is_empty() {
                root().join(&file)
            } else if is_relative(&target) && link_path(path).ends_with(".md") {
                resolve(&file, &link_path(path))
            } else {
                continue;
            };
            let anchors = anchors_of
                .entry(linked)
                .or_insert_with_key(|linked| fs::read_to_string(linked).ok().map(|t| heading_anchors(&t)));
            let Some(anchors) = anchors else { continue };
            checked += 1;
            if !anchors.contains(anchor) {
                broken.push(format!("{}:{line}: ({target}) names no heading", file.display()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "{} anchor(s) of {checked} lead nowhere:\n  {}",
        broken.len(),
        broken.join("\n  ")
    );
    assert!(checked > 0, "no anchor found at all");
}

/// The path-like words ending in `.md` of a comment's text.
fn document_names(comment: &str) -> Vec<String> {
    comment
        .split(|c: char| !(c.is_ascii_alphanumeric() || "_./-".contains(c)))
        .map(|word| word.trim_end_matches('.'))
        .filter(|word| word.len() > 3 && word.ends_with(".md") && !word.starts_with("//"))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_document_a_source_comment_names_exists() {
    let mut broken = Vec::new();
    let mut checked = 0;
    let sources = files().into_iter().filter(|f| {
        has_extension(f, "rs") && ["src", "crates", "tests"].iter().any(|top| f.starts_with(top))
    });
    for file in sources {
        let text = fs::read_to_string(root().join(&file)).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            let Some(comment) = line.trim_start().strip_prefix("//") else { continue };
            for name in document_names(comment) {
                checked += 1;
                let folder = root().join(file.parent().unwrap_or(Path::new("")));
                if !root().join(&name).exists() && !folder.join(&name).exists() {
                    broken.push(format!(
                        "{}:{}: names {name}, which is neither at the root nor beside the file",
                        file.display(),
                        i + 1
                    ));
                }
            }
        }
    }
    assert!(
        broken.is_empty(),
        "{} source comment(s) of {checked} name a document that does not exist:\n  {}",
        broken.len(),
        broken.join("\n  ")
    );
}

#[test]
fn no_file_names_the_specification_folder_outside_the_repository() {
    // Spelled in pieces so that this file does not name them itself.
    let needles = [format!("{}/{}", "..", "shared"), format!("/{}/{}", "work", "shared")];
    let mut found = Vec::new();
    for file in files() {
        let Ok(bytes) = fs::read(root().join(&file)) else { continue };
        let text = String::from_utf8_lossy(&bytes);
        for (i, line) in text.lines().enumerate() {
            if needles.iter().any(|needle| line.contains(needle.as_str())) {
                found.push(format!("{}:{}", file.display(), i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the repository must stand on its own, but these lines name a folder outside it:\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn the_link_reader_reads_links_and_only_links() {
    let text = "\
See [the rules](docs/RULES.md#frisian) and ![a picture](docs/title.png \"Title\").
Web links are not checked: [Bevy](https://bevy.org), [mail](mailto:someone@example.org), [here](#top).
Code is not a link: `[a](nowhere.md)` nor ``[b](nowhere.md)``.
```
[c](nowhere.md)
```
  ~~~text
[d](nowhere.md)
  ~~~
[ref]: <docs/CLI.md>
A path with parentheses: [e](dir/file(1).md), two on a line: [f](a.md) [g](b.md).
";
    let links: Vec<(usize, String)> = markdown_links(text);
    let expected = [
        (1, "docs/RULES.md#frisian"),
        (1, "docs/title.png"),
        (10, "docs/CLI.md"),
        (11, "dir/file(1).md"),
        (11, "a.md"),
        (11, "b.md"),
    ];
    let expected: Vec<(usize, String)> = expected.iter().map(|&(n, t)| (n, t.to_string())).collect();
    assert_eq!(links, expected);
    assert_eq!(link_path("docs/RULES.md#frisian"), "docs/RULES.md");
    let headings =
        "# Damier\n## Against Scan 2.0\n```\n# not a heading\n```\n### `book` and *levels*\n## Damier\n#nope";
    let mut anchors: Vec<String> = heading_anchors(headings).into_iter().collect();
    anchors.sort();
    assert_eq!(anchors, ["against-scan-20", "book-and-levels", "damier", "damier-1"]);
    assert_eq!(link_path("my%20file.md?plain=1"), "my file.md");
    assert_eq!(
        document_names(" see docs/FORMATS.md, FORMATS.md. and https://example.org/x/README.md"),
        ["docs/FORMATS.md", "FORMATS.md"]
    );
}
