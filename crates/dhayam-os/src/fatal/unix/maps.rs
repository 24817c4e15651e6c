//! Which file an address is in, read from `/proc/self/maps` line by line through a fixed
//! buffer (no allocation), so that a signal handler can name the library a crash struck in,
//! even one loaded after the handler was installed (a graphics driver).

/// The mapping a run-time address is in: the offset of the address in the mapped file, and
/// where the file's path is in the buffer given to [`find`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hit {
    /// The offset of the address in the file.
    pub(crate) offset: u64,
    /// The path: `buf[path.0..path.1]`.
    pub(crate) path: (usize, usize),
}

/// Reads the maps text through `read` (bytes into the slice; 0 at the end or on error) into
/// `buf` and finds the line of the file mapping that holds `ip`. Lines longer than `buf` are
/// skipped.
pub(crate) fn find(
    mut read: impl FnMut(&mut [u8]) -> usize,
    buf: &mut [u8],
    ip: u64,
) -> Option<Hit> {
    let mut filled = 0;
    let mut skipping = false;
    loop {
        if let Some(end) = buf[..filled].iter().position(|&b| b == b'\n') {
            if !skipping && let Some(hit) = match_line(&buf[..end], ip) {
                return Some(hit);
            }
            skipping = false;
            buf.copy_within(end + 1..filled, 0);
            filled -= end + 1;
            continue;
        }
        if filled == buf.len() {
            // A line longer than the buffer: drop what there is of it, skip the rest.
            skipping = true;
            filled = 0;
        }
        let n = read(&mut buf[filled..]);
        if n == 0 {
            return (!skipping)
                .then(|| match_line(&buf[..filled], ip))
                .flatten();
        }
        filled += n;
    }
}

/// `start-end perms offset device inode path`: the offset of `ip` in the file and where the
/// path is in `line`, when `ip` is in the range and the line names a file.
fn match_line(line: &[u8], ip: u64) -> Option<Hit> {
    let mut fields = Fields { line, at: 0 };
    let range = fields.next()?;
    let dash = range.0 + line[range.0..range.1].iter().position(|&b| b == b'-')?;
    let start = hex(&line[range.0..dash])?;
    let end = hex(&line[dash + 1..range.1])?;
    if ip < start || ip >= end {
        return None;
    }
    let _perms = fields.next()?;
    let offset = fields.next()?;
    let offset = hex(&line[offset.0..offset.1])?;
    let _device = fields.next()?;
    let _inode = fields.next()?;
    let path = fields.rest()?;
    (line[path.0] == b'/').then_some(Hit {
        offset: offset + (ip - start),
        path,
    })
}

/// Space-separated fields of a line, as ranges.
struct Fields<'a> {
    line: &'a [u8],
    at: usize,
}

impl Fields<'_> {
    fn skip_spaces(&mut self) {
        while self.line.get(self.at) == Some(&b' ') {
            self.at += 1;
        }
    }

    fn next(&mut self) -> Option<(usize, usize)> {
        self.skip_spaces();
        let start = self.at;
        while self.line.get(self.at).is_some_and(|&b| b != b' ') {
            self.at += 1;
        }
        (self.at > start).then_some((start, self.at))
    }

    /// The rest of the line (a path may hold spaces), `None` when empty.
    fn rest(&mut self) -> Option<(usize, usize)> {
        self.skip_spaces();
        (self.at < self.line.len()).then_some((self.at, self.line.len()))
    }
}

fn hex(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() || digits.len() > 16 {
        return None;
    }
    digits.iter().try_fold(0u64, |n, &d| {
        let value = (d as char).to_digit(16)?;
        Some(n << 4 | u64::from(value))
    })
}

/// The file name at the end of a path.
pub(crate) fn file_name(path: &[u8]) -> &[u8] {
    path.rsplit(|&b| b == b'/').next().unwrap_or(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAPS: &str = "\
5581e4800000-5581e4872000 r--p 00000000 fd:01 1234   /usr/games/dhayam
5581e4872000-5581e4b2c000 r-xp 00072000 fd:01 1234   /usr/games/dhayam
7f20a0000000-7f20a0021000 rw-p 00000000 00:00 0
7f20a1000000-7f20a1200000 r-xp 00010000 fd:01 99     /usr/lib/x86_64-linux-gnu/dri/swrast dri.so
7ffd1000-7ffd2000 rw-p 00000000 00:00 0                          [stack]
";

    /// Feeds `text` in pieces of `step` bytes, as `read(2)` may.
    fn find_in(text: &str, step: usize, buf: &mut [u8], ip: u64) -> Option<(u64, String)> {
        let mut rest = text.as_bytes();
        let hit = find(
            |into| {
                let n = rest.len().min(step).min(into.len());
                into[..n].copy_from_slice(&rest[..n]);
                rest = &rest[n..];
                n
            },
            buf,
            ip,
        )?;
        let path = String::from_utf8(buf[hit.path.0..hit.path.1].to_vec()).unwrap();
        Some((hit.offset, path))
    }

    #[test]
    fn an_address_is_found_in_its_file_whatever_the_reads() {
        for step in [1, 7, 64, 4096] {
            let mut buf = [0; 256];
            assert_eq!(
                find_in(MAPS, step, &mut buf, 0x5581_e4a0_0010),
                Some((0x72000 + 0x18_e010, "/usr/games/dhayam".to_owned()))
            );
            assert_eq!(
                find_in(MAPS, step, &mut buf, 0x7f20_a100_0004),
                Some((
                    0x10004,
                    "/usr/lib/x86_64-linux-gnu/dri/swrast dri.so".to_owned()
                ))
            );
            // Anonymous memory, the stack and unmapped addresses name no file.
            assert_eq!(find_in(MAPS, step, &mut buf, 0x7f20_a000_0010), None);
            assert_eq!(find_in(MAPS, step, &mut buf, 0x7ffd_1010), None);
            assert_eq!(find_in(MAPS, step, &mut buf, 0x10), None);
        }
    }

    #[test]
    fn the_last_line_needs_no_newline_and_long_lines_are_skipped() {
        let mut buf = [0; 80];
        let last = "1000-2000 r-xp 00000000 fd:01 1 /lib/a.so";
        assert_eq!(
            find_in(last, 5, &mut buf, 0x1800),
            Some((0x800, "/lib/a.so".to_owned()))
        );
        let long = format!(
            "1000-2000 r-xp 00000000 fd:01 1 /{}\n{last}\n",
            "x".repeat(200)
        );
        assert_eq!(
            find_in(&long, 16, &mut buf, 0x1800),
            Some((0x800, "/lib/a.so".to_owned()))
        );
        assert_eq!(file_name(b"/usr/lib/libGLX_mesa.so.0"), b"libGLX_mesa.so.0");
        assert_eq!(file_name(b"dhayam"), b"dhayam");
    }

    #[test]
    fn this_process_finds_its_own_code() {
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        let here = this_process_finds_its_own_code as fn() as usize as u64;
        let mut buf = [0; 4096];
        let (_, path) = find_in(&maps, 4096, &mut buf, here).unwrap();
        let exe = std::fs::read_link("/proc/self/exe").unwrap();
        assert_eq!(std::path::Path::new(&path), exe);
    }
}
