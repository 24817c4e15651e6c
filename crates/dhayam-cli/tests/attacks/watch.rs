//! A process's memory and CPU, read from /proc while it runs (Linux only; elsewhere
//! nothing is read and the figures stay zero).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// What was seen of a process.
#[derive(Clone, Copy, Debug, Default)]
pub struct Figures {
    /// The peak resident memory (`VmHWM`), in kB.
    pub peak_kb: u64,
    /// The last resident memory seen (`VmRSS`), in kB.
    pub rss_kb: u64,
    /// User plus system CPU time, in clock ticks (1/100 s on Linux).
    pub cpu_ticks: u64,
}

impl std::fmt::Display for Figures {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "peak {:.1} MB, last {:.1} MB, CPU {:.2} s",
            self.peak_kb as f64 / 1024.0,
            self.rss_kb as f64 / 1024.0,
            self.cpu_ticks as f64 / 100.0
        )
    }
}

/// Reads a process's figures every 50 ms until stopped or the process is gone.
pub struct Watch {
    stop: Arc<AtomicBool>,
    seen: Arc<[AtomicU64; 3]>,
    thread: Option<JoinHandle<()>>,
}

impl Watch {
    /// Starts watching process `pid`.
    pub fn start(pid: u32) -> Watch {
        let stop = Arc::new(AtomicBool::new(false));
        let seen: Arc<[AtomicU64; 3]> = Arc::new(Default::default());
        let thread = {
            let stop = Arc::clone(&stop);
            let seen = Arc::clone(&seen);
            std::thread::spawn(move || {
                // Bounded: at most ten minutes of readings.
                for _ in 0..12_000 {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let Some(now) = read(pid) else { return };
                    seen[0].fetch_max(now.peak_kb, Ordering::Relaxed);
                    seen[1].store(now.rss_kb, Ordering::Relaxed);
                    seen[2].fetch_max(now.cpu_ticks, Ordering::Relaxed);
                    std::thread::sleep(Duration::from_millis(50));
                }
            })
        };
        Watch {
            stop,
            seen,
            thread: Some(thread),
        }
    }

    /// What has been seen so far.
    pub fn figures(&self) -> Figures {
        Figures {
            peak_kb: self.seen[0].load(Ordering::Relaxed),
            rss_kb: self.seen[1].load(Ordering::Relaxed),
            cpu_ticks: self.seen[2].load(Ordering::Relaxed),
        }
    }

    /// Stops watching and gives what was seen.
    pub fn stop(mut self) -> Figures {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        self.figures()
    }
}

/// One reading of `pid`, if it is still there.
fn read(pid: u32) -> Option<Figures> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse::<u64>().ok())
    };
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command's closing parenthesis; utime and stime are the 14th and
    // 15th fields of the whole line.
    let after = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|n| n.parse::<u64>().ok());
    Some(Figures {
        peak_kb: field("VmHWM:")?,
        rss_kb: field("VmRSS:")?,
        cpu_ticks: ticks(11)? + ticks(12)?,
    })
}
