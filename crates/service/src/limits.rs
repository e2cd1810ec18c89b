//! Rate limits by key (a connection's id, a client's address): token buckets that
//! refill over time, forgotten once full again.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Takes one from `key`'s allowance in `limiter` now; `false` when it is spent.
pub fn allowed(limiter: &Mutex<Limiter>, key: &str) -> bool {
    limiter.lock().expect("limiter").allow(key, Instant::now())
}

/// How many at once (`burst`) and how many more a second (`per_second`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    pub burst: f64,
    pub per_second: f64,
}

/// One bucket a key.
#[derive(Debug)]
pub struct Limiter {
    rate: Rate,
    buckets: HashMap<String, (f64, Instant)>,
    swept: Instant,
}

impl Limiter {
    pub fn new(rate: Rate) -> Limiter {
        Limiter {
            rate,
            buckets: HashMap::new(),
            swept: Instant::now(),
        }
    }

    /// Takes one from `key`'s bucket; `false` when it is empty.
    pub fn allow(&mut self, key: &str, now: Instant) -> bool {
        self.sweep(now);
        let rate = self.rate;
        let (tokens, at) = self
            .buckets
            .entry(key.to_string())
            .or_insert((rate.burst, now));
        let refilled = *tokens + now.saturating_duration_since(*at).as_secs_f64() * rate.per_second;
        *tokens = refilled.min(rate.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Forgets the buckets that have refilled (once a minute).
    fn sweep(&mut self, now: Instant) {
        if now.saturating_duration_since(self.swept) < Duration::from_secs(60) {
            return;
        }
        self.swept = now;
        let rate = self.rate;
        self.buckets.retain(|_, (tokens, at)| {
            *tokens + now.saturating_duration_since(*at).as_secs_f64() * rate.per_second
                < rate.burst
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_the_refill_rate() {
        let mut limiter = Limiter::new(Rate {
            burst: 3.0,
            per_second: 1.0,
        });
        let t0 = Instant::now();
        assert!((0..3).all(|_| limiter.allow("a", t0)));
        assert!(!limiter.allow("a", t0));
        assert!(limiter.allow("b", t0), "keys are apart");
        assert!(limiter.allow("a", t0 + Duration::from_millis(1000)));
        assert!(!limiter.allow("a", t0 + Duration::from_millis(1100)));
    }
}
