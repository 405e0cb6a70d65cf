//! What each event of the room is called, one name on every face (the
//! app's tabs, title and display window, printouts and their file names,
//! phones, command line), in the reader's language: a pod by its draft and
//! number as data ([`Event::pod`]), "Friday draft — Pod 2"; any other event
//! by its own name.

use crate::model::Event;
use crate::t;

/// What an event is called in full: a pod "Friday draft — Pod 2" (its
/// draft and number in the reader's language), any other event its name.
pub fn event_name(event: &Event) -> String {
    match event.pod {
        Some(pod) => t!(PodName, draft = &event.name, pod = pod),
        None => event.name.clone(),
    }
}

/// What an event is called among the night's others, as its tab says it:
/// a pod "Pod 2", any other event its name.
pub fn short_name(event: &Event) -> String {
    match event.pod {
        Some(pod) => pod_label(pod),
        None => event.name.clone(),
    }
}

/// "Pod 2", in the reader's language.
pub fn pod_label(pod: u32) -> String {
    t!(PodShort, pod = pod)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{BestOf, Preset, Structure, Template};
    use crate::text::i18n::{Lang, set_current};

    fn pod(n: Option<u32>) -> Event {
        let mut e = Event::new(
            "Friday draft",
            Structure::Pod {
                template: Template::Swiss8,
            },
            BestOf::Three,
            Preset::PodSwiss,
        );
        e.pod = n;
        e
    }

    #[test]
    fn a_pod_is_named_by_its_draft_and_number_in_the_readers_language() {
        set_current(Lang::En);
        assert_eq!(event_name(&pod(Some(2))), "Friday draft — Pod 2");
        assert_eq!(short_name(&pod(Some(2))), "Pod 2");
        assert_eq!(event_name(&pod(None)), "Friday draft");
        assert_eq!(short_name(&pod(None)), "Friday draft");
        set_current(Lang::Ja);
        let ja = event_name(&pod(Some(2)));
        assert!(
            ja.contains("ポッド2") && ja.starts_with("Friday draft"),
            "{ja}"
        );
        set_current(Lang::En);
    }
}
