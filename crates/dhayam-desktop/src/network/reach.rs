//! How far a table hosted or joined from the window reaches: the player's choice in the
//! settings (over the internet, or this network only), unless the program was started
//! with `--loopback` (and in every test), which keeps everything on 127.0.0.1.

use dhayam_net::link::{BadRelay, Reach, Relays};
use dhayam_store::{Preferences, TableReach};

/// The reach of a table hosted or joined now. `started` is as far as the program may
/// reach: [`Reach::Loopback`] wins over the settings; otherwise the settings' choice,
/// over the internet through the relays of `DHAYAM_RELAY` or of the setting.
pub fn chosen_reach(started: Reach, preferences: &Preferences) -> Result<Reach, BadRelay> {
    reach_with(started, preferences.table_reach, || relays(preferences))
}

/// The relays a table over the internet goes through: `DHAYAM_RELAY`'s when it is set,
/// else the setting's (empty: iroh's public relays).
pub fn relays(preferences: &Preferences) -> Result<Relays, BadRelay> {
    Relays::chosen(&preferences.relay)
}

/// [`chosen_reach`] with the relays worked out by `relays`, asked only when they are used.
fn reach_with(
    started: Reach,
    choice: TableReach,
    relays: impl FnOnce() -> Result<Relays, BadRelay>,
) -> Result<Reach, BadRelay> {
    match (started, choice) {
        (Reach::Loopback, _) => Ok(Reach::Loopback),
        (Reach::Lan, _) | (_, TableReach::ThisNetwork) => Ok(Reach::Lan),
        (Reach::Internet(_), TableReach::Internet) => relays().map(Reach::Internet),
    }
}

#[cfg(test)]
mod tests {
    use dhayam_net::link::{RelayFrom, RelayProblem};

    use super::*;

    fn own() -> Relays {
        Relays::parse("https://relay.example.org", RelayFrom::Given).unwrap_or(Relays::Default)
    }

    fn bad() -> Result<Relays, BadRelay> {
        Relays::parse("ftp://relay.example.org", RelayFrom::Given)
    }

    #[test]
    fn loopback_wins_over_every_choice_and_never_reads_the_relay() {
        for choice in TableReach::ALL {
            let reach = reach_with(Reach::Loopback, choice, || panic!("relays read"));
            assert_eq!(reach, Ok(Reach::Loopback), "{choice:?}");
        }
    }

    #[test]
    fn this_network_only_is_the_local_network_whatever_the_relay() {
        let started = Reach::Internet(Relays::Default);
        let reach = reach_with(started, TableReach::ThisNetwork, bad);
        assert_eq!(reach, Ok(Reach::Lan));
    }

    #[test]
    fn over_the_internet_goes_through_the_relay_chosen_and_a_bad_one_says_why() {
        let started = Reach::Internet(Relays::Default);
        let reach = reach_with(started, TableReach::Internet, || Ok(own()));
        assert_eq!(reach, Ok(Reach::Internet(own())));
        assert!(matches!(own(), Relays::Custom(_)));
        let refused = reach_with(started, TableReach::Internet, bad);
        assert_eq!(
            refused.map_err(|e| e.problem),
            Err(RelayProblem::NotHttp),
            "nothing is opened with it"
        );
    }
}
