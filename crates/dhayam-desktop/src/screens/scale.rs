//! The whole layout grows with the window: above 1280x800 points, egui's zoom rises with
//! the window, so the side panel, the dice and the text grow with the board.

use egui::Vec2;

/// The size the layout is made for; smaller windows keep zoom 1.
const DESIGN: Vec2 = egui::vec2(1280.0, 800.0);

/// The zoom for a window `size` points big at zoom 1: 1 up to 1280x800, then growing
/// with the tighter of width and height, up to 2, in steps of 0.05.
pub fn zoom_for(size: Vec2) -> f32 {
    let fit = (size.x / DESIGN.x).min(size.y / DESIGN.y).clamp(1.0, 2.0);
    (fit * 20.0 + 1e-3).floor() / 20.0
}

/// Sets the window's zoom from its size. The size is taken at zoom 1 (the points now
/// times the zoom now), which the zoom does not change: no feedback, and a repaint only
/// when the window's size crosses a step.
pub fn fit_zoom(ctx: &egui::Context) {
    let zoom = ctx.zoom_factor();
    let want = zoom_for(ctx.content_rect().size() * zoom);
    if (want - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(want);
    }
}

#[cfg(test)]
mod tests {
    use super::zoom_for;
    use egui::vec2;

    #[test]
    fn small_windows_keep_zoom_one_and_large_ones_grow() {
        assert!((zoom_for(vec2(640.0, 480.0)) - 1.0).abs() < 1e-6);
        assert!((zoom_for(vec2(1280.0, 800.0)) - 1.0).abs() < 1e-6);
        assert!((zoom_for(vec2(2560.0, 1440.0)) - 1.8).abs() < 1e-6);
        assert!((zoom_for(vec2(3840.0, 2160.0)) - 2.0).abs() < 1e-6);
        // A wide, short window grows only as much as its height allows.
        assert!((zoom_for(vec2(2560.0, 800.0)) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn the_zoomed_layout_is_never_smaller_than_the_design() {
        for (w, h) in [
            (1300.0, 820.0),
            (1920.0, 1080.0),
            (2560.0, 1440.0),
            (5000.0, 3000.0),
        ] {
            let zoom = zoom_for(vec2(w, h));
            assert!(
                w / zoom >= 1280.0 - 1e-3 && h / zoom >= 800.0 - 1e-3,
                "{w}x{h}"
            );
        }
    }
}
