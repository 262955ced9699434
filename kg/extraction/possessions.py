"""Tier 2: what the speaker has, read from "my" before a thing one owns: OWNS.

    my turtles love the sun / I walked our dog / the vet saw my cat    OWNS "turtles" / "dog" / "cat"
    my late cat / I sold my old car / our cat Miso died                OWNS, ended
    I want to sell my car / we had to sell our boat                    OWNS "car" (still had) / OWNS "boat", ended
    my dog food / your dog / my sister's car                           nothing
    my own bakery / our online store / my startup                      OWNS "bakery" / "online store" / "startup"
    I own a coffee shop / we run a small bakery / I opened a salon     OWNS "coffee shop" / "bakery" / "salon"
    my usual store / my favorite cafe                                  nothing (a place one goes to)
    I still have the bike my dad gave me / this is my new kayak        OWNS "bike" / "kayak"
    I have a son and a dog / we have two boys and a cat                OWNS "dog" / "cat" (after people one has)
    the bike I had as a kid was red / the bike I have now is great     OWNS "bike", ended / OWNS "bike"
    my most prized possession is a signed baseball                     OWNS "signed baseball"
    check out my new guitar / look at my canoe / here's my cello       OWNS "guitar" / "canoe" / "cello"
    is this my guitar? / my garden / my hands / my painting            nothing (asked; not a thing on the list)

The noun must head its phrase ("my *dog* food" is food) and be on the list of things people own (`OWNABLES`):
"my idea" or "my day" says nothing about possessions, and "my apartment" may be rented.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words, subjects_of
from kg.extraction.event_words import words
from kg.extraction.irrealis import asserts_nothing
from kg.extraction.kin import had_by_speaker, list_head
from kg.extraction.lexicon import MY_OUR, ROLE_NOUNS, Effect
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity, polarity_of
from kg.extraction.relation import THING, USER
from kg.extraction.relatives import CHILDREN_BY_SEX
from kg.extraction.status import COLLECTED, OWNABLES
from kg.extraction.wrappers import is_wrapper, wrapped_mood

_COLLECTIONS = frozenset({"collection", "collections"})
# Kinds of a collection besides the things had many of (`COLLECTED`): "my *art* collection", "*vinyl* collection".
_COLLECTED_ALONE = frozenset({"arts", "vinyls", "wines", "movies", "dvds", "rocks", "shells", "posters"})
# Words before the noun that are part of what is owned ("golden retriever", "electric guitar"), not opinions
# of it or counts ("cute", "two").
_PART_DEPS = frozenset({"compound", "amod"})
_NOT_PART = frozenset(
    {
        "new",
        "old",
        "late",
        "former",
        "first",
        "little",
        "cute",
        "lovely",
        "beloved",
        "sweet",
        "favorite",
        "favourite",
        "own",
        "dear",
        "poor",
        "precious",
        "amazing",
        "awesome",
        "beautiful",
        "dream",
        "used",  # how it was bought ("a used car"), not a kind of car
        "small",  # its size, not its kind: "a small bakery" is a bakery
        "tiny",
        "secondhand",
        *("lazy", "grumpy", "silly", "naughty", "spoiled", "crazy"),  # a pet's manner, not its kind
    }
)
# Verbs that say the having itself, so that their ending is the owning's: not "I don't drive my car anymore".
_HAVING_VERBS = frozenset({"have", "own"})
# Verbs that say the thing is gone: "I sold my car", "we lost our cat", "I donated my old car".
_PARTING_VERBS = frozenset({"sell", "lose", "rehome", "donate", "give", "trade", "scrap"})
# Of those, the ones said only of a thing, so that a name after "my" is a make or a model ("I sold my Honda"); one
# loses or gives away a person or a pet by name too.
_SOLD_VERBS = frozenset({"sell", "trade", "scrap"})
_CONFIDENCE = 0.7
# The living things of OWNABLES, whose dying ends the having (a car or a laptop "dies" and is still had).
PETS = OWNABLES & words(
    """dog dogs cat cats puppy puppies pup pups kitten kittens pet pets rabbit rabbits bunny bunnies hamster hamsters
    pig pigs goat goats parrot parrots bird birds fish goldfish turtle turtles tortoise snake lizard gecko iguana
    ferret horse horses pony chickens hens retriever labrador poodle terrier beagle husky corgi bulldog shepherd
    dachshund chihuahua greyhound pug spaniel collie rottweiler doberman schnauzer dalmatian mastiff pitbull
    cockatiel budgie parakeet hedgehog chinchilla gerbil"""
)


# Vehicles one drives as one's own ("I drive a pickup truck"), besides a make or model named ("I drive a Tesla").
_VEHICLES = frozenset({"car", "truck", "van", "pickup", "jeep", "suv", "minivan", "hatchback", "sedan", "motorcycle"})
_DRIVERS = frozenset({"i", "we"})
# "My apartment" may be rented: a home is owned only when said so ("I own a house", "we have a cabin").
_HOMES = frozenset({"house", "apartment", "condo", "cabin", "flat", "home"})


# A business one runs: "my *startup*" says so alone; "my *store*" may be where one shops, so it needs "own" or
# "online" ("my own store", "my online shop").
_OWN_BUSINESSES = frozenset({"business", "businesses", "biz", "startup", "bakery", "boutique"})
_SHOPS = frozenset({"store", "shop", "studio", "cafe", "restaurant", "salon", "brand", "label", "company"})
_RUN_BY_ONESELF = frozenset({"own", "online"})
# Verbs of founding a business: until it is done, the business is a plan ("take a crack at *opening* my own bakery").
_FOUNDING = frozenset({"start", "open", "launch", "found", "set", "build", "create", "establish"})


# Verbs that tell a business is the speaker's, said of "a" or "my" one: "I own a cafe", "we run a small bakery";
# and founding verbs once the founding is done ("I opened a salon last year").
_RUNNING = frozenset({"own", "run"})
BUSINESSES = _OWN_BUSINESSES | _SHOPS | words("bar pub farm gym clinic practice agency firm diner")
_ONES_OWN = frozenset({"a", "an", "my", "our"})


def possession_candidates(doc: Doc) -> list[Candidate]:
    found = [_driven(vehicle) for vehicle in doc if driven_vehicle(vehicle)]
    found.extend(_candidate(thing, Polarity(), thing.sent) for thing in map(_prized, doc) if thing is not None)
    found.extend(_business_run(business) for business in doc if runs_business(business))
    found.extend(_candidate(thing, Polarity(), thing.sent) for thing in doc if _had_after_people(thing))
    for token in doc:
        make = _make_sold(token)
        if (token.pos_ != "NOUN" and not make) or token.dep_ == "compound":
            continue
        ownable = (token.lower_ in OWNABLES and token.lower_ not in _HOMES) or make
        ownable = ownable or _collection_of_things(token) or _sold_as_ones_own(token)
        if not ownable and (not _a_business_of_ones_own(token) or _yet_to_be_founded(token)):
            continue
        owner = next((child for child in token.children if child.dep_ == "poss"), None)
        if owner is None and ownable and _still_had(token):
            found.extend(_kept(token))
            continue
        had = _had_in_clause(token) if owner is None and ownable else None
        if had is not None:  # "the old guitar I had as a teenager": had no longer; "the bike I have now"
            found.append(_candidate(token, had, token.sent))
            continue
        if owner is None or owner.lower_ not in MY_OUR or _asked_whose(token):
            continue
        found.append(
            Candidate(
                "OWNS",
                USER,
                owned_kind(token),
                THING,
                owned_polarity(token),
                _CONFIDENCE,
                token.doc[owner.i : token.i + 1].text,
                owner.i,
            )
        )
    return found


def sold_the(thing: Token) -> bool:
    """ "We sold *the* bakery", "I sold the car last year": a thing of a kind one owns (a business, a home, a car),
    told with "the", sold or traded and told as done. Whose it was, only memory says: the caller ends it where the
    seller owns a thing of that name (kg/extraction/names_left.py)."""
    verb = thing.head
    if thing.dep_ != "dobj" or thing.pos_ != "NOUN" or verb.lemma_.lower() not in _SOLD_VERBS:
        return False
    if [child.lower_ for child in thing.children if child.dep_ == "det"] != ["the"]:
        return False
    return thing.lower_ in OWNABLES | _HOMES | BUSINESSES and _parted(verb)


def _sold_as_ones_own(place: Token) -> bool:
    """ "I sold my house", "we sold our practice": a home or a business one sold was one's own, where "my house"
    or "my practice" alone may be rented or a training (`_HOMES`, `BUSINESSES`)."""
    verb = place.head
    sold = place.dep_ == "dobj" and verb.lemma_.lower() in _SOLD_VERBS and _parted(verb)
    return sold and place.lower_ in _HOMES | BUSINESSES


def _collection_of_things(collection: Token) -> bool:
    """ "my book collection", "my vinyl collection": things one collects, owned together; not a collection alone
    nor a line one designs ("my spring collection")."""
    if collection.lower_ not in _COLLECTIONS:
        return False
    kinds = (child for child in collection.children if child.dep_ == "compound")
    return any(kind.lower_ in COLLECTED or f"{kind.lemma_.lower()}s" in COLLECTED | _COLLECTED_ALONE for kind in kinds)


def _asked_whose(thing: Token) -> bool:
    """ "Is this my guitar?", "Are these my keys or yours?": a question whether a thing is the speaker's, asked of
    the thing "my X" is said to be, says nothing of what they own; "Is my guitar in your car?" asks where it is."""
    return thing.dep_ == "attr" and thing.head.lemma_ == "be" and is_question(thing.sent)


def owned_polarity(thing: Token, living: bool = False) -> Polarity:
    """How a thing after "my" is had: ended when the having is said to end ("I no longer have my truck"), when it
    is parted with ("I sold my car") or, a pet (or `living`, the name of one), when it died ("our cat Miso died")."""
    words = [child.lower_ for child in thing.lefts]
    if thing.dep_ == "dobj" and thing.head.lemma_.lower() in _HAVING_VERBS:
        having = context_words(thing.head)
        if _ended(having):  # "I no longer have my truck", "I used to own my boat"
            words = [*having, *words]
    parting = thing.dep_ == "dobj" and thing.head.lemma_.lower() in _PARTING_VERBS and _parted(thing.head)
    parting = parting or _died(thing, living or thing.lower_ in PETS)
    return polarity_of(words, Effect.ENDED if parting else Effect.NONE)


def _make_sold(thing: Token) -> bool:
    """ "I sold my *Honda*", "we traded our *Civic*": a name after "my" or "our" that the speaker sells or trades is
    a thing of theirs (a make or a model), as "my car" is; any other verb leaves a name to the readers of people."""
    return (
        thing.pos_ == "PROPN"
        and thing.dep_ == "dobj"
        and thing.head.lemma_.lower() in _SOLD_VERBS
        and any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in thing.children)
    )


def driven_vehicle(thing: Token) -> bool:
    """Whether `thing` is the vehicle of "I drive a Honda Civic", "we drive an old pickup truck": one's own car,
    told by the driving of it, in the present, as a habit. Not "I drove a rental car" (once), "I'll drive a van"
    (once, to come), "I drive my kids to school" (no vehicle), "she drives a Prius" (whose, a pronoun cannot say)."""
    drive = thing.head
    if thing.dep_ != "dobj" or drive.lemma_.lower() != "drive" or drive.tag_ not in {"VBP", "VBZ"}:
        return False
    if is_question(drive.sent) or any(child.dep_ in {"aux", "neg"} for child in drive.children):
        return False
    if not any(child.dep_ == "nsubj" and child.lower_ in _DRIVERS for child in drive.children):
        return False
    # A make or a model: a name after "a" ("a Tesla", which the small model may call a nationality), or one that
    # names no person, place or people
    model = any(child.dep_ == "det" and child.lower_ in {"a", "an"} for child in thing.children)
    named = thing.pos_ == "PROPN" and (model or thing.ent_type_ not in {"PERSON", "GPE", "NORP"})
    return named or thing.lower_ in _VEHICLES


def _driven(vehicle: Token) -> Candidate:
    drive = vehicle.head
    owned = owned_kind(vehicle)
    return Candidate("OWNS", USER, owned, THING, Polarity(), _CONFIDENCE, drive.sent.text, drive.sent.start)


def _ended(words: list[str]) -> bool:
    """Whether the words on a verb of having end it ("no longer", "anymore", "used to"); "my" says the thing is
    had, so a bare negation does not deny it ("I don't have my bike with me")."""
    polarity = polarity_of(words)
    return polarity.negated and polarity.change


def _died(pet: Token, living: bool) -> bool:
    """ "Our cat Miso died last year", "my dog passed away": had no longer; not "my cat is dying" or "my old car
    died on the highway" (broke down, still had)."""
    verb = pet.head
    if pet.dep_ != "nsubj" or not living or verb.tag_ not in {"VBD", "VBN"}:
        return False
    passed_away = verb.lemma_.lower() == "pass" and any(child.lower_ == "away" for child in verb.children)
    return verb.lemma_.lower() == "die" or passed_away


def _parted(verb: Token) -> bool:
    """ "I sold my car", "I'm selling my car", "we had to sell our boat": parted with; not "I want to sell my car",
    "I'll sell my car", "I almost sold my car" or "if I sell my car", where it is still had (a bare infinitive
    tells of a parting only under a wrapper that says it was done)."""
    if asserts_nothing(verb):
        return False  # "I almost sold my car", "if I sell my car": still had
    if verb.tag_ != "VB":
        return True
    return is_wrapper(verb, verb.head) and wrapped_mood(verb, verb.head) == "done"


def _still_had(thing: Token) -> bool:
    """ "I still have the bike my dad gave me", "we still have the piano": a thing kept, told with "the"; not "I
    still have the feeling", "do you still have the car?", "I don't still have it"."""
    have = thing.head
    if thing.dep_ != "dobj" or have.lemma_.lower() != "have" or have.tag_ not in {"VBP", "VBZ"}:
        return False
    if is_question(have.sent) or any(child.dep_ == "neg" for child in have.children):
        return False
    if not any(child.dep_ == "det" and child.lower_ in {"the", "that"} for child in thing.children):
        return False
    still = any(child.lower_ == "still" and child.dep_ == "advmod" for child in have.children)
    speaker = any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in have.children)
    return still and speaker


def _had_after_people(thing: Token) -> bool:
    """ "I have a son and a dog", "we have two daughters and a cat": a thing had, listed after people one has
    (relatives.py reads them; kg/extraction/status.py reads a list of things had only from a thing had first)."""
    if thing.dep_ != "conj" or thing.lower_ not in OWNABLES:
        return False
    first = list_head(thing)
    people = first.lower_ in ROLE_NOUNS or first.lower_ in CHILDREN_BY_SEX  # "a son", "two boys"
    return people and had_by_speaker(thing) is not None


def _prized(possession: Token) -> Token | None:
    """The thing named as the speaker's possession: "my most prized possession is a signed baseball", "this is my
    prized possession, a basketball", "a signed baseball is my prized possession"; not a pronoun, asked or denied."""
    if possession.lemma_.lower() != "possession" or is_question(possession.sent):
        return None
    if not any(child.dep_ == "poss" and child.lower_ in MY_OUR for child in possession.children):
        return None
    be = possession.head
    if be.lemma_ == "be" and any(child.dep_ == "neg" for child in be.children):
        return None
    told = [child for child in possession.children if child.dep_ == "appos"]
    if be.lemma_ == "be" and possession.dep_ in {"nsubj", "attr"}:  # the thing is the copula's other side
        told += [child for child in be.children if child.dep_ in {"nsubj", "attr"} and child != possession]
    return next((thing for thing in told if thing.pos_ == "NOUN"), None)


def _had_in_clause(thing: Token) -> Polarity | None:
    """ "The bike I had as a kid was red", "I miss the cat we had in Ohio": a thing the speaker had, told
    of in a clause, ended; "the bike I have now": had. Not "the bike I never had", "the car we had to rent", asked."""
    had = next((child for child in thing.children if child.dep_ == "relcl"), None)
    if had is None or had.lemma_.lower() not in _HAVING_VERBS or had.tag_ not in {"VBD", "VBP"} or had.i < thing.i:
        return None
    if any(child.dep_ in {"neg", "xcomp", "ccomp", "dobj", "aux"} for child in had.children) or is_question(had.sent):
        return None  # "the car we *had to* rent": a duty, nothing owned
    if not any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in had.children):
        return None
    return Polarity(negated=True, change=True) if had.tag_ == "VBD" else Polarity()


def _kept(thing: Token) -> list[Candidate]:
    return [_candidate(thing, Polarity(), thing.head.sent)]


def _candidate(thing: Token, polarity: Polarity, sentence: Span) -> Candidate:
    return Candidate("OWNS", USER, owned_kind(thing), THING, polarity, _CONFIDENCE, sentence.text, sentence.start)


def _a_business_of_ones_own(token: Token) -> bool:
    words = {word.lower_ for word in token.doc[token.left_edge.i : token.i]}  # "my *online* clothes store" too
    if words & {"favorite", "favourite", "usual", "local", "regular", "old"}:
        return False  # "my usual bakery": where one shops
    lower = token.lower_
    return lower in _OWN_BUSINESSES or (lower in _SHOPS and bool(words & _RUN_BY_ONESELF))


def runs_business(business: Token) -> bool:
    """Whether `business` is one the speaker owns or runs, told by the verb: "I own a coffee shop in Austin", "we
    run a small bakery", "I opened a salon last year", "my wife and I started a bakery". Not "I run the store"
    (whose, "the" does not say), "I run a bakery?" (asked), "I'm opening a bakery" (yet to be founded) nor "he owns
    a bar" (whose, a pronoun cannot say)."""
    verb = business.head
    if business.dep_ != "dobj" or business.lower_ not in BUSINESSES or is_question(verb.sent):
        return False
    if not any(child.dep_ in {"det", "poss"} and child.lower_ in _ONES_OWN for child in business.children):
        return False
    lemma = verb.lemma_.lower()
    founded = lemma in _FOUNDING and verb.tag_ in {"VBD", "VBN"}
    if not (lemma in _RUNNING and verb.tag_ in {"VB", "VBP", "VBD", "VBN", "VBG"}) and not founded:
        return False
    subjects, _ = subjects_of(verb, lowercase_text=False, we_is_user=True)
    return any(value == USER for value, _ in subjects)


def _business_run(business: Token) -> Candidate:
    verb = business.head
    polarity = polarity_of(context_words(verb))
    owned = owned_kind(business)
    return Candidate("OWNS", USER, owned, THING, polarity, _CONFIDENCE, verb.sent.text, verb.sent.start)


def _yet_to_be_founded(business: Token) -> bool:
    """ "I want to *open* my own bakery", "thinking of *starting* my own business", "I'm *starting* my own
    business": a plan or a start not yet made. Not "I started my own business", "*starting* my own store has been
    scary" (told as an experience had)."""
    verb = business.head
    if business.dep_ != "dobj" or verb.lemma_.lower() not in _FOUNDING:
        return False
    progressive = any(child.dep_ == "aux" and child.lemma_ == "be" for child in verb.children)
    return verb.tag_ == "VB" or (verb.tag_ == "VBG" and (verb.dep_ == "pcomp" or progressive))


def owned_kind(token: Token) -> str:
    """The thing owned with the words that say what it is: "golden retriever", "electric guitar" (not "old"); a
    make or model with its numbers too ("2019 Honda Civic", "iPhone 15", "Tesla Model 3")."""
    named = token.pos_ == "PROPN"
    part_deps = _PART_DEPS | {"nummod"} if named else _PART_DEPS
    start = token.i
    for left in reversed(list(token.lefts)):
        if left.i == start - 1 and left.dep_ in part_deps and left.lower_ not in _NOT_PART:
            start = left.i
        else:
            break
    end = token.i + 1
    for right in token.rights if named else ():
        if right.i != end or right.dep_ != "nummod" or not right.like_num:
            break
        end = right.i + 1
    return token.doc[start:end].text
