//! `takaro-service`: Papa Tākaro's game service, run beside nats-server (docs/live.md).
//! It is the only writer of live games: it referees every request with the rules
//! core and the seat keys, and answers the server's auth callout so that each browser
//! connection may reach only its own requests and replies.
//!
//! ```text
//! takaro-service            serve (settings from the environment, below)
//! takaro-service keygen     print a new callout key pair for the server's config
//! ```
//!
//! Settings: `TAKARO_NATS_URL` (comma-separated, default `nats://127.0.0.1:4222`),
//! `TAKARO_NATS_SERVICE_PASSWORD` (the `service` user's), `TAKARO_CALLOUT_SEED` (the
//! account seed whose public key is the server's `auth_callout.issuer`), and optional
//! `TAKARO_REPLICAS` (1 or 3), `TAKARO_GAME_TTL_HOURS` (168), `TAKARO_CLASS_TTL_HOURS`
//! (how long a class room is kept after its last change: 24), `TAKARO_STORE_MB` (the
//! buckets' size: 1024, or 341 on three replicas; 7/8 for games, 1/8 for class rooms),
//! `TAKARO_CONNECTIONS_PER_MINUTE` (new connections an address, 60),
//! `TAKARO_REQUESTS_PER_SECOND` (a connection's, 20).

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use takaro_service::limits::Rate;
use takaro_service::server::{Limits, Service};
use takaro_service::store::{BucketSettings, Store};

fn setting(name: &str, default: f64) -> Result<f64, String> {
    match std::env::var(name) {
        Ok(text) => text
            .parse()
            .ok()
            .filter(|n: &f64| *n > 0.0)
            .ok_or(format!("{name} is not a positive number: {text}")),
        Err(_) => Ok(default),
    }
}

fn required(name: &str) -> Result<String, String> {
    std::env::var(name).map_err(|_| format!("{name} is not set"))
}

async fn serve() -> Result<(), String> {
    let urls = std::env::var("TAKARO_NATS_URL").unwrap_or("nats://127.0.0.1:4222".into());
    let password = required("TAKARO_NATS_SERVICE_PASSWORD")?;
    let issuer = nkeys::KeyPair::from_seed(&required("TAKARO_CALLOUT_SEED")?)
        .map_err(|e| format!("TAKARO_CALLOUT_SEED: {e}"))?;
    let per_second = setting("TAKARO_REQUESTS_PER_SECOND", 20.0)?;
    let per_minute = setting("TAKARO_CONNECTIONS_PER_MINUTE", 60.0)?;
    let limits = Limits {
        requests: Rate {
            burst: per_second * 3.0,
            per_second,
        },
        creates: Rate {
            burst: 20.0,
            per_second: 20.0 / 3600.0,
        },
        codes: Rate {
            burst: 10.0,
            per_second: 10.0 / 3600.0,
        },
        connections: Rate {
            burst: per_minute,
            per_second: per_minute / 60.0,
        },
    };
    let replicas = setting("TAKARO_REPLICAS", 1.0)? as usize;
    // The account's disk (deploy/nats-server.conf: 1.5 GiB) counts every replica.
    let store_mb = setting("TAKARO_STORE_MB", 1024.0 / replicas as f64)?;
    let bytes = store_mb * 1_048_576.0;
    let games = BucketSettings {
        ttl: Duration::from_secs_f64(setting("TAKARO_GAME_TTL_HOURS", 168.0)? * 3600.0),
        replicas,
        max_bytes: (bytes * 7.0 / 8.0) as i64,
    };
    let classes = BucketSettings {
        ttl: Duration::from_secs_f64(setting("TAKARO_CLASS_TTL_HOURS", 24.0)? * 3600.0),
        replicas,
        max_bytes: (bytes / 8.0) as i64,
    };
    let servers: Vec<async_nats::ServerAddr> = urls
        .split(',')
        .map(|u| u.trim().parse().map_err(|e| format!("{u}: {e}")))
        .collect::<Result<_, _>>()?;
    let client = async_nats::ConnectOptions::new()
        .name("takaro-service")
        .user_and_password("service".into(), password)
        .retry_on_initial_connect()
        .connect(servers)
        .await
        .map_err(|e| format!("connecting to {urls}: {e}"))?;
    let mut js = async_nats::jetstream::new(client.clone());
    // A store that does not answer in a second and a half is asked again (by the page,
    // whose requests are idempotent) rather than waited on: a wait held behind a lost
    // read would hide the next move.
    js.set_timeout(Duration::from_millis(1500));
    // A cluster answers only once it has elected its leaders.
    let store = loop {
        match Store::open(&js, &games, &classes).await {
            Ok(store) => break store,
            Err(e) => {
                eprintln!("takaro-service: the bucket is not ready ({e}); trying again");
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        }
    };
    Arc::new(Service::new(client, store, issuer, limits))
        .run()
        .await
        .map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let command = std::env::args().nth(1);
    let result = match command.as_deref() {
        None | Some("serve") => tokio::runtime::Runtime::new()
            .map_err(|e| e.to_string())
            .and_then(|runtime| runtime.block_on(serve())),
        Some("keygen") => {
            let pair = nkeys::KeyPair::new_account();
            match pair.seed() {
                Ok(seed) => {
                    println!("TAKARO_CALLOUT_SEED={seed}");
                    println!("TAKARO_CALLOUT_ISSUER={}", pair.public_key());
                    Ok(())
                }
                Err(e) => Err(e.to_string()),
            }
        }
        Some(other) => Err(format!("unknown command {other}: use serve or keygen")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("takaro-service: {why}");
            ExitCode::FAILURE
        }
    }
}
