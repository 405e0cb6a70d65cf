//! Build script: for Windows targets only, embeds the icon and the version
//! information (name, version, description) in `podsheet.exe` with
//! `winresource`. Other targets do nothing here.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icons/podsheet.ico");
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
