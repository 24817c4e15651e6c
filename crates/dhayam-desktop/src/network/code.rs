//! The join code as people pass it on: copied from the host's lobby, pasted into a chat,
//! and pasted back from whatever the chat made of it.
//!
//! A join code is an iroh endpoint ticket: `endpoint` and base32 letters and digits, 60 to
//! 250 characters. A chat wraps it in quotes, backticks or angle brackets, puts words
//! around it, or breaks it over lines; [`find_code`] finds it in all of that with the same
//! parser the guest dials with, and says why when there is none.

use std::fmt;
use std::str::FromStr as _;

use iroh_tickets::endpoint::EndpointTicket;

/// How every join code begins (iroh's endpoint tickets).
const PREFIX: &str = "endpoint";

/// At most this many pieces are joined into one code: a code broken over lines by a chat
/// that wraps at 20 characters (the narrowest seen) is 13 pieces at 250 characters.
const MAX_PIECES: usize = 16;

/// No join code is longer (a host with many addresses is about 250 characters).
const MAX_CODE_CHARS: usize = 1024;

/// At most this many places that begin like a code are tried: a pasted book with the word
/// "endpoint" on every page costs no more than a chat message.
const MAX_STARTS: usize = 64;

/// A join code that reads as one, in its canonical text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinCode(String);

impl JoinCode {
    /// The code's text, as the guest dials it.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Why no join code was found in a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Nothing but spaces.
    Empty,
    /// Nothing in it begins like a join code.
    NotACode,
    /// Something begins like a join code but does not read as one: cut short or damaged.
    Damaged,
    /// Two different join codes: which one is meant is the player's to say.
    Several,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CodeError::Empty => "there is no join code",
            CodeError::NotACode => "that is not a join code",
            CodeError::Damaged => "the join code is cut short or damaged",
            CodeError::Several => "there are two different join codes",
        })
    }
}

impl std::error::Error for CodeError {}

/// Finds the join code in `text`, whatever is around it.
///
/// The text is cut into pieces at everything a code cannot hold (spaces, line breaks,
/// quotes, backticks, brackets, punctuation, any letter outside ASCII); a piece with
/// `endpoint` in it starts a code, and the pieces after it are added one at a time (a
/// code broken over lines) until the whole reads as a ticket. The shortest that reads is
/// the code, so words after it are never taken in.
pub fn find_code(text: &str) -> Result<JoinCode, CodeError> {
    let pieces: Vec<&str> = text
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|piece| !piece.is_empty())
        .collect();
    if pieces.is_empty() {
        return Err(CodeError::Empty);
    }
    let mut found: Option<JoinCode> = None;
    let mut damaged = false;
    let mut starts = 0;
    let mut at = 0;
    while at < pieces.len() && starts < MAX_STARTS {
        let Some(start) = code_start(pieces[at]) else {
            at += 1;
            continue;
        };
        starts += 1;
        if let Some((code, used)) = read_from(&start, &pieces[at + 1..]) {
            if found.as_ref().is_some_and(|f| *f != code) {
                return Err(CodeError::Several);
            }
            found = Some(code);
            at += 1 + used;
        } else {
            // "endpoint" alone (or "endpoints") is a word in a sentence, not a code.
            damaged |= start.len() > PREFIX.len() + 1;
            at += 1;
        }
    }
    match found {
        Some(code) => Ok(code),
        None if damaged => Err(CodeError::Damaged),
        None => Err(CodeError::NotACode),
    }
}

/// Where a code begins in `piece`, lowercased (a chat may capitalise the first letter of
/// a message), if it does.
fn code_start(piece: &str) -> Option<String> {
    let lower = piece.to_ascii_lowercase();
    let at = lower.find(PREFIX)?;
    Some(lower[at..].to_owned())
}

/// The code that `start` and as few of the `following` pieces as needed make, with how
/// many of them it took.
fn read_from(start: &str, following: &[&str]) -> Option<(JoinCode, usize)> {
    let mut candidate = start.to_owned();
    for used in 0..=following.len().min(MAX_PIECES - 1) {
        if used > 0 {
            candidate.push_str(&following[used - 1].to_ascii_lowercase());
        }
        if candidate.len() > MAX_CODE_CHARS {
            return None;
        }
        if let Ok(ticket) = EndpointTicket::from_str(&candidate) {
            return Some((JoinCode(ticket.to_string()), used));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::net::{Ipv4Addr, SocketAddr};

    use super::*;

    /// A real code of a host at `port` on 127.0.0.1, with a key made from `seed`.
    fn code(seed: u8, port: u16) -> String {
        let key = iroh_base::SecretKey::from_bytes(&[seed; 32]).public();
        let addr = iroh_base::EndpointAddr::from_parts(
            key,
            [iroh_base::TransportAddr::Ip(SocketAddr::from((
                Ipv4Addr::LOCALHOST,
                port,
            )))],
        );
        EndpointTicket::new(addr).to_string()
    }

    #[test]
    fn a_clean_code_is_itself() {
        let c = code(1, 40_000);
        assert_eq!(find_code(&c).unwrap().as_str(), c);
    }

    #[test]
    fn spaces_line_breaks_and_quotes_around_it_are_dropped() {
        let c = code(2, 40_001);
        for text in [
            format!("  {c}  "),
            format!("\n{c}\r\n"),
            format!("\"{c}\""),
            format!("'{c}'"),
            format!("`{c}`"),
            format!("```\n{c}\n```"),
            format!("<{c}>"),
            format!("«{c}»"),
            format!("“{c}”."),
            format!("**{c}**"),
        ] {
            assert_eq!(find_code(&text).unwrap().as_str(), c, "in {text:?}");
        }
    }

    #[test]
    fn the_code_is_found_inside_a_chat_message() {
        let c = code(3, 40_002);
        let text = format!("Kavi, 10:42 PM\njoin me: <{c}> see you at 8!\nகாத்திருக்கிறேன்");
        assert_eq!(find_code(&text).unwrap().as_str(), c);
        let glued = format!("code:{c}, thanks");
        assert_eq!(find_code(&glued).unwrap().as_str(), c);
    }

    #[test]
    fn a_capitalised_code_still_reads() {
        let c = code(4, 40_003);
        let text = format!("{}{}", &c[..1].to_uppercase(), &c[1..]);
        assert_eq!(find_code(&text).unwrap().as_str(), c);
        assert_eq!(find_code(&c.to_uppercase()).unwrap().as_str(), c);
    }

    #[test]
    fn a_code_broken_over_lines_is_joined_again() {
        let c = code(5, 40_004);
        let wrapped: Vec<&str> = c
            .as_bytes()
            .chunks(20)
            .map(|chunk| std::str::from_utf8(chunk).unwrap())
            .collect();
        let text = format!("here it is:\n{}\nsee you", wrapped.join("\n"));
        assert_eq!(find_code(&text).unwrap().as_str(), c);
        let hyphens = format!("{}-\n{}", &c[..30], &c[30..]);
        assert_eq!(find_code(&hyphens).unwrap().as_str(), c);
    }

    #[test]
    fn of_two_tokens_the_one_that_parses_is_taken() {
        let c = code(6, 40_005);
        let broken = &code(7, 40_006)[..40];
        let text = format!("old one {broken} (wrong)\nnew one {c}");
        assert_eq!(find_code(&text).unwrap().as_str(), c);
    }

    #[test]
    fn the_same_code_twice_is_one_code_and_two_codes_are_refused() {
        let c = code(8, 40_007);
        assert_eq!(find_code(&format!("{c}\n{c}")).unwrap().as_str(), c);
        let other = code(9, 40_008);
        assert_eq!(
            find_code(&format!("{c} or {other}")),
            Err(CodeError::Several)
        );
    }

    #[test]
    fn text_without_a_code_is_not_a_code() {
        assert_eq!(find_code(""), Err(CodeError::Empty));
        assert_eq!(find_code(" \n\t"), Err(CodeError::Empty));
        assert_eq!(find_code("«» “” !!"), Err(CodeError::Empty));
        assert_eq!(find_code("see you at 8"), Err(CodeError::NotACode));
        assert_eq!(
            find_code("the endpoint is down, try other endpoints"),
            Err(CodeError::NotACode)
        );
        assert_eq!(find_code("நாளை விளையாடலாம்"), Err(CodeError::Empty));
        assert_eq!(
            find_code("https://example.invalid/?q=42"),
            Err(CodeError::NotACode)
        );
    }

    #[test]
    fn a_truncated_code_is_damaged() {
        let c = code(10, 40_009);
        for cut in [c.len() - 1, c.len() - 2, c.len() - 7, c.len() / 2, 12] {
            assert_eq!(
                find_code(&c[..cut]),
                Err(CodeError::Damaged),
                "cut to {cut} of {}",
                c.len()
            );
        }
    }

    #[test]
    fn a_changed_letter_is_damaged_not_another_code() {
        let c = code(11, 40_010);
        // A digit base32 never uses, in the middle of the key.
        let mut bytes = c.into_bytes();
        bytes[30] = b'1';
        let damaged = String::from_utf8(bytes).unwrap();
        assert_eq!(find_code(&damaged), Err(CodeError::Damaged));
    }

    #[test]
    fn a_huge_paste_is_read_in_bounded_time() {
        let text = "endpoint ".repeat(100_000) + &"a".repeat(100_000);
        assert_eq!(find_code(&text), Err(CodeError::NotACode));
        let c = code(12, 40_011);
        let text = format!("{}{c}", "endpointzz ".repeat(100));
        // Only the first places that begin like a code are tried.
        assert_eq!(find_code(&text), Err(CodeError::Damaged));
    }
}
