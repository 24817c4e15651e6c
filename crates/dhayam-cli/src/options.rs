//! Game options shared by the subcommands: seats, pawns, preset and house-rule overrides.

use clap::Args;
use dhayam_core::{HouseRules, Preset, Seat, Setup};

/// The table and rules to play with.
#[derive(Args, Debug, Clone)]
pub struct GameOptions {
    /// Occupied seats, comma-separated (two must sit opposite).
    #[arg(long, default_value = "south,east,north,west", value_delimiter = ',')]
    pub seats: Vec<String>,
    /// Pawns per player: 4, 5 or 6.
    #[arg(long, default_value_t = 4)]
    pub pawns: u8,
    /// House-rule preset: classic or traditional.
    #[arg(long, default_value = "classic")]
    pub preset: String,
    /// Override one house rule, `KEY=VALUE` (repeatable): `entry=one_then_five|one_only`,
    /// `turn=per_throw|throw_first`, `cut_bonus=true|false`, `gate=circle|wait`,
    /// `order=ccw|cw`, `play_on=true|false`.
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
    /// The first player (default: the first occupied seat in turn order).
    #[arg(long)]
    pub first: Option<String>,
}

impl GameOptions {
    /// The setup these options describe, or what is wrong with them.
    pub fn setup(&self) -> Result<Setup, String> {
        let seats = self
            .seats
            .iter()
            .map(|name| Seat::parse(name).ok_or_else(|| format!("unknown seat {name:?}")))
            .collect::<Result<Vec<_>, _>>()?;
        let preset = Preset::parse(&self.preset).ok_or_else(|| {
            format!(
                "unknown preset {:?}; use classic or traditional",
                self.preset
            )
        })?;
        let mut rules: HouseRules = preset.rules();
        for assignment in &self.rules {
            rules.apply(assignment).map_err(|e| e.to_string())?;
        }
        let mut setup = Setup::new(seats).with_pawns(self.pawns).with_rules(rules);
        if let Some(first) = &self.first {
            setup.first =
                Some(Seat::parse(first).ok_or_else(|| format!("unknown seat {first:?}"))?);
        }
        setup.validate().map_err(|e| e.to_string())
    }
}
