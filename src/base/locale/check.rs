//! Checks of the built-in language files, for the tests: every file parses, and every
//! translation has exactly English's messages with the same arguments.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast;

use crate::base::locale::Language;

/// What is wrong with the built-in language files: syntax errors, messages missing from a
/// translation or not in English, and messages whose arguments differ from the English ones.
/// The demos' captions are checked against the demos themselves (see the app tests).
pub fn catalog_problems() -> Vec<String> {
    let mut problems = Vec::new();
    let mut game_messages = Vec::new();
    for language in Language::ALL {
        let mut messages = BTreeMap::new();
        for (file, source) in language.sources().into_iter().enumerate() {
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, errors)| {
                for e in errors {
                    let line = source[..e.pos.start.min(source.len())].lines().count();
                    problems.push(format!("{}: file {file}, line {line}: {}", language.code(), e.kind));
                }
                partial
            });
            // The demos' captions (file 1) are checked against the demo files instead.
            if file != 1 {
                messages.extend(arguments_by_message(&resource));
            }
        }
        game_messages.push((language, messages));
    }
    let (_, english) = &game_messages[0];
    for (language, translated) in &game_messages[1..] {
        let code = language.code();
        for (id, names) in english {
            match translated.get(id) {
                None => problems.push(format!("{code}: `{id}` is missing")),
                Some(theirs) if theirs != names => {
                    problems.push(format!("{code}: `{id}` uses {theirs:?}, English uses {names:?}"))
                }
                Some(_) => {}
            }
        }
        for id in translated.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{code}: `{id}` is not in English"));
        }
    }
    problems
}

/// Each message of a file, with the names of the arguments it uses.
fn arguments_by_message(resource: &FluentResource) -> BTreeMap<String, BTreeSet<String>> {
    let mut found = BTreeMap::new();
    for entry in resource.entries() {
        if let ast::Entry::Message(message) = entry {
            let mut names = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_arguments(value, &mut names);
            }
            found.insert(message.id.name.to_string(), names);
        }
    }
    found
}

fn pattern_arguments(pattern: &ast::Pattern<&str>, names: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_arguments(expression, names);
        }
    }
}

fn expression_arguments(expression: &ast::Expression<&str>, names: &mut BTreeSet<String>) {
    let inline = match expression {
        ast::Expression::Inline(inline) => inline,
        ast::Expression::Select { selector, variants } => {
            for variant in variants {
                pattern_arguments(&variant.value, names);
            }
            selector
        }
    };
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            names.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_arguments(expression, names),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                expression_arguments(&ast::Expression::Inline(argument.clone()), names);
            }
        }
        _ => {}
    }
}
