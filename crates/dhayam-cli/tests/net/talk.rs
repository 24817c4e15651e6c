//! Talk across processes: lines in Tamil and English reach everyone at the table, cleaned.

use std::path::Path;
use std::process::Child;

use super::{dir, host, joiner, same_records, wait};

/// A guest of `d`'s table as `name` at `seats`, saying `say` once seated and writing the
/// table's talk to `NAME-chat.txt`.
fn talking_guest(d: &Path, n: u32, name: &str, seats: &str, say: &str) -> Child {
    let chat = d.join(format!("{name}-chat.txt"));
    let extra = ["--say", say, "--chat-log", chat.to_str().unwrap()];
    joiner(d, n, name, seats, "random", &extra)
}

#[test]
fn a_host_and_two_guests_talk_in_tamil_and_english_and_play_on() {
    let d = dir("talk");
    let host_chat = d.join("host-chat.txt");
    let h = host(
        &d,
        "south,east,north",
        "east,north",
        &[
            "--say",
            "வணக்கம்! Welcome to my table",
            "--chat-log",
            host_chat.to_str().unwrap(),
        ],
    );
    let anbu = talking_guest(&d, 1, "Anbu", "east", "நன்றி, நண்பர்களே\u{202e}!");
    let kavi = talking_guest(&d, 2, "Kavi", "north", "phrase:good-luck");
    wait(anbu, "Anbu");
    wait(kavi, "Kavi");
    wait(h, "host");
    same_records(&d, 2);

    let read = |name: &str| std::fs::read_to_string(d.join(format!("{name}-chat.txt"))).unwrap();
    let host_line = "Host South (South): வணக்கம்! Welcome to my table";
    let anbu_line = "Anbu (East): நன்றி, நண்பர்களே!";
    let kavi_line = "Kavi (North): Good luck!";
    let heard_by_host = read("host");
    for line in [host_line, anbu_line, kavi_line] {
        assert!(
            heard_by_host.lines().any(|l| l == line),
            "the host never heard {line:?}: {heard_by_host}"
        );
    }
    // Each guest hears the host (who speaks once the game starts) and itself; a line said
    // before the other guest sat down is not sent to it afterwards.
    for (name, own) in [("Anbu", anbu_line), ("Kavi", kavi_line)] {
        let heard = read(name);
        assert!(heard.lines().any(|l| l == host_line), "{name}: {heard}");
        assert!(heard.lines().any(|l| l == own), "{name}: {heard}");
        assert!(!heard.contains('\u{202e}'), "{name} got a bidi override");
    }
}
