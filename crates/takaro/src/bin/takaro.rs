fn main() {
    let s = takaro::core::mu_torere::solve();
    println!("reachable {}\nwinning {}\nlosing {}\ndrawn {}\ntable_bytes {}", s.reachable(), s.winning(), s.losing(), s.drawn(), takaro::mu_torere::TABLE_BYTES);
}
