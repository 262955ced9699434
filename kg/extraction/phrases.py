"""Reading names, things and subjects off a token sequence, using only what `spacy.blank` provides.

These helpers look at token text, case and punctuation; they never need a tagger or parser. Names are read
by case (a word with an upper-case letter, or from a caseless script such as Chinese), except in text typed
entirely in lower case, where any content word may be a name (at a lower confidence, decided by the caller).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from spacy.tokens import Doc, Token

from kg.extraction.event_words import EVENT_NOUNS, GATHERINGS, HOW_ONE_DOES, QUANTITIES, VAGUE_EVENT_OBJECTS, words
from kg.extraction.kin import in_law, speakers_close_one
from kg.extraction.lexicon import (
    APOSTROPHES,
    CLAUSE_STARTERS,
    CONTEXT_WORDS,
    COPULAS,
    DASHES,
    FIRST_PERSON,
    FIRST_PERSON_PLURAL,
    LIGHT_GERUNDS,
    LIST_SEPARATORS,
    NAME_JOINERS,
    NOT_LOWERCASE_NAMES,
    NOT_NAMES,
    NOT_OBJECT_START,
    OBJECT_LEAD,
    OPENERS,
    OTHERS_POSSESSIVES,
    PHRASE_END,
    PHRASE_END_PAIRS,
    POSSESSIVE_MARKERS,
    PREDICATE_WORDS,
    ROLE_NOUNS,
    SOMEONE_NOUNS,
    STORY_FORMS,
    STORY_GENRES,
    SUBJECT_GAP,
    SUBJECT_GAP_OF_STATES,
    VAGUE_GERUNDS,
    VAGUE_OBJECTS,
)
from kg.extraction.pronouns import sole_antecedent
from kg.extraction.questions import is_question as is_question  # re-exported: its readers import it from here
from kg.extraction.questions import is_tag
from kg.extraction.relation import USER, speakers_relative_subject

MAX_NAME_TOKENS = 6
MAX_LOWERCASE_NAME_TOKENS = 2  # without case to go by, "bob smith" is as far as a guess should reach
MAX_THING_TOKENS = 6
MAX_GAP_TOKENS = 6
# Nouns that end like adverbs: "peanuts, shellfish and jelly" is a list of three things.
_NOUNS_IN_LY = frozenset(
    {
        "family",
        "jelly",
        "belly",
        "lily",
        "butterfly",
        "rally",
        "assembly",
        "supply",
        "ally",
        "holly",
        "bully",
        "melody",
        "comedy",
    }
)
# Chat drops "I'm" / "I've" before these at a sentence's start: "*Still* working on my novel", "*Been* living in
# Austin for years", "*Just* moved to Denver!". The speaker is the subject (a bare "Working on cars is fun" is not).
_DROPPED_SUBJECT_CUES = frozenset({"still", "been", "just"})
TAIL_TOKENS = 4
# Marks that join two words when typed without spaces: "rock-climbing", "CS:GO".
_GLUING_MARKS = frozenset({"-", ":"})
# What may open a quote in a sentence: an apostrophe, straight or curly, or a left single quote.
_QUOTES_OPENING = APOSTROPHES | {"\u2018"}

# Verbs that show a list item was really the subject of a new clause: "I like tea and *Bob likes* coffee".
_CLAUSE_VERBS = COPULAS | frozenset(
    {
        "has",
        "have",
        "had",
        "does",
        "did",
        "will",
        "can",
        "likes",
        "loves",
        "enjoys",
        "hates",
        "prefers",
        "works",
        "lives",
        "says",
        "said",
        "thinks",
    }
)


@dataclass(frozen=True)
class Phrase:
    start: int  # token indices, end exclusive
    end: int
    text: str


@dataclass(frozen=True)
class Subject:
    value: str  # USER, the name as written, or the speaker's relative ("my mom": relation.relative_role)
    start: int
    gap: tuple[str, ...]  # lower-cased words between the subject and the predicate, read for polarity
    others: tuple[str, ...] = ()  # the rest of a coordinated subject: "*Alice* and Bob", "*Mike* and I"

    @property
    def values(self) -> tuple[str, ...]:
        return (self.value, *self.others)


_LOWERCASE_KEY = "kg.lowercase_text"


def is_lowercase_text(doc: Doc) -> bool:
    # Asked by every rule family of the same doc, and doc.text joins the tokens anew each time: kept on the doc.
    known = doc.user_data.get(_LOWERCASE_KEY)
    if known is None:
        known = doc.user_data[_LOWERCASE_KEY] = not any(ch.isupper() for ch in doc.text)
    return bool(known)


def is_name_word(token: Token, lowercase_text: bool) -> bool:
    lower = token.lower_
    if lower in NOT_NAMES or lower in ROLE_NOUNS or not any(ch.isalpha() for ch in token.text):
        return False
    if lowercase_text:
        return (
            token.is_alpha
            and not token.is_stop
            and lower not in NOT_LOWERCASE_NAMES
            and lower not in PHRASE_END
            and lower not in _KINDS_BEFORE_NAMES
            and lower not in _OCCASIONS  # "my cousins *wedding*": the apostrophe left out, no one named
            and token.tag_ not in _VERB_TAGS  # "my mom *wants* ...", "maya *moved* ...": with a parse, no name
            and not _owned(token)  # "my *family* moved to texas": whose it is says it is no one's name
            and not _after_a(token)  # "a new job at a *startup*": a name takes no "a"
        )
    return any(ch.isupper() or (ch.isalpha() and not ch.islower()) for ch in token.text)


_OCCASIONS = EVENT_NOUNS | GATHERINGS


def _after_a(token: Token) -> bool:
    return token.i > 0 and token.doc[token.i - 1].lower_ in {"a", "an"}


def _owned(token: Token) -> bool:
    """ "my *family*"; not "my friend *maya*", which the small model may parse as "my maya" with "friend" before it."""
    deps = {child.dep_ for child in token.children if child.i < token.i}
    return "compound" not in deps and any(child.dep_ == "poss" and child.tag_ == "PRP$" for child in token.children)


_VERB_TAGS = frozenset({"VB", "VBD", "VBG", "VBN", "VBP", "VBZ", "MD"})
# What someone or a pet is, said before their name in lower-case chat: "this *guy* named alex", "my *dog* max".
_KINDS_BEFORE_NAMES = SOMEONE_NOUNS | words("dude guys girls someone dog cat puppy kitten pup kitty bird parrot bunny")
_ARTICLES = frozenset({"a", "an", "the"})


def is_noun_phrase(text: str) -> bool:
    """False for what is no thing: a pronoun, adverb or question word first, or a lone vague gerund."""
    words = text.lower().split()
    if not words or words[0] in OTHERS_POSSESSIVES:
        return False
    if words[0] in NOT_OBJECT_START and not _names_an_activity(words):
        return False
    if words[0] == "way" and len(words) > 1 and words[1] != "of":
        return False  # "the way you think", "the way my mom cooks": a manner praised, no thing
    pointing = (word for word, after in zip(words, [*words[1:], ""], strict=True) if not _skill(word, after))
    if CONTEXT_WORDS.intersection(pointing):
        return False
    if len(words) == 1:
        return words[0] not in VAGUE_GERUNDS
    return not _light_and_vague(words)


_LIGHT_VERBS_ING = LIGHT_GERUNDS | {"taking", "giving"}
# Nouns of a look, which say nothing until what is looked at follows: "taking a *look*" (at what, the parse reads).
_LOOKS = frozenset({"look", "peek", "glance", "gander"})


def _light_and_vague(words: list[str]) -> bool:
    """ "taking a look", "having a peek": a light gerund and a look at nothing named ("taking a break" is a thing
    one may like)."""
    rest = words[2:] if words[1] in _ARTICLES else words[1:]
    return words[0] in _LIGHT_VERBS_ING and len(rest) == 1 and rest[0] in _LOOKS


def _skill(word: str, after: str) -> bool:
    """ "learn *how* to sail": a skill, where "how" alone points back into the chat ("loved how it looked")."""
    return word == "how" and after == "to"


def _names_an_activity(words: list[str]) -> bool:
    """ "having game nights", "going to farmers markets": a light gerund with what it is about names an activity;
    alone, or before a pronoun or a vague word ("having you here", "going there"), it names nothing. "doing" with
    one word after it names what is done ("doing yoga", "doing puzzles"; not "doing well", "doing better")."""
    if words[0] not in LIGHT_GERUNDS or words[-1] in VAGUE_EVENT_OBJECTS:
        return False  # "getting lost", "having such a great time": no activity named
    if len(words) == 2 and words[0] == "doing":
        return words[1] not in NOT_OBJECT_START | VAGUE_OBJECTS | OBJECT_LEAD | HOW_ONE_DOES
    if len(words) < 3:
        return False
    going_to = words[1] == "to" and len(words) > 2
    following = words[2] if going_to else words[1]
    # "going to *the* beach", "having *a* bonfire"; but "having *the* house to myself" is no activity
    articles = _ARTICLES if going_to else _ARTICLES - {"the"}
    at = words.index(following)
    if following in articles and len(words) > at + 1:
        following = words[at + 1]
    return following not in NOT_OBJECT_START and following not in VAGUE_OBJECTS and following not in OBJECT_LEAD


def read_names(doc: Doc, start: int, lowercase_text: bool) -> tuple[list[Phrase], int]:
    """Names from `start` on, as a list ("Alice and Beth"); returns them and the index after the last one.

    Returns no names when the name owns what follows ("Bob's brother"), since the object is then not Bob.
    """
    index = _skip_lead(doc, start)
    limit = MAX_LOWERCASE_NAME_TOKENS if lowercase_text else MAX_NAME_TOKENS
    names: list[Phrase] = []
    while True:
        first = index
        while index < len(doc) and index - first < limit:
            if is_name_word(doc[index], lowercase_text) or (index > first and _joins_name(doc, index, lowercase_text)):
                index += 1
            elif index > first and _is_possessive(doc, index) and _named_institution(doc, index + 1, lowercase_text):
                index += 2  # "St. Mary's Hospital", "Joe's Diner": one name, the possessive inside it
            else:
                break
        if index == first:
            break
        if not names and _describes_a_noun(doc, first, index):
            return [], index  # "I work at a *Mexican* restaurant": a kind of restaurant, no name
        if ends_in_possessive(doc, index):  # "I work at McDonald's.", "at Lowe's last week": the name's own "'s"
            index += 1
        elif _is_possessive(doc, index):
            return [], index
        if names and index < len(doc) and doc[index].lower_ in _CLAUSE_VERBS:
            break  # "my manager is Bob, Alice is my sister": Alice starts a new clause
        if names and _subject_of_later_verb(doc[index - 1]):
            break  # "I'm no longer on Atlas, Kofi took it over": Kofi starts a clause of his own
        names.append(Phrase(first, index, doc[first:index].text))
        following = _list_continues(doc, index)
        if following is None or not is_name_word(doc[following], lowercase_text):
            break
        index = following
    return names, (names[-1].end if names else index)


# What a public body named after its place is ("the Glasgow city council", "the Bristol ambulance service"): its
# last word; up to two lower-case words may come between the place and it.
_PUBLIC_BODIES = frozenset({"council", "service", "brigade", "department", "authority", "trust", "police", "board"})


def with_public_body(doc: Doc, name: Phrase) -> Phrase:
    """`name` with the lower-case words after it that make it a public body's name ("the *Glasgow* city council":
    "Glasgow city council", the employer, not the city); else `name` as it is."""
    for end in range(name.end + 1, min(name.end + 4, len(doc) + 1)):
        words = doc[name.end : end]
        if not all(word.is_alpha and word.is_lower for word in words):
            break
        if words[-1].lower_ in _PUBLIC_BODIES:
            return Phrase(name.start, end, doc[name.start : end].text)
    return name


def _describes_a_noun(doc: Doc, first: int, end: int) -> bool:
    """Whether the capitalised words `doc[first:end]`, after "a" or "an", only say what kind of the noun after them
    is meant: "a *Mexican* restaurant", "an *Italian* bakery". Not "a Starbucks downtown" or "a Starbucks in Denver";
    nor "an Apple store" (a name before a noun, which only a parse tells from an adjective: without one, any
    capitalised word before a lower-case one that is no adverb is taken for an adjective)."""
    if first == 0 or doc[first - 1].lower_ not in {"a", "an"} or end >= len(doc):
        return False
    after, last = doc[end], doc[end - 1]
    if not (after.is_alpha and after.is_lower) or after.is_stop or after.lower_ in _AFTER_A_PLACE:
        return False
    if doc.has_annotation("POS"):
        return after.pos_ == "NOUN" and (last.pos_ == "ADJ" or last.ent_type_ == "NORP")
    return not after.lower_.endswith("ly")


# Adverbs said after a place's name: "a Starbucks *downtown*", "a Walmart *nearby*".
_AFTER_A_PLACE = words("downtown uptown nearby today tonight now currently anymore lately")


def _subject_of_later_verb(token: Token) -> bool:
    """Whether the parse (tier 2) makes `token` the subject of a verb after it: a name that opens a clause."""
    return token.dep_ in {"nsubj", "nsubjpass"} and token.head.i > token.i and token.head.pos_ in {"VERB", "AUX"}


def read_things(doc: Doc, start: int) -> tuple[list[Phrase], int]:
    """Noun phrases from `start` on, as a list ("peanuts, shellfish and penicillin").

    None after "that", "this" or "your": "I love *that* song", "I love *your* turtles" are about what was shown.
    """
    if start < len(doc) and doc[start].lower_ in CONTEXT_WORDS | OTHERS_POSSESSIVES:
        return [], start
    index = _skip_lead(doc, start)
    things: list[Phrase] = []
    while True:
        first = index
        while index < len(doc) and index - first < MAX_THING_TOKENS and not _ends_thing(doc, index):
            index += 1
        if index == first:
            break
        if things and index < len(doc) and doc[index].lower_ in _CLAUSE_VERBS:
            break  # "tea and Bob likes coffee": Bob is a subject, not a second thing
        if things and index - first == 1 and _is_adverb(doc[first]):
            break  # "my thesis, slowly": how, not a second thing
        if things and is_tag(doc, first, index):
            break  # "chess, right?": asks for agreement, not a second thing
        things.append(Phrase(first, index, doc[first:index].text))
        following = _list_continues(doc, index)
        if following is None:
            break
        index = following
    return _genres_of_the_form(doc, things), (things[-1].end if things else index)


def _genres_of_the_form(doc: Doc, things: list[Phrase]) -> list[Phrase]:
    """ "action and sci-fi movies": a story genre alone in a list that ends with a kind of films or books is a kind
    of them too (kg/extraction/dependency.py reads the parsed sentence the same way)."""
    if len(things) < 2 or things[-1].end - things[-1].start < 2 or doc[things[-1].end - 1].lower_ not in STORY_FORMS:
        return things
    form = doc[things[-1].end - 1].text
    return [
        Phrase(t.start, t.end, f"{t.text} {form}") if t.end - t.start == 1 and t.text.lower() in STORY_GENRES else t
        for t in things
    ]


def _told_as_what_it_is(gap: list[str]) -> bool:
    """A copula right before "to" in the gap ("I had *was to*"): the words left of it are a relative clause of the
    true subject, a noun ("the best idea I had", "the plan we made"), and the infinitive says what that is."""
    return any(word in COPULAS and after == "to" for word, after in pairwise(gap))


def _is_adverb(token: Token) -> bool:
    """ "slowly", "honestly": by its tag when the pipeline tags, else by its "-ly" (not "family", "jelly")."""
    if token.doc.has_annotation("TAG"):
        return token.tag_ == "RB"
    return token.lower_.endswith("ly") and token.is_lower and token.lower_ not in _NOUNS_IN_LY


def find_subject(
    doc: Doc,
    predicate_start: int,
    lowercase_text: bool,
    we_is_user: bool = False,
    state: bool = False,
) -> Subject | None:
    """The subject left of a predicate: "I", or a name, across auxiliaries, negation and adverbs only; before a
    `state`'s predicate also across "going to" and "gonna" (SUBJECT_GAP_OF_STATES).

    Anything else there ("you", "she", "would you") means the statement is not about the speaker or a named
    person, and yields None.
    """
    gap_words = SUBJECT_GAP_OF_STATES if state else SUBJECT_GAP
    index = predicate_start - 1
    gap: list[str] = []
    while index >= 0 and len(gap) < MAX_GAP_TOKENS and doc[index].lower_ in gap_words:
        gap.insert(0, doc[index].lower_)
        index -= 1
    if gap and gap[0] in _DROPPED_SUBJECT_CUES and _starts_a_sentence(doc, index + 1):
        return Subject(USER, index + 1, tuple(gap))  # "Still working on my novel", "Just moved to Denver!"
    if index >= 0 and doc[index].lower_ == "and" and (shared := _shared_subject(doc, predicate_start)) is not None:
        # "I live in Leeds *and* work as a nurse": the verb before the "and" says who
        first = find_subject(doc, shared.i, lowercase_text, we_is_user, state)
        return None if first is None else Subject(first.value, first.start, (*first.gap, *gap), first.others)
    if index < 0 or gap[:1] == ["to"]:
        return None  # "I flew to Boston *to* visit my daughter": no subject stands before an infinitive's "to"
    if _told_as_what_it_is(gap):
        return None  # "The best idea I had *was to* visit Rome": the idea is the subject, and nothing was done
    if doc[index].lower_ in FIRST_PERSON or (we_is_user and doc[index].lower_ in FIRST_PERSON_PLURAL):
        subject = Subject(USER, index, tuple(gap))
    elif (role := _speakers_relative_at(doc, index)) is not None:  # "My mom is a nurse"
        relative = Subject(speakers_relative_subject(role), doc[index].left_edge.i, tuple(gap))
        speaker_first = _speaker_opening(doc, relative.start - 1)  # "*Me and* my brother love fishing"
        if speaker_first is None:
            return relative
        return Subject(USER, speaker_first, relative.gap, (relative.value,))
    elif doc.has_annotation("DEP") and (meant := sole_antecedent(doc[index])) is not None:  # "... and she is a nurse"
        return Subject(meant[0], index, tuple(gap))
    else:
        name = read_name_ending_at(doc, index, lowercase_text)
        if name is None:
            return None
        subject = Subject(name.text, name.start, tuple(gap))
    return _with_coordinated(doc, subject, lowercase_text)


def _shared_subject(doc: Doc, predicate_start: int) -> Token | None:
    """The verb whose subject the word at `predicate_start` shares, when the parse makes it a conjunct of that verb
    with no subject of its own ("I live in Leeds and *work* as a nurse", "I'm a nurse and *live* in Bristol");
    None in a doc with no parse."""
    if not doc.has_annotation("DEP"):
        return None
    verb = doc[predicate_start]
    # a noun joined to a verb is a verb the small model mistook ("I live in Cardiff and *work* as a web developer")
    if verb.dep_ != "conj" or verb.pos_ not in {"VERB", "AUX", "NOUN"} or verb.head.pos_ not in {"VERB", "AUX"}:
        return None
    if any(child.dep_ in {"nsubj", "nsubjpass", "expl"} for child in verb.children):
        return None
    return verb.head if verb.head.i < predicate_start else None


def _speakers_relative_at(doc: Doc, index: int) -> str | None:
    """The role of the speaker's relative or other close one ending at `index` ("my *brother*", "my *boss*"); only
    a parse tells ("my mom's friend" is not the mom), so tier 1 reads none."""
    if not doc.has_annotation("DEP") or only_meant_to(doc[index]):
        return None
    if index >= 4 and in_law(doc[index - 4]):  # "my brother-in-*law* works at Google": the brother's role
        index -= 4
    return speakers_close_one(doc[index])


def only_meant_to(subject: Token) -> bool:
    """ "I saved money for *my son* to go to camp": the subject of an infinitive after "for" does what someone
    means them to, not what they did."""
    verb = subject.head
    return any(child.dep_ == "mark" and child.lower_ == "for" for child in verb.children) and any(
        child.dep_ == "aux" and child.tag_ == "TO" for child in verb.children
    )


def _starts_a_sentence(doc: Doc, index: int) -> bool:
    if index == 0:
        return True
    if doc.has_annotation("SENT_START"):
        return bool(doc[index].is_sent_start)
    return doc[index - 1].text in {".", "!", "?"}


def _with_coordinated(doc: Doc, subject: Subject, lowercase_text: bool) -> Subject:
    """ "Alice and Bob like ...", "Mike and I went ...": the name before "and" shares the predicate."""
    index = subject.start - 1
    if index < 1 or doc[index].lower_ != "and":
        return subject
    if doc[index - 1].lower_ in FIRST_PERSON or _speaker_opening(doc, index) is not None:
        other: Phrase | None = Phrase(index - 1, index, USER)
    elif (role := _speakers_relative_at(doc, index - 1)) is not None:  # "My brother and I love fishing"
        # the speaker first: what only the first of a pair can hold ("... have a son named Leo") is the speaker's
        return Subject(subject.value, doc[index - 1].left_edge.i, subject.gap, (speakers_relative_subject(role),))
    else:
        other = read_name_ending_at(doc, index - 1, lowercase_text)
    if other is None or (other.start > 0 and doc[other.start - 1].lower_ in POSSESSIVE_MARKERS | {"my"}):
        return subject
    start = other.start - 1 if other.start > 0 and doc[other.start - 1].lower_ == "both" else other.start
    first, second = (other.text, subject.value) if subject.value == USER else (subject.value, other.text)
    if other.text == USER:
        first, second = USER, subject.value
    return Subject(first, start, subject.gap, (second,))


def _speaker_opening(doc: Doc, and_index: int) -> int | None:
    """Where chat's "Me and ..." opens a sentence's subject with the speaker, given the index of its "and" ("*Me*
    and Sam love fishing"); None elsewhere ("she told me and Sam ..." is an object)."""
    if and_index < 1 or doc[and_index].lower_ != "and" or doc[and_index - 1].lower_ != "me":
        return None
    return and_index - 1 if _starts_a_sentence(doc, and_index - 1) else None


def whole_name_ending_at(last: Token) -> str:
    """The whole name ending at `last` ("Riverside Clinic"), or the word alone (one the model tags no name)."""
    name = read_name_ending_at(last.doc, last.i, lowercase_text=False)
    return name.text if name is not None else last.text


def read_name_ending_at(doc: Doc, last: int, lowercase_text: bool) -> Phrase | None:
    """The name whose last token is `last`, read leftwards; None if that token is no name."""
    if last < 0 or not is_name_word(doc[last], lowercase_text):
        return None
    limit = MAX_LOWERCASE_NAME_TOKENS if lowercase_text else MAX_NAME_TOKENS
    first = last
    while first > 0 and last - first + 1 < limit:
        before = doc[first - 1]
        if is_name_word(before, lowercase_text):
            first -= 1
        elif first > 1 and _joins_name(doc, first - 1, lowercase_text) and is_name_word(doc[first - 2], lowercase_text):
            first -= 2
        else:
            break
    # A capitalised stop word opens sentences, not names: "Sometimes Alice likes tea".
    while first < last and doc[first].is_stop:
        first += 1
    if doc[first].is_stop and first == last:
        return None
    return Phrase(first, last + 1, doc[first : last + 1].text)


def tail_words(doc: Doc, start: int) -> list[str]:
    """The few words after an object, up to the end of its clause ("... at Initech *anymore*")."""
    words: list[str] = []
    index = start
    while index < len(doc) and len(words) < TAIL_TOKENS:
        token = doc[index]
        if token.is_punct or token.is_space or token.lower_ in LIST_SEPARATORS:
            break
        words.append(token.lower_)
        index += 1
    return words


def _skip_lead(doc: Doc, index: int) -> int:
    while index < len(doc) and (doc[index].lower_ in OBJECT_LEAD or doc[index].text in OPENERS):
        if _opens_title(doc, index):
            break
        index += 1
    if index + 2 < len(doc) and doc[index].lower_ in QUANTITIES and doc[index + 1].lower_ == "of":
        return _skip_lead(doc, index + 2)  # "a *lot of* indie music", "a bit of jazz": the music, the jazz
    return index


def _opens_title(doc: Doc, index: int) -> bool:
    """ "my favorite show is *The* Office": a "The" capitalised inside a sentence, before a capitalised word, is
    part of a title or name, not a lead to skip."""
    if doc[index].text != "The" or index + 1 >= len(doc) or not doc[index + 1].text[:1].isupper():
        return False
    return not _starts_a_sentence(doc, index)


def _joins_name(doc: Doc, index: int, lowercase_text: bool) -> bool:
    token = doc[index]
    if token.lower_ not in NAME_JOINERS or index + 1 >= len(doc):
        return False
    if token.text == "-" and (doc[index - 1].whitespace_ or token.whitespace_):
        return False  # "Mary-Jane" joins, "Acme - the best" does not
    return is_name_word(doc[index + 1], lowercase_text)


# What a name with a possessive inside it may end in: "St. Mary's *Hospital*", "Joe's *Diner*".
_INSTITUTIONS = words(
    "hospital school college university academy church cathedral clinic center centre diner cafe café restaurant"
    " bakery pub bar market shop store garage gym"
)


def _named_institution(doc: Doc, index: int, lowercase_text: bool) -> bool:
    return (
        not lowercase_text
        and index < len(doc)
        and doc[index].lower_ in _INSTITUTIONS
        and is_name_word(doc[index], lowercase_text)
    )


# Words that open a time or place after a business named with its "'s", never a thing it owns: "at Lowe's *on*
# Monday", "at Macy's *since* May".
_AFTER_A_NAME = words("on in since for until during every yesterday today tonight")


def ends_in_possessive(doc: Doc, index: int) -> bool:
    """Whether a possessive at `index` closes a name, owning nothing after it: "at McDonald's.", "at Lowe's last
    week", "at Applebee's on Monday" (a business), not "Bob's brother"."""
    if index >= len(doc) or doc[index].lower_ not in POSSESSIVE_MARKERS:
        return False
    following = doc[index + 1] if index + 1 < len(doc) else None
    return (
        following is None
        or not following.is_alpha
        or following.ent_type_ in {"DATE", "TIME"}
        or following.lower_ in _AFTER_A_NAME
    )


def _is_possessive(doc: Doc, index: int) -> bool:
    return index + 1 < len(doc) and doc[index].lower_ in POSSESSIVE_MARKERS and doc[index + 1].is_alpha


def _ends_thing(doc: Doc, index: int) -> bool:
    token = doc[index]
    lower = token.lower_
    if token.is_space:
        return True
    if index + 1 < len(doc) and (lower, doc[index + 1].lower_) in PHRASE_END_PAIRS:
        return True
    if index > 0 and not doc[index - 1].whitespace_ and _continues_word(doc, index):
        return False  # "rock-climbing", "Bob's cooking"
    if (
        index > 1
        and doc[index - 1].text in _GLUING_MARKS
        and not (doc[index - 1].whitespace_ or doc[index - 2].whitespace_)
    ):
        return False  # the word after the hyphen or colon: "a get-*together*", "work-*from*-home", "CS:*GO*"
    if lower in PHRASE_END or lower in LIST_SEPARATORS:
        return True
    return token.is_punct or not any(ch.isalnum() for ch in token.text)


def _continues_word(doc: Doc, index: int) -> bool:
    """A hyphen, colon or possessive glued between two words belongs to the phrase."""
    token = doc[index]
    if index + 1 >= len(doc) or (token.text in _GLUING_MARKS and bool(token.whitespace_)):
        return False
    following = doc[index + 1]
    if token.text == "-":
        return following.is_alpha
    if token.text == ":":
        return following.text[:1].isalnum()
    if _plural_possessive(doc, index):
        return following.is_alpha and following.is_lower and following.lower_ not in PHRASE_END
    return token.lower_ in POSSESSIVE_MARKERS and following.is_alpha and following.lower_ not in PHRASE_END


def _plural_possessive(doc: Doc, index: int) -> bool:
    """ "kids' books", "dogs' beds": an apostrophe typed after a plural noun owns the word after it; not a quote
    closing ("I loved 'The Jetsons' as a kid"), which an earlier apostrophe in the sentence opened."""
    if doc[index].text not in APOSTROPHES or index == 0:
        return False
    before = doc[index - 1]
    start = index  # the sentence's start, found by its punctuation: tier 1's documents have no parse to set it
    while start > 0 and doc[start - 1].text not in {".", "!", "?"}:
        start -= 1
    opened = any(doc[at].text in _QUOTES_OPENING for at in range(start, index))
    return before.is_lower and before.text.endswith("s") and not opened


def _list_continues(doc: Doc, index: int) -> int | None:
    """The index of the next list item after a separator at `index`, or None if the list ends there."""
    if index >= len(doc) or doc[index].lower_ not in LIST_SEPARATORS:
        return None
    following = index + 1
    if doc[index].text == "," and following < len(doc) and doc[following].lower_ in {"and", "or"}:
        following += 1  # the serial comma: "peanuts, shellfish, and penicillin"
    if following >= len(doc):
        return None
    token = doc[following]
    lower = token.lower_
    if lower in CLAUSE_STARTERS or lower in PHRASE_END or lower in PREDICATE_WORDS or token.is_punct or token.is_space:
        return None
    return following


def is_spaced_dash(token: Token) -> bool:
    """A dash with a space after it, which ends a clause ("Busy week - went to a concert"), not a hyphen in a word."""
    return token.text in DASHES and bool(token.whitespace_)
