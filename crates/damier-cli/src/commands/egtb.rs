//! `damier-cli egtb generate`, `probe` and `verify`: endgame tables (see
//! `damier_ai::egtb` and docs/ENGINE.md). A table file that cannot be used gets a warning on
//! stderr (`warning: FILE: FAULT`) and the command goes on with the others.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use damier_ai::egtb::{self, MOST_PIECES, Signature, Tables, Value};
use damier_rules::{DrawClock, Variant, fen, notation};

use crate::error::CliError;

#[derive(Subcommand)]
pub enum EgtbCommand {
    /// Solves every material signature of up to N pieces (smallest first) and saves the tables;
    /// tables already in DIR are loaded, not solved again
    Generate(GenerateArgs),
    /// The tables' result for a position (counters as at the start of a game) and for each move
    Probe(ProbeArgs),
    /// Checks a sample of every table against the rules: each value must follow from the values
    /// its moves lead to
    Verify(VerifyArgs),
}

#[derive(Args)]
pub struct GenerateArgs {
    #[arg(long, value_name = "V")]
    variant: Variant,
    /// Most pieces on the board, both sides together
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = clap::value_parser!(u32).range(2..=MOST_PIECES as i64))]
    pieces: u32,
    /// Folder of the tables (default: $DAMIER_EGTB, else ~/.cache/damier/egtb)
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

#[derive(Args)]
pub struct ProbeArgs {
    #[arg(long, value_name = "V")]
    variant: Variant,
    #[arg(long, value_name = "F")]
    fen: String,
    /// Folder of the tables (default: $DAMIER_EGTB, else ~/.cache/damier/egtb)
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
}

#[derive(Args)]
pub struct VerifyArgs {
    #[arg(long, value_name = "V")]
    variant: Variant,
    /// Most pieces on the board, both sides together
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = clap::value_parser!(u32).range(2..=MOST_PIECES as i64))]
    pieces: u32,
    /// Folder of the tables (default: $DAMIER_EGTB, else ~/.cache/damier/egtb)
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
    /// Positions to check in each table, spread over it
    #[arg(long, value_name = "N", default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    sample: u64,
}

pub fn run(command: EgtbCommand) -> Result<(), CliError> {
    match command {
        EgtbCommand::Generate(args) => generate(&args),
        EgtbCommand::Probe(args) => probe(&args),
        EgtbCommand::Verify(args) => verify(&args),
    }
    .map_err(CliError::Input)
}

fn generate(args: &GenerateArgs) -> Result<(), String> {
    let rules = args.variant.rules();
    let dir = args.out.clone().unwrap_or_else(egtb::default_dir);
    out!("{} endgame tables, up to {} pieces, in {}", args.variant.title(), args.pieces, dir.display());
    out!(
        "{:<10} {:>11} {:>11} {:>11} {:>11} {:>9}",
        "signature",
        "positions",
        "wins",
        "draws",
        "losses",
        "time"
    );
    let start = std::time::Instant::now();
    let (mut bytes, mut disk) = (0u64, 0u64);
    let control = egtb::Control::default();
    let tables = Tables::open(rules, args.pieces, &dir, &control, |tables, sig, time| {
        let s = tables.summary(sig);
        let time = time.map_or("on disk".to_string(), |t| format!("{:.1} s", t.as_secs_f64()));
        out!(
            "{:<10} {:>11} {:>11} {:>11} {:>11} {:>9}",
            sig.to_string(),
            s.positions,
            s.wins,
            s.draws,
            s.losses,
            time
        );
        bytes += egtb::Layout::new(rules, sig).size as u64;
        disk += std::fs::metadata(egtb::table_file(&dir, rules, sig)).map_or(0, |m| m.len());
    })
    .expect("nothing stops the control");
    let tables = warned(tables);
    out!(
        "{} signatures, {:.1} MB in memory, {:.1} MB on disk, {:.1} s (wins, draws and losses for the side \
         to move, counters fresh)",
        tables.len(),
        bytes as f64 / 1e6,
        disk as f64 / 1e6,
        start.elapsed().as_secs_f64()
    );
    let unsaved = tables.problems().iter().filter(|p| matches!(p.fault, egtb::Fault::NotSaved(_))).count();
    if unsaved > 0 {
        return Err(format!(
            "{unsaved} of the tables could not be saved in {} (see the warnings)",
            dir.display()
        ));
    }
    Ok(())
}

fn verify(args: &VerifyArgs) -> Result<(), String> {
    let rules = args.variant.rules();
    let dir = args.dir.clone().unwrap_or_else(egtb::default_dir);
    let tables = warned(Tables::load(rules, args.pieces, &dir));
    let all = Signature::all(args.pieces);
    let missing: Vec<String> = all.iter().filter(|&&s| !tables.contains(s)).map(|s| s.to_string()).collect();
    if !missing.is_empty() {
        return Err(format!(
            "{}: no table for {} (run damier-cli egtb generate --variant {} --pieces {})",
            dir.display(),
            missing.join(", "),
            args.variant.id(),
            args.pieces
        ));
    }
    let start = std::time::Instant::now();
    let mut total = 0;
    for sig in all {
        match tables.verify(sig, args.sample as usize).expect("loaded") {
            Ok(checked) => {
                out!("{:<10} {checked:>11} positions checked", sig.to_string());
                total += checked;
            }
            Err(m) => {
                return Err(format!(
                    "{sig}: {} is stored as a {}, its moves make it a {}",
                    m.fen,
                    describe(m.stored),
                    describe(m.expected)
                ));
            }
        }
    }
    out!(
        "{total} positions of {} tables agree with their moves ({:.1} s)",
        tables.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

fn probe(args: &ProbeArgs) -> Result<(), String> {
    let rules = args.variant.rules();
    let pos = fen::read(rules, &args.fen).map_err(|e| e.to_string())?;
    let dir = args.dir.clone().unwrap_or_else(egtb::default_dir);
    let sig = Signature::of(&pos);
    let tables = warned(Tables::load_for(rules, sig, &dir));
    let clock = DrawClock::start(&pos);
    let Some(value) = tables.probe(&pos, &clock) else {
        return Err(format!("no table for {sig} in {} (run damier-cli egtb generate)", dir.display()));
    };
    let side = rules.side_name(pos.side_to_move());
    out!("{} ({sig}), {side} to move: {}", fen::write(&pos), describe(value));
    let legal = pos.legal_moves();
    for mv in &legal {
        let child = pos.after(mv);
        let reply = tables.probe(&child, &clock.after(&pos, mv, &child));
        let text = notation::write(mv, &legal, &rules.topology);
        out!("  {text:<12} {}", reply.map_or("unknown".into(), describe_move));
    }
    Ok(())
}

/// `tables`, once each of their files that could not be used has had its warning on stderr.
pub(crate) fn warned(tables: Tables) -> Tables {
    for problem in tables.problems() {
        eprintln!("warning: {problem}");
    }
    tables
}

/// A move's result for its player, from the position it leads to.
fn describe_move(reply: Value) -> String {
    match reply {
        Value::Loss(d) => format!("win (then loss in {d} for the reply)"),
        Value::Win(d) => format!("loss (then win in {d} for the reply)"),
        Value::Draw => "draw".into(),
    }
}

fn describe(value: Value) -> String {
    match value {
        Value::Win(d) => format!("win ({d} plies to the end or the next capture or crowning)"),
        Value::Loss(0) => "loss (no legal move)".into(),
        Value::Loss(d) => format!("loss ({d} plies to the end or the next capture or crowning)"),
        Value::Draw => "draw".into(),
    }
}
