//! Class rooms (issue 36): one teacher, up to 40 students and a projector on the host's
//! game service (docs/class-protocol.md). The learning bundle alone draws them
//! (`route::Page::Class`, the `friends` feature), with their own stylesheet
//! (`static/class.css`, loaded here), so no first screen grows.
//!
//! Class rooms name no game: each game gives them its part in its own folder
//! (`src/<game>/class_play.rs`: [`ClassPlay`] and [`QuestionPlay`]), and `crate::pages`
//! hands the class page every game's ([`ClassGames`]), from which a room takes the one it
//! plays (the registry's [`crate::games::Game`]).
//!
//! - [`ClassAddress`]: which class page an address opens (`?class=new|join|data|<room>`).
//! - `client`: the requests and the room's state, through live.js.
//! - `class_play`: what a game gives class rooms (rule sets, an odd student's game).
//! - `games`: a room's game, whichever it is ([`games::AnyClassPlay`]: rule sets, start
//!   links, records judged, boards), and [`ClassGames`].
//! - `new_class`, `join`: opening a room (teacher), joining one (student).
//! - `console`, `student`, `projector`: the room as each role sees it.
//! - `strip`: the class strip above a student's game.
//! - `results`, `names`: the results table, the real names kept on the teacher's device.
//! - `ask`, `question`, `question_game`, `question_play`, `answers`: a question to the
//!   class (issue 37): choosing its position, each device's view of it, its position read
//!   by the rules core, what a game gives questions, and the class's answers as the game
//!   judged them.
//! - `tournament`, `standings`: a class tournament in the console, and its standings
//!   (with the teacher's CSV).
//! - `data_page`: what the server keeps about a room.

pub mod answers;
pub mod ask;
#[cfg(test)]
pub mod checks;
pub mod class_play;
pub mod client;
pub mod console;
pub mod data_page;
pub mod follow;
pub mod games;
pub mod join;
pub mod names;
pub mod new_class;
pub mod projector;
pub mod question;
pub mod question_game;
pub mod question_play;
pub mod results;
pub mod room_state;
pub mod standings;
pub mod strip;
pub mod student;
pub mod tournament;

pub use class_play::ClassPlay;
pub use games::ClassGames;
pub use question_play::QuestionPlay;

use crate::games::Game;
use crate::play::live;
use crate::play::live_bridge::LiveError;
use crate::route::{use_address, Address, Query};
use crate::t;
use client::{use_room, Role};
use yew::prelude::*;

/// What a class address asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassAddress {
    /// `?class=new&game=…&rules=…|tier=…`: the form that opens a room (the rule set as
    /// the game reads it from the address: [`ClassPlay::rules_in`]).
    New { game: Game },
    /// `?class=join&code=…`: joining a room (the code typed if not in the address).
    Join { code: Option<String> },
    /// `?class=data`: what the server keeps about a class room.
    Data,
    /// `?class=<room>` (`&key=<watch>` for the projector's link; `&back=1` from a
    /// student's game: the room is shown without moving on to that game).
    Room {
        room: String,
        key: Option<String>,
        back: bool,
    },
    /// An address that names no room.
    Bad,
}

impl ClassAddress {
    pub fn from_query(query: &Query) -> ClassAddress {
        let class = query.get("class").unwrap_or_default();
        match class.as_ref() {
            "new" => ClassAddress::New {
                game: query
                    .get("game")
                    .and_then(|g| Game::from_slug(&g))
                    .unwrap_or(Game::ALL[0]),
            },
            "join" => ClassAddress::Join {
                code: query.get("code").and_then(|c| join_code(&c)),
            },
            "data" => ClassAddress::Data,
            room if is_room_id(room) => ClassAddress::Room {
                room: room.to_string(),
                key: query
                    .get("key")
                    .filter(|k| is_secret(k))
                    .map(|k| k.to_string()),
                back: query.is_on("back"),
            },
            _ => ClassAddress::Bad,
        }
    }
}

/// A room's id: 24 letters of the service's alphabet (a–z, 2–7).
pub fn is_room_id(text: &str) -> bool {
    text.len() == 24
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || (b'2'..=b'7').contains(&b))
}

/// A key made by a browser or the service: 22–64 URL-safe letters.
fn is_secret(text: &str) -> bool {
    (22..=64).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The letters of a join code.
pub const CODE_LETTERS: &str = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/// A join code as typed (any case, spaces and dashes ignored), if it is one: six of
/// [`CODE_LETTERS`].
pub fn join_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == 6 && code.chars().all(|c| CODE_LETTERS.contains(c))).then_some(code)
}

/// A class room's addresses.
pub fn room_address(room: &str) -> String {
    format!("?class={room}")
}

pub fn join_address(code: &str) -> String {
    format!("?class=join&code={code}")
}

pub fn projector_address(room: &str, watch: Option<&str>) -> String {
    Query::parse(&room_address(room))
        .with("key", watch)
        .with("view", Some("projector"))
        .to_link()
}

/// A student's game of the room: the live game's address, their side, and the room.
pub fn game_address(game: &str, id: &str, seat: &str, room: &str) -> String {
    format!("?game={game}&live={id}&as={seat}&class={room}")
}

/// The class rooms' stylesheet, out of every first screen.
pub const STYLESHEET: &str = "class.css";

/// The whole address of a query on this page (what another device opens).
pub fn absolute(query: &str) -> String {
    crate::route::whole_address(query).unwrap_or_else(|| query.to_string())
}

#[derive(Properties, PartialEq)]
pub struct JoinLinkProps {
    pub code: String,
    /// Drawn for the projector: the code and the QR code as large as the screen allows.
    #[prop_or_default]
    pub big: bool,
}

/// A room's join code, its join link and the link's QR code (made by
/// `static/friend-qr.js`, as a friend's link's is).
#[function_component(JoinLink)]
pub fn join_link(props: &JoinLinkProps) -> Html {
    let link = projector::join_link(&props.code);
    let qr = use_state(|| None::<(u32, String)>);
    {
        let qr = qr.clone();
        use_effect_with(link.clone(), move |link| {
            let link = link.clone();
            yew::platform::spawn_local(async move {
                qr.set(crate::play::friend_panel::qr_code(&link).await.ok());
            });
        });
    }
    html! {
        <div class={classes!("class-join-link", props.big.then_some("big"))}>
            <p>{ t::class_join_with_code() }{ " " }
                <strong class="class-code" data-class-code={props.code.clone()}>{ props.code.clone() }</strong>
            </p>
            <p>{ t::class_or_open() }{ " " }<a data-class-link="" href={link.clone()}>{ link.clone() }</a></p>
            if let Some((size, path)) = &*qr {
                <svg class="qr" viewBox={format!("-4 -4 {} {}", size + 8, size + 8)} role="img"
                     aria-label={t::class_qr_label()} data-testid="class-qr">
                    <rect x="-4" y="-4" width={(size + 8).to_string()} height={(size + 8).to_string()} fill="#fff" />
                    <path d={path.clone()} fill="#000" />
                </svg>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ClassPageProps {
    pub query: Query,
    pub projector: bool,
    /// Each game's part of class rooms.
    pub games: ClassGames,
}

/// A class page, as its address asks.
#[function_component(ClassPage)]
pub fn class_page(props: &ClassPageProps) -> Html {
    let here = use_address();
    let address = ClassAddress::from_query(&props.query);
    let body = if !live::available() && address != ClassAddress::Data {
        no_server(&here)
    } else {
        match address {
            ClassAddress::New { game } => {
                let rules = props.games.of(game).rules_in(&props.query);
                html! { <new_class::NewClass games={props.games} {game} {rules} /> }
            }
            ClassAddress::Join { code } => html! { <join::JoinClass {code} /> },
            ClassAddress::Data => html! { <data_page::DataPage /> },
            ClassAddress::Room { room, key, back } => {
                html! { <Room games={props.games} {room} secret={key} {back} projector={props.projector} /> }
            }
            ClassAddress::Bad => html! {
                <p class="message" role="alert" data-testid="class-message">{ t::class_bad_address() }</p>
            },
        }
    };
    html! {
        <section class="class-page" aria-labelledby="class-title" data-testid="class-page">
            { crate::lazy_style::stylesheet(STYLESHEET) }
            { body }
            <p class="class-data-link"><a href={here.link_to("?class=data")}>{ t::class_data_link() }</a></p>
        </section>
    }
}

/// Without a live server: class rooms need one; play by link needs none.
fn no_server(here: &Address) -> Html {
    html! { <>
        <h1 id="class-title">{ t::class_title() }</h1>
        <p class="message" role="alert" data-testid="class-message">{ t::class_no_server() }</p>
        <p><a href={here.link_to("?game=mu-torere&friends=1")}>{ t::class_by_link_instead() }</a></p>
    </> }
}

#[derive(Properties, PartialEq)]
struct RoomProps {
    games: ClassGames,
    room: String,
    /// The watch secret the address carries (the projector's link).
    secret: Option<String>,
    back: bool,
    projector: bool,
}

/// A room, as this device's role in it shows it.
#[function_component(Room)]
fn room(props: &RoomProps) -> Html {
    let view = use_room(&props.room, props.secret.as_deref());
    if let Some(why) = view.failure {
        return gone(why);
    }
    let Some(state) = view.state.clone() else {
        return html! { <>
            <h1 id="class-title">{ t::class_title() }</h1>
            <p role="status" data-testid="class-message">{ t::class_opening() }</p>
        </> };
    };
    let game = props.games.of_room(&state.game);
    match view.role {
        Some(Role::Teacher) if !props.projector => {
            html! { <console::Console {game} view={view.clone()} /> }
        }
        Some(Role::Teacher) | Some(Role::Watch) => {
            html! { <projector::Projector {game} {state} /> }
        }
        Some(Role::Student) => {
            html! { <student::StudentView {game} {state} back={props.back} /> }
        }
        None => Html::default(),
    }
}

/// A room this device may no longer open, in words and nothing else.
pub fn gone(why: LiveError) -> Html {
    let words = gone_words(why);
    html! { <>
        <h1 id="class-title">{ t::class_title() }</h1>
        <p class="message" role="alert" data-testid="class-gone" data-reason={why.code()}>{ words }</p>
    </> }
}

/// Why a room is gone or refused a change, in words.
pub fn gone_words(why: LiveError) -> &'static str {
    match why {
        LiveError::Removed => t::class_removed(),
        LiveError::Ended => t::class_ended(),
        LiveError::Locked => t::class_locked(),
        LiveError::NotFound => t::class_not_found(),
        LiveError::BadCode => t::class_bad_code(),
        LiveError::Paused => t::class_paused(),
        LiveError::Busy => t::class_busy(),
        LiveError::Full => t::class_full(),
        LiveError::Refused => t::class_too_many(),
        _ => t::class_unreachable(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(query: &str) -> ClassAddress {
        ClassAddress::from_query(&Query::parse(query))
    }

    #[test]
    fn addresses() {
        for game in Game::ALL {
            assert_eq!(
                address(&format!("?class=new&game={}", game.slug())),
                ClassAddress::New { game }
            );
        }
        assert_eq!(
            address("?class=new&game=chess"),
            ClassAddress::New { game: Game::ALL[0] }
        );
        assert_eq!(
            address("?class=join&code=ab-c d1e"),
            ClassAddress::Join { code: None },
            "six letters, but not all of the codes' letters"
        );
        assert_eq!(
            address("?class=join&code=abc-def"),
            ClassAddress::Join {
                code: Some("ABCDEF".into())
            }
        );
        assert_eq!(address("?class=data"), ClassAddress::Data);
        let room = "abcdefghijklmnopqrstuvwx";
        assert_eq!(
            address(&format!(
                "?class={room}&key=ABCDEFGHIJKLMNOPQRSTUV&view=projector"
            )),
            ClassAddress::Room {
                room: room.into(),
                key: Some("ABCDEFGHIJKLMNOPQRSTUV".into()),
                back: false
            }
        );
        assert_eq!(
            address(&format!("?class={room}&key=short&back=1")),
            ClassAddress::Room {
                room: room.into(),
                key: None,
                back: true
            }
        );
        assert_eq!(address("?class=<script>"), ClassAddress::Bad);
        assert_eq!(
            address("?class=ABCDEFGHIJKLMNOPQRSTUVWX"),
            ClassAddress::Bad
        );
    }

    #[test]
    fn join_codes_are_six_of_the_codes_letters() {
        assert_eq!(join_code(" xyz 234 "), Some("XYZ234".into()));
        assert_eq!(join_code("ABCDE"), None);
        assert_eq!(join_code("ABCDEF1"), None);
        assert_eq!(join_code("ABCDE1"), None, "1 is not a code letter");
        assert_eq!(join_code("ABCDEO"), None, "O is not a code letter");
    }

    #[test]
    fn the_class_pages_are_the_learning_bundles() {
        use crate::games::{Game, GamePage};
        use crate::route::{parse, Bundle, Page};
        for query in [
            "?class=new",
            "?class=join&code=ABCDEF",
            "?class=data",
            "?class=abcdefghijklmnopqrstuvwx&view=projector",
            "?class=new&game=kemu&tier=beginner",
        ] {
            assert_eq!(parse(query).page, Page::Class, "{query}");
            assert_eq!(parse(query).page.bundle(), Bundle::Learn, "{query}");
        }
        let game = game_address("mu-torere", "abcdefghijklmnopqrstuvwx", "green", "r");
        assert_eq!(
            parse(&game).page,
            Page::of(Game::MuTorere, GamePage::Friend)
        );
        assert_eq!(
            parse("?class=x&about=1&game=kemu").page,
            Page::of(Game::Kemu, GamePage::About)
        );
        assert_eq!(
            parse("?class=x&learn=kemu").page,
            Page::of(Game::Kemu, GamePage::Lessons)
        );
    }
}
