"""The words of a text as kg indexes and searches them: one splitter for stored names and asked questions."""

from __future__ import annotations

import re

# Runs of two or more letters or digits, in any script: a possessive's "s" is not a word, "R2D2" is one.
_WORD = re.compile(r"[^\W_]{2,}")


def text_words(text: str) -> list[str]:
    """The case-folded words of `text`, in order: "José's React.js v18" -> ["josé", "react", "js", "v18"]."""
    return _WORD.findall(text.casefold())
