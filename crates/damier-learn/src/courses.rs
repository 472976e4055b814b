//! The five built-in courses, in the binary: their files are checked by this crate's tests.

use damier_rules::Variant;

use crate::course::Course;

/// The text of a variant's built-in course file.
pub fn source(variant: Variant) -> &'static str {
    match variant {
        Variant::HexDame => include_str!("../courses/hexdame.toml"),
        Variant::International => include_str!("../courses/international.toml"),
        Variant::Brazilian => include_str!("../courses/brazilian.toml"),
        Variant::Frisian => include_str!("../courses/frisian.toml"),
        Variant::English => include_str!("../courses/english.toml"),
    }
}

/// The course of a variant.
///
/// # Panics
/// If its built-in file does not read, which the crate's tests rule out.
pub fn course(variant: Variant) -> Course {
    Course::parse(source(variant)).unwrap_or_else(|e| panic!("the {variant} course: {e}"))
}

/// Every course, in the order of [`Variant::ALL`].
pub fn all_courses() -> Vec<Course> {
    Variant::ALL.into_iter().map(course).collect()
}
