//! Names in the order readers of a language look for them (ICU4X's
//! collator, CLDR's rules): accents and case as a dictionary orders them in
//! European languages, pinyin for simplified Chinese, strokes for
//! traditional Chinese (Taiwan's dictionaries), 가나다 for Korean with
//! Hangul before Latin, and for Japanese kana in gojūon order and kanji by
//! their usual on-reading (JIS order). A kanji name has no one reading:
//! the owner may give a player's reading ([`crate::model::Player::reading`]),
//! which Japanese lists by name then sort by, and the Japanese pages say
//! what the order is for the names without one. A reading is Japanese: in
//! every other language a list sorts by the name as written (a Chinese
//! list keeps pinyin order for a name someone gave a kana reading).

use std::cmp::Ordering;
use std::sync::OnceLock;

use icu_collator::options::CollatorOptions;
use icu_collator::{Collator, CollatorBorrowed};

use super::i18n::Lang;

fn collator(lang: Lang) -> Option<&'static CollatorBorrowed<'static>> {
    static ALL: [OnceLock<Option<CollatorBorrowed<'static>>>; Lang::COUNT] =
        [const { OnceLock::new() }; Lang::COUNT];
    ALL[lang.index()]
        .get_or_init(|| {
            let tag = match lang {
                Lang::Pseudo => "en",
                l => l.tag(),
            };
            let locale: icu_locale_core::Locale = tag.parse().ok()?;
            Collator::try_new((&locale).into(), CollatorOptions::default()).ok()
        })
        .as_ref()
}

/// How two names sort for readers of `lang`; names the collator finds
/// equal keep a fixed order (by their characters).
pub fn names(lang: Lang, a: &str, b: &str) -> Ordering {
    let by_language = collator(lang).map_or(Ordering::Equal, |c| c.compare(a, b));
    by_language.then_with(|| a.cmp(b))
}

/// How two players sort in a list by name: in Japanese by the reading of
/// each name the owner gave (a kanji name in kana), else the name itself;
/// in every other language by the name itself, readings aside.
pub fn players(lang: Lang, a: &crate::model::Player, b: &crate::model::Player) -> Ordering {
    let key = |p: &'_ crate::model::Player| -> String {
        match (&p.reading, lang) {
            (Some(r), Lang::Ja) => r.clone(),
            _ => p.name.clone(),
        }
    };
    names(lang, &key(a), &key(b)).then_with(|| a.name.cmp(&b.name))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(lang: Lang, names_in: &[&str]) -> Vec<String> {
        let mut v: Vec<String> = names_in.iter().map(|s| (*s).to_string()).collect();
        v.sort_by(|a, b| names(lang, a, b));
        v
    }

    #[test]
    fn each_language_orders_names_its_own_way() {
        // Accents and case do not put a name at the end.
        assert_eq!(
            sorted(Lang::De, &["Zoë", "Émile", "anna", "Bernd"]),
            ["anna", "Bernd", "Émile", "Zoë"]
        );
        // Pinyin: 李 (lǐ), 王 (wáng), 张 (zhāng); by code point 张 < 李 < 王.
        assert_eq!(
            sorted(Lang::ZhHans, &["王伟", "张伟", "李伟"]),
            ["李伟", "王伟", "张伟"]
        );
        // Strokes: 王 (4) before 李 (7) before 張 (11).
        assert_eq!(
            sorted(Lang::ZhHant, &["張偉", "李偉", "王偉"]),
            ["王偉", "李偉", "張偉"]
        );
        // 가나다, Hangul before Latin in Korean.
        assert_eq!(
            sorted(Lang::Ko, &["Scott", "박지성", "김민준", "이서연"]),
            ["김민준", "박지성", "이서연", "Scott"]
        );
        // A reading the owner gave orders a name: 東海林 (しょうじ) before
        // 田中 (たなか), whatever its characters.
        let named = |name: &str, reading: Option<&str>| crate::model::Player {
            reading: reading.map(String::from),
            ..crate::model::Player::named(name, 1)
        };
        let (tanaka, shoji) = (
            named("田中", Some("たなか")),
            named("東海林", Some("しょうじ")),
        );
        assert_eq!(players(Lang::Ja, &shoji, &tanaka), Ordering::Less);
        assert_eq!(
            players(Lang::Ja, &named("東海林", None), &named("田中", None)),
            Ordering::Greater
        );
        // A reading is Japanese: in Chinese 王 (wáng) stays after 李 (lǐ)
        // though its kana reading あ would put it first.
        let (wang, li) = (named("王伟", None), named("李伟", Some("あ")));
        assert_eq!(players(Lang::ZhHans, &li, &wang), Ordering::Less);
        assert_eq!(
            players(Lang::ZhHans, &named("王伟", Some("あ")), &li),
            Ordering::Greater,
            "the reading あ would put 王 first"
        );
        for lang in [Lang::Ko, Lang::ZhHant, Lang::En] {
            assert_eq!(
                players(lang, &named("王伟", Some("あ")), &li),
                names(lang, "王伟", "李伟"),
                "{lang:?}"
            );
        }
        // Gojūon: さとう before たなか before やまだ, hiragana or katakana.
        assert_eq!(
            sorted(Lang::Ja, &["ヤマダ", "たなか", "サトウ"]),
            ["サトウ", "たなか", "ヤマダ"]
        );
    }
}
