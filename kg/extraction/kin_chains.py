"""A relative of the speaker's relative is the speaker's relative by the chain (tier 2).

    My sister's son Theo is two / my brother's daughter    FAMILY_MEMBER "Theo" (nephew) / "niece", unnamed
    My mom's sister Rosa lives in Lima / my dad's brother   FAMILY_MEMBER "Rosa" (aunt) / "uncle"
    My son's daughter Lily / my daughter's kids            FAMILY_MEMBER "Lily" (granddaughter) / "grandkids"
    my mom's mom / my dad's parents                        FAMILY_MEMBER "grandma" / "grandparents"
    my aunt's son / my uncle's kids                        FAMILY_MEMBER "cousin" / "cousins"
    My wife's brother Tom / my husband's mom               FAMILY_MEMBER "Tom" (brother-in-law) / "mother-in-law"
    my sister's husband / my son's wife                    FAMILY_MEMBER "brother-in-law" / "daughter-in-law"

Only a chain whose role is one, and plain: not "my brother's kids" (nieces or nephews: which, it does not say),
"my dad's wife" (a mother, or a stepmother), "my wife's son" (hers, or theirs both), "my sister's friend" or "my
friend's mom" (no relative of the speaker's), nor through a relative no longer had or not plainly one ("my late
father's sister", "my ex-wife's mom").
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Token

from kg.extraction.kin import IN_LAW, in_law, is_relative, joined_on, owner_of, telling_apart
from kg.extraction.lexicon import POSSESSIVE_ENDINGS, ROLE_NOUNS

_PARENTS = ("mother", "father", "parent")
_SIBLINGS = ("sister", "brother")
_CHILDREN = ("son", "daughter", "child")
_PARTNERS = ("wife", "husband", "spouse")


def _through(firsts: tuple[str, ...], seconds: dict[str, str]) -> dict[tuple[str, str], str]:
    return {(first, second): chain for first in firsts for second, chain in seconds.items()}


# (the first relative's role, the second's) -> the chain's role, as the first form of its FAMILY_MEMBER noun.
_CHAINS: dict[tuple[str, str], str] = {
    **_through(_PARENTS, {"sister": "aunt", "brother": "uncle"}),
    **_through(_PARENTS, {"mother": "grandmother", "father": "grandfather", "parent": "grandparent"}),
    **_through(_SIBLINGS, {"son": "nephew", "daughter": "niece"}),
    **_through(_CHILDREN, {"son": "grandson", "daughter": "granddaughter", "child": "grandchild"}),
    **_through(("aunt", "uncle"), {"son": "cousin", "daughter": "cousin", "child": "cousin"}),
    **_through(_PARTNERS, {"mother": "mother" + IN_LAW, "father": "father" + IN_LAW, "parent": "parent" + IN_LAW}),
    **_through(_PARTNERS, {"sister": "sister" + IN_LAW, "brother": "brother" + IN_LAW}),
    ("sister", "husband"): "brother" + IN_LAW,
    ("brother", "wife"): "sister" + IN_LAW,
    ("son", "wife"): "daughter" + IN_LAW,
    ("daughter", "husband"): "son" + IN_LAW,
}
# The chain's role as the object of an unnamed relative spells it, one form per role (as `kin.role_words` does):
# "grandmother" -> "grandma", "grandchild" -> "grandkid"; and its plural ("my dad's parents": "grandparents").
_SPELLED = {"grandmother": "grandma", "grandfather": "grandpa", "grandchild": "grandkid"}
_PLURAL_WORDS = frozenset({"children", "kids", "parents", "sons", "daughters", "sisters", "brothers"})


@dataclass(frozen=True)
class Chain:
    owner: Token  # the speaker's "my" or "our", of the first relative
    qualifier: str  # the chain's role: "nephew", "mother-in-law", "cousin"
    spelled: str  # as an unnamed relative's object: "nephew", "grandma", "cousins", "mothers-in-law"


def relative_through(role: Token) -> Chain | None:
    """The chain that makes `role` ("my sister's *son*") the speaker's relative, or None."""
    first = next((child for child in role.children if child.dep_ == "poss" and child.i < role.i), None)
    if first is None or not is_relative(first.lower_) or joined_on(first) or in_law(first) or in_law(role):
        return None
    owner = owner_of(first)
    if owner is None or telling_apart(first, owner) is None:
        return None  # "my friend's mom", "my late father's sister"
    if any(part.lower_ not in POSSESSIVE_ENDINGS for part in role.doc[first.i + 1 : role.i]):
        return None  # "my sister's *best* son"? only the owner's mark between: the role plain
    chain = chained_role(first.lower_, role.lower_)
    if chain is None or first.lower_ in _PLURAL_WORDS:
        return None  # "my parents' son": the speaker, or a brother
    spelled = spelled_role(chain)
    if role.lower_ in _PLURAL_WORDS:
        head, _, law = spelled.partition("-")
        spelled = f"{head}s-{law}" if law else f"{spelled}s"
    return Chain(owner, chain, spelled)


def chained_role(first: str, second: str) -> str | None:
    """The role of the relative `second` ("son") of the speaker's relative `first` ("sister"), both words of
    ROLE_NOUNS: "nephew"; None where the chain says no one plain role."""
    first_role, second_role = ROLE_NOUNS[first].qualifier, ROLE_NOUNS[second].qualifier
    return _CHAINS.get((first_role or "", second_role or ""))


def spelled_role(chain: str) -> str:
    """The chain's role as an unnamed relative's object: "grandmother" -> "grandma"."""
    return _SPELLED.get(chain, chain)
