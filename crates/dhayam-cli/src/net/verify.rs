//! `dhayam-cli verify GAME.ron [MORE.ron ...] [--json]`: checks every throw of a game
//! played across computers against its dice ledger, says what the check found, and, given
//! the records of several players of one game, that they agree.

use std::path::{Path, PathBuf};

use clap::Args;
use dhayam_core::ReplayError;
use dhayam_core::fair::reveals::RevealLedger;
use dhayam_core::fair::{Absence, DiceLedger, Made, Verified, VerifyError};
use dhayam_store::{SavedGame, StoreError};
use serde::Serialize;
use serde_json::json;

/// What `verify --help` says about `--json` after the options.
const JSON_HELP: &str = "\
Throws are numbered from 1. With --json, one JSON object is printed on standard output:
  {\"ok\": true, \"games\": [GAME, ...], \"agree\": true}
\"agree\" (only with two or more files) says the records are of one game and agree on
every throw they both hold. Each GAME of signed chains is
  {\"file\": PATH, \"kind\": \"chains\", \"game\": HEX, \"table\": HEX, \"throws\": N,
   \"shared\": N, \"alone\": [THROW, ...], \"contributors\": [{\"number\": N, \"name\": TEXT,
   \"key\": HEX, \"took_part\": N, \"away\": N, \"handed_over\": N, \"removed\": N,
   \"chain_used_up\": N}, ...]}
where \"shared\" counts the throws made from the parts of two or more players and \"alone\"
lists the throws the host made alone (not provably fair). A game recorded before chains
were signed is
  {\"file\": PATH, \"kind\": \"reveals\", \"game\": null, \"table\": HEX, \"throws\": N,
   \"contributors\": [{\"number\": N, \"id\": TEXT, \"took_part\": N}, ...]}
If anything fails, the object is
  {\"ok\": false, \"file\": PATH or null, \"throw\": N or null, \"error\": TEXT}
and the exit code is 1.";

/// Arguments of `verify`.
#[derive(Args, Debug)]
#[command(after_help = JSON_HELP)]
pub struct VerifyArgs {
    /// Game files: a record written by `host` or `join`, a save, a history file. Two or
    /// more must be records of the same game (say, the host's and a guest's), and must
    /// agree on every throw they both hold.
    #[arg(required = true)]
    pub games: Vec<PathBuf>,
    /// Prints one JSON object instead of text (its shape is below).
    #[arg(long)]
    pub json: bool,
}

/// Checks every file, then that they agree; prints what was found, or what failed.
pub fn run(args: &VerifyArgs) -> Result<(), String> {
    match check_all(&args.games) {
        Ok(games) => {
            if args.json {
                let agree = (games.len() > 1).then_some(true);
                let games = games.iter().map(game_json).collect();
                print_json(&Report {
                    ok: true,
                    games,
                    agree,
                })?;
            } else {
                print_text(&games);
            }
            Ok(())
        }
        Err(failure) => {
            if args.json {
                print_json(&failure)?;
            }
            Err(failure.message())
        }
    }
}

/// A file that checked out.
struct Checked {
    file: String,
    saved: SavedGame,
    proof: Proof,
}

/// What the file's ledger proves.
enum Proof {
    /// Signed chains, and what their check found.
    Chains(DiceLedger, Verified),
    /// An earlier ledger of reveals, which checked out by its own rules.
    Reveals(RevealLedger),
}

/// What failed: in which file (none when the files disagree as a whole), at which throw
/// (1-based), and why.
#[derive(Serialize, Debug)]
struct Failure {
    ok: bool,
    file: Option<String>,
    throw: Option<usize>,
    error: String,
}

impl Failure {
    fn new(file: Option<&str>, throw: Option<usize>, error: String) -> Failure {
        Failure {
            ok: false,
            file: file.map(str::to_owned),
            throw,
            error,
        }
    }

    /// The message for people: the file and the reason (which names the throw).
    fn message(&self) -> String {
        match &self.file {
            Some(file) => format!("{file}: {}", self.error),
            None => self.error.clone(),
        }
    }
}

fn check_all(paths: &[PathBuf]) -> Result<Vec<Checked>, Failure> {
    let games = paths
        .iter()
        .map(|path| check_file(path))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some((first, others)) = games.split_first() {
        for other in others {
            compare(first, other)?;
        }
    }
    Ok(games)
}

/// Reads one game file and checks its ledger.
fn check_file(path: &Path) -> Result<Checked, Failure> {
    let file = path.display().to_string();
    let fail = |throw, error| Failure::new(Some(&file), throw, error);
    let bytes = std::fs::read(path).map_err(|e| fail(None, format!("cannot read it: {e}")))?;
    let saved = SavedGame::from_ron(&bytes).map_err(|e| {
        let throw = match &e {
            StoreError::Record(ReplayError::Throw { index, .. }) => Some(index + 1),
            _ => None,
        };
        fail(throw, e.to_string())
    })?;
    let record = saved.record();
    let proof = if let Some(ledger) = saved.dice() {
        let verified = ledger
            .verify(record)
            .map_err(|e| fail(e.throw().map(|t| t + 1), chain_error(&e)))?;
        Proof::Chains(ledger.clone(), verified)
    } else if let Some(ledger) = saved.reveals() {
        ledger
            .verify(record)
            .map_err(|e| fail(e.throw().map(|t| t + 1), reveal_error(&e)))?;
        Proof::Reveals(ledger.clone())
    } else {
        return Err(fail(
            None,
            "it has no dice ledger: it was played at one computer".to_owned(),
        ));
    };
    Ok(Checked { file, saved, proof })
}

/// The reason a ledger of chains fails, naming the throw (1-based) where there is one.
fn chain_error(error: &VerifyError) -> String {
    match *error {
        VerifyError::Count { ledger, record } => format!(
            "the dice ledger accounts for {ledger} throws but the game has {record}: \
             throw {} on is not accounted for",
            ledger.min(record) + 1
        ),
        _ => error.to_string(),
    }
}

/// The reason a ledger of reveals fails, in its own words.
fn reveal_error(error: &VerifyError) -> String {
    match *error {
        VerifyError::Link { throw, by } => format!(
            "throw {}: contributor {by}'s reveal does not match the commitment it published \
             before",
            throw + 1
        ),
        VerifyError::Parts { throw } => format!(
            "throw {} has no reveal, or names a contributor twice or a stranger",
            throw + 1
        ),
        _ => chain_error(error),
    }
}

/// Checks that `other` is a record of the same game as `first` and agrees with it on
/// everything both hold: the ledger's entries, the setup, the throws and the moves.
fn compare(first: &Checked, other: &Checked) -> Result<(), Failure> {
    let a = &first.file;
    let fail = |throw: Option<usize>, why: String| {
        let at = throw.map_or(String::new(), |t| format!(" at throw {}", t + 1));
        let error = format!("it disagrees with {a}{at}: {why}");
        Failure::new(Some(&other.file), throw.map(|t| t + 1), error)
    };
    let not_same = |why: &str| {
        let error = format!("it is not a record of the same game as {a}{why}");
        Failure::new(Some(&other.file), None, error)
    };
    match (&first.proof, &other.proof) {
        (Proof::Chains(x, _), Proof::Chains(y, _)) => {
            let (gx, gy) = (x.game_id().to_hex(), y.game_id().to_hex());
            if gx != gy {
                let ids = format!(" (game {} there, {} here)", short(&gx), short(&gy));
                return Err(not_same(&ids));
            }
            if let Some(t) = first_difference(&x.throws, &y.throws) {
                let why = made_difference(x, t, &y.throws[t], (a, &other.file));
                return Err(fail(Some(t), why));
            }
        }
        (Proof::Reveals(x), Proof::Reveals(y)) => {
            if x.table != y.table || x.contributors != y.contributors {
                return Err(not_same(""));
            }
            if let Some(t) = first_difference(&x.throws, &y.throws) {
                return Err(fail(Some(t), "they hold different reveals".to_owned()));
            }
        }
        _ => return Err(not_same(" (their ledgers are of different kinds)")),
    }
    let (there, here) = (first.saved.record(), other.saved.record());
    if there.setup != here.setup {
        return Err(fail(None, "the setup differs".to_owned()));
    }
    if let Some(t) = first_difference(&there.throws, &here.throws) {
        let (x, y) = (there.throws[t].faces(), here.throws[t].faces());
        let why = format!("faces {}+{} there, {}+{} here", x[0], x[1], y[0], y[1]);
        return Err(fail(Some(t), why));
    }
    if let Some(m) = first_difference(&there.moves, &here.moves) {
        return Err(fail(None, format!("move {} differs", m + 1)));
    }
    Ok(())
}

/// Where two lists first differ, as far as both go.
fn first_difference<T: PartialEq>(x: &[T], y: &[T]) -> Option<usize> {
    x.iter().zip(y).position(|(p, q)| p != q)
}

/// How two records' entries for throw `t` differ, in words (`ledger`'s entry, then
/// `theirs`): the first contributor they disagree about, else the mark of a throw the
/// host made alone.
fn made_difference(ledger: &DiceLedger, t: usize, theirs: &Made, files: (&str, &str)) -> String {
    let ours = &ledger.throws[t];
    let who = |by: u16| match ledger.contributors.get(usize::from(by)) {
        Some(contributor) => format!("contributor {by} ({:?})", contributor.name),
        None => format!("contributor {by}"),
    };
    let named = (ours.parts.iter().chain(&theirs.parts).map(|p| p.by))
        .chain(ours.without.iter().chain(&theirs.without).map(|w| w.by));
    for by in 0..=named.max().unwrap_or(0) {
        let link = |made: &Made| made.parts.iter().find(|p| p.by == by).map(|p| p.link);
        if let (Some(one), Some(other)) = (link(ours), link(theirs)) {
            if one != other {
                return format!("they hold different secrets of {}", who(by));
            }
            continue;
        }
        let (said, says) = (standing(ours, by), standing(theirs, by));
        if said != says {
            let (one, other) = files;
            return format!("{one} says {} {said}, {other} says it {says}", who(by));
        }
    }
    if ours.alone == theirs.alone {
        "their entries for it differ".to_owned()
    } else {
        "only one of them marks it made by the host alone".to_owned()
    }
}

/// Where contributor `by` stood in a throw, as a phrase.
fn standing(made: &Made, by: u16) -> &'static str {
    if made.has(by) {
        return "took part";
    }
    match made.without.iter().find(|w| w.by == by).map(|w| w.why) {
        Some(Absence::Away) => "was away",
        Some(Absence::HandedOver) => "was handed over to a computer",
        Some(Absence::Removed) => "was removed",
        Some(Absence::ChainUsedUp) => "had used up its chain",
        None => "is not named",
    }
}

/// The first ten hexadecimal digits of an id, for people telling ids apart.
fn short(hex: &str) -> &str {
    hex.get(..10).unwrap_or(hex)
}

/// Throw numbers (0-based) as 1-based ranges: "3-5, 9".
fn ranges(throws: &[usize]) -> String {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &t in throws {
        match runs.last_mut() {
            Some((_, end)) if *end + 1 == t => *end = t,
            _ => runs.push((t, t)),
        }
    }
    let text: Vec<String> = runs
        .iter()
        .map(|&(start, end)| {
            if start == end {
                format!("{}", start + 1)
            } else {
                format!("{}-{}", start + 1, end + 1)
            }
        })
        .collect();
    text.join(", ")
}

/// How many throws of `ledger` left contributor `by` out because its chain was used up.
fn used_up(ledger: &DiceLedger, by: u16) -> usize {
    let out = |m: &&Made| {
        m.without
            .iter()
            .any(|w| w.by == by && w.why == Absence::ChainUsedUp)
    };
    ledger.throws.iter().filter(out).count()
}

/// The whole run, as `--json` prints it when everything checked out.
#[derive(Serialize)]
struct Report {
    ok: bool,
    games: Vec<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    agree: Option<bool>,
}

/// One file, as `--json` prints it.
fn game_json(checked: &Checked) -> serde_json::Value {
    let (file, throws) = (&checked.file, checked.saved.record().throws.len());
    match &checked.proof {
        Proof::Chains(ledger, found) => {
            let contributors: Vec<serde_json::Value> = (found.contributors.iter().enumerate())
                .map(|(n, c)| {
                    json!({
                        "number": n, "name": c.name, "key": c.key.to_hex(),
                        "took_part": c.took_part, "away": c.away,
                        "handed_over": c.handed_over, "removed": c.removed,
                        "chain_used_up": used_up(ledger, n as u16),
                    })
                })
                .collect();
            json!({
                "file": file, "kind": "chains", "game": found.game.to_hex(),
                "table": ledger.table.to_hex(), "throws": throws, "shared": found.shared,
                "alone": found.alone.iter().map(|t| t + 1).collect::<Vec<_>>(),
                "contributors": contributors,
            })
        }
        Proof::Reveals(ledger) => {
            let contributors: Vec<serde_json::Value> = (ledger.contributors.iter().enumerate())
                .map(|(n, c)| {
                    json!({"number": n, "id": c.id, "took_part": ledger.contributions(n as u16)})
                })
                .collect();
            json!({
                "file": file, "kind": "reveals", "game": null,
                "table": ledger.table.to_hex(), "throws": throws,
                "contributors": contributors,
            })
        }
    }
}

fn print_json<T: Serialize>(value: &T) -> Result<(), String> {
    let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
    println!("{text}");
    Ok(())
}

/// What the check found, for people: only what was checked.
fn print_text(games: &[Checked]) {
    for checked in games {
        match &checked.proof {
            Proof::Chains(ledger, found) => print_chains(&checked.file, ledger, found),
            Proof::Reveals(ledger) => print_reveals(&checked.file, ledger),
        }
    }
    if let Some((first, others)) = games.split_first() {
        let throws = first.saved.record().throws.len();
        for other in others {
            let theirs = other.saved.record().throws.len();
            let (a, b) = (&first.file, &other.file);
            if theirs == throws {
                println!(
                    "{a} and {b} are records of the same game and agree on all {throws} throws"
                );
            } else {
                println!(
                    "{a} and {b} are records of the same game and agree on the {} throws both \
                     hold ({a} has {throws}, {b} {theirs})",
                    throws.min(theirs)
                );
            }
        }
        let guests = matches!(&first.proof, Proof::Chains(l, _) if l.contributors.len() > 1);
        if others.is_empty() && guests {
            println!(
                "(a record kept by another player of this game, checked with this one, also \
                 shows that the host did not drop or make up a player's part)"
            );
        }
    }
}

fn print_chains(file: &str, ledger: &DiceLedger, found: &Verified) {
    let count = found.contributors.len();
    println!(
        "{file}: game {}, the signed chains of {count} contributor{}",
        short(&found.game.to_hex()),
        if count == 1 { "" } else { "s" }
    );
    println!(
        "  all {} throws check out: each is what its contributors' secrets make, and every \
         secret is the next link of a chain its contributor signed before the first throw",
        found.throws
    );
    println!(
        "  {} shared: made from the parts of two or more players, so no one player could \
         choose or foresee them",
        found.shared
    );
    match found.alone.len() {
        0 => println!("  none made by the host alone"),
        n => println!(
            "  {n} made by the host alone, not provably fair: throw{} {}",
            if n == 1 { "" } else { "s" },
            ranges(&found.alone)
        ),
    }
    println!("  contributors (names as the table showed them, not signed; keys signed):");
    for (n, c) in found.contributors.iter().enumerate() {
        let host = if n == 0 { " (host)" } else { "" };
        let mut without = Vec::new();
        let reasons = [
            (c.away, "away"),
            (c.handed_over, "handed over to a computer"),
            (c.removed, "removed"),
            (used_up(ledger, n as u16), "its chain used up"),
        ];
        for (number, why) in reasons {
            if number > 0 {
                without.push(format!("{number} {why}"));
            }
        }
        let without = if without.is_empty() {
            String::new()
        } else {
            format!("; without it: {}", without.join(", "))
        };
        println!(
            "    {n}{host} {:?}, key {}: took part in {} of {} throws{without}",
            c.name,
            c.key.short(),
            c.took_part,
            found.throws
        );
    }
}

fn print_reveals(file: &str, ledger: &RevealLedger) {
    println!(
        "{file}: an earlier kind of dice ledger, from before chains were signed: nothing in \
         it is signed and its contributors are not named by key"
    );
    println!(
        "  all {} throws check out by the rules it was made under: each is what its reveals \
         make, and every reveal matches the commitment its contributor published before",
        ledger.throws.len()
    );
    for (n, c) in ledger.contributors.iter().enumerate() {
        println!(
            "    {n} {:?}: took part in {} throws",
            c.id,
            ledger.contributions(n as u16)
        );
    }
}
