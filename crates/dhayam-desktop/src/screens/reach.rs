//! How far a table hosted or joined reaches: over the internet, or this network only.

use dhayam_net::link::Relays;
use dhayam_store::{Preferences, TableReach};
use egui::Color32;

use crate::Command;

/// The message id of a reach's name.
const fn reach_id(reach: TableReach) -> &'static str {
    match reach {
        TableReach::Internet => "reach-internet",
        TableReach::ThisNetwork => "reach-this-network",
    }
}

/// The message id of what a reach means.
const fn reach_hover_id(reach: TableReach) -> &'static str {
    match reach {
        TableReach::Internet => "reach-internet-hover",
        TableReach::ThisNetwork => "reach-this-network-hover",
    }
}

/// The colour of what went wrong, on light and dark.
const ERROR_RED: Color32 = Color32::from_rgb(200, 40, 40);

/// The choice of how far a table reaches, shown where hosting or joining is chosen; a
/// change is one preferences command. Over the internet, a relay server of
/// one's own is named below it, or what is wrong with it (before anything is opened).
pub fn reach_ui(ui: &mut egui::Ui, preferences: &Preferences, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.strong(words.text("reach-title"));
    let mut chosen = preferences.table_reach;
    for reach in TableReach::ALL {
        ui.radio_value(&mut chosen, reach, words.text(reach_id(reach)))
            .on_hover_text(words.text(reach_hover_id(reach)));
    }
    if chosen == TableReach::Internet {
        match crate::network::relays(preferences) {
            Ok(Relays::Default) => {}
            Ok(Relays::Custom(relay)) => {
                // As a person would write it: without the lone `/` of the address's path.
                let relay = relay.to_string();
                let relay = relay.strip_suffix('/').unwrap_or(&relay);
                ui.weak(words.tr("reach-relay", &[("relay", relay.into())]));
            }
            Err(bad) => {
                let why = crate::i18n::errors::relay_error(&words, &bad);
                ui.add(egui::Label::new(egui::RichText::new(why).color(ERROR_RED)).wrap());
            }
        }
    }
    if chosen != preferences.table_reach {
        let mut edited = preferences.clone();
        edited.table_reach = chosen;
        commands.push(Command::ChangePreferences(edited));
    }
}
