# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = This browser does not let Escaque save anything on this device: you can practice, but your runs and settings will be lost when you close the page.
notice-storage-full = There is no room left to save in this browser: you can keep practicing, but what you do from now on will not be saved.

# Progress page
progress-best-of = Best score: { $best } of { $of }
progress-best-timed = Best score: { $best ->
    [one] { $best } right answer
   *[other] { $best } right answers
} in { $seconds } seconds
progress-labelled = { $label }: { $value }
progress-heat-none = none
progress-heat-count = { $count ->
    [one] { $count } square
   *[other] { $count } squares
}
progress-no-mistakes = none

# Settings page, where storage is refused
settings-not-saved = Your settings cannot be saved in this browser: they last until you close the page.
