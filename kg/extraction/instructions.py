"""Tier 2: how the speaker asks to be written to, a standing preference an assistant should keep: PREFERS.

    Please don't use emojis / Never use jargon / Avoid jargon      PREFERS "no emojis" / "no jargon"
    Stop using bullet points / Can you stop using emojis?          PREFERS "no bullet points" / "no emojis"
    No emojis, please                                              PREFERS "no emojis"
    Always use metric units / From now on, use the metric system   PREFERS "metric units" / "metric system"
    Please answer in Spanish / I want you to reply in French       PREFERS "answers in Spanish" / "in French"
    Keep your answers short / Please keep it brief                 PREFERS "short answers" / "brief answers"
    Be more concise                                                PREFERS "concise answers"

Only what is said of writing itself: the thing used or left out is a form of writing (emojis, jargon, bullet
points, markdown, metric units), an answer's language, or its length and tone. Advice between people, which is
told the same way, says nothing of the speaker's own wishes: "Don't use that app", "Use sunscreen!", "Keep it
up!", "Be careful", "Speak to your manager" give nothing. Nor a question ("Should I use bullet points?") but for a
request to stop, nor a denial of a request ("Don't keep it short").
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.event_words import words
from kg.extraction.polarity import Polarity
from kg.extraction.questions import is_question
from kg.extraction.relation import THING, USER

_CONFIDENCE = 0.75
_USING = words("use include add")
_LEAVING_OUT = words("avoid skip drop")
_STOPPING = words("stop quit")
_ANSWERING = words("answer respond reply write talk speak explain communicate text")
# Forms of writing, by the head noun's lemma and as written ("emojis" is its own lemma to the small model).
_FORMS = words(
    """emoji emojis emoticon emoticons bullet bullets markdown header headers heading headings jargon slang
    abbreviation abbreviations acronym acronyms profanity swearing hashtag hashtags formatting celsius fahrenheit
    caps disclaimer disclaimers caveat caveats pleasantry pleasantries"""
)
# Forms only with a word before them that makes them one: "bullet *points*", "exclamation *marks*", "metric
# *units*", "swear *words*", "plain *language*", "code *blocks*", "British *spelling*"; "points" or "words" alone
# are anything.
_FORMS_WHEN_SAID_WHICH = words(
    "point points mark marks unit units system word words language term terms block blocks spelling letters"
)
# What an answer's length and tone are said with.
_STYLES = words("short brief concise succinct terse detailed thorough formal informal casual direct simple")
_ANSWERS = words(
    "answer answers reply replies response responses message messages explanation explanations summary summaries"
)
_SAID_TO_BE = frozenset({"oprd", "acomp", "ccomp", "xcomp"})  # how the parse hangs "short" on "keep"
_STANDING = words("please always never ever just")  # words that leave a request as it is


def instruction_candidates(doc: Doc) -> list[Candidate]:
    """PREFERS candidates of the speaker for each sentence of `doc` that asks to be written to some way."""
    found: list[Candidate] = []
    for sentence in doc.sents:
        preference = _asked_form(sentence)
        if preference is not None:
            found.append(
                Candidate("PREFERS", USER, preference, THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start)
            )
    return found


def _asked_form(sentence: Span) -> str | None:
    """What the sentence asks of the way the speaker is written to, as the thing preferred, or None."""
    fragment = _left_out_in_a_word(sentence)
    if fragment is not None:
        return fragment
    asked = next((token for token in sentence if _requested(token)), None)
    if asked is None:
        return _misread_request(sentence)
    lemma, denied = asked.lemma_.lower(), _denied(asked)
    if lemma in _STOPPING and not denied:
        using = next((c for c in asked.children if c.dep_ == "xcomp" and c.lemma_.lower() in _USING), None)
        form = _form_used(using) if using is not None else None
        return f"no {form}" if form else None
    if is_question(sentence):
        return None  # "Should I use bullet points?", "Can you answer in Spanish?": asked once, if at all
    if not _for_me(asked):
        return None
    if lemma in _USING:
        form = _form_used(asked)
        return None if form is None else f"no {form}" if denied else form
    if denied:
        return None
    if lemma in _LEAVING_OUT:
        form = _form_used(asked)
        return f"no {form}" if form else None
    if lemma in _ANSWERING:
        return _answers_in(asked)
    if lemma == "keep":
        return _kept_style(asked)
    if lemma == "be":
        style = next((c for c in asked.children if c.dep_ in {"acomp", "attr"} and c.lower_ in _STYLES), None)
        return f"{style.lower_} answers" if style is not None and _for_me(style) else None
    return None


def _misread_request(sentence: Span) -> str | None:
    """A request whose verb the small model takes for a noun when it opens the sentence: "Avoid jargon" (a
    compound of "jargon"), "Answer in bullet points" (a noun with "in ..." on it)."""
    opening = next((t for t in sentence if t.lower_ not in _STANDING and not t.is_punct), None)
    if opening is None or is_question(sentence):
        return None
    word = opening.lower_
    if word in _LEAVING_OUT and opening.dep_ == "compound" and opening.head.dep_ == "ROOT":
        form = _form(opening.head, after=opening.i)
        return f"no {form}" if form else None
    if word in _ANSWERING and opening.dep_ == "ROOT":
        return _answers_in(opening)
    return None


def _requested(verb: Token) -> bool:
    """`verb` is asked of the listener: an imperative ("Use ...", "Please don't use ..."), "I want you to ...",
    "I'd like you to ...", or "Can you stop ...?"."""
    if verb.pos_ not in {"VERB", "AUX"}:
        return False
    subject = next((child for child in verb.children if child.dep_ in {"nsubj", "nsubjpass"}), None)
    if subject is None:
        return verb.dep_ == "ROOT" and verb.tag_ == "VB"
    if subject.lower_ != "you":
        return False
    wanting = verb.head
    if verb.dep_ in {"ccomp", "xcomp"} and wanting.lemma_.lower() in {"want", "like", "need"}:
        return any(child.dep_ == "nsubj" and child.lower_ == "i" for child in wanting.children)
    asking = any(child.dep_ == "aux" and child.lower_ in {"can", "could", "would", "will"} for child in verb.children)
    return verb.dep_ == "ROOT" and asking and verb.lemma_.lower() in _STOPPING


def _denied(verb: Token) -> bool:
    """ "Don't use", "Never use": the neg the parse gives both."""
    return any(child.dep_ == "neg" for child in verb.children)


def _form_used(verb: Token) -> str | None:
    """The form of writing that `verb` takes as its object, as said ("bullet points", "metric units"), or None."""
    thing = next((child for child in verb.children if child.dep_ == "dobj"), None)
    return _form(thing) if thing is not None else None


def _form(thing: Token, after: int = -1) -> str | None:
    """`thing` as a form of writing, from its first modifier (past the token at `after`), or None."""
    if any(child.dep_ == "poss" or child.lower_ in {"this", "that", "these", "those"} for child in thing.children):
        return None  # "Don't use my full name", "Use that app": one thing, no form
    modifiers = [child for child in thing.lefts if child.dep_ in {"compound", "amod"} and child.i > after]
    words = {thing.lower_, thing.lemma_.lower()}
    if not (words & _FORMS or (modifiers and words & _FORMS_WHEN_SAID_WHICH)):
        return None
    first = modifiers[0].i if modifiers else thing.i
    return " ".join(_as_said(token) for token in thing.doc[first : thing.i + 1])


def _as_said(token: Token) -> str:
    """A word as written when it is a name ("British", "Celsius"), else in lower case ("Emojis" opening a line)."""
    named = token.ent_type_ in {"LANGUAGE", "NORP"} or (token.is_title and not token.is_sent_start)
    return token.text if named else token.lower_


def _left_out_in_a_word(sentence: Span) -> str | None:
    """ "No emojis, please.", "No bullet points!": a form of writing declined in a fragment of its own."""
    root = sentence.root
    if root.pos_ not in {"NOUN", "PROPN"} or not any(c.dep_ == "det" and c.lower_ == "no" for c in root.children):
        return None
    content = [token for token in sentence if not token.is_punct and token.lower_ not in _STANDING]
    if len(content) > 4:  # more than "no" and a form of two words: a sentence saying something else
        return None
    form = _form(root)
    return f"no {form}" if form else None


def _answers_in(verb: Token) -> str | None:
    """ "answer in Spanish", "reply in plain English", "write in bullet points": answers in a language or form."""
    inside = next((child for child in verb.children if child.dep_ == "prep" and child.lower_ == "in"), None)
    said_in = next((child for child in inside.children if child.dep_ == "pobj"), None) if inside else None
    if said_in is None:
        return None
    if said_in.ent_type_ in {"LANGUAGE", "NORP"} or said_in.lower_ == "english":
        modifiers = [child for child in said_in.lefts if child.dep_ in {"amod", "compound"}]
        first = modifiers[0].i if modifiers else said_in.i
        language = " ".join(_as_said(token) for token in verb.doc[first : said_in.i + 1])
        return f"answers in {language}"
    form = _form(said_in)
    return f"answers in {form}" if form else None


def _kept_style(verb: Token) -> str | None:
    """ "Keep your answers short", "Keep it brief": answers of that length or tone."""
    kept = next((child for child in verb.children if child.dep_ == "dobj"), None)
    style = next(
        (c for c in verb.children if c.dep_ in {"oprd", "acomp", "ccomp", "xcomp"} and c.lower_ in _STYLES), None
    )
    if kept is None or style is None:
        return None
    if kept.lower_ in _ANSWERS and all(c.dep_ != "poss" or c.lower_ == "your" for c in kept.children):
        return f"{style.lower_} {kept.lower_ if kept.lower_.endswith('s') else kept.lower_ + 's'}"
    if kept.lower_ == "it" and style.lower_ in {"short", "brief", "concise", "succinct"}:
        return f"{style.lower_} answers"
    return None


def _for_me(verb: Token) -> bool:
    """No place, time or person on `verb` but the speaker and their answers: "to me", "with me", "for me", "from
    now on", "in your answers", and the language or form answered in. "Be direct *with your boss*", "Speak *to your
    manager*", "Use sunscreen *at the beach*" advise; they ask nothing of the way one is written to."""
    for child in verb.children:
        if child.dep_ != "prep":
            continue
        said = next((c for c in child.children if c.dep_ in {"pobj", "pcomp", "advmod"}), None)
        if said is None:
            return False
        if child.lower_ in {"to", "with", "for"} and said.lower_ == "me":
            continue
        if child.lower_ == "from" and any(token.lower_ == "now" for token in child.subtree):
            continue
        if child.lower_ == "in" and (
            said.lower_ in _ANSWERS or said.lower_ == "future" or verb.lemma_.lower() in _ANSWERING
        ):
            continue
        return False
    return True
