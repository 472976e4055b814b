//! The code's shape, checked on every test run (no Bevy here): no import circle between the
//! modules of any folder of any crate (`crate::`, `super::` and `self::` paths alike; a test
//! module's imports aside), the game's layers used only downwards, the crates'
//! dependencies pointing only downwards, no file of the game over 400 lines and no source file
//! of any crate over 600.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The game's layers, from the bottom.
const LAYERS: [&str; 6] = ["base", "game", "scene", "modes", "ui", "app"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Source without comments and string literals.
fn code_of(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    if c == '"' && !escaped {
                        break;
                    }
                    escaped = c == '\\' && !escaped;
                }
                out.push_str("\"\"");
            }
            c => out.push(c),
        }
    }
    out
}

/// The code without its `#[cfg(test)] mod ... { ... }` blocks: what a test borrows from a
/// sibling (a helper that makes positions, say) is not part of the structure.
fn without_tests(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "#[cfg(test)]".len()..];
        let trimmed = after.trim_start();
        let Some(open) = trimmed.starts_with("mod ").then(|| trimmed.find('{')).flatten() else {
            out.push_str("#[cfg(test)]");
            rest = after;
            continue;
        };
        let mut depth = 0;
        let mut end = trimmed.len();
        for (i, c) in trimmed[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &trimmed[end..];
    }
    out.push_str(rest);
    out
}

/// Every path in the code of the file whose module is `module` that names the crate's own
/// modules, from the crate's root: `crate::a::b`, and `super::` and `self::` paths resolved
/// from the file's place (`super::x` in `a/b.rs` is `a::x`), with `{a, b::c}` groups expanded
/// (one level, which is all the code uses).
fn crate_paths(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let bytes = code.as_bytes();
    let word = |i: usize| bytes.get(i).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b':');
    let mut at = 0;
    while let Some((found, keyword)) =
        ["crate::", "super::", "self::"].iter().filter_map(|k| code[at..].find(k).map(|i| (i, *k))).min()
    {
        let start = at + found;
        at = start + keyword.len();
        if start > 0 && word(start - 1) {
            continue;
        }
        let mut base: Vec<String> = match keyword {
            "crate::" => Vec::new(),
            "self::" => module.to_vec(),
            _ => module[..module.len().saturating_sub(1)].to_vec(),
        };
        while keyword == "super::" && code[at..].starts_with("super::") {
            at += "super::".len();
            base.pop();
        }
        let rest = &code[at..];
        let joined = |names: Vec<String>| base.iter().cloned().chain(names).collect::<Vec<_>>();
        if let Some(group) = rest.strip_prefix('{') {
            let inner = &group[..group.find('}').unwrap_or(0)];
            for item in inner.split(',') {
                let names: Vec<String> =
                    item.trim().split("::").map(|n| n.trim().to_string()).filter(|n| !n.is_empty()).collect();
                if !names.is_empty() {
                    paths.push(joined(names));
                }
            }
        } else {
            let end =
                rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(rest.len());
            let names: Vec<String> =
                rest[..end].split("::").filter(|n| !n.is_empty()).map(String::from).collect();
            paths.push(joined(names));
        }
    }
    paths
}

/// The `.rs` files of a crate's source folder, with their module path (`scene/board.rs` is
/// `["scene", "board"]`, `scene/mod.rs` is `["scene"]`, `lib.rs` is `[]`).
fn files(src: &Path) -> Vec<(Vec<String>, PathBuf)> {
    let mut out = Vec::new();
    let mut folders = vec![src.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src).unwrap().with_extension("");
            let mut module: Vec<String> =
                relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib" | "main")) {
                module.pop();
            }
            out.push((module, path));
        }
    }
    out
}

/// The circles among the modules of each folder: an edge A → B when a file inside A names
/// `crate::...::B` where B is A's sibling.
fn circles(src: &Path) -> Vec<String> {
    let files = files(src);
    let mut graphs: BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (module, path) in &files {
        for target in crate_paths(&without_tests(&code_of(path)), module) {
            // The first level where the file's module and the target part ways.
            let shared = module.iter().zip(&target).take_while(|(a, b)| a == b).count();
            if shared < module.len() && shared < target.len() {
                let parent = module[..shared].to_vec();
                let (from, to) = (module[shared].clone(), target[shared].clone());
                let is_module = files
                    .iter()
                    .any(|(m, _)| m.len() > shared && m[..shared] == parent[..] && m[shared] == to);
                if is_module {
                    graphs.entry(parent).or_default().entry(from).or_default().insert(to);
                }
            }
        }
    }
    let mut found = Vec::new();
    for (parent, graph) in &graphs {
        // A module is on a circle when it can reach itself.
        for start in graph.keys() {
            let mut seen = BTreeSet::new();
            let mut todo: Vec<&String> = graph[start].iter().collect();
            while let Some(next) = todo.pop() {
                if seen.insert(next.clone()) {
                    todo.extend(graph.get(next).into_iter().flatten());
                }
            }
            if seen.contains(start) {
                found.push(format!(
                    "{}: {start} is on an import circle",
                    src.join(parent.join("/")).display()
                ));
            }
        }
    }
    found
}

fn sources() -> Vec<PathBuf> {
    let mut out = vec![root().join("src")];
    for entry in fs::read_dir(root().join("crates")).unwrap() {
        let src = entry.unwrap().path().join("src");
        if src.is_dir() {
            out.push(src);
        }
    }
    out
}

#[test]
fn no_folder_of_any_crate_has_an_import_circle() {
    let found: Vec<String> = sources().iter().flat_map(|src| circles(src)).collect();
    assert!(found.is_empty(), "import circles:\n{}", found.join("\n"));
}

#[test]
fn the_circle_check_finds_a_circle() {
    let dir = std::env::temp_dir().join(format!("damier-circle-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("outer")).unwrap();
    fs::write(dir.join("lib.rs"), "mod a; mod b; mod outer;").unwrap();
    fs::write(dir.join("a.rs"), "use crate::b::Thing; // crate::outer in a comment").unwrap();
    fs::write(dir.join("b.rs"), "use crate::{a::Other, outer};").unwrap();
    fs::write(dir.join("outer/mod.rs"), "mod x; mod y;").unwrap();
    fs::write(dir.join("outer/x.rs"), "use crate::outer::y::Y;").unwrap();
    fs::write(dir.join("outer/y.rs"), "fn f() { crate::outer::x::g(); }").unwrap();
    let found = circles(&dir);
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found.len(), 4, "{found:?}");
}

#[test]
fn the_circle_check_finds_a_circle_through_super_and_self() {
    let dir = std::env::temp_dir().join(format!("damier-circle-super-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("net/deep")).unwrap();
    fs::write(dir.join("lib.rs"), "mod net;").unwrap();
    fs::write(dir.join("net/mod.rs"), "mod model; mod layer; mod deep; use self::model::Q;").unwrap();
    fs::write(dir.join("net/model.rs"), "use super::layer::Layer;").unwrap();
    fs::write(dir.join("net/layer.rs"), "fn f() -> u32 { super::model::Q }").unwrap();
    fs::write(dir.join("net/deep/mod.rs"), "mod a; mod b; mod c; mod d;").unwrap();
    fs::write(dir.join("net/deep/a.rs"), "use super::super::layer::Layer; use super::b::B;").unwrap();
    fs::write(dir.join("net/deep/b.rs"), "use super::{a::A};").unwrap();
    // A test borrowing from a sibling draws no edge.
    fs::write(dir.join("net/deep/c.rs"), "use super::d::D;\n#[cfg(test)]\nmod tests { use super::super::deep::c; use crate::net::deep::d::{x}; }").unwrap();
    fs::write(dir.join("net/deep/d.rs"), "#[cfg(test)]\nmod tests { use crate::net::deep::c::C; }").unwrap();
    let found = circles(&dir);
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found.len(), 4, "model and layer, a and b: {found:?}");
}

#[test]
fn the_game_layers_are_used_only_downwards() {
    let mut wrong = Vec::new();
    for (module, path) in files(&root().join("src")) {
        let Some(layer) = module.first().and_then(|m| LAYERS.iter().position(|l| l == m)) else { continue };
        for target in crate_paths(&code_of(&path), &module) {
            if let Some(used) = target.first().and_then(|t| LAYERS.iter().position(|l| l == t))
                && used > layer
            {
                wrong.push(format!("{} uses crate::{}", path.display(), target.join("::")));
            }
        }
    }
    assert!(wrong.is_empty(), "a lower layer uses a higher one:\n{}", wrong.join("\n"));
}

#[test]
fn no_file_of_the_game_is_over_400_lines() {
    let long: Vec<String> = files(&root().join("src"))
        .into_iter()
        .filter_map(|(_, path)| {
            let lines = fs::read_to_string(&path).unwrap().lines().count();
            (lines > 400).then(|| format!("{} has {lines} lines", path.display()))
        })
        .collect();
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn no_source_file_of_any_crate_is_over_600_lines() {
    let long: Vec<String> = sources()
        .iter()
        .flat_map(|src| files(src))
        .filter_map(|(_, path)| {
            let lines = fs::read_to_string(&path).unwrap().lines().count();
            (lines > 600).then(|| format!("{} has {lines} lines", path.display()))
        })
        .collect();
    assert!(long.is_empty(), "{}", long.join("\n"));
}

/// The crates from the bottom: each may depend only on crates of a lower rank. The game
/// (`damier`) sits on the rules, the courses and the engine, and links neither the tools nor the
/// trainer.
const CRATE_RANKS: [(&str, usize); 12] = [
    ("damier-rules", 0),
    ("damier-files", 0),
    ("damier-library", 1),
    ("damier-learn", 1),
    ("damier-protocol", 1),
    ("damier-server", 2),
    ("damier-ai", 1),
    ("damier-train", 2),
    ("damier-worker", 2),
    ("damier-fuzz", 3),
    ("damier-cli", 4),
    ("damier", 3),
];

/// The workspace crates a manifest names in any of its dependency tables.
fn crate_dependencies(manifest: &Path) -> Vec<String> {
    let mut in_dependencies = false;
    let mut found = Vec::new();
    for line in fs::read_to_string(manifest).unwrap().lines() {
        let line = line.trim();
        if line.starts_with('[') {
            // `[dependencies]`, `[dev-dependencies]`, `[build-dependencies]` and the per-target
            // tables (`[target.'cfg(...)'.dependencies]`) alike; the workspace's table only names
            // the crates.
            in_dependencies = line.ends_with("dependencies]") && line != "[workspace.dependencies]";
        } else if in_dependencies
            && let Some((name, _)) = line.split_once(['=', '.'])
            && name.trim().starts_with("damier")
        {
            found.push(name.trim().to_string());
        }
    }
    found
}

#[test]
fn crate_dependencies_point_only_downwards() {
    let rank = |name: &str| CRATE_RANKS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r);
    let mut manifests = vec![("damier".to_string(), root().join("Cargo.toml"))];
    for entry in fs::read_dir(root().join("crates")).unwrap() {
        let dir = entry.unwrap().path();
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        manifests.push((name, dir.join("Cargo.toml")));
    }
    let mut wrong = Vec::new();
    for (name, manifest) in manifests {
        let Some(own) = rank(&name) else {
            wrong.push(format!("{name} has no rank in CRATE_RANKS"));
            continue;
        };
        for used in crate_dependencies(&manifest) {
            if rank(&used).is_none_or(|r| r >= own) {
                wrong.push(format!("{name} depends on {used}"));
            }
        }
    }
    assert!(wrong.is_empty(), "a crate depends on one not below it:\n{}", wrong.join("\n"));
}
