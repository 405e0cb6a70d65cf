//! The lock's own tests.

use super::*;

#[test]
fn one_writer_at_a_time_and_none_after_it_goes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("friday.podsheet");
    assert_eq!(holder(&file), None);
    let held = Held::try_take(&file, Writer::Serve).unwrap();
    let h = holder(&file).unwrap();
    assert_eq!(h.pid, std::process::id().to_string());
    assert_eq!(h.writer, Some(Writer::Serve));
    // A second writer, even in this process, is refused, naming it.
    let refused = Held::try_take(&file, Writer::App).unwrap_err();
    assert_eq!(refused.writer, Some(Writer::Serve));
    drop(held);
    assert!(!path_for(&file).exists(), "taken away with its holder");
    assert_eq!(holder(&file), None);
    // A lock file left behind (a crash) holds nothing.
    std::fs::write(path_for(&file), "4242\napp\n").unwrap();
    assert_eq!(holder(&file), None);
    let again = Held::try_take(&file, Writer::Command).unwrap();
    assert_eq!(holder(&file).unwrap().writer, Some(Writer::Command));
    drop(again);
}

/// A file with an event in it, in a fresh folder.
#[cfg(unix)]
fn a_file() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("friday.podsheet");
    std::fs::write(&file, "{}").unwrap();
    (dir, file)
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_or_a_linked_folder_meets_the_files_own_lock() {
    let (dir, file) = a_file();
    let alias = dir.path().join("alias.podsheet");
    std::os::unix::fs::symlink(&file, &alias).unwrap();
    let folder = dir.path().join("linked");
    std::os::unix::fs::symlink(dir.path(), &folder).unwrap();
    let held = Held::try_take(&file, Writer::Serve).unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    for way in [
        alias.clone(),
        folder.join("alias.podsheet"),
        folder.join("friday.podsheet"),
        dir.path().join("sub/.././friday.podsheet"),
    ] {
        let refused = Held::try_take(&way, Writer::Serve).unwrap_err();
        assert_eq!(refused.writer, Some(Writer::Serve), "{}", way.display());
        assert_eq!(refused.pid, std::process::id().to_string());
    }
    // Taken through the link, the lock is the file's, and goes with it.
    drop(held);
    let through = Held::try_take(&alias, Writer::Command).unwrap();
    assert_eq!(holder(&file).unwrap().writer, Some(Writer::Command));
    drop(through);
    assert!(!path_for(&file).exists());
    assert!(!dir.path().join(".alias.podsheet.lock").exists());
}

#[cfg(unix)]
#[test]
fn a_hard_link_to_a_held_file_is_refused_naming_the_holder_and_its_name() {
    let (dir, file) = a_file();
    let held = Held::try_take(&file, Writer::Serve).unwrap();
    let hard = dir.path().join("alias.podsheet");
    std::fs::hard_link(&file, &hard).unwrap();
    let refused = Held::try_take(&hard, Writer::Serve).unwrap_err();
    assert_eq!(refused.writer, Some(Writer::Serve));
    assert_eq!(refused.through.as_deref(), Some(file.as_path()));
    let said = refused.refusal(&hard);
    assert!(said.contains("alias.podsheet"), "{said}");
    assert!(said.contains("friday.podsheet"), "{said}");
    assert!(said.contains("serve --reports"), "{said}");
    assert!(!dir.path().join(".alias.podsheet.lock").exists());
    assert_eq!(other_holder(&hard), None, "this process's own lock");
    assert!(holder(&hard).is_some());
    // Nobody holds it, and it still has two names: refused all the same,
    // since a save would part them.
    drop(held);
    let refused = Held::try_take(&file, Writer::App).unwrap_err();
    assert_eq!((refused.pid.as_str(), refused.links), ("", 2));
    let said = refused.refusal(&file);
    assert!(said.contains('2'), "{said}");
    assert!(!path_for(&file).exists(), "the lock given back");
    std::fs::remove_file(&hard).unwrap();
    drop(Held::try_take(&file, Writer::App).unwrap());
}

#[cfg(unix)]
#[test]
fn a_save_through_a_link_writes_the_file_and_keeps_the_link() {
    let (dir, file) = a_file();
    let alias = dir.path().join("alias.podsheet");
    std::os::unix::fs::symlink(&file, &alias).unwrap();
    crate::io::event_file::write_atomically(&alias, b"saved").unwrap();
    assert!(std::fs::symlink_metadata(&alias).unwrap().is_symlink());
    assert_eq!(std::fs::read(&file).unwrap(), b"saved");
    assert_eq!(
        std::fs::read(file.with_extension("podsheet.bak")).unwrap(),
        b"{}"
    );
}
