//! `damier-cli train generate` and `damier-cli train fit`: the learned evaluation's pipeline
//! (see `damier_train::train` and docs/ENGINE.md).

use std::path::{Path, PathBuf};
use std::thread;
use std::time::Instant;

use clap::{Args, Subcommand};
use damier_ai::learned::FeatureSet;
use damier_ai::network::{MAX_HIDDEN, Network, NetworkWeights};
use damier_ai::{EvalKind, Evaluator};
use damier_rules::{Position, Variant};
use damier_train::train::{self, Checkpoint, FitParams, GenParams, NetworkCheckpoint, NetworkParams};

use crate::error::CliError;

#[derive(Subcommand)]
pub enum TrainCommand {
    /// Self-play games for training: appends to FILE until it holds N games (a file made with
    /// the same parameters is continued; other parameters are refused)
    Generate(GenerateArgs),
    /// Fits learned weights to data files: logistic regression, mini-batch Adam, a checkpoint
    /// after every epoch
    Fit(FitArgs),
    /// Fits a network evaluation to data files: two layers, mini-batch Adam on every core, a
    /// checkpoint after every epoch
    FitNetwork(FitNetworkArgs),
}

#[derive(Args)]
pub struct GenerateArgs {
    #[arg(long, value_name = "V")]
    variant: Variant,
    /// Games the file should hold
    #[arg(long, value_name = "N")]
    games: u32,
    #[arg(long, value_name = "X", default_value_t = 1)]
    seed: u64,
    /// Search depth per move (at least 1)
    #[arg(long, value_name = "D", conflicts_with = "nodes", value_parser = clap::value_parser!(u32).range(1..))]
    depth: Option<u32>,
    /// Search nodes per move (the default: 2000; at least 1)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Random plies at the start of each game
    #[arg(long, value_name = "K", default_value_t = 6)]
    random_plies: u32,
    /// Chance of a random move after those (0..1)
    #[arg(long, value_name = "P", default_value_t = 0.05)]
    epsilon: f64,
    /// Plies during which random moves may happen
    #[arg(long, value_name = "N", default_value_t = 40)]
    epsilon_plies: u32,
    /// A game longer than this is scored a draw
    #[arg(long, value_name = "N", default_value_t = 300)]
    max_plies: u32,
    /// The evaluation the players search with
    #[arg(long, value_name = "E", default_value = "classic")]
    eval: EvalKind,
    /// Games played at once, one a thread (default: every core)
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

#[derive(Args)]
pub struct FitArgs {
    #[arg(long, value_name = "V")]
    variant: Variant,
    /// Data files from `train generate`
    #[arg(long, value_name = "FILE", required = true, num_args = 1..)]
    data: Vec<PathBuf>,
    /// The weights file to write
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    #[arg(long, value_name = "E", default_value_t = 6)]
    epochs: u32,
    /// Adam's learning rate
    #[arg(long, value_name = "L", default_value_t = 0.003)]
    lr: f32,
    /// L2 penalty on the weights
    #[arg(long, value_name = "R", default_value_t = 1e-4)]
    l2: f32,
    #[arg(long, value_name = "B", default_value_t = 256)]
    batch: usize,
    /// Weight of the game result in the target (the rest: the search score)
    #[arg(long, value_name = "W", default_value_t = 0.5)]
    result_weight: f32,
    #[arg(long, value_name = "X", default_value_t = 1)]
    seed: u64,
    /// The features to fit: windows (4-cell windows) or formations (windows and 9-cell regions)
    #[arg(long, value_name = "F", default_value = "windows")]
    features: FeatureSet,
    /// The checkpoint written after every epoch (default: OUT.ckpt)
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Continues from a checkpoint (to the same --epochs in all)
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
}

#[derive(Args)]
pub struct FitNetworkArgs {
    #[arg(long, value_name = "V")]
    variant: Variant,
    /// Data files from `train generate`
    #[arg(long, value_name = "FILE", required = true, num_args = 1..)]
    data: Vec<PathBuf>,
    /// The network file to write
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    /// Hidden units a side (a multiple of 16, at most 512)
    #[arg(long, value_name = "N", default_value_t = 256)]
    hidden: usize,
    /// Output buckets by the number of pieces left (1 to 16)
    #[arg(long, value_name = "N", default_value_t = 1)]
    buckets: usize,
    #[arg(long, value_name = "E", default_value_t = 10)]
    epochs: u32,
    /// Adam's first learning rate (it falls to a fiftieth along a half cosine)
    #[arg(long, value_name = "L", default_value_t = 0.002)]
    lr: f32,
    #[arg(long, value_name = "B", default_value_t = 4096)]
    batch: usize,
    /// Weight of the game result in the target (the rest: the search score)
    #[arg(long, value_name = "W", default_value_t = 0.2)]
    result_weight: f32,
    #[arg(long, value_name = "X", default_value_t = 1)]
    seed: u64,
    /// Threads (default: every core); the weights do not depend on it
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// The checkpoint written after every epoch (default: OUT.ckpt)
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Continues from a checkpoint (to the same --epochs in all)
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
}

pub fn run(command: TrainCommand) -> Result<(), CliError> {
    match command {
        TrainCommand::Generate(args) => generate(args),
        TrainCommand::Fit(args) => fit(args),
        TrainCommand::FitNetwork(args) => fit_network(args),
    }
    .map_err(CliError::Input)
}

fn generate(args: GenerateArgs) -> Result<(), String> {
    if !(0.0..=1.0).contains(&args.epsilon) {
        return Err("--epsilon must be between 0 and 1".into());
    }
    let params = GenParams {
        variant: args.variant,
        seed: args.seed,
        depth: args.depth.unwrap_or(0),
        nodes: if args.depth.is_some() { 0 } else { args.nodes.unwrap_or(2000) },
        random_plies: args.random_plies,
        epsilon_permille: (args.epsilon * 1000.0).round() as u32,
        epsilon_plies: args.epsilon_plies,
        max_plies: args.max_plies,
        eval: args.eval,
    };
    let threads = args.threads.unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()));
    if threads == 0 {
        return Err("--threads must be at least 1".into());
    }
    let started = Instant::now();
    let mut last_report = started;
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let (mut played, mut positions) = (0u32, 0u64);
    let report = train::generate(&args.out, &params, args.games, threads, |game| {
        match game.winner {
            Some(damier_rules::Side::White) => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        played += 1;
        positions += game.samples.len() as u64;
        let done = game.number + 1 == args.games;
        if done || last_report.elapsed().as_secs() >= 10 {
            last_report = Instant::now();
            let seconds = started.elapsed().as_secs_f64();
            let games_a_second = played as f64 / seconds;
            let left = (args.games - game.number - 1) as f64 / games_a_second.max(1e-9);
            eprintln!(
                "game {}/{}: {positions} positions added, {:.0} positions/s, {games_a_second:.1} games/s \
                 on {threads} threads, {:.0} s, about {:.0} min left",
                game.number + 1,
                args.games,
                positions as f64 / seconds,
                seconds,
                left / 60.0
            );
        }
    })
    .map_err(|e| format!("{}: {e}", args.out.display()))?;
    out!(
        "{}: {} games kept, {} played (White +{wins} ={draws} -{losses}), {} positions added, {:.1} s",
        args.out.display(),
        report.kept,
        report.played,
        report.positions,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn fit(args: FitArgs) -> Result<(), String> {
    let rules = args.variant.rules();
    let started = Instant::now();
    let mut data = Vec::new();
    for path in &args.data {
        data.push(train::read_data(path).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    let examples = train::examples(rules, &data)?;
    let held = examples.iter().filter(|e| e.validation).count();
    out!(
        "{} positions from {} games ({} held out for validation), read in {:.1} s",
        examples.len(),
        data.iter().map(|d| d.games.len()).sum::<usize>(),
        held,
        started.elapsed().as_secs_f64()
    );
    let params = FitParams {
        epochs: args.epochs,
        learning_rate: args.lr,
        l2: args.l2,
        batch: args.batch,
        seed: args.seed,
        result_weight: args.result_weight,
        features: args.features,
    };
    let start = match &args.resume {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let checkpoint =
                Checkpoint::from_bytes(rules, &bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            if checkpoint.features != args.features {
                return Err(format!(
                    "{}: the checkpoint is for the {} features, not {}",
                    path.display(),
                    checkpoint.features.name(),
                    args.features.name()
                ));
            }
            out!("resuming after epoch {}", checkpoint.epoch);
            Some(checkpoint)
        }
        None => None,
    };
    // The classic evaluation's loss on the same held-out positions, for comparison.
    let classic = Evaluator::classic(rules);
    let (mut classic_loss, mut count) = (0.0f64, 0usize);
    for e in examples.iter().filter(|e| e.validation) {
        let z = classic.evaluate(&e.position) as f64 / damier_ai::learned::SCALE as f64;
        let y = (1.0 / (1.0 + (-z).exp())).clamp(1e-6, 1.0 - 1e-6);
        classic_loss -= e.result as f64 * y.ln() + (1.0 - e.result as f64) * (1.0 - y).ln();
        count += 1;
    }
    out!(
        "classic evaluation: validation log-loss against the result {:.4}",
        classic_loss / count.max(1) as f64
    );
    let checkpoint_path = args.checkpoint.clone().unwrap_or_else(|| with_suffix(&args.out, "ckpt"));
    let mut failure = None;
    let state = train::fit(rules, &examples, &params, start, |report, state| {
        out!(
            "epoch {:>3}: train loss {:.4}, validation loss {:.4} (against the result {:.4}), {:.1} s",
            report.epoch,
            report.train_loss,
            report.validation_loss,
            report.validation_result_loss,
            started.elapsed().as_secs_f64()
        );
        if let Err(e) = damier_files::write_atomic(&checkpoint_path, &state.to_bytes()) {
            failure.get_or_insert(format!("{}: {e}", checkpoint_path.display()));
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let weights = state.learned_weights();
    let bytes = weights.to_bytes();
    // What is written must load and evaluate.
    let loaded = damier_ai::LearnedWeights::from_bytes(rules, &bytes).map_err(|e| e.to_string())?;
    let start_score = Evaluator::with_learned(rules, &loaded).evaluate(&Position::start(rules));
    damier_files::write_atomic(&args.out, &bytes).map_err(|e| format!("{}: {e}", args.out.display()))?;
    out!(
        "wrote {} ({} bytes, {} features a phase, {}; start position {start_score:+}), {:.1} s",
        args.out.display(),
        bytes.len(),
        weights.open.len(),
        weights.features.name(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn fit_network(args: FitNetworkArgs) -> Result<(), String> {
    let rules = args.variant.rules();
    if !NetworkWeights::hidden_fits(args.hidden) {
        return Err(format!("--hidden {}: a multiple of 16 from 16 to {MAX_HIDDEN}", args.hidden));
    }
    if !NetworkWeights::buckets_fit(args.buckets) {
        return Err(format!("--buckets {}: 1 to 16", args.buckets));
    }
    if !(0.0..=1.0).contains(&args.result_weight) {
        return Err("--result-weight must be between 0 and 1".into());
    }
    let threads = args.threads.unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()));
    if threads == 0 || args.batch == 0 || args.lr.is_nan() || args.lr <= 0.0 {
        return Err("--threads, --batch and --lr must be above 0".into());
    }
    let started = Instant::now();
    let mut data = Vec::new();
    for path in &args.data {
        data.push(train::read_data(path).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    let examples = train::network_examples(rules, &data)?;
    let games = data.iter().map(|d| d.games.len()).sum::<usize>();
    drop(data);
    let held = examples.len() - examples.iter().filter(|e| !e.is_validation()).count();
    out!(
        "{} positions from {games} games ({held} held out for validation), read in {:.1} s",
        examples.len(),
        started.elapsed().as_secs_f64()
    );
    let params = NetworkParams {
        epochs: args.epochs,
        learning_rate: args.lr,
        batch: args.batch,
        seed: args.seed,
        result_weight: args.result_weight,
        hidden: args.hidden,
        buckets: args.buckets,
        threads,
    };
    let start = match &args.resume {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let checkpoint = NetworkCheckpoint::from_bytes(rules, &bytes)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            if (checkpoint.hidden, checkpoint.buckets) != (args.hidden, args.buckets) {
                return Err(format!(
                    "{}: the checkpoint has {} hidden units and {} buckets, not {} and {}",
                    path.display(),
                    checkpoint.hidden,
                    checkpoint.buckets,
                    args.hidden,
                    args.buckets
                ));
            }
            out!("resuming after epoch {}", checkpoint.epoch);
            Some(checkpoint)
        }
        None => None,
    };
    let checkpoint_path = args.checkpoint.clone().unwrap_or_else(|| with_suffix(&args.out, "ckpt"));
    let mut failure = None;
    let state = train::fit_network(rules, &examples, &params, start, |report, state| {
        out!(
            "epoch {:>3}: train loss {:.4}, validation loss {:.4} (against the result {:.4}), {:.1} s",
            report.epoch,
            report.train_loss,
            report.validation_loss,
            report.validation_result_loss,
            started.elapsed().as_secs_f64()
        );
        if let Err(e) = damier_files::write_atomic(&checkpoint_path, &state.to_bytes()) {
            failure.get_or_insert(format!("{}: {e}", checkpoint_path.display()));
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let bytes = state.network_weights().to_bytes();
    // What is written must load, and the engine's integer network is checked on the held-out
    // positions against the fit's own.
    let loaded = NetworkWeights::from_bytes(rules, &bytes).map_err(|e| e.to_string())?;
    let network = Network::new(rules, &loaded);
    let engine_loss = train::engine_validation_loss(rules, &network, &examples, args.result_weight);
    let start_score = network.evaluate(&Position::start(rules));
    damier_files::write_atomic(&args.out, &bytes).map_err(|e| format!("{}: {e}", args.out.display()))?;
    out!(
        "wrote {} ({} bytes, {} hidden units, {} buckets; start position {start_score:+}; the engine's \
         integer network: validation loss {engine_loss:.4}), {:.1} s",
        args.out.display(),
        bytes.len(),
        args.hidden,
        args.buckets,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}
