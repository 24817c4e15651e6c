//! Backtraces that a crash report can carry out of a lean program.
//!
//! Release programs ship without debug info (it is kept in a separate file, e.g.
//! `dhayam.debug`), so a backtrace taken in the running program can name functions at best,
//! never files and lines. [`Trace::capture`] therefore records, for every frame, the module
//! it is in and its address *as in that module's file* (the link-time address, whatever
//! address-space randomisation did), together with the program's build id. The text of a
//! [`Trace`] goes into the crash report; [`TraceText::parse`] reads it back, so that a tool
//! holding the debug file (`dhayam-cli symbolicate`) can turn each address of the program
//! back into functions, files and lines, after checking the build ids match.
//!
//! The text of a trace:
//!
//! ```text
//! program:  dhayam
//! build id: 5f0c3a...
//!    0: dhayam+0x5a1b2c dhayam_desktop::platform::crash::install_panic_hook::{{closure}}
//!    1: libc.so.6+0x271ca __libc_start_call_main
//! ```

mod capture;
mod text;

pub use capture::{Frame, ProgramFile, Trace, build_id};
pub use text::{CRASH_SITE, FrameLine, TraceText, trace_head};
