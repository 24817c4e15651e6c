//! The list of tables found nearby, kept without a network: what the browser saw and
//! what each table told it, turned into appear / change / disappear events.

use std::collections::BTreeMap;

use crate::protocol::About;

/// The marker a hosted table publishes on the local network (mDNS user data), and the
/// only thing it publishes: its name and open seats are fetched after connecting.
pub const MARKER: &str = "dhayam-table";

/// Whether an endpoint's published user data says it is a Dhayam table. Exactly the
/// marker: anything else (another program's data, a longer string) is not one.
pub fn is_table(user_data: Option<&str>) -> bool {
    user_data == Some(MARKER)
}

/// One table found nearby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearbyTable {
    /// The host's endpoint id (its network key), the same for the table's whole life.
    pub id: String,
    /// The table's name, cleaned like a typed name.
    pub name: String,
    /// How many seats are open for a guest.
    pub open_seats: u8,
    /// Whether the host lets people watch.
    pub watching: bool,
    /// The host's protocol version.
    pub protocol: u32,
    /// The join code that dials it on this network (its direct addresses only).
    pub ticket: String,
    /// Milliseconds from the start of browsing until it was first described.
    pub seen_ms: u64,
}

/// What changed in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NearbyEvent {
    /// A table was found and described.
    Appeared(NearbyTable),
    /// A table's name or open seats changed.
    Changed(NearbyTable),
    /// A table is gone (its host stopped announcing it, or stopped answering).
    Gone(String),
}

/// The tables described so far, by id.
#[derive(Clone, Debug, Default)]
pub struct Tables {
    known: BTreeMap<String, NearbyTable>,
}

impl Tables {
    /// `id` (dialled with `ticket`) told what it is, `seen_ms` after browsing began: the
    /// event this makes, if anything changed.
    pub fn described(
        &mut self,
        id: &str,
        ticket: &str,
        about: &About,
        seen_ms: u64,
    ) -> Option<NearbyEvent> {
        let name = dhayam_store::clean_name(&about.name);
        if let Some(table) = self.known.get_mut(id) {
            let same = table.name == name
                && table.open_seats == about.open_seats
                && table.watching == about.watching
                && table.protocol == about.protocol
                && table.ticket == ticket;
            if same {
                return None;
            }
            table.name = name;
            table.open_seats = about.open_seats;
            table.watching = about.watching;
            table.protocol = about.protocol;
            ticket.clone_into(&mut table.ticket);
            return Some(NearbyEvent::Changed(table.clone()));
        }
        let table = NearbyTable {
            id: id.to_owned(),
            name,
            open_seats: about.open_seats,
            watching: about.watching,
            protocol: about.protocol,
            ticket: ticket.to_owned(),
            seen_ms,
        };
        self.known.insert(id.to_owned(), table.clone());
        Some(NearbyEvent::Appeared(table))
    }

    /// `id` is gone: the event, if it was listed.
    pub fn gone(&mut self, id: &str) -> Option<NearbyEvent> {
        self.known
            .remove(id)
            .map(|table| NearbyEvent::Gone(table.id))
    }

    /// Whether `id` is listed.
    pub fn contains(&self, id: &str) -> bool {
        self.known.contains_key(id)
    }

    /// The tables listed, by name (then id, so equal names keep one order).
    pub fn list(&self) -> Vec<NearbyTable> {
        let mut tables: Vec<NearbyTable> = self.known.values().cloned().collect();
        tables.sort_by(|a, b| a.name.cmp(&b.name).then_with(|| a.id.cmp(&b.id)));
        tables
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn about(name: &str, open_seats: u8) -> About {
        About {
            protocol: crate::PROTOCOL_VERSION,
            name: name.to_owned(),
            open_seats,
            watching: true,
        }
    }

    #[test]
    fn only_the_exact_marker_is_a_table() {
        assert!(is_table(Some("dhayam-table")));
        assert!(!is_table(None));
        assert!(!is_table(Some("")));
        assert!(!is_table(Some("dhayam-table ")));
        assert!(!is_table(Some("dhayam-table;name=Anbu")));
        assert!(!is_table(Some("DHAYAM-TABLE")));
        assert!(!is_table(Some("irohv1")));
    }

    #[test]
    fn a_table_appears_once_changes_when_it_does_and_goes() {
        let mut tables = Tables::default();
        let first = tables.described("k1", "code1", &about("Anbu", 2), 150);
        let Some(NearbyEvent::Appeared(table)) = first else {
            panic!("expected an appearance, got {first:?}");
        };
        assert_eq!((table.name.as_str(), table.open_seats), ("Anbu", 2));
        assert_eq!(table.seen_ms, 150);
        // Told the same again: nothing new.
        assert_eq!(
            tables.described("k1", "code1", &about("Anbu", 2), 900),
            None
        );
        // A seat taken: a change, and the first sighting's time is kept.
        let changed = tables.described("k1", "code1", &about("Anbu", 1), 900);
        let Some(NearbyEvent::Changed(table)) = changed else {
            panic!("expected a change, got {changed:?}");
        };
        assert_eq!((table.open_seats, table.seen_ms), (1, 150));
        assert_eq!(tables.gone("k1"), Some(NearbyEvent::Gone("k1".to_owned())));
        assert_eq!(tables.gone("k1"), None);
        assert!(tables.list().is_empty());
    }

    #[test]
    fn names_are_cleaned_and_the_list_is_by_name() {
        let mut tables = Tables::default();
        tables.described("k2", "c", &about("  Velu\u{7}  ", 1), 0);
        tables.described("k1", "c", &about("Anbu", 1), 0);
        let long = "x".repeat(200);
        tables.described("k3", "c", &about(&long, 0), 0);
        let names: Vec<String> = tables.list().into_iter().map(|t| t.name).collect();
        assert_eq!(names[0], "Anbu");
        assert_eq!(names[1], "Velu");
        assert_eq!(
            names[2].chars().count(),
            dhayam_store::MAX_NAME_CHARS,
            "a long name is cut like a typed one"
        );
        assert!(tables.contains("k2"));
        assert!(!tables.contains("k4"));
    }
}
