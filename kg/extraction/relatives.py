"""Tier 2: relatives the speaker names only by their role: FAMILY_MEMBER, its object unnamed.

    my mom is visiting / I went fishing with my father         FAMILY_MEMBER "mom"            (unnamed)
    our son loves the beach / my two daughters play violin    FAMILY_MEMBER "son" / "daughters"
    my little brother just turned ten                          FAMILY_MEMBER "little brother"
    my mom and dad are driving up                              FAMILY_MEMBER "mom", "dad"
    my mom's best friend is visiting                           FAMILY_MEMBER "mom" (never the friend)
    my husband has been working late                           FAMILY_MEMBER "husband"
    I have three kids / we've got a son and a daughter         FAMILY_MEMBER "kids" / "son", "daughter"
    I have two boys / we have a little girl                     FAMILY_MEMBER "boys" / "girl" (as son, daughter)

The object is the role, not a name, so the relation is marked `unnamed`: Ingest names its node after whose
relative it is ("Maria's mom"), so two speakers' moms are two nodes and one speaker's mom, told twice, is one.
The role is spelled one way ("mother", "mum" -> "mom"; "children" -> "kids"), keeping the words that tell two
relatives of one kind apart ("older sister", "baby brother"); a number is dropped ("my two daughters"). A
relative by marriage keeps the in-law role whole ("my mother-in-law": "mother-in-law").

Not read: "our" before a plural ("our kids are our future" is as often everyone's kids); someone else's ("her
kids", "my friend's mom"; a relative's relative is the speaker's by the chain where it says one role, "my wife's
parents" are "parents-in-law": kg/extraction/kin_chains.py); one ended or changed ("my ex-wife", "my late
father", "my new husband"); a kind of relative that is not kin or is not the plain role ("my work wife", "my host
mom", "my step-mom"); a partner who may be a business partner ("my partner") or is not family
("my girlfriend"). Relatives one says one has are read only when had now and plainly ("I had a brother" may be
one lost; not "I wish I had", "I'd love to have kids", "no siblings", "kids in my class", "kids coming over").
A husband or wife is FAMILY_MEMBER with that qualifier, not PARTNER_IS: PARTNER_IS is
functional, so an unnamed "husband" would supersede a named one.
A relative also named in the same text ("my sister Alice") gives only the named fact (`extractor`).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.kin import (
    FONDNESS,
    IN_LAW,
    TELLING_APART,
    everyones,
    great_generation,
    had_by_speaker,
    in_law,
    is_relative,
    joined_on,
    owner_of,
    role_words,
    telling_apart,
)
from kg.extraction.kin_chains import Chain, relative_through
from kg.extraction.lexicon import MY_OUR, ROLE_NOUNS
from kg.extraction.polarity import Polarity
from kg.extraction.relation import PERSON, USER

_CONFIDENCE = 0.8


def relative_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for token in doc:
        if token.lower_ in CHILDREN_BY_SEX and token.pos_ == "NOUN":
            found.extend(_children_by_sex(doc, token))
            continue
        if not is_relative(token.lower_) or token.pos_ not in {"NOUN", "PROPN"}:
            continue
        owner = owner_of(token) or had_by_speaker(token)
        if owner is None:
            chain = relative_through(token)  # "my husband's mom": a mother-in-law
            if chain is not None:
                found.append(_chained(doc, token, chain))
            continue
        kept = telling_apart(token, owner)
        if kept is not None and not joined_on(token):
            found.append(_candidate(doc, owner, token, kept))
    return found


# Children told by their sex where one says one has them: "I have two *boys*", "we have a *girl* and a boy"; and
# twins had ("we have *twins*"), children whatever their sex.
CHILDREN_BY_SEX = {"boy": "son", "boys": "son", "girl": "daughter", "girls": "daughter", "twins": "child"}
# What says a lone boy or girl had is a child: "a little girl", "a baby boy", "twin girls" (not "a girl I like").
_YOUNG = frozenset({"little", "baby", "newborn", "young", "twin"})


def _children_by_sex(doc: Doc, token: Token) -> list[Candidate]:
    """ "I have two boys", "we have a little girl": the speaker's children, as "I have two sons" would be; counted,
    told young or paired ("a boy and a girl"), since a lone "boy" or "girl" had may be anyone."""
    first = token
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    counted = any(child.dep_ == "nummod" for child in first.children)
    young = any(child.dep_ == "amod" and child.lower_ in _YOUNG for child in token.children)
    paired = any(part.lower_ in CHILDREN_BY_SEX for part in token.conjuncts)  # "a boy and a girl"
    twins = token.lower_ == "twins"  # two, and children
    owner = had_by_speaker(token) if counted or young or paired or twins else None
    if owner is None:
        return []
    start = min(owner.i, token.i)
    return [
        Candidate(
            "FAMILY_MEMBER",
            USER,
            token.lower_,
            PERSON,
            Polarity(),
            _CONFIDENCE,
            doc[start : token.i + 1].text,
            start,
            CHILDREN_BY_SEX[token.lower_],
            unnamed=True,
        )
    ]


def relative_candidates_by_words(doc: Doc) -> list[Candidate]:
    """Tier 1, without a parse: the same roles read from word order ("my older sister", "our mom and dad")."""
    found: list[Candidate] = []
    index = 0
    while index < len(doc):
        if doc[index].lower_ not in MY_OUR:
            index += 1
            continue
        owner, index = doc[index], index + 1
        while True:  # "my mom and dad": each role of a list after one owner
            if index < len(doc) and everyones(owner, doc[index].lower_):
                break
            kept: list[Token] = []
            while index < len(doc) and _modifies(doc, index):
                if doc[index].lower_ in TELLING_APART or doc[index].lower_ == "great":
                    kept.append(doc[index])
                index += 1
            if index >= len(doc) or not is_relative(doc[index].lower_) or joined_on(doc[index]):
                break
            found.append(_candidate(doc, owner, doc[index], kept))
            index += 1
            if index + 1 < len(doc) and doc[index].lower_ in {"and", "&"} and doc[index + 1].lower_ not in MY_OUR:
                index += 1
            else:
                break
    return found


def _modifies(doc: Doc, index: int) -> bool:
    """Whether the word at `index` may stand between an owner and the role: "my *two* kids", "my *kid* sister"."""
    lower = doc[index].lower_
    if lower == "great":  # "my great aunt", "my great-aunt"
        after = index + 2 if index + 2 < len(doc) and doc[index + 1].text == "-" else index + 1
        return after < len(doc) and great_generation(doc[index], doc[after])
    if lower == "-":  # the hyphen of "great-aunt", after a "great" read as above
        return index > 0 and doc[index - 1].lower_ == "great"
    if lower in TELLING_APART:  # "kid" is a role of its own unless a role follows: "my kid sister"
        return lower != "kid" or (index + 1 < len(doc) and is_relative(doc[index + 1].lower_))
    return lower in FONDNESS or doc[index].like_num


def _chained(doc: Doc, token: Token, chain: Chain) -> Candidate:
    start = chain.owner.i
    span = doc[start : token.i + 1]
    return Candidate(
        "FAMILY_MEMBER",
        USER,
        chain.spelled,
        PERSON,
        Polarity(),
        _CONFIDENCE,
        span.text,
        start,
        chain.qualifier,
        unnamed=True,
    )


def _candidate(doc: Doc, owner: Token, token: Token, kept: list[Token]) -> Candidate:
    word = token.lower_
    role = ROLE_NOUNS[word]
    start = min(owner.i, token.i)
    qualifier = role.qualifier if role.edge_type == "FAMILY_MEMBER" else word
    if in_law(token):
        qualifier = f"{qualifier}{IN_LAW}"  # "mother-in-law": no mother, a relative by marriage
    return Candidate(
        "FAMILY_MEMBER",
        USER,
        role_words(token, kept),
        PERSON,
        Polarity(),
        _CONFIDENCE,
        doc[start : token.i + 1].text,
        start,
        qualifier,
        unnamed=True,
    )
