//! What a referee makes of a request (the games' [`crate::referee`], the class rooms'
//! [`crate::room`]), and how often a server tries to store it: every write is a
//! compare-and-set on the revision judged, so a request that lost the race to another is
//! judged again on what that one stored.

/// Compare-and-set attempts before a request is answered "unreachable".
pub const WRITE_TRIES: usize = 8;

/// What to answer (`A`), and the game or room (`S`) to store, if any.
#[derive(Debug, PartialEq, Eq)]
// One a request, moved once: boxing the stored value would save nothing.
#[allow(clippy::large_enum_variant)]
pub enum Verdict<A, S> {
    /// Nothing to store: the request was answered before (its answer was lost) or asks
    /// for what already is.
    Unchanged(A),
    /// Store this.
    Store(A, S),
}
