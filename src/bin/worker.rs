//! The Moeraki Kemu engine's web worker (filled in with the engine).

fn main() {}
