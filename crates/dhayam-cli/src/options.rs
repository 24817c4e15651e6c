//! Game options shared by the subcommands: board, seats, pawns, preset and house-rule
//! overrides.

use clap::Args;
use dhayam_core::{HouseRules, Preset, Seat, Setup, Variant};

/// The table and rules to play with.
#[derive(Args, Debug, Clone)]
pub struct GameOptions {
    /// The board: 7x7 (Dhayam, two long dice) or 5x5 (Thayam, four cowries).
    #[arg(long, default_value = "7x7")]
    pub board: String,
    /// Occupied seats, comma-separated (two must sit opposite).
    #[arg(long, default_value = "south,east,north,west", value_delimiter = ',')]
    pub seats: Vec<String>,
    /// Pawns per player: 4, 5 or 6.
    #[arg(long, default_value_t = 4)]
    pub pawns: u8,
    /// House-rule preset: classic or traditional (default: classic on the 7x7 board, the
    /// board's own defaults on the 5x5).
    #[arg(long)]
    pub preset: Option<String>,
    /// Override one house rule, `KEY=VALUE` (repeatable): `entry=one_then_five|one_only`,
    /// `turn=per_throw|throw_first`, `cut_bonus=true|false`, `gate=circle|wait`,
    /// `order=ccw|cw`, `play_on=true|false`; on the 5x5 board also `gate=open` (no gate),
    /// `start=home|yard`, `bonus_one=true|false` (a 1 earns a throw too),
    /// `inner=share|apart` (own pawns on inner squares), `three_bonuses=play|void`.
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
    /// The first player (default: the first occupied seat in turn order).
    #[arg(long)]
    pub first: Option<String>,
    /// Two against two (four players only): South and North against East and West.
    /// `--rule team_gate=own` makes each player cut for themselves, `--rule
    /// finished=sits_out` sits a finished player out instead of helping its partner.
    #[arg(long)]
    pub teams: bool,
}

impl GameOptions {
    /// The setup these options describe, or what is wrong with them.
    pub fn setup(&self) -> Result<Setup, String> {
        let seats = self
            .seats
            .iter()
            .map(|name| Seat::parse(name).ok_or_else(|| format!("unknown seat {name:?}")))
            .collect::<Result<Vec<_>, _>>()?;
        let (variant, rules) = board_and_rules(&self.board, self.preset.as_deref(), &self.rules)?;
        let mut setup = Setup::new(seats)
            .with_variant(variant)
            .with_pawns(self.pawns)
            .with_rules(rules);
        if let Some(first) = &self.first {
            setup.first =
                Some(Seat::parse(first).ok_or_else(|| format!("unknown seat {first:?}"))?);
        }
        if self.teams {
            setup = setup.with_teams();
        }
        setup.validate().map_err(|e| e.to_string())
    }
}

/// The board `board` names (`7x7` or `5x5`) and the house rules to play it with: the
/// `preset` if one is named, else the board's own defaults, then each `KEY=VALUE` of
/// `overrides`; or what is wrong with them.
pub fn board_and_rules(
    board: &str,
    preset: Option<&str>,
    overrides: &[String],
) -> Result<(Variant, HouseRules), String> {
    let variant =
        Variant::parse(board).ok_or_else(|| format!("unknown board {board:?}; use 7x7 or 5x5"))?;
    let mut rules: HouseRules = match preset {
        None => variant.default_rules(),
        Some(name) => Preset::parse(name)
            .ok_or_else(|| format!("unknown preset {name:?}; use classic or traditional"))?
            .rules(),
    };
    for assignment in overrides {
        rules.apply(assignment).map_err(|e| e.to_string())?;
    }
    // The 5x5 board's own rules are refused on the 7x7 board at once, not at the first game.
    if let Some(rule) = rules.small_board_only().filter(|_| variant.is_dhayam()) {
        return Err(dhayam_core::SetupError::SmallBoardRule(rule).to_string());
    }
    Ok((variant, rules))
}
