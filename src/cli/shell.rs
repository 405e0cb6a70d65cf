//! A word of a command the CLI prints for the owner to paste (the
//! `repair`/`keep`/`give` advice under a warning, `serve`'s slips
//! command), written as the shell of the owner's system reads it: a POSIX
//! shell on Linux and macOS, cmd.exe or PowerShell on Windows, where
//! single quotes quote nothing in cmd.exe (`'C:\Users\…'` is two words
//! there, quotes included).

/// `s` as one word of a command pasted into this system's shell: plain
/// when it is plain, else quoted ([`windows_word`] on Windows,
/// [`posix_word`] elsewhere).
pub fn word(s: &str) -> String {
    if cfg!(windows) {
        windows_word(s)
    } else {
        posix_word(s)
    }
}

/// A word for a POSIX shell (sh, bash, zsh): as it is when it is plain,
/// else in single quotes, a single quote written `'\''`.
pub fn posix_word(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_alphanumeric() || "-_./:@+,=".contains(c));
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// A word that cmd.exe and PowerShell both read as one: as it is when it
/// is plain (letters, digits and `-_./\:`, a drive letter and backslashes
/// included), else in double quotes, which both shells take as quoting
/// spaces, `'`, `&`, `(`, `)`, `;`, `,`, `@` and `^`; a double quote inside
/// (never in a Windows file name, rare in a player's name) is doubled,
/// which cmd.exe passes on and a program's argument reader, Rust's and
/// Microsoft's C runtime alike, reads as one `"` inside quotes.
///
/// What neither shell leaves alone inside double quotes is left as it is,
/// as no quoting serves both: cmd.exe expands `%NAME%` when NAME is a set
/// variable, and PowerShell expands `$name` and reads a backtick as an
/// escape (docs/cli.md says so).
pub fn windows_word(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_alphanumeric() || "-_./\\:".contains(c));
    if plain {
        s.to_string()
    } else {
        format!("\"{}\"", s.replace('"', "\"\""))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn posix_words_are_single_quoted_when_not_plain() {
        assert_eq!(posix_word("friday.podsheet"), "friday.podsheet");
        assert_eq!(posix_word("/tmp/a-b_c/x.podsheet"), "/tmp/a-b_c/x.podsheet");
        assert_eq!(posix_word("Zoë Ärnström"), "'Zoë Ärnström'");
        assert_eq!(posix_word("Bob's night"), r"'Bob'\''s night'");
        assert_eq!(posix_word(""), "''");
    }

    #[test]
    fn windows_words_are_double_quoted_never_single() {
        assert_eq!(
            windows_word(r"C:\Users\Ann\friday.podsheet"),
            r"C:\Users\Ann\friday.podsheet"
        );
        assert_eq!(
            windows_word(r"\\store-pc\events\a.podsheet"),
            r"\\store-pc\events\a.podsheet"
        );
        assert_eq!(windows_word("Zoë"), "Zoë");
        assert_eq!(windows_word("Zoë Ärnström"), "\"Zoë Ärnström\"");
        assert_eq!(
            windows_word(r"C:\Events (2024)\Bob's night & day.podsheet"),
            "\"C:\\Events (2024)\\Bob's night & day.podsheet\""
        );
        // PowerShell makes an array of a,b and splats @x: quoted.
        assert_eq!(windows_word("a,b"), "\"a,b\"");
        assert_eq!(windows_word("@x"), "\"@x\"");
        assert_eq!(windows_word(r#"Jim "Bob" Ray"#), r#""Jim ""Bob"" Ray""#);
        assert_eq!(windows_word(""), "\"\"");
    }
}
