//! The board's AccessKit nodes (`scene::narrator`) in the window's AccessKit tree. With egui's
//! AccessKit on, egui sends the window's whole tree, menus and all, in place of the one Bevy
//! builds from its `AccessibilityNode`s: so the board's nodes are copied into egui's tree every
//! pass, where a screen reader finds them beside the menus.

use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui;

pub fn board_nodes(mut contexts: EguiContexts, nodes: Query<(Entity, &AccessibilityNode)>) -> Result {
    copy_nodes(contexts.ctx_mut()?, nodes.iter().map(|(entity, node)| (entity, &node.0)));
    Ok(())
}

/// Copies Bevy's nodes into the tree of egui's pass under way (nothing while egui's AccessKit
/// is off, as it is in a window that has no AccessKit adapter).
pub fn copy_nodes<'a>(ctx: &egui::Context, nodes: impl Iterator<Item = (Entity, &'a accesskit::Node)>) {
    for (entity, node) in nodes {
        ctx.accesskit_node_builder(egui::Id::new(("bevy-node", entity)), |copy| *copy = node.clone());
    }
}
