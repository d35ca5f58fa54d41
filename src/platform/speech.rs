//! Speech synthesis: the browser reads a move aloud in the UI language.

/// Says `text` in the language `lang` (`es`), cutting off what was being said. Silent where the
/// browser has no speech synthesis.
pub fn speak(text: &str, lang: &str) {
    let Some(synthesis) = web_sys::window().and_then(|w| w.speech_synthesis().ok()) else {
        return;
    };
    if let Ok(utterance) = web_sys::SpeechSynthesisUtterance::new_with_text(text) {
        utterance.set_lang(lang);
        synthesis.cancel();
        synthesis.speak(&utterance);
    }
}
