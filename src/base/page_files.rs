//! A page's way to the player's own files: a save is a download, a load the browser's file
//! picker (a page cannot see the computer's folders).

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Array;
use send_wrapper::SendWrapper;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, Document, HtmlAnchorElement, HtmlInputElement, Url};

fn document() -> Result<Document, String> {
    web_sys::window().and_then(|w| w.document()).ok_or_else(|| "the page has no document".into())
}

fn words(error: JsValue) -> String {
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}

/// Offers `text` to the browser as the file `name`, which it downloads.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let options = BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = Blob::new_with_str_sequence_and_options(&Array::of1(&text.into()), &options).map_err(words)?;
    let url = Url::create_object_url_with_blob(&blob).map_err(words)?;
    let link: HtmlAnchorElement = document()?.create_element("a").map_err(words)?.unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The browser reads the file after the click returns: the address is let go a little later.
    let revoke = Closure::once_into_js(move || {
        let _ = Url::revoke_object_url(&url);
    });
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000);
    }
    Ok(())
}

/// A file the player chose: its name and its text, or why it could not be read.
pub type Chosen = Result<(String, String), String>;

/// The browser's file picker, open: the file arrives some frames after it is chosen (a picker
/// closed without a choice never answers).
pub struct FilePicker {
    chosen: SendWrapper<Rc<RefCell<Option<Chosen>>>>,
    _input: SendWrapper<HtmlInputElement>,
    _on_change: SendWrapper<Closure<dyn FnMut()>>,
}

impl FilePicker {
    /// Opens the picker for draughts games (`accept`: `.pdn` and plain text).
    pub fn open() -> Result<FilePicker, String> {
        let input: HtmlInputElement = document()?.create_element("input").map_err(words)?.unchecked_into();
        input.set_type("file");
        input.set_accept(".pdn,.txt,text/plain");
        let chosen: Rc<RefCell<Option<Chosen>>> = Rc::default();
        let (answer, field) = (chosen.clone(), input.clone());
        let on_change = Closure::<dyn FnMut()>::new(move || {
            let Some(file) = field.files().and_then(|files| files.get(0)) else { return };
            let answer = answer.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let name = file.name();
                let read = JsFuture::from(file.text()).await;
                let text = read.map_err(words).and_then(|t| t.as_string().ok_or_else(|| "not text".into()));
                *answer.borrow_mut() = Some(text.map(|text| (name, text)));
            });
        });
        input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
        input.click();
        Ok(FilePicker {
            chosen: SendWrapper::new(chosen),
            _input: SendWrapper::new(input),
            _on_change: SendWrapper::new(on_change),
        })
    }

    /// The file, once it has been chosen and read.
    pub fn take(&self) -> Option<Chosen> {
        self.chosen.borrow_mut().take()
    }
}
