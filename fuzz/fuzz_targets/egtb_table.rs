#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    damier_fuzz::checks::egtb_table(data);
});
