//! The service worker (static/sw.js) never keeps files of two builds together: run in
//! Node (tests/service_worker/mixed_builds.mjs) on the build's facts, against a host that
//! changes builds.

#[test]
fn the_service_worker_never_mixes_two_builds() {
    let facts = papa_takaro::build_facts::unhashed_facts().to_string();
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/service_worker/mixed_builds.mjs"
    );
    let out = std::process::Command::new("node")
        .args([script, &facts])
        .output()
        .expect("node runs (scripts/setup installs it)");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
