"""Tier 2: a team one roots or cheers for, or calls one's team, is liked (LIKES), as "I'm a Lakers fan" is.

    I root for the Packers / I've always cheered for Arsenal    LIKES "Packers" / "Arsenal"
    I support Arsenal / my dad supports Chelsea                LIKES "Arsenal" / of "my dad" "Chelsea"
    I've been rooting for the Cubs my whole life               LIKES "Cubs"
    The Bulls are my team / Arsenal has always been my team    LIKES "Bulls" / "Arsenal"
    The Bears are my team for sure (a plural tagged a noun)    LIKES "Bears"
    Go Sox! / Let's go Mets!                                   LIKES "Sox" / "Mets"
    My dad roots for the Packers / Tariq roots for Liverpool   LIKES of "my dad" / of Tariq
    I used to root for the Raiders / I don't root for the Jets LIKES ended / DISLIKES (as "not a fan")
    I'm rooting for you / we're rooting for Emma tonight       nothing: one occasion's support, no allegiance
    Are the Bulls your team? / The Bulls won last night        nothing

Rooting or cheering says an allegiance only held over time: in the simple present or the present perfect
("I've been rooting for"), or "used to"; "I'm rooting for Emma tonight" and "I cheered for my sister at her race"
back one occasion. What is rooted for must be a name ("I always root for the underdog" names none). "my team"
is a team only with a name for its subject ("These guys are my team at work" is one's colleagues). "Go X!" must
be the whole sentence, and X a team's name: plural or tagged an organisation, never a person's ("Go Emma!"
cheers a friend on).
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words, organisation_name, with_conjuncts
from kg.extraction.event_words import words
from kg.extraction.kin import speakers_relative
from kg.extraction.lexicon import MY_OUR, ROLE_NOUNS
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_name_word, is_question
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.relation import THING, USER, speakers_relative_subject

_CONFIDENCE = 0.7
_BACKING = words("root cheer")
_SUPPORT = "support"
_HELD_TENSES = frozenset({"VBP", "VBZ"})  # "I root for", not "I'm rooting for ... tonight"
_PERFECT_AUX = words("have has 've")
_PRESENT_DO = words("do does")
_TEAM = "team"
_GO = "go"
_TEAM_LABELS = frozenset({"ORG", "NORP"})
_CHEER_END = frozenset({"!", "."})


def allegiance_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for token in doc:
        lemma = token.lemma_.lower()
        if lemma in _BACKING and token.pos_ == "VERB":
            found.extend(_backed(token, lowercase_text))
        elif lemma == _SUPPORT and token.pos_ == "VERB":
            found.extend(_supported(token, lowercase_text))
        elif lemma in _BACKING and token.tag_ == "NNS" and token.dep_ == "ROOT":
            found.extend(_backed_by_compound(token, lowercase_text))
        elif lemma == "be" and token.dep_ in {"ROOT", "conj"}:
            found.extend(_called_my_team(token, lowercase_text))
    for sentence in doc.sents:
        found.extend(_cheered_on(sentence))
    return found


def _backed(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I root for the Packers", "I've always cheered for Arsenal", "I used to root for the Raiders"."""
    if is_question(verb.sent) or not _held_over_time(verb):
        return []
    polarity = polarity_of(context_words(verb))
    return [
        candidate
        for name in _teams_backed(verb, lowercase_text)
        for candidate in candidates_per_subject(
            verb, "LIKES", name, THING, polarity, _CONFIDENCE, lowercase_text, we_is_user=True
        )
    ]


def _supported(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I support Arsenal", "I've supported Liverpool all my life", "I support the Lakers": a team, by its name
    (tagged an organisation, or a capitalised plural after "the"); not "I support my wife", "I support Bernie" (a
    person backed) nor a country."""
    if is_question(verb.sent) or not _held_over_time(verb):
        return []
    polarity = polarity_of(context_words(verb))
    teams = with_conjuncts([child for child in verb.children if child.dep_ == "dobj"])
    names = [
        organisation_name(team, lowercase_text, person_tag_doubted=True)
        for team in teams
        if team.ent_type_ == "ORG" or _plural_name_after_the(team)
    ]
    return [
        candidate
        for name in names
        if name is not None
        for candidate in candidates_per_subject(
            verb, "LIKES", name, THING, polarity, _CONFIDENCE, lowercase_text, we_is_user=True
        )
    ]


def _plural_name_after_the(team: Token) -> bool:
    """ "the *Lakers*": a capitalised plural after "the", which the small model may tag a plural noun."""
    the = any(child.dep_ == "det" and child.lower_ == "the" for child in team.children)
    return the and team.tag_ in {"NNS", "NNPS"} and team.text[:1].isupper()


def _backed_by_compound(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "Tariq roots for Liverpool", "My dad roots for the Packers": the small model may read the verb as a plural
    noun, its subject as that noun's compound."""
    if is_question(verb.sent):
        return []
    backer = next((child for child in verb.lefts if child.dep_ == "compound"), None)
    if backer is None or backer.i != verb.i - 1:
        return []
    role = speakers_relative(backer)
    if role is not None:
        subject = speakers_relative_subject(role)
    elif is_name_word(backer, lowercase_text) and backer.i == verb.sent.start:
        subject = backer.text
    else:
        return []
    sentence = verb.sent
    return [
        Candidate("LIKES", subject, name, THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start)
        for name in _teams_backed(verb, lowercase_text)
    ]


def _teams_backed(verb: Token, lowercase_text: bool) -> Iterator[str]:
    """The names after "for": "the *Packers*", "*Arsenal*"; not "the underdog", "you" or "my sister"."""
    for prep in verb.children:
        if prep.dep_ == "prep" and prep.lower_ == "for":
            for team in with_conjuncts([child for child in prep.children if child.dep_ == "pobj"]):
                name = organisation_name(team, lowercase_text, person_tag_doubted=True)
                if name is not None and team.lower_ not in ROLE_NOUNS:
                    yield name


def _held_over_time(verb: Token) -> bool:
    """The simple present, the present perfect (progressive or not) or "used to": a habit of backing, not one game."""
    auxiliaries = [child for child in verb.children if child.dep_ == "aux"]
    if verb.tag_ in _HELD_TENSES:
        return not auxiliaries
    if verb.tag_ == "VB" and auxiliaries and all(aux.lower_ in _PRESENT_DO for aux in auxiliaries):
        return True  # "I don't root for the Yankees"
    perfect = any(aux.lower_ in _PERFECT_AUX for aux in auxiliaries)
    if verb.tag_ in {"VBN", "VBG"}:
        return perfect and (verb.tag_ == "VBN" or any(aux.lower_ == "been" for aux in auxiliaries))
    return verb.tag_ == "VB" and verb.dep_ == "xcomp" and verb.head.lower_ == "used"


def _called_my_team(be: Token, lowercase_text: bool) -> list[Candidate]:
    """ "The Bulls are my team", "Arsenal has always been my team": said now, by a name, of one's own team."""
    if is_question(be.sent) or any(child.dep_ == "neg" for child in be.children):
        return []
    present = be.tag_ in _HELD_TENSES or (
        be.tag_ == "VBN" and any(child.dep_ == "aux" and child.lower_ in _PERFECT_AUX for child in be.children)
    )
    called = any(
        attr.dep_ == "attr"
        and attr.lower_ == _TEAM
        and any(owner.dep_ == "poss" and owner.lower_ in MY_OUR for owner in attr.children)
        for attr in be.children
    )
    if not (present and called):
        return []
    found: list[Candidate] = []
    for subject in be.children:
        if subject.dep_ != "nsubj" or not _team_named(subject, lowercase_text) or subject.lower_ in ROLE_NOUNS:
            continue
        name = organisation_name(subject, lowercase_text, person_tag_doubted=True)
        if name is not None:
            found.append(_liked_by_speaker(name, be.sent))
    return found


def _team_named(subject: Token, lowercase_text: bool) -> bool:
    """A name, or a team's plural name that the small model tags a common noun ("The *Bears* are my team for sure",
    "the Rays"): after "the" and capitalised, in a text that capitalises ("the bears", "These Guys" say no name)."""
    if subject.pos_ == "PROPN":
        return True
    return (
        subject.tag_ == "NNS"
        and not lowercase_text
        and any(child.dep_ == "det" and child.lower_ == "the" for child in subject.children)
        and subject.text[:1].isupper()
        and subject.text[1:].islower()
    )


def _cheered_on(sentence: Span) -> list[Candidate]:
    """ "Go Sox!", "Go Rangers!!", "Let's go Mets!", "Go Dodgers go!": the whole sentence cheers a team on."""
    tokens = [token for token in sentence if not token.is_punct]
    if not tokens or sentence[-1].text not in _CHEER_END or is_question(sentence):
        return []
    words_said = [token.lower_ for token in tokens]
    start = 2 if words_said[:2] in (["let", "'s"], ["let", "\u2019s"]) else 0
    if words_said[start : start + 1] != [_GO]:
        return []
    end = len(tokens) - 1 if len(tokens) - start > 2 and words_said[-1] == _GO else len(tokens)
    name = tokens[start + 1 : end]
    if not name or not all(part.text[:1].isupper() and part.is_alpha for part in name):
        return []
    last = name[-1]
    if any(part.ent_type_ == "PERSON" or part.lower_ in ROLE_NOUNS for part in name):
        return []
    if not (last.tag_ in {"NNS", "NNPS"} or last.ent_type_ in _TEAM_LABELS):
        return []
    return [_liked_by_speaker(" ".join(part.text for part in name), sentence)]


def _liked_by_speaker(name: str, sentence: Span) -> Candidate:
    return Candidate("LIKES", USER, name, THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start)
