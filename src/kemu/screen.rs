use yew::prelude::*;
#[function_component(KemuScreen)]
pub fn kemu_screen() -> Html {
    html! { <section><h1>{ "Moeraki Kemu" }</h1></section> }
}
