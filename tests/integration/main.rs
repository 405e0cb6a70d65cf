//! Every integration test in one binary (as ripgrep does): one link of
//! the egui stack instead of one per file. Each module is one area;
//! shared helpers are in [`util`].

mod util;

mod app_display;
mod app_edit;
mod app_file_dialog;
mod app_files;
mod app_keyboard;
mod app_large;
mod app_night;
mod app_no_portal;
mod app_sheet;
mod app_stumbles;
mod app_whole_sheet;
mod cli;
mod event_check;
mod event_file;
mod explain_table;
mod large_swiss;
mod layers;
mod pairing_cli;
mod pairing_draws;
mod pairing_sheets;
mod pairing_structures;
mod pairing_swiss;
mod pdf;
mod pdf_cli;
mod pdf_night;
mod pdf_printouts;
mod pdf_template_cli;
mod pods;
mod properties;
mod robustness;
mod saving;
mod seeds;
mod sheet_templates;
mod validate;
mod web_app;
mod web_cli;
mod web_load;
mod web_pages;
mod web_pdf;
mod web_server;
