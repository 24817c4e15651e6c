//! How far a table reaches, and what an endpoint is opened with for it.
//!
//! [`Reach::plan`] works out an [`EndpointPlan`] (which sockets, which relays, whether
//! the router is asked for a port mapping, which lookups) from the reach alone, so the
//! choice is a value tests check without opening anything; [`super::bind`] opens the
//! endpoint a plan describes.

use std::fmt;
use std::sync::{Mutex, PoisonError};

use iroh::RelayUrl;

/// The environment variable that names a relay server of one's own: it wins over the
/// window's setting (set but empty: iroh's public relays); `dhayam-cli --relay` wins over it.
pub const RELAY_ENV: &str = "DHAYAM_RELAY";

/// How far a table reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// 127.0.0.1 only: no relays, no discovery, no port mapping.
    Loopback,
    /// The local network only: direct addresses on every interface, tables found by
    /// mDNS; no relays, no internet lookups, no port mapping.
    Lan,
    /// Across the internet: through these relays when a direct path fails, with the
    /// router asked for a port mapping (`UPnP`, PCP, NAT-PMP) so that a direct path is found
    /// more often, and the host's addresses published to and found by n0's DNS lookup.
    Internet(Relays),
}

impl Reach {
    /// What an endpoint for this reach is opened with. `port` is the port a resumed
    /// table listened on before (guests dial the port they knew): kept on loopback and
    /// on the local network; across the internet guests find the host by its key.
    pub fn plan(self, port: Option<u16>) -> EndpointPlan {
        match self {
            Reach::Loopback => EndpointPlan {
                sockets: Sockets::Loopback {
                    port: port.unwrap_or(0),
                },
                relays: Relaying::Off,
                port_mapping: PortMapping::Off,
                lookups: Lookups::None,
            },
            // No relay and no address lookup (mDNS is added by `nearby` when a table is
            // shown or looked for).
            Reach::Lan => EndpointPlan {
                sockets: Sockets::Everywhere { port },
                relays: Relaying::Off,
                port_mapping: PortMapping::Off,
                lookups: Lookups::None,
            },
            Reach::Internet(relays) => EndpointPlan {
                sockets: Sockets::Everywhere { port: None },
                relays: Relaying::Through(relays),
                port_mapping: PortMapping::On,
                lookups: Lookups::N0Dns,
            },
        }
    }
}

/// What an endpoint is opened with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndpointPlan {
    /// The UDP sockets it binds.
    pub sockets: Sockets,
    /// The relays it keeps a connection to, and dials others through.
    pub relays: Relaying,
    /// Whether the router is asked to open a port to it.
    pub port_mapping: PortMapping,
    /// Where its addresses are published and others' are looked up (mDNS aside).
    pub lookups: Lookups,
}

/// The UDP sockets of an endpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sockets {
    /// 127.0.0.1 alone, on this port (0: any free one).
    Loopback {
        /// The port.
        port: u16,
    },
    /// Every interface: IPv4 on this port, or iroh's own IPv4 and IPv6 sockets on any
    /// free port when `None`.
    Everywhere {
        /// The IPv4 port, if a particular one.
        port: Option<u16>,
    },
}

/// Whether an endpoint uses relays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relaying {
    /// No relay: direct addresses only.
    Off,
    /// These relays.
    Through(Relays),
}

/// Whether an endpoint asks the router for a port mapping.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PortMapping {
    /// Never (nothing is sent to the router).
    Off,
    /// `UPnP`, PCP or NAT-PMP, whichever the router answers.
    On,
}

/// Where an endpoint's addresses are published and looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookups {
    /// Nowhere: a guest dials the addresses in the code.
    None,
    /// n0's DNS (pkarr) service, as iroh's `presets::N0` does.
    N0Dns,
}

/// The relay servers of play across the internet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relays {
    /// iroh's public relays (run by n0).
    Default,
    /// A relay server of one's own (a self-hosted `iroh-relay`).
    Custom(CustomRelay),
}

impl Relays {
    /// Reads `text` as a relay server: empty (or blank) means iroh's public relays; a
    /// name without a scheme is taken as `https://` (`relay.example.org`).
    pub fn parse(text: &str, from: RelayFrom) -> Result<Relays, BadRelay> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(Relays::Default);
        }
        let bad = |problem| BadRelay {
            text: text.to_owned(),
            from,
            problem,
        };
        let full = if text.contains("://") {
            text.to_owned()
        } else {
            format!("https://{text}")
        };
        let url: RelayUrl = full.parse().map_err(|_| bad(RelayProblem::NotAnAddress))?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(bad(RelayProblem::NotHttp));
        }
        if url.host_str().is_none_or(str::is_empty) {
            return Err(bad(RelayProblem::NotAnAddress));
        }
        Ok(Relays::Custom(CustomRelay(intern(url))))
    }

    /// The relays chosen: [`RELAY_ENV`]'s when it is set (even empty: iroh's public
    /// relays), else `given`'s (a setting). The one place the variable is read.
    pub fn chosen(given: &str) -> Result<Relays, BadRelay> {
        match std::env::var_os(RELAY_ENV) {
            None => Relays::pick(None, given),
            Some(value) => match value.into_string() {
                Ok(value) => Relays::pick(Some(&value), given),
                Err(value) => Err(BadRelay {
                    text: value.to_string_lossy().into_owned(),
                    from: RelayFrom::Environment,
                    problem: RelayProblem::NotAnAddress,
                }),
            },
        }
    }

    /// The relays of `environment` (the value of [`RELAY_ENV`], if set), else of `given`.
    pub fn pick(environment: Option<&str>, given: &str) -> Result<Relays, BadRelay> {
        match environment {
            Some(value) => Relays::parse(value, RelayFrom::Environment),
            None => Relays::parse(given, RelayFrom::Given),
        }
    }
}

/// A relay server of one's own: an http or https address with a host.
///
/// It is `Copy` like [`Reach`], which every part of a front end passes around: the
/// address itself is kept once for the whole run (a person names few relays).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct CustomRelay(&'static RelayUrl);

impl CustomRelay {
    /// The relay's address.
    pub fn url(self) -> &'static RelayUrl {
        self.0
    }
}

impl fmt::Debug for CustomRelay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CustomRelay({})", self.0)
    }
}

impl fmt::Display for CustomRelay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The one copy of `url` kept for the run.
fn intern(url: RelayUrl) -> &'static RelayUrl {
    static KEPT: Mutex<Vec<&'static RelayUrl>> = Mutex::new(Vec::new());
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(known) = kept.iter().find(|known| ***known == url) {
        return known;
    }
    let url: &'static RelayUrl = Box::leak(Box::new(url));
    kept.push(url);
    url
}

/// Where a relay server's address came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelayFrom {
    /// The [`RELAY_ENV`] environment variable.
    Environment,
    /// A setting, or the command line's `--relay`.
    Given,
}

/// Why a relay server's address cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelayProblem {
    /// It is not a web address with a host.
    NotAnAddress,
    /// It is an address, but neither `https://` nor `http://`.
    NotHttp,
}

/// A relay server's address that cannot be used: what was given, where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadRelay {
    /// The text given.
    pub text: String,
    /// Where it was given.
    pub from: RelayFrom,
    /// What is wrong with it.
    pub problem: RelayProblem,
}

impl fmt::Display for BadRelay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let from = match self.from {
            RelayFrom::Environment => format!(" (from {RELAY_ENV})"),
            RelayFrom::Given => String::new(),
        };
        let why = match self.problem {
            RelayProblem::NotAnAddress => "it is not a web address",
            RelayProblem::NotHttp => "it must start with https:// (or http://)",
        };
        write!(
            f,
            "the relay server \"{}\"{from} cannot be used: {why}",
            self.text
        )
    }
}

impl std::error::Error for BadRelay {}

#[cfg(test)]
mod tests {
    use super::*;

    fn custom(text: &str) -> CustomRelay {
        match Relays::parse(text, RelayFrom::Given) {
            Ok(Relays::Custom(relay)) => relay,
            other => panic!("{text:?} read as {other:?}"),
        }
    }

    #[test]
    fn loopback_and_the_local_network_never_map_a_port_relay_or_look_up() {
        for (reach, port) in [(Reach::Loopback, None), (Reach::Lan, Some(4000))] {
            let plan = reach.plan(port);
            assert_eq!(plan.relays, Relaying::Off, "{reach:?}");
            assert_eq!(plan.port_mapping, PortMapping::Off, "{reach:?}");
            assert_eq!(plan.lookups, Lookups::None, "{reach:?}");
        }
        assert_eq!(
            Reach::Loopback.plan(Some(4000)).sockets,
            Sockets::Loopback { port: 4000 }
        );
        assert_eq!(
            Reach::Loopback.plan(None).sockets,
            Sockets::Loopback { port: 0 }
        );
        assert_eq!(
            Reach::Lan.plan(Some(4000)).sockets,
            Sockets::Everywhere { port: Some(4000) }
        );
    }

    #[test]
    fn the_internet_maps_a_port_and_goes_through_the_relays_chosen() {
        let own = Relays::Custom(custom("https://relay.example.org"));
        for relays in [Relays::Default, own] {
            let plan = Reach::Internet(relays).plan(Some(4000));
            assert_eq!(plan.port_mapping, PortMapping::On);
            assert_eq!(plan.relays, Relaying::Through(relays));
            assert_eq!(plan.lookups, Lookups::N0Dns);
            assert_eq!(plan.sockets, Sockets::Everywhere { port: None });
        }
    }

    #[test]
    fn a_relay_is_read_from_its_address_and_an_empty_one_is_iroh_s() {
        assert_eq!(Relays::parse("", RelayFrom::Given), Ok(Relays::Default));
        assert_eq!(Relays::parse("  \t", RelayFrom::Given), Ok(Relays::Default));
        assert_eq!(
            custom(" https://relay.example.org:8443 ").url().as_str(),
            "https://relay.example.org:8443/"
        );
        assert_eq!(
            custom("http://127.0.0.1:3340").url().as_str(),
            "http://127.0.0.1:3340/"
        );
        assert_eq!(
            custom("relay.example.org").url().as_str(),
            "https://relay.example.org/",
            "a bare name is https"
        );
        assert_eq!(
            custom("relay.example.org"),
            custom("https://relay.example.org/")
        );
    }

    #[test]
    fn an_address_that_is_not_a_relay_s_says_why() {
        for (text, problem) in [
            ("https://", RelayProblem::NotAnAddress),
            ("http://exa mple.org", RelayProblem::NotAnAddress),
            ("https://[::1", RelayProblem::NotAnAddress),
            ("ftp://relay.example.org", RelayProblem::NotHttp),
            ("wss://relay.example.org", RelayProblem::NotHttp),
            ("file:///etc/passwd", RelayProblem::NotHttp),
        ] {
            let bad = Relays::parse(text, RelayFrom::Given).expect_err(text);
            assert_eq!(bad.problem, problem, "{text}");
            assert_eq!(bad.text, text);
            assert!(bad.to_string().contains(text), "{bad}");
        }
    }

    #[test]
    fn the_environment_wins_over_the_setting_even_when_empty() {
        let own = custom("https://own.example.org");
        assert_eq!(
            Relays::pick(None, "https://own.example.org"),
            Ok(Relays::Custom(own))
        );
        assert_eq!(
            Relays::pick(Some(""), "https://own.example.org"),
            Ok(Relays::Default)
        );
        assert_eq!(
            Relays::pick(Some("https://env.example.org"), ""),
            Ok(Relays::Custom(custom("https://env.example.org")))
        );
        let bad = Relays::pick(Some("ftp://x.example.org"), "https://own.example.org")
            .expect_err("the environment's is read");
        assert_eq!(bad.from, RelayFrom::Environment);
        assert!(bad.to_string().contains(RELAY_ENV), "{bad}");
    }
}
