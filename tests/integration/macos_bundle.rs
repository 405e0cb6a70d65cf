//! The macOS app bundle as far as a machine without macOS can check it
//! (issue 43): `packaging/macos/make-app.sh` lays out `Podsheet.app`
//! around a binary, and its `Info.plist` is read as macOS reads it (the
//! `plist` crate, in the place of `plutil -lint`): the executable and icon
//! it names are in the bundle, its version is Cargo.toml's, and it
//! declares `.podsheet` (the `io.github.podsheet.event` type, with the
//! MIME type Linux registers) as a document Podsheet owns and edits, so
//! Finder opens one with it. What only a Mac can test is listed in
//! docs/developing.md.

use plist::{Dictionary, Value};
use std::path::Path;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn string<'a>(dict: &'a Dictionary, key: &str) -> &'a str {
    dict.get(key)
        .and_then(Value::as_string)
        .unwrap_or_else(|| panic!("Info.plist: no string {key}"))
}

fn array<'a>(dict: &'a Dictionary, key: &str) -> &'a [Value] {
    dict.get(key)
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("Info.plist: no array {key}"))
}

fn strings<'a>(dict: &'a Dictionary, key: &str) -> Vec<&'a str> {
    array(dict, key)
        .iter()
        .map(|v| v.as_string().expect("a string"))
        .collect()
}

/// The MIME type packaging/linux registers for `.podsheet`.
fn linux_mime_type() -> String {
    let xml = std::fs::read_to_string(repo().join("packaging/linux/podsheet-mime.xml")).unwrap();
    let tag = "<mime-type type=\"";
    let start = xml.find(tag).expect("a mime-type") + tag.len();
    xml[start..].split('"').next().unwrap().to_string()
}

/// Checks an `Info.plist` (with its version filled in) as macOS needs it;
/// returns its executable's and icon's names.
fn check_info(plist: &Value) -> (String, String) {
    let d = plist.as_dictionary().expect("Info.plist is a dictionary");
    assert_eq!(string(d, "CFBundlePackageType"), "APPL");
    assert_eq!(string(d, "CFBundleInfoDictionaryVersion"), "6.0");
    // The same id as the Linux desktop entry and metainfo.
    let id = string(d, "CFBundleIdentifier");
    assert!(
        repo()
            .join(format!("packaging/linux/{id}.desktop"))
            .is_file(),
        "CFBundleIdentifier {id} is not the Linux app id"
    );
    for key in ["CFBundleShortVersionString", "CFBundleVersion"] {
        assert_eq!(string(d, key), env!("CARGO_PKG_VERSION"), "{key}");
    }
    assert!(!string(d, "LSMinimumSystemVersion").is_empty());
    // The document type: .podsheet, owned and edited by Podsheet.
    let uti = "io.github.podsheet.event";
    let docs = array(d, "CFBundleDocumentTypes");
    let doc = docs
        .iter()
        .filter_map(Value::as_dictionary)
        .find(|t| strings(t, "LSItemContentTypes").contains(&uti))
        .expect("a document type for io.github.podsheet.event");
    assert_eq!(string(doc, "CFBundleTypeRole"), "Editor");
    assert_eq!(string(doc, "LSHandlerRank"), "Owner");
    let exported = array(d, "UTExportedTypeDeclarations")
        .iter()
        .filter_map(Value::as_dictionary)
        .find(|t| string(t, "UTTypeIdentifier") == uti)
        .expect("io.github.podsheet.event declared");
    let conforms = strings(exported, "UTTypeConformsTo");
    assert!(conforms.contains(&"public.data"), "{conforms:?}");
    let tags = exported
        .get("UTTypeTagSpecification")
        .and_then(Value::as_dictionary)
        .expect("UTTypeTagSpecification");
    assert_eq!(strings(tags, "public.filename-extension"), ["podsheet"]);
    assert_eq!(strings(tags, "public.mime-type"), [linux_mime_type()]);
    (
        string(d, "CFBundleExecutable").to_string(),
        string(d, "CFBundleIconFile").to_string(),
    )
}

#[test]
fn the_info_plist_declares_podsheet_files_as_documents_podsheet_owns() {
    let template = std::fs::read_to_string(repo().join("packaging/macos/Info.plist")).unwrap();
    // As make-app.sh fills it in.
    let filled = template.replace("@VERSION@", env!("CARGO_PKG_VERSION"));
    let plist = Value::from_reader_xml(filled.as_bytes()).expect("Info.plist parses");
    let (exe, icon) = check_info(&plist);
    // The executable is the crate's binary, the icon one the repository has.
    assert_eq!(exe, "podsheet");
    assert!(
        repo().join(format!("assets/icons/{icon}.icns")).is_file(),
        "{icon}.icns"
    );
}

/// make-app.sh is a bash script (a Mac has bash; Windows does not).
#[cfg(unix)]
#[test]
fn make_app_lays_out_the_bundle_macos_opens() {
    use std::os::unix::fs::PermissionsExt;
    let out = tempfile::tempdir().unwrap();
    let run = std::process::Command::new("bash")
        .arg(repo().join("packaging/macos/make-app.sh"))
        .env("BIN", env!("CARGO_BIN_EXE_podsheet"))
        .env("OUT", out.path())
        .env("NO_DMG", "1")
        .output()
        .expect("bash runs");
    assert!(
        run.status.success(),
        "{}{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    let contents = out.path().join("Podsheet.app/Contents");
    let plist = Value::from_file(contents.join("Info.plist")).expect("Info.plist parses");
    let (exe, icon) = check_info(&plist);
    let exe = contents.join("MacOS").join(exe);
    let mode = std::fs::metadata(&exe)
        .expect("the executable")
        .permissions()
        .mode();
    assert!(mode & 0o111 != 0, "{} is not executable", exe.display());
    let icns = std::fs::read(contents.join("Resources").join(format!("{icon}.icns"))).unwrap();
    assert_eq!(&icns[..4], b"icns", "an Apple icon file");
    assert_eq!(
        std::fs::read(contents.join("PkgInfo")).unwrap(),
        b"APPL????"
    );
    // Nothing beside Contents: codesign refuses a bundle with files
    // there ("unsealed contents present in the bundle root").
    let top: Vec<_> = std::fs::read_dir(out.path().join("Podsheet.app"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(top, ["Contents"]);
}
