//! A Pokémon TOM export (`.tdf`, Tournament Operations Manager's XML),
//! read into an event ranked by the `pokemon` preset. Read-only: Podsheet
//! never writes a `.tdf` (File → Save writes a `.podsheet`).
//!
//! What is read, and what is left aside, is in docs/cli.md ("A Pokémon TOM
//! export"), with the sources the format was learnt from: `<players>`
//! (userid, names, `<dropped>`, `<late>`, birth date), `<pods>` (each pod's
//! age category, its Swiss `<rounds>` and their `<match outcome>`s) and the
//! file's own `<standings>`. A file Podsheet cannot mean is refused with
//! the line and the reason, like any bad file.

use super::input::{InputError, limits, read_text};
use super::tdf_parts::{self, Category, Outcome, Standing};
use crate::model::{BestOf, Event, FilePlace, GameScore, Match, Player, PlayerId, Preset, Round};
use crate::model::{Said, Structure};
use crate::said;
use roxmltree::{Document, Node};
use std::collections::HashMap;
use std::path::Path;

/// The file extension, without the dot.
pub const EXTENSION: &str = "tdf";

/// Whether `path` names a TOM export (by its extension).
pub fn is_tdf(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(EXTENSION))
}

/// The root's `gametype` of a Pokémon Trading Card Game event (TOM also
/// runs the video games and Pokémon GO, each with its own value).
const CARD_GAME: &str = "TRADING_CARD_GAME";

/// "this is a TOM file of Pokémon GO (gametype …)": a game whose rules
/// Podsheet does not have, named from the file's own value.
fn other_game(code: &str) -> Said {
    let upper = code.to_ascii_uppercase();
    let game = if upper.contains("VIDEO") || upper == "VG" || upper.contains("VGC") {
        said!(TdfGameVideoGame)
    } else if upper
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w == "GO")
    {
        said!(TdfGameGo)
    } else {
        said!(Text, text = code)
    };
    said!(TdfOtherGame, game = game, code = code)
}

/// Loads a TOM export.
pub fn load(path: &Path) -> Result<Event, InputError> {
    let text = read_text(path)?;
    from_str(&text, &path.display().to_string())
}

/// The reader's state: the document, the file's name for errors, and the
/// players read so far by TOM's userid.
struct Reader<'a, 'input> {
    doc: &'a Document<'input>,
    file: &'a str,
    ids: HashMap<&'a str, PlayerId>,
}

impl<'a, 'input> Reader<'a, 'input> {
    /// An error on the line where `node` starts.
    fn at(&self, node: Node, message: Said) -> InputError {
        let row = self.doc.text_pos_at(node.range().start).row;
        InputError::line(self.file, u64::from(row), message)
    }

    /// The player a `userid` (or standings `id`) attribute names.
    fn player(&self, node: Node<'a, 'input>, attribute: &str) -> Result<PlayerId, InputError> {
        let Some(id) = node.attribute(attribute).map(str::trim) else {
            return Err(self.at(node, said!(TdfNoPlayer, element = node.tag_name().name())));
        };
        self.ids
            .get(id)
            .copied()
            .ok_or_else(|| self.at(node, said!(TdfUnknownPlayer, userid = id)))
    }

    /// A whole-number attribute, refused with its element when it is not one.
    fn number(&self, node: Node, attribute: &str) -> Result<u32, InputError> {
        let value = node.attribute(attribute).unwrap_or("").trim();
        value
            .parse::<u32>()
            .map_err(|_| self.bad(node, attribute, value))
    }

    /// `<element attribute="value">` holds a value TOM does not write.
    fn bad(&self, node: Node, attribute: &str, value: &str) -> InputError {
        self.at(
            node,
            said!(
                TdfBadValue,
                element = node.tag_name().name(),
                attribute = attribute,
                value = value
            ),
        )
    }
}

/// The first child element named `name`.
pub(super) fn child<'a, 'i>(node: Node<'a, 'i>, name: &str) -> Option<Node<'a, 'i>> {
    node.children()
        .find(|c| c.is_element() && c.tag_name().name() == name)
}

/// Every child element named `name`.
pub(super) fn children<'a, 'i>(
    node: Node<'a, 'i>,
    name: &'static str,
) -> impl Iterator<Item = Node<'a, 'i>> {
    node.children()
        .filter(move |c| c.is_element() && c.tag_name().name() == name)
}

/// The trimmed text of the child element `name` ("" when absent).
pub(super) fn text_of<'a>(node: Node<'a, '_>, name: &str) -> &'a str {
    child(node, name)
        .and_then(|c| c.text())
        .unwrap_or("")
        .trim()
}

/// Reads a TOM export from its text; `file` names it in errors.
pub fn from_str(text: &str, file: &str) -> Result<Event, InputError> {
    let options = roxmltree::ParsingOptions {
        allow_dtd: false,
        nodes_limit: 4_000_000,
        ..roxmltree::ParsingOptions::default()
    };
    let doc = Document::parse_with_options(text, options).map_err(|e| {
        InputError::line(
            file,
            u64::from(e.pos().row),
            said!(TdfNotXml, detail = e.to_string()),
        )
    })?;
    let root = doc.root_element();
    let mut r = Reader {
        doc: &doc,
        file,
        ids: HashMap::new(),
    };
    if root.tag_name().name() != "tournament" {
        return Err(r.at(
            root,
            said!(TdfUnknownRoot, element = root.tag_name().name()),
        ));
    }
    // TOM runs the video games and Pokémon GO too: their files say so on
    // the root, and their rules are not the card game's.
    if let Some(game) = root.attribute("gametype").map(str::trim)
        && !game.eq_ignore_ascii_case(CARD_GAME)
    {
        return Err(r.at(root, other_game(game)));
    }
    let missing = |name: &str| r.at(root, said!(TdfNoElement, element = name));
    let players_node = child(root, "players").ok_or_else(|| missing("players"))?;
    let pods_node = child(root, "pods").ok_or_else(|| missing("pods"))?;
    let data = child(root, "data");
    let name = data.map(|d| text_of(d, "name")).unwrap_or("");
    let file_stem = Path::new(file)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut event = Event::new(
        if name.is_empty() {
            file_stem.as_str()
        } else {
            name
        },
        Structure::Results,
        BestOf::Any,
        Preset::Pokemon,
    );
    let start = data.map(|d| text_of(d, "startdate")).unwrap_or("");
    event.date = tdf_parts::iso_date(start);
    let taking_part = taking_part(root);
    let entries = read_players(&mut r, &mut event, players_node, &taking_part)?;
    let mut categories: HashMap<PlayerId, Category> = HashMap::new();
    let mut in_cut: Vec<bool> = vec![false; event.players.len()];
    for pod in children(pods_node, "pod") {
        read_pod(&r, &mut event, pod, &mut categories, &mut in_cut)?;
    }
    if let Some(gap) = event.rounds.iter().position(|r| r.matches.is_empty()) {
        return Err(r.at(pods_node, said!(TdfRoundGap, round = gap + 1)));
    }
    let standings = match child(root, "standings") {
        Some(node) => read_standings(&r, node)?,
        None => Vec::new(),
    };
    tdf_parts::divisions(&mut event, &entries, &categories, &standings, start);
    tdf_parts::late_entries(&mut event, &entries);
    event.file_places = standings
        .iter()
        .filter(|s| !in_cut[s.player.0])
        .map(|s| FilePlace {
            player: s.player,
            place: s.place,
        })
        .collect();
    super::event_check::check(&event, file)?;
    Ok(event)
}

/// The userids a pod, a match or the standings name: the players who
/// took part (`<players>` also lists those registered for another
/// event of the day, who are no part of this one).
fn taking_part<'a>(root: Node<'a, '_>) -> std::collections::HashSet<&'a str> {
    let mut out = std::collections::HashSet::new();
    for section in ["pods", "standings"] {
        for n in child(root, section)
            .into_iter()
            .flat_map(|s| s.descendants())
        {
            if let Some(id) = n.attribute("userid").or_else(|| n.attribute("id")) {
                out.insert(id.trim());
            }
        }
    }
    out
}

/// Reads `<players>`: a player per `<player userid>` who takes part, named
/// by first and last name (with the userid where two share a name),
/// dropped or disqualified as `<dropped>` says.
fn read_players<'a>(
    r: &mut Reader<'a, '_>,
    event: &mut Event,
    node: Node<'a, '_>,
    taking_part: &std::collections::HashSet<&str>,
) -> Result<Vec<tdf_parts::Entry>, InputError> {
    let mut entries = Vec::new();
    for p in children(node, "player") {
        let Some(id) = p.attribute("userid").map(str::trim) else {
            return Err(r.at(p, said!(TdfNoPlayer, element = "player")));
        };
        if !taking_part.contains(id) {
            continue;
        }
        if r.ids.contains_key(id) {
            return Err(r.at(p, said!(TdfPlayerTwice, userid = id)));
        }
        if event.players.len() >= limits::MAX_PLAYERS {
            return Err(r.at(
                p,
                said!(
                    FileTooManyPlayers,
                    players = event.players.len() + 1,
                    max = limits::MAX_PLAYERS
                ),
            ));
        }
        let name = format!("{} {}", text_of(p, "firstname"), text_of(p, "lastname"));
        let name: String = name.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.is_empty() {
            return Err(r.at(p, said!(TdfNoName, userid = id)));
        }
        if name.chars().count() > limits::MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return Err(r.at(
                p,
                said!(TdfNameLong, userid = id, max = limits::MAX_NAME_CHARS),
            ));
        }
        let mut player = Player::named(name, event.players.len() as u32 + 1);
        if let Some(d) = child(p, "dropped") {
            match text_of(d, "status") {
                "0" => {}
                status @ ("" | "1" | "2") => {
                    let round = text_of(d, "round");
                    let round = round
                        .parse::<u32>()
                        .ok()
                        .filter(|&n| n as usize <= limits::MAX_ROUNDS)
                        .ok_or_else(|| r.bad(d, "round", round))?;
                    player.dropped_after = Some(round);
                    player.disqualified = status == "2";
                }
                other => return Err(r.bad(d, "status", other)),
            }
        }
        let late = child(p, "late")
            .is_some_and(|l| l.has_children() && l.text().is_none_or(|t| t.trim() != "false"))
            || text_of(p, "starter") == "false";
        entries.push(tdf_parts::Entry {
            late,
            birth_year: tdf_parts::year_of(text_of(p, "birthdate")),
        });
        r.ids.insert(id, PlayerId(event.players.len()));
        event.players.push(player);
    }
    tdf_parts::distinct_names(event, &r.ids);
    Ok(entries)
}

/// Reads one `<pod>`: its category (which age divisions play in it) and
/// its Swiss rounds, each match into the event's round of the same number.
/// Single-elimination rounds (the top cut) are left out; their players
/// are marked in `in_cut`.
fn read_pod<'a>(
    r: &Reader<'a, '_>,
    event: &mut Event,
    pod: Node<'a, '_>,
    categories: &mut HashMap<PlayerId, Category>,
    in_cut: &mut [bool],
) -> Result<(), InputError> {
    let raw = pod.attribute("category").unwrap_or("").trim();
    let category = Category::from_code(raw).ok_or_else(|| r.bad(pod, "category", raw))?;
    for sub in child(pod, "subgroups")
        .into_iter()
        .flat_map(|s| children(s, "subgroup"))
    {
        for p in child(sub, "players")
            .into_iter()
            .flat_map(|s| children(s, "player"))
        {
            categories.insert(r.player(p, "userid")?, category);
        }
    }
    let Some(rounds) = child(pod, "rounds") else {
        return Ok(());
    };
    for round in children(rounds, "round") {
        let number = r.number(round, "number")?;
        if number == 0 || number as usize > limits::MAX_ROUNDS {
            return Err(r.bad(round, "number", &number.to_string()));
        }
        let elimination = round.attribute("type").map(str::trim) == Some("1");
        let matches = child(round, "matches")
            .into_iter()
            .flat_map(|m| children(m, "match"));
        if elimination {
            for m in matches {
                for seat in ["player", "player1", "player2"] {
                    if let Some(s) = child(m, seat) {
                        in_cut[r.player(s, "userid")?.0] = true;
                    }
                }
            }
            continue;
        }
        if event.rounds.len() < number as usize {
            event.rounds.resize(number as usize, Round::default());
        }
        for m in matches {
            read_match(r, event, m, number)?;
        }
    }
    Ok(())
}

/// Reads one `<match outcome>` of round `number` into the event.
fn read_match<'a>(
    r: &Reader<'a, '_>,
    event: &mut Event,
    m: Node<'a, '_>,
    number: u32,
) -> Result<(), InputError> {
    let raw = m.attribute("outcome").unwrap_or("").trim();
    let outcome = Outcome::from_code(raw).ok_or_else(|| r.bad(m, "outcome", raw))?;
    if outcome == Outcome::Deleted {
        return Ok(());
    }
    let seat = |name: &str| {
        child(m, name)
            .ok_or_else(|| r.at(m, said!(TdfNoPlayer, element = "match")))
            .and_then(|s| r.player(s, "userid"))
    };
    let (a, b) = if outcome.alone() {
        // A bye or a forced loss names one `<player>`; some files write
        // it as `<player1>`.
        let a = child(m, "player").map_or_else(|| seat("player1"), |s| r.player(s, "userid"))?;
        (a, None)
    } else {
        (seat("player1")?, Some(seat("player2")?))
    };
    let ri = number as usize - 1;
    for p in std::iter::once(a).chain(b) {
        let busy = event.rounds[ri].matches.iter().any(|x| x.involves(p))
            || event.players[p.0].forced_losses.contains(&number);
        if busy || b == Some(a) {
            let name = event.players[p.0].name.clone();
            return Err(r.at(m, said!(TdfRoundTwice, name = name, round = number)));
        }
    }
    let made = match (outcome, b) {
        (Outcome::ForcedLoss, _) => {
            event.players[a.0].forced_losses.push(number);
            return Ok(());
        }
        (Outcome::Bye, _) | (_, None) => Match::bye(a),
        (outcome, Some(b)) => {
            let mut x = Match::new(a, b);
            x.score = match outcome {
                Outcome::FirstWins => Some(GameScore::new(1, 0, 0)),
                Outcome::SecondWins => Some(GameScore::new(0, 1, 0)),
                Outcome::Tie => Some(GameScore::new(0, 0, 1)),
                Outcome::DoubleLoss => Some(GameScore::DOUBLE_LOSS),
                _ => None,
            };
            x
        }
    };
    event.rounds[ri].matches.push(made);
    Ok(())
}

/// Reads `<standings>`: each `<pod category type>` with `<player id place>`.
fn read_standings<'a>(r: &Reader<'a, '_>, node: Node<'a, '_>) -> Result<Vec<Standing>, InputError> {
    let mut out: Vec<Standing> = Vec::new();
    for pod in children(node, "pod") {
        let raw = pod.attribute("category").unwrap_or("").trim();
        let category = Category::from_code(raw).ok_or_else(|| r.bad(pod, "category", raw))?;
        for p in children(pod, "player") {
            let player = r.player(p, "id")?;
            let place = r.number(p, "place")?;
            if place == 0 {
                return Err(r.bad(p, "place", "0"));
            }
            if out.iter().any(|s| s.player == player) {
                let id = p.attribute("id").unwrap_or("").trim();
                return Err(r.at(p, said!(TdfPlayerTwice, userid = id)));
            }
            out.push(Standing {
                player,
                place,
                category,
            });
        }
    }
    Ok(out)
}
