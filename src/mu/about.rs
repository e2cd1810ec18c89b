//! "About Mū tōrere": the board's parts, the rules, history, and the choices this
//! version makes. Written for this project from the facts in the rule book.

use takaro::core::mu_torere::{RuleSet, Value};
use takaro::mu_torere::figures;
use yew::prelude::*;

/// The start's value for Green in words.
fn start_words(v: Value) -> String {
    match v {
        Value::Draw => "a draw".into(),
        Value::Win(d) => format!("Green wins in {d} (plies)"),
        Value::Loss(d) => format!("White wins in {d} (plies)"),
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
            <th scope="row"><code>{ rules.name() }</code></th>
            <td>{ rules.describe() }</td>
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
    html! {
        <article class="about" aria-labelledby="mu-about-title">
            <h1 id="mu-about-title">{ "About Mū tōrere" }</h1>
            <p>
                { "Mū tōrere is a two-player board game of the Māori of Aotearoa New Zealand, \
                   associated above all with Ngāti Porou of the East Coast of the North Island. \
                   It belongs to the taonga tākaro, the treasured games, which are again being \
                   taught and played in schools, on marae and at festivals." }
            </p>

            <h2>{ "The board and its parts" }</h2>
            <p>{ "The board is an eight-pointed star, sometimes compared to an octopus. \
                  People marked it on the ground, carved it in wood or drew it on bark." }</p>
            <dl class="terms">
                <dt lang="mi">{ "pūtahi" }</dt>
                <dd>{ "the centre point of the star (point 0 in this game's notation)" }</dd>
                <dt lang="mi">{ "kāwai" }</dt>
                <dd>{ "the eight arms, each ending in a point; numbered 1 to 8 clockwise from the top" }</dd>
                <dt lang="mi">{ "perepere" }</dt>
                <dd>{ "the counters; each player has four" }</dd>
            </dl>

            <h2>{ "How to play" }</h2>
            <ol>
                <li>{ "Green starts on kāwai 1 to 4, White on kāwai 5 to 8. The pūtahi is empty, so exactly one point is free." }</li>
                <li>{ "On your turn you move one of your counters into the free point:" }
                    <ul>
                        <li>{ "from a kāwai to the kāwai beside it;" }</li>
                        <li>{ "from the pūtahi out to any kāwai;" }</li>
                        <li>{ "from a kāwai into the pūtahi, but only if that counter has an opponent's counter on a neighbouring kāwai." }</li>
                    </ul>
                </li>
                <li>{ "If it is your turn and none of your counters can move, you lose." }</li>
            </ol>
            <p>{ "In this app: click or tap a counter that can move (it has a dashed ring), or Tab to it and press Enter or Space. \
                  The computer's last move is shown with an arrow. \"Show hints\" tells you, for each move, whether it wins, \
                  draws or loses with best play from then on." }</p>

            <p>{ "New to the game? Follow the " }<a href="?learn=mu-torere">{ "guided lessons" }</a>
               { ", then practise the traps in the " }<a href="?game=mu-torere&puzzle=1">{ "trap trainer" }</a>{ "." }</p>

            <h2>{ "History" }</h2>
            <p>{ "The ethnographer Elsdon Best described the game in print in 1917 and again in his book \
                  Games and Pastimes of the Maori (1925). A well-known story tells that the chief \
                  Wiremu Tamihana offered to play a game with Governor George Grey, and that Grey did not accept. \
                  Visitors who took the game lightly are said to have lost their bets against skilled Māori players." }</p>
            <p>{ "How old the game is remains debated. Some writers think it was adapted from European draughts \
                  after contact; others hold that it was played before Europeans arrived. The sources do not settle \
                  the question, and this page does not take a side." }</p>

            <h2 id="mu-rule-sets">{ "Five rule sets, and why the pūtahi rule exists" }</h2>
            <p>{ "Written sources disagree about when a counter may enter the pūtahi. This app offers five rule sets \
                  (choose one under \"New game\"). Each is solved completely when the app is built, so the computer, the hints \
                  and the trainer play perfectly under all of them. This is what the solve says:" }</p>
            // A wide table scrolls sideways on a phone; the region can take the focus so
            // the keyboard can scroll it too.
            <div class="table-scroll" role="region" aria-labelledby="mu-rule-sets" tabindex="0">
                <table class="rule-sets">
                    <thead><tr>
                        <th scope="col">{ "Rule set" }</th><th scope="col">{ "A move" }</th>
                        <th scope="col">{ "The start, with perfect play" }</th><th scope="col">{ "Positions" }</th>
                        <th scope="col">{ "Won" }</th><th scope="col">{ "Lost" }</th><th scope="col">{ "Drawn" }</th>
                    </tr></thead>
                    <tbody>{ for RuleSet::ALL.into_iter().map(rules_row) }</tbody>
                </table>
            </div>
            <p class="note">{ "Won, lost and drawn are for the player to move. * Under the two opening rule sets a position's \
                  value also depends on how many moves have been made, so these count positions once for each stage of the opening." }</p>
            <p>{ "What this teaches: with no restriction (free), Green wins with the very first move, by stepping from kāwai 2 or 3 \
                  into the pūtahi; White's counters are then walled in. The pūtahi rule is there to stop that. Keeping the rule \
                  for the first move only is not enough: White then wins in 4 plies, however Green plays. Keeping it for each \
                  player's first two moves, or for the whole game (standard), gives a game that is drawn with perfect play but \
                  full of traps. Asking for an opponent beside every move (adjacent-enemy) goes too far the other way: no one \
                  can ever be blocked, so every game is drawn." }</p>

            <h2 id="mu-choices">{ "Choices this version makes" }</h2>
            <ul>
                <li>{ "Green moves first. The sources do not say which player starts." }</li>
                <li>{ "Under first-move and first-two-turns, the opening's moves are counted from the start of the game. \
                       A lesson or a puzzle is always played under the standard rules; under first-move and first-two-turns \
                       the trap trainer uses the free rules' puzzles, since a position after the opening is played freely." }</li>
                <li>{ "The trap trainer's puzzles are found in the solve, not typed in. Turning the board, mirroring it and \
                       swapping the colours (with the player to move) change nothing in the rules, and up to these there are \
                       43 kinds of position under the standard rules: the player to move wins in 7 of them (four in 1 ply, two \
                       in 3 and the big trap in 5) and loses in 5. Each winning kind is a \"win in N\" puzzle, played against \
                       the perfect defence; each drawn kind where some move loses is an \"avoid the trap\" puzzle. A puzzle is \
                       shown in a random turn and colouring each time it is opened; \"Start again\" keeps it." }</li>
                <li>{ "The value chart shows, for each position of the game, who wins with perfect play from there and in how \
                       many plies, taking the game's history into account (a position already seen twice is a draw to reach). \
                       A move is marked as throwing a result away when it changes who wins against its player: a draw into a \
                       loss, or a win into a draw or a loss. Choosing a slower win is not marked." }</li>
                <li>{ "Under adjacent-enemy, \"adjacent\" means joined by a line of the board: a counter on a kāwai touches \
                       its two neighbouring kāwai and the pūtahi, and the counter on the pūtahi touches every kāwai." }</li>
                <li>{ "Repetition: when the same position (the board and the player to move) occurs for the third time, \
                       the game is a draw. The starting position counts as its first occurrence. Without such a rule two \
                       careful players could go on for ever." }</li>
                <li>{ "The computer's play comes from a complete solve, made when the app is built, of every position \
                       that can arise from the start: 1,180 positions, of which 208 are won, 128 lost and 844 drawn for \
                       the player to move. The start is a draw, and no forced win takes longer than 5 moves (counting both \
                       players' moves). The whole table fits in 630 bytes." }</li>
                <li>{ "The perfect computer wins as fast as it can, resists as long as it can when lost, and in drawn \
                       positions prefers moves that give you the most chances to go wrong, choosing at random among equals. \
                       The easy and medium levels sometimes (half and a fifth of the time) play any legal move instead." }</li>
                <li>{ "The second colour is a light cream, so it differs from green in lightness as well as hue, and every \
                       counter carries a mark (a triangle for Green, a dot for White) so colour is never the only cue." }</li>
            </ul>
        </article>
    }
}
