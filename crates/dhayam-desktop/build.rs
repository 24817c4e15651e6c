//! Build script of the desktop app: on Windows, puts the app icon and the version details
//! into `dhayam.exe` (Explorer, the taskbar and the start menu show them). On other systems
//! it does nothing.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=../../assets/icon.ico");
    // The build script runs on the build machine: `cfg(windows)` keeps `winresource` (a
    // Windows-only build dependency) out of every other build.
    #[cfg(windows)]
    if let Err(error) = windows_resources() {
        // An .exe without its icon must not ship unnoticed.
        eprintln!("cannot put the icon into dhayam.exe: {error}");
        std::process::exit(1);
    }
}

/// Compiles the icon and version details into the program's resources.
#[cfg(windows)]
fn windows_resources() -> std::io::Result<()> {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return Ok(());
    }
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon("../../assets/icon.ico")
        .set("ProductName", "Dhayam")
        .set("FileDescription", "Dhayam, the Tamil race game");
    resource.compile()
}
