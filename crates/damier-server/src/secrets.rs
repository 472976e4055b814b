//! Join codes (short, read aloud, shared) and seat tokens (secret, kept by a client to come back).

use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// The join code's letters: no look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B) and no vowel pairs that
/// spell words easily mistaken; 25 letters, six of them: 244 million codes.
pub const CODE_ALPHABET: &[u8] = b"ACDEFGHJKMNPQRTUVWXY34679";
pub const CODE_LENGTH: usize = 6;

/// A seat token's random bytes: 128 bits.
const TOKEN_BYTES: usize = 16;

/// A token as the database keeps it: its SHA-256 (the token itself is never stored or logged).
pub type TokenHash = [u8; 32];

/// A new join code, `KDX4PW`.
pub fn new_code() -> String {
    let mut bytes = [0u8; CODE_LENGTH];
    fill_random(&mut bytes);
    // 256 is not a multiple of 25: drawing again above the largest multiple keeps letters even.
    bytes
        .iter()
        .map(|&b| {
            let mut b = b;
            while usize::from(b) >= 250 {
                let mut one = [0u8; 1];
                fill_random(&mut one);
                b = one[0];
            }
            CODE_ALPHABET[usize::from(b) % CODE_ALPHABET.len()] as char
        })
        .collect()
}

/// A code as a person typed it (`kdx-4pw`, ` KDX 4PW `) in the form codes are stored, or `None`
/// when it cannot be a code.
pub fn normalise_code(typed: &str) -> Option<String> {
    let code: String =
        typed.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
    let valid = code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_ALPHABET.contains(&b));
    valid.then_some(code)
}

/// A new seat token: 32 hexadecimal digits.
pub fn new_token() -> String {
    let mut bytes = [0u8; TOKEN_BYTES];
    fill_random(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn hash_token(token: &str) -> TokenHash {
    Sha256::digest(token.as_bytes()).into()
}

/// Whether `token` is the one whose hash is `expected`, in time that does not depend on where
/// they differ.
pub fn token_matches(token: &str, expected: &TokenHash) -> bool {
    hash_token(token).ct_eq(expected).into()
}

fn fill_random(bytes: &mut [u8]) {
    // The system's generator failing leaves nothing safe to hand out.
    getrandom::fill(bytes).expect("the system's random number generator failed");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_six_clear_letters_and_read_back_however_typed() {
        for _ in 0..200 {
            let code = new_code();
            assert_eq!(code.len(), CODE_LENGTH);
            assert!(!code.contains(['0', 'O', '1', 'I', 'L', 'B', '8', 'S', '5', 'Z', '2']));
            let typed = format!(" {}-{} ", code[..3].to_lowercase(), &code[3..]);
            assert_eq!(normalise_code(&typed).as_deref(), Some(code.as_str()));
        }
        assert_eq!(normalise_code("ABC"), None);
        assert_eq!(normalise_code("OOOOOO"), None);
    }

    #[test]
    fn tokens_are_128_bits_and_only_their_own_hash_matches() {
        let token = new_token();
        assert_eq!(token.len(), 32);
        assert_ne!(token, new_token());
        let hash = hash_token(&token);
        assert!(token_matches(&token, &hash));
        assert!(!token_matches(&new_token(), &hash));
        assert!(!token_matches("", &hash));
    }
}
