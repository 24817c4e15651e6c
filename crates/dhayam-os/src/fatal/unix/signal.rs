//! What a fatal signal says about the crash: which signal, the faulting address or the
//! process that sent it, and the instruction it struck (from the signal's context), and the
//! report's `message:` line made of it. Nothing here allocates.

use std::ffi::{c_int, c_void};

use super::super::text::Out;

/// The signals that end the program with no panic: bad memory, a bad instruction, an
/// arithmetic trap, and `abort`.
pub(super) const SIGNALS: [c_int; 5] = [
    libc::SIGSEGV,
    libc::SIGBUS,
    libc::SIGILL,
    libc::SIGFPE,
    libc::SIGABRT,
];

/// What the signal says about the crash.
pub(super) struct Crash {
    pub(super) signal: c_int,
    code: c_int,
    /// The faulting address (bad memory), when the kernel gives one.
    address: Option<u64>,
    /// Who sent the signal, when a process did (`kill`).
    sender: Option<i32>,
    /// The instruction the signal struck.
    pub(super) site: Option<u64>,
}

impl Crash {
    /// # Safety
    ///
    /// `info` and `context` are null or what the kernel handed the handler for `signal`.
    pub(super) unsafe fn read(
        signal: c_int,
        info: *const libc::siginfo_t,
        context: *const c_void,
    ) -> Crash {
        let mut crash = Crash {
            signal,
            code: 0,
            address: None,
            sender: None,
            site: None,
        };
        // SAFETY: `info` is null or a valid `siginfo_t` (the caller's promise).
        if let Some(info) = unsafe { info.as_ref() } {
            crash.code = info.si_code;
            if sent_by_a_process(info.si_code) {
                // SAFETY: a signal sent by a process carries the sender's pid.
                crash.sender = Some(unsafe { info.si_pid() });
            } else if matches!(
                signal,
                libc::SIGSEGV | libc::SIGBUS | libc::SIGILL | libc::SIGFPE
            ) {
                // SAFETY: a fault carries the faulting address.
                crash.address = Some(unsafe { info.si_addr() } as u64);
            }
        }
        // SAFETY: `context` is null or the signal's `ucontext_t` (the caller's promise).
        crash.site = unsafe { crash_site(context) };
        crash
    }

    /// Whether a process sent the signal (`kill`, `raise`, `abort`) rather than the kernel
    /// for a fault, which happens again when the handler returns.
    pub(super) fn was_sent(&self) -> bool {
        sent_by_a_process(self.code)
    }

    /// `SIGSEGV (invalid memory access) at address 0x10`, or `..., sent by process 42`.
    pub(super) fn write_message(&self, out: &mut Out<'_>) {
        let (name, words) = signal_words(self.signal);
        out.push(name.as_bytes())
            .push(b" (")
            .push(words.as_bytes())
            .push(b")");
        if let Some(address) = self.address {
            out.push(b" at address ").hex(address);
        }
        // SAFETY: `getpid` only asks.
        let own = unsafe { libc::getpid() };
        if self.sender == Some(own) {
            out.push(b", raised by the program itself");
        } else if let Some(sender) = self.sender {
            out.push(b", sent by process ")
                .decimal(u64::from(sender.unsigned_abs()), 1);
        } else if self.address.is_none() && self.signal != libc::SIGABRT {
            out.push(b", code ")
                .decimal(u64::from(self.code.unsigned_abs()), 1);
        }
    }
}

/// The name of a fatal signal and what it means, for the report's `message:` line.
fn signal_words(signal: c_int) -> (&'static str, &'static str) {
    match signal {
        libc::SIGSEGV => ("SIGSEGV", "invalid memory access"),
        libc::SIGBUS => ("SIGBUS", "bus error"),
        libc::SIGILL => ("SIGILL", "illegal instruction"),
        libc::SIGFPE => ("SIGFPE", "arithmetic error"),
        libc::SIGABRT => ("SIGABRT", "abort"),
        _ => ("signal", "fatal"),
    }
}

/// Whether a signal's `si_code` says a process sent it rather than the kernel.
fn sent_by_a_process(code: c_int) -> bool {
    if cfg!(any(target_vendor = "apple", target_os = "freebsd")) {
        // SI_USER, SI_QUEUE, ... are 0x10001 and up on macOS and FreeBSD.
        code >= 0x10000
    } else {
        // SI_USER is 0 and the others negative on Linux, NetBSD and OpenBSD.
        code <= 0
    }
}

/// The program counter at the signal, from its context.
///
/// # Safety
///
/// `context` is null or a valid `ucontext_t`.
unsafe fn crash_site(context: *const c_void) -> Option<u64> {
    let context = context.cast::<libc::ucontext_t>();
    if context.is_null() {
        return None;
    }
    #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
    // SAFETY: a valid `ucontext_t` (the caller's promise), filled in by the kernel.
    let site = Some(unsafe { (*context).uc_mcontext.gregs[libc::REG_RIP as usize] } as u64);
    #[cfg(all(target_os = "linux", target_arch = "aarch64"))]
    // SAFETY: a valid `ucontext_t` (the caller's promise), filled in by the kernel.
    let site = Some(unsafe { (*context).uc_mcontext.pc });
    #[cfg(all(target_vendor = "apple", target_arch = "x86_64"))]
    // SAFETY: a valid `ucontext_t` (the caller's promise), filled in by the kernel.
    let site = Some(unsafe { (*(*context).uc_mcontext).__ss.__rip });
    #[cfg(all(target_vendor = "apple", target_arch = "aarch64"))]
    // SAFETY: a valid `ucontext_t` (the caller's promise), filled in by the kernel.
    let site = Some(unsafe { (*(*context).uc_mcontext).__ss.__pc });
    #[cfg(not(any(
        all(
            target_os = "linux",
            any(target_arch = "x86_64", target_arch = "aarch64")
        ),
        all(
            target_vendor = "apple",
            any(target_arch = "x86_64", target_arch = "aarch64")
        ),
    )))]
    let site = None;
    site
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(crash: &Crash) -> String {
        let mut buf = [0; 128];
        let mut out = Out::new(&mut buf);
        crash.write_message(&mut out);
        String::from_utf8(out.bytes().to_vec()).unwrap()
    }

    fn crash(signal: c_int, code: c_int) -> Crash {
        Crash {
            signal,
            code,
            address: None,
            sender: None,
            site: None,
        }
    }

    #[test]
    fn messages_name_the_signal_and_where_it_came_from() {
        let fault = Crash {
            address: Some(0x10),
            ..crash(libc::SIGSEGV, 1)
        };
        assert!(!fault.was_sent());
        assert_eq!(
            message(&fault),
            "SIGSEGV (invalid memory access) at address 0x10"
        );
        let own = Crash {
            sender: Some(std::process::id() as i32),
            ..crash(libc::SIGABRT, -6)
        };
        assert_eq!(
            message(&own),
            "SIGABRT (abort), raised by the program itself"
        );
        let other = Crash {
            sender: Some(1),
            ..crash(libc::SIGBUS, 0)
        };
        assert_eq!(message(&other), "SIGBUS (bus error), sent by process 1");
        assert_eq!(
            message(&crash(libc::SIGFPE, 1)),
            "SIGFPE (arithmetic error), code 1"
        );
    }
}
