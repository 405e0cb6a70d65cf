//! What a file dialog is opened for: its title, the kind of file, and
//! whether it names a file to write.

use crate::t;

/// What a dialog was opened for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Open an event file.
    Open,
    /// Save under a new name.
    SaveAs,
    /// Read player names from a CSV or text file (new event dialog).
    ImportNames,
    /// Export the event as a PDF on this paper.
    ExportPdf(crate::io::pdf::Paper),
    /// Print the latest round's pairings and slips.
    PrintRound(crate::io::pdf::Paper, Option<u32>),
    /// Print the tables still playing (time is called).
    PrintStillPlaying(crate::io::pdf::Paper),
    /// Print a template's blank sheet (no event) as a PDF on this paper.
    BlankSheet(crate::model::Template, crate::io::pdf::Paper),
    /// Open a season: a `.podseason` file, or any event of its folder.
    OpenSeason,
    /// Save the open season as a `.podseason` file.
    SaveSeason,
    /// Print the open season's table as a PDF on this paper.
    SeasonPdf(crate::io::pdf::Paper),
}

impl Purpose {
    /// The dialog's title.
    pub fn title(self) -> String {
        match self {
            Purpose::Open => t!(PurposeOpenAnEvent),
            Purpose::SaveAs => t!(PurposeSaveTheEventAs),
            Purpose::ImportNames => t!(PurposeImportPlayerNames),
            Purpose::ExportPdf(_) => t!(PurposeExportAPdf),
            Purpose::PrintRound(..) => t!(PurposeSaveThisRoundSPairings),
            Purpose::PrintStillPlaying(_) => t!(PurposeStillPlaying),
            Purpose::BlankSheet(..) => t!(PurposeSaveTheBlankSheetAs),
            Purpose::OpenSeason => t!(PurposeOpenSeason),
            Purpose::SaveSeason => t!(PurposeSaveSeason),
            Purpose::SeasonPdf(_) => t!(PurposeExportAPdf),
        }
    }

    /// The kind of file and its extensions (the first is added to a name
    /// typed without one).
    pub fn filter(self) -> (String, &'static [&'static str]) {
        match self {
            Purpose::Open => (t!(PurposePodSheets), &["podsheet", "json", "csv", "tdf"]),
            Purpose::SaveAs => (t!(PurposePodSheets2), &["podsheet"]),
            Purpose::ImportNames => (t!(PurposeNames), &["csv", "txt"]),
            Purpose::OpenSeason => (t!(PurposeSeasons), &["podseason", "podsheet", "csv", "tdf"]),
            Purpose::SaveSeason => (t!(PurposeSeasonFile), &["podseason"]),
            Purpose::ExportPdf(_)
            | Purpose::PrintRound(..)
            | Purpose::PrintStillPlaying(_)
            | Purpose::BlankSheet(..)
            | Purpose::SeasonPdf(_) => (t!(PurposePdf), &["pdf"]),
        }
    }

    /// Whether the dialog names a file to write (else one to read).
    pub fn saves(self) -> bool {
        matches!(
            self,
            Purpose::SaveAs
                | Purpose::SaveSeason
                | Purpose::SeasonPdf(_)
                | Purpose::ExportPdf(_)
                | Purpose::PrintRound(..)
                | Purpose::PrintStillPlaying(_)
                | Purpose::BlankSheet(..)
        )
    }

    /// What Podsheet's own dialog asks for.
    pub fn wanted(self) -> Wanted {
        Wanted {
            title: self.title(),
            extensions: self.filter().1,
            saves: self.saves(),
        }
    }
}

/// What Podsheet's own dialog is for.
#[derive(Debug, Clone)]
pub struct Wanted {
    /// The dialog's title.
    pub title: String,
    /// The file kinds listed (the first is added to a name typed without
    /// one of them).
    pub extensions: &'static [&'static str],
    /// Whether it names a file to write (else one to read).
    pub saves: bool,
}
