"""A clock a test sets by hand: call it for the time (seconds), move `now` to let time pass."""


class ManualClock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now
