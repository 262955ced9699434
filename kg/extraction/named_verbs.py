"""A verb after a name the small model read as a plural noun, parsed again with a pronoun in the name's place.

"Nora volunteers at a shelter", "Sam studies at UCL", "Mia dances salsa": the small model reads a name and a verb's
"-s" form that is also a plural noun as one noun phrase (Nora's volunteers) nearly every time, so no reader finds
a verb with a subject, and nothing is said of Nora. With "She" in the name's place the same words parse as a
clause ("She volunteers at a shelter"). Where a sentence opens with a name so followed, the doc is parsed again
that way and, if the word then has the pronoun as its subject, that parse is kept with the name put back (a proper
noun, the verb's subject) and the word made a verb (it may still be tagged a noun: "She studies at UCL and works
..." is parsed as a clause with "studies" a noun); otherwise the first parse stands. Only such sentences cost a
second parse.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from spacy.tokens import Doc, Token

# One word in place of the name: a pronoun every verb's "-s" form agrees with.
_STAND_IN = "She"
_PRESENT = "Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"


@dataclass(frozen=True)
class Verbs:
    """What the lemmatizer knows of verbs: their "-s" forms, to the verb ("studies" -> "study"), and every form it
    knows (base, "-s", irregular), which a word opening a sentence that is one is taken for, not a name ("*Met*
    lots of people", "*Went* hiking")."""

    third_person: Mapping[str, str]
    forms: frozenset[str]

    @classmethod
    def of(cls, base_forms: Iterable[str], irregular_forms: Iterable[str]) -> Verbs:
        third_person = {_third_person(verb): verb for verb in base_forms}
        return cls(third_person, frozenset({*base_forms, *third_person, *irregular_forms}))

    def may_be(self, word: str) -> bool:
        """Whether `word` (lower case) is a form of a verb: known, or a regular past ("moved", "visited")."""
        return word in self.forms or (word.endswith("ed") and bool({word[:-1], word[:-2]} & self.forms))


NO_VERBS = Verbs({}, frozenset())


def _third_person(verb: str) -> str:
    if verb.endswith(("s", "x", "z", "ch", "sh", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in set("aeiou"):
        return verb[:-1] + "ies"
    return verb + "s"


def with_named_verbs_parsed(doc: Doc, verbs: Verbs, parse: Callable[[str], Doc]) -> Doc:
    """`doc`, or its text parsed again (`parse`, the pipeline without the NER) with a pronoun in place of the name
    that opens a sentence before a verb read as a plural noun (`verbs`), where that parse reads the verb."""
    name = next((token for token in doc if _name_before_verb_read_as_noun(token, verbs)), None)
    if name is None:
        return doc
    text = doc.text
    stood_in = parse(text[: name.idx] + _STAND_IN + text[name.idx + len(name.text) :])
    if len(stood_in) != len(doc) or not _subject_of_next(stood_in[name.i]):
        return doc
    verb = doc[name.i + 1]
    return _with_name_back(stood_in, doc, name, verbs.third_person[verb.lower_])


def _name_before_verb_read_as_noun(token: Token, verbs: Verbs) -> bool:
    if not token.is_sent_start or token.pos_ != "PROPN" or token.i + 1 >= len(token.doc):
        return False
    after = token.doc[token.i + 1]
    if after.tag_ != "NNS" or after.lower_ not in verbs.third_person or token.head.i != after.i:
        return False
    return _where_a_lost_verb_hangs(after, verbs) and not verbs.may_be(token.lower_)


def _where_a_lost_verb_hangs(word: Token, verbs: Verbs) -> bool:
    """Whether the noun `word` hangs where no noun of a sentence with a verb would: the root, or the subject of a
    word that is no verb ("Mia *dances* salsa", "salsa" taken for the verb); not the subject of a real one
    ("Crossword *puzzles* are my go-to")."""
    if word.dep_ in {"ROOT", "dep"}:
        return True
    return word.dep_ == "nsubj" and word.head.pos_ == "VERB" and not verbs.may_be(word.head.lower_)


def _subject_of_next(stand_in: Token) -> bool:
    return stand_in.dep_ == "nsubj" and stand_in.head.i == stand_in.i + 1


def _with_name_back(stood_in: Doc, doc: Doc, name: Token, lemma: str) -> Doc:
    """The parse of `stood_in` over the words of `doc`: the name a proper noun where the pronoun was, the word after
    it a verb in the present (`lemma`)."""
    tokens = list(stood_in)
    verb = name.i + 1

    def each(read: Callable[[Token], str], at_name: str, at_verb: str) -> list[str]:
        return [at_name if token.i == name.i else at_verb if token.i == verb else read(token) for token in tokens]

    return Doc(
        doc.vocab,
        words=[token.text for token in doc],
        spaces=[bool(token.whitespace_) for token in doc],
        tags=each(lambda token: token.tag_, "NNP", "VBZ"),
        pos=each(lambda token: token.pos_, "PROPN", "VERB"),
        morphs=each(lambda token: str(token.morph), "Number=Sing", _PRESENT),
        lemmas=each(lambda token: token.lemma_, name.text, lemma),
        heads=[token.head.i for token in tokens],
        deps=[token.dep_ for token in tokens],
    )
