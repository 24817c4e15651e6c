//! The window's place and zoom, kept between runs by eframe (a small file in the data
//! folder; nothing of the game).

/// How soon eframe saves the window's place and zoom after a change.
pub(super) const SAVE_AFTER: std::time::Duration = std::time::Duration::from_secs(2);

/// Where the window was at the last frame and its zoom, and by when eframe has saved them.
#[derive(Debug, Default)]
pub(super) struct WindowPlace {
    /// The window's outer rectangle (when the system tells it) and egui's zoom.
    seen: (Option<egui::Rect>, f32),
    /// The time by which eframe has saved what was seen.
    saved_by: f64,
}

impl WindowPlace {
    /// A window moved, resized or zoomed is kept: eframe saves its place and egui's memory
    /// (the zoom) at its first frame after [`SAVE_AFTER`], and an idle window draws none,
    /// so one is asked for. Every frame until then asks again (egui counts a delay from
    /// the last frame, and keeps only that frame's requests). Even a killed window opens
    /// as it was left.
    pub(super) fn follow(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let place = (ctx.input(|i| i.viewport().outer_rect), ctx.zoom_factor());
        if place != self.seen {
            self.seen = place;
            self.saved_by = now + SAVE_AFTER.as_secs_f64() + 0.1;
        }
        let wait = self.saved_by - now;
        if wait > 0.0 {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
        }
    }
}
