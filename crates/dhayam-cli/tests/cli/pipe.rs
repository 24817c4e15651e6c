//! The command line when the program reading its output goes away (`... | head`).

use std::io::Read as _;
use std::process::Stdio;

use super::cli;

/// A reader that has gone before the first line: the program ends quietly, as Unix tools
/// do (killed by SIGPIPE), not with a panic and its backtrace on the terminal.
#[test]
fn a_closed_pipe_ends_the_program_quietly() {
    let mut child = cli()
        .args(["table", "--bots", "medium,medium", "--seed", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Close the reading end at once, as `head` does once it has its lines.
    drop(child.stdout.take());
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_ne!(status.code(), Some(101), "a panic's exit code: {stderr}");
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt as _;
        assert_eq!(status.signal(), Some(13), "ended by SIGPIPE: {status:?}");
    }
}
