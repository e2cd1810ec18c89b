//! "About Moeraki Kemu": how to play each tier with small board diagrams, the names the
//! game uses and what the words mean, and the choices this version makes (mirroring
//! RULES.md). Written for this project from the facts in the rule book.

use crate::games::Diagram;
use crate::t;
use yew::prelude::*;

const TAHUNA: Diagram = Diagram::new(
    "diagram-kemu-tahuna.svg",
    "beginner a=matau f6 c3 k3 e3 k5 d2 k7 d4",
    t::learn_kemu_diagram_tahuna,
);
const AWA: Diagram = Diagram::new(
    "diagram-kemu-awa.svg",
    "beginner a=matau f6 i1 b2 a7 c3 e11 d4 g3 e5",
    t::learn_kemu_diagram_awa,
);
const ARA: Diagram = Diagram::new(
    "diagram-kemu-ara.svg",
    "beginner a=matau f6 c1 a3 e1 a5 g1 a7 i1",
    t::learn_kemu_diagram_ara,
);
const TILES: Diagram = Diagram::new(
    "diagram-kemu-tiles.svg",
    "basic a=matau f6 a3 b4 a5 c3 d4 e3 k3 d2",
    t::learn_kemu_diagram_tiles,
);
const TANE: Diagram = Diagram::new(
    "diagram-kemu-tane.svg",
    "master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n",
    t::learn_kemu_diagram_tane,
);

/// The page's diagrams (`pages::about_diagrams`), in its order.
pub const DIAGRAMS: [Diagram; 5] = [TAHUNA, AWA, ARA, TILES, TANE];

/// A diagram as the page shows it: the picture of its position, with its caption.
fn diagram(diagram: &Diagram) -> Html {
    let caption = (diagram.caption)();
    html! {
        <figure>
            <img src={diagram.file} alt={caption} loading="lazy" />
            <figcaption>{ caption }</figcaption>
        </figure>
    }
}

/// The board of a diagram, as its picture's file draws it (off the browser, by the
/// first screens' build step).
#[cfg(feature = "ssr")]
pub fn diagram_board(diagram: &Diagram) -> Result<Html, String> {
    let game = takaro::core::kemu::Game::from_record(diagram.record)
        .map_err(|e| format!("{}: {e}", diagram.file))?;
    Ok(super::picture::picture(&game, (diagram.caption)(), false))
}

#[function_component(KemuAbout)]
pub fn kemu_about() -> Html {
    let here = crate::route::use_address();
    html! {
        <article class="about" aria-labelledby="kemu-about-title">
            <h1 id="kemu-about-title">{ t::learn_kemu_about_title() }</h1>
            <p>{ t::learn_kemu_about_intro() }</p>

            <h2>{ t::learn_kemu_about_board_heading() }</h2>
            <ul>
                <li>{ t::learn_kemu_about_board_hollows() }</li>
                <li>{ t::learn_kemu_about_board_circle() }</li>
                <li>{ t::learn_kemu_about_board_stones() }</li>
                <li>{ t::learn_kemu_about_board_names() }</li>
                <li>{ t::kemu_board_keys() }</li>
            </ul>

            <h2>{ t::learn_kemu_about_game_heading() }</h2>
            <ol>
                <li>{ t::learn_kemu_about_game_ball() }</li>
                <li>{ t::learn_kemu_about_game_first() }</li>
                <li>{ t::learn_kemu_about_game_check() }</li>
            </ol>
            <p>{ crate::i18n::rich(
                &t::learn_kemu_about_new(crate::i18n::SLOTS[0]),
                &[html! { <a href={here.link_to("?learn=kemu")}>{ t::learn_kemu_about_lessons_link() }</a> }],
            ) }</p>
            { crate::print::links(&here, crate::games::Game::Kemu) }

            <h2>{ t::learn_kemu_about_beginner_heading() }</h2>
            <div class="diagrams">
                { diagram(&TAHUNA) }
                { diagram(&AWA) }
                { diagram(&ARA) }
            </div>
            <p>{ t::learn_kemu_about_river() }</p>

            <h2>{ t::learn_kemu_about_basic_heading() }</h2>
            <p>{ t::learn_kemu_about_tiles() }</p>
            <div class="diagrams">
                { diagram(&TILES) }
            </div>
            <p>{ t::learn_kemu_about_marae() }</p>

            <h2>{ t::learn_kemu_about_master_heading() }</h2>
            <p>{ t::learn_kemu_about_tane() }</p>
            <div class="diagrams">
                { diagram(&TANE) }
            </div>

            <h2>{ t::learn_kemu_about_match_heading() }</h2>
            <p>{ t::learn_kemu_about_match() }</p>

            <h2>{ t::learn_kemu_about_names_heading() }</h2>
            <p>{ t::learn_kemu_about_names() }</p>
            // The names stay as the game publishes them; their meanings are translated.
            <dl class="terms">
                <dt lang="mi">{ "Tahuna" }</dt><dd>{ t::learn_kemu_term_tahuna() }</dd>
                <dt lang="mi">{ "Awa" }</dt><dd>{ t::learn_kemu_term_awa() }</dd>
                <dt lang="mi">{ "Ara" }</dt><dd>{ t::learn_kemu_term_ara() }</dd>
                <dt lang="mi">{ "Marae" }</dt><dd>{ t::learn_kemu_term_marae() }</dd>
                <dt lang="mi">{ "Tane (tāne)" }</dt><dd>{ t::learn_kemu_term_tane() }</dd>
                <dt lang="mi">{ "Matau" }</dt><dd>{ t::learn_kemu_term_matau() }</dd>
                <dt lang="mi">{ "Manaia" }</dt><dd>{ t::learn_kemu_term_manaia() }</dd>
                <dt lang="mi">{ "Uira" }</dt><dd>{ t::learn_kemu_term_uira() }</dd>
                <dt lang="mi">{ "Kiwi" }</dt><dd>{ t::learn_kemu_term_kiwi() }</dd>
                <dt lang="mi">{ "Moa" }</dt><dd>{ t::learn_kemu_term_moa() }</dd>
                <dt lang="mi">{ "Ika Moana" }</dt><dd>{ t::learn_kemu_term_ika_moana() }</dd>
                <dt lang="de">{ "Auge" }</dt><dd>{ t::learn_kemu_term_auge() }</dd>
            </dl>

            <h2 id="kemu-choices">{ t::learn_kemu_choices_heading() }</h2>
            <p>{ t::learn_kemu_choices() }</p>
            <ul>
                <li>{ t::learn_kemu_choice_board() }</li>
                <li>{ t::learn_kemu_choice_tiers() }</li>
                <li>{ t::learn_kemu_choice_marae() }</li>
                <li>{ t::learn_kemu_choice_tane() }</li>
                <li>{ t::learn_kemu_choice_tahuna() }</li>
                <li>{ t::learn_kemu_choice_settle() }</li>
                <li>{ t::learn_kemu_choice_sight() }</li>
                <li>{ t::learn_kemu_choice_victories() }</li>
                <li>{ t::learn_kemu_choice_auge() }</li>
                <li>{ t::learn_kemu_choice_undo() }</li>
            </ul>
            <p class="learn-links"><a href={here.link_to(&crate::route::Page::EmbedBuilder.query())}>{ t::embed_builder_link() }</a></p>
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::DIAGRAMS;
    use takaro::core::kemu::Game;

    #[test]
    fn each_diagram_is_a_game_s_position_with_a_file_of_its_own() {
        let mut files: Vec<&str> = DIAGRAMS.iter().map(|d| d.file).collect();
        for diagram in DIAGRAMS {
            assert!(
                Game::from_record(diagram.record).is_ok(),
                "{}: {}",
                diagram.file,
                diagram.record
            );
            assert!(diagram.file.starts_with("diagram-kemu-") && diagram.file.ends_with(".svg"));
        }
        files.sort_unstable();
        files.dedup();
        assert_eq!(files.len(), DIAGRAMS.len(), "a file each");
    }
}
