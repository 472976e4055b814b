//! What ships in the binary for each variant (learned weights, opening books), read once, on
//! first use, and shared from then on.

use std::sync::{Arc, OnceLock};

use damier_rules::Variant;

/// One slot a variant, each filled once.
pub(crate) type PerVariant<T> = [OnceLock<Option<Arc<T>>>; Variant::ALL.len()];

/// The variant's value in `cache`, made by `read` the first time it is asked for (`None`: the
/// variant has none).
pub(crate) fn once_per_variant<T>(
    cache: &'static PerVariant<T>,
    variant: Variant,
    read: impl FnOnce() -> Option<T>,
) -> Option<Arc<T>> {
    let slot = Variant::ALL.iter().position(|&v| v == variant).expect("a variant");
    cache[slot].get_or_init(|| read().map(Arc::new)).clone()
}
