//! Trunk's staging folder, which the build program changes before it becomes `dist/`, and
//! what kind of build Trunk is making (the environment Trunk gives its hooks).

use std::path::{Path, PathBuf};

/// A build in progress: where its files are and how small they are to be made.
pub struct Staging {
    /// Trunk's staging folder (`TRUNK_STAGING_DIR`).
    pub dir: PathBuf,
    /// The project being built (`TRUNK_SOURCE_DIR`, else the current folder): its
    /// `static/`, `i18n/` and `node_modules/`.
    pub source: PathBuf,
    /// A release build (`TRUNK_PROFILE=release`), whose files are shrunk.
    pub release: bool,
    /// `PAPA_TAKARO_QUICK=1`: a quick local release build that skips the steps that only
    /// shrink files (docs/hosting.md).
    pub quick: bool,
}

impl Staging {
    /// The build Trunk's hook environment describes, or what is missing.
    pub fn from_env() -> Result<Staging, String> {
        let dir = std::env::var_os("TRUNK_STAGING_DIR")
            .map(PathBuf::from)
            .ok_or("run by Trunk's post_build hook (TRUNK_STAGING_DIR is not set)")?;
        let source =
            std::env::var_os("TRUNK_SOURCE_DIR").map_or_else(|| PathBuf::from("."), PathBuf::from);
        Ok(Staging {
            dir,
            source,
            release: std::env::var("TRUNK_PROFILE").as_deref() == Ok("release"),
            quick: std::env::var("PAPA_TAKARO_QUICK").as_deref() == Ok("1"),
        })
    }

    /// Whether a step that only shrinks files runs: in release builds unless
    /// `PAPA_TAKARO_QUICK=1`, which the output says.
    pub fn shrinking(&self, step: &str) -> bool {
        if self.release && self.quick {
            println!("{step}: not shrinking (PAPA_TAKARO_QUICK=1: a quick local build, larger than a release build)");
        }
        self.release && !self.quick
    }

    /// A file of the staging folder.
    pub fn path(&self, file: &str) -> PathBuf {
        self.dir.join(file)
    }

    /// A staged file's bytes.
    pub fn read(&self, file: &str) -> Result<Vec<u8>, String> {
        read(&self.path(file))
    }

    /// A staged file's text.
    pub fn read_text(&self, file: &str) -> Result<String, String> {
        read_text(&self.path(file))
    }

    /// Writes a file into the staging folder.
    pub fn write(&self, file: &str, contents: impl AsRef<[u8]>) -> Result<(), String> {
        let path = self.path(file);
        std::fs::write(&path, contents).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// A file of the project's source's text.
    pub fn source_text(&self, file: &str) -> Result<String, String> {
        read_text(&self.source.join(file))
    }
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn read_text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// A build setting from the environment (`PAPA_TAKARO_NATS`, `PAPA_TAKARO_SITE`): `None`
/// when unset, an error when it is not text (never silently left out).
pub fn setting(name: &str) -> Result<Option<String>, String> {
    match std::env::var(name) {
        Ok(value) => Ok(Some(value)),
        Err(std::env::VarError::NotPresent) => Ok(None),
        Err(std::env::VarError::NotUnicode(_)) => Err(format!("{name} is not text")),
    }
}
