//! The data file format: the header with the generation parameters, then one record per game
//! (see the module note of `train`).

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use damier_ai::EvalKind;
use damier_rules::topology::SquareIter;
use damier_rules::{Bits, Kind, Piece, Position, Rules, Side, Variant};

const DATA_MAGIC: &[u8; 8] = b"DMRDATA1";
const HEADER: usize = 64;
const POSITION_BYTES: usize = 67;

/// How self-play games are generated. Stored in the data file's header: a run that continues a
/// file must use the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenParams {
    pub variant: Variant,
    pub seed: u64,
    /// Search depth per move (0: use `nodes`).
    pub depth: u32,
    /// Search nodes per move (0: use `depth`).
    pub nodes: u64,
    /// Plies played at random at the start of each game.
    pub random_plies: u32,
    /// Chance (per mille) of a random move in the plies after those, up to `epsilon_plies`.
    pub epsilon_permille: u32,
    pub epsilon_plies: u32,
    /// A game still going after this many plies is scored a draw.
    pub max_plies: u32,
    /// The evaluation the players search with.
    pub eval: EvalKind,
}

impl GenParams {
    pub(super) fn header(&self) -> [u8; HEADER] {
        let mut h = [0u8; HEADER];
        h[..8].copy_from_slice(DATA_MAGIC);
        h[8] = self.variant as u8;
        h[9] = self.eval as u8;
        h[16..24].copy_from_slice(&self.seed.to_le_bytes());
        h[24..28].copy_from_slice(&self.depth.to_le_bytes());
        h[28..36].copy_from_slice(&self.nodes.to_le_bytes());
        h[36..40].copy_from_slice(&self.random_plies.to_le_bytes());
        h[40..44].copy_from_slice(&self.epsilon_permille.to_le_bytes());
        h[44..48].copy_from_slice(&self.epsilon_plies.to_le_bytes());
        h[48..52].copy_from_slice(&self.max_plies.to_le_bytes());
        h
    }

    fn from_header(h: &[u8]) -> io::Result<GenParams> {
        if h.len() < HEADER || &h[..8] != DATA_MAGIC {
            return Err(invalid("not a Damier training data file"));
        }
        let u32_at = |i: usize| u32::from_le_bytes(h[i..i + 4].try_into().expect("4 bytes"));
        let u64_at = |i: usize| u64::from_le_bytes(h[i..i + 8].try_into().expect("8 bytes"));
        let variant = *Variant::ALL.get(h[8] as usize).ok_or_else(|| invalid("unknown variant"))?;
        let eval =
            *EvalKind::ALL.iter().find(|&&k| k as u8 == h[9]).ok_or_else(|| invalid("unknown evaluation"))?;
        Ok(GenParams {
            variant,
            seed: u64_at(16),
            depth: u32_at(24),
            nodes: u64_at(28),
            random_plies: u32_at(36),
            epsilon_permille: u32_at(40),
            epsilon_plies: u32_at(44),
            max_plies: u32_at(48),
            eval,
        })
    }
}

pub(super) fn invalid(text: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, text.to_string())
}

/// One stored position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub men: [Bits; 2],
    pub kings: [Bits; 2],
    pub side: Side,
    /// The search score for the side to move, in centi-men.
    pub score: i16,
}

impl Sample {
    pub(super) fn of(pos: &Position, score: i32) -> Sample {
        Sample {
            men: [pos.men(Side::White), pos.men(Side::Black)],
            kings: [pos.kings(Side::White), pos.kings(Side::Black)],
            side: pos.side_to_move(),
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
        }
    }

    /// The position (`None` if the bits are not one of `rules`' boards).
    pub fn position(&self, rules: &'static Rules) -> Option<Position> {
        let mut pieces = Vec::with_capacity(48);
        for side in [Side::White, Side::Black] {
            let s = side.index();
            pieces.extend(SquareIter(self.men[s]).map(|sq| (sq, Piece { side, kind: Kind::Man })));
            pieces.extend(SquareIter(self.kings[s]).map(|sq| (sq, Piece { side, kind: Kind::King })));
        }
        Position::new(rules, self.side, pieces).ok()
    }

    fn write(&self, out: &mut Vec<u8>) {
        for b in [self.men[0], self.men[1], self.kings[0], self.kings[1]] {
            out.extend_from_slice(&b.to_le_bytes());
        }
        out.push(self.side as u8);
        out.extend_from_slice(&self.score.to_le_bytes());
    }

    fn read(b: &[u8]) -> Sample {
        let bits = |i: usize| u128::from_le_bytes(b[i * 16..i * 16 + 16].try_into().expect("16 bytes"));
        Sample {
            men: [bits(0), bits(1)],
            kings: [bits(2), bits(3)],
            side: if b[64] == 0 { Side::White } else { Side::Black },
            score: i16::from_le_bytes([b[65], b[66]]),
        }
    }
}

/// One generated game: its number, winner (`None`: a draw) and positions.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub number: u32,
    pub winner: Option<Side>,
    pub samples: Vec<Sample>,
}

impl GameRecord {
    pub(super) fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.number.to_le_bytes());
        out.push(match self.winner {
            None => 0,
            Some(Side::White) => 1,
            Some(Side::Black) => 2,
        });
        out.extend_from_slice(&(self.samples.len() as u16).to_le_bytes());
        for s in &self.samples {
            s.write(out);
        }
    }
}

/// A data file: its generation parameters and its complete games.
pub struct Data {
    pub params: GenParams,
    pub games: Vec<GameRecord>,
    /// Bytes of the complete games (a run cut off mid-write leaves a partial record after).
    pub(super) complete_len: u64,
}

/// Reads a data file.
pub fn read_data(path: &Path) -> io::Result<Data> {
    let mut bytes = Vec::new();
    File::open(path)?.read_to_end(&mut bytes)?;
    parse_data(&bytes)
}

fn parse_data(bytes: &[u8]) -> io::Result<Data> {
    let params = GenParams::from_header(bytes)?;
    let mut games = Vec::new();
    let mut at = HEADER;
    while at + 7 <= bytes.len() {
        let number = u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
        let winner = match bytes[at + 4] {
            0 => None,
            1 => Some(Side::White),
            2 => Some(Side::Black),
            _ => return Err(invalid("a game record is damaged")),
        };
        let count = u16::from_le_bytes([bytes[at + 5], bytes[at + 6]]) as usize;
        let end = at + 7 + count * POSITION_BYTES;
        if end > bytes.len() {
            break;
        }
        let samples = bytes[at + 7..end].chunks_exact(POSITION_BYTES).map(Sample::read).collect();
        games.push(GameRecord { number, winner, samples });
        at = end;
    }
    Ok(Data { params, games, complete_len: at as u64 })
}
