//! Starts the app; everything else lives in the library.
fn main() {
    console_error_panic_hook::set_once();
    escaque_app::start();
}
