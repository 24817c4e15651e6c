//! The bundled font for Tamil text, and text sizes everyone can read.

use egui::{FontData, FontFamily, FontInsert, FontPriority, InsertFontFamily};

/// Noto Sans Tamil (SIL Open Font License, `assets/fonts/OFL.txt`).
pub const NOTO_SANS_TAMIL: &[u8] =
    include_bytes!("../../../../assets/fonts/NotoSansTamil-Regular.ttf");

/// The name the Tamil font goes by in egui's font definitions.
pub const TAMIL_FONT_NAME: &str = "NotoSansTamil-Regular";

/// The smallest text the app draws, in points: egui's own small text (9 points) is too
/// small to read, and smaller still for Tamil; this is a little under body text (12.5).
pub const SMALL_TEXT: f32 = 11.5;

/// Adds the Tamil font to `ctx` as a fallback of the proportional and monospace families,
/// after egui's own fonts, so Latin text keeps the default font, and makes small text
/// [`SMALL_TEXT`] points in every theme, and the scroll bars' handles the widgets' fill
/// (egui draws them in the text colour: a heavy black bar on the light looks). Does nothing
/// more once done.
pub fn install_fonts(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| {
        style.spacing.scroll.foreground_color = false;
        style.text_styles.insert(
            egui::TextStyle::Small,
            egui::FontId::proportional(SMALL_TEXT),
        );
    });
    ctx.add_font(FontInsert::new(
        TAMIL_FONT_NAME,
        FontData::from_static(NOTO_SANS_TAMIL),
        vec![
            InsertFontFamily {
                family: FontFamily::Proportional,
                priority: FontPriority::Lowest,
            },
            InsertFontFamily {
                family: FontFamily::Monospace,
                priority: FontPriority::Lowest,
            },
        ],
    ));
}
