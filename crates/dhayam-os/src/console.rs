//! The console of the command line that started the program.
//!
//! A Windows release build of the game is a windowed program (`windows_subsystem =
//! "windows"`, so that no console window opens behind the game): started from a console, it
//! is not given it, and `dhayam --help` printed nothing. [`attach_parent_console`] borrows
//! the console of the command line that started it, for the help, the version and the
//! errors a person there should read.

/// Lets what the program prints next reach the console of the process that started it
/// (Windows, when the program has no console of its own and its output goes nowhere); it
/// stays attached until the program ends. Returns whether it attached. Elsewhere the output
/// already goes where it should: does nothing and returns `false`.
///
/// The console's prompt does not wait for a windowed program, so the text comes after the
/// prompt that was shown (press Enter for a new one).
pub fn attach_parent_console() -> bool {
    #[cfg(windows)]
    {
        windows::attach_parent_console()
    }
    #[cfg(not(windows))]
    {
        false
    }
}

#[cfg(windows)]
#[allow(unsafe_code)]
mod windows {
    use windows_sys::Win32::Foundation::{HANDLE, INVALID_HANDLE_VALUE};
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_ERROR_HANDLE, STD_HANDLE,
        STD_OUTPUT_HANDLE,
    };

    fn std_handle(which: STD_HANDLE) -> HANDLE {
        // SAFETY: only asks.
        unsafe { GetStdHandle(which) }
    }

    fn goes_somewhere(handle: HANDLE) -> bool {
        !handle.is_null() && handle != INVALID_HANDLE_VALUE
    }

    pub(super) fn attach_parent_console() -> bool {
        // Output sent to a file or a pipe (`dhayam --help > help.txt`) already has a place.
        if goes_somewhere(std_handle(STD_OUTPUT_HANDLE))
            && goes_somewhere(std_handle(STD_ERROR_HANDLE))
        {
            return false;
        }
        // SAFETY: attaching fails harmlessly when there is no parent console or the program
        // has one already. Attached, the missing standard handles are the console's.
        unsafe { AttachConsole(ATTACH_PARENT_PROCESS) != 0 }
    }
}
