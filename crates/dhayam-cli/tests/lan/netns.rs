//! Two private network namespaces joined by a veth pair, made for one test and deleted
//! when it ends (even when it fails): `10.200.X.1/24` in the first, `10.200.X.2/24` in
//! the second, loopback up, multicast on (routed to the cable), and no default route, so
//! nothing in them can reach beyond the two ends of the cable.
//!
//! Making namespaces needs root: as root, or with `sudo` that asks no password (as on a
//! hosted CI runner), `ip` is run that way. Elsewhere [`Pair::make`] says why it cannot in
//! one line and the test skips; under `CI=true` it fails instead.

use std::process::{Command, Output};
use std::sync::OnceLock;

/// `ip`, run as root: directly when this is root, through `sudo -n` otherwise.
fn ip() -> Command {
    static SUDO: OnceLock<bool> = OnceLock::new();
    let sudo = *SUDO.get_or_init(|| {
        let root = Command::new("id")
            .arg("-u")
            .output()
            .is_ok_and(|o| o.stdout.trim_ascii() == b"0");
        !root
            && Command::new("sudo")
                .args(["-n", "true"])
                .output()
                .is_ok_and(|o| o.status.success())
    });
    if sudo {
        let mut cmd = Command::new("sudo");
        cmd.args(["-n", "ip"]);
        cmd
    } else {
        Command::new("ip")
    }
}

/// Two namespaces and the cable between them.
pub struct Pair {
    /// The first namespace's name (the host's side).
    pub a: String,
    /// The second namespace's name (the guest's side).
    pub b: String,
    /// The veth end inside `a`.
    pub dev_a: String,
    /// The veth end inside `b`.
    pub dev_b: String,
}

/// Runs `ip args`.
fn run(args: &[&str]) -> Result<Output, String> {
    assert_eq!(args[0], "ip", "only ip is run as root");
    let out = ip()
        .args(&args[1..])
        .output()
        .map_err(|e| format!("{}: {e}", args.join(" ")))?;
    if out.status.success() {
        Ok(out)
    } else {
        Err(format!(
            "{} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

impl Pair {
    /// Makes the pair for the test `tag` (a small number, so parallel tests use other
    /// subnets), or says why it cannot: `None` when the test should skip, a panic under
    /// `CI=true`.
    pub fn make(tag: u8) -> Option<Pair> {
        let pid = std::process::id();
        let pair = Pair {
            a: format!("dhayam-a{tag}-{pid}"),
            b: format!("dhayam-b{tag}-{pid}"),
            dev_a: format!("dha{tag}-{}", pid % 100_000),
            dev_b: format!("dhb{tag}-{}", pid % 100_000),
        };
        match pair.build(tag) {
            Ok(()) => Some(pair),
            Err(why) => {
                drop(pair);
                assert!(
                    std::env::var("CI").as_deref() != Ok("true"),
                    "CI=true, and the network namespaces cannot be made: {why}"
                );
                eprintln!("skipped: cannot make network namespaces here ({why})");
                None
            }
        }
    }

    fn build(&self, tag: u8) -> Result<(), String> {
        let (a, b) = (self.a.as_str(), self.b.as_str());
        let (da, db) = (self.dev_a.as_str(), self.dev_b.as_str());
        let addr_a = format!("10.200.{tag}.1/24");
        let addr_b = format!("10.200.{tag}.2/24");
        run(&["ip", "netns", "add", a])?;
        run(&["ip", "netns", "add", b])?;
        run(&["ip", "link", "add", da, "type", "veth", "peer", "name", db])?;
        run(&["ip", "link", "set", da, "netns", a])?;
        run(&["ip", "link", "set", db, "netns", b])?;
        for (ns, dev, addr) in [(a, da, &addr_a), (b, db, &addr_b)] {
            run(&["ip", "-n", ns, "link", "set", "lo", "up"])?;
            run(&["ip", "-n", ns, "addr", "add", addr, "dev", dev])?;
            run(&["ip", "-n", ns, "link", "set", dev, "multicast", "on"])?;
            run(&["ip", "-n", ns, "link", "set", dev, "up"])?;
            // mDNS needs a route for its multicast group (a real network's default
            // route gives it one); this one leads only to the other end of the cable.
            run(&["ip", "-n", ns, "route", "add", "224.0.0.0/4", "dev", dev])?;
        }
        // No default route was added: only 10.200.TAG.0/24, the multicast group on the
        // cable and loopback exist inside.
        Ok(())
    }

    /// `program args` to run inside namespace `ns`.
    pub fn command(ns: &str, program: &str) -> Command {
        let mut cmd = ip();
        cmd.args(["netns", "exec", ns, program]);
        cmd
    }

    /// Takes the cable out (`up: false`) or puts it back, at namespace `ns`'s end `dev`.
    pub fn cable(ns: &str, dev: &str, up: bool) {
        let state = if up { "up" } else { "down" };
        if let Err(why) = run(&["ip", "-n", ns, "link", "set", dev, state]) {
            panic!("{why}");
        }
    }

    /// The routes inside `ns`, to show there is no way out.
    pub fn routes(ns: &str) -> String {
        run(&["ip", "-n", ns, "route", "show"])
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default()
    }
}

impl Drop for Pair {
    fn drop(&mut self) {
        // Deleting a namespace deletes the veth end inside it, and so the pair.
        let _ = run(&["ip", "netns", "delete", &self.a]);
        let _ = run(&["ip", "netns", "delete", &self.b]);
        let _ = run(&["ip", "link", "delete", &self.dev_a]);
    }
}
