//! `dhayam-cli tables`: the tables found on the local network; and what `host --lan`
//! and `join --lan` use to be found and to find.

use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Args;
use dhayam_net::link::{Nearby, NearbyTable};
use serde::Serialize;

/// Arguments of `tables`.
#[derive(Args, Debug)]
pub struct TablesArgs {
    /// Looks this many seconds before printing what was found.
    #[arg(long, default_value_t = 3.0)]
    pub wait: f64,
    /// Prints as soon as the first table is found (still at most `--wait` seconds).
    #[arg(long)]
    pub first: bool,
    /// Prints a JSON list instead of one table a line.
    #[arg(long)]
    pub json: bool,
}

/// One table as `tables --json` prints it.
#[derive(Serialize)]
struct Listed<'a> {
    id: &'a str,
    name: &'a str,
    open_seats: u8,
    protocol: u32,
    ticket: &'a str,
    /// Milliseconds from the start of looking until the table was described.
    seen_ms: u64,
}

/// Looks for tables and prints them.
pub fn run(args: &TablesArgs) -> Result<(), String> {
    let wait = seconds_arg(args.wait)?;
    let nearby = Nearby::browse(Arc::new(|| {})).map_err(|e| e.to_string())?;
    let start = Instant::now();
    while start.elapsed() < wait {
        if args.first && !nearby.tables().is_empty() {
            break;
        }
        let _ = nearby.wait_event(Duration::from_millis(50));
    }
    let tables = nearby.tables();
    if args.json {
        let listed: Vec<Listed<'_>> = tables.iter().map(listed).collect();
        let text = serde_json::to_string_pretty(&listed).map_err(|e| e.to_string())?;
        println!("{text}");
    } else {
        for table in &tables {
            println!(
                "{}\t{} open\t{}\t{}",
                table.name, table.open_seats, table.id, table.ticket
            );
        }
        if tables.is_empty() {
            eprintln!("no table found nearby in {} seconds", args.wait);
        }
    }
    Ok(())
}

fn listed(table: &NearbyTable) -> Listed<'_> {
    Listed {
        id: &table.id,
        name: &table.name,
        open_seats: table.open_seats,
        protocol: table.protocol,
        ticket: &table.ticket,
        seen_ms: table.seen_ms,
    }
}

fn seconds_arg(value: f64) -> Result<Duration, String> {
    Duration::try_from_secs_f64(value).map_err(|_| format!("{value} is not a number of seconds"))
}

/// The join code of the first table nearby with an open seat (named `name`, when
/// given), looking at most `wait` seconds.
pub fn find(name: Option<&str>, wait: f64) -> Result<String, String> {
    let wait = seconds_arg(wait)?;
    let nearby = Nearby::browse(Arc::new(|| {})).map_err(|e| e.to_string())?;
    let start = Instant::now();
    loop {
        let tables = nearby.tables();
        if let Some(table) = tables
            .iter()
            .find(|t| t.open_seats > 0 && name.is_none_or(|n| t.name == n))
        {
            eprintln!("found {} nearby after {} ms", table.name, table.seen_ms);
            return Ok(table.ticket.clone());
        }
        if start.elapsed() >= wait {
            let names: Vec<String> = tables
                .iter()
                .map(|t| format!("{} ({} open)", t.name, t.open_seats))
                .collect();
            let wanted = name.map_or("table with an open seat".to_owned(), |n| {
                format!("table named {n:?} with an open seat")
            });
            let seen = if names.is_empty() {
                "none was found".to_owned()
            } else {
                format!("found: {}", names.join(", "))
            };
            return Err(format!(
                "no {wanted} nearby in {} seconds; {seen}",
                wait.as_secs_f64()
            ));
        }
        let _ = nearby.wait_event(Duration::from_millis(50));
    }
}
