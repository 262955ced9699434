"""Tier 2: a break-up ends a partner (PARTNER_IS, negated and changed), so the current partner edge is archived.

    I broke up with Tom / Tom and I split up / I divorced Mark    PARTNER_IS "Tom" / "Mark", ended
    Priya dumped me / I dumped Priya                              PARTNER_IS "Priya", ended
    My girlfriend and I broke up / I broke up with my boyfriend    PARTNER_IS "girlfriend" / "boyfriend", ended, unnamed
    my husband and I separated / My wife left me                  PARTNER_IS "husband" / "wife", ended, unnamed
    I got divorced last year                                      PARTNER_IS "spouse", ended, unnamed
    I'm single now / I've been single since March                 PARTNER_IS "partner", ended, unnamed
    I'm divorced / I'm a widow / I'm widowed                      PARTNER_IS "spouse", ended; HAS_STATE "divorced" / ...
    I'm no longer with Sarah / I'm not with my boyfriend anymore  PARTNER_IS "Sarah" / "boyfriend", ended
    We broke up / we've separated                                 PARTNER_IS "partner", ended, unnamed
    We got divorced last year                                     PARTNER_IS "spouse", ended, unnamed
    Tom and Lisa broke up / Tom split up with Lisa                PARTNER_IS Tom -> "Lisa", ended

Being single now says there is no partner, whoever was current, so it ends "partner", unnamed; being divorced or
widowed ends a spouse and is a state of one's life, kept as such. Not being single in the past ("I was single
then"), denied, wished ("I'd rather be single"), asked, nor "a single mom".

A partner named only by role is the role, `unnamed` as "my mom" is for FAMILY_MEMBER: it names no one, and the
caller ends whichever partner is current. The relatives reader still gives "my wife" as FAMILY_MEMBER: she is
the speaker's wife as they speak ("are getting divorced", "separated"), and a divorce told in the past ends only
the partner edge here (tests/data/extraction/README.md, round 38).

Only a break-up that happened or is under way ends anything: never one asked about, denied, almost done, wished,
planned or to come ("Should I break up with Tom?", "I almost broke up with Tom", "I'm thinking of breaking up",
"I'll divorce him"). The check is made here, since PARTNER_IS is presupposed by `irrealis` and never dropped
there. Not a break-up: a thing broken up ("I broke up a fight"), a group ("the band broke up"), someone else's
relative ("my sister broke up with Tom"), "left me" with anything more ("left me a note", "left me at the mall").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.future_tense import PRESENT_BE
from kg.extraction.happenings import TOLD_CLAUSES, clause_head, names_a_time, told_as_happened
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.lexicon import NOT_DONE, ROLE_NOUNS
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.questions import is_question
from kg.extraction.relation import PERSON, THING, USER
from kg.extraction.when import time_text_of

_UP_VERBS = frozenset({"break", "split"})  # only with their particle: "broke up", "split up"
_SPEAKER = frozenset({"i", "me"})
# The parties of a break-up besides its subjects: "broke up *with* Tom", "separated *from* my husband" (and a
# passive's agent: "divorced *by* Mark").
_PARTY_PREPOSITIONS = frozenset({"with", "from"})
# "My wife left me" is a break-up only told bare, with a time or with whom for ("for her trainer"): "left me
# after dinner", "at the mall", "a note", "speechless" are not.
_LEAVING_ALLOWED = frozenset({"nsubj", "dobj", "punct", "npadvmod", "aux", "cc", "conj", "advmod"})
_LEAVING_PREPOSITIONS = frozenset({"for"})
_LEAVING_ADVERBS = frozenset({"finally", "just", "eventually", "suddenly", "recently", "then", "also"})
# Not "NORP" nor "LOC": the small model tags some first names so ("I dumped *Jake*", "I broke up with *Maya*"), and
# no one breaks up with a mountain range.
_NOT_PEOPLE = frozenset({"ORG", "GPE", "FAC", "PRODUCT", "DATE", "TIME", "CARDINAL", "WORK_OF_ART"})
_SPOUSE = "spouse"  # "I got divorced": a spouse, whoever it was
_ANY_PARTNER = "partner"  # "I'm single now": whoever it was
_PRESENT_TAGS = frozenset({"VBP", "VBZ"})
_PRESENT_BE_OR_HAVE = PRESENT_BE | {"have", "'ve", "\u2019ve", "has"}
# Words that say the speaker has no partner now, and the state each names: "single" ends whoever it was, the others
# a spouse, and stay as the state they are ("I'm divorced": HAS_STATE "divorced").
_UNPARTNERED = {
    "single": "single",
    "divorced": "divorced",
    "widowed": "widowed",
    "widow": "widowed",
    "widower": "widowed",
}
_CONFIDENCE = 0.75


def breakup_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for word in doc:
        state = _unpartnered_now(word)
        if state is not None:  # "I'm single now", "I'm divorced": no partner now, and a divorce is a state kept
            found.append(_ended(doc, word, USER, _ANY_PARTNER if state == "single" else _SPOUSE, True))
            if state != "single":
                sentence = word.sent
                found.append(Candidate("HAS_STATE", USER, state, THING, Polarity(), 0.8, sentence.text, sentence.start))
    found.extend(_ended(doc, be, USER, *partner) for be, partner in _no_longer_with(doc))
    for verb in doc:
        if verb.pos_ != "VERB" or not _breaks_up(verb):
            continue
        clause = clause_head(verb)
        if not told_as_happened(verb, clause):
            continue
        subjects = list(clause_subjects(clause))
        others = _other_parties(verb)
        # "I broke up with Tom", "Tom broke up with me", "Priya dumped me": the speaker is one of the two
        speaker_took_part = any(token.lower_ in _SPEAKER for token in (*subjects, *others))
        if speaker_took_part or _speaker_left(verb):
            parties = [token for token in (*subjects, *others) if token.lower_ not in _SPEAKER]
            partners = [_partner(token) for token in parties]
            if not parties and verb.lemma_.lower() == "divorce" and not _joined_subject(clause):
                partners = [(_SPOUSE, True)]
            found.extend(_ended(doc, verb, USER, name, unnamed) for name, unnamed in _all_read(partners))
        elif _couple_parted(verb, subjects, others):  # "we broke up", "we got divorced": the speaker's partner
            partner = _SPOUSE if verb.lemma_.lower() == "divorce" else _ANY_PARTNER
            found.append(_ended(doc, verb, USER, partner, True))
        elif len(subjects) + len(others) == 2 and verb.lemma_.lower() != "leave":
            # Two others named: "Tom and Lisa broke up", "Tom split up with Lisa".
            first, second = (*subjects, *others)
            read = [_partner(first), _partner(second)]
            if all(partner is not None and not partner[1] for partner in read):  # names, not roles
                found.append(_ended(doc, verb, person_name(first), person_name(second), False))
    return found


def no_longer_with(doc: Doc) -> Iterator[tuple[Token, Token]]:
    """(the verb, whom) of "I'm no longer with Sarah", "I'm not with my boyfriend anymore", "I'm no longer with
    Google": the speaker with someone or something no more; which it is (a partner, an employer), the caller
    reads from whom."""
    for be in doc:
        if be.lemma_ != "be" or be.tag_ not in _PRESENT_TAGS or is_question(be.sent):
            continue
        if not any(child.dep_ == "nsubj" and child.lower_ == "i" for child in be.children):
            continue
        said = polarity_of(context_words(be))
        if not (said.negated and said.change):
            continue  # "I'm not with Sarah" (where one is now) or "I'm with Sarah now": no ending told
        for preposition in be.children:
            if preposition.dep_ == "prep" and preposition.lower_ == "with":
                yield from ((be, party) for party in preposition.children if party.dep_ == "pobj")


def _no_longer_with(doc: Doc) -> Iterator[tuple[Token, tuple[str, bool]]]:
    """The speaker's partner, ended: a person or a partner's role only ("no longer with Google" names an employer
    or a provider, `jobs_lost`)."""
    for be, party in no_longer_with(doc):
        partner = _partner(party)
        if partner is not None:
            yield be, partner


def _unpartnered_now(word: Token) -> str | None:
    """ "I'm *single* now", "I've been *single* since March", "I'm *divorced*", "I'm a *widow*", "I'm *widowed*":
    the speaker said to have no partner now, and how ("single", "divorced", "widowed"); None for anything else."""
    state = _UNPARTNERED.get(word.lower_)
    if state is None:
        return None
    if word.dep_ in {"acomp", "attr"} and word.head.lemma_ == "be":
        be, subject_deps = word.head, {"nsubj"}
    elif word.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in word.children):  # "I'm widowed" as a passive
        be, subject_deps = word, {"nsubjpass"}
    else:
        return None
    if word.dep_ == "attr" and state == "single":
        return None  # "I'm a single mom"
    present = be.tag_ in _PRESENT_TAGS or any(
        c.dep_ in {"aux", "auxpass"} and c.lower_ in _PRESENT_BE_OR_HAVE for c in be.children
    )
    speaker = any(c.dep_ in subject_deps and c.lower_ == "i" for c in be.children)
    if not (present and speaker) or be.dep_ not in TOLD_CLAUSES:
        return None
    if is_question(be.sent) or asserts_nothing(be):
        return None
    if any(c.dep_ == "neg" or c.lower_ in NOT_DONE for c in be.children):
        return None
    return state


def _breaks_up(verb: Token) -> bool:
    lemma = verb.lemma_.lower()
    has_object = any(child.dep_ in {"dobj", "dative"} for child in verb.children)
    if lemma in _UP_VERBS:
        return any(c.dep_ == "prt" and c.lower_ == "up" for c in verb.children) and not has_object
    if lemma == "separate":
        return not has_object
    if lemma == "divorce":
        return True
    if lemma == "dump":
        return has_object
    if lemma == "leave":
        return _speaker_left(verb)
    return False


def _speaker_left(verb: Token) -> bool:
    """ "Priya dumped *me*", "My wife left *me*": the speaker is the one left (for "left", bare, by a partner)."""
    lemma = verb.lemma_.lower()
    if not any(c.dep_ == "dobj" and c.lower_ == "me" for c in verb.children):
        return False
    if lemma in {"dump", "divorce"}:
        return True
    return (
        lemma == "leave"
        and any(c.dep_ == "nsubj" and _partner_role(c) is not None for c in verb.children)
        and all(_leaves_plainly(child) for child in verb.children)
    )


def _leaves_plainly(child: Token) -> bool:
    if child.dep_ == "prep":
        return child.lower_ in _LEAVING_PREPOSITIONS
    if child.dep_ == "advmod":
        return child.lower_ in _LEAVING_ADVERBS
    return child.dep_ in _LEAVING_ALLOWED


def _couple_parted(verb: Token, subjects: list[Token], others: list[Token]) -> bool:
    """ "We broke up", "we've separated", "we got divorced last year": "we" alone, the speaker and their partner;
    not a group parting ways ("we split up into teams", "we split up to search the woods")."""
    if others or [token.lower_ for token in subjects] != ["we"]:
        return False
    return not any(
        child.dep_ in {"prep", "xcomp", "advcl"} and child.lower_ != "after" and not names_a_time(child)
        for child in verb.children
    )


def clause_subjects(clause: Token) -> Iterator[Token]:
    """Every subject of the clause with its conjuncts: the small model makes "I" of "My girlfriend and I" a second
    subject or a conjunct, and the name of "Dana and I have split up" a modifier with its "and"."""
    for child in clause.children:
        if child.dep_ in {"nsubj", "nsubjpass"}:
            yield child
            yield from (conjunct for conjunct in child.conjuncts if conjunct.i > child.i)
        elif child.dep_ == "npadvmod" and _and_after(child):
            yield child
    first = clause.head  # "My boyfriend and I split up": the verb made a conjunct of the first party
    joined = any(c.dep_ == "cc" and c.lower_ == "and" for c in first.children)
    if clause.dep_ == "conj" and first.pos_ in {"NOUN", "PROPN"} and first.i < clause.i and joined:
        yield first


def _and_after(party: Token) -> bool:
    """A party joined by "and" that the small model made a modifier of the verb: "Dana and I have split up" (its
    "and" hung on the name), "my girlfriend and i broke up" in lower case (the "and" on the verb)."""
    if party.pos_ == "PROPN" and any(child.dep_ == "cc" for child in party.children):
        return True
    following = party.nbor() if party.i + 1 < len(party.doc) else None
    return party.pos_ in {"NOUN", "PROPN"} and following is not None and following.lower_ == "and"


def _joined_subject(clause: Token) -> bool:
    """Whether an "and" the parse lost hangs on the clause ("My ex-wife and I got divorced", misparsed): then the
    speaker was not alone, and "spouse" would end the wrong partner."""
    return any(child.dep_ == "cc" and child.i < clause.i for child in clause.children)


def _other_parties(verb: Token) -> list[Token]:
    """Who else took part: "with *Tom*", "from *my husband*", "divorced *Mark*", "dumped *Priya*"."""
    parties = [c for c in verb.children if c.dep_ == "dobj" and c.lower_ not in _SPEAKER]
    for prep in verb.children:
        if (prep.dep_ == "prep" and prep.lower_ in _PARTY_PREPOSITIONS) or prep.dep_ == "agent":
            parties.extend(c for c in prep.children if c.dep_ == "pobj")
    return parties


def _partner(token: Token) -> tuple[str, bool] | None:
    """The partner `token` names: a person's name (False) or the speaker's partner by role (True)."""
    role = _partner_role(token)
    if role is not None:
        named = next((c for c in token.children if c.dep_ == "appos" and is_person(c)), None)
        return (person_name(named), False) if named is not None else (role, True)
    return (person_name(token), False) if is_person(token) else None


def _partner_role(token: Token) -> str | None:
    """ "my *girlfriend*" -> "girlfriend": a partner role the speaker owns; not an ex ("my ex-wife")."""
    role = ROLE_NOUNS.get(token.lower_)
    if role is None or role.edge_type != "PARTNER_IS" or role.qualifier is None:
        return None
    own = [c for c in token.children if c.dep_ == "poss"]
    hyphened = token.i > 0 and token.doc[token.i - 1].text == "-"
    return role.qualifier if own and own[0].lower_ == "my" and not hyphened else None


def is_person(token: Token) -> bool:
    return token.ent_type_ == "PERSON" or (token.pos_ == "PROPN" and token.ent_type_ not in _NOT_PEOPLE)


def person_name(token: Token) -> str:
    if token.ent_type_ == "PERSON":
        entity = next(ent for ent in token.doc.ents if ent.start <= token.i < ent.end)
        return entity.text
    return token.text


def _all_read(partners: list[tuple[str, bool] | None]) -> list[tuple[str, bool]]:
    """Each party read as a partner, or none at all when one is not ("Tom and his band broke up")."""
    return [partner for partner in partners if partner is not None] if None not in partners else []


def _ended(doc: Doc, verb: Token, subject: str, partner: str, unnamed: bool) -> Candidate:
    sentence = verb.sent
    return Candidate(
        "PARTNER_IS",
        subject,
        partner,
        PERSON,
        Polarity(negated=True, change=True),
        _CONFIDENCE,
        sentence.text,
        sentence.start,
        partner if unnamed else None,
        time_text_of(verb),
        unnamed=unnamed,
    )
