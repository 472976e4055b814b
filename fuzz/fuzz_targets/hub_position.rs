#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    damier_fuzz::checks::hub_position(data);
});
