"""Tier 2: whether a verb tells something that happened to the speaker's life, as a change told needs to be.

    I broke up with Tom / we got divorced / I got fired / I lost my job      told: it happened
    I'm getting divorced / we are splitting up                              told: under way
    After I lost my job, I moved home                                       told (a clause opened by "after")
    I got fired last week, I'm so upset                                     told (a clause before a comma)
    Should I quit my job? / I almost got fired / I'll quit my job           not told
    I didn't lose my job / thinking of breaking up / hoping to get fired    not told

A break-up or a job lost ends what was current, so it must be told as done or under way, in a main clause or
one joined to it (or opened by "after", "since" or "because"), not asked, denied, almost done, wished or to come.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.irrealis import asserts_nothing
from kg.extraction.lexicon import NOT_DONE, PRESENT_PERFECT_AUX, Effect
from kg.extraction.questions import is_question

# The main clause or one joined to it; not a complement ("thinking of breaking up", "going to break up").
TOLD_CLAUSES = frozenset({"ROOT", "conj"})
_TELLING_MARKS = frozenset({"after", "since", "because"})
_TIME_LABELS = frozenset({"DATE", "TIME"})
# A past, a perfect's participle, or a progressive under way ("are getting divorced").
_TOLD_TAGS = frozenset({"VBD", "VBN", "VBG"})
_PRESENT_TAGS = frozenset({"VBP", "VBZ"})


def clause_head(verb: Token) -> Token:
    """The verb whose tense and subject tell the change: "are *getting* divorced", "I *got* divorced"."""
    if verb.dep_ in {"acomp", "xcomp"} and verb.head.lemma_.lower() == "get":
        return verb.head
    return verb


def state_now_or_then(verb: Token) -> Effect | None:
    """How a state told by `verb` bears on now: held (Effect.NONE: "I'm in the Army", "are dating", "is married",
    "have been together", "I've served"), held then and over (Effect.ENDED: "were married", "I served", "was
    serving"), or neither (None: "will be", "to be")."""
    auxiliaries = [child for child in verb.children if child.dep_ in {"aux", "auxpass"}]
    if verb.tag_ in _PRESENT_TAGS or any(aux.lower_ in PRESENT_PERFECT_AUX for aux in auxiliaries):
        return Effect.NONE
    if any(aux.lemma_ == "be" and aux.tag_ in _PRESENT_TAGS for aux in auxiliaries):
        return Effect.NONE
    if verb.tag_ == "VBD" or any(aux.lemma_ == "be" and aux.tag_ == "VBD" for aux in auxiliaries):
        return Effect.ENDED
    return None


def told_as_happened(verb: Token, clause: Token) -> bool:
    """Whether `verb`, in the clause headed by `clause` (`clause_head`), is told as done or under way."""
    told = (
        clause.dep_ in TOLD_CLAUSES
        or (clause.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in _TELLING_MARKS for c in clause.children))
        or apposed_name(clause) is not None
        or spliced(clause)
    )
    if not told or is_question(clause.sent) or asserts_nothing(clause):
        return False
    if clause.tag_ == "VBG" and not any(c.dep_ == "aux" and c.lemma_ == "be" for c in clause.children):
        return False
    if clause.tag_ not in _TOLD_TAGS and not _past_looking_like_the_base(clause):
        return False
    # "I did*n't* get fired": the small model may hang the negation on the passive's "get".
    helpers = [grandchild for c in verb.children if c.dep_ in {"aux", "auxpass"} for grandchild in c.children]
    return not any(c.dep_ == "neg" or c.lower_ in NOT_DONE for c in (*clause.children, *verb.children, *helpers))


def asserted_in_own_clause(verb: Token) -> bool:
    """Told as so, in a clause of its own (a main clause, or one spliced on the next with a comma): not denied ("I
    won't start there"), hoped for ("I'd love to work there") nor under another verb ("I hope I start there")."""
    main = verb.dep_ in TOLD_CLAUSES or spliced(verb)
    return main and not asserts_nothing(verb) and not any(child.dep_ == "neg" for child in verb.children)


def spliced(clause: Token) -> bool:
    """A clause with its own subject, put before the next with only a comma ("I got fired last week, I'm so
    upset"), which the small model hangs on the later one as its complement: told as a main clause is."""
    head = clause.head
    return (
        clause.dep_ == "ccomp"
        and clause.i < head.i
        and any(child.dep_ in {"nsubj", "nsubjpass"} for child in clause.children)
        and any(c.text == "," and clause.right_edge.i < c.i < head.i for c in head.children)
    )


def apposed_name(verb: Token) -> Token | None:
    """The subject of "Karen, my boss, retired in May" (Karen), where the small model makes the sentence's only
    verb a modifier of the noun before it (an "acl" of "boss") and the name its root: with no other verb, that
    one is the main clause's, and the name it stands beside its subject. It may tag the past a participle
    ("Tom, my boss, *retired* last week"). None for any other verb."""
    root = verb.sent.root
    past = verb.tag_ == "VBD" or (
        verb.tag_ == "VBN" and not any(child.dep_ in {"aux", "auxpass"} for child in verb.children)
    )
    if verb.dep_ == "acl" and past and root.pos_ in {"PROPN", "NOUN"} and verb.head.dep_ == "appos":
        return verb.head.head
    return None


def _past_looking_like_the_base(verb: Token) -> bool:
    """ "My manager, Tom, quit": a verb tagged as the present of "I", "we" or "they" (VBP) whose subject is one
    person or thing, which would take "quits" in the present, is the past of a verb whose past is its base form
    ("quit", "let", "put")."""
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    return (
        verb.tag_ == "VBP"
        and len(subjects) == 1
        and subjects[0].tag_ in {"NN", "NNP"}
        and not any(c.dep_ == "conj" for c in subjects[0].children)
    )


def names_a_time(phrase: Token) -> bool:
    """ "in June", "on Friday", "after three years": a phrase that says when, not what or where."""
    return any(part.ent_type_ in _TIME_LABELS for part in phrase.subtree)
