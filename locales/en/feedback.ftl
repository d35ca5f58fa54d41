# The feedback room: a verdict that names the answer it marks.
feedback-check-no-missed = Your “No” is not right: “{ $move }” is written correctly, there is no mistake.
