//! The waits a service process holds, by game or room id: each wait listens on a watch
//! channel of what has been heard of its id (a revision, arrivals), and the channel goes
//! once nobody listens.

use std::collections::HashMap;
use std::sync::Mutex;
use tokio::sync::watch;

pub struct Waiters<T> {
    by_id: Mutex<HashMap<String, watch::Sender<T>>>,
}

impl<T: Default> Waiters<T> {
    pub fn new() -> Waiters<T> {
        Waiters {
            by_id: Mutex::new(HashMap::new()),
        }
    }

    /// Listens for what is heard of `id` from now on.
    pub fn listen(&self, id: &str) -> watch::Receiver<T> {
        self.by_id
            .lock()
            .expect("waiters")
            .entry(id.to_string())
            .or_insert_with(|| watch::channel(T::default()).0)
            .subscribe()
    }

    /// Forgets `id` once its last listener (dropped before this call) has gone.
    pub fn stop_listening(&self, id: &str, listener: watch::Receiver<T>) {
        drop(listener);
        let mut by_id = self.by_id.lock().expect("waiters");
        if by_id.get(id).is_some_and(|w| w.receiver_count() == 0) {
            by_id.remove(id);
        }
    }

    /// Tells the waits on `id` (if any) what was heard: `hear` changes the value and says
    /// whether the waits should look again.
    pub fn tell(&self, id: &str, hear: impl FnOnce(&mut T) -> bool) {
        if let Some(heard) = self.by_id.lock().expect("waiters").get(id) {
            heard.send_if_modified(hear);
        }
    }
}

impl<T: Default> Default for Waiters<T> {
    fn default() -> Self {
        Waiters::new()
    }
}
