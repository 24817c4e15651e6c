//! Taking a backtrace in the running program: the module of every frame, its address in
//! that module's file, and the program's build id.
//!
//! Where the program was loaded comes from `/proc/self/maps` on Linux, from the module base
//! the unwinder reports on Windows, and elsewhere (macOS) from [`anchor`]: a function whose
//! run-time address, set against its address in the program's symbol table, tells how far
//! the program was moved.

use std::fmt::{self, Write as _};
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};

use object::{Object, ObjectSegment, ObjectSymbol, ReadCache};

use crate::text::{trace_head, write_frame_line};

/// One frame of a [`Trace`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The file name of the module the address is in (the program or a library), when
    /// known.
    pub module: Option<String>,
    /// For the program: the address as in the program file (what the debug file and
    /// `addr2line` understand). For a library: the offset in its file. Without a module: the
    /// run-time address.
    pub address: u64,
    /// The function, as far as the running program can name it (its symbol table).
    pub function: Option<String>,
    /// `file:line`, when the running program still has line tables (debug builds).
    pub location: Option<String>,
}

/// A backtrace of the running program, ready for a crash report (its [`Display`] text).
///
/// [`Display`]: fmt::Display
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    /// The file name of the program: the module name of its own frames.
    pub program: String,
    /// The program's build id in hex (GNU build id, Mach-O UUID, or PDB GUID and age),
    /// when it can be read.
    pub build_id: Option<String>,
    /// The frames, innermost first.
    pub frames: Vec<Frame>,
}

impl Trace {
    /// The backtrace of the calling thread, with its frames placed in their modules.
    ///
    /// Reads the program file (for the build id and its segments) and, on Linux,
    /// `/proc/self/maps`; meant for a panic hook, not for a hot path.
    pub fn capture() -> Trace {
        let mut backtrace = backtrace::Backtrace::new_unresolved();
        backtrace.resolve();
        let program = ProgramFile::open();
        let mappings = read_maps();
        let anchor_at = anchor as fn() -> u64 as usize as u64;
        // Windows: the program is the module that holds `anchor`.
        let program_base = backtrace
            .frames()
            .iter()
            .filter_map(|frame| frame.module_base_address().map(|b| b.addr() as u64))
            .filter(|base| *base <= anchor_at)
            .max();
        let slide = program.slide();
        let frames = backtrace
            .frames()
            .iter()
            .map(|frame| {
                let ip = frame.ip().addr() as u64;
                let base = frame.module_base_address().map(|b| b.addr() as u64);
                let (module, address) =
                    program.locate(ip, &mappings, base.zip(program_base), slide);
                let symbol = frame.symbols().first();
                Frame {
                    module,
                    address,
                    function: symbol
                        .and_then(backtrace::BacktraceSymbol::name)
                        .map(|n| format!("{n:#}")),
                    location: symbol.and_then(|s| {
                        let file = s.filename()?;
                        Some(format!("{}:{}", file.display(), s.lineno()?))
                    }),
                }
            })
            .collect();
        Trace {
            program: program.name,
            build_id: program.build_id,
            frames,
        }
    }
}

impl fmt::Display for Trace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&trace_head(&self.program, self.build_id.as_deref()))?;
        for (index, frame) in self.frames.iter().enumerate() {
            write_frame_line(f, index, frame)?;
        }
        Ok(())
    }
}

/// A function that only exists to be found: its run-time address against its address in
/// the program's symbol table is how far the program was moved at load time.
#[inline(never)]
fn anchor() -> u64 {
    std::hint::black_box(0x6468_6179_616d)
}

/// What the running program's file says about itself: what a crash report needs to place an
/// address in it. Read once ([`ProgramFile::open`]); its methods read no file and allocate
/// nothing, so a crash handler that may do neither can still use them.
#[derive(Clone, Debug, Default)]
pub struct ProgramFile {
    /// The path `/proc/self/maps` names the program by (Linux).
    path: Option<PathBuf>,
    /// Its file name.
    name: String,
    build_id: Option<String>,
    /// Loadable segments: address, file offset, size in the file.
    segments: Vec<(u64, u64, u64)>,
    /// The address the program file expects to be loaded at (PE image base, else 0).
    image_base: u64,
    /// The address of [`anchor`] in the program file, when its symbol table names it.
    anchor: Option<u64>,
}

impl ProgramFile {
    /// Reads the running program's file; what cannot be read stays unknown.
    pub fn open() -> ProgramFile {
        // On Linux `/proc/self/exe` is the running file even if it was replaced since.
        let (path, file) = if cfg!(target_os = "linux") {
            let path = std::fs::read_link("/proc/self/exe").ok();
            (path, Some(PathBuf::from("/proc/self/exe")))
        } else {
            let path = std::env::current_exe().ok();
            (path.clone(), path)
        };
        let name = path.as_deref().and_then(Path::file_name).map_or_else(
            || "program".to_owned(),
            |n| n.to_string_lossy().into_owned(),
        );
        let mut program = file
            .and_then(|file| File::open(file).ok())
            .map(|file| ProgramFile::read(&ReadCache::new(file)))
            .unwrap_or_default();
        program.path = path;
        program.name = name;
        program
    }

    /// The program's file name: the module name of its frames.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The program file's path, as `/proc/self/maps` names it on Linux.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The build id in hex (see [`build_id`]), when it could be read.
    pub fn build_id(&self) -> Option<&str> {
        self.build_id.as_deref()
    }

    /// The address the program file expects to be loaded at (the PE image base on Windows;
    /// 0 elsewhere): a frame of the program is written as this plus its offset from the
    /// program's run-time base.
    pub fn image_base(&self) -> u64 {
        self.image_base
    }

    /// How far the program was moved at load time, from [`anchor`] (where neither the maps
    /// nor the unwinder tell: macOS).
    pub fn slide(&self) -> Option<u64> {
        let anchor_at = anchor as fn() -> u64 as usize as u64;
        self.anchor.map(|linked| anchor_at.wrapping_sub(linked))
    }

    /// The address in the program file of the run-time address `ip`, found by
    /// [`ProgramFile::slide`]; `None` when it is not in the program or the slide is unknown.
    pub fn address_by_slide(&self, ip: u64) -> Option<u64> {
        let address = ip.wrapping_sub(self.slide()?);
        self.segments
            .iter()
            .any(|&(start, _, size)| start <= address && address - start < size)
            .then_some(address)
    }

    /// Build id, segments and anchor of a program file.
    fn read(cache: &ReadCache<File>) -> ProgramFile {
        let Ok(file) = object::File::parse(cache) else {
            return ProgramFile::default();
        };
        let build_id = build_id_of(&file);
        let segments = file
            .segments()
            .map(|s| {
                let (offset, size) = s.file_range();
                (s.address(), offset, size)
            })
            .collect();
        // Only where nothing better tells where the program is: the symbol table is long.
        let anchor = if cfg!(any(target_os = "linux", windows)) {
            None
        } else {
            anchor_in(&file)
        };
        ProgramFile {
            build_id,
            segments,
            image_base: file.relative_address_base(),
            anchor,
            ..ProgramFile::default()
        }
    }

    /// The module and file address of a run-time address `ip`. `bases` is the module base
    /// the unwinder gave for this frame with the program's own base; `slide` how far the
    /// program was moved (from [`anchor`]).
    fn locate(
        &self,
        ip: u64,
        mappings: &[Mapping],
        bases: Option<(u64, u64)>,
        slide: Option<u64>,
    ) -> (Option<String>, u64) {
        if let Some(map) = mappings.iter().find(|m| m.start <= ip && ip < m.end) {
            let offset = ip - map.start + map.offset;
            if self.path.as_deref() == Some(Path::new(&map.path)) {
                return (Some(self.name.clone()), self.file_address(offset));
            }
            let name = Path::new(&map.path)
                .file_name()
                .map_or_else(|| map.path.clone(), |n| n.to_string_lossy().into_owned());
            return (Some(name), offset);
        }
        if let Some((base, program_base)) = bases {
            let rva = ip.wrapping_sub(base);
            return if base == program_base {
                (Some(self.name.clone()), self.image_base.wrapping_add(rva))
            } else {
                (Some(format!("0x{base:x}")), rva)
            };
        }
        if let Some(slide) = slide {
            let address = ip.wrapping_sub(slide);
            if self
                .segments
                .iter()
                .any(|&(start, _, size)| start <= address && address - start < size)
            {
                return (Some(self.name.clone()), address);
            }
        }
        (None, ip)
    }

    /// The address in the program file of the byte at `offset` in it (an offset as
    /// `/proc/self/maps` gives it).
    pub fn file_address(&self, offset: u64) -> u64 {
        self.segments
            .iter()
            .find(|&&(_, start, size)| start <= offset && offset - start < size)
            .map_or(offset, |&(address, start, _)| address + (offset - start))
    }
}

/// The address of [`anchor`] in a program file's symbol table.
fn anchor_in<'data, R: object::ReadRef<'data>>(file: &object::File<'data, R>) -> Option<u64> {
    file.symbols()
        .find(|symbol| {
            symbol
                .name()
                .is_ok_and(|n| n.contains("dhayam_crash") && n.contains("6anchor"))
        })
        .map(|symbol| symbol.address())
}

/// One line of `/proc/self/maps` that maps a file.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Mapping {
    start: u64,
    end: u64,
    /// The offset in the file of `start`.
    offset: u64,
    path: String,
}

/// The file mappings of this process (Linux; empty elsewhere or when unreadable).
fn read_maps() -> Vec<Mapping> {
    if !cfg!(target_os = "linux") {
        return Vec::new();
    }
    std::fs::read_to_string("/proc/self/maps")
        .map(|text| text.lines().filter_map(parse_map_line).collect())
        .unwrap_or_default()
}

/// `start-end perms offset dev inode path`, for lines that name a file.
fn parse_map_line(line: &str) -> Option<Mapping> {
    let mut fields = line.splitn(6, ' ');
    let (start, end) = fields.next()?.split_once('-')?;
    let _perms = fields.next()?;
    let offset = fields.next()?;
    let _device = fields.next()?;
    let _inode = fields.next()?;
    let path = fields.next()?.trim_start();
    if !path.starts_with('/') {
        return None;
    }
    Some(Mapping {
        start: u64::from_str_radix(start, 16).ok()?,
        end: u64::from_str_radix(end, 16).ok()?,
        offset: u64::from_str_radix(offset, 16).ok()?,
        path: path.to_owned(),
    })
}

/// The build id of a program or debug file, in hex as crash reports write it: the GNU build
/// id (ELF), the UUID (Mach-O), or the PDB GUID and age (Windows). `None` if it has none.
pub fn build_id(path: &Path) -> io::Result<Option<String>> {
    let cache = ReadCache::new(File::open(path)?);
    let file = object::File::parse(&cache).map_err(|e| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("not a program or debug file: {e}"),
        )
    })?;
    Ok(build_id_of(&file))
}

fn build_id_of<'data, R: object::ReadRef<'data>>(file: &object::File<'data, R>) -> Option<String> {
    if let Ok(Some(id)) = file.build_id() {
        Some(hex(id))
    } else if let Ok(Some(uuid)) = file.mach_uuid() {
        Some(hex(&uuid))
    } else if let Ok(Some(pdb)) = file.pdb_info() {
        Some(format!("{}-{:x}", hex(&pdb.guid()), pdb.age()))
    } else {
        None
    }
}

fn hex(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(text, "{b:02x}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_maps_line_gives_range_offset_and_file() {
        let line = "5581e4a00000-5581e4b2c000 r-xp 00072000 fd:01 1234   /usr/bin/dhayam (deleted)";
        assert_eq!(
            parse_map_line(line),
            Some(Mapping {
                start: 0x5581_e4a0_0000,
                end: 0x5581_e4b2_c000,
                offset: 0x72000,
                path: "/usr/bin/dhayam (deleted)".to_owned(),
            })
        );
        assert_eq!(
            parse_map_line("7ffd1000-7ffd2000 rw-p 00000000 00:00 0   [stack]"),
            None
        );
        assert_eq!(
            parse_map_line("7ffd1000-7ffd2000 rw-p 00000000 00:00 0"),
            None
        );
    }

    #[test]
    fn file_offsets_become_addresses_through_the_segments() {
        let program = ProgramFile {
            segments: vec![(0, 0, 0x1000), (0x3000, 0x1000, 0x2000)],
            ..ProgramFile::default()
        };
        assert_eq!(program.file_address(0x800), 0x800);
        assert_eq!(program.file_address(0x1234), 0x3234);
        // Outside every segment the offset is all there is.
        assert_eq!(program.file_address(0x9000), 0x9000);
    }

    #[inline(never)]
    fn a_frame_of_this_test() -> Trace {
        Trace::capture()
    }

    #[test]
    fn the_program_frames_are_named_and_placed_in_the_program() {
        let trace = a_frame_of_this_test();
        assert!(!trace.frames.is_empty());
        let ours = trace
            .frames
            .iter()
            .find(|f| {
                f.function
                    .as_deref()
                    .is_some_and(|n| n.contains("a_frame_of_this_test"))
            })
            .expect("a frame of this test");
        if cfg!(any(target_os = "linux", windows)) {
            assert_eq!(ours.module.as_deref(), Some(trace.program.as_str()));
        }
        let text = trace.to_string();
        assert!(text.starts_with("program:  "), "{text}");
        assert!(text.contains("a_frame_of_this_test"), "{text}");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn on_linux_the_build_id_is_read_and_the_anchor_agrees_with_the_maps() {
        let trace = Trace::capture();
        assert!(trace.build_id.as_deref().is_some_and(|id| id.len() >= 16));
        // The anchor way (macOS) must find the same program address as the maps way.
        let file = File::open("/proc/self/exe").unwrap();
        let cache = ReadCache::new(file);
        let object = object::File::parse(&cache).unwrap();
        let linked = anchor_in(&object).expect("the anchor in the symbol table");
        let program = ProgramFile::open();
        let at = anchor as fn() -> u64 as usize as u64;
        let (module, address) = program.locate(at, &read_maps(), None, None);
        assert_eq!(module.as_deref(), Some(program.name.as_str()));
        assert_eq!(address, linked);
        let slide = at.wrapping_sub(linked);
        let by_anchor = ProgramFile {
            name: program.name.clone(),
            segments: program.segments.clone(),
            ..ProgramFile::default()
        };
        assert_eq!(
            by_anchor.locate(at, &[], None, Some(slide)),
            (Some(program.name.clone()), linked)
        );
        let by_anchor = ProgramFile {
            anchor: Some(linked),
            ..by_anchor
        };
        assert_eq!(by_anchor.address_by_slide(at), Some(linked));
        assert_eq!(by_anchor.address_by_slide(0), None);
    }
}
