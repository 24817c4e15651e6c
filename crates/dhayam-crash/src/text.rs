//! The text of a trace in a crash report, written and read back.

use std::fmt;

use crate::capture::Frame;

/// What follows the address of a frame that is the very place a crash struck (the faulting
/// instruction of a fatal signal or exception), not a return address: a crash handler that
/// cannot walk the stack writes only this frame.
pub const CRASH_SITE: &str = "(crash site)";

/// The first lines of a trace: `program:` and `build id:` (`unknown` when `None`).
pub fn trace_head(program: &str, build_id: Option<&str>) -> String {
    format!(
        "program:  {program}\nbuild id: {}\n",
        build_id.unwrap_or("unknown")
    )
}

/// Writes one frame: `   3: dhayam+0x1f2e3 function at file:line`.
pub(crate) fn write_frame_line(
    f: &mut fmt::Formatter<'_>,
    index: usize,
    frame: &Frame,
) -> fmt::Result {
    write!(f, "{index:>4}: ")?;
    match &frame.module {
        Some(module) => write!(f, "{module}+0x{:x}", frame.address)?,
        None => write!(f, "0x{:x}", frame.address)?,
    }
    if let Some(function) = &frame.function {
        write!(f, " {function}")?;
    }
    if let Some(location) = &frame.location {
        write!(f, " at {location}")?;
    }
    writeln!(f)
}

/// What a crash report says about its trace: which module is the program, and its build
/// id. Read with [`TraceText::parse`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TraceText {
    /// The module name of the program's frames (`program:` line).
    pub program: Option<String>,
    /// The program's build id (`build id:` line), `None` when missing or `unknown`.
    pub build_id: Option<String>,
}

impl TraceText {
    /// Reads the `program:` and `build id:` lines of a report. The trace comes last in a
    /// report, so the last such lines count (a panic message cannot pose as them).
    pub fn parse(report: &str) -> TraceText {
        let mut found = TraceText::default();
        for line in report.lines() {
            if let Some(program) = line.strip_prefix("program:") {
                found.program = Some(program.trim().to_owned());
            } else if let Some(id) = line.strip_prefix("build id:") {
                let id = id.trim();
                found.build_id = (!id.is_empty() && id != "unknown").then(|| id.to_owned());
            }
        }
        found
    }
}

/// One frame line of a report, read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameLine<'a> {
    /// The frame's number, 0 innermost.
    pub index: usize,
    /// The module, when the report knew it.
    pub module: Option<&'a str>,
    /// The address (see [`Frame::address`]).
    pub address: u64,
    /// What follows the address: the function and place the running program knew.
    pub rest: &'a str,
}

impl<'a> FrameLine<'a> {
    /// Whether the address is the place the crash struck ([`CRASH_SITE`]) rather than a
    /// return address, which points just past its call.
    pub fn is_crash_site(&self) -> bool {
        self.rest.starts_with(CRASH_SITE)
    }

    /// Reads `   3: dhayam+0x1f2e3 ...` or `   3: 0x7f12... ...`; `None` for any other line.
    pub fn parse(line: &'a str) -> Option<FrameLine<'a>> {
        let (index, after) = line.trim_start().split_once(": ")?;
        let index = index.parse().ok()?;
        let (place, rest) = after.split_once(' ').unwrap_or((after, ""));
        let (module, hex) = match place.rsplit_once("+0x") {
            Some((module, hex)) if !module.is_empty() => (Some(module), hex),
            _ => (None, place.strip_prefix("0x")?),
        };
        Some(FrameLine {
            index,
            module,
            address: u64::from_str_radix(hex, 16).ok()?,
            rest: rest.trim(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Trace;

    fn frame(module: Option<&str>, address: u64, function: Option<&str>) -> Frame {
        Frame {
            module: module.map(str::to_owned),
            address,
            function: function.map(str::to_owned),
            location: None,
        }
    }

    #[test]
    fn a_trace_reads_back_line_by_line() {
        let trace = Trace {
            program: "dhayam".to_owned(),
            build_id: Some("5f0c3a".to_owned()),
            frames: vec![
                frame(Some("dhayam"), 0x5a_1b2c, Some("dhayam::main")),
                frame(Some("libstdc++.so.6"), 0x10, None),
                frame(None, 0x7f00_0000_1234, Some("start")),
            ],
        };
        let text = format!("message:  program: fake\n\nbacktrace:\n{trace}");
        assert_eq!(
            TraceText::parse(&text),
            TraceText {
                program: Some("dhayam".to_owned()),
                build_id: Some("5f0c3a".to_owned()),
            }
        );
        let frames: Vec<_> = text.lines().filter_map(FrameLine::parse).collect();
        assert_eq!(
            frames,
            vec![
                FrameLine {
                    index: 0,
                    module: Some("dhayam"),
                    address: 0x5a_1b2c,
                    rest: "dhayam::main",
                },
                FrameLine {
                    index: 1,
                    module: Some("libstdc++.so.6"),
                    address: 0x10,
                    rest: "",
                },
                FrameLine {
                    index: 2,
                    module: None,
                    address: 0x7f00_0000_1234,
                    rest: "start",
                },
            ]
        );
    }

    #[test]
    fn an_unknown_build_id_is_none_and_other_lines_are_not_frames() {
        let text = trace_head("dhayam", None);
        assert_eq!(text, "program:  dhayam\nbuild id: unknown\n");
        let text = text.as_str();
        assert_eq!(TraceText::parse(text).build_id, None);
        assert_eq!(FrameLine::parse("version:  0.1.0"), None);
        assert_eq!(FrameLine::parse("   3: dhayam+0xzz"), None);
        assert_eq!(FrameLine::parse("time:     2026-11-29T16:00:00Z"), None);
        let site = FrameLine::parse("   0: libGLX_mesa.so.0+0x4a10 (crash site)").unwrap();
        assert_eq!(site.module, Some("libGLX_mesa.so.0"));
        assert!(site.is_crash_site());
        assert!(
            !FrameLine::parse("   1: dhayam+0x10 main")
                .unwrap()
                .is_crash_site()
        );
    }
}
