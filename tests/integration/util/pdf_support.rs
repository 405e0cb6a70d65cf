//! Shared by the PDF tests: read a PDF back as text and page sizes.
#![allow(dead_code)]

use lopdf::{Document, Object};
use podsheet::io::load_any;
use podsheet::io::pdf::PdfOutput;
use podsheet::model::Event;
use std::path::Path;

/// The text of every page, whitespace collapsed, and each page's size.
pub fn read(out: &PdfOutput) -> Vec<(String, (f32, f32))> {
    read_bytes(&out.bytes)
}

/// [`read`] for a PDF file's bytes.
pub fn read_bytes(bytes: &[u8]) -> Vec<(String, (f32, f32))> {
    let mut doc = Document::load_mem(bytes).expect("the PDF parses");
    accept_cmap_keys(&mut doc);
    doc.get_pages()
        .iter()
        .map(|(&n, &id)| {
            let text = doc.extract_text(&[n]).expect("text extracts");
            let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
            let page = doc.get_dictionary(id).expect("page dict");
            let mb = page
                .get(b"MediaBox")
                .and_then(Object::as_array)
                .expect("media box");
            let num = |o: &Object| {
                o.as_float()
                    .or_else(|_| o.as_i64().map(|i| i as f32))
                    .expect("number")
            };
            (text, (num(&mb[2]) - num(&mb[0]), num(&mb[3]) - num(&mb[1])))
        })
        .collect()
}

/// lopdf 0.38 rejects the `/CMapVersion` and `/WMode` entries of a
/// ToUnicode CMap (valid PDF, which poppler and lopdf 0.47 read; printpdf
/// writes them). Drop those two lines so the 0.38 reader can map glyphs back
/// to text; nothing else in the file is touched.
pub fn accept_cmap_keys(doc: &mut Document) {
    for obj in doc.objects.values_mut() {
        if let Object::Stream(stream) = obj {
            let _ = stream.decompress();
            if !stream.content.windows(9).any(|w| w == b"begincmap") {
                continue;
            }
            let text = String::from_utf8_lossy(&stream.content).into_owned();
            let kept: Vec<&str> = text
                .lines()
                .filter(|l| !l.starts_with("/CMapVersion") && !l.starts_with("/WMode"))
                .collect();
            stream.set_plain_content(kept.join("\n").into_bytes());
        }
    }
}

pub fn event(path: &str) -> Event {
    load_any(Path::new(path)).expect("fixture loads")
}

pub fn all_text(out: &PdfOutput) -> String {
    read(out)
        .into_iter()
        .map(|(t, _)| t)
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}
