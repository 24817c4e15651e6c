//! The real program crashed by real signals (`DHAYAM_CRASH_TEST=segfault` writes to the
//! first page of memory, `=abort` aborts): each leaves a crash report in the data folder,
//! and the next start says where it is. No window opens: each run crashes right after start.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;
use std::os::unix::process::ExitStatusExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The same numbers on Linux and macOS.
const SIGSEGV: i32 = 11;
const SIGABRT: i32 = 6;

/// Starts `dhayam` on `data` with `DHAYAM_CRASH_TEST=crash`, with no display to open a
/// window on (should the crash not come).
fn run(data: &Path, crash: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dhayam"))
        .arg("--data-dir")
        .arg(data)
        .env("DHAYAM_CRASH_TEST", crash)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap()
}

fn reports(data: &Path) -> Vec<PathBuf> {
    let mut reports: Vec<PathBuf> = fs::read_dir(data)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name.starts_with("crash-") && name.ends_with(".txt")
        })
        .collect();
    reports.sort();
    reports
}

/// The one report in `data` that `known` does not hold.
fn new_report(data: &Path, known: &[PathBuf]) -> (PathBuf, String) {
    let new: Vec<PathBuf> = reports(data)
        .into_iter()
        .filter(|path| !known.contains(path))
        .collect();
    assert_eq!(new.len(), 1, "{new:?}");
    let text = fs::read_to_string(&new[0]).unwrap();
    (new[0].clone(), text)
}

#[test]
fn a_segfault_and_an_abort_leave_reports_the_next_start_names() {
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");

    let segfault = run(&data, "segfault");
    let stderr = String::from_utf8_lossy(&segfault.stderr);
    assert_eq!(segfault.status.signal(), Some(SIGSEGV), "{stderr}");
    let (first, text) = new_report(&data, &[]);
    assert!(
        text.starts_with("Dhayam crashed. Please send this file"),
        "{text}"
    );
    assert!(
        text.contains(&format!("\nversion:  {}\n", env!("CARGO_PKG_VERSION"))),
        "{text}"
    );
    assert!(text.contains("\nthread:   main\n"), "{text}");
    assert!(
        text.contains("\nmessage:  SIGSEGV (invalid memory access) at address 0x10\n"),
        "{text}"
    );
    // The frame where it struck, in the program, as `dhayam-cli symbolicate` reads it.
    let trace = dhayam_crash::TraceText::parse(&text);
    assert_eq!(trace.program.as_deref(), Some("dhayam"), "{text}");
    assert!(trace.build_id.is_some(), "{text}");
    let frames: Vec<_> = text
        .lines()
        .filter_map(dhayam_crash::FrameLine::parse)
        .collect();
    assert_eq!(frames.len(), 1, "{text}");
    assert_eq!(frames[0].module, Some("dhayam"), "{text}");
    assert!(frames[0].is_crash_site(), "{text}");
    assert!(
        stderr.contains(&format!("crash report written to {}", first.display())),
        "{stderr}"
    );

    let abort = run(&data, "abort");
    let stderr = String::from_utf8_lossy(&abort.stderr);
    assert!(
        stderr.contains(&format!(
            "the last run crashed; its crash report is {}",
            first.display()
        )),
        "{stderr}"
    );
    assert_eq!(abort.status.signal(), Some(SIGABRT), "{stderr}");
    let (second, text) = new_report(&data, std::slice::from_ref(&first));
    assert!(
        text.contains("\nmessage:  SIGABRT (abort), raised by the program itself\n"),
        "{text}"
    );

    // Told once: this start names the abort's report only.
    let panic = run(&data, "panic");
    let stderr = String::from_utf8_lossy(&panic.stderr);
    assert!(
        stderr.contains(&format!("its crash report is {}", second.display())),
        "{stderr}"
    );
    assert!(!stderr.contains(&first.display().to_string()), "{stderr}");
    // A panic is a panic, not a signal: its own report, and no abort.
    assert_eq!(panic.status.signal(), None, "{stderr}");
    let (_, text) = new_report(&data, &[first, second]);
    assert!(text.contains("\nmessage:  crash test: "), "{text}");
}

#[test]
fn a_panic_that_cannot_unwind_is_named_by_its_first_report() {
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");

    // The panic's report, then the standard library's own panic as the unwinding stops at
    // an `extern "C"` function (a report too), then the abort: SIGABRT, which the handler
    // sees, but a panic said it all already.
    let crash = run(&data, "panic-abort");
    let stderr = String::from_utf8_lossy(&crash.stderr);
    assert_eq!(crash.status.signal(), Some(SIGABRT), "{stderr}");
    let all = reports(&data);
    assert_eq!(all.len(), 2, "{all:?}\n{stderr}");
    let texts: Vec<String> = all
        .iter()
        .map(|path| fs::read_to_string(path).unwrap())
        .collect();
    assert!(
        texts.iter().all(|text| !text.contains("SIGABRT")),
        "{texts:?}"
    );
    let first = texts
        .iter()
        .position(|text| text.contains("\nmessage:  crash test: "))
        .unwrap();
    assert!(
        texts[1 - first].contains("\nmessage:  panic in a function that cannot unwind\n"),
        "{texts:?}"
    );

    // The next start names the first: what came after followed from it.
    let next = run(&data, "panic");
    let stderr = String::from_utf8_lossy(&next.stderr);
    assert!(
        stderr.contains(&format!(
            "the last run crashed; its crash report is {}",
            all[first].display()
        )),
        "{stderr}"
    );
}
