"""Tier 2: joining a group read from the parse: MEMBER_OF, changed.

    I joined a volunteer-run online forum / we joined the local choir      MEMBER_OF "volunteer-run online forum"
    I just signed with a new club                                          MEMBER_OF "new club"
    I'm now part of the volunteer fire department                          MEMBER_OF "volunteer fire department"
    the choir I'm part of is amazing                                       MEMBER_OF "choir"
    my running club meets on Thursdays / some of my book club friends      MEMBER_OF "running club" / "book club"
    I quit my book club / we've left our running club                      MEMBER_OF "book club", ended
    I joined a running club called The Early Birds                         MEMBER_OF "The Early Birds" (its name only)

Tier 1 (`status`) reads "joined a chess club" from word order, but only across a few plain words; the parse
also sees through hyphenated and longer modifiers. The noun must be a group noun (`GROUP_NOUNS`).
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import called_name, named_beside, thing_span
from kg.extraction.gerunds import PASTIME_GERUNDS
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.lexicon import NOT_DONE
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question, read_names
from kg.extraction.polarity import Polarity
from kg.extraction.relation import ORGANIZATION, THING, USER
from kg.extraction.status import GROUP_NOUNS, governed_end

_CONFIDENCE = 0.75
# Groups that are one's own when called "my <kind> <group>": "my running club", "our church choir"; not "my
# *team*" alone (at work, or the one cheered for), nor a department or a gym, which one may only work at or use.
_OWN_GROUPS = frozenset(
    {
        "club",
        "team",
        "band",
        "choir",
        "group",
        "league",
        "society",
        "orchestra",
        "troupe",
        "crew",
        "squad",
        "chorus",
        "ensemble",
        "guild",
        "circle",
    }
)
# Groups one sings or plays in that are one's own even without their kind: "my choir", "our orchestra".
_OWN_ALONE = frozenset({"choir", "orchestra", "chorus", "ensemble", "troupe"})
# Kinds of "group" that are categories one falls into, not groups one takes part in: "my age group".
_CATEGORIES = frozenset({"age", "blood", "income", "risk", "control", "target", "peer", "ethnic"})
# Verbs that say one is no longer in it: "I quit my chess club", "we left our band".
_LEAVING = frozenset({"leave", "quit", "drop", "ditch", "abandon"})


def membership_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb in doc:
        lemma = verb.lemma_.lower()
        if verb.lower_ in _OWN_GROUPS and verb.pos_ == "NOUN" and not is_question(verb.sent):
            found.extend(_own_group(verb))
            continue
        if lemma == "be" and verb.pos_ == "AUX" and not is_question(verb.sent):
            group = _group_one_is_part_of(verb)
        elif verb.pos_ == "VERB" and lemma in {"join", "sign"} and not is_question(verb.sent):
            if asserts_nothing(verb):
                continue  # "My friend suggested that I join a gym"
            group = _group(verb, lemma)
        else:
            continue
        if group is None or any(child.dep_ == "neg" or child.lower_ in NOT_DONE for child in verb.children):
            continue
        name = _name_given(group)
        span = name if name is not None else _with_members(group, thing_span(group))
        # Joining is new; being part of a group is new only when said so ("I'm *now* part of the choir").
        joined = lemma != "be" or any(child.lower_ == "now" for child in verb.children)
        kind = ORGANIZATION if name is not None else THING
        found.extend(
            candidates_per_subject(
                verb,
                "MEMBER_OF",
                span.text,
                kind,
                Polarity(change=joined),
                _CONFIDENCE,
                lowercase_text,
                we_is_user=True,
            )
        )
    return found


def _name_given(group: Token) -> Span | None:
    """ "a running club *called The Early Birds*": the group's own name, which is the group, where its kind is
    only what any club of that kind would be called."""
    name = called_name(group)
    if name is None:
        return None
    doc, start = group.doc, name.left_edge.i
    titled = doc[start].text == "The"  # "called *The* Early Birds": part of the name
    names, _ = read_names(doc, start + titled, is_lowercase_text(doc))  # "Voices *of Hope*" too
    return doc[names[0].start - titled : names[0].end] if names else None


def _with_members(group: Token, span: Span) -> Span:
    """ "a group *of globetrotters*": a group named by whom it is of keeps them; so does a governing group the
    body it governs ("the board *of the food bank*")."""
    governed = governed_end(group.doc, span.end)
    if governed > span.end:
        return group.doc[span.start : governed]
    members = next(
        (
            obj
            for prep in group.children
            if prep.dep_ == "prep" and prep.lower_ == "of" and prep.i == span.end
            for obj in prep.children
            if obj.dep_ == "pobj"
            and obj.tag_ == "NNS"
            and not any(child.dep_ in {"det", "poss"} for child in obj.children)
        ),
        None,
    )
    return span if members is None else group.doc[span.start : members.i + 1]


def _own_group(group: Token) -> list[Candidate]:
    """ "My running club meets on Thursdays", "a few of my chess club friends": a group of the speaker's named with
    its kind; not "my team" alone, "my favorite rock band" (one liked), "my sister's team" or one left."""
    owner_of = group.head if group.dep_ == "compound" else group  # "my chess club *friends*"
    owners = [child for child in owner_of.children if child.dep_ == "poss"]
    if [owner.lower_ for owner in owners] not in (["my"], ["our"]):
        return []
    if any(
        child.dep_ in {"amod", "nummod"} and not _kind_read_as_modifier(child)
        for child in (*group.children, *owner_of.children)
    ):
        return []
    kinds = [
        child
        for child in group.lefts
        if (child.dep_ == "compound" and child.pos_ in {"NOUN", "PROPN"}) or _kind_read_as_modifier(child)
    ]
    if named_beside(group) is not None:
        return []  # "our choir, the Harbor Singers": the name says it (kg/extraction/own_groups.py)
    left = owner_of.dep_ == "dobj" and owner_of.head.lemma_.lower() in _LEAVING
    if left and not _left_plainly(owner_of.head):
        return []  # "I might quit my book club", "I didn't leave my band"
    if not kinds and group.lower_ in _OWN_ALONE:
        return [_member(group.text, group, ended=left)]  # "my choir friends"; "I quit my choir"
    if not kinds or any(kind.lower_ in _CATEGORIES for kind in kinds):
        return []
    span = group.doc[min(kind.left_edge.i for kind in kinds) : group.i + 1]
    if any(token.dep_ not in {"compound", "punct"} and token.i != group.i and token not in kinds for token in span):
        return []
    return [_member(span.text, group, ended=left)]  # "I quit my book club": no longer in it


def _left_plainly(verb: Token) -> bool:
    """ "I quit my book club", "we've left our band": a leaving done, not denied, wished or to come."""
    if verb.tag_ not in {"VBD", "VBN"} or asserts_nothing(verb):
        return False
    return not any(child.dep_ == "neg" or child.tag_ == "MD" or child.lower_ in NOT_DONE for child in verb.children)


def _kind_read_as_modifier(word: Token) -> bool:
    """ "my *running* club": a pastime the small model hangs on the group as a modifier."""
    return word.dep_ == "amod" and word.lower_ in PASTIME_GERUNDS and word.head.lemma_.lower() in _OWN_GROUPS


def _member(text: str, group: Token, *, ended: bool = False) -> Candidate:
    polarity = Polarity(negated=ended, change=ended)
    return Candidate("MEMBER_OF", USER, text, THING, polarity, _CONFIDENCE, group.sent.text, group.sent.start)


def _group_one_is_part_of(be: Token) -> Token | None:
    """ "I'm (a) part of the choir", "the choir I'm part of": the group; not "part of something bigger" or "part of
    the family"."""
    part = next((child for child in be.children if child.dep_ == "attr" and child.lower_ == "part"), None)
    if part is None:
        return None
    of = next((prep for prep in part.children if prep.dep_ == "prep" and prep.lower_ == "of"), None)
    if of is None:
        return None
    group = next(iter(of.children), None) or _group_before(be)
    return group if group is not None and group.lower_ in GROUP_NOUNS and group.pos_ == "NOUN" else None


def _group_before(be: Token) -> Token | None:
    """ "the choir I'm part *of*": with "of" left at the end, the group is the noun the clause tells of, which the
    small model makes its head or, when it reads the clause as a complement of the verb before, the word right
    before its subject ("I invited them to the club I am a part of")."""
    if be.dep_ == "relcl":
        return be.head
    subject = next((child for child in be.children if child.dep_ == "nsubj"), None)
    if be.dep_ != "ccomp" or subject is None or subject.i == 0 or subject.i != be.left_edge.i:
        return None
    return be.doc[subject.i - 1]


def _group(verb: Token, lemma: str) -> Token | None:
    """The group joined: the object of "join", the object of "with" after "sign"."""
    if lemma == "join":
        candidates = [child for child in verb.children if child.dep_ == "dobj"]
    else:
        candidates = [
            obj
            for prep in verb.children
            if prep.dep_ == "prep" and prep.lower_ == "with"
            for obj in prep.children
            if obj.dep_ == "pobj"
        ]
    return next((token for token in candidates if token.lower_ in GROUP_NOUNS and token.pos_ == "NOUN"), None)
