//! The code a run ends with: its answers, its time, and, when the student stopped it early,
//! the drill's number of questions.

use super::code::ResultCode;
use super::drill_id::DrillId;
use crate::drill::Drill;

impl ResultCode {
    /// The code of `drill`'s run on `day` (days since 1970-01-01): `None` when the drill is
    /// not shared (each student's prompts are their own: there is no result to send) or the
    /// run does not fit a code. A run stopped before its end says so, out of the drill's
    /// questions.
    ///
    /// ```
    /// use escaque_core::drill::{Answer, Drill, DrillSpec, Prompt, Setup};
    /// use escaque_core::result_code::{Ending, ResultCode};
    /// let spec: DrillSpec = "v=1&mode=find&n=10&seed=7".parse().unwrap();
    /// let mut drill = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
    /// for now in [1000.0, 2000.0] {
    ///     let Some(&Prompt::Square(square)) = drill.prompt() else { unreachable!() };
    ///     drill.answer(Answer::Square(square), now).unwrap();
    /// }
    /// drill.finish(1_000.0);
    /// let code = ResultCode::of_run(&drill, 20_000).unwrap();
    /// assert_eq!(code.ending(), Ending::Stopped { total: Some(10) });
    /// assert_eq!(code.standing(None).out_of(), 10);
    /// ```
    pub fn of_run(drill: &Drill, day: u32) -> Option<ResultCode> {
        if !drill.spec().is_shared() {
            return None;
        }
        let answers: Vec<bool> = drill.attempts().iter().map(|a| a.correct).collect();
        let millis: u64 = drill.attempts().iter().map(|a| u64::from(a.millis)).sum();
        let seconds = u32::try_from(millis.div_ceil(1000)).unwrap_or(u32::MAX);
        let code = ResultCode::new(
            DrillId::of_link(&drill.spec().to_string()),
            &answers,
            seconds,
            day,
        )
        .ok()?;
        let (answered, total) = drill.progress();
        let unfinished = match total {
            Some(total) => answered < total,
            None => drill.stopped_early(),
        };
        if unfinished {
            code.stopped(total).ok()
        } else {
            Some(code)
        }
    }
}
