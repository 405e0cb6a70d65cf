//! Files the operating system asks the running app to open. On macOS,
//! Finder does not pass a double-clicked `.podsheet` on the command line:
//! it sends an "open documents" Apple event, which NSApplication hands to
//! its delegate's `application:openURLs:`. winit (0.30) registers no
//! delegate and drops the event, so Podsheet sets one of its own as the
//! application finishes launching (before the launch's open-documents event
//! is dispatched). The paths wait here until the app's next frame.

use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

static WAITING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
static WAKE: OnceLock<egui::Context> = OnceLock::new();

/// Queues files to open and wakes the app's window.
// Called by the macOS delegate only (and the tests).
#[cfg_attr(not(target_os = "macos"), allow(dead_code))]
pub fn push(paths: impl IntoIterator<Item = PathBuf>) {
    if let Ok(mut w) = WAITING.lock() {
        w.extend(paths);
    }
    if let Some(ctx) = WAKE.get() {
        ctx.request_repaint();
    }
}

/// The files asked for since the last call, oldest first.
pub fn take() -> Vec<PathBuf> {
    WAITING
        .lock()
        .map(|mut w| std::mem::take(&mut *w))
        .unwrap_or_default()
}

/// Remembers the window to wake when a file arrives.
pub fn wake(ctx: &egui::Context) {
    let _ = WAKE.set(ctx.clone());
}

/// Starts listening for the system's requests (before the window opens).
pub fn listen() {
    #[cfg(target_os = "macos")]
    macos::listen();
}

#[cfg(target_os = "macos")]
mod macos {
    use objc2::rc::Retained;
    use objc2::runtime::{NSObject, NSObjectProtocol, ProtocolObject};
    use objc2::{MainThreadMarker, MainThreadOnly, define_class, msg_send, sel};
    use objc2_app_kit::{
        NSApplication, NSApplicationDelegate, NSApplicationWillFinishLaunchingNotification,
    };
    use objc2_foundation::{NSArray, NSNotification, NSNotificationCenter, NSURL};
    use std::cell::OnceCell;

    define_class!(
        // SAFETY: NSObject has no subclassing requirements, and the class
        // implements no Drop.
        #[unsafe(super(NSObject))]
        #[thread_kind = MainThreadOnly]
        #[name = "PodsheetOpenDocuments"]
        struct OpenDocuments;

        unsafe impl NSObjectProtocol for OpenDocuments {}

        unsafe impl NSApplicationDelegate for OpenDocuments {
            // SAFETY: the signature is NSApplicationDelegate's.
            #[unsafe(method(application:openURLs:))]
            fn open_urls(&self, _app: &NSApplication, urls: &NSArray<NSURL>) {
                super::push(urls.iter().filter_map(|u| u.to_file_path()));
            }
        }

        impl OpenDocuments {
            // SAFETY: a notification observer's selector takes the
            // notification and returns nothing.
            #[unsafe(method(willFinishLaunching:))]
            fn will_finish_launching(&self, _note: &NSNotification) {
                let app = NSApplication::sharedApplication(self.mtm());
                app.setDelegate(Some(ProtocolObject::from_ref(self)));
            }
        }
    );

    thread_local! {
        // NSApplication holds its delegate weakly: the main thread keeps it.
        static DELEGATE: OnceCell<Retained<OpenDocuments>> = const { OnceCell::new() };
    }

    /// Becomes the application's delegate once it finishes launching
    /// (winit has created it by then; setting the delegate earlier would
    /// create a plain NSApplication in place of winit's).
    pub fn listen() {
        let Some(mtm) = MainThreadMarker::new() else {
            return;
        };
        // SAFETY: `init` on a freshly allocated NSObject subclass.
        let delegate: Retained<OpenDocuments> =
            unsafe { msg_send![OpenDocuments::alloc(mtm), init] };
        let center = NSNotificationCenter::defaultCenter();
        // SAFETY: the observer answers the selector with the signature
        // notifications use, and is kept alive (below) for the process.
        unsafe {
            center.addObserver_selector_name_object(
                &delegate,
                sel!(willFinishLaunching:),
                Some(NSApplicationWillFinishLaunchingNotification),
                None,
            );
        }
        DELEGATE.with(|d| {
            let _ = d.set(delegate);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_wait_in_order_until_taken_once() {
        push([PathBuf::from("/e/a.podsheet")]);
        push([PathBuf::from("/e/b.podsheet")]);
        assert_eq!(
            take(),
            [
                PathBuf::from("/e/a.podsheet"),
                PathBuf::from("/e/b.podsheet")
            ]
        );
        assert!(take().is_empty());
    }
}
