"""The speaker's relatives named by role, as both tiers and every reader of subjects see them: "my *mother*" is
the speaker's "mom", "my older *sister*" their "older sister" (kg/extraction/relatives.py tells which roles are
read and which are not).

Pure word and parse tests, no rule of their own, so that the readers of FAMILY_MEMBER and of subjects ("My brother
works at Intel") spell one relative one way: Ingest names one node after it.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extraction.lexicon import MY_OUR, ROLE_NOUNS
from kg.extraction.questions import is_question

_PARTNERS = frozenset({"husband", "wife", "spouse"})
_SPEAKERS = frozenset({"i", "we"})
# Spouses spoken of as "the" alone, which is always one's own: "the *missus*", "the *hubby*".
_SPOUSES_BY_THE = frozenset({"hubby", "missus", "missis", "wifey"})
# "I have twenty *kids* in my class": "kids" and "children" with a place or a doing after them are young people
# the speaker looks after, not their own.
_YOUNG_PEOPLE = frozenset({"kid", "kids", "child", "children"})
# One spelling per role, so one relative said two ways is one node: "my mother", "my mom" -> "mom".
_SPELLING = {
    **dict.fromkeys(("mother", "mum", "mommy", "mummy", "mama"), "mom"),
    **dict.fromkeys(("father", "daddy", "papa"), "dad"),
    **dict.fromkeys(("grandmother", "granny"), "grandma"),
    "grandmothers": "grandmas",
    "grandfather": "grandpa",
    "grandfathers": "grandpas",
    "child": "kid",
    "children": "kids",
    "grandchild": "grandkid",
    "grandchildren": "grandkids",
    "hubby": "husband",
    **dict.fromkeys(("wifey", "missus", "missis"), "wife"),
}
# Words that tell two relatives of one kind apart: kept in the object ("my *older* sister").
TELLING_APART = frozenset(
    {"older", "younger", "elder", "oldest", "youngest", "eldest", "middle", "big", "little", "baby", "twin", "kid"}
)
# Roles "great" names a generation with, kept in the object ("my *great* aunt", "my great-grandma": "great grandma");
# before any other role "great" only praises ("my great dad" is no relative read).
GREAT_RELATIVES = frozenset(
    {
        *("aunt", "uncle", "grandmother", "grandfather", "grandma", "grandpa", "grandparents", "grandparent"),
        *("grandson", "granddaughter", "grandchild", "grandchildren", "grandkids", "grandkid", "nephew", "niece"),
        *("aunts", "uncles", "grandmas", "grandpas", "nephews", "nieces", "granny"),
    }
)
# Words that only say how the speaker feels about them: dropped ("my *dear* grandma").
FONDNESS = frozenset({"dear", "lovely", "sweet", "beloved", "wonderful", "amazing", "awesome", "beautiful"})


def speakers_relative(token: Token) -> str | None:
    """The role `token` names when it is the speaker's own relative as `relative_candidates` reads one ("my
    *mother*" -> "mom", "my older *sister*" -> "older sister", "I have a *sister*" -> "sister"), the object of its
    FAMILY_MEMBER; else None."""
    if not is_relative(token.lower_) or token.pos_ not in {"NOUN", "PROPN"} or joined_on(token):
        return None
    owner = owner_of(token) or had_by_speaker(token)  # "my *sister*", "I have a *sister*"
    kept = telling_apart(token, owner) if owner is not None else None
    return role_words(token, kept) if kept is not None else None


def speakers_close_one(token: Token) -> str | None:
    """The role `token` names when it is one person close to the speaker, named by role: a relative
    (`speakers_relative`), or one of whom one has one: "my *boss*", "my *girlfriend*", "my best *friend*", "my
    *roommate*" -> "boss", "girlfriend", "best friend", "roommate". Not "my friend" or "my coworker" (one of
    several), "my old boss" or "my ex-boyfriend" (no longer), nor "our boss" (the team's)."""
    relative = speakers_relative(token)
    if relative is not None or token.pos_ != "NOUN" or joined_on(token):
        return relative
    owners = [child for child in token.children if child.dep_ == "poss"]
    if len(owners) != 1 or owners[0].lower_ != "my" or owners[0].i > token.i:
        return None
    between = [part.lower_ for part in token.doc[owners[0].i + 1 : token.i]]
    word = _CLOSE_SPELLING.get(token.lower_, token.lower_)
    if word in _ONE_OF_ONES_OWN and not between:
        return word
    return friend_role(word, between)


BEST_FRIEND = "best friend"


def friend_role(word: str, between: list[str]) -> str | None:
    """ "best friend" for a friend said with "best" alone before the word ("my *best* friend", "Dave is my best
    friend"): one has one at a time, so "my best friend" and the one named so are one person
    (kg/domain/role_holders.py); None for any other friend ("my old best friend", "a friend")."""
    return BEST_FRIEND if word == "friend" and between == ["best"] else None


# Besides relatives, the people one has one of (`speakers_close_one`), one spelling each: "my manager" and "my
# boss" are one node.
_ONE_OF_ONES_OWN = frozenset({"boss", "girlfriend", "boyfriend", "partner", "fiancé", "fiancée", "roommate"})
_CLOSE_SPELLING = {
    **dict.fromkeys(("manager", "supervisor"), "boss"),
    **dict.fromkeys(("flatmate", "housemate"), "roommate"),
    "fiance": "fiancé",
    "fiancee": "fiancée",
}


def spelled_role(word: str) -> str:
    """The one spelling Ingest names a relative's or close one's node with: "mother" -> "mom", "manager" -> "boss"."""
    lower = word.lower()
    return _SPELLING.get(lower) or _CLOSE_SPELLING.get(lower) or lower


def is_close_one(subject_role: str) -> bool:
    """Whether a role `speakers_close_one` gave is one of the close ones other than relatives."""
    return subject_role in _ONE_OF_ONES_OWN or subject_role == BEST_FRIEND


def role_words(token: Token, kept: list[Token]) -> str:
    word = token.lower_
    role = word + IN_LAW if in_law(token) else _SPELLING.get(word, word)  # "mother-in-law", not "mom-in-law"
    return " ".join([part.lower_ for part in kept] + [role])


def is_relative(word: str) -> bool:
    role = ROLE_NOUNS.get(word)
    return role is not None and (role.edge_type == "FAMILY_MEMBER" or role.qualifier in _PARTNERS)


def owner_of(token: Token) -> Token | None:
    """The "my" or "our" of the role, or of the role it is joined to ("my mom and *dad*")."""
    own = [child for child in token.children if child.dep_ == "poss"]
    if own:
        owner = own[0] if own[0].lower_ in MY_OUR and own[0].i < token.i else None
        return None if owner is not None and everyones(owner, token.lower_) else owner
    the = _spouse_by_the(token)
    if the is not None:
        return the
    if token.dep_ == "conj" and token.head.lower_ in ROLE_NOUNS and token.head.i < token.i:
        first = token.head
        while first.dep_ == "conj" and first.head.lower_ in ROLE_NOUNS and first.head.i < first.i:
            first = first.head
        return owner_of(first) if first != token else None
    return None


def _spouse_by_the(token: Token) -> Token | None:
    """The "the" that is "my" before a spouse: "*the* missus", "the hubby", and "the wife" or "the husband" beside
    the speaker ("the wife and I", "me and the husband"); "the wife in that film" is nobody's to the speaker."""
    the = next((child for child in token.children if child.dep_ == "det" and child.lower_ == "the"), None)
    if the is None or the.i > token.i:
        return None
    if token.lower_ in _SPOUSES_BY_THE:
        return the
    beside_the_speaker = any(part.lower_ in {"i", "me"} for part in token.conjuncts)
    return the if token.lower_ in _PARTNERS and beside_the_speaker else None


def everyones(owner: Token, word: str) -> bool:
    """ "*our* kids are our future", "a better world for *our* children": "our" before a plural is as often
    everyone's as the speaker's family; "our son", "our mom", "our boss" are the family's or the team's."""
    plural = (word.endswith("s") and not word.endswith("ss")) or word == "children"
    return owner.lower_ == "our" and plural


def telling_apart(token: Token, owner: Token) -> list[Token] | None:
    """The words between the owner and the role that tell relatives apart, or None when a word there makes it
    another kind of relative or one no longer had ("my *work* wife", "my *late* father", "my *ex*-wife")."""
    # "my mom and *little* brother": the words before "brother" only
    start = owner.i + 1 if owner.head == token else token.left_edge.i
    kept: list[Token] = []
    for part in token.doc[start : token.i]:
        lower = part.lower_
        if lower in TELLING_APART or great_generation(part, token):
            kept.append(part)
        elif part.text == "-" and part.i == token.i - 1 and great_generation(part.doc[part.i - 1], token):
            continue  # "my great*-*aunt"
        elif lower in FONDNESS or part.like_num or part.pos_ == "NUM" or lower in {"and", ",", "a", "an"}:
            continue
        else:
            return None
    return kept


def great_generation(word: Token, role: Token) -> bool:
    """Whether `word` is the "great" of a generation before `role`: "my *great* aunt", "my great-grandma"."""
    return word.lower_ == "great" and role.lower_ in GREAT_RELATIVES and word.i in {role.i - 1, role.i - 2}


def in_law(token: Token) -> bool:
    """ "my mother*-in-law*", "my brothers-in-law": a relative by marriage, a role of its own."""
    after = [part.lower_ for part in token.doc[token.i + 1 : token.i + 5]]
    if after[:2] == ["-", "in-laws"]:
        return True  # "my brothers-in-laws": the last part read as one word (extractor._in_laws_as_one_word)
    return after in (["-", "in", "-", "law"], ["-", "in", "-", "laws"])


IN_LAW = "-in-law"


def joined_on(token: Token) -> bool:
    """ "my step-*mom*", "my ex-*wife*": a hyphen joins the role to another word ("my great-aunt" is a
    generation, not another kind of relative; "my mother-in-law" a relative by marriage, `in_law`)."""
    if in_law(token):
        return False
    doc = token.doc
    before = doc[token.i - 1] if token.i > 0 else None
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    great = before is not None and before.text == "-" and token.i > 1 and great_generation(doc[token.i - 2], token)
    return (before is not None and before.text == "-" and not great) or (after is not None and after.text == "-")


def had_by_speaker(token: Token) -> Token | None:
    """The "I" or "we" of "I have three *kids*", "we've got a son and a *daughter*": relatives had now, plainly."""
    first = list_head(token)
    verb = first.head
    having = (verb.lemma_ == "have" and verb.tag_ in {"VBP", "VBZ"}) or (
        verb.lemma_ == "get" and any(child.dep_ == "aux" and child.lemma_ == "have" for child in verb.children)
    )
    if first.dep_ != "dobj" or not having or not _main_clause(verb) or is_question(token.sent):
        return None
    if any(child.dep_ == "neg" or child.tag_ == "MD" for child in verb.children):
        return None  # "I don't have kids", "we'll have a baby"
    if any(child.dep_ in {"det", "poss"} and child.lower_ not in {"a", "an"} for child in token.children):
        return None  # "no siblings", "any kids", "her kids"
    if token.lower_ in _YOUNG_PEOPLE and any(child.dep_ in {"prep", "acl"} for child in token.children):
        return None
    subject = next((child for child in verb.children if child.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ in _SPEAKERS:
        return subject
    # "My husband and I have two daughters", "Tom and I have three kids": the speaker's, as "we have" is
    return next((part for part in subject.conjuncts if part.lower_ == "i"), None)


def list_head(token: Token) -> Token:
    """The first of the list `token` is in ("I have *a son*, a daughter and a dog"), or `token`: the small model may
    make the second relative an apposition of the first."""
    first = token
    while (
        first.dep_ == "conj" or (first.dep_ == "appos" and is_relative(first.head.lower_))
    ) and first.head.i < first.i:
        first = first.head
    return first


def _main_clause(verb: Token) -> bool:
    """A verb of its sentence's own clause: the root, one joined to it, or the first of two clauses the small model
    hangs one on the other ("I have a son, his name is Kyle"); not one said or thought after a head ("she thinks I
    have a son")."""
    if verb.dep_ in {"ROOT", "conj"}:
        return True
    return verb.dep_ == "ccomp" and verb.i < verb.head.i and not any(child.dep_ == "mark" for child in verb.children)
