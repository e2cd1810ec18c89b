//! "About Mū tōrere": the board's parts, the rules, history, and the choices this
//! version makes. Written for this project from the facts in the rule book.

use super::state::{rules_name, rules_says};
use crate::i18n::{corrections_contact, rich, CORRECTIONS_SECTION, SLOTS};
use crate::t;
use takaro::core::mu_torere::{RuleSet, Value};
use takaro::mu_torere::figures;
use yew::prelude::*;

/// The start's value for Green in words.
fn start_words(v: Value) -> String {
    match v {
        Value::Draw => t::learn_mu_start_draw().into(),
        Value::Win(d) => t::learn_mu_start_green_wins(crate::i18n::own_moves(d)),
        Value::Loss(d) => t::learn_mu_start_white_wins(crate::i18n::own_moves(d)),
    }
}

/// One row of the rule-set table, from the embedded solve.
fn rules_row(rules: RuleSet) -> Html {
    let f = figures(rules);
    let counts = |n: usize| {
        if rules.position_only() {
            n.to_string()
        } else {
            format!("{n}*")
        }
    };
    html! {
        <tr data-rules={rules.to_string()}>
            <th scope="row"><code>{ rules_name(rules) }</code></th>
            <td>{ rules_says(rules) }</td>
            <td>{ start_words(f.start) }</td>
            <td>{ counts(f.reachable) }</td>
            <td>{ counts(f.winning) }</td>
            <td>{ counts(f.losing) }</td>
            <td>{ counts(f.drawn) }</td>
        </tr>
    }
}

#[function_component(MuAbout)]
pub fn mu_about() -> Html {
    let here = crate::route::use_address();
    let new_to_the_game = rich(
        &t::learn_mu_about_new(t::LearnMuAboutNew {
            lessons: SLOTS[0],
            trainer: SLOTS[1],
        }),
        &[
            html! { <a href={here.link_to("?learn=mu-torere")}>{ t::learn_mu_about_lessons_link() }</a> },
            html! { <a href={here.link_to("?game=mu-torere&puzzle=1")}>{ t::learn_mu_about_trainer_link() }</a> },
        ],
    );
    html! {
        <article class="about" aria-labelledby="mu-about-title">
            <h1 id="mu-about-title">{ t::learn_mu_about_title() }</h1>
            <p>{ t::learn_mu_about_intro() }</p>

            <h2>{ t::learn_mu_about_board_heading() }</h2>
            <p>{ t::learn_mu_about_board() }</p>
            { terms() }

            <h2>{ t::learn_mu_about_play_heading() }</h2>
            <ol>
                <li>{ t::learn_mu_about_play_start() }</li>
                <li>{ t::learn_mu_about_play_move() }
                    <ul>
                        <li>{ t::learn_mu_about_play_along() }</li>
                        <li>{ t::learn_mu_about_play_out() }</li>
                        <li>{ t::learn_mu_about_play_in() }</li>
                    </ul>
                </li>
                <li>{ t::learn_mu_about_play_lose() }</li>
            </ol>
            <p>{ t::learn_mu_about_in_app() }</p>

            <p>{ new_to_the_game }</p>
            { crate::print::links(&here, crate::games::Game::MuTorere) }

            <h2>{ t::learn_mu_about_history_heading() }</h2>
            <p>{ t::learn_mu_about_history() }</p>
            <p>{ t::learn_mu_about_age() }</p>

            <h2 id="mu-rule-sets">{ t::learn_mu_about_rule_sets_heading() }</h2>
            <p>{ t::learn_mu_about_rule_sets() }</p>
            // A wide table scrolls sideways on a phone; the region can take the focus so
            // the keyboard can scroll it too.
            <div class="table-scroll" role="region" aria-labelledby="mu-rule-sets" tabindex="0">
                <table class="rule-sets">
                    <thead><tr>
                        <th scope="col">{ t::learn_mu_table_rule_set() }</th><th scope="col">{ t::learn_mu_table_move() }</th>
                        <th scope="col">{ t::learn_mu_table_start() }</th><th scope="col">{ t::learn_mu_table_positions() }</th>
                        <th scope="col">{ t::learn_mu_table_won() }</th><th scope="col">{ t::learn_mu_table_lost() }</th>
                        <th scope="col">{ t::learn_mu_table_drawn() }</th>
                    </tr></thead>
                    <tbody>{ for RuleSet::ALL.into_iter().map(rules_row) }</tbody>
                </table>
            </div>
            <p class="note">{ t::learn_mu_table_note() }</p>
            <p>{ t::learn_mu_about_teaches() }</p>

            <h2 id="mu-choices">{ t::learn_mu_choices_heading() }</h2>
            <ul>
                <li>{ t::learn_mu_choice_first() }</li>
                <li>{ t::learn_mu_choice_opening() }</li>
                <li>{ t::learn_mu_choice_puzzles() }</li>
                <li>{ t::learn_mu_choice_chart() }</li>
                <li>{ t::learn_mu_choice_adjacent() }</li>
                <li>{ t::learn_mu_choice_repetition() }</li>
                <li>{ t::learn_mu_choice_solve() }</li>
                <li>{ t::learn_mu_choice_computer() }</li>
                <li>{ t::learn_mu_choice_colours() }</li>
            </ul>

            <Corrections />
            <p class="learn-links"><a href={here.link_to(&crate::route::Page::EmbedBuilder.query())}>{ t::embed_builder_link() }</a></p>
        </article>
    }
}

/// How a speaker sends a correction to the te reo Māori text: the section the review
/// note on every page links to, unless the hosting site set a contact of its own.
#[function_component(Corrections)]
fn corrections() -> Html {
    // Opened at `#corrections`, the page scrolls here once the app is on it
    // (`first_render`).
    let send = match corrections_contact() {
        Some(contact) => {
            let shown = contact
                .strip_prefix("mailto:")
                .unwrap_or(contact)
                .split('?')
                .next()
                .unwrap_or(contact);
            rich(
                &t::corrections_send_to(SLOTS[0]),
                &[html! { <a href={contact}>{ shown.to_string() }</a> }],
            )
        }
        None => html! { { t::corrections_send_host() } },
    };
    html! {
        <section id={CORRECTIONS_SECTION} aria-labelledby="corrections-title" data-testid="corrections">
            <h2 id="corrections-title">{ t::corrections_heading() }</h2>
            <p>{ t::corrections_intro() }</p>
            <ol>
                <li>{ t::corrections_id() }</li>
                <li>{ t::corrections_file() }</li>
                <li>{ t::corrections_current() }</li>
                <li>{ t::corrections_proposed() }</li>
            </ol>
            <p>{ t::corrections_example() }</p>
            <p>{ send }</p>
        </section>
    }
}

/// The board's three names in te reo Māori, each with its meaning (the about page and the
/// printed rule sheet).
pub fn terms() -> Html {
    html! {
        <dl class="terms">
            <dt lang="mi">{ "pūtahi" }</dt>
            <dd>{ t::learn_mu_about_term_putahi() }</dd>
            <dt lang="mi">{ "kāwai" }</dt>
            <dd>{ t::learn_mu_about_term_kawai() }</dd>
            <dt lang="mi">{ "perepere" }</dt>
            <dd>{ t::learn_mu_about_term_perepere() }</dd>
        </dl>
    }
}
