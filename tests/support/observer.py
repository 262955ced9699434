"""A DgraphStore observer (kg/store/observer.py) that counts what tests ask about: queries sent, conflicts met."""


class CountedCalls:
    def __init__(self) -> None:
        self.reads = 0
        self.conflicts = 0

    def dgraph_call(self, operation: str, outcome: str, seconds: float) -> None:
        self.reads += operation == "read"
        self.conflicts += outcome == "conflict"

    def dgraph_retry(self) -> None:
        pass
