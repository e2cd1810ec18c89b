use yew::prelude::*;
#[function_component(KemuBoard)]
pub fn kemu_board() -> Html {
    html! { <svg data-game="kemu"></svg> }
}
