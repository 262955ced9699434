"""Clauses that assert nothing real: a condition, a belief denied or doubted, what almost happened, a plan given up,
a future opened by a hedge ("Maybe we're moving"), what someone only suggested or imagined.

A fact read from one would store what the speaker only imagined, and a functional one does harm: "If I lived in
Paris" would archive the speaker's real city. So the extractor drops every candidate read from such a clause
(`asserted`): tier 2 by the parse, tier 1, which has none, by the words before the fact.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from spacy.tokens import Doc, Token

from kg.extraction.future_tense import PRESENT_BE, WILL
from kg.extraction.lexicon import HEDGES, HYPOTHETICAL, MY_OUR, PERFECT_AUX
from kg.extraction.questions import is_question, sentence_at

if TYPE_CHECKING:
    from kg.extraction.assemble import Candidate

# "if I lived in Paris", "unless I move", "not sure whether I like opera": a clause that is only supposed or asked.
_CONDITIONS = frozenset({"if", "unless", "whether"})
# What makes the main clause of a condition its consequence, not a fact: "If I move, I'll learn German".
_CONSEQUENCE_AUX = HYPOTHETICAL | frozenset({"will", "'ll", "wo", "shall"})
# A wish held now stays one whatever the condition: "I'd love to visit Rome if I get the chance".
_WISHES = frozenset({"love", "like", "want", "prefer"})
_ALMOST = frozenset({"almost", "nearly"})
_PAST_PASSIVE = frozenset({"got", "gotten", "was", "were", "been"})
# "I don't think I want to go": a clause under one of these denied is not held.
_BELIEFS = frozenset({"think", "believe", "know", "suppose", "guess", "expect", "imagine"})
_CERTAIN = frozenset({"sure", "certain", "convinced"})
_SUGGESTIONS = frozenset({"suggest", "recommend", "advise", "propose", "urge", "insist"})
_IMAGININGS = frozenset({"dream", "imagine", "pretend", "fantasize", "fantasise"})
_PRESENT_DO = frozenset({"do", "does"})
_PRESENT_BE = frozenset({"am", "'m", "is", "'s", "are", "'re"})
_PAST_BE = frozenset({"was", "were"})
# Facts a noun of its own presupposes, whatever the clause says of it ("If my sister visits": still a sister).
_PRESUPPOSED = frozenset({"FAMILY_MEMBER", "PARTNER_IS"})


def asserted(candidates: Iterable[Candidate], doc: Doc, parsed: bool) -> list[Candidate]:
    """The candidates not read from a clause that asserts nothing; `parsed` says whether `doc` has a parse."""
    return [candidate for candidate in candidates if not _unasserted(candidate, doc, parsed)]


def asserts_nothing(token: Token) -> bool:
    """Whether the clause holding `token` (a fact's verb, or the noun it was read from) asserts nothing real."""
    own = any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in token.children)
    if own and token.pos_ in {"NOUN", "PROPN"}:
        return False  # "my old car", "our cat": had, whatever the clause says of it
    chain = [token, *token.ancestors]
    return (
        any(_supposed(node) or _almost_happened(node) or _plan_given_up(node) or _hedged_future(node) for node in chain)
        or any(
            (_under_denied_belief(node) or _only_suggested(node)) and not _told_before_so(node) for node in chain[:-1]
        )
        or _consequence(chain)
    )


def said_plainly(verb: Token) -> bool:
    """Whether `verb` is told as so: neither asked, denied, nor in a clause that asserts nothing."""
    if is_question(verb.sent) or any(child.dep_ == "neg" for child in verb.children):
        return False
    return not asserts_nothing(verb)


def _unasserted(candidate: Candidate, doc: Doc, parsed: bool) -> bool:
    if candidate.edge_type in _PRESUPPOSED:
        return False
    if parsed:
        return asserts_nothing(_anchor(doc, candidate.position, candidate.span))
    return conditional_by_words(doc, candidate.position)


def conditional_by_words(doc: Doc, index: int) -> bool:
    """Tier 1's reading, without a parse: `doc[index]` is in a sentence opened by "if" or "unless" (the
    condition and its consequence both), or after one of them in its sentence ("I'll learn Spanish if I move")."""
    words = [token.lower_ for token in doc[sentence_at(doc, index).start : index + 1]]
    return words[0] in {"if", "unless"} or bool(_CONDITIONS.intersection(words[:-1]))


def _anchor(doc: Doc, position: int, span: str) -> Token:
    """The head of the words a candidate was read from: its verb, or the noun it names."""
    start = doc[position].idx
    words = doc.char_span(start, start + len(span), alignment_mode="expand")
    return doc[position] if words is None or len(words) == 0 else words.root


def _hedged_future(node: Token) -> bool:
    """ "Maybe we're moving to Denver", "Perhaps I'll learn French": a future told as only possible, as "I might
    move" is; not a hedge after the verb ("I'm moving, maybe in May": when is unsure, not whether)."""
    if not any(child.dep_ == "advmod" and child.lower_ in HEDGES and child.i < node.i for child in node.children):
        return False
    auxiliaries = _auxiliaries(node)
    return bool(auxiliaries & WILL) or (node.tag_ == "VBG" and bool(auxiliaries & PRESENT_BE))


def _supposed(node: Token) -> bool:
    return any(child.dep_ == "mark" and child.lower_ in _CONDITIONS for child in node.children)


def _almost_happened(node: Token) -> bool:
    """ "I almost bought a Tesla", "I've nearly quit": not "it is almost done", a state nearly reached."""
    # a perfect ("I've nearly quit") or a past passive ("I almost got fired", "we were nearly evicted")
    done = node.tag_ == "VBN" and bool(_auxiliaries(node) & (PERFECT_AUX | _PAST_PASSIVE))
    if node.tag_ != "VBD" and not done:
        return False
    return any(child.dep_ == "advmod" and child.lower_ in _ALMOST for child in node.children)


def _plan_given_up(node: Token) -> bool:
    """ "I was going to visit Rome", "I was gonna quit": a plan told in the past, given up or unknown, not one held
    now."""
    return (
        node.lower_ in {"going", "gon"}
        and any(child.dep_ == "aux" and child.lower_ in _PAST_BE for child in node.children)
        and any(child.dep_ == "xcomp" for child in node.children)
    )


def _under_denied_belief(node: Token) -> bool:
    """ "I don't think I want ...", "I'm not sure I like ...", "I doubt I'll move ...", "I thought I liked sushi,
    but I don't": not "I think I like jazz" (a hedge is a common way of stating) or "I never thought I'd love it"."""
    if node.dep_ not in {"ccomp", "advcl", "xcomp"}:
        return False
    head = node.head
    lemma = head.lemma_.lower()
    if lemma == "doubt":
        return not _denied(head)
    if lemma in _BELIEFS:
        if _denied(head) and _auxiliaries(head) & _PRESENT_DO:
            return True
        return head.tag_ == "VBD" and any(child.dep_ == "conj" and _denied(child) for child in head.children)
    copula = head.head if head.lower_ in _CERTAIN else head
    certain = head.lower_ in _CERTAIN or any(child.lower_ in _CERTAIN for child in head.children)
    return certain and copula.lower_ in _PRESENT_BE and (_denied(head) or _denied(copula))


def _only_suggested(node: Token) -> bool:
    """ "My therapist suggested I try meditation", "my doctor recommended that I start running": what another
    put forward, not what the speaker did; "I dreamed I was living in Paris", "I pretended I was sick": only
    imagined (but "I never imagined I'd love Ohio" says one does)."""
    if node.dep_ != "ccomp":
        return False
    lemma = node.head.lemma_.lower()
    return lemma in _SUGGESTIONS or (lemma in _IMAGININGS and not _denied(node.head))


def _told_before_so(node: Token) -> bool:
    """ "I'm allergic to peanuts, so never suggest satay": the small model may make a statement the complement of the
    request after its ", so"; told before the "so" that gives the request its reason, it stands on its own."""
    head = node.head
    return node.i < head.i and any(child.lower_ == "so" and node.i < child.i < head.i for child in head.children)


def _consequence(chain: list[Token]) -> bool:
    """The main clause of a condition told as its outcome ("If I move to Berlin, I'll learn German", "I'd move to
    Dallas if ..."); not a liking or habit that merely has one ("I love hiking if the weather is nice")."""
    for depth, node in enumerate(chain):
        if not any(child.dep_ == "advcl" and _supposed(child) for child in node.children):
            continue
        clause = chain[: depth + 1]
        if any(_auxiliaries(link) & HYPOTHETICAL and link.lemma_.lower() in _WISHES for link in clause):
            return False  # "I'd love to visit Rome if I get the chance": a wish held now
        return any(_auxiliaries(link) & _CONSEQUENCE_AUX or link.lower_ == "going" for link in clause)
    return False


def _auxiliaries(token: Token) -> set[str]:
    return {child.lower_ for child in token.children if child.dep_ in {"aux", "auxpass"}}


def _denied(token: Token) -> bool:
    return any(child.dep_ == "neg" for child in token.children)
