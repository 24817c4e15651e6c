//! The whole layout grows with the window: above 1280x800 points, egui's zoom rises with
//! the window, so the side panel, the dice and the text grow with the board. A person's
//! own zoom (Ctrl+Plus, Ctrl+Minus, Ctrl+0, as in a browser) multiplies it and is kept
//! with the window.

use egui::Vec2;

/// The size the layout is made for; smaller windows keep zoom 1.
const DESIGN: Vec2 = egui::vec2(1280.0, 800.0);

/// The zoom for a window `size` points big at zoom 1: 1 up to 1280x800, then growing
/// with the tighter of width and height, up to 2, in steps of 0.05.
pub fn zoom_for(size: Vec2) -> f32 {
    let fit = (size.x / DESIGN.x).min(size.y / DESIGN.y).clamp(1.0, 2.0);
    (fit * 20.0 + 1e-3).floor() / 20.0
}

/// The smallest and largest zoom a person may choose on top of the fitted one.
const CHOSEN: std::ops::RangeInclusive<f32> = 0.5..=3.0;

/// Sets the window's zoom from its size and the person's own choice. The size is taken at
/// zoom 1 (the window's pixels over the screen's), which the zoom does not change: no
/// feedback, and a repaint only when the window's size crosses a step. A zoom that is not
/// the one set here last was the person's (egui's Ctrl+Plus and Ctrl+Minus, at the end of
/// the frame before): it becomes their choice, relative to the fitted zoom; Ctrl+0 (egui
/// sets 1) is back to the fitted zoom. The choice lives in egui's memory, which is saved
/// with the window.
pub fn fit_zoom(ctx: &egui::Context) {
    let id = egui::Id::unique("dhayam-chosen-zoom");
    let zoom = ctx.zoom_factor();
    // (the person's choice, the zoom set here last; 0: none yet)
    let (mut chosen, set) = ctx.data_mut(|d| *d.get_persisted_mut_or(id, (1.0_f32, 0.0_f32)));
    if set > 0.0 && (zoom - set).abs() > 1e-3 {
        chosen = if (zoom - 1.0).abs() < 1e-6 {
            1.0
        } else {
            // The fitted zoom at the time: what was set over what was chosen then.
            zoom / (set / chosen)
        };
        chosen = chosen.clamp(*CHOSEN.start(), *CHOSEN.end());
    }
    let native = ctx.native_pixels_per_point().unwrap_or(1.0);
    let at_one = ctx.content_rect().size() * ctx.pixels_per_point() / native;
    let want = zoom_for(at_one) * chosen;
    if (want - zoom).abs() > 1e-3 {
        ctx.set_zoom_factor(want);
    }
    ctx.data_mut(|d| d.insert_persisted(id, (chosen, want)));
}

#[cfg(test)]
mod tests {
    use super::{fit_zoom, zoom_for};
    use egui::{Key, Modifiers, vec2};
    use egui_kittest::Harness;

    /// A window of `size` points that only fits its zoom.
    fn window(size: [f32; 2]) -> Harness<'static> {
        let mut harness = Harness::builder().with_size(size).build_ui(|ui| {
            fit_zoom(ui.ctx());
            ui.label("Dhayam");
        });
        harness.run();
        harness
    }

    fn zoom(harness: &Harness<'static>) -> f32 {
        harness.ctx.zoom_factor()
    }

    #[test]
    fn a_persons_zoom_stays_and_goes_with_the_fitted_one() {
        let mut harness = window([1280.0, 800.0]);
        assert!((zoom(&harness) - 1.0).abs() < 1e-3);
        harness.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
        harness.run();
        for _ in 0..5 {
            harness.step();
        }
        assert!((zoom(&harness) - 1.1).abs() < 1e-3, "{}", zoom(&harness));
        harness.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
        harness.run();
        assert!((zoom(&harness) - 1.2).abs() < 1e-3, "{}", zoom(&harness));
        // A larger window: the fitted zoom grows, the person's choice stays on top of it.
        harness.set_size(vec2(2560.0, 1600.0));
        harness.run();
        assert!(
            (zoom(&harness) - 2.0 * 1.2).abs() < 0.03,
            "{}",
            zoom(&harness)
        );
        // Ctrl+0: the fitted zoom again.
        harness.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
        harness.run();
        for _ in 0..3 {
            harness.step();
        }
        assert!((zoom(&harness) - 2.0).abs() < 1e-3, "{}", zoom(&harness));
        harness.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
        harness.run();
        assert!(zoom(&harness) < 2.0 - 0.05, "{}", zoom(&harness));
    }

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
