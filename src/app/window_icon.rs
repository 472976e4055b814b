//! The window's icon: Damier's own (`assets/icon/damier.svg`, rendered at 128 pixels into
//! `damier-128.png` with `rsvg-convert -w 128 -h 128`), shown in the title bar and the task bar.
//! Bevy has no setting for it, so it is handed to winit's window once that exists, on the main
//! thread, which owns the windows.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;
use winit::window::Icon;

const ICON_PNG: &[u8] = include_bytes!("../../assets/icon/damier-128.png");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, give_icon);
}

fn give_icon(
    _main_thread: NonSendMarker,
    window: Option<Single<Entity, With<PrimaryWindow>>>,
    mut given: Local<bool>,
) {
    let Some(window) = window.filter(|_| !*given) else { return };
    WINIT_WINDOWS.with_borrow(|windows| {
        if let Some(winit_window) = windows.get_window(*window) {
            winit_window.set_window_icon(Some(icon()));
            *given = true;
        }
    });
}

/// The icon's pixels, as winit wants them (8-bit RGBA rows).
fn icon() -> Icon {
    let mut reader =
        png::Decoder::new(std::io::Cursor::new(ICON_PNG)).read_info().expect("the embedded icon is a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("the icon is small")];
    let frame = reader.next_frame(&mut pixels).expect("the embedded icon decodes");
    assert_eq!(frame.color_type, png::ColorType::Rgba, "the icon is saved as 8-bit RGBA");
    pixels.truncate(frame.buffer_size());
    Icon::from_rgba(pixels, frame.width, frame.height).expect("the icon's size matches its pixels")
}
