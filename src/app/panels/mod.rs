//! What is drawn: one file per panel or window (the grid, the match
//! boxes, standings, explanations, timer, menus, dialogs, the display and
//! share windows). Panels draw what each pod's view (`app/view`) made once
//! per change, and send what the user asked as commands.

pub(crate) mod boxes_ui;
pub(crate) mod cut_ui;
pub(crate) mod dialogs_ui;
pub(crate) mod display_ui;
pub(crate) mod explain_ui;
pub(crate) mod fields;
pub(crate) mod grid_ui;
pub(crate) mod life_ui;
pub(crate) mod match_box_ui;
pub(crate) mod menu_ui;
pub(crate) mod new_event_ui;
pub(crate) mod playoff_ui;
pub(crate) mod reports_ui;
pub mod season_ui;
pub mod share_ui;
pub(crate) mod standings_ui;
pub(crate) mod swiss_end_ui;
pub(crate) mod timer_ui;
pub(crate) mod tools_ui;
pub(crate) mod visible;
