//! What a command-line program does when the program reading its output goes away
//! (`dhayam-cli simulate | head`).
//!
//! Rust programs ignore `SIGPIPE`, so a write to a closed pipe fails with `BrokenPipe`,
//! and `println!` panics on that failure. Unix tools instead end quietly, killed by the
//! signal. [`end_quietly_on_broken_pipe`] restores that default.

/// Makes a write to a pipe whose reader has gone end the program at once and quietly, as
/// Unix tools do, instead of a panic on the next `println!`. Only for programs that write
/// to their standard output and to no socket (a TCP write would raise the signal too).
/// Does nothing elsewhere than on Unix, where there is no such signal.
pub fn end_quietly_on_broken_pipe() {
    #[cfg(unix)]
    unix::default_sigpipe();
}

#[cfg(unix)]
#[allow(unsafe_code)]
mod unix {
    /// Sets `SIGPIPE`'s action back to the default: end the process.
    pub(super) fn default_sigpipe() {
        // SAFETY: `signal` with a constant signal number and the constant default action
        // touches no memory of ours; it only changes how the process takes `SIGPIPE`.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        }
    }
}
