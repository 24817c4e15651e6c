//! The few system calls the handler makes, each async-signal-safe, with no allocation: the
//! time, writing, reading `/proc/self/maps`, the thread's name, `errno`.

use std::ffi::c_int;
use std::io;

use super::super::text::Out;

/// Seconds since the Unix epoch.
pub(super) fn now_unix() -> u64 {
    // SAFETY: all-zero is a valid `timespec`.
    let mut now: libc::timespec = unsafe { std::mem::zeroed() };
    // SAFETY: `now` is a valid place for the answer.
    unsafe { libc::clock_gettime(libc::CLOCK_REALTIME, &raw mut now) };
    u64::try_from(now.tv_sec).unwrap_or(0)
}

/// Writes all of `bytes` to `fd`, giving up on an error.
pub(super) fn write_all(fd: c_int, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: `bytes` is valid for its length.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n < 0 && errno() == libc::EINTR {
            continue;
        }
        let Ok(n @ 1..) = usize::try_from(n) else {
            return;
        };
        bytes = &bytes[n..];
    }
}

/// The last error of a system call on this thread (no allocation: a raw OS error is a
/// number in `io::Error`).
pub(super) fn errno() -> c_int {
    io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// `/proc/self/maps`, read through `buf`, for the mapping that holds `ip`: the kernel's list
/// of what is mapped where, the one way to name a library loaded after the handler was
/// installed (a graphics driver) without taking the dynamic loader's lock, which the
/// crashing thread may hold (`dl_iterate_phdr`, `dladdr`).
#[cfg(any(target_os = "linux", target_os = "android"))]
pub(super) fn find_in_maps(buf: &mut [u8], ip: u64) -> Option<super::maps::Hit> {
    // SAFETY: a NUL-terminated path; valid flags.
    let fd = unsafe {
        libc::open(
            c"/proc/self/maps".as_ptr(),
            libc::O_RDONLY | libc::O_CLOEXEC,
        )
    };
    if fd < 0 {
        return None;
    }
    let hit = super::maps::find(|into| read(fd, into), buf, ip);
    // SAFETY: `fd` is open, and closed once.
    unsafe { libc::close(fd) };
    hit
}

/// Reads once into `into`: the number of bytes, 0 at the end or on an error.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn read(fd: c_int, into: &mut [u8]) -> usize {
    loop {
        // SAFETY: `into` is valid for its length.
        let n = unsafe { libc::read(fd, into.as_mut_ptr().cast(), into.len()) };
        if n < 0 && errno() == libc::EINTR {
            continue;
        }
        return usize::try_from(n).unwrap_or(0);
    }
}

/// The thread's name: `main` for the main thread; elsewhere its name and id (Linux), as the
/// kernel keeps them (no file is read).
pub(super) fn write_thread_name(out: &mut Out<'_>) {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        // SAFETY: `gettid` and `getpid` only ask.
        let (tid, pid) = unsafe { (libc::gettid(), libc::getpid()) };
        if tid == pid {
            out.push(b"main");
            return;
        }
        // The kernel's 16 bytes, NUL-terminated (what `/proc/thread-self/comm` shows).
        let mut name = [0u8; 16];
        // SAFETY: PR_GET_NAME writes at most 16 bytes into `name`.
        if unsafe { libc::prctl(libc::PR_GET_NAME, name.as_mut_ptr()) } == 0 {
            let len = name.iter().position(|&b| b == 0).unwrap_or(name.len());
            if len > 0 {
                out.push(&name[..len]).push(b" ");
            }
        }
        out.push(b"(id ").decimal(tid as u64, 1).push(b")");
    }
    #[cfg(target_vendor = "apple")]
    {
        // SAFETY: only asks.
        let main = unsafe { libc::pthread_main_np() } == 1;
        out.push(if main {
            b"main".as_slice()
        } else {
            b"not main"
        });
    }
    #[cfg(not(any(target_os = "linux", target_os = "android", target_vendor = "apple")))]
    out.push(b"unknown");
}
