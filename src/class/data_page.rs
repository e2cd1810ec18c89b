//! "About this site's data" for class rooms (`?class=data`): what the host's server keeps
//! of a room, where, for how long, and what stays on the teacher's device, as
//! docs/class-protocol.md and docs/live.md describe it.

use crate::t;
use yew::prelude::*;

#[function_component(DataPage)]
pub fn data_page() -> Html {
    html! {
        <article class="class-data" data-testid="class-data">
            <h1 id="class-title">{ t::class_data_title() }</h1>
            <h2>{ t::class_data_what_title() }</h2>
            <ul>
                <li>{ t::class_data_names() }</li>
                <li>{ t::class_data_keys() }</li>
                <li>{ t::class_data_games() }</li>
                <li>{ t::class_data_settings() }</li>
                <li>{ t::class_data_question() }</li>
                <li>{ t::class_data_tournament() }</li>
            </ul>
            <h2>{ t::class_data_where_title() }</h2>
            <p>{ t::class_data_where() }</p>
            <h2>{ t::class_data_how_long_title() }</h2>
            <p>{ t::class_data_how_long() }</p>
            <h2>{ t::class_data_device_title() }</h2>
            <p>{ t::class_data_device() }</p>
            <p>{ t::class_data_no_more() }</p>
        </article>
    }
}
