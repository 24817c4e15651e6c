//! Starts the Dhayam desktop app.
//!
//! `dhayam --help` lists the options ([`dhayam_desktop::platform::launch`]).

// No console window behind the game in Windows release builds.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::cell::Cell;
use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;

use dhayam_desktop::platform::crash;
use dhayam_desktop::platform::launch::{LaunchOptions, USAGE};
use dhayam_desktop::platform::renderer::{Attempt, run_with_fallback};
use dhayam_desktop::{APP_ID, AppOptions, DhayamApp, ICON_PNG};
use dhayam_os::console::attach_parent_console;

fn main() -> ExitCode {
    let launch = match LaunchOptions::from_process() {
        Ok(launch) => launch,
        Err(error) => {
            attach_parent_console();
            eprintln!("dhayam: {error}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    // A Windows release build is a windowed program: it prints to the console of the command
    // line that started it only after attaching to it.
    if launch.help {
        attach_parent_console();
        print!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    if launch.version {
        attach_parent_console();
        println!("dhayam {}", env!("CARGO_PKG_VERSION"));
        return ExitCode::SUCCESS;
    }

    let mut crash_report = None;
    let data_dir = match dhayam_store::resolve_data_dir(
        launch.data_dir.clone(),
        std::env::var_os(dhayam_store::DATA_DIR_ENV),
    ) {
        Ok(dir) => {
            crash_report = crash::install(&dir);
            Some(dir)
        }
        Err(error) => {
            attach_parent_console();
            eprintln!("dhayam: no data folder ({error}): no log file or crash reports");
            None
        }
    };
    // `DHAYAM_CRASH_TEST=panic`, `segfault` or `abort`: crash here on purpose (the crash
    // tests).
    crash::crash_test_if_asked();
    for warning in &launch.warnings {
        log::warn!("{warning}");
        attach_parent_console();
        eprintln!("dhayam: {warning}");
    }

    let options = native_options(data_dir.as_ref());
    let result = run_with_fallback(launch.renderer, |renderer| {
        let started = Rc::new(Cell::new(false));
        let created = Rc::clone(&started);
        let app_options = AppOptions {
            data_dir: data_dir.clone(),
            crash_report: crash_report.clone(),
            internet: !launch.loopback,
        };
        let options = eframe::NativeOptions {
            renderer,
            ..options.clone()
        };
        let result = eframe::run_native(
            "Dhayam",
            options,
            Box::new(move |cc| {
                created.set(true);
                log_renderer(cc, renderer);
                Ok(Box::new(DhayamApp::with_options(cc, &app_options)))
            }),
        );
        Attempt {
            started: started.get(),
            result,
        }
    });
    match result {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            log::error!("{error}");
            attach_parent_console();
            eprintln!("dhayam: {error}");
            if !error.started {
                eprintln!("dhayam: try `dhayam --renderer glow` or `dhayam --renderer wgpu`");
            }
            ExitCode::FAILURE
        }
    }
}

/// The window: title, application id, icon, size, and eframe's own state kept in the data
/// folder.
fn native_options(data_dir: Option<&PathBuf>) -> eframe::NativeOptions {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Dhayam")
        .with_app_id(APP_ID)
        .with_inner_size([1100.0, 760.0])
        .with_min_inner_size([480.0, 360.0]);
    match eframe::icon_data::from_png_bytes(ICON_PNG) {
        Ok(icon) => viewport = viewport.with_icon(icon),
        Err(error) => log::warn!("the window icon cannot be read: {error}"),
    }
    eframe::NativeOptions {
        viewport,
        persistence_path: data_dir.map(|dir| dir.join("app.ron")),
        ..Default::default()
    }
}

/// Logs which renderer started, with the graphics adapter when wgpu says which.
fn log_renderer(cc: &eframe::CreationContext<'_>, renderer: eframe::Renderer) {
    match &cc.wgpu_render_state {
        Some(state) => {
            let adapter = state.adapter.get_info();
            log::info!(
                "the {renderer} renderer started on {} ({:?}, {:?})",
                adapter.name,
                adapter.backend,
                adapter.device_type
            );
        }
        None => log::info!("the {renderer} renderer started"),
    }
}

#[cfg(test)]
mod tests {
    use super::APP_ID;

    const DESKTOP_ENTRY: &str = include_str!("../../../packaging/linux/org.dhayam.Dhayam.desktop");
    const METAINFO: &str = include_str!("../../../packaging/linux/org.dhayam.Dhayam.metainfo.xml");
    const MANIFEST: &str = include_str!("../Cargo.toml");

    #[test]
    fn one_application_id_everywhere() {
        assert_eq!(APP_ID, dhayam_store::APP_ID);
        assert!(DESKTOP_ENTRY.contains(&format!("\nIcon={APP_ID}\n")));
        assert!(DESKTOP_ENTRY.contains("\nExec=dhayam\n"));
        assert!(DESKTOP_ENTRY.contains("\nCategories=Game;BoardGame;\n"));
        assert!(METAINFO.contains(&format!("<id>{APP_ID}</id>")));
        assert!(METAINFO.contains(&format!(
            r#"<launchable type="desktop-id">{APP_ID}.desktop</launchable>"#
        )));
        assert!(MANIFEST.contains(&format!("\nidentifier = \"{APP_ID}\"\n")));
    }
}
