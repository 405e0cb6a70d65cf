//! Build script:
//! - generates the message ids of the English catalogs
//!   (`assets/i18n/en/*.ftl`) as an enum, so that a message the code asks
//!   for and the catalog lacks is a compile error, and embeds every
//!   language's catalogs (src/text/i18n);
//! - for Windows targets only, embeds the icon and the version information
//!   (name, version, description) in `podsheet.exe` with `winresource`.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icons/podsheet.ico");
    println!("cargo:rerun-if-changed=assets/i18n");
    catalogs();
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let mut res = winresource::WindowsResource::new();
    res.set_icon("assets/icons/podsheet.ico")
        .set("ProductName", "Podsheet")
        .set("FileDescription", "Podsheet: draft pod sheets")
        .set("InternalName", "podsheet")
        .set("OriginalFilename", "podsheet.exe")
        .set("LegalCopyright", "MIT OR Apache-2.0");
    if let Err(e) = res.compile() {
        // A missing resource compiler (windres / rc.exe) must not pass
        // silently: the installer would ship an exe without its icon.
        panic!("cannot embed the Windows icon and version info: {e}");
    }
}

/// `tie-open` → `TieOpen`.
fn camel(id: &str) -> String {
    id.split(['-', '_'])
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn ftl_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    files
}

fn catalogs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    let mut ids: Vec<(String, String)> = Vec::new();
    for file in ftl_files(&root.join("en")) {
        println!("cargo:rerun-if-changed={}", file.display());
        let text = std::fs::read_to_string(&file).expect("read an English catalog");
        for line in text.lines() {
            let Some((id, rest)) = line.split_once('=') else {
                continue;
            };
            let id = id.trim_end();
            let first = id.chars().next();
            if line.starts_with(|c: char| c.is_ascii_lowercase())
                && first.is_some()
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                assert!(
                    !ids.iter().any(|(i, _)| i == id),
                    "message {id} is defined twice in assets/i18n/en"
                );
                ids.push((id.to_string(), rest.trim().replace(['{', '}'], "")));
            }
        }
    }
    let mut out = String::new();
    out.push_str("/// A message of the catalogs (assets/i18n), by its id.\n");
    out.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub enum Msg {\n");
    for (id, english) in &ids {
        let doc = if english.is_empty() {
            format!("`{id}`")
        } else {
            // Markdown would read `<players>` in a message as an HTML tag.
            let english = english.replace('<', "&lt;").replace('>', "&gt;");
            format!("`{id}`: {english}")
        };
        let _ = writeln!(out, "    /// {}", doc.replace('\n', " "));
        let _ = writeln!(out, "    {},", camel(id));
    }
    out.push_str("}\n\nimpl Msg {\n    /// Every message, in catalog order.\n    pub const ALL: &[Msg] = &[\n");
    for (id, _) in &ids {
        let _ = writeln!(out, "        Msg::{},", camel(id));
    }
    out.push_str("    ];\n\n    /// The message's id in the .ftl files.\n    pub fn id(self) -> &'static str {\n        match self {\n");
    for (id, _) in &ids {
        let _ = writeln!(out, "            Msg::{} => {id:?},", camel(id));
    }
    out.push_str("        }\n    }\n\n    /// The name the code uses for it (`Msg::TieOpen`).\n    pub fn name(self) -> &'static str {\n        match self {\n");
    for (id, _) in &ids {
        let c = camel(id);
        let _ = writeln!(out, "            Msg::{c} => {c:?},");
    }
    out.push_str("        }\n    }\n}\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("msg_ids.rs");
    std::fs::write(dest, &out).expect("write msg_ids.rs");
    out.clear();
    // Every language folder's files, embedded.
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .expect("read assets/i18n")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    out.push_str("/// Every language folder of assets/i18n with its catalogs: (folder, [(file, text)]).\npub const CATALOGS: &[(&str, &[(&str, &str)])] = &[\n");
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let _ = writeln!(out, "    ({name:?}, &[");
        for file in ftl_files(&dir) {
            println!("cargo:rerun-if-changed={}", file.display());
            let fname = file.file_name().unwrap().to_string_lossy().to_string();
            let _ = writeln!(
                out,
                "        ({fname:?}, include_str!({:?})),",
                file.display().to_string()
            );
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogs.rs");
    std::fs::write(dest, out).expect("write catalogs.rs");
}
