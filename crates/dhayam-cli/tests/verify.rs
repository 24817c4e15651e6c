//! `verify` on the records of a real game across computers: a host and a guest play one
//! game as separate processes on loopback (127.0.0.1 only), and `verify` accepts their
//! records, alone and together; every forgery of the host's record file is refused,
//! naming the throw, and a record the host forged so that it checks out alone (its guest
//! "away") is caught by the guest's own record.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use dhayam_core::fair::reveals::{RevealContributor, RevealLedger, RevealPart, reveal_throw};
use dhayam_core::fair::{Absence, Absent, DiceLedger, Digest, Made, PlayerKey, commit, throw_from};
use dhayam_core::{Phase, RecordedGame, Seat, Setup, Throw, ThrowKind};
use dhayam_store::SavedGame;
use serde_json::Value;

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
}

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dhayam-verify-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Starts `dhayam-cli` with `args`, its log going to `log` (a pipe read only at the end
/// would fill up and stop the process).
fn spawn(args: &[&str], log: &Path) -> Child {
    cli()
        .args(args)
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(log).unwrap())
        .spawn()
        .unwrap()
}

/// Waits (at most two minutes) for `child` to end and checks that it succeeded.
fn wait(mut child: Child, what: &str, log: &Path) {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let said = std::fs::read_to_string(log).unwrap_or_default();
            assert!(status.success(), "{what} failed: {said}");
            return;
        }
        if start.elapsed() > Duration::from_mins(2) {
            let _ = child.kill();
            panic!("{what} did not end in two minutes");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The folder of one genuine game, played once for all the tests: `host.ron` and
/// `guest1.ron`, the records of the host (South) and its guest (North).
fn genuine() -> &'static Path {
    static GAME: OnceLock<PathBuf> = OnceLock::new();
    GAME.get_or_init(|| {
        let d = dir("game");
        let path = |name: &str| d.join(name).to_str().unwrap().to_owned();
        let (ticket, host_log, guest_log) = (path("ticket"), d.join("host.log"), d.join("g.log"));
        let common = ["--loopback", "--insecure-seeded-dice"];
        let mut args = vec!["host", "--seats", "south,north", "--remote", "north"];
        args.extend_from_slice(&common);
        args.extend_from_slice(&["--seed", "7"]);
        let record = path("host.ron");
        let rest = [
            "--play",
            "medium",
            "--timeout",
            "110",
            "--ticket-file",
            &ticket,
        ];
        args.extend_from_slice(&rest);
        args.extend_from_slice(&["--record", &record]);
        let h = spawn(&args, &host_log);
        let record = path("guest1.ron");
        let mut args = vec!["join", "--play", "random", "--name", "Friend"];
        args.extend_from_slice(&common);
        args.extend_from_slice(&["--seed", "101", "--timeout", "110"]);
        args.extend_from_slice(&["--ticket-file", &ticket, "--record", &record]);
        let g = spawn(&args, &guest_log);
        wait(g, "guest", &guest_log);
        wait(h, "host", &host_log);
        d
    })
}

/// Runs `verify` on `files` (with `--json` if asked): whether it succeeded, its standard
/// output, and all it said. A failure must be exit code 1.
fn verify(files: &[&Path], json: bool) -> (bool, String, String) {
    let mut command = cli();
    command.arg("verify").args(files);
    if json {
        command.arg("--json");
    }
    let out = command.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let all = stdout.clone() + &String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        assert_eq!(out.status.code(), Some(1), "{all}");
    }
    (out.status.success(), stdout, all)
}

fn load(path: &Path) -> SavedGame {
    SavedGame::from_ron(&std::fs::read(path).unwrap()).unwrap()
}

/// The file `name` in a folder of forgeries.
fn forged_path(name: &str) -> PathBuf {
    static FORGED: OnceLock<PathBuf> = OnceLock::new();
    FORGED.get_or_init(|| dir("forged")).join(name)
}

/// Writes `saved` as the file `name` in the folder of forgeries.
fn write(saved: &SavedGame, name: &str) -> PathBuf {
    let path = forged_path(name);
    std::fs::write(&path, saved.to_ron().unwrap()).unwrap();
    path
}

/// The host's record with its ledger changed by `change`, as the file `name`.
fn forged_ledger(name: &str, change: impl FnOnce(&mut DiceLedger)) -> PathBuf {
    let mut saved = load(&genuine().join("host.ron"));
    change(saved.dice_mut().unwrap());
    write(&saved, name)
}

/// The host's record with `record` in place of its record, as the file `name`.
fn forged_record(name: &str, saved: &SavedGame, record: dhayam_core::GameRecord) -> PathBuf {
    let players = saved.players().to_vec();
    let remade = SavedGame::from_record(record, players, saved.undo_allowed(), saved.started())
        .unwrap()
        .with_dice(saved.dice().cloned());
    write(&remade, name)
}

/// Checks that `verify` refuses `path`, naming throw `throw` (1-based) and saying `why`.
fn refused(path: &Path, throw: usize, why: &str) {
    let (ok, _, said) = verify(&[path], false);
    assert!(!ok, "verify accepted {}", path.display());
    assert!(said.contains(&format!("throw {throw}")), "{said}");
    assert!(said.contains(why), "{said}");
    let (_, stdout, _) = verify(&[path], true);
    let json: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(json["ok"], false, "{json}");
    assert_eq!(json["throw"], throw, "{json}");
    assert_eq!(json["file"], path.to_str().unwrap(), "{json}");
}

#[test]
fn both_genuine_records_check_out_alone_and_together() {
    let d = genuine();
    let (host, guest) = (d.join("host.ron"), d.join("guest1.ron"));
    let saved = load(&host);
    let throws = saved.record().throws.len();
    let ledger = saved.dice().unwrap();
    let (ok, text, said) = verify(&[&host], false);
    assert!(ok, "{said}");
    assert!(
        text.contains(&format!("all {throws} throws check out")),
        "{text}"
    );
    assert!(text.contains(&ledger.game_id().to_hex()[..10]), "{text}");

    let (ok, stdout, said) = verify(&[&host, &guest], true);
    assert!(ok, "{said}");
    let json: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(json["ok"], true);
    assert_eq!(json["agree"], true);
    let games = json["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    for game in games {
        assert_eq!(game["kind"], "chains");
        assert_eq!(game["game"], ledger.game_id().to_hex());
        assert_eq!(game["throws"], throws);
        let alone = game["alone"].as_array().unwrap().len();
        assert_eq!(game["shared"].as_u64().unwrap() as usize + alone, throws);
        let contributors = game["contributors"].as_array().unwrap();
        assert_eq!(contributors.len(), 2);
        assert_eq!(contributors[0]["took_part"], throws);
        assert_eq!(contributors[1]["name"], "Friend");
        let key = contributors[1]["key"].as_str().unwrap();
        assert_eq!(
            PlayerKey::from_hex(key),
            Some(ledger.contributors[1].commitment.key)
        );
    }
    assert_eq!(games[1]["file"], guest.to_str().unwrap());
}

#[test]
fn a_changed_ledger_is_refused_naming_the_throw() {
    refused(
        &forged_ledger("link.ron", |l| l.throws[5].parts[1].link = Digest([9; 32])),
        6,
        "secret is not the one its chain holds",
    );
    refused(
        &forged_ledger("reordered.ron", |l| l.throws.swap(3, 4)),
        4,
        "secret is not the one its chain holds",
    );
    refused(
        &forged_ledger("erased.ron", |l| {
            l.contributors.pop();
        }),
        1,
        "leaves a contributor out",
    );
    refused(
        &forged_ledger("short.ron", |l| {
            l.throws.pop();
        }),
        genuine_throws(),
        "the dice ledger accounts for",
    );
    // The guest's parts dropped from throw 10 on and the guest marked away, the throws
    // not marked as the host's alone.
    refused(
        &forged_ledger("unmarked.ron", |l| {
            for made in &mut l.throws[9..] {
                made.parts.retain(|p| p.by == 0);
                made.without = vec![Absent {
                    by: 1,
                    why: Absence::Away,
                }];
            }
        }),
        10,
        "made by the host alone without being marked so",
    );
}

fn genuine_throws() -> usize {
    load(&genuine().join("host.ron")).record().throws.len()
}

#[test]
fn a_rewritten_key_is_refused_naming_the_contributor() {
    let path = forged_ledger("key.ron", |l| {
        l.contributors[1].commitment.key = PlayerKey([5; 32]);
    });
    let (ok, stdout, said) = verify(&[&path], true);
    assert!(!ok);
    assert!(
        said.contains("contributor 1's chain is not signed"),
        "{said}"
    );
    let json: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(json["throw"], Value::Null, "{json}");
}

#[test]
fn swapped_faces_of_the_same_value_are_refused_naming_the_throw() {
    let saved = load(&genuine().join("host.ron"));
    let mut record = saved.record().clone();
    let (t, real) = (record.throws.iter().copied().enumerate())
        .find(|(_, throw)| throw.faces()[0] != throw.faces()[1])
        .unwrap();
    let [a, b] = real.faces();
    record.throws[t] = Throw::from_faces(b, a).unwrap();
    let path = forged_record("faces.ron", &saved, record);
    refused(&path, t + 1, &format!("recorded as faces {b}+{a}"));
}

/// The host's record re-made from throw `from` (0-based) on: each throw from the host's
/// own link alone, the guest marked away and the throw marked the host's alone, and the
/// moves after it the first legal ones. It checks out, as throws the host made alone.
fn host_alone_from(from: usize) -> SavedGame {
    let saved = load(&genuine().join("host.ron"));
    let (genuine, record) = (saved.dice().unwrap(), saved.record());
    let game_id = genuine.game_id();
    let mut ledger = genuine.clone();
    ledger.throws.truncate(from);
    let mut game = RecordedGame::new(&record.setup).unwrap();
    loop {
        let (throws, moves) = (game.record().throws.len(), game.record().moves.len());
        match game.game().phase() {
            Phase::AwaitingThrow(_) if throws < from => {
                game.throw(record.throws[throws]).unwrap();
            }
            Phase::AwaitingThrow(_) if throws < genuine.throws.len() => {
                let host = genuine.throws[throws].parts[0];
                assert_eq!(host.by, 0);
                let made = Made {
                    parts: vec![host],
                    without: vec![Absent {
                        by: 1,
                        why: Absence::Away,
                    }],
                    alone: true,
                };
                game.throw(throw_from(
                    ThrowKind::LongDice,
                    &game_id,
                    throws as u32,
                    &made.parts,
                ))
                .unwrap();
                ledger.throws.push(made);
            }
            Phase::AwaitingMove(_) => {
                // The genuine moves up to the first forged throw, then the first legal ones.
                let chosen = if throws <= from {
                    record.moves[moves]
                } else {
                    game.game().legal_moves()[0]
                };
                game.play(chosen).unwrap();
            }
            Phase::AwaitingThrow(_) | Phase::Finished => break,
        }
    }
    let players = saved.players().to_vec();
    SavedGame::from_record(game.record().clone(), players, false, saved.started())
        .unwrap()
        .with_dice(Some(ledger))
}

#[test]
fn a_guest_falsely_marked_away_is_shown_by_its_own_record() {
    let d = genuine();
    let forged = host_alone_from(20);
    let throws = forged.record().throws.len();
    let path = write(&forged, "away.ron");
    // Alone, the forged record checks out, but only as throws the host made alone.
    let (ok, stdout, said) = verify(&[&path], true);
    assert!(ok, "{said}");
    let json: Value = serde_json::from_str(&stdout).unwrap();
    let alone: Vec<usize> = (21..=throws).collect();
    assert_eq!(
        json["games"][0]["alone"],
        serde_json::json!(alone),
        "{json}"
    );
    assert_eq!(json["games"][0]["shared"], 20, "{json}");
    assert_eq!(json["games"][0]["contributors"][1]["away"], throws - 20);
    let (_, text, _) = verify(&[&path], false);
    assert!(
        text.contains(&format!(
            "made by the host alone, not provably fair: throws 21-{throws}"
        )),
        "{text}"
    );
    // The guest's own record proves it took part.
    let guest = d.join("guest1.ron");
    let (ok, stdout, said) = verify(&[&path, &guest], true);
    assert!(!ok, "{said}");
    assert!(said.contains("at throw 21"), "{said}");
    assert!(
        said.contains("says contributor 1 (\"Friend\") was away"),
        "{said}"
    );
    assert!(said.contains("says it took part"), "{said}");
    let json: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(json["throw"], 21, "{json}");
    assert_eq!(json["file"], guest.to_str().unwrap(), "{json}");
}

#[test]
fn two_records_disagree_when_one_was_edited() {
    let d = genuine();
    let host = d.join("host.ron");
    // The guest's record with one of the host's secrets changed: it fails its own check.
    let text = std::fs::read_to_string(d.join("guest1.ron")).unwrap();
    let link = load(&host).dice().unwrap().throws[7].parts[0].link.to_hex();
    let edited_path = forged_path("edited-guest.ron");
    std::fs::write(&edited_path, text.replacen(&link, &"0".repeat(64), 1)).unwrap();
    let (ok, _, said) = verify(&[&host, &edited_path], false);
    assert!(!ok, "verify accepted an edited record");
    assert!(said.contains("throw 8"), "{said}");
    // The host's record with a guest's throw falsely marked away (made to check out
    // alone) disagrees with the genuine one there too.
    let away = write(&host_alone_from(30), "away-later.ron");
    let (ok, _, said) = verify(&[&host, &away], false);
    assert!(!ok);
    assert!(said.contains("away-later.ron: it disagrees with"), "{said}");
    assert!(said.contains("at throw 31"), "{said}");
}

/// A contributor's reveals in a game recorded before chains were signed.
fn reveal(who: u8, n: u32) -> Digest {
    let mut bytes = [who + 1; 32];
    bytes[..4].copy_from_slice(&n.to_le_bytes());
    Digest(bytes)
}

/// A game file of format 2, as it was written before chains were signed: a game of at
/// most 300 throws, each from the reveals of two contributors, its ledger written by hand.
fn format2_file() -> String {
    let mut ledger = RevealLedger::new(Digest([4; 32]));
    for (who, id) in ["host", "guest"].into_iter().enumerate() {
        let first = commit(&reveal(who as u8, 0));
        let id = id.to_owned();
        ledger.contributors.push(RevealContributor { id, first });
    }
    let mut game = RecordedGame::new(&Setup::new([Seat::South, Seat::North])).unwrap();
    loop {
        let i = game.record().throws.len() as u32;
        match game.game().phase() {
            Phase::AwaitingThrow(_) if i < 300 => {
                let parts: Vec<RevealPart> = (0..2u8)
                    .map(|who| RevealPart {
                        by: u16::from(who),
                        reveal: reveal(who, i),
                        next: commit(&reveal(who, i + 1)),
                    })
                    .collect();
                game.throw(reveal_throw(&ledger.table, i, &parts)).unwrap();
                ledger.throws.push(parts);
            }
            Phase::AwaitingMove(_) => {
                game.play(game.game().legal_moves()[0]).unwrap();
            }
            Phase::AwaitingThrow(_) | Phase::Finished => break,
        }
    }
    let part = |p: &RevealPart| {
        format!(
            "(by: {}, reveal: \"{}\", next: \"{}\")",
            p.by, p.reveal, p.next
        )
    };
    let throws: Vec<String> = (ledger.throws.iter())
        .map(|parts| {
            format!(
                "[{}]",
                parts.iter().map(part).collect::<Vec<_>>().join(", ")
            )
        })
        .collect();
    let contributors: Vec<String> = (ledger.contributors.iter())
        .map(|c| format!("(id: \"{}\", first: \"{}\")", c.id, c.first))
        .collect();
    format!(
        "(format: 2, game: (started: 1780000000, players: [\
         (seat: South, name: \"Asha\", kind: human), (seat: North, name: \"Ravi\", kind: human)], \
         undo: false, record: {}, dice: Some((table: \"{}\", contributors: [{}], throws: [{}]))))",
        ron::to_string(game.record()).unwrap(),
        ledger.table,
        contributors.join(", "),
        throws.join(",\n"),
    )
}

#[test]
fn a_game_with_the_earlier_kind_of_ledger_is_checked_by_its_own_rules_and_said_so() {
    let text = format2_file();
    let path = forged_path("format2.ron");
    std::fs::write(&path, &text).unwrap();
    let (ok, out, said) = verify(&[&path], false);
    assert!(ok, "{said}");
    assert!(out.contains("an earlier kind of dice ledger"), "{out}");
    assert!(out.contains("nothing in it is signed"), "{out}");
    assert!(!out.contains("shared"), "{out}");
    let (ok, stdout, said) = verify(&[&path], true);
    assert!(ok, "{said}");
    let json: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(json["games"][0]["kind"], "reveals", "{json}");
    assert_eq!(json["games"][0]["game"], Value::Null, "{json}");
    assert_eq!(json["games"][0]["contributors"][1]["id"], "guest", "{json}");

    let changed = forged_path("format2-changed.ron");
    let wrong = text.replacen(&reveal(1, 9).to_hex(), &"ab".repeat(32), 1);
    std::fs::write(&changed, wrong).unwrap();
    refused(&changed, 10, "reveal does not match the commitment");

    let (ok, _, said) = verify(&[&path, &genuine().join("host.ron")], false);
    assert!(!ok);
    assert!(said.contains("not a record of the same game"), "{said}");
}
