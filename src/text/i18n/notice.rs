//! What every face says when the language chosen is not a finished one
//! (docs/developing.md, "Adding a language"): a language in preparation
//! says what it lacks in English, so it says that once, in its own words
//! where it has them; the pseudo-locale says what it is for.

use super::lang::Lang;

/// The notice for `lang`: `None` for an offered language, else one line
/// in `lang` (English where its catalogs lack the message). The CLI puts
/// it on stderr, the app under its sheet, the phone pages above each page.
pub fn unfinished_notice(lang: Lang) -> Option<String> {
    match lang {
        Lang::Pseudo => Some(crate::tl!(lang; LangPseudo, tag = lang.tag())),
        l if l.is_offered() => None,
        l => Some(preparing(l)),
    }
}

/// "Deutsch wird noch übersetzt: …", in the language itself.
fn preparing(lang: Lang) -> String {
    crate::tl!(lang; LangPreparing, language = lang.native_name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_in_preparation_says_so_in_its_own_words() {
        let de = preparing(Lang::De);
        assert!(de.contains("Deutsch"), "{de}");
        assert_ne!(de, preparing(Lang::En).replace("English", "Deutsch"));
        let ja = preparing(Lang::Ja);
        assert!(ja.contains("日本語") && ja.contains("英語"), "{ja}");
    }

    #[test]
    fn an_offered_language_says_nothing_and_the_pseudo_locale_what_it_is() {
        for lang in Lang::offered() {
            assert_eq!(unfinished_notice(lang), None, "{lang:?}");
        }
        let pseudo = unfinished_notice(Lang::Pseudo).expect("a notice");
        assert!(pseudo.contains("en-XA"), "{pseudo}");
    }
}
