"""Tier 2: set phrases of chat that state a liking or a plan without a verb of liking or planning.

    chess has always been a favorite of mine                 LIKES "chess"
    I'm a sucker for rainy afternoons / Marco is a sucker for spicy food      LIKES
    I'm all about thrillers and true crime podcasts          LIKES "thrillers", LIKES "true crime podcasts"
    I can't wait for the science fair on Friday              PLANS "science fair", "on Friday"
    I'm looking forward to / so excited for the book fair    PLANS "book fair"
    I'm nervous about my exam on Friday                      PLANS "my exam", "on Friday"
    baking bread is my thing / running isn't my thing        LIKES "baking bread" / DISLIKES "running"
    I'm obsessed with / crazy about / hooked on true crime   LIKES "true crime"
    I'm addicted to spicy ramen / to painkillers / to my phone LIKES "spicy ramen" / nothing / nothing
    I can't get enough of Thai food                          LIKES "Thai food"
    I live for summer road trips                             LIKES "summer road trips"
    painting is a passion of mine                            HAS_INTEREST "painting"
    I'm a big jazz fan / I'm not a huge golf fan             LIKES "jazz" / DISLIKES "golf"
    I've always been drawn to lighthouses                    LIKES "lighthouses"
    I love getting lost in a good mystery novel              LIKES "good mystery novel"
    Lena has a soft spot for rescue dogs                     LIKES "rescue dogs" (Lena)
    "The Martian" is great / 'Moana' was such a fun movie    LIKES "The Martian" / "Moana"

Each phrase is checked on the parse around its key word, so "a favorite *of my dad's*", "life is all about
balance" (no person), "I'm all about *it*" (a pronoun) and "can't wait for *summer*" or "for *you* to see it"
(not an event) give nothing.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import named_beside, subjects_of, thing_span, with_conjuncts, without_sentence_case
from kg.extraction.event_words import (
    CLASS_NOUNS,
    COMPANY_NOUNS,
    EAGER_WORDS,
    EVENT_NOUNS,
    GATHERINGS,
    INTRANSITIVE_ACTIVITIES,
    OUTINGS,
    PARSED_PASTIMES,
    VAGUE_EVENT_OBJECTS,
    words,
)
from kg.extraction.gerunds import activity_text
from kg.extraction.lexicon import MY_OUR, POSSESSIVE_MARKERS, ROLE_NOUNS, SOMEONE_NOUNS, VAGUE_OBJECTS
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT, THING, USER
from kg.extraction.when import time_text_of
from kg.temporal import CHAT_DAYS

_MINE = frozenset({"mine", "ours"})
# Words for people, not things one likes: "I live for my *kids*", "*friends* keep me going".
SOMEONE = frozenset(ROLE_NOUNS) | SOMEONE_NOUNS | COMPANY_NOUNS
# What "X's my ..." may call a thing liked, where the small model reads "X's" as an owner: "Guitar's my *thing*",
# "Pizza's my *fave*".
_CONTRACTED_LIKINGS = frozenset({"thing", "favorite", "favourite", "fave", "fav"})
_CONFIDENCE = 0.7
# What one can wait for that is an occasion: "the science fair", "our road trip", "the wedding".
_OCCASIONS = EVENT_NOUNS | OUTINGS | GATHERINGS | CLASS_NOUNS
# Words an occasion's name may be built of, between "for" and its noun: "our *big family* reunion".
_OCCASION_PARTS = frozenset({"DET", "ADJ", "NOUN", "PROPN", "NUM"})
_NOT_OWNERS = frozenset({"your", "his", "her", "their", "its"})
# How one feels now about an occasion still to come, named after "for" or "about": "excited for the festival",
# "nervous about my exam on Friday". Not before a verb: "scared to fly" is a fear, no plan.
_AWAITING = EAGER_WORDS | frozenset({"nervous", "anxious", "worried", "scared", "stressed"})
# Words of being taken with something and the preposition naming it: "obsessed *with*", "crazy *about*".
_SMITTEN = {"obsessed": "with", "crazy": "about", "hooked": "on", "nuts": "about", "drawn": "to", "addicted": "to"}
# What one is hooked on or addicted to that is a dependence or a complaint, not a taste: "addicted to painkillers",
# "addicted to my phone".
_DEPENDENCES = words(
    """drug drugs alcohol opioid opioids painkiller painkillers heroin cocaine meth pill pills nicotine cigarette
    cigarettes gambling smoking drinking vaping booze phone phones screen screens"""
)
# Words of praise that make a title said in quotes liked by the speaker: "'Dune' is *brilliant*".
PRAISE = frozenset(
    {
        "good",
        "great",
        "amazing",
        "awesome",
        "fantastic",
        "brilliant",
        "excellent",
        "incredible",
        "wonderful",
        "superb",
        "terrific",
        "fabulous",
        "phenomenal",
        "beautiful",
        "gripping",
        "captivating",
        "hilarious",
        "fun",
    }
)
_OPINING = frozenset({"think", "believe", "feel", "find", "guess", "bet"})
_QUOTES = frozenset({'"', "'", "\u201c", "\u201d", "\u2018", "\u2019", "``", "''"})
# Verbs of liking what one gets lost in: "I love getting lost in a good book".
_LIKING = frozenset({"love", "like", "enjoy", "adore"})
# What a thing liked may be called before a clause that likes it: "Chess is *something* I've always enjoyed",
# "Tennis is a *sport* I love".
_KINDS_OF_THING = frozenset({"something", "thing", "things", "hobby", "activity", "sport", "pastime"})
_HATING = frozenset({"hate", "dislike", "dread", "detest", "loathe"})
# Verbs whose attribute a fan is: "I'm a jazz fan", "I've become a huge Lakers fan".
_BECOMING = frozenset({"be", "become"})
# Nouns of a "... of mine" phrase and what they say: "a favorite of mine" is liked, "a passion of mine" an interest.
_OF_MINE = {
    **dict.fromkeys(("favorite", "favourite", "fave", "favorites", "favourites", "faves"), "LIKES"),
    **dict.fromkeys(("passion", "passions"), "HAS_INTEREST"),
}


def idiom_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    found: list[Candidate] = []
    # Sentence by sentence, so each question test walks its sentence once, not once for each of its tokens.
    tokens = (token for sentence in doc.sents if not is_question(sentence) for token in sentence)
    for token in tokens:
        if token.lower_ in _OF_MINE and token.dep_ == "attr":
            found.extend(_favorite_of_mine(token))
        elif token.lower_ in _SMITTEN:
            found.extend(_smitten(token, lowercase_text))
        elif token.lower_ == "enough" and token.dep_ == "dobj" and token.head.lemma_.lower() == "get":
            found.extend(_never_enough(token, lowercase_text))
        elif token.lower_ == "lost" and token.dep_ == "xcomp" and token.head.lemma_.lower() in _LIKING:
            found.extend(_lost_in(token, lowercase_text))
        elif token.lower_ in {"fan", "fans"} and token.dep_ == "attr":
            found.extend(_fan_of_kind(token, lowercase_text))
        elif token.lower_ == "spot" and any(child.lower_ == "soft" for child in token.children):
            found.extend(_soft_spot(token, lowercase_text))
        elif token.lemma_.lower() == "live" and token.tag_ in {"VBP", "VBZ"}:
            found.extend(_live_for(token, lowercase_text))
        elif token.lower_ == "sucker" and token.dep_ == "attr":
            found.extend(_liked(token, _prep_objects(token, "for"), lowercase_text))
        elif token.lemma_ == "be" and any(child.lower_ == "all" and child.i == token.i + 1 for child in token.children):
            found.extend(_liked(token, _prep_objects(token, "about"), lowercase_text))
        elif token.lemma_ == "be" and token.pos_ == "AUX" and _praised(token):
            found.extend(_praised_title(token))
        elif token.lower_ in _KINDS_OF_THING and token.dep_ == "attr" and (liking := _relative_liking(token)):
            found.extend(_something_i_like(token, liking))
        elif token.lower_ == "thing" and token.dep_ == "attr":
            found.extend(_my_thing(token))
        elif token.lower_ in _CONTRACTED_LIKINGS and token.dep_ in {"ROOT", "dep"} and contracted_before(token):
            found.extend(_my_thing(token))  # "Guitar's my thing", "Pizza's my fave": "Guitar's" read as an owner
        elif token.lemma_.lower() == "wait" and any(child.dep_ == "neg" for child in token.children):
            found.extend(_waited_for(token, lowercase_text))
        elif token.lower_ in {"looking", "look"} and any(child.lower_ == "forward" for child in token.children):
            found.extend(_looked_forward_to(token, lowercase_text))
        elif token.lower_ in _AWAITING and (token.dep_ in {"acomp", "ROOT"} or _eager_clause(token)):
            found.extend(_eager_for(token, lowercase_text))
        elif token.lemma_.lower() in _REACHING and token.tag_ in {"VBP", "VBZ"}:
            found.extend(_speaks_to_me(token))
    return found


def _speaks_to_me(verb: Token) -> list[Candidate]:
    """ "Jazz really speaks to me", "minimalist design resonates with me": what reaches the speaker, said of a
    thing in the present, is liked. Not "my boss speaks to me" (a person), "it speaks to me" (a pronoun), "your
    story spoke to me" (one thing, once; another's)."""
    to_me = any(obj.lower_ == "me" for obj in _prep_objects(verb, _REACHING[verb.lemma_.lower()]))
    if not to_me or any(child.dep_ == "neg" for child in verb.children):
        return []
    things = [
        child
        for child in verb.children
        if child.dep_ == "nsubj" and is_thing(child) and child.ent_type_ not in {"PERSON", "NORP", "ORG"}
    ]
    liked = [without_sentence_case(thing, thing_span(thing).text) for thing in with_conjuncts(things)]
    return [_candidate("LIKES", USER, text, THING, verb) for text in liked]


# Verbs of a thing reaching one, with the preposition naming who: "speaks *to* me", "resonates *with* me".
_REACHING = {"speak": "to", "resonate": "with"}


def _favorite_of_mine(word: Token) -> list[Candidate]:
    """ "Chess has always been a favorite of mine": the subject of "be" is the speaker's favourite (or, for "a
    passion of mine", interest)."""
    be = word.head
    owner = [
        obj
        for prep in word.children
        if prep.dep_ == "prep" and prep.lower_ == "of"
        for obj in prep.children
        if obj.dep_ == "pobj" and obj.lower_ in _MINE
    ]
    if not owner or be.lemma_ != "be" or any(child.dep_ == "neg" for child in be.children):
        return []
    things = [child for child in be.children if child.dep_ == "nsubj" and is_thing(child)]
    edge_type = _OF_MINE[word.lower_]
    spans = [thing_span(thing) for thing in with_conjuncts(things)]
    # "Spider-Man" may come out as two subjects, "Spider" and "Man": a part of another one's span is no thing
    whole = [span for span in spans if not any(other != span and _within(span, other) for other in spans)]
    return [_candidate(edge_type, USER, span.text, THING, be) for span in whole]


def _relative_liking(kind: Token) -> Token | None:
    """The clause after `kind` in which the speaker likes or hates it: "something *I've always enjoyed*"."""
    return next(
        (
            verb
            for verb in kind.children
            if verb.dep_ == "relcl"
            and verb.lemma_.lower() in _LIKING | _HATING
            and any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in verb.children)
        ),
        None,
    )


def _something_i_like(kind: Token, liking: Token) -> list[Candidate]:
    """ "Chess is something I've always enjoyed", "Running is a sport I hate": the subject of "be" is liked (or
    disliked, `liking` saying which) by the speaker; denied ("Chess isn't something I enjoy"), disliked."""
    be = kind.head
    if be.lemma_ != "be":
        return []
    denied = any(child.dep_ == "neg" for child in (*be.children, *liking.children))
    hated = liking.lemma_.lower() in _HATING
    edge_type = "LIKES" if hated == denied else "DISLIKES"
    subjects = with_conjuncts([child for child in be.children if child.dep_ in {"nsubj", "csubj"}])
    texts = [text for text in map(_subject_liked, subjects) if text]
    return [_candidate(edge_type, USER, text, THING, be) for text in texts]


def _within(part: Span, whole: Span) -> bool:
    return whole.start <= part.start and part.end <= whole.end


def _smitten(word: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm obsessed with sourdough", "we got hooked on the show": the object of its preposition is liked."""
    things = _prep_objects(word, _SMITTEN[word.lower_])
    head = word if word.dep_ == "ROOT" else word.head  # "obsessed" may be the root, its "be" an auxiliary
    if not things or any(child.dep_ == "neg" for child in (*word.children, *head.children)):
        return []
    if any(child.dep_ == "agent" for child in word.children):
        return []  # "drawn to the window *by* a noise": moved, not taken with it
    subjects, _ = subjects_of(word, lowercase_text, we_is_user=True)
    # "hooked on rock *climbing*": a pastime, which the small model may tag as the verb it is made from
    told = [named_beside(thing) or thing for thing in with_conjuncts(things)]  # "this show, *Severance*"
    liked = [thing for thing in told if is_thing(thing) or _pastime_named(thing)]
    liked = [thing for thing in liked if thing.lower_ not in _DEPENDENCES]
    return [_candidate("LIKES", value, thing_span(thing).text, THING, word) for value, _ in subjects for thing in liked]


def _pastime_named(thing: Token) -> bool:
    """ "rock *climbing*", "*running*": a gerund of a pastime, or with its kind before it, as a preposition's
    object."""
    kind_said = any(child.dep_ == "compound" for child in thing.children)
    pastime = thing.lemma_.lower() in INTRANSITIVE_ACTIVITIES | PARSED_PASTIMES
    return thing.tag_ == "VBG" and thing.dep_ in {"pobj", "pcomp"} and (kind_said or pastime)


def _lost_in(lost: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I love getting lost in a good book", "Priya loves to get lost in old bookshops": what one likes to be lost
    in is liked; "I got lost in the woods" is no liking, nor "I hate getting lost" (being lost is what is hated)."""
    like = lost.head
    if not any(child.dep_ == "auxpass" and child.lower_ in {"get", "getting"} for child in lost.children):
        return []
    if any(child.dep_ == "neg" for child in (*like.children, *lost.children)):
        return []
    subjects, _ = subjects_of(like, lowercase_text, we_is_user=True)
    liked = [thing for thing in with_conjuncts(_prep_objects(lost, "in")) if is_thing(thing)]
    return [_candidate("LIKES", value, thing_span(thing).text, THING, like) for value, _ in subjects for thing in liked]


def _fan_of_kind(fan: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm a big jazz fan", "Daniel is a Beatles fan": the words naming what one is a fan of come before "fan"
    ("a big fan *of* jazz" is the lexicon's); denied ("I'm not a golf fan") it is a dislike, as "not a fan of"."""
    be = fan.head
    if be.lemma_ not in _BECOMING or any(child.dep_ == "prep" and child.lower_ == "of" for child in fan.children):
        return []
    kinds = [child for child in fan.lefts if child.dep_ == "compound"]
    if not kinds:
        return []  # "I'm a huge fan": of what, only the conversation says
    start = min(kind.left_edge.i for kind in kinds)
    named = fan.doc[start : fan.i]
    if any(token.dep_ not in {"compound", "punct"} and token.head not in kinds for token in named):
        return []  # something other than the kind in between: "a big *and loyal* jazz fan" is left alone
    if named[-1].pos_ not in {"NOUN", "PROPN"} or not is_thing(named[-1]):
        return []
    negated = any(child.dep_ == "neg" for child in be.children)
    edge_type = "DISLIKES" if negated else "LIKES"
    return candidates_per_subject(
        be, edge_type, named.text, THING, Polarity(), _CONFIDENCE, lowercase_text, we_is_user=True
    )


def _praised(be: Token) -> bool:
    """ "... is *great*", "... was *such a fun* movie": praise as the complement of "be", not denied."""
    for child in be.children:
        if child.dep_ == "acomp" and child.lower_ in PRAISE:
            return not any(other.dep_ == "neg" for other in be.children)
        if child.dep_ == "attr" and any(mod.dep_ == "amod" and mod.lower_ in PRAISE for mod in child.children):
            return not any(other.dep_ == "neg" for other in be.children)
    return False


def _praised_title(be: Token) -> list[Candidate]:
    """ "'Dune' is brilliant": a title in quotes praised by the speaker is liked; not one someone else is said to
    praise ("Tom thinks 'Dune' is brilliant"), nor an unquoted subject ("the movie was great" names none)."""
    if be.dep_ == "ccomp" and be.head.i < be.i and not _my_opinion(be.head):
        return []  # reported: "Tom thinks ..."; a clause before the main one ("'X' was great, I saw it twice") is not
    if be.dep_ not in {"ROOT", "ccomp", "conj"}:
        return []
    subject = next((child for child in be.children if child.dep_ == "nsubj"), None)
    if subject is None:
        return []
    title = _quoted(subject)
    if title is None:
        return []
    return [_candidate("LIKES", USER, title.text, THING, be)]


def _my_opinion(verb: Token) -> bool:
    """ "*I think* 'Parasite' is brilliant": the speaker's own opinion."""
    return (
        verb.lemma_.lower() in _OPINING
        and any(child.dep_ == "nsubj" and child.lower_ == "i" for child in verb.children)
        and not any(child.dep_ == "neg" for child in verb.children)
    )


def _quoted(subject: Token) -> Span | None:
    """The words of `subject` when quotes enclose all of them: "'The Night Circus'", not "my 'Dune' poster"."""
    doc = subject.doc
    start, end = subject.left_edge.i, subject.right_edge.i + 1
    while start < end and doc[start].text in _QUOTES:
        start += 1
    while end > start and doc[end - 1].text in _QUOTES:
        end -= 1
    if start == end or start == 0 or end >= len(doc):
        return None
    if doc[start - 1].text not in _QUOTES or doc[end].text not in _QUOTES:
        return None
    title = doc[start:end]
    if len(title) > 6 or any(token.text in _QUOTES or token.pos_ == "PRON" for token in title):
        return None
    return title


def _soft_spot(spot: Token, lowercase_text: bool) -> list[Candidate]:
    """ "Lena has a soft spot for rescue dogs": what the soft spot is for is liked by whoever has it."""
    have = spot.head
    if spot.dep_ != "dobj" or have.lemma_ != "have" or any(child.dep_ == "neg" for child in have.children):
        return []
    subjects, _ = subjects_of(have, lowercase_text, we_is_user=True)
    liked = [thing for thing in with_conjuncts(_prep_objects(spot, "for")) if is_thing(thing)]
    return [_candidate("LIKES", value, thing_span(thing).text, THING, have) for value, _ in subjects for thing in liked]


def _never_enough(word: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I can't get enough of Thai food": denied having had enough, so liked; "I've had enough of it" is not."""
    get = word.head
    if not any(child.dep_ == "neg" for child in get.children):
        return []
    subjects, _ = subjects_of(get, lowercase_text, we_is_user=True)
    liked = [thing for thing in with_conjuncts(_prep_objects(word, "of")) if is_thing(thing)]
    return [_candidate("LIKES", value, thing_span(thing).text, THING, get) for value, _ in subjects for thing in liked]


def contracted_before(word: Token) -> Token | None:
    """The thing of "*Guitar*'s my thing", "*Jazz*'s mostly my thing": an owner with "'s" right after it that opens
    the sentence, before the "my" of `word`, which the small model read for "Guitar is"."""
    owners = [child for child in word.children if child.dep_ == "poss" and child.lower_ != "my"]
    if len(owners) != 1 or not owners[0].is_sent_start or owners[0].i + 1 >= len(word.doc):
        return None
    mark = word.doc[owners[0].i + 1]
    return owners[0] if mark.lower_ in POSSESSIVE_MARKERS and mark.dep_ == "case" else None


def _my_thing(word: Token) -> list[Candidate]:
    """ "Baking bread is my thing", "running isn't really my thing" (a plain denial, so DISLIKES); "Pizza's my
    fave", the "is" contracted."""
    contracted = contracted_before(word) if word.dep_ in {"ROOT", "dep"} else None
    be = word if contracted is not None else word.head
    own = [
        child.lower_ for child in word.children if child.dep_ in {"poss", "amod", "compound"} and child != contracted
    ]
    if own != ["my"] or (be.lemma_ != "be" and contracted is None):
        return []  # "my favorite thing" is `fondness`'s; "his thing" is about someone else
    negated = any(child.dep_ == "neg" for child in be.children)
    if contracted is not None:  # "Pizza's *not* my fave": the words between "'s" and "my"
        negated = any(w.lower_ in {"not", "n't", "never"} for w in word.doc[contracted.i + 2 : word.i])
        if negated and word.lower_ != "thing":
            return []  # a favourite denied says no dislike, as "My favorite food isn't pizza" does not
    found = []
    subjects = [contracted] if contracted is not None else [c for c in be.children if c.dep_ in {"nsubj", "csubj"}]
    for subject in with_conjuncts(subjects):
        if subject == contracted:  # "Guitar's my thing": capitalised only for opening the sentence
            text = activity_text(subject) if subject.tag_ == "VBG" else thing_span(subject).text
            text = common_noun_case(subject, text) if text else text
        else:
            text = _subject_liked(subject)
        if text:
            found.append(_candidate("LIKES", USER, text, THING, be, Polarity(negated=negated)))
    return found


def _subject_liked(subject: Token) -> str | None:
    """A subject of "be" as a thing liked: a gerund's activity ("*Baking bread* is my thing"), else a thing's
    span, with the capital it has only for opening the sentence dropped; None for what is no thing."""
    if subject.tag_ == "VBG":
        text = activity_text(subject)
    elif is_thing(subject):
        text = thing_span(subject).text
    else:
        return None
    return without_sentence_case(subject, text) if text else None


def common_noun_case(owner: Token, text: str) -> str:
    """ "Pizza's my fave": the small model tags a thing before "'s" a name (NNP); opening the sentence and no
    named entity, or a gerund it took for one ("Writing's"), it is a common noun capitalised for its place
    ("Anna's my favorite" keeps "Anna")."""
    named = owner.ent_type_ and not owner.lower_.endswith("ing")
    if named or not text[:1].isupper() or not text[1:].islower():
        return text
    return text[0].lower() + text[1:]


def _liked(word: Token, things: list[Token], lowercase_text: bool) -> list[Candidate]:
    """ "I'm a sucker for X", "I'm all about X": liked by the subject of "be", when that is a person."""
    be = word if word.lemma_ == "be" else word.head
    if be.lemma_ != "be" or any(child.dep_ == "neg" for child in be.children):
        return []
    subjects, _ = subjects_of(be, lowercase_text, we_is_user=True)
    liked = [thing for thing in with_conjuncts(things) if is_thing(thing)]
    return [_candidate("LIKES", value, thing_span(thing).text, THING, be) for value, _ in subjects for thing in liked]


def _live_for(live: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I live for summer road trips", "Dana lives for live music": what one lives for, said now, is liked; not a
    person or one's own people ("I live for my kids"), nor where one lives ("I've lived there for years")."""
    if any(child.dep_ == "neg" for child in live.children):
        return []
    things = [
        thing for thing in with_conjuncts(_prep_objects(live, "for")) if is_thing(thing) and not is_someone(thing)
    ]
    subjects, _ = subjects_of(live, lowercase_text, we_is_user=True)
    return [
        _candidate("LIKES", value, thing_span(thing).text, THING, live) for value, _ in subjects for thing in things
    ]


def is_someone(word: Token) -> bool:
    """A person, by name or by a word for people ("my *kids*", "my *family*", "*friends*", "Anna")."""
    return word.ent_type_ == "PERSON" or word.lower_ in SOMEONE or word.lemma_.lower() in SOMEONE


def _waited_for(wait: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I can't wait for the science fair": an occasion to come is a plan.

    Read from the words after "for" rather than the parse, which often takes the occasion's noun for a clause's
    subject ("the science *fair*" as an adjective).
    """
    doc = wait.doc
    after = wait.i + 1
    if after >= len(doc) or doc[after].lower_ != "for":
        return []
    phrase = _occasion(doc, after + 1)
    return _occasion_planned(wait, phrase, lowercase_text) if phrase is not None else []


def _looked_forward_to(look: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm looking forward to the book fair", "Looking forward to the wedding!": an occasion to come; not "to
    seeing you" (no occasion)."""
    if not looks_forward_now(look):
        return []
    to = next((child for child in look.children if child.dep_ == "prep" and child.lower_ == "to"), None)
    return _planned(look, to, lowercase_text)


def looks_forward_now(look: Token) -> bool:
    """ "I'm looking forward to", "Looking forward to", "I look forward to": now; not "I was looking forward to" (past,
    maybe called off), nor denied. Read here for an occasion, and by the event rules for a deed ("to hiking")."""
    if look.lemma_.lower() != "look" or not any(child.lower_ == "forward" for child in look.children):
        return False
    return look.tag_ != "VBD" and not any(child.dep_ == "neg" or child.tag_ == "VBD" for child in look.children)


def _eager_clause(eager: Token) -> bool:
    """ "That's Denver, *I'm stoked* for our match there": eager in a clause of its own, hung on the one before."""
    return eager.dep_ in {"ccomp", "conj"} and any(c.dep_ in {"nsubj", "nsubjpass"} for c in eager.children)


def _eager_for(eager: Token, lowercase_text: bool) -> list[Candidate]:
    """ "I'm so excited for the festival", "Stoked for our road trip!", "I'm nervous about my exam on Friday":
    eager (or anxious) now about an occasion to come."""
    be = eager.head if eager.dep_ == "acomp" else None
    if be is not None and (be.lemma_ != "be" or be.tag_ not in {"VBP", "VBZ"}):
        return []  # "I was excited for the show": past
    if any(child.dep_ in {"aux", "auxpass"} and child.tag_ == "VBD" for child in eager.children):
        return []  # "I was stoked for the show", read as a passive
    if any(child.dep_ == "neg" for child in (*eager.children, *(be.children if be is not None else ()))):
        return []
    prep = next((child for child in eager.children if child.dep_ == "prep" and child.lower_ in {"for", "about"}), None)
    return _planned(be if be is not None else eager, prep, lowercase_text)


def _planned(verb: Token, prep: Token | None, lowercase_text: bool) -> list[Candidate]:
    """PLANS the occasion after `prep` (`_occasion_planned`)."""
    if prep is None or prep.i + 1 >= len(prep.doc):
        return []
    phrase = _occasion(prep.doc, prep.i + 1)
    return _occasion_planned(verb, phrase, lowercase_text) if phrase is not None else []


def _occasion_planned(verb: Token, phrase: Span, lowercase_text: bool) -> list[Candidate]:
    """PLANS `phrase`, for the subject of `verb` or the speaker when chat dropped the "I", at the time its clause
    tells ("the concert on Saturday")."""
    subjects, _ = subjects_of(verb, lowercase_text, we_is_user=True)
    values = [value for value, _ in subjects] or ([USER] if _said_without_i(verb) else [])
    when = time_text_of(verb)
    return [replace(_candidate("PLANS", value, phrase.text, EVENT, verb), time_text=when) for value in values]


def _said_without_i(wait: Token) -> bool:
    """ "Can't wait for the trip!": chat drops the "I"; only modals, negation and adverbs come before."""
    before = wait.doc[wait.sent.start : wait.i]
    return not any(child.dep_ in {"nsubj", "expl"} for child in wait.children) and all(
        token.dep_ in {"aux", "neg", "advmod", "intj", "punct"} for token in before
    )


def _occasion(doc: Doc, start: int) -> Span | None:
    """The noun phrase from `start` if its last noun is an occasion, with a "to <place>" after it."""
    if start + 2 < len(doc) and doc[start].ent_type_ == "DATE" and doc[start + 1].lower_ in POSSESSIVE_MARKERS:
        start += 2  # "*tomorrow's* grand opening": when, not whose
    end = start
    while end < len(doc) and _occasion_part(doc[end], end == start):
        end += 1
    if end == start or doc[start].lower_ in _NOT_OWNERS:
        return None  # "for *your* next painting": the listener's, which only the conversation names
    last = doc[end - 1]
    # "my game" after eagerness is the speaker's match ("I'm stoked for my game next month"), where a bare "game"
    # may be any ("excited for the game"), and "up my game" is no occasion at all (no eagerness reads it);
    # "the *championship* game", a game of a named kind, is one too
    kind_named = end - 2 >= start and doc[end - 2].pos_ in {"NOUN", "PROPN"}
    own_game = last.lower_ == "game" and (doc[start].lower_ in MY_OUR or kind_named)
    if last.lower_ not in _OCCASIONS or (last.lower_ in VAGUE_EVENT_OBJECTS and not own_game):
        return None
    if end + 1 < len(doc) and doc[end].lower_ == "to" and doc[end + 1].pos_ in {"DET", "PROPN", "NOUN"}:
        tail = end + 1  # "our road trip *to Montana*"
        while tail < len(doc) and doc[tail].pos_ in _OCCASION_PARTS and doc[tail].ent_type_ not in {"DATE", "TIME"}:
            tail += 1
        if doc[tail - 1].pos_ in {"NOUN", "PROPN"}:
            end = tail
    return doc[start:end]


def _occasion_part(token: Token, first: bool) -> bool:
    """A word of an occasion's name; "our" or "my" only first ("our camping trip")."""
    if token.ent_type_ in {"DATE", "TIME"} or token.lower_ in CHAT_DAYS:  # "my driving test *tmrw*"
        return False
    return token.pos_ in _OCCASION_PARTS or (first and token.lower_ in MY_OUR)


def _prep_objects(word: Token, prep_word: str) -> list[Token]:
    return [
        obj
        for prep in word.children
        if prep.dep_ == "prep" and prep.lower_ == prep_word
        for obj in prep.children
        if obj.dep_ in {"pobj", "pcomp"}
    ]


def is_thing(token: Token) -> bool:
    """A noun phrase worth a liking: not a pronoun, a date or a vague word ("all about *balance*" passes here;
    its subject is what stops it)."""
    return (
        token.pos_ in {"NOUN", "PROPN"}
        and token.ent_type_ not in {"DATE", "TIME", "CARDINAL"}
        and token.lower_ not in VAGUE_OBJECTS | VAGUE_EVENT_OBJECTS
        and not any(child.dep_ == "poss" and child.lower_ in _NOT_OWNERS for child in token.children)
    )


def _candidate(
    edge_type: str, subject: str, obj: str, kind: str, anchor: Token, polarity: Polarity | None = None
) -> Candidate:
    sentence = anchor.sent
    return Candidate(edge_type, subject, obj, kind, polarity or Polarity(), _CONFIDENCE, sentence.text, sentence.start)
