//! Standings as JSON (the public shape of docs/cli.md), CSV and a text table.

use crate::engine::frac::Frac;
use crate::engine::ranking::Standings;
use crate::model::{Division, Event, PlayerId, Step};
use serde_json::{Map, Value, json};

fn value_of(st: &Standings, step: Step, p: crate::model::PlayerId) -> Option<&Frac> {
    st.active_steps
        .contains(&step)
        .then(|| st.table.value(step, p))
}

/// `standings --format json`.
pub fn standings_json(event: &Event, st: &Standings, rules_id: &str) -> Value {
    standings_json_parts(event, &[(None, st.clone())], rules_id)
}

/// `standings --format json` of an event ranked in parts (Pokémon's age
/// divisions, [`crate::engine::ranking::rank_parts`]): every part's rows
/// in turn, each with its `division` and its rank within it; a row whose
/// place in the file's own standings differs has `file_place`.
pub fn standings_json_parts(
    event: &Event,
    parts: &[(Option<Division>, Standings)],
    rules_id: &str,
) -> Value {
    let rows: Vec<Value> = parts
        .iter()
        .flat_map(|(d, st)| json_rows(event, st, *d))
        .collect();
    let rounds = parts.first().map_or(0, |(_, st)| st.rounds_played);
    json!({
        "rules": rules_id,
        "rounds_played": rounds,
        "standings": rows,
    })
}

/// The place the file the event came from gave `p`, where it is not `rank`.
pub fn file_place_differs(event: &Event, p: PlayerId, rank: usize) -> Option<u32> {
    event
        .file_places
        .iter()
        .find(|f| f.player == p)
        .map(|f| f.place)
        .filter(|&f| f as usize != rank)
}

/// A reason's id in the JSON standings (docs/cli.md, `file_place_why`).
fn why_id(w: &crate::engine::file_places::Why) -> &'static str {
    use crate::engine::file_places::Why;
    match w {
        Why::TheirDrop { .. } => "dropped",
        Why::OthersDropped(_) => "others-dropped",
        Why::TheirLateEntry => "late",
        Why::OthersLate(_) => "others-late",
        Why::Rounded => "rounded",
        Why::Unknown => "unknown",
    }
}

/// One part's rows of the JSON standings.
fn json_rows(event: &Event, st: &Standings, division: Option<Division>) -> Vec<Value> {
    let cols = st.tiebreak_columns();
    // Why TOM's own standings place a player otherwise (worked out once).
    let diffs = if event.file_places.is_empty() {
        Vec::new()
    } else {
        crate::engine::file_places::differences(event, st)
    };
    st.order
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let r = &st.records[p.0];
            let mut tb = Map::new();
            for &s in &cols {
                let v = value_of(st, s, p).map_or(Value::Null, |f| json!(f.to_f64()));
                tb.insert(s.id().to_string(), v);
            }
            let mut row = json!({
                "rank": i + 1,
                "name": event.player(p).name,
                "match_points": r.match_points,
                "matches": {"won": r.won, "lost": r.lost, "drawn": r.drawn, "byes": r.byes},
                "games": {"won": r.games_won, "lost": r.games_lost, "drawn": r.games_drawn},
                "tiebreakers": Value::Object(tb),
                "decided_by": st.decided_by[i].map(|d| d.id()),
            });
            if let Value::Object(fields) = &mut row {
                if let Some(d) = division {
                    fields.insert("division".into(), json!(d.id()));
                }
                if let Some(f) = file_place_differs(event, p, i + 1) {
                    fields.insert("file_place".into(), json!(f));
                    let why = diffs
                        .iter()
                        .find(|d| d.player == p)
                        .map(|d| d.why.iter().map(why_id).collect::<Vec<_>>())
                        .unwrap_or_default();
                    fields.insert("file_place_why".into(), json!(why));
                }
            }
            row
        })
        .collect()
}

/// `standings --format csv`: one column per JSON field.
pub fn standings_csv(event: &Event, st: &Standings) -> String {
    let (header, rows) = standings_rows(event, st);
    csv_text(&header, &rows)
}

/// `standings --format csv` of an event ranked in parts: a `division`
/// column after `rank` where the parts are divisions.
pub fn standings_csv_parts(event: &Event, parts: &[(Option<Division>, Standings)]) -> String {
    let mut header = Vec::new();
    let mut rows = Vec::new();
    for (d, st) in parts {
        let (head, part) = standings_rows(event, st);
        header = head;
        for mut row in part {
            if let Some(d) = d {
                row.insert(1, d.id().to_string());
            }
            rows.push(row);
        }
    }
    if parts.iter().any(|(d, _)| d.is_some()) {
        header.insert(1, "division".into());
    }
    csv_text(&header, &rows)
}

/// CSV text of a header and its rows.
pub fn csv_text(header: &[String], rows: &[Vec<String>]) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let _ = w.write_record(header);
    for row in rows {
        let _ = w.write_record(row);
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The CSV's header and rows, as data (a night puts its pod in front).
pub fn standings_rows(event: &Event, st: &Standings) -> (Vec<String>, Vec<Vec<String>>) {
    let cols = st.tiebreak_columns();
    let decimals = st.options.display_decimals.max(4) + 2;
    let mut rows = Vec::new();
    let mut header: Vec<String> = [
        "rank",
        "name",
        "match_points",
        "matches_won",
        "matches_lost",
        "matches_drawn",
        "byes",
        "games_won",
        "games_lost",
        "games_drawn",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    header.extend(cols.iter().map(|s| s.id().to_string()));
    header.push("decided_by".into());
    for (i, &p) in st.order.iter().enumerate() {
        let r = &st.records[p.0];
        // A dropped player marked as on every other face.
        let mut name = crate::text::strip_controls(&event.player(p).name);
        if let Some(mark) = crate::text::life::dropped_mark(event, p) {
            name = format!("{name} {mark}");
        }
        let mut row = vec![
            (i + 1).to_string(),
            name,
            r.match_points.to_string(),
            r.won.to_string(),
            r.lost.to_string(),
            r.drawn.to_string(),
            r.byes.to_string(),
            r.games_won.to_string(),
            r.games_lost.to_string(),
            r.games_drawn.to_string(),
        ];
        for &s in &cols {
            let d = if s.is_percentage() { decimals } else { 4 };
            row.push(value_of(st, s, p).map_or(String::new(), |f| f.decimal(d)));
        }
        row.push(st.decided_by[i].map_or(String::new(), |d| d.id().to_string()));
        rows.push(row);
    }
    (header, rows)
}

/// `standings --format table`: aligned columns for people.
pub fn standings_table(event: &Event, st: &Standings, preset: &crate::model::Preset) -> String {
    let mut out = table_heading(event, st, preset);
    out.push_str(&table_body(event, st));
    out
}

/// `standings --format table` of an event ranked in parts: the heading
/// once, then each division's name and table, and under it every player
/// the file's own standings place otherwise.
pub fn standings_table_parts(
    event: &Event,
    parts: &[(Option<Division>, Standings)],
    preset: &crate::model::Preset,
) -> String {
    let Some((_, first)) = parts.first() else {
        return String::new();
    };
    let mut out = table_heading(event, first, preset);
    let lang = crate::text::i18n::current();
    for (d, st) in parts {
        if let Some(d) = d {
            out.push('\n');
            out.push_str(&crate::text::i18n::tr_in(lang, d.name_msg(), &[]));
            out.push('\n');
        }
        out.push_str(&table_body(event, st));
        // Where TOM's own standings place a player otherwise, and why.
        for d in crate::engine::file_places::differences(event, st) {
            let line = crate::text::explain::file_place(lang, event, &d);
            out.push_str(&crate::text::strip_controls(&line));
            out.push('\n');
        }
    }
    out
}

/// The heading of a standings table: the event, its rules and rounds, a
/// rule the publisher does not settle, the steps left out.
fn table_heading(event: &Event, st: &Standings, preset: &crate::model::Preset) -> String {
    let lang = crate::text::i18n::current();
    let mut out = crate::t!(
        CliStandingsHeading,
        event = crate::text::room::event_name(event),
        rules = crate::text::explain::preset_description(lang, preset),
        rounds = st.rounds_played
    );
    out.push('\n');
    // A default the publisher's rules do not settle is said as such.
    let game = st.options.game;
    let roll = crate::text::explain::roll_note(lang, st);
    for line in crate::text::explain::standings_notes(lang, game)
        .into_iter()
        .chain(roll)
    {
        out.push_str(&line);
        out.push('\n');
    }
    for (s, _) in &st.skipped {
        out.push_str(&crate::t!(
            CliLeftOut,
            step = crate::text::explain::short_name(lang, *s, false)
        ));
        out.push('\n');
    }
    out
}

/// The aligned rows of a standings table.
fn table_body(event: &Event, st: &Standings) -> String {
    let cols = st.tiebreak_columns();
    let mut rows: Vec<Vec<String>> = Vec::new();
    let lang = crate::text::i18n::current();
    // The preset's own columns and numbers, as the app, the printouts and
    // the sentences show them (a house preset's 7.00, not 77.78).
    let house = st.options.house_display;
    let mut head = vec![
        crate::t!(CliRank),
        crate::t!(CliName),
        crate::text::explain::first_key_heading(lang, &st.options)
            .unwrap_or_else(|| crate::t!(CliPoints)),
        crate::t!(CliMatches),
        crate::t!(CliGames),
    ];
    head.extend(
        cols.iter()
            .map(|&s| crate::text::explain::short_name(lang, s, house)),
    );
    let konami = crate::text::explain::shows_konami(st);
    if konami {
        head.push(crate::t!(CliKonamiNumber));
    }
    head.push(crate::t!(CliDecidedBy));
    rows.push(head);
    for (i, &p) in st.order.iter().enumerate() {
        let r = &st.records[p.0];
        // A dropped player marked as on every other face.
        let mut name = crate::text::strip_controls(&event.player(p).name);
        if let Some(mark) = crate::text::life::dropped_mark(event, p) {
            name = format!("{name} {mark}");
        }
        let mut row = vec![
            (i + 1).to_string(),
            name,
            r.match_points.to_string(),
            r.match_line(),
            r.game_line(),
        ];
        row.extend(
            cols.iter()
                .map(|&s| crate::text::explain::shown_value(lang, st, s, p)),
        );
        if konami {
            row.extend(crate::text::explain::konami_number(st, p));
        }
        row.push(crate::text::explain::decided_by(
            lang,
            st.decided_by[i],
            &st.options,
        ));
        rows.push(row);
    }
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|c| {
            rows.iter()
                .map(|r| crate::text::display_width(&r[c]))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(c, &w)| crate::text::pad_end(c, w))
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}
