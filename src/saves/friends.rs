//! The games this device plays with friends on other devices ("Games with friends"),
//! both games in one list, one line a game. Each game is kept as its link (the rules
//! core reads it back), with what the list shows of it written when it was saved.
//!
//! A game is only ever updated by its own id ([`save`]); a list that cannot be read is
//! kept aside by [`Slot::read`] like every save.

use super::Slot;

/// The list, one line a game: id, game, seat, `link`|`live`, a live game's short code,
/// date, whose turn, last move, link (tab-separated).
pub const FRIENDS: Slot = Slot::new("papa-takaro.friends.v1");

/// One game with a friend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendGame {
    /// The game's id, the same on both devices.
    pub id: String,
    /// Which game (`mu-torere`, `kemu`).
    pub game: String,
    /// The side this device plays (its code).
    pub seat: String,
    /// Played live through the host's server (else by link).
    pub live: bool,
    /// A live game's short code, which a friend can type (empty if unknown).
    pub code: String,
    /// When it was last saved: `YYYY-MM-DD`.
    pub date: String,
    /// Whose turn it is (a side's code), empty once the game is over.
    pub to_move: String,
    /// The last move in words, as it was said when saved (may be empty).
    pub last_move: String,
    /// The game as its link carries it (the query's pairs).
    pub link: String,
}

impl FriendGame {
    fn to_line(&self) -> String {
        let mode = if self.live { "live" } else { "link" };
        [
            self.id.as_str(),
            &self.game,
            &self.seat,
            mode,
            &self.code,
            &self.date,
            &self.to_move,
            &self.last_move,
            &self.link,
        ]
        .map(|field| field.replace(['\t', '\n'], " "))
        .join("\t")
    }

    fn from_line(line: &str) -> Option<FriendGame> {
        let f: Vec<&str> = line.split('\t').collect();
        let [id, game, seat, mode, code, date, to_move, last_move, link] = f[..] else {
            return None;
        };
        let live = match mode {
            "live" => true,
            "link" => false,
            _ => return None,
        };
        (!id.is_empty()).then(|| FriendGame {
            id: id.into(),
            game: game.into(),
            seat: seat.into(),
            live,
            code: code.into(),
            date: date.into(),
            to_move: to_move.into(),
            last_move: last_move.into(),
            link: link.into(),
        })
    }
}

/// Reads a whole list; `None` if any line cannot be read (the list is then kept aside,
/// not written over line by line).
fn parse(text: &str) -> Option<Vec<FriendGame>> {
    text.lines()
        .filter(|l| !l.is_empty())
        .map(FriendGame::from_line)
        .collect()
}

fn to_text(games: &[FriendGame]) -> String {
    games.iter().map(|g| g.to_line() + "\n").collect()
}

/// Every game with a friend, the most recently saved first.
pub fn list() -> Vec<FriendGame> {
    FRIENDS.read(parse).found().unwrap_or_default()
}

/// The game with this id.
pub fn find(id: &str) -> Option<FriendGame> {
    list().into_iter().find(|g| g.id == id)
}

/// Saves a game: it replaces the game with its id (only that one), and goes to the top.
pub fn save(game: FriendGame) {
    let mut games = list();
    games.retain(|g| g.id != game.id);
    games.insert(0, game);
    FRIENDS.write(&to_text(&games));
}

/// Today, `YYYY-MM-DD`, in the device's time zone.
pub fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::memory;

    fn game(id: &str, link: &str) -> FriendGame {
        FriendGame {
            id: id.into(),
            game: "kemu".into(),
            seat: "manaia".into(),
            live: false,
            code: String::new(),
            date: "2026-12-02".into(),
            to_move: "matau".into(),
            last_move: "Manaia placed a stone on c9".into(),
            link: link.into(),
        }
    }

    #[test]
    fn a_game_is_saved_by_its_id_and_never_replaces_another() {
        memory::clear();
        save(game("one", "record=bk"));
        save(game("two", "record=bkA"));
        save(game("one", "record=bkAB"));
        let games = list();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0], game("one", "record=bkAB"), "the latest first");
        assert_eq!(games[1], game("two", "record=bkA"));
        assert_eq!(find("two").unwrap().link, "record=bkA");
    }

    #[test]
    fn a_list_that_cannot_be_read_is_kept_aside() {
        memory::clear();
        crate::storage::save(FRIENDS.key, "not\ta list");
        let stored = memory::items()[FRIENDS.key].clone();
        assert_eq!(list(), Vec::new());
        save(game("one", "record=bk"));
        assert_eq!(list().len(), 1);
        let backup = super::super::backup_key(FRIENDS.key, 1);
        assert_eq!(
            memory::items().get(&backup),
            Some(&stored),
            "kept as it was"
        );
    }

    #[test]
    fn tabs_and_line_breaks_in_words_do_not_break_the_list() {
        memory::clear();
        let mut g = game("one", "record=bk");
        g.last_move = "two\tlines\nhere".into();
        save(g);
        assert_eq!(list()[0].last_move, "two lines here");
    }
}
