"""Tier 2: who "he", "she" or "they" is, when the turn leaves one choice: the subject of what they do; and whose
"his" or "her" relative, partner or manager is named ("Tom and his wife Ana": PARTNER_IS Tom Ana).

    My sister lives in Denver and she loves hiking      "she" = "my sister": LIKES "my sister" "hiking"
    Priya is my best friend. She lives in Boston         "she" = "Priya"
    My boss was Karen, until she retired                 "she" = "Karen"
    Thanks, Dana! My mom is visiting, and she ...       "she" = "my mom" (Dana is addressed, not spoken of)
    I have a cousin in Lima. She teaches English.        "she" = "my cousin": DID "my cousin" "teach English"

Only a person named earlier in the same text counts (a name the NER tags as a person, in a part of a clause, not
one addressed; or the speaker's own relative by role, "my sister" or "I have a sister"), and only when exactly one
of them can be the pronoun: a relative's role says he or she ("my mom" is no "he"), a name does not. Anyone else
who could be meant makes it no one: another name, someone's relative ("my husband's sister"), a person or an
animal named by a noun ("a guy", "my friend", "the dog"). "They" is read only as the speaker's relatives named by a
plural role ("My parents live in Florida and they love golf"), and only when no other plural noun or name comes
before it: it is as often things or people in general.

"Who" or "that" opening a relative clause on the speaker's relative is that relative ("I have a sister who lives in
Denver": LIVES_IN "my sister"), whether the relative is "my sister" or one the speaker says they have.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from kg.extraction.event_words import words
from kg.extraction.kin import speakers_relative
from kg.extraction.lexicon import ROLE_NOUNS
from kg.extraction.relation import PERSON, USER, speakers_relative_subject
from kg.extraction.turn_before import turn_before

_PLURAL = "plural"
_PRONOUNS = {"she": "female", "he": "male", "they": _PLURAL}
# "Tom and *his* wife Ana": a possessive stands for its owner as "he" or "she" would.
_POSSESSIVES = {"his": "male", "her": "female"}
THIRD_PERSON = frozenset(_PRONOUNS)
RELATIVE_PRONOUNS = frozenset({"who", "that"})
_FEMALE = words(
    "mom mother mum mommy mummy mama sister daughter wife aunt niece grandma grandmother granny girlfriend fiancée"
    " fiancee granddaughter woman girl lady"
)
_MALE = words(
    "dad father daddy papa brother son husband uncle nephew grandpa grandfather boyfriend fiancé fiance grandson"
    " man guy boy"
)
# Nouns for someone, or for a pet, that "he" or "she" may stand for though kg cannot name them.
_SOMEONE = words(
    "woman girl lady man guy boy person kid child baby neighbor neighbour roommate teacher coach doctor nurse"
    " dog cat puppy kitten pet horse"
)
# Where a name takes part in what is said, as opposed to being addressed ("Thanks, Dana!", "Hey Omar!").
_PARTICIPANT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos", "conj", "dative", "poss", "oprd"})


def sole_antecedent(pronoun: Token) -> tuple[str, Token | Span] | None:
    """The subject value `pronoun` stands for (a name, or "my <role>"), with the words it was read from; None when
    it is no "he", "she", "they", or possessive "his" or "her", or when the text before it offers no one, or more
    than one, it can be. When its own turn offers no one at all, the turn said before it may (`turn_before`: "My
    sister Ana moved to Lisbon." then "She works at a bakery now"): its one person, read from the pronoun."""
    gender = _PRONOUNS.get(pronoun.lower_) or (_POSSESSIVES.get(pronoun.lower_) if pronoun.dep_ == "poss" else None)
    if gender is None:
        return None
    chosen, someone_else = _who_may_be(pronoun.doc[: pronoun.i], gender, roles_are_speakers=True)
    earlier = turn_before(pronoun.doc)
    if not chosen and not someone_else and earlier is not None:
        # another speaker's "my sister" is theirs, whom this speaker's words cannot name: no one, then
        chosen, someone_else = _who_may_be(earlier.doc[:], gender, roles_are_speakers=earlier.same_speaker)
        if someone_else or len(chosen) != 1:
            return None
        return next(iter(chosen.values()))[0], pronoun
    if someone_else or len(chosen) != 1:
        return None
    return next(iter(chosen.values()))


def _who_may_be(
    before: Span, gender: str, roles_are_speakers: bool
) -> tuple[dict[str, tuple[str, Token | Span]], bool]:
    """Those in `before` a pronoun of `gender` may stand for, by what they are called, and whether anyone else
    may be meant too; a relative by role counts as the speaker's only when `roles_are_speakers`."""
    chosen: dict[str, tuple[str, Token | Span]] = {}
    someone_else = False
    for token in before:
        name = _name_at(token)
        if name is not None and gender == _PLURAL:
            someone_else = True  # "Alice and Bob ... they": not read
        elif name is not None:
            chosen.setdefault(name.text.casefold(), (name.text, name))
        if name is not None or _is_name(token) or not _may_be(token, gender) or _stands_for_a_name(token):
            continue
        role = speakers_relative(token)
        if role is not None and roles_are_speakers:
            chosen.setdefault(speakers_relative_subject(role), (speakers_relative_subject(role), token))
        elif role is not None or gender == _PLURAL:
            someone_else = True  # another's relative; "the cookies were great, they ...": things as often as people
        elif _is_someone(token) and token.dep_ not in {"attr", "oprd"}:  # "Alice is a *nurse*": Alice herself
            someone_else = True
    return chosen, someone_else


def clause_antecedent(pronoun: Token) -> tuple[str, Token] | None:
    """ "I have a sister *who* lives in Denver": the speaker's relative a relative clause's subject stands for, the
    speaker where it hangs on what the speaker says they are ("I'm a nurse *who* lives in Denver"), or None when the
    clause hangs on anyone else ("a friend who lives in Rome")."""
    if pronoun.lower_ not in RELATIVE_PRONOUNS or pronoun.head.dep_ != "relcl":
        return None
    antecedent = pronoun.head.head
    if _the_speaker_described(antecedent):
        return USER, antecedent  # "I'm a nurse *who* lives in Denver", "I'm Sam, a nurse who loves hiking"
    role = speakers_relative(antecedent)
    return (speakers_relative_subject(role), antecedent) if role is not None else None


def _the_speaker_described(noun: Token) -> bool:
    """ "I'm a *nurse*", "I'm Sam, a *nurse*": a noun that says what the speaker is, as "be"'s complement or set
    beside a name that is."""
    if noun.dep_ == "appos":
        noun = noun.head
    be = noun.head
    return (
        noun.dep_ == "attr"
        and be.lemma_ == "be"
        and any(child.dep_ == "nsubj" and child.lower_ == "i" for child in be.children)
    )


def _may_be(token: Token, gender: str) -> bool:
    """Whether the word could be what a pronoun of `gender` stands for: one person, of that gender if it says; for
    "they", a plural noun."""
    plural = token.tag_ in {"NNS", "NNPS"}
    if gender == _PLURAL:
        return plural
    return not plural and token.lower_ not in (_MALE if gender == "female" else _FEMALE)


def _stands_for_a_name(noun: Token) -> bool:
    """ "Priya is my best *friend*", "my *boss* was Karen", "my *sister* Alice", "Bob, my *manager*": the noun is
    the person the name names, not someone else."""
    head = noun.head
    if noun.dep_ == "attr":
        return any(child.dep_ == "nsubj" and _is_name(child) for child in head.children)
    if noun.dep_ == "nsubj" and any(child.dep_ == "attr" and _is_name(child) for child in head.children):
        return True
    return any(child.dep_ == "appos" and _is_name(child) for child in noun.children) or (
        noun.dep_ in {"appos", "compound"} and _is_name(head)  # "my *neighbor* Alice"
    )


def _is_name(token: Token) -> bool:
    """A person's name, by the NER or as a proper noun it gave no other kind ("Priya" it may leave untagged), or
    a proper noun set beside a person's role, whatever the NER tags it ("my sister *Nadia*": a place to it)."""
    if token.ent_type_ == "PERSON" or (token.pos_ == "PROPN" and not token.ent_type_):
        return True
    role = ROLE_NOUNS.get(token.head.lower_)
    return token.pos_ == "PROPN" and token.dep_ == "appos" and role is not None and role.kind == PERSON


def _name_at(token: Token) -> Span | None:
    """The name whose last word `token` is, when it takes part in what is said (not "Thanks, *Dana*!")."""
    if not _is_name(token) or token.dep_ not in _PARTICIPANT_DEPS:
        return None
    start = token.i
    while start > 0 and token.doc[start - 1].dep_ == "compound" and _is_name(token.doc[start - 1]):
        start -= 1
    return token.doc[start : token.i + 1]


def _is_someone(token: Token) -> bool:
    role = ROLE_NOUNS.get(token.lower_)
    return token.pos_ == "NOUN" and (token.lower_ in _SOMEONE or (role is not None and role.kind == PERSON))
