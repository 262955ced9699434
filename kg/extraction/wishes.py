"""Tier 2: a wish held now, for an activity or a place: WANTS, which is no plan.

    I want to adopt a dog / I've always wanted to visit Japan         WANTS "adopt a dog" / "visit Japan"
    I'd love to visit Japan someday / I would like to run a marathon  WANTS "visit Japan" / "run a marathon"
    I'm thinking about opening a bakery                                WANTS "open a bakery"
    I'm trying to lose weight / I've been meaning to learn Italian     WANTS "lose weight" / "learn Italian"
    We're considering adopting a rescue dog                            WANTS "adopt a rescue dog"
    I'm tempted to buy a kayak / I've been tempted to try surfing      WANTS "buy a kayak" / "try surfing"
    My dream is to open a bakery / our goal is to travel around Europe   WANTS "open a bakery" / "traveling"
    My idea is to open a bakery                                        WANTS "open a bakery"
    It would be nice to visit Japan / it'd be awesome to learn guitar  WANTS "visit Japan" / "learn guitar"
    It was nice to visit Japan                                         DID "visit Japan" (the wish's past: done)
    It's always been my dream to visit Japan                           WANTS "visit Japan"
    It has always been my dream to open a café                         WANTS "open a café"
    It's been a dream of mine to visit Iceland / a goal of ours to ...   WANTS "visit Iceland"
    Opening a bakery is my dream / my biggest goal is running a marathon  WANTS "open a bakery" / "run a marathon"

"I dream of sailing", whose "sailing" the small model tags a noun, is read by kg/extraction/dreams.py.

A wish is kept as said, apart from PLANS: "thinking about going skiing" asserts no intention ever formed, but
it is what the speaker wants, which an assistant should remember. Not a wish denied ("I don't want to move"),
one in the past ("I wanted to adopt a dog": done since, or dropped), "I love to hike" (a liking, not a wish), nor
a question. An aim told by a gerund ("Becoming a nurse has always been my dream") is no deed either, whoever's
and whenever it is ("Her dream is becoming a singer", "Winning was my goal last night" give nothing). What is
wished must still be an activity or a place by the event rules (kg/extraction/events.py): "I want to tell you
something" and "I'd love to see it" name none.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.lexicon import GOOD_JUDGEMENTS, MY_OUR, PRESENT_PERFECT_AUX

# Heads that want what follows them, held as they are said (present, or present perfect: "I've always wanted").
_WANTING = frozenset({"want", "wish", "dream", "long", "yearn", "aspire"})
# Heads that want it only with "would": "I'd love to", "I would like to" (plain "I love to hike" is a liking).
_WOULD_WANTING = frozenset({"love", "like"})
_WOULD = frozenset({"would", "'d", "\u2019d"})
# Heads that turn it over in the mind, or strive for it, in the progressive: "I'm thinking about", "we're
# considering", "I'm trying to lose weight", "I've been meaning to learn Italian".
_MULLING = frozenset({"think", "consider", "try", "mean"})
# What one's own aim is called when told as "my <noun> is to ...": a wish ("my dream", "my goal").
_WISH_NOUNS = frozenset({"dream", "goal", "aim", "ambition", "wish", "hope", "aspiration", "idea"})
# What an aim told by a gerund may be called: a wish, or a plan ("Visiting Rome is my plan for May").
_AIM_NOUNS = _WISH_NOUNS | {"plan"}
_OWN_ALONE = frozenset({"mine", "ours"})  # "a dream of mine"


def is_wish_held(inner: Token, head: Token) -> bool:
    """Whether `head` wants what `inner` (its complement) names, now: see the module's examples."""
    if any(child.dep_ == "neg" for part in (inner, head) for child in part.children):
        return False
    lemma = head.lemma_.lower()
    if lemma == "be":
        return own_aim(inner) in _WISH_NOUNS or wished_aloud(inner)
    if lemma in _WOULD_WANTING:
        return inner.dep_ == "xcomp" and is_said_with_would(head)
    if lemma in _WANTING:
        return is_held_now(head)
    if lemma in _MULLING:
        return _progressive_now(head)  # "I'm thinking about", "I've been considering"
    if lemma == "tempt":
        return inner.dep_ == "xcomp" and _tempted_now(head)  # "I'm tempted to buy a kayak"
    return False


def _tempted_now(tempted: Token) -> bool:
    """ "I'm tempted", "I've been tempted": the passive, held now; not "I was tempted" (and maybe did it)."""
    auxiliaries = [child for child in tempted.children if child.dep_ in {"aux", "auxpass"}]
    if tempted.tag_ != "VBN" or not auxiliaries or auxiliaries[-1].lemma_ != "be":
        return False
    first = auxiliaries[0]
    return first.tag_ in {"VBP", "VBZ"} and (first.lemma_ == "be" or first.lower_ in PRESENT_PERFECT_AUX)


def is_held_now(head: Token) -> bool:
    """Whether a verb of wanting is said of now: the present ("I want"), the present perfect ("I've always
    wanted") or the progressive now ("I'm dreaming of", "I've been hoping for"); not "I wanted", "I'd want"."""
    auxiliaries = [child for child in head.children if child.dep_ in {"aux", "auxpass"}]
    said = {child.lower_ for child in auxiliaries}
    present = head.tag_ in {"VBP", "VBZ"} and not said
    perfect = head.tag_ == "VBN" and bool(said) and said <= PRESENT_PERFECT_AUX  # "I've always wanted to"
    return present or perfect or _progressive_now(head)


def is_said_with_would(head: Token) -> bool:
    """ "I'd love", "I would like": the verb with "would" alone before it (plain "I love" is a liking)."""
    said = {child.lower_ for child in head.children if child.dep_ in {"aux", "auxpass"}}
    return head.tag_ == "VB" and bool(said & _WOULD) and said <= _WOULD


def wished_aloud(inner: Token) -> bool:
    """ "It would be nice *to visit* Japan", "it'd be awesome to learn the guitar": a wish the speaker says aloud,
    with nobody named; not "it would be nice for you to" (someone else's), "it was nice to" (done), nor denied."""
    be = _said_aloud(inner)
    return be is not None and any(child.dep_ == "aux" and child.lower_ in _WOULD for child in be.children)


def done_aloud(inner: Token) -> bool:
    """ "It was nice *to visit* Japan", "it was so great to finally see the Grand Canyon": the past of a wish said
    aloud, a deed the speaker liked; not "it was nice for you to" (someone else's), denied, nor "it is nice to"."""
    be = _said_aloud(inner)
    return be is not None and be.tag_ == "VBD"


def _said_aloud(inner: Token) -> Token | None:
    """The "be" of "it would be nice *to visit* Japan", "it was so great *to see* ...": an infinitive hung on "be"
    or on its judgement ("great", where the small model may hang it), said of "it", judged good, not denied and
    with nobody named ("for you")."""
    head = inner.head
    be = head.head if head.dep_ == "acomp" and head.lower_ in GOOD_JUDGEMENTS else head
    if inner.dep_ != "xcomp" or be.lemma_ != "be" or not _said_of_it(be) or not _is_infinitive(inner) or _denied(be):
        return None
    if not any(child.dep_ == "acomp" and child.lower_ in GOOD_JUDGEMENTS for child in be.children):
        return None
    named = any(child.dep_ == "prep" and child.lower_ == "for" for part in (be, head) for child in part.children)
    return None if named else be


def own_aim(inner: Token) -> str | None:
    """The kind of aim of "my dream is *to open* a bakery", "our plan is *to visit* Rome", "it's always been my
    dream *to visit* Japan", "it has always been my dream *to open* a café": the noun that `inner` completes or
    hangs on, when it is the speaker's own and held now; None otherwise ("his dream is", "my dream was", "it was my
    dream to")."""
    head = inner.head
    aim: Token | None
    told_by_gerund = aim_told_by_gerund(inner)
    if told_by_gerund is not None:
        aim, held = told_by_gerund
        if not held or _denied(inner):
            return None  # "Winning was my goal last night", "Becoming a nurse was never my dream"
    elif inner.dep_ == "xcomp" and head.lemma_ == "be" and head.tag_ in {"VBZ", "VBP"}:
        said = "attr" if _said_of_it(head) else "nsubj"  # "it's my dream to open a bakery" may hang so too
        aim = next((child for child in head.children if child.dep_ == said), None)
    elif _hangs_on_aim(inner) and head.dep_ == "attr" and _held_now(head.head) and _said_of_it(head.head):
        aim = head  # "It's my dream to ...": the aim, with "it" standing in for what follows
    elif inner.dep_ == "advcl" and _is_infinitive(inner) and _held_now(head) and _said_of_it(head):
        # "It has always been my dream *to open* a café": the small model may hang the clause on "been"
        aim = next((child for child in head.children if child.dep_ == "attr"), None)
    else:
        return None
    if aim is None or not _is_own(aim):
        return None
    return aim.lemma_.lower()


def aim_told_by_gerund(gerund: Token) -> tuple[Token, bool] | None:
    """The aim noun a gerund is told as, whoever's the aim and whenever, and whether it is told as held now (and not
    denied): "*Opening* a bakery is my dream", "*Becoming* a nurse has always been my dream" (the gerund the subject
    of "be", the aim its attribute); "my biggest goal is *opening* a bakery" (the small model makes "is" the
    gerund's auxiliary and the aim its subject). None for any other gerund."""
    if gerund.tag_ != "VBG":
        return None
    if gerund.dep_ == "csubj" and gerund.head.lemma_ == "be":
        be = gerund.head
        aim = next((child for child in be.children if child.dep_ == "attr"), None)
        held = _held_now(be) and not _denied(be)
    else:
        told = [child for child in gerund.children if child.dep_ in {"aux", "auxpass"}]
        if not told or told[-1].lemma_ != "be":
            return None
        aim = next((child for child in gerund.children if child.dep_ == "nsubj"), None)
        said = [aux.lower_ for aux in told]
        # "is", "'s", "are"; "has been", "'s always been": the present or the present perfect, as `_held_now` reads
        present = len(told) == 1 and told[0].tag_ in {"VBZ", "VBP"}
        perfect = len(told) == 2 and said[0] in PRESENT_PERFECT_AUX and said[1] == "been"
        held = (present or perfect) and not _denied(gerund)
    if aim is None or aim.lemma_.lower() not in _AIM_NOUNS:
        return None
    return aim, held


def _denied(word: Token) -> bool:
    return any(child.dep_ == "neg" for child in word.children)


def _hangs_on_aim(inner: Token) -> bool:
    """ "my dream *to visit* Japan"; after "a dream of mine" the small model may make it a relative clause."""
    return inner.dep_ == "acl" or (inner.dep_ == "relcl" and _is_infinitive(inner))


def _is_own(aim: Token) -> bool:
    """ "*my* dream", "a dream *of mine*", "a goal *of ours*": not "his dream", "a dream of his"."""
    for child in aim.children:
        if child.dep_ == "poss" and child.lower_ in MY_OUR:
            return True
        if (
            child.dep_ == "prep"
            and child.lower_ == "of"
            and any(grand.dep_ == "pobj" and grand.lower_ in _OWN_ALONE for grand in child.children)
        ):
            return True
    return False


def is_wish(aim: str | None) -> bool:
    """Whether an aim `own_aim` read is a wish ("dream", "goal") rather than a plan."""
    return aim in _WISH_NOUNS


def _held_now(be: Token) -> bool:
    """ "is", "'s", "has been", "'s always been": "be" in the present or the present perfect."""
    if be.lemma_ != "be":
        return False
    perfect = be.tag_ == "VBN" and any(
        child.dep_ in {"aux", "auxpass"} and child.lower_ in PRESENT_PERFECT_AUX for child in be.children
    )
    return be.tag_ in {"VBZ", "VBP"} or perfect


def _is_infinitive(verb: Token) -> bool:
    return verb.tag_ == "VB" and any(child.dep_ == "aux" and child.tag_ == "TO" for child in verb.children)


def _said_of_it(be: Token) -> bool:
    return any(child.dep_ in {"nsubj", "nsubjpass"} and child.lower_ == "it" for child in be.children)


def _progressive_now(head: Token) -> bool:
    """ "I'm thinking", "we've been considering": the progressive, now (not "I was thinking")."""
    auxiliaries = [child for child in head.children if child.dep_ in {"aux", "auxpass"}]
    if head.tag_ != "VBG" or not auxiliaries:
        return False
    return all(aux.lemma_ in {"be", "have"} and aux.tag_ in {"VBP", "VBZ", "VBN"} for aux in auxiliaries)
