//! The few places where Dhayam calls the operating system below the standard library, and so
//! the one crate of the workspace where `unsafe` code is allowed: module by module (the
//! crate denies it elsewhere), each block with the reason it is sound.
//!
//! - [`fatal`]: a crash report for the crashes no panic hook sees: a fatal signal on Unix, an
//!   unhandled exception on Windows.
//! - [`console`]: on Windows, the console of the command line that started the windowed
//!   program, so that `dhayam --help` is seen.
//! - [`pipe`]: the command line ends quietly when the program reading its output has gone
//!   (`dhayam-cli simulate | head`), as Unix tools do.

pub mod console;
pub mod fatal;
pub mod pipe;
