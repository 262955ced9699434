"""The one word splitter behind stored word keys and asked questions."""

from kg.model.words import text_words


def test_words_are_case_folded_runs_of_letters_or_digits() -> None:
    assert text_words("José's React.js, v18 and R2D2!") == ["josé", "react", "js", "v18", "and", "r2d2"]
    assert text_words("STRASSE straße") == ["strasse", "strasse"]
    assert text_words("a _ 7 -") == []  # single characters are not words
