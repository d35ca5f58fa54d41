//! Right and wrong sounds, made with Web Audio (no sound files).

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// A short rising tone for a right answer, a low buzz for a wrong one. Silent where Web Audio
/// is unavailable.
pub fn play_feedback(correct: bool) {
    CONTEXT.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            *cell = AudioContext::new().ok();
        }
        if let Some(context) = cell.as_ref() {
            let _ = tone(context, correct);
        }
    });
}

fn tone(context: &AudioContext, correct: bool) -> Result<(), wasm_bindgen::JsValue> {
    let oscillator = context.create_oscillator()?;
    let gain = context.create_gain()?;
    let start = context.current_time();
    let (kind, from, to, length) = if correct {
        (OscillatorType::Sine, 660.0, 990.0, 0.15)
    } else {
        (OscillatorType::Square, 180.0, 140.0, 0.25)
    };
    oscillator.set_type(kind);
    oscillator.frequency().set_value_at_time(from, start)?;
    oscillator
        .frequency()
        .linear_ramp_to_value_at_time(to, start + length)?;
    gain.gain().set_value_at_time(0.15, start)?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.001, start + length)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start()?;
    oscillator.stop_with_when(start + length)?;
    Ok(())
}
