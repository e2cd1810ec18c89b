//! Seeds for the computers' random choices, from the browser's `Math.random`.

/// A seed for the computer's random choices among equal moves.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}
