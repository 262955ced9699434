"""Tier 2: interests said by what a thing does to the speaker's mind (HAS_INTEREST).

    marine biology is really interesting to me      HAS_INTEREST "marine biology"
    astronomy fascinates me / urban planning interests me a lot      HAS_INTEREST "astronomy" / "urban planning"
    politics doesn't interest me                    HAS_INTEREST "politics", denied
    mental health is really important to me        HAS_INTEREST "mental health" (also "special", "dear to me")
    family is so important to me / Anna means a lot to me           nothing (people held dear)
    game night means a lot to me                    HAS_INTEREST "game night"
    family time matters to me                       HAS_INTEREST "family time"
    I've always felt a strong connection to art     HAS_INTEREST "art"

Only now (not "chemistry interested me as a kid"), only of the speaker ("sailing fascinates my son"), and only of
a thing named by a noun phrase or a gerund: not "it", "that", what was shown ("this stuff") or someone else's
("your story").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import thing_span, with_conjuncts, without_sentence_case
from kg.extraction.event_words import COMPANY_NOUNS
from kg.extraction.lexicon import MY_OUR, NEGATORS
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER

# Verbs whose object is the one interested: "astronomy *fascinates* me".
_ENGAGING = frozenset({"interest", "fascinate", "intrigue"})
# Adjectives for the same, said with "to me": "medieval history is *interesting* to me".
_ENGAGING_ADJECTIVES = frozenset({"interesting", "fascinating", "intriguing"})
# What matters to one is held as an interest too, as what one cares about is, when it is a field or a pursuit
# named without an article or owner ("mental health is *important* to me", "staying in shape is"): a thing pointed
# at or one's own ("the mural is important to me", "my family") is cherished, not an interest, and "your support"
# or "it" is thanks.
_MATTERING = frozenset({"important", "special", "dear"})  # "gardening is *special* to me", "dear to me"
# The same said with "mean": "game night *means a lot* to me", "music means the world to me", "art means so much".
_MEANING = "mean"
_MUCH_OBJECTS = frozenset({"lot", "world", "everything"})
# And with "matter", which says it alone: "family time *matters* to me".
_MATTER = "matter"
# A bond the speaker feels with a field or a pursuit: "I feel a deep *connection* to nature", "I've always felt a
# strong connection with music" (not to a person: "a connection to Maria", "to him").
_FEELING = frozenset({"feel", "have"})
_BOND = "connection"
_MUCH = "much"
_SPEAKER = frozenset({"me", "us"})
_PRESENT = frozenset({"VBZ", "VBP", "VB"})
_FINITE_PRESENT = frozenset({"VBZ", "VBP"})
_CONFIDENCE = 0.7


def interest_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        lemma = verb.lemma_.lower()
        if lemma not in _ENGAGING and lemma not in {"be", _MEANING, _MATTER} and lemma not in _FEELING:
            continue  # first: finding a token's sentence walks the parse, and most tokens are none of these
        if lemma in _FEELING:
            bonds = _bonds(verb)
            if bonds and not is_question(verb.sent):
                found.extend(bonds)
            continue
        if verb.tag_ not in _PRESENT or is_question(verb.sent):
            continue
        if (
            (lemma in _ENGAGING and _engages_speaker(verb))
            or (lemma == "be" and _interesting_to_speaker(verb))
            or (lemma == _MEANING and _means_much_to_speaker(verb))
            or (lemma == _MATTER and _matters_to_speaker(verb))
        ):
            negated = any(child.dep_ == "neg" for child in verb.children)
            found.extend(_interests(verb, negated))
    return found


def _engages_speaker(verb: Token) -> bool:
    """ "fascinates *me*"; in the present: "does" may carry the tense ("doesn't interest me")."""
    return any(child.dep_ in {"dobj", "dative"} and child.lower_ in _SPEAKER for child in verb.children)


def _interesting_to_speaker(be: Token) -> bool:
    """ "is (really) interesting *to me*", or important to me when what is has no article."""
    for quality in be.children:
        if quality.dep_ == "acomp" and (
            quality.lower_ in _ENGAGING_ADJECTIVES or (quality.lower_ in _MATTERING and not _has_article_or_owner(be))
        ):
            return any(
                prep.dep_ == "prep" and prep.lower_ == "to" and any(obj.lower_ in _SPEAKER for obj in prep.children)
                for prep in (*quality.children, *be.children)
            )
    return False


def _means_much_to_speaker(verb: Token) -> bool:
    """ "means a lot / so much / the world / everything *to me*", of what has no article (as "important"); said
    plainly ("means", not "can mean": "it's awesome what items can mean to us" is a thought about anyone)."""
    if verb.tag_ not in _FINITE_PRESENT:
        return False
    much = any(
        (child.dep_ == "dobj" and child.lower_ in _MUCH_OBJECTS) or (child.dep_ == "advmod" and child.lower_ == _MUCH)
        for child in verb.children
    )
    return much and _to_speaker(verb) and not _has_article_or_owner(verb)


def _matters_to_speaker(verb: Token) -> bool:
    """ "matters (a lot) *to me*", of what has no article or owner, said plainly (as "means a lot")."""
    return verb.tag_ in _FINITE_PRESENT and _to_speaker(verb) and not _has_article_or_owner(verb)


def _to_speaker(verb: Token) -> bool:
    return any(
        prep.dep_ == "prep" and prep.lower_ == "to" and any(obj.lower_ in _SPEAKER for obj in prep.children)
        for prep in verb.children
    )


def _bonds(verb: Token) -> list[Candidate]:
    """ "I feel / have (always felt) a connection *to X*": X, a common noun or a gerund, now (the present or the
    present perfect: not "I felt a connection to it back then"); denied by "don't", "never" or "no connection"."""
    auxiliaries = {aux.lower_ for aux in verb.children if aux.dep_ == "aux"}
    now = (
        verb.tag_ in _FINITE_PRESENT
        or (verb.tag_ == "VBN" and bool(auxiliaries & {"have", "'ve", "has"}))  # "I've always felt"
        or (verb.tag_ == "VB" and bool(auxiliaries & {"do", "does"}))  # "I don't feel"
    )
    if not now or not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in verb.children):
        return []
    bond = next((c for c in verb.children if c.dep_ == "dobj" and c.lemma_.lower() == _BOND), None)
    if bond is None or any(c.dep_ == "neg" for c in bond.children):
        return []
    denials = [*verb.children, *(c for c in bond.children if c.dep_ == "det")]  # "I have *no* connection to golf"
    negated = any(c.dep_ == "neg" or c.lower_ in NEGATORS for c in denials)  # "don't have no": still denied
    found = []
    for prep in (*bond.children, *verb.children):
        if prep.dep_ != "prep" or prep.lower_ not in {"to", "with"}:
            continue
        for thing in with_conjuncts([c for c in prep.children if c.dep_ == "pobj"]):
            if (thing.pos_ != "NOUN" and thing.tag_ != "VBG") or any(c.dep_ in {"det", "poss"} for c in thing.children):
                continue  # "him", "Maria", "the place", "my grandma"
            found.append(
                _interest(_gerund_phrase(thing) if thing.tag_ == "VBG" else _with_leading_gerund(thing), verb, negated)
            )
    return found


def _interest(text: str, verb: Token, negated: bool) -> Candidate:
    return Candidate(
        "HAS_INTEREST", USER, text, THING, Polarity(negated=negated), _CONFIDENCE, verb.sent.text, verb.sent.start
    )


def _has_article_or_owner(be: Token) -> bool:
    """Whether what "is" has a determiner or an owner: "*the* mural", "*a* hobby", "*my* family" (a thing or people
    of one's own, cherished), not "mental health", "staying in shape"."""
    subject = next((child for child in be.children if child.dep_ in {"nsubj", "csubj"}), None)
    return subject is not None and any(child.dep_ in {"det", "poss"} for child in subject.children)


def _interests(verb: Token, negated: bool) -> list[Candidate]:
    subject = next((child for child in verb.children if child.dep_ in {"nsubj", "csubj"}), None)
    if subject is None or not (subject.pos_ in {"NOUN", "PROPN"} or subject.tag_ == "VBG"):
        return []  # "it", "that"
    found = []
    for part in with_conjuncts([subject]):
        # Someone else's before the first of a list is every item's: "*your* patience and advice".
        if any(
            child.dep_ == "det" and child.lower_ in {"this", "that", "these", "those"} for child in part.children
        ) or any(child.dep_ == "poss" and child.lower_ not in MY_OUR for child in {*part.children, *subject.children}):
            continue  # "this stuff", "your story"
        if part.lower_ in COMPANY_NOUNS or part.ent_type_ == "PERSON" or (part.pos_ == "PROPN" and not part.ent_type_):
            continue  # "Family is so important to me": people held dear, not a pursuit
        text = _gerund_phrase(part) if part.tag_ == "VBG" else _with_leading_gerund(part)
        text = without_sentence_case(part, text) if text else text  # "Astronomy fascinates me": astronomy
        if text:
            found.append(_interest(text, verb, negated))
    return found


def _gerund_phrase(gerund: Token) -> str:
    """The gerund with all its object, a list kept whole ("improving education and infrastructure", as the
    interest is in both at once), but not the next gerund of a list of its own ("learning X and *seeing* Y")."""
    own = [child for child in gerund.children if child.i > gerund.i and child.dep_ not in {"conj", "cc", "punct"}]
    end = max((child.right_edge.i for child in own), default=gerund.i)
    return gerund.doc[gerund.i : end + 1].text


def _with_leading_gerund(noun: Token) -> str:
    """The noun phrase, with a gerund the small model hung on it as a modifier kept as the activity it is:
    "*Restoring* old furniture" (read as an adjective of "furniture")."""
    span = thing_span(noun)
    first = noun.doc[noun.left_edge.i]
    if first.i < span.start and first.lower_.endswith("ing") and first.dep_ in {"amod", "compound"}:
        return noun.doc[first.i : span.end].text
    return span.text
