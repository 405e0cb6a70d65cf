//! Why a PDF could not be made.

use crate::model::{Msg, Said};
use crate::said;

/// Why a PDF could not be made, said in the thread's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.said())]
pub enum PdfError {
    /// A pod sheet was asked for an event that is not on a paper sheet:
    /// what the event is instead (a round robin, a Swiss, imported results).
    NotASheet(Msg),
    /// Pairings or slips were asked for before any round was paired.
    NoRounds,
    /// The pod sheet's players do not fit the template.
    WrongPlayerCount {
        /// The template's name.
        template: String,
        /// Players the sheet has room for.
        expected: u32,
        /// Players in the event.
        found: usize,
    },
    /// A playoff bracket was asked for an event that was not cut.
    NoCut,
    /// The embedded font could not be read (a broken build).
    Font,
}

impl PdfError {
    /// The reason as data, for the catalogs.
    pub fn said(&self) -> Said {
        match self {
            PdfError::NotASheet(what) => Said {
                msg: Msg::PdfErrorNotASheet,
                args: vec![(
                    "what",
                    crate::model::SaidArg::Said(Box::new(Said {
                        msg: *what,
                        args: Vec::new(),
                    })),
                )],
            },
            PdfError::NoRounds => said!(PdfErrorNoRounds),
            PdfError::WrongPlayerCount {
                template,
                expected,
                found,
            } => said!(
                PdfErrorPlayerCount,
                template = template,
                expected = expected,
                found = found
            ),
            PdfError::NoCut => said!(PdfErrorNoCut),
            PdfError::Font => said!(PdfErrorFont),
        }
    }
}
