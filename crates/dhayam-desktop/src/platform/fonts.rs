//! The bundled font for Tamil text.

use egui::{FontData, FontFamily, FontInsert, FontPriority, InsertFontFamily};

/// Noto Sans Tamil (SIL Open Font License, `assets/fonts/OFL.txt`).
pub const NOTO_SANS_TAMIL: &[u8] =
    include_bytes!("../../../../assets/fonts/NotoSansTamil-Regular.ttf");

/// The name the Tamil font goes by in egui's font definitions.
pub const TAMIL_FONT_NAME: &str = "NotoSansTamil-Regular";

/// Adds the Tamil font to `ctx` as a fallback of the proportional and monospace families,
/// after egui's own fonts, so Latin text keeps the default font. Does nothing once added.
pub fn install_fonts(ctx: &egui::Context) {
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
