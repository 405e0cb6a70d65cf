use super::*;

const MOHAMMED: &str = "محمد علي";
const SARAH: &str = "שרה לוי";

#[test]
fn left_to_right_text_is_untouched() {
    for t in ["José Núñez", "田中太郎 vs 김민준", "Ζωή Παππά (3-0)", ""] {
        assert_eq!(for_screen(t), t);
        assert_eq!(for_print(t), t);
    }
}

#[test]
fn a_name_alone_reads_right_to_left() {
    // On screen the words swap, each left for egui to reverse and join.
    assert_eq!(for_screen(MOHAMMED), "علي محمد");
    assert_eq!(for_screen(SARAH), "לוי שרה");
    // In print every letter is in visual order.
    assert_eq!(for_print(SARAH), "יול הרש");
    let printed = for_print(MOHAMMED);
    assert!(
        printed
            .chars()
            .all(|c| !('\u{600}'..='\u{6FF}').contains(&c))
    );
    assert_eq!(printed.chars().filter(|c| *c == ' ').count(), 1);
}

#[test]
fn a_name_inside_an_english_sentence_keeps_the_sentence_in_order() {
    let sentence = format!("{} and Bartholomew are tied on 4 points.", isolate(SARAH));
    assert_eq!(
        for_screen(&sentence),
        "לוי שרה and Bartholomew are tied on 4 points."
    );
    // A number after the name stays after it (unisolated, W2 would move it).
    let s = format!("{} 15 points", isolate(SARAH));
    assert_eq!(for_screen(&s), "לוי שרה 15 points");
    assert_eq!(
        for_screen(&format!("{SARAH} 15 points")),
        "15 לוי שרה points"
    );
}

#[test]
fn names_in_sentences_are_found_and_isolated() {
    let s = format!("{MOHAMMED} 6, {SARAH} 3");
    let iso = isolate_names(&s, [SARAH, MOHAMMED, "Bo"]);
    assert_eq!(for_screen(&iso), "علي محمد 6, לוי שרה 3");
}

#[test]
fn a_name_in_a_table_cell() {
    // Each cell is prepared on its own: the cell's text only.
    let cells = ["1", SARAH, "2-1-0"].map(for_screen);
    assert_eq!(cells, ["1", "לוי שרה", "2-1-0"]);
}

#[test]
fn only_names_that_need_it_are_isolated() {
    assert_eq!(isolate_if_needed("Bob"), "Bob");
    assert_eq!(isolate_if_needed(SARAH), format!("\u{2068}{SARAH}\u{2069}"));
    assert_eq!(isolate_if_needed("Bo\u{202E}b"), "\u{2068}Bob\u{2069}");
}

#[test]
fn control_characters_in_a_name_never_reorder_the_sentence() {
    let evil = "Bob\u{202E}kciN";
    let sentence = format!("{} beat Alice 2-0.", isolate(evil));
    assert_eq!(for_screen(&sentence), "BobkciN beat Alice 2-0.");
    assert_eq!(for_print(&sentence), "BobkciN beat Alice 2-0.");
    // An isolate opened in a name is closed with the name.
    let rli = format!("{} and Alice are tied", isolate("Bob\u{2067}"));
    assert_eq!(for_screen(&rli), "Bob and Alice are tied");
    // Even a name that was not isolated cannot override what follows.
    assert_eq!(
        for_screen("Bob\u{202E} beat Alice"),
        "Bob beat Alice",
        "overrides are dropped"
    );
    assert_eq!(strip_controls("a\u{200F}b\u{2066}c\u{2069}"), "abc");
}

#[test]
fn brackets_are_mirrored_and_marks_stay_on_their_letter() {
    // Hebrew with a point (dagesh) and a bracketed Hebrew word.
    let t = "\u{5E9}\u{5BC}\u{5E8} (\u{5DC}\u{5D5})";
    let printed = for_print(&isolate(t));
    assert_eq!(printed, "(\u{5D5}\u{5DC}) \u{5E8}\u{5E9}\u{5BC}");
}

#[test]
fn arabic_is_joined_for_print() {
    // م at the start of a word takes its initial form U+FEE3.
    assert!(for_print("محمد").contains('\u{FEE3}'));
    // Every line is prepared on its own.
    assert_eq!(for_print(&format!("{SARAH}\nBo")), "יול הרש\nBo");
}
