"""Whether a parsed text may hold a named entity, before the NER reads it.

The small English model's NER embeds each text with a network of its own, so it costs as much as the tagger and
parser together (about half of a parse). It finds names, dates, times and amounts, and nearly all of those show
in the words: a capital past a sentence's first word, a word the tagger calls a proper noun, a sentence opened by
a capitalised noun or adjective ("Iceland is at the top of my list"), a number or a digit, a currency sign, or a
word of time ("yesterday", "last *week*", "over the *holidays*", "next *semester*"). A text with none of them is
left unread by the NER, as if it had found nothing: 44 % of the labelled set's sentences and 27 % of LoCoMo's dev
turns (several sentences each). Over both, every fact read stayed the same, and 8 texts lost an entity, each one the
NER had misread ("Catch" and "Ya" as people, "van" as a person, "a bee" as an organisation).
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.event_words import words
from kg.temporal import CHAT_DAYS, MONTH_WORDS, OCCASION_WORDS, WEEKDAY_WORDS

_TIME_WORDS = (
    frozenset(CHAT_DAYS)
    | MONTH_WORDS
    | WEEKDAY_WORDS
    | OCCASION_WORDS
    | words(
        """yesterday today tonight tomorrow week weeks weekend weekends month months year years morning mornings
        afternoon afternoons evening evenings night nights ago day days summer winter spring fall autumn decade
        decades century hour hours minute minutes noon midnight dawn dusk lately recently annual daily weekly
        monthly yearly season seasons holiday holidays semester semesters term terms quarter quarters next last past
        previous coming upcoming earlier birthday birthdays anniversary o'clock am pm a.m. p.m."""
    )
)
# Words the NER reads as amounts or ranks: "two kids" (CARDINAL), "my first marathon" (ORDINAL), "a ton" (QUANTITY).
_AMOUNT_WORDS = words(
    """one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
    eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion dozen
    dozens half couple first second third fourth fifth sixth seventh eighth ninth tenth once twice ton tons"""
)
_CURRENCY_SIGNS = frozenset("$£€¥%")
# A sentence's first word, capitalised, may be a name when the tagger makes it one of these ("Iceland is ...").
_NAME_LIKE_OPENERS = frozenset({"NOUN", "PROPN", "ADJ", "X"})


def may_name_entities(doc: Doc) -> bool:
    """Whether the NER could find anything in `doc` (tagged and parsed, not yet read by the NER)."""
    return any(_sentence_may_name(sentence) for sentence in doc.sents)


def _sentence_may_name(sentence: Span) -> bool:
    first = sentence.start
    return any(_may_name(token, token.i == first) for token in sentence)


def _may_name(token: Token, opens: bool) -> bool:
    text = token.text
    if token.pos_ == "PROPN" or token.like_num or text in _CURRENCY_SIGNS or any(char.isdigit() for char in text):
        return True
    lower = token.lower_
    if lower in _TIME_WORDS or lower in _AMOUNT_WORDS:
        return True
    if opens:
        return token.is_title and token.pos_ in _NAME_LIKE_OPENERS
    return text != "I" and any(char.isupper() for char in text)
