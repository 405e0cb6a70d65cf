//! Files and file dialogs: the file on screen as it is on disk (one
//! writer, nothing saved over what was not read), the recovery files and
//! the thread that writes them, the system's file dialog or Podsheet's own, default folders and
//! names, files the desktop asks to open, and PDF export (and the question
//! before printing an address only this computer opens).

mod commands;
pub mod crash;
pub(crate) mod disk;
pub(crate) mod export;
pub(crate) mod file_browser_ui;
pub mod file_picker;
pub mod loopback;
pub(crate) mod open_documents;
mod open_save;
pub(crate) mod places;
pub mod purpose;
pub(crate) mod recovery;
pub(crate) mod recovery_writer;
