//! The join form's list of tables on the local network: looked for while the form is
//! open and the Settings switch is on, never on loopback.

use dhayam_net::link::{Nearby, NearbyTable, Reach, Wake};

/// Whether the join form looks for tables nearby.
pub enum Looking {
    /// Not looking: the form is closed, the switch is off, or this is loopback only.
    Off,
    /// Looking, on a thread of its own.
    On(Nearby),
    /// Looking could not start (the network would not open): joined by code only.
    Failed(String),
}

impl Looking {
    /// Starts looking when `on` and `reach` goes beyond this computer.
    pub fn start(reach: Reach, on: bool, wake: Wake) -> Looking {
        if !on || reach == Reach::Loopback {
            return Looking::Off;
        }
        match Nearby::browse(wake) {
            Ok(nearby) => Looking::On(nearby),
            Err(error) => {
                log::warn!("cannot look for tables nearby: {error}");
                Looking::Failed(error.to_string())
            }
        }
    }

    /// The tables found so far (the events are only a wake-up here: the list is drawn
    /// whole each frame), by name.
    pub fn tables(&self) -> Vec<NearbyTable> {
        match self {
            Looking::On(nearby) => {
                while nearby.try_event().is_some() {}
                nearby.tables()
            }
            Looking::Off | Looking::Failed(_) => Vec::new(),
        }
    }
}
