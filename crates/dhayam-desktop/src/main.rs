//! Starts the Dhayam desktop app.

fn main() -> eframe::Result {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Dhayam")
        .with_app_id(dhayam_desktop::APP_ID)
        .with_inner_size([1100.0, 760.0])
        .with_min_inner_size([480.0, 360.0]);
    if let Ok(icon) = eframe::icon_data::from_png_bytes(dhayam_desktop::ICON_PNG) {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native(
        "Dhayam",
        options,
        Box::new(|cc| Ok(Box::new(dhayam_desktop::DhayamApp::new(cc)))),
    )
}
