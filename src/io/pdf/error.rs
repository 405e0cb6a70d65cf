//! Why a PDF could not be made.

/// Why a PDF could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdfError {
    /// A pod sheet was asked for an event that is not on a paper sheet.
    #[error(
        "this event is not played on a pod sheet (it is {0}); print pairings, slips or standings instead"
    )]
    NotASheet(&'static str),
    /// Pairings or slips were asked for before any round was paired.
    #[error("no round has been paired yet, so there are no pairings or slips to print")]
    NoRounds,
    /// The pod sheet's players do not fit the template.
    #[error("the {template} sheet has {expected} players but the event has {found}")]
    WrongPlayerCount {
        /// The template's name.
        template: String,
        /// Players the sheet has room for.
        expected: u32,
        /// Players in the event.
        found: usize,
    },
    /// A playoff bracket was asked for an event that was not cut.
    #[error("this event has no playoff: cut it to a top 8, 4 or 2 first (Event → Cut to top 8)")]
    NoCut,
    /// The embedded font could not be read (a broken build).
    #[error("the embedded font could not be read")]
    Font,
}
