//! "About Moeraki Kemu": how to play each tier with small board diagrams, the names the
//! game uses and what the words mean, and the choices this version makes (mirroring
//! RULES.md). Written for this project from the facts in the rule book.

use super::board::KemuBoard;
use super::state::TanePreview;
use takaro::core::kemu::{FieldSet, Game, HollowSet};
use yew::prelude::*;

/// A small, non-interactive board showing a recorded position.
fn diagram(record: &str, caption: &str) -> Html {
    let Ok(game) = Game::from_record(record) else {
        return html! {};
    };
    let winning_hollows: HollowSet = game
        .victories()
        .iter()
        .flat_map(|v| v.hollows.clone())
        .collect();
    let winning_fields: FieldSet = game
        .victories()
        .iter()
        .flat_map(|v| v.fields.clone())
        .collect();
    html! {
        <figure>
            <KemuBoard position={*game.position()}
                       record={AttrValue::from(game.to_string())}
                       outcome="ongoing"
                       clickable_hollows={HollowSet::EMPTY}
                       clickable_fields={FieldSet::EMPTY}
                       tane_preview={TanePreview::default()}
                       {winning_hollows} {winning_fields}
                       new_tiles={FieldSet::EMPTY}
                       last={None}
                       show_names={false}
                       caption={Some(AttrValue::from(caption.to_string()))}
                       on_hollow={Callback::noop()}
                       on_field={Callback::noop()} />
            <figcaption>{ caption.to_string() }</figcaption>
        </figure>
    }
}

#[function_component(KemuAbout)]
pub fn kemu_about() -> Html {
    html! {
        <article class="about" aria-labelledby="kemu-about-title">
            <h1 id="kemu-about-title">{ "About Moeraki Kemu" }</h1>
            <p>{ "Moeraki Kemu is a modern abstract board game for two, designed by Stefan Kiehl and published by Kiehly in 2011. \
                  Its theme is the rivalry of two tribes, Matau and Manaia, on the beach at Moeraki on the east coast of \
                  New Zealand's South Island. It is a placement game: stones are put down one at a time and never move." }</p>

            <h2>{ "The board and the pieces" }</h2>
            <ul>
                <li>{ "57 hollows on a diagonal grid, joined by black lines. Between the lines lie 56 beach fields: 40 square \
                       fields, 12 triangles along the sidelines and 4 in the corners (the triangles are semi-beach)." }</li>
                <li>{ "In the middle, a white circle marks the Moeraki field: its 9 central hollows are where the ball may go." }</li>
                <li>{ "Each tribe has 28 stones: Matau black, Manaia white. One neutral Moeraki ball belongs to nobody." }</li>
                <li>{ "Hollows are named by column (a to k, left to right) and row (1 to 11, bottom to top), e.g. f6 is the centre." }</li>
            </ul>

            <h2>{ "How a game goes" }</h2>
            <ol>
                <li>{ "Player A places the Moeraki ball in one of the 9 central hollows." }</li>
                <li>{ "Player B places the first stone, in any empty hollow. Then the players take turns, one stone each." }</li>
                <li>{ "After every stone, check for a victory. The first one ends the game." }</li>
            </ol>
            <p>{ "New to the game? Follow the " }<a href="?learn=kemu">{ "guided lessons" }</a>
               { ": nine short lessons on the real board, from the names of the hollows to the Maori-Tane." }</p>

            <h2>{ "Beginner game: three ways to win" }</h2>
            <div class="diagrams">
                { diagram("beginner a=matau f6 c3 k3 e3 k5 d2 k7 d4", "Tahuna: Manaia (white) encloses the field d3 with four stones.") }
                { diagram("beginner a=matau f6 i1 b2 a7 c3 e11 d4 g3 e5", "Awa: Matau (black) fills a diagonal from its end at b2 up to the ball at f6.") }
                { diagram("beginner a=matau f6 c1 a3 e1 a5 g1 a7 i1", "Ara: Manaia fills the four hollows of the bottom edge row.") }
            </div>
            <p>{ "A river (Awa) is a whole diagonal from sideline to sideline, or, on a diagonal through the ball, every hollow \
                  from one end up to the ball. If the board fills without any of these, the Beginner game is a draw." }</p>

            <h2>{ "Basic game: tribal tiles and the Marae" }</h2>
            <p>{ "When the last hollow around a field is filled, the field is settled: a square with three stones of one colour \
                  and one of the other gets a full tile of the majority; 2:2 gets nothing. Next to the ball (three stones) a 3:0 \
                  or 2:1 majority gets a full tile. A triangle won 3:0 gets a full tile (1 point), 2:1 a half tile (½ point), \
                  drawn with a diagonal dividing line." }</p>
            <div class="diagrams">
                { diagram("basic a=matau f6 a3 b4 a5 c3 d4 e3 k3 d2", "Tiles: a half tile on a4 for Manaia (2:1) and a full tile on d3 for Matau (3:1).") }
            </div>
            <p>{ "Tahuna, Awa and Ara still win at once. When every hollow is filled, the Marae decides: each tribe counts its \
                  tiles (halves count ½) and the higher total wins. On equal totals, Player A (who placed the ball) wins." }</p>

            <h2>{ "Master game: the Maori-Tane" }</h2>
            <p>{ "Each player has one Tane. Once per game, instead of placing a stone, you may stand your Tane on a field holding \
                  your own full tile (that tile is removed) and turn it to face one of the four sidelines. Every field in a straight \
                  line from the Tane to that sideline loses its tile, your own included, and stays free of tiles for the rest of \
                  the game. If the second Tane's line crosses the first, the later line governs the crossing field, and it stays \
                  free. A Tane does not affect the stone victories. The optional Auge rule adds a fifth victory: the four hollows on \
                  the white circle all yours, or the ball and three of yours." }</p>
            <div class="diagrams">
                { diagram("master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n", "Matau's Tane on d3 faces north: the tile on d5 is removed and d5, d7, d9 and d11 stay free.") }
            </div>

            <h2>{ "A match on the Moeraki scale" }</h2>
            <p>{ "Before a match the players agree how many game wins take the Kemu: Uira 3, Kiwi 5, Moa 7 or Ika Moana 10 \
                  (or a single game). The winner of a game is Player A in the next; after a drawn game the roles swap. Each new \
                  game the ball must go to a different central hollow." }</p>

            <h2>{ "The names and what the words mean" }</h2>
            <p>{ "The game uses te reo Māori words as names. Their everyday meanings:" }</p>
            <dl class="terms">
                <dt lang="mi">{ "Tahuna" }</dt><dd>{ "beach, sandbank: the victory of enclosing a beach field" }</dd>
                <dt lang="mi">{ "Awa" }</dt><dd>{ "river: the victory along a diagonal" }</dd>
                <dt lang="mi">{ "Ara" }</dt><dd>{ "path, way: the victory along an edge row" }</dd>
                <dt lang="mi">{ "Marae" }</dt><dd>{ "the open ground before a meeting house, a place of gathering and standing; the game calls it holy ground and uses it for the tile count" }</dd>
                <dt lang="mi">{ "Tane (tāne)" }</dt><dd>{ "man; the game's warrior figure is the Maori-Tane" }</dd>
                <dt lang="mi">{ "Matau" }</dt><dd>{ "fish-hook; the black tribe" }</dd>
                <dt lang="mi">{ "Manaia" }</dt><dd>{ "a figure of Māori carving, often shown with a bird-like head; the white tribe" }</dd>
                <dt lang="mi">{ "Uira" }</dt><dd>{ "lightning: a match to 3 wins" }</dd>
                <dt lang="mi">{ "Kiwi" }</dt><dd>{ "the flightless bird: a match to 5 wins" }</dd>
                <dt lang="mi">{ "Moa" }</dt><dd>{ "the extinct giant bird: a match to 7 wins" }</dd>
                <dt lang="mi">{ "Ika Moana" }</dt><dd>{ "ika is fish, moana is sea: a match to 10 wins" }</dd>
                <dt>{ "Auge" }</dt><dd>{ "German for eye (the game comes from a German publisher): the optional circle victory" }</dd>
            </dl>

            <h2 id="kemu-choices">{ "Choices this version makes" }</h2>
            <p>{ "The published descriptions of the game are short and sometimes disagree. This version decides as follows." }</p>
            <ul>
                <li>{ "Board: 57 hollows reconstructed from the public descriptions (11 by 11 grid points with an even sum, without \
                       the four corners), 18 diagonals, four edge rows of four hollows, nine central hollows inside a circle through \
                       d6, f4, f8 and h6." }</li>
                <li>{ "Tiers follow the published game: the Tane belongs to the Master game only, although one description puts it \
                       in the Basic game." }</li>
                <li>{ "The Marae is counted when every hollow is filled (not when the central fields are claimed, as one description has it)." }</li>
                <li>{ "The Tane is placed instead of a stone, replacing one of your own full tiles (one description says instead of a \
                       tribal marker). A player with no stones left passes, and cannot use the Tane then." }</li>
                <li>{ "A square enclosed 4:0 is a Tahuna and ends the game; as the rules say (3:1 or 4:0 superiority), it is also settled with a full tile." }</li>
                <li>{ "When one stone settles several fields, the fields won by the stone's own colour are settled first." }</li>
                <li>{ "Lines of sight run over the field centres, two steps at a time towards the chosen sideline; a corner triangle \
                       stands on the two centre points beside its missing corner." }</li>
                <li>{ "If one stone completes several victories, all are reported. A stone can only complete its own tribe's lines." }</li>
                <li>{ "Auge is optional and off unless you choose \"Master with Auge\"." }</li>
                <li>{ "Undo is allowed in every game at this screen; a game that used it is marked." }</li>
            </ul>
        </article>
    }
}
