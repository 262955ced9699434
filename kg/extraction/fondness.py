"""Tier 2: likings said with a noun rather than a verb (LIKES), and interests taken up (HAS_INTEREST).

    I've always had a love for sailing / my love of jazz           LIKES "sailing" / "jazz"
    we met through our shared love of chess                        LIKES "chess"
    Blue is my favorite / hiking is my favourite thing to do      LIKES "Blue" / "hiking"
    Star Wars, for sure. It's my favorite                          LIKES "Star Wars" (named just before "it")
    I just finished Dune. It's one of my favorites!                LIKES "Dune" (taken in just before "it")
    my favorite is the carrot cake / my fave has to be the tart    LIKES "carrot cake" / "tart"
    my favourite season has always been autumn                     LIKES "autumn" ("my favourite food is X": tier 1)
    ramen is one of my favorites / we saw Vertigo, one of my faves   LIKES "ramen" / "Vertigo"
    Dune is my top pick / my top pick is the lemon tart            LIKES "Dune" / "lemon tart"
    reality TV is my guilty pleasure                               LIKES "reality TV"
    a shelf of my favorite fantasy novels                          LIKES "fantasy novels"
    I fell in love with pottery / she fell in love with Lisbon     LIKES "pottery" / "Lisbon"
    I've gotten into gardening                                     HAS_INTEREST "gardening", changed
    a passion for photography / dancing is a huge part of my life  HAS_INTEREST "photography" / "dancing"
    painting has become a big part of me                           HAS_INTEREST "painting"

"My favourite food is sushi" is tier 1's (`rules`, with the category as qualifier). The thing liked must be a
noun phrase; "it's my favorite" and "that's my fave" name nothing on their own, nor does a bare category
("my favorite *band*" says which band only in the conversation).
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import subjects_of, thing_span, with_conjuncts, without_sentence_case
from kg.extraction.event_words import VAGUE_EVENT_OBJECTS
from kg.extraction.gerunds import activity_text
from kg.extraction.idioms import common_noun_case, contracted_before, is_thing
from kg.extraction.lexicon import MOMENTS, MY_OUR, NEGATORS, ROLE_NOUNS, VAGUE_OBJECTS
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER

FAVOURITES = frozenset({"favorite", "favourite", "fave", "fav"})
# "one of my *favorites*": a plural favourite stands only in "one of".
_FAVOURITES_PLURAL = frozenset({"favorites", "favourites", "faves", "favs"})
# Nouns a favourite may stand on without naming a category: "my favorite *thing*", "my fave *one*".
_PLACEHOLDERS = frozenset({"thing", "things", "one", "activity", "hobby", "pastime"})
_THING_POS = frozenset({"NOUN", "PROPN"})
_TOP = frozenset({"top", "number-one"})
# What a verbless sentence may say that names no thing: "Congrats! It's my favorite" is about what was shown.
_NOT_NAMED = frozenset({"congrats", "congratulations", "thanks", "cheers", "wow", "yay", "omg", "lol", "haha", "bye"})
_DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})
# Verbs of taking a thing in, whose object a following "it's my favorite" stands for.
_TAKEN_IN = frozenset(
    {"read", "reread", "watch", "rewatch", "finish", "see", "make", "cook", "bake", "try", "play", "eat", "hear"}
)
# Favourites that are moments of an occasion, not things liked: "my favorite *part* was seeing the fireworks".
# What one gets into without taking it up: "got into *trouble*", "got into *college*".
_NOT_INTERESTS = frozenset(
    {
        "trouble",
        "debt",
        "mischief",
        "college",
        "school",
        "university",
        "character",
        "shape",
        "touch",
        "position",
        "bed",
        "town",
    }
)
_CONFIDENCE = 0.75
# Nouns of fondness with what they say of their "for"/"of" object: "a love for horses", "a passion for music".
_FONDNESS_NOUNS = {"love": "LIKES", "passion": "HAS_INTEREST"}
_SHARED = frozenset({"shared", "mutual", "common"})
# "Dancing is a *huge* part of my life": the sizes that make a part of one's life an interest.
_BIG = frozenset({"big", "huge", "important", "large", "major", "central", "massive", "key", "integral", "special"})
# "a central part of my *life*", "a big part of *me*": whose part it is.
_LIVES_AND_SELVES = frozenset({"life", "me"})
# "Dancing *is* / *has become* a central part of my life".
_BECOMING = frozenset({"be", "become"})
# Parts of a life that are people or circumstances, not interests: "my *family* is a big part of my life".
_NOT_PASTIMES = frozenset(
    {
        "family",
        "friends",
        "kids",
        "children",
        "parents",
        "faith",
        "health",
        "work",
        "job",
        "career",
        "community",
        "school",
        "it",
        "that",
        "this",
        "they",
        "she",
        "he",
    }
)


def fondness_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for token in doc:
        if token.lemma_.lower() in _FONDNESS_NOUNS and token.pos_ == "NOUN":
            found.extend(_love_for(token, lowercase_text) or _fell_in_love(token, lowercase_text))
        elif token.lemma_.lower() == "part" and (
            token.dep_ == "attr" or (token.dep_ in {"ROOT", "dep"} and contracted_before(token))
        ):
            found.extend(_part_of_my_life(token))
        elif (token.lower_ in FAVOURITES | _FAVOURITES_PLURAL or _is_top_pick(token)) and token.dep_ == "nsubj":
            found.extend(_favourite_is(token))
        elif token.lower_ in FAVOURITES:
            found.extend(_is_favourite(token) or _favourite_of_a_kind_is(token) or _favourite_kind(token))
        elif (_is_top_pick(token.head) and token.dep_ in _MARK_DEPS) or (
            token.lower_ in _FAVOURITES_PLURAL and _one_of(token) is not None
        ):
            found.extend(_is_favourite(token))
        elif token.lemma_.lower() == "get" and token.pos_ == "VERB":
            found.extend(_got_into(token, lowercase_text))
    return found


def _got_into(verb: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I've gotten into gardening", "my friend got me into bouldering": a new interest of whoever got into it,
    named without an article ("got into *an accident*" is none)."""
    topics = [
        obj
        for prep in verb.children
        if prep.dep_ == "prep" and prep.lower_ == "into"
        for obj in prep.children
        if obj.dep_ == "pobj" and obj.pos_ == "NOUN"
    ]
    topics = [
        obj
        for obj in topics
        if not any(child.dep_ in {"det", "poss"} for child in obj.children)
        and obj.lemma_.lower() not in VAGUE_EVENT_OBJECTS | _NOT_INTERESTS
    ]
    if not topics or any(child.dep_ == "neg" for child in verb.children):
        return []
    brought = next((child for child in verb.children if child.dep_ == "dobj"), None)
    if brought is not None and brought.lower_ not in {"me", "us"}:
        return []  # "I got my son into chess": his interest, whom the object names
    # "My friend got me into bouldering": the speaker's new interest, not the friend's
    values = [(USER, brought)] if brought is not None else subjects_of(verb, lowercase_text)[0]
    return [
        Candidate(
            "HAS_INTEREST",
            value,
            thing_span(obj).text,
            THING,
            Polarity(change=True),
            _CONFIDENCE,
            verb.sent.text,
            verb.sent.start,
        )
        for obj in with_conjuncts(topics)
        for value, _ in values
    ]


def _love_for(love: Token, lowercase_text: bool) -> list[Candidate]:
    """ "a love for horses" or "a passion for music" had by the speaker or a named person, or "my love of jazz"."""
    edge_type = _FONDNESS_NOUNS[love.lemma_.lower()]
    # "pursuing my passion *for writing*" may come out with the "for" hung on the verb, right after the noun
    right_after = [prep for prep in love.head.children if prep.i == love.i + 1] if love.dep_ == "dobj" else []
    objects = [
        obj
        for prep in [*love.children, *right_after]
        if prep.dep_ == "prep" and prep.lower_ in {"for", "of"}
        for obj in prep.children
        if (obj.dep_ == "pobj" and obj.pos_ in _THING_POS) or (obj.dep_ in {"pobj", "pcomp"} and obj.tag_ == "VBG")
        if obj.ent_type_ not in {"DATE", "TIME"}  # "my passion *for years*": how long
    ]
    if not objects:
        return []
    if any(child.dep_ == "poss" and child.lower_ == "my" for child in love.children) or _ours_shared(love):
        subjects = [USER]
    elif love.dep_ == "dobj" and love.head.lemma_.lower() in {"have", "develop", "share"}:
        # "we share a love for hiking": sharing it, the speaker has it too (only "we" had by "have" may be anyone)
        sharing = love.head.lemma_.lower() == "share"
        values, chain = subjects_of(love.head, lowercase_text, we_is_user=sharing)
        if _denied_along(chain):
            return []
        subjects = [value for value, _ in values]
    else:
        return []
    # A list after a vague first item is no list of interests: "my passion for the plan and faith in it".
    return [
        Candidate(
            edge_type, subject, _thing_or_activity(obj), THING, Polarity(), _CONFIDENCE, love.sent.text, love.sent.start
        )
        for obj in with_conjuncts(objects)
        for subject in subjects
        if obj in objects or not any(first.lower_ in VAGUE_OBJECTS for first in objects)
    ]


def _ours_shared(love: Token) -> bool:
    """ "our *shared* love of chess", "our mutual passion for jazz": the speaker's too. A plain "our love for"
    may be everyone's ("our love for the planet")."""
    ours = any(child.dep_ == "poss" and child.lower_ == "our" for child in love.children)
    return ours and any(child.dep_ == "amod" and child.lower_ in _SHARED for child in love.children)


def _fell_in_love(love: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I fell in love with pottery", "she's fallen in love with Lisbon": a liking, of a thing or a place; not of
    someone ("fell in love with Sam" is another relation) nor of a pronoun's referent."""
    into = love.head
    fall = into.head
    if love.dep_ != "pobj" or into.lower_ != "in" or fall.lemma_.lower() != "fall" or is_question(fall.sent):
        return []
    objects = [
        obj
        for prep in (*fall.children, *love.children)
        if prep.dep_ == "prep" and prep.lower_ == "with"
        for obj in prep.children
        if (obj.dep_ == "pobj" and obj.pos_ in _THING_POS) or (obj.dep_ in {"pobj", "pcomp"} and obj.tag_ == "VBG")
    ]
    values, chain = subjects_of(fall, lowercase_text)
    if _denied_along(chain):
        return []
    return [
        Candidate("LIKES", value, text, THING, Polarity(), _CONFIDENCE, fall.sent.text, fall.sent.start)
        for obj in with_conjuncts(objects)
        if obj.ent_type_ != "PERSON" and not any(c.dep_ == "det" and c.lower_ in _DEMONSTRATIVES for c in obj.children)
        if (text := _thing_or_activity(obj))
        for value, _ in values
    ]


def _denied_along(chain: list[Token]) -> bool:
    """Whether a word of the chain `subjects_of` climbed is denied: "we *don't* share a love for ...", "I *never*
    fell in love with golf"."""
    return any(child.dep_ == "neg" or child.lower_ in NEGATORS for link in chain for child in link.children)


def _thing_or_activity(obj: Token) -> str:
    """ "a passion for *helping others*": a gerund with what it acts on; otherwise the noun phrase."""
    text = (activity_text(obj) or "") if obj.tag_ == "VBG" else thing_span(obj).text
    return without_sentence_case(obj, text) if text else text


def _subject_of_be(be: Token) -> Token | None:
    """The subject of "be": a noun, or a pastime with its object, which the small model makes a clausal subject
    ("*Drawing* comics is one of my faves")."""
    return next(
        (child for child in be.children if child.dep_ == "nsubj" or (child.dep_ == "csubj" and child.tag_ == "VBG")),
        None,
    )


def _part_of_my_life(part: Token) -> list[Candidate]:
    """ "Dancing is a central part of my life", "Painting has become a big part of me": a pastime (a noun or gerund,
    not people) the speaker cares about; "Writing's a huge part of me", the "is" contracted (the small model reads
    "Writing's" as an owner)."""
    contracted = contracted_before(part) if part.dep_ != "attr" else None
    be = part if contracted is not None else part.head
    big = any(child.dep_ == "amod" and child.lower_ in _BIG for child in part.children)
    whose = next(
        (
            obj
            for prep in part.children
            if prep.dep_ == "prep" and prep.lower_ == "of"
            for obj in prep.children
            if obj.dep_ == "pobj" and obj.lower_ in _LIVES_AND_SELVES
        ),
        None,
    )
    if (be.lemma_ not in _BECOMING and contracted is None) or not big or whose is None or is_question(be.sent):
        return []
    if whose.lower_ == "life" and not any(child.dep_ == "poss" and child.lower_ == "my" for child in whose.children):
        return []
    if any(child.dep_ == "neg" for child in be.children):
        return []
    if contracted is not None:  # "Writing's *not* a big part of me": the words between "'s" and the part
        if any(word.lower_ in NEGATORS for word in part.doc[contracted.i + 2 : part.i]):
            return []
        if contracted.lower_ in _NOT_PASTIMES or contracted.ent_type_ in {"PERSON", "NORP", "GPE", "DATE", "TIME"}:
            return []  # "Anna's a big part of my life": someone dear, not a pastime
        return [_interest(common_noun_case(contracted, contracted.text), be)]
    subject = _subject_of_be(be)
    if subject is None or subject.lower_ in _NOT_PASTIMES or subject.ent_type_ in {"PERSON", "DATE", "TIME"}:
        return []
    if subject.pos_ not in _THING_POS and subject.tag_ != "VBG":
        return []
    return [
        _interest(_thing_or_activity(topic), be)
        for topic in with_conjuncts([subject])
        if topic.lower_ not in _NOT_PASTIMES
    ]


def _interest(text: str, said: Token) -> Candidate:
    return Candidate("HAS_INTEREST", USER, text, THING, Polarity(), _CONFIDENCE, said.sent.text, said.sent.start)


def _is_favourite(word: Token) -> list[Candidate]:
    """ "X is my favorite (thing)" or "X is one of my favorites": the favourite, the placeholder it stands on, or
    the "one" it is one of, is the attribute of "be"; "I reread Emma, one of my favorites" puts the "one" beside
    the thing instead."""
    noun = word.head if word.dep_ in _MARK_DEPS and word.head.pos_ == "NOUN" else word
    if any(child.lower_ == "least" for child in (*word.children, *noun.children)):
        return []  # "my least favorite thing"
    owner = any(child.dep_ == "poss" and child.lower_ == "my" for child in noun.children)
    one = _one_of(noun)
    subject: Token | None
    if owner and one is not None and one.dep_ == "appos" and not is_question(one.sent):
        subject, be = one.head, one  # "Emma, one of my favorites"
        if any(child.dep_ == "poss" and child.lower_ not in MY_OUR for child in subject.children):
            return []  # "you had Dune on *your shelf*, one of my favorites": the parse hung it on the wrong thing
    else:
        attribute = one or noun
        be = attribute.head
        if not owner or attribute.dep_ != "attr" or be.lemma_ != "be":
            return []
        if any(child.dep_ == "neg" for child in be.children):
            return []
        subject = _subject_of_be(be)
        if subject is not None and subject.lower_ in {"it", "that"}:
            subject = _named_just_before(be.sent)  # "Star Wars, for sure. It's my favorite."
            if subject is None and noun.lower_ in FAVOURITES | _FAVOURITES_PLURAL:  # no kind of its own
                subject = _taken_in_just_before(be.sent)  # "I just finished Dune. It's one of my favorites!"
    if subject is None or (subject.pos_ not in _THING_POS and subject.tag_ != "VBG") or _pointed_at(subject):
        return []
    if subject.tag_ == "VBG" and (be.tag_ == "VBD" or noun.lower_ in MOMENTS):
        return []  # "seeing my characters come alive *was* my favorite *part*": a moment, not a pastime
    hobby = noun.lower_ if noun.lemma_.lower() in {"hobby", "pastime"} else None  # a hobby too (assemble)
    return [
        Candidate("LIKES", USER, text, THING, Polarity(), _CONFIDENCE, be.sent.text, be.sent.start, hobby)
        for part in with_conjuncts([subject])
        if (text := _thing_or_activity(part))
    ]


def _named_just_before(sentence: Span) -> Token | None:
    """The thing a verbless sentence just before names, which "it" then stands for: "*Star Wars*, for sure. It's
    my favorite", "Oh, pottery. It's my favorite hobby"; not thanks or praise of what was shown ("Wow, nice photo!",
    "Congrats!")."""
    if sentence.start == 0:
        return None
    named = sentence.doc[sentence.start - 1].sent
    if any(word.pos_ in {"VERB", "AUX", "PRON"} for word in named) or named.root.pos_ not in _THING_POS:
        return None
    title = named.root.pos_ == "PROPN"  # "The Hobbit"
    if any(
        word.head == named.root and (word.dep_ in {"amod", "poss"} or (word.dep_ == "det" and not title))
        for word in named
    ):
        return None  # "nice photo", "your cake", "this one"
    return named.root if named.root.lower_ not in _NOT_NAMED and is_thing(named.root) else None


def _taken_in_just_before(sentence: Span) -> Token | None:
    """What the speaker read, watched, made or tried in the sentence just before, which "it" then stands for: "I
    just finished *Project Hail Mary*. It's one of my favorites!", "We rewatched *Up* last night. It's my favorite."
    Not someone ("I called my mom"), another's thing or one pointed at ("I saw your photo", "I made this"), nor what
    another did or was asked; a denial of the doing still names the thing ("I didn't finish Dune. It's my favorite
    though")."""
    if sentence.start == 0:
        return None
    told = sentence.doc[sentence.start - 1].sent
    verb = told.root
    if verb.lemma_.lower() not in _TAKEN_IN or verb.pos_ != "VERB" or is_question(told):
        return None
    if not any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in verb.children):
        return None
    thing = next((child for child in verb.children if child.dep_ == "dobj"), None)
    # a title the NER takes for a person ("Spirited Away") is still the thing: "it" says so
    if thing is None or thing.pos_ not in _THING_POS or _pointed_at(thing):
        return None
    if thing.lower_ in ROLE_NOUNS or any(c.dep_ == "poss" and c.lower_ not in MY_OUR for c in thing.children):
        return None
    return thing if is_thing(thing) else None


def _favourite_is(word: Token) -> list[Candidate]:
    """ "My favorite is the carrot cake", "my fave has to be the lemon tart": the favourite named after "be"; not
    "my favorite was *when* we won" (a moment), "*her* favorite" or "the chocolate *one*"."""
    said = _my_own_is(word) if word.pos_ == "NOUN" else None
    if said is None:
        return []
    _, be, named = said
    return [
        Candidate("LIKES", USER, thing_span(thing).text, THING, Polarity(), _CONFIDENCE, be.sent.text, be.sent.start)
        for thing in with_conjuncts(named)
        if thing.pos_ in _THING_POS and thing.lower_ not in _PLACEHOLDERS and not _pointed_at(thing)
    ]


def _favourite_of_a_kind_is(word: Token) -> list[Candidate]:
    """ "My favourite season has always been autumn", "my all-time favorite movie is The Matrix", "my favorite
    author has to be Tolkien", "my favorite cheese is this aged goat cheese": the favourite of a kind named
    after "be", where tier 1's reading of the words stops (`rules`: "my favourite food is sushi" it reads, with the
    kind as qualifier, and more surely). Not a past favourite, a moment ("my favorite part was ..."), a thing only
    pointed at ("is this one") or a quality ("is spicy")."""
    kind = word.head
    if word.dep_ != "amod" or kind.pos_ != "NOUN" or kind.dep_ != "nsubj" or kind.lower_ in MOMENTS | _PLACEHOLDERS:
        return []
    said = _my_own_is(kind)
    if said is None or said[0].tag_ == "VBD":
        return []  # "my favorite movie *was* Up" is no longer said to be
    _, be, things = said
    plain = [token.lower_ for token in kind.doc[kind.left_edge.i : be.i + 1]] == [
        "my",
        word.lower_,
        kind.lower_,
        be.lower_,
    ]
    if plain and not any(_pointed_at(thing) for thing in things):
        return []  # tier 1's to read, with its surer confidence
    return [
        Candidate("LIKES", USER, text, THING, Polarity(), _CONFIDENCE, be.sent.text, be.sent.start, kind.lower_)
        for thing in with_conjuncts(things)
        if thing.pos_ in _THING_POS and (text := _named_kind(thing))
    ]


def _my_own_is(subject: Token) -> tuple[Token, Token, list[Token]] | None:
    """(the verb, its "be", the things named after it) of "*my* <subject> is X" or "... has to be X": said of the
    speaker's own, neither asked nor denied."""
    if not any(child.dep_ == "poss" and child.lower_ == "my" for child in subject.children):
        return None
    verb = subject.head
    be = (
        verb
        if verb.lemma_ == "be"
        else next((child for child in verb.children if child.dep_ == "xcomp" and child.lemma_ == "be"), None)
    )  # "has to be"
    if be is None or is_question(be.sent) or any(child.dep_ == "neg" for child in (*verb.children, *be.children)):
        return None
    return verb, be, [child for child in be.children if child.dep_ == "attr" and child.pos_ in _THING_POS]


def _named_kind(thing: Token) -> str:
    """The words naming `thing`; after "this" or "that" only what its compounds make of it ("this aged *goat
    cheese*"), since "this cheese" says which only with what was shown."""
    if not _pointed_at(thing):
        return thing_span(thing).text
    kinds = [child for child in thing.lefts if child.dep_ == "compound"]
    return thing.doc[kinds[0].left_edge.i : thing.i + 1].text if kinds else ""


def _is_top_pick(noun: Token) -> bool:
    """ "my *top pick*", "my *top picks*", "my *guilty pleasure*", "my *comfort food*": a favourite said another
    way."""
    marks = _FAVOURITES_SAID_OTHERWISE.get(noun.lemma_.lower())
    return (
        marks is not None
        and noun.pos_ == "NOUN"
        and any(child.dep_ in _MARK_DEPS and child.lower_ in marks for child in noun.children)
    )


# Nouns that say a favourite with the word before them: "my *top* pick", "my *guilty* pleasure", "my *comfort*
# food".
# How the parse hangs such a word on its noun: "guilty" an adjective, "comfort" a noun.
_MARK_DEPS = frozenset({"amod", "compound"})
_FAVOURITES_SAID_OTHERWISE = {"pick": _TOP, "pleasure": frozenset({"guilty"}), "food": frozenset({"comfort"})}


def _one_of(noun: Token) -> Token | None:
    """The "one" of "one of my favorites" (or "some of"), when `noun` is the object of its "of"."""
    of = noun.head
    if noun.dep_ != "pobj" or of.lower_ != "of" or of.dep_ != "prep" or of.head.lower_ not in {"one", "some"}:
        return None
    return of.head


def _pointed_at(noun: Token) -> bool:
    """ "*That* song is my favorite": which song only the conversation says."""
    return any(child.dep_ == "det" and child.lower_ in _DEMONSTRATIVES for child in noun.children)


def _favourite_kind(word: Token) -> list[Candidate]:
    """ "my favorite fantasy novels": a kind of thing liked, named by more than its category noun."""
    noun = word.head
    if word.dep_ != "amod" or noun.pos_ != "NOUN" or noun.lower_ in _PLACEHOLDERS:
        return []
    if any(child.lower_ == "least" for child in (*word.children, *noun.children)):
        return []  # "my least favorite fantasy novels"
    if not any(child.dep_ == "poss" and child.lower_ == "my" for child in noun.children):
        return []
    following = noun.doc[noun.i + 1] if noun.i + 1 < len(noun.doc) else None
    told_by_be = following is not None and following.lemma_ == "be" and following.dep_ not in {"aux", "auxpass"}
    if told_by_be or (noun.dep_ == "nsubj" and noun.head.lemma_ == "be"):
        return []  # "my favorite food is sushi": tier 1 reads the category (also where "Hey Sam," took the subject)
    kind = noun.doc[word.i + 1 : noun.i + 1]
    if len(kind) < 2 or any(token.dep_ not in {"compound", "amod"} for token in kind[:-1]):
        return []
    return [Candidate("LIKES", USER, kind.text, THING, Polarity(), _CONFIDENCE, noun.sent.text, noun.sent.start)]
