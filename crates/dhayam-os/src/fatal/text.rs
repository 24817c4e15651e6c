//! Writing a crash report's lines into a fixed buffer: no allocation, no lock, nothing but
//! arithmetic and copies, so a signal handler may use it.

/// Text written into a borrowed buffer; what does not fit is cut off (a report with a cut
/// line beats no report).
pub(crate) struct Out<'a> {
    buf: &'a mut [u8],
    len: usize,
}

impl<'a> Out<'a> {
    /// An empty text over `buf`.
    pub(crate) fn new(buf: &'a mut [u8]) -> Out<'a> {
        Out { buf, len: 0 }
    }

    /// The text so far.
    pub(crate) fn bytes(&self) -> &[u8] {
        &self.buf[..self.len]
    }

    /// Appends `bytes`, as much as fits.
    pub(crate) fn push(&mut self, bytes: &[u8]) -> &mut Self {
        let n = bytes.len().min(self.buf.len() - self.len);
        self.buf[self.len..self.len + n].copy_from_slice(&bytes[..n]);
        self.len += n;
        self
    }

    /// Appends `n` in decimal, at least `width` digits (zeros in front).
    pub(crate) fn decimal(&mut self, n: u64, width: usize) -> &mut Self {
        let mut digits = [b'0'; 20];
        let mut at = digits.len();
        let mut rest = n;
        loop {
            at -= 1;
            digits[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        let at = at.min(digits.len().saturating_sub(width));
        self.push(&digits[at..])
    }

    /// Appends `0x` and `n` in lower-case hex, as Rust's `{:#x}` writes it.
    pub(crate) fn hex(&mut self, n: u64) -> &mut Self {
        let mut digits = [0; 16];
        let mut at = digits.len();
        let mut rest = n;
        loop {
            at -= 1;
            digits[at] = b"0123456789abcdef"[(rest & 0xf) as usize];
            rest >>= 4;
            if rest == 0 {
                break;
            }
        }
        self.push(b"0x").push(&digits[at..])
    }

    /// Appends the UTC time `secs` (seconds since the Unix epoch) as RFC 3339,
    /// `2026-11-29T16:00:00Z` (what `dhayam_store::format_utc` writes), or compact for a file
    /// name, `20261129T160000Z`.
    pub(crate) fn utc(&mut self, secs: u64, compact: bool) -> &mut Self {
        let (date, time) = (secs / 86_400, secs % 86_400);
        let (year, month, day) = civil_date(date);
        let (dash, colon): (&[u8], &[u8]) = if compact { (b"", b"") } else { (b"-", b":") };
        self.decimal(year, 4)
            .push(dash)
            .decimal(month, 2)
            .push(dash);
        self.decimal(day, 2)
            .push(b"T")
            .decimal(time / 3600, 2)
            .push(colon);
        self.decimal(time / 60 % 60, 2)
            .push(colon)
            .decimal(time % 60, 2)
            .push(b"Z")
    }
}

/// Year, month (1-12) and day (1-31) of the day `days` after 1970-01-01, in the Gregorian
/// calendar: counted in 400-year eras (146 097 days each) of years that start on 1 March, so
/// that the leap day is the last day of a year.
fn civil_date(days: u64) -> (u64, u64, u64) {
    // 719 468 days from 0000-03-01 to 1970-01-01.
    let days = days + 719_468;
    let era = days / 146_097;
    let day_of_era = days % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    // Months from March: 153 days in every five months.
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    };
    let year = era * 400 + year_of_era + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(write: impl FnOnce(&mut Out<'_>)) -> String {
        let mut buf = [0; 64];
        let mut out = Out::new(&mut buf);
        write(&mut out);
        String::from_utf8(out.bytes().to_vec()).unwrap()
    }

    #[test]
    fn numbers_as_rust_formats_them() {
        for n in [0, 7, 10, 255, 4096, 0xdead_beef, u64::MAX] {
            assert_eq!(
                text(|o| {
                    o.decimal(n, 1);
                }),
                n.to_string()
            );
            assert_eq!(
                text(|o| {
                    o.hex(n);
                }),
                format!("{n:#x}")
            );
        }
        assert_eq!(
            text(|o| {
                o.decimal(7, 4);
            }),
            "0007"
        );
        assert_eq!(
            text(|o| {
                o.decimal(12_345, 2);
            }),
            "12345"
        );
    }

    #[test]
    fn what_does_not_fit_is_cut_off() {
        let mut buf = [0; 5];
        let mut out = Out::new(&mut buf);
        out.push(b"dhayam").hex(0xff);
        assert_eq!(out.bytes(), b"dhaya");
    }

    #[test]
    fn times_as_rfc_3339_and_as_file_stamps() {
        assert_eq!(
            text(|o| {
                o.utc(0, false);
            }),
            "1970-01-01T00:00:00Z"
        );
        assert_eq!(
            text(|o| {
                o.utc(1_795_968_000, false);
            }),
            "2026-11-29T16:00:00Z"
        );
        assert_eq!(
            text(|o| {
                o.utc(1_795_968_000, true);
            }),
            "20261129T160000Z"
        );
        // Leap days, the ends of years and centuries.
        assert_eq!(
            text(|o| {
                o.utc(951_782_400, false);
            }),
            "2000-02-29T00:00:00Z"
        );
        assert_eq!(
            text(|o| {
                o.utc(978_307_199, false);
            }),
            "2000-12-31T23:59:59Z"
        );
        assert_eq!(
            text(|o| {
                o.utc(4_107_542_400, false);
            }),
            "2100-03-01T00:00:00Z"
        );
        assert_eq!(
            text(|o| {
                o.utc(1_709_164_800, false);
            }),
            "2024-02-29T00:00:00Z"
        );
    }

    #[test]
    fn every_day_follows_the_one_before() {
        // 1970 to 2400, day by day: the dates are consecutive and valid.
        let mut last = civil_date(0);
        assert_eq!(last, (1970, 1, 1));
        for days in 1..157_000 {
            let date = civil_date(days);
            let (year, month, day) = date;
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
            let length = [
                31,
                if leap { 29 } else { 28 },
                31,
                30,
                31,
                30,
                31,
                31,
                30,
                31,
                30,
                31,
            ];
            assert!((1..=length[month as usize - 1]).contains(&day), "{date:?}");
            let next_day = (last.0, last.1, last.2 + 1);
            let next_month = (last.0, last.1 + 1, 1);
            let next_year = (last.0 + 1, 1, 1);
            assert!(
                [next_day, next_month, next_year].contains(&date),
                "{last:?} then {date:?}"
            );
            last = date;
        }
    }
}
