//! `damier-cli`: Damier's rules engine and computer player on the command line.

mod hub;
mod matches;

use std::process::ExitCode;
use std::time::{Duration, Instant};

use damier_ai::{Level, Weights};

use damier_rules::{
    Move, Position, RuleOptions, Rules, Topology, Variant, divide, fen, notation, pdn, perft,
};

const USAGE: &str = "\
usage:
  damier-cli perft --variant V [--fen F] --depth N [--divide] [--json] [--kings-move-straight]
  damier-cli moves --variant V [--fen F] [--json] [--kings-move-straight]
  damier-cli pdn FILE...                replays every game of PDN files through the rules
  damier-cli hub                        the Hub engine protocol on stdin/stdout
  damier-cli selfplay --variant V --games N [--movetime S] [--levels A,B | --weights A.txt,B.txt]
                      [--seed X]
  damier-cli bench [--variant V] [--depth N]

  V is one of hexdame, international, brazilian, frisian, english.
  F is a FEN (default: the variant's start position), for example W:W31-50:B1-20 or
    W:Wa1,b2,Kc3:Bf6,g7 for HexDame.
  --kings-move-straight  Frisian rule option (seed 002): kings also move along straight lines.
  Levels: beginner, casual, intermediate, club, expert, maximum. Without --levels, selfplay
    pits the full engine against itself at --movetime seconds a move (default 0.5), each side
    with its --weights file (- for the shipped weights): the way the weights are tuned.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("damier-cli: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Input(message)) => {
            eprintln!("damier-cli: {message}");
            ExitCode::FAILURE
        }
    }
}

enum Failure {
    /// The command line itself is wrong.
    Usage(String),
    /// The command line is fine but its input (a FEN) is not.
    Input(String),
}

/// The options every command shares.
struct Options {
    rules: &'static Rules,
    position: Position,
    depth: Option<u32>,
    divide: bool,
    json: bool,
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some((command, rest)) = args.split_first() else {
        return Err(Failure::Usage("no command given".into()));
    };
    match command.as_str() {
        "perft" => perft_command(&parse_options(rest)?),
        "moves" => moves_command(&parse_options(rest)?),
        "hub" => {
            hub::run();
            Ok(())
        }
        "pdn" => pdn_command(rest),
        "selfplay" => selfplay_command(rest),
        "bench" => bench_command(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(Failure::Usage(format!("unknown command '{other}'"))),
    }
}

/// One line per game: `FILE game N: variant, M moves, result R`, or the first error (game, line,
/// move, reason) after what was valid. Fails when a file cannot be read or any game is broken.
fn pdn_command(files: &[String]) -> Result<(), Failure> {
    if files.is_empty() {
        return Err(Failure::Usage("pdn needs at least one file".into()));
    }
    let mut broken = 0;
    for file in files {
        let text = match std::fs::read(file) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                println!("{file}: cannot read: {e}");
                broken += 1;
                continue;
            }
        };
        let games = pdn::read(&text);
        if games.is_empty() {
            println!("{file}: no games");
        }
        for (i, read) in games.iter().enumerate() {
            let summary = read.record.as_ref().map(|r| {
                let moves = r.game.moves().len();
                let result = r.result.token(r.game.rules());
                format!(
                    "{}, {moves} move{}, result {result}",
                    r.game.rules().variant,
                    if moves == 1 { "" } else { "s" }
                )
            });
            match (&read.error, summary) {
                (None, Some(summary)) => println!("{file} game {}: {summary}", i + 1),
                (error, summary) => {
                    broken += 1;
                    let error = error.as_ref().map_or("no playable game".to_string(), |e| e.to_string());
                    let valid = summary.map(|s| format!(" (valid before it: {s})")).unwrap_or_default();
                    println!("{file}: error: {error}{valid}");
                }
            }
        }
    }
    if broken > 0 {
        Err(Failure::Input(format!("{broken} game(s) or file(s) could not be replayed")))
    } else {
        Ok(())
    }
}

fn parse_options(args: &[String]) -> Result<Options, Failure> {
    let mut variant = None;
    let mut fen_text = None;
    let mut depth = None;
    let mut divide = false;
    let mut json = false;
    let mut rule_options = RuleOptions::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value =
            |name: &str| args.next().cloned().ok_or_else(|| Failure::Usage(format!("{name} needs a value")));
        match arg.as_str() {
            "--variant" => {
                let text = value("--variant")?;
                variant = Some(text.parse::<Variant>().map_err(|e| Failure::Usage(e.to_string()))?);
            }
            "--fen" => fen_text = Some(value("--fen")?),
            "--depth" => {
                let text = value("--depth")?;
                depth =
                    Some(text.parse::<u32>().map_err(|_| {
                        Failure::Usage(format!("--depth needs a whole number, not '{text}'"))
                    })?);
            }
            "--divide" => divide = true,
            "--json" => json = true,
            "--kings-move-straight" => rule_options.frisian_kings_move_straight = true,
            other => return Err(Failure::Usage(format!("unknown option '{other}'"))),
        }
    }
    let variant = variant.ok_or_else(|| Failure::Usage("--variant is required".into()))?;
    let rules = Rules::get(variant, rule_options);
    let position = match fen_text {
        Some(text) => fen::read(rules, &text).map_err(|e| Failure::Input(e.to_string()))?,
        None => Position::start(rules),
    };
    Ok(Options { rules, position, depth, divide, json })
}

fn perft_command(options: &Options) -> Result<(), Failure> {
    let depth = options.depth.ok_or_else(|| Failure::Usage("perft needs --depth N".into()))?;
    let clock = Instant::now();
    let (nodes, split) = if options.divide && depth > 0 {
        let legal = options.position.legal_moves();
        let split: Vec<(String, u64)> = divide(&options.position, depth)
            .into_iter()
            .map(|(mv, n)| (notation::write(&mv, &legal, &options.rules.topology), n))
            .collect();
        (split.iter().map(|(_, n)| n).sum(), split)
    } else {
        (perft(&options.position, depth), Vec::new())
    };
    let seconds = clock.elapsed().as_secs_f64();
    let nps = if seconds > 0.0 { (nodes as f64 / seconds).round() as u64 } else { 0 };
    if options.json {
        let mut out = format!("{{\"depth\":{depth},\"nodes\":{nodes},\"seconds\":{seconds:.6},\"nps\":{nps}");
        if options.divide {
            let entries: Vec<String> = split
                .iter()
                .map(|(mv, n)| format!("{{\"move\":{},\"nodes\":{n}}}", json_string(mv)))
                .collect();
            out.push_str(&format!(",\"divide\":[{}]", entries.join(",")));
        }
        out.push('}');
        println!("{out}");
    } else {
        for (mv, n) in &split {
            println!("{mv}: {n}");
        }
        println!("depth {depth}: {nodes} leaves in {seconds:.3} s ({nps} leaves/s)");
    }
    Ok(())
}

fn moves_command(options: &Options) -> Result<(), Failure> {
    let legal = options.position.legal_moves();
    let topology = &options.rules.topology;
    if options.json {
        let entries: Vec<String> = legal.iter().map(|mv| move_json(mv, &legal, topology)).collect();
        println!("[{}]", entries.join(","));
    } else {
        for mv in &legal {
            println!("{}", notation::write_short(mv, &legal, topology));
        }
    }
    Ok(())
}

/// One move as JSON: square numbers on square boards, cell names on the hexagon.
fn move_json(mv: &Move, legal: &[Move], topology: &Topology) -> String {
    let cell = |sq| {
        if topology.is_hex() {
            json_string(&topology.name(sq).to_string())
        } else {
            topology.number(sq).to_string()
        }
    };
    let list =
        |squares: &[damier_rules::Square]| squares.iter().map(|&sq| cell(sq)).collect::<Vec<_>>().join(",");
    let mut out = format!(
        "{{\"from\":{},\"to\":{},\"path\":[{}],\"captured\":[{}],\"notation\":{}",
        cell(mv.from),
        cell(mv.to),
        list(mv.path()),
        list(mv.captured_in_order()),
        json_string(&notation::write(mv, legal, topology)),
    );
    if topology.is_hex() {
        out.push_str(&format!(",\"shorthand\":{}", json_string(&notation::write_short(mv, legal, topology))));
    }
    out.push('}');
    out
}

fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `--name value` pairs for the engine commands.
fn named_values(args: &[String], known: &[&str]) -> Result<Vec<(String, String)>, Failure> {
    let mut values = Vec::new();
    let mut args = args.iter();
    while let Some(name) = args.next() {
        if !known.contains(&name.as_str()) {
            return Err(Failure::Usage(format!("unknown option '{name}'")));
        }
        let value = args.next().ok_or_else(|| Failure::Usage(format!("{name} needs a value")))?;
        values.push((name.clone(), value.clone()));
    }
    Ok(values)
}

fn value_of<'a>(values: &'a [(String, String)], name: &str) -> Option<&'a str> {
    values.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

fn parse_number<T: std::str::FromStr>(name: &str, text: &str) -> Result<T, Failure> {
    text.parse().map_err(|_| Failure::Usage(format!("{name} needs a number, not '{text}'")))
}

fn parse_level(text: &str) -> Result<Level, Failure> {
    Level::ALL
        .into_iter()
        .find(|l| l.name().eq_ignore_ascii_case(text))
        .ok_or_else(|| Failure::Usage(format!("unknown level '{text}'")))
}

fn selfplay_command(args: &[String]) -> Result<(), Failure> {
    let values =
        named_values(args, &["--variant", "--games", "--movetime", "--levels", "--seed", "--weights"])?;
    let variant: Variant = value_of(&values, "--variant")
        .ok_or_else(|| Failure::Usage("--variant is required".into()))?
        .parse()
        .map_err(|e: damier_rules::UnknownVariant| Failure::Usage(e.to_string()))?;
    let games = parse_number::<u32>("--games", value_of(&values, "--games").unwrap_or("2"))?;
    let seconds = parse_number::<f64>("--movetime", value_of(&values, "--movetime").unwrap_or("0.5"))?;
    if !(seconds.is_finite() && seconds > 0.0) {
        return Err(Failure::Usage("--movetime needs a positive number of seconds".into()));
    }
    let movetime = Duration::from_secs_f64(seconds);
    let seed = parse_number::<u64>("--seed", value_of(&values, "--seed").unwrap_or("1"))?;
    let (a, b) = match value_of(&values, "--levels") {
        Some(text) => {
            let (first, second) = text
                .split_once(',')
                .ok_or_else(|| Failure::Usage("--levels needs two levels: A,B".into()))?;
            let (a, b) = (parse_level(first.trim())?, parse_level(second.trim())?);
            if value_of(&values, "--weights").is_some() {
                return Err(Failure::Usage("--weights is for the full engine, not with --levels".into()));
            }
            let player = |level: Level| matches::Player {
                name: level.name().into(),
                level: Some(level),
                weights: None,
                movetime,
            };
            (player(a), player(b))
        }
        None => {
            // Tuning: A plays with the first weights file, B with the second ("-": shipped).
            let files: Vec<&str> =
                value_of(&values, "--weights").map_or(vec!["-", "-"], |t| t.split(',').collect());
            let [first, second] = files[..] else {
                return Err(Failure::Usage(
                    "--weights needs two files: A.txt,B.txt (- for the shipped ones)".into(),
                ));
            };
            let load = |file: &str| -> Result<Option<Weights>, Failure> {
                if file == "-" {
                    return Ok(None);
                }
                let text =
                    std::fs::read_to_string(file).map_err(|e| Failure::Input(format!("{file}: {e}")))?;
                Weights::parse(&text).map(Some).map_err(|e| Failure::Input(format!("{file}: {e}")))
            };
            let player =
                |name: &str, weights| matches::Player { name: name.into(), level: None, weights, movetime };
            (
                player(&format!("engine A ({first})"), load(first)?),
                player(&format!("engine B ({second})"), load(second)?),
            )
        }
    };
    matches::selfplay(variant.rules(), games, &a, &b, seed);
    Ok(())
}

fn bench_command(args: &[String]) -> Result<(), Failure> {
    let values = named_values(args, &["--variant", "--depth"])?;
    let variants = match value_of(&values, "--variant") {
        Some(text) => vec![text.parse::<Variant>().map_err(|e| Failure::Usage(e.to_string()))?],
        None => Variant::ALL.to_vec(),
    };
    let depth = parse_number::<u32>("--depth", value_of(&values, "--depth").unwrap_or("9"))?;
    matches::bench(&variants, depth.clamp(1, 60));
    Ok(())
}
