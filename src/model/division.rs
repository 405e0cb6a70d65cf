//! Age divisions (Pokémon's juniors, seniors and masters): players of
//! every division may share one pairing pod, and each division has its
//! own standings (docs/rules.md §8).

use super::{Msg, Said};
use serde::{Deserialize, Serialize};

/// An age division (Pokémon's): players of all divisions may share one
/// pairing pod; each division has its own standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Division {
    /// The youngest players.
    Juniors,
    /// The middle age group.
    Seniors,
    /// The oldest players (and everyone without a division).
    Masters,
}

impl Division {
    /// Every division, youngest first.
    pub const ALL: [Division; 3] = [Division::Juniors, Division::Seniors, Division::Masters];

    /// The public id (`juniors`, `seniors`, `masters`).
    pub fn id(self) -> &'static str {
        match self {
            Division::Juniors => "juniors",
            Division::Seniors => "seniors",
            Division::Masters => "masters",
        }
    }

    /// The division read from its id, in any case.
    pub fn from_id(id: &str) -> Option<Division> {
        Division::ALL
            .into_iter()
            .find(|d| d.id().eq_ignore_ascii_case(id.trim()))
    }

    /// The division's name in the catalogs ("Masters").
    pub fn name_msg(self) -> Msg {
        match self {
            Division::Juniors => Msg::DivisionJuniors,
            Division::Seniors => Msg::DivisionSeniors,
            Division::Masters => Msg::DivisionMasters,
        }
    }

    /// The division's name as a part of a sentence said as data.
    pub fn said(self) -> Said {
        Said {
            msg: self.name_msg(),
            args: Vec::new(),
        }
    }
}
