use yew::prelude::*;
#[function_component(KemuAbout)]
pub fn kemu_about() -> Html {
    html! { <article class="about"><h1>{ "About Moeraki Kemu" }</h1></article> }
}
