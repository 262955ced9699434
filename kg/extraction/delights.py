"""Tier 2: likings said by what a thing does for the speaker (LIKES).

    baking bread brings me so much joy / dancing brings joy to my life     LIKES "baking bread" / "dancing"
    long walks make me happy / running makes me feel alive                 LIKES "long walks" / "running"
    those summers made me love sailing                                     LIKES "sailing"
    knitting is my therapy / reading is my escape                          LIKES "knitting" / "reading"
    the ocean has always been my haven / writing has become my escape      LIKES "ocean" / "writing"
    gardening is therapy for me / chess is my go-to on rainy days          LIKES "gardening" / "chess"
    I find gardening relaxing                                              LIKES "gardening"
    music gives me so much joy                                             LIKES "music"
    knitting helps me relax / journaling helps me clear my head            LIKES "knitting" / "journaling"
    painting lets me express myself / art allows me to explore            LIKES "painting" / "art"
    painting gets me through tough times / music keeps me going            LIKES "painting" / "music"
    writing and music are what get me through                              LIKES "writing", "music"
    I can't imagine my life without music / can't picture it without that LIKES "music" / nothing (a pronoun)
    knitting is a good way to calm my nerves                               LIKES "knitting"
    baking has always been my way to relax / painting is how I unwind      LIKES "baking" / "painting"
    pottery has become my new obsession                                    LIKES "pottery"
    swimming laps helps me unwind                                          LIKES "swimming laps"
    painting calms me down / yoga grounds me / hiking gives me energy      LIKES "painting" / "yoga" / "hiking"

The thing must be a noun phrase or an activity named by a gerund, not a pronoun ("it brings me joy"), not
what was just shown ("this place") and not someone else's ("her garden brings her joy"). What helps the speaker
unwind must be a pastime: a gerund or one of a few nouns ("yoga", "music"), not "my therapist" or "the medicine".
"""

from __future__ import annotations

from collections.abc import Iterable

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import thing_span, with_conjuncts, without_sentence_case
from kg.extraction.gerunds import activity_text
from kg.extraction.idioms import is_someone, is_thing
from kg.extraction.lexicon import GOOD_JUDGEMENTS, MY_OUR, says_unwinding
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER

# What a thing brings or gives the speaker that says they like it: "so much joy", "an escape", "a creative outlet".
_JOYS = frozenset(
    {
        "joy",
        "happiness",
        "peace",
        "comfort",
        "calm",
        "fulfillment",
        "fulfilment",
        "delight",
        "escape",
        "outlet",
        "energy",
    }
)
_GLAD = frozenset({"happy", "calm", "relaxed", "smile", "glad", "joyful"})
# How a thing may make the speaker feel that says they like it: "running makes me feel *alive*" (not "better",
# said of comfort after something bad, nor "accepted" or "connected", said of people).
_FELT_GOOD = frozenset(
    {
        *("good", "great", "amazing", "alive", "strong", "calm", "relaxed", "free", "happy", "peaceful", "joyful"),
        *("invincible", "energized", "energised", "confident", "refreshed", "centered", "grounded", "empowered"),
    }
)
# Gerunds of taking something in: "*seeing* their smiles made me feel good" tells of the smiles, no pastime.
_PERCEIVING = frozenset({"see", "hear", "know", "imagine", "realize", "realise", "notice", "think", "remember"})
# Gerunds of having or being, which name no pastime: "*having* reminders like this helps me stay motivated".
_HAVING = frozenset({"having", "getting", "being"})
_LISTENER = frozenset({"you", "your", "yourself", "yours"})
_OWN_WORDS = frozenset({"my", "myself", "me"})
# What the speaker may be made to do that says they like its object: "those summers made me love *sailing*".
_MADE_TO_LIKE = frozenset({"love", "enjoy"})
# How a thing the speaker leans on keeps them: "keeps me *going*", "keeps me *sane*".
_KEPT = frozenset({"going", "sane", "grounded", "balanced", "motivated", "inspired", "centered", "centred"})
_PEOPLE = frozenset({"PERSON", "NORP", "ORG"})
# What a pastime does to the speaker that says they like it: "painting *calms* me down", "yoga *grounds* me".
_CALMING = frozenset({"calm", "relax", "soothe", "ground", "center", "centre", "energize", "energise", "recharge"})
# "I can't *imagine* / *picture* my life without music".
_IMAGINING = frozenset({"imagine", "picture", "envision", "envisage"})
# "X is my therapy", "X is therapy for me": nouns for what the speaker turns to for relief, or gladly by habit.
_REFUGES = frozenset(
    {
        "therapy",
        "escape",
        "sanctuary",
        "outlet",
        "refuge",
        "haven",
        "happy place",
        "stress relief",
        "stress fix",
        "stress reliever",
        "go-to",
        "zen",
        "meditation",
        "obsession",  # "pottery has become my new obsession", as "I'm obsessed with pottery"
    }
)
SPEAKER = frozenset({"me", "us"})
# What the speaker may find a thing that makes it one they like: "I find gardening *relaxing*".
_PLEASANT = frozenset(
    {
        "relaxing",
        "calming",
        "soothing",
        "therapeutic",
        "fun",
        "enjoyable",
        "rewarding",
        "fulfilling",
        "peaceful",
        "meditative",
        "satisfying",
        "empowering",
        "cathartic",
    }
)
# Verbs by which a pastime lets the speaker unwind: "knitting *helps* me relax", "art *allows* me to explore".
_HELPING = frozenset({"help", "let", "allow", "enable"})
# Pastimes named by a plain noun: what helps one unwind must be one, not "the medicine" or "my therapist".
_PASTIME_NOUNS = frozenset(
    {
        *("yoga", "music", "art", "meditation", "pottery", "exercise", "poetry", "nature", "photography", "pilates"),
        *("crafts", "crochet", "tai chi", "sports", "chess", "gardening", "baking", "cooking", "reading"),
    }
)
SHOWN = frozenset({"this", "that", "these", "those"})
_PEOPLE_WORDS = frozenset({"people", "folks", "folk"})
_CONFIDENCE = 0.7


def delight_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        lemma = verb.lemma_.lower()
        if lemma == "find":
            found.extend(_found_pleasant(verb))
            continue
        if lemma in {"get", "keep"}:
            found.extend(_carrying_me(verb))
            continue
        if lemma in _CALMING:
            found.extend(_calming_me(verb))
            continue
        if lemma in _IMAGINING:
            found.extend(_life_without(verb))
            continue
        if lemma not in {"bring", "give", "make", "be", "become", *_HELPING}:
            continue  # first: finding a token's sentence walks the parse, and most tokens are none of these
        if is_question(verb.sent) or any(child.dep_ == "neg" for child in verb.children):
            continue
        if lemma in _HELPING:
            found.extend(_pastime_unwinding(verb))
        elif (
            (lemma in {"bring", "give"} and _brings_speaker_joy(verb))
            or (lemma == "make" and (_makes_speaker_glad(verb) or _makes_speaker_feel_good(verb)))
            or (lemma in {"be", "become"} and _is_my_refuge(verb))  # "writing has become my escape"
        ):
            found.extend(liked(verb))
        elif lemma == "be" and _is_a_good_way(verb):
            found.extend(_liked_pastime(verb))
        elif lemma == "be" and _is_my_way_to_unwind(verb):
            found.extend(_liked_unless_someone(verb))
        elif lemma == "make":
            found.extend(_made_to_love(verb))
    return found


def _found_pleasant(find: Token) -> list[Candidate]:
    """ "I find gardening relaxing": the small model makes "gardening" the subject of a clause "relaxing"."""
    if not _told_by_speaker(find):
        return []
    if is_question(find.sent) or any(child.dep_ == "neg" for child in find.children):
        return []
    for clause in find.children:
        if clause.dep_ in {"ccomp", "xcomp", "oprd"} and clause.lower_ in _PLEASANT:
            return liked(clause)
    return []


def _told_by_speaker(verb: Token) -> bool:
    """Whether the subject of `verb` is the speaker: "*I* find", "*we* can't imagine"."""
    return any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in verb.children)


def _brings_speaker_joy(verb: Token) -> bool:
    # "so much joy", "a lot of peace"
    joy = any(
        child.dep_ == "dobj" and any(word.lemma_.lower() in _JOYS for word in child.subtree) for child in verb.children
    )
    to_me = any(child.dep_ in {"dative", "dobj"} and child.lower_ in SPEAKER for child in verb.children)
    to_my_life = any(
        prep.dep_ == "prep"
        and prep.lower_ == "to"
        and any(obj.lower_ == "life" and any(owner.lower_ in MY_OUR for owner in obj.children) for obj in prep.children)
        for prep in verb.children
    )
    return joy and (to_me or to_my_life)


def _pastime_unwinding(help_: Token) -> list[Candidate]:
    """ "Knitting helps me relax", "yoga helps me de-stress", "art allows me to explore": the small model hangs
    "me" and what follows several ways (the subject of a complement "relax", a dative before objects "de", "-",
    "stress"), so the words after "me" are read as text, up to the end of the clause."""
    me = next((child for child in help_.subtree if child.lower_ == "me" and child.i > help_.i), None)
    if me is None or me.i != help_.i + 1:
        return []  # "running helps my sister unwind": someone else
    rest = help_.doc[me.i + 1 : help_.right_edge.i + 1]
    told = " ".join(word.lower_ for word in rest if not word.is_punct or word.text == "-").replace(" - ", "-")
    told = told.removeprefix("to ")  # "allows me *to* relax"
    if not says_unwinding(told):
        return []
    subject = next((child for child in help_.children if child.dep_ in {"nsubj", "csubj"}), None)
    if subject is None or not is_pastime(subject):
        return []
    return liked(help_)


def _carrying_me(verb: Token) -> list[Candidate]:
    """ "Painting gets me through tough times", "music keeps me going", "yoga keeps me sane", "writing and music
    are what get me through": a thing or pastime the speaker leans on, told in the present. Not "my kids keep me
    going" (people, and the speaker's own) nor "this job keeps me busy"."""
    if not _done_to_me_now(verb):
        return []
    if verb.lemma_.lower() == "get":
        carried = any(child.dep_ == "prep" and child.lower_ == "through" for child in verb.children)
    else:
        carried = any(child.dep_ in {"xcomp", "oprd", "acomp"} and child.lower_ in _KEPT for child in verb.children)
    if not carried or is_question(verb.sent):
        return []
    told = verb
    if any(child.dep_ == "nsubj" and child.lower_ == "what" for child in verb.children):
        told = verb.head  # "writing is *what* gets me through": the subject of "is"
        if verb.dep_ != "ccomp" or told.lemma_ != "be":
            return []
    subject = next((child for child in told.children if child.dep_ in {"nsubj", "csubj"}), None)
    if subject is None or not _leaned_on(subject):
        return []
    return liked_things(with_conjuncts([subject]), verb.sent)


def _calming_me(verb: Token) -> list[Candidate]:
    """ "Painting calms me down", "yoga grounds me", "music relaxes me": a pastime or a thing named bare that does
    the speaker good, told in the present. Not "my kids calm me down" (people), "this tea relaxes me" (what was
    shown), "it calms me" (a pronoun), denied or asked."""
    if not _done_to_me_now(verb):
        return []
    subject = next((child for child in verb.children if child.dep_ in {"nsubj", "csubj"}), None)
    if subject is None or is_question(verb.sent) or not _leaned_on(subject):
        return []
    return liked_things(with_conjuncts([subject]), verb.sent)


def _done_to_me_now(verb: Token) -> bool:
    """ "... keeps *me* going", "... calms *me*": the speaker the verb's object, in the present, not denied."""
    me = any(child.dep_ == "dobj" and child.lower_ == "me" for child in verb.children)
    return me and verb.tag_ in {"VBZ", "VBP"} and not any(child.dep_ == "neg" for child in verb.children)


def _life_without(imagine: Token) -> list[Candidate]:
    """ "I can't imagine my life without music", "I couldn't picture a life without painting": what the speaker
    cannot do without. Not people ("without my kids"), a pronoun, a question or one who can imagine it."""
    speaker = _told_by_speaker(imagine)
    unable = any(child.dep_ == "neg" for child in imagine.children) and any(
        child.dep_ == "aux" and child.lemma_.lower() in {"can", "could"} for child in imagine.children
    )
    life = next((child for child in imagine.children if child.dep_ == "dobj" and child.lower_ == "life"), None)
    if not speaker or not unable or life is None or is_question(imagine.sent):
        return []
    if any(child.dep_ == "poss" and child.lower_ not in MY_OUR for child in life.children):
        return []  # "I can't imagine *her* life without music"
    things = [
        thing
        for prep in (*imagine.children, *life.children)
        if prep.dep_ == "prep" and prep.lower_ == "without"
        for thing in with_conjuncts([child for child in prep.children if child.dep_ == "pobj"])
        if thing.pos_ != "PRON" and (is_pastime(thing) or _thing_not_someone(thing))
    ]
    return liked_things(things, imagine.sent)


def _leaned_on(subject: Token) -> bool:
    """A pastime, or a thing named bare ("music"): no person, nothing pointed at or owned."""
    if is_pastime(subject):
        return True
    bare = not any(child.dep_ in {"det", "poss"} for child in subject.children)
    # a common noun only: the small model tags a sentence's first noun a name ("*Tea* keeps me going") as often as
    # not, and a name may be anyone's
    return bare and _thing_not_someone(subject)


def _thing_not_someone(word: Token) -> bool:
    """A common noun naming a thing, not people ("music", "my guitar"; not "my kids", "friends", "Anna")."""
    return word.pos_ == "NOUN" and is_thing(word) and word.ent_type_ not in _PEOPLE and not is_someone(word)


def is_pastime(subject: Token) -> bool:
    """A gerund with no determiner ("knitting", "playing the guitar") or a pastime's noun ("yoga")."""
    if any(child.dep_ in {"det", "poss"} for child in subject.children):
        return False  # "this tea", "your advice", "my therapist"
    if subject.lower_ in _HAVING or subject.lemma_.lower() in _PERCEIVING:
        return False  # "*having* reminders like this", "*seeing* them smile": no pastime
    if subject.tag_ == "VBG" or (subject.lower_.endswith("ing") and subject.pos_ in {"NOUN", "PROPN"}):
        return True
    span = thing_span(subject)
    # "*Swimming* laps helps me unwind": a gerund with its object, the gerund read as a compound of the object
    return span.text.lower() in _PASTIME_NOUNS or (span[0].lower_.endswith("ing") and span[0].dep_ == "compound")


def _makes_speaker_glad(verb: Token) -> bool:
    """ "makes me happy", parsed with "me" as the subject of a complement "happy"."""
    return any(
        child.dep_ in {"ccomp", "xcomp", "oprd", "acomp"}
        and child.lower_ in _GLAD
        and any(part.lower_ in SPEAKER for part in (*child.children, *verb.children))
        for child in verb.children
    )


def _makes_speaker_feel_good(verb: Token) -> bool:
    """ "makes me feel alive", parsed with "me" as the subject of a complement "feel" and the feeling its acomp."""
    return any(
        child.dep_ in {"ccomp", "xcomp"}
        and child.lemma_.lower() == "feel"
        and any(part.lower_ in SPEAKER for part in (*child.children, *verb.children))
        and any(part.dep_ == "acomp" and part.lower_ in _FELT_GOOD for part in child.children)
        for child in verb.children
    ) and not _perceived(verb)


def _perceived(verb: Token) -> bool:
    """ "Seeing their smiles made me feel good", parsed either way: the making is by something taken in."""
    return any(child.dep_ in {"nsubj", "csubj"} and child.lemma_.lower() in _PERCEIVING for child in verb.children) or (
        verb.dep_ == "ccomp" and verb.head.lemma_.lower() in _PERCEIVING
    )


def _made_to_love(make: Token) -> list[Candidate]:
    """ "those summers made me love sailing", when the small model hangs "love" on what follows as its subject or
    a compound ("me love/NN volleyball/ccomp" or "/dobj", "me love sailing/ccomp"); parsed as a verb, "love" is read
    as the speaker's own (kg/extraction/dependency.py, `made_to`)."""
    if make.i + 3 >= len(make.doc) or make.doc[make.i + 1].lower_ != "me":
        return []
    love, thing = make.doc[make.i + 2], make.doc[make.i + 3]
    if love.lemma_.lower() not in _MADE_TO_LIKE or love.dep_ not in {"nsubj", "compound"} or love.head != thing:
        return []
    if thing.dep_ not in {"ccomp", "xcomp", "dobj"} or thing.head != make:
        return []
    if love.dep_ == "nsubj":  # "me love hiking/ccomp": the thing as read
        return liked_things([thing], make.sent)
    named = make.doc[love.i + 1 : thing_span(thing).end]  # "me love/compound volleyball": the thing after "love"
    if not named or any(word.lower_ in SHOWN or word.pos_ == "PRON" for word in named):
        return []
    return [Candidate("LIKES", USER, named.text, THING, Polarity(), _CONFIDENCE, make.sent.text, make.sent.start)]


def _is_a_good_way(be: Token) -> bool:
    """ "Knitting is a good way to calm my nerves", "rowing is a nice way for me to start the day": a good way for
    the speaker to do something. Said of no one ("pilates is a fun way to get stronger"), it is mostly praise of
    what the other speaker does, in a reply; "a great way to plan *your* week" is advice."""
    for way in be.children:
        if way.dep_ != "attr" or way.lemma_.lower() != "way":
            continue
        if not any(child.dep_ == "amod" and child.lower_ in GOOD_JUDGEMENTS for child in way.children):
            continue
        purposes = [
            child
            for child in way.children
            if (child.dep_ in {"relcl", "acl"} and any(word.lower_ == "to" for word in child.children))
            or (child.dep_ == "prep" and child.lower_ == "of")
        ]
        said = {word.lower_ for purpose in purposes for word in purpose.subtree}
        for_me = any(
            prep.dep_ == "prep" and prep.lower_ == "for" and any(obj.lower_ in SPEAKER for obj in prep.children)
            for prep in (*way.children, *(word for purpose in purposes for word in purpose.children))
        )
        if purposes and (for_me or _OWN_WORDS & said) and not _LISTENER & said:
            return True
    return False


def _is_my_way_to_unwind(be: Token) -> bool:
    """ "Baking has always been my way to relax", "painting is how I unwind": the speaker's own way of unwinding
    (lexicon.UNWINDING), as "a good way for me to" is."""
    for child in be.children:
        if child.dep_ == "attr" and child.lemma_.lower() == "way":
            owned = any(word.dep_ == "poss" and word.lower_ in MY_OUR for word in child.children)
            done = [clause for clause in child.children if clause.dep_ in {"relcl", "acl"} and clause.tag_ == "VB"]
            if owned and any(_says_unwinding_from(clause) for clause in done):
                return True
        if child.dep_ == "ccomp" and any(word.dep_ == "advmod" and word.lower_ == "how" for word in child.children):
            mine = any(word.dep_ == "nsubj" and word.lower_ in {"i", "we"} for word in child.children)
            if mine and _says_unwinding_from(child):
                return True
    return False


def _liked_unless_someone(verb: Token) -> list[Candidate]:
    """LIKES for the subject of `verb`, a thing or a pastime: "*long walks* are how I unwind"; not people ("my
    friends are how I cope")."""
    subject = next((child for child in verb.children if child.dep_ in {"nsubj", "csubj"}), None)
    if subject is None or is_someone(subject):
        return []
    return liked(verb)


def _says_unwinding_from(verb: Token) -> bool:
    """Whether the words from `verb` on say a way of unwinding: "*relax*", "*unwind* after work"."""
    return says_unwinding(verb.doc[verb.i : verb.right_edge.i + 1].text.lower().replace(" - ", "-"))


def _liked_pastime(verb: Token) -> list[Candidate]:
    """LIKES for the subject of `verb` when it is a pastime (`is_pastime`): "*rowing* is a nice way for me to ..."."""
    subject = next((child for child in verb.children if child.dep_ in {"nsubj", "csubj"}), None)
    return liked(verb) if subject is not None and is_pastime(subject) else []


def _is_my_refuge(be: Token) -> bool:
    for attr in be.children:
        if attr.dep_ != "attr":
            continue
        # "my" may hang on a modifier: "my *stress* reliever"
        if any(word.dep_ == "poss" and word.lower_ in MY_OUR for word in attr.doc[attr.left_edge.i : attr.i]):
            words = attr.doc[attr.left_edge.i + 1 : attr.i + 1].text.lower()  # "stress fix", "go-to"
            if attr.lower_ in _REFUGES or words in _REFUGES or _refuge_read_apart(be, attr):
                return True
        elif attr.lower_ in _REFUGES and _for_speaker(be, attr):  # "therapy for me"
            return True
    return False


def _refuge_read_apart(be: Token, attr: Token) -> bool:
    """ "Boxing is my stress fix too": the small model may read "fix" as a verb of its own after "my stress"."""
    after = attr.doc[attr.i + 1] if attr.i + 1 < len(attr.doc) else None
    return after is not None and after.head == be and f"{attr.lower_} {after.lower_}" in _REFUGES


def _for_speaker(be: Token, attr: Token) -> bool:
    return any(
        prep.dep_ == "prep" and prep.lower_ == "for" and any(obj.lower_ in SPEAKER for obj in prep.children)
        for prep in (*be.children, *attr.children)
    )


def liked(verb: Token) -> list[Candidate]:
    """LIKES for the subject of `verb` and its conjuncts: "*knitting* helps me relax"."""
    subject = next((child for child in verb.children if child.dep_ in {"nsubj", "csubj"}), None)
    if subject is None or not (subject.pos_ in {"NOUN", "PROPN"} or subject.tag_ == "VBG"):
        return []
    return liked_things(with_conjuncts([subject]), verb.sent)


def liked_things(parts: Iterable[Token], sentence: Span) -> list[Candidate]:
    """LIKES for each of `parts` the speaker may like as named: an activity with its object, or a thing's phrase;
    not one pointed at nor someone else's."""
    found = []
    for part in parts:
        if any(
            child.dep_ in {"det", "poss"}
            and (child.lower_ in SHOWN or (child.dep_ == "poss" and child.lower_ not in MY_OUR))
            for child in part.children
        ):
            continue  # "this place", "her garden"
        if any(child.dep_ == "prep" and child.lower_ == "of" for child in part.children):
            continue  # "the beauty *of nature*": the liking is of what follows, which a noun alone would lose
        if part.lemma_.lower() in _PEOPLE_WORDS:
            continue  # "the people around me bring me joy": people, no thing liked
        text = activity_text(part) if part.tag_ == "VBG" else thing_span(part).text
        text = without_sentence_case(part, text) if text else text  # "Knitting helps me relax": knitting
        if text:
            found.append(Candidate("LIKES", USER, text, THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start))
    return found
