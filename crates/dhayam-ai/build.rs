//! Build script of the computer players: turns the shipped value network
//! (`data/value-net.txt`, as `dhayam-cli train-net` writes it) into the bytes the program
//! carries, every weight as four little-endian bytes in the text's order: 77 KB where the
//! text takes 212 KB of the installed program. `ValueNet::shipped` reads them, and a test
//! checks that they are exactly the text's numbers (the text stays what people read, diff
//! and train from).

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=data/value-net.txt");
    if let Err(error) = write_weights() {
        // A program without its network would play Hard as a coin: never ship that.
        eprintln!("cannot turn data/value-net.txt into bytes: {error}");
        std::process::exit(1);
    }
}

/// Reads every number after the `shape` line (comments left out) and writes their bytes.
fn write_weights() -> Result<(), String> {
    let text = std::fs::read_to_string("data/value-net.txt").map_err(|e| e.to_string())?;
    let mut bytes = Vec::new();
    let mut shape_seen = false;
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if !shape_seen {
            if !line.starts_with("shape ") {
                return Err("no shape line before the weights".to_owned());
            }
            shape_seen = true;
            continue;
        }
        for word in line.split_whitespace() {
            let number: f32 = word
                .parse()
                .map_err(|_| format!("{word:?} is not a number"))?;
            bytes.extend_from_slice(&number.to_le_bytes());
        }
    }
    let out = std::env::var_os("OUT_DIR").ok_or("no OUT_DIR")?;
    std::fs::write(PathBuf::from(out).join("value-net.bin"), bytes).map_err(|e| e.to_string())
}
