"""Tier 2: likings said by what a thing does for the speaker (LIKES).

    baking bread brings me so much joy / dancing brings joy to my life     LIKES "baking bread" / "dancing"
    long walks make me happy                                               LIKES "long walks"
    knitting is my therapy / reading is my escape                          LIKES "knitting" / "reading"
    gardening is therapy for me / chess is my go-to on rainy days          LIKES "gardening" / "chess"
    I find gardening relaxing                                              LIKES "gardening"
    music gives me so much joy                                             LIKES "music"
    knitting helps me relax / journaling helps me clear my head            LIKES "knitting" / "journaling"
    swimming laps helps me unwind                                          LIKES "swimming laps"

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
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import THING, USER

# What a thing brings or gives the speaker that says they like it: "so much joy", "an escape", "a creative outlet".
_JOYS = frozenset(
    {"joy", "happiness", "peace", "comfort", "calm", "fulfillment", "fulfilment", "delight", "escape", "outlet"}
)
_GLAD = frozenset({"happy", "calm", "relaxed", "smile", "glad", "joyful"})
# "X is my therapy", "X is therapy for me": nouns for what the speaker turns to for relief, or gladly by habit.
_REFUGES = frozenset(
    {
        "therapy",
        "escape",
        "sanctuary",
        "outlet",
        "refuge",
        "happy place",
        "stress relief",
        "stress fix",
        "stress reliever",
        "go-to",
        "zen",
        "meditation",
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
# What a pastime helps the speaker do that tells they like it: "knitting helps me *relax*", "*clear my head*".
_UNWINDING = frozenset(
    {
        *("relax", "unwind", "de-stress", "destress", "decompress", "recharge", "chill", "calm down", "cope"),
        *("clear my head", "clear my mind", "express myself", "express my feelings", "express my emotions"),
        *("stay sane", "stay calm", "stay grounded", "stay centered", "feel calm", "feel relaxed", "feel alive"),
        *("feel free", "feel at peace", "switch off", "escape"),
    }
)
# Pastimes named by a plain noun: what helps one unwind must be one, not "the medicine" or "my therapist".
_PASTIME_NOUNS = frozenset(
    {
        *("yoga", "music", "art", "meditation", "pottery", "exercise", "poetry", "nature", "photography", "pilates"),
        *("crafts", "crochet", "tai chi", "sports", "chess", "gardening", "baking", "cooking", "reading"),
    }
)
SHOWN = frozenset({"this", "that", "these", "those"})
OWN = frozenset({"my", "our"})
_CONFIDENCE = 0.7


def delight_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for verb in doc:
        lemma = verb.lemma_.lower()
        if lemma == "find":
            found.extend(_found_pleasant(verb))
            continue
        if lemma not in {"bring", "give", "make", "be", "help"}:
            continue  # first: finding a token's sentence walks the parse, and most tokens are none of these
        if is_question(verb.sent) or any(child.dep_ == "neg" for child in verb.children):
            continue
        if lemma == "help":
            found.extend(_pastime_unwinding(verb))
        elif (
            (lemma in {"bring", "give"} and _brings_speaker_joy(verb))
            or (lemma == "make" and _makes_speaker_glad(verb))
            or (lemma == "be" and _is_my_refuge(verb))
        ):
            found.extend(liked(verb))
    return found


def _found_pleasant(find: Token) -> list[Candidate]:
    """ "I find gardening relaxing": the small model makes "gardening" the subject of a clause "relaxing"."""
    if not any(child.dep_ == "nsubj" and child.lower_ in {"i", "we"} for child in find.children):
        return []
    if is_question(find.sent) or any(child.dep_ == "neg" for child in find.children):
        return []
    for clause in find.children:
        if clause.dep_ in {"ccomp", "xcomp", "oprd"} and clause.lower_ in _PLEASANT:
            return liked(clause)
    return []


def _brings_speaker_joy(verb: Token) -> bool:
    # "so much joy", "a lot of peace"
    joy = any(
        child.dep_ == "dobj" and any(word.lemma_.lower() in _JOYS for word in child.subtree) for child in verb.children
    )
    to_me = any(child.dep_ in {"dative", "dobj"} and child.lower_ in SPEAKER for child in verb.children)
    to_my_life = any(
        prep.dep_ == "prep"
        and prep.lower_ == "to"
        and any(obj.lower_ == "life" and any(owner.lower_ in OWN for owner in obj.children) for obj in prep.children)
        for prep in verb.children
    )
    return joy and (to_me or to_my_life)


def _pastime_unwinding(help_: Token) -> list[Candidate]:
    """ "Knitting helps me relax", "yoga helps me de-stress": the small model hangs "me" and what follows several
    ways (the subject of a complement "relax", a dative before objects "de", "-", "stress"), so the words after
    "me" are read as text, up to the end of the clause."""
    me = next((child for child in help_.subtree if child.lower_ == "me" and child.i > help_.i), None)
    if me is None or me.i != help_.i + 1:
        return []  # "running helps my sister unwind": someone else
    rest = help_.doc[me.i + 1 : help_.right_edge.i + 1]
    told = " ".join(word.lower_ for word in rest if not word.is_punct or word.text == "-").replace(" - ", "-")
    if not any(told == phrase or told.startswith(phrase + " ") for phrase in _UNWINDING):
        return []
    subject = next((child for child in help_.children if child.dep_ in {"nsubj", "csubj"}), None)
    if subject is None or not is_pastime(subject):
        return []
    return liked(help_)


def is_pastime(subject: Token) -> bool:
    """A gerund with no determiner ("knitting", "playing the guitar") or a pastime's noun ("yoga")."""
    if any(child.dep_ in {"det", "poss"} for child in subject.children):
        return False  # "this tea", "your advice", "my therapist"
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


def _is_my_refuge(be: Token) -> bool:
    for attr in be.children:
        if attr.dep_ != "attr":
            continue
        # "my" may hang on a modifier: "my *stress* reliever"
        if any(word.dep_ == "poss" and word.lower_ in OWN for word in attr.doc[attr.left_edge.i : attr.i]):
            words = attr.doc[attr.left_edge.i + 1 : attr.i + 1].text.lower()  # "stress fix", "go-to"
            if attr.lower_ in _REFUGES or words in _REFUGES:
                return True
        elif attr.lower_ in _REFUGES and _for_speaker(be, attr):  # "therapy for me"
            return True
    return False


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
            and (child.lower_ in SHOWN or (child.dep_ == "poss" and child.lower_ not in OWN))
            for child in part.children
        ):
            continue  # "this place", "her garden"
        if any(child.dep_ == "prep" and child.lower_ == "of" for child in part.children):
            continue  # "the beauty *of nature*": the liking is of what follows, which a noun alone would lose
        text = activity_text(part) if part.tag_ == "VBG" else thing_span(part).text
        text = without_sentence_case(part, text) if text else text  # "Knitting helps me relax": knitting
        if text:
            found.append(Candidate("LIKES", USER, text, THING, Polarity(), _CONFIDENCE, sentence.text, sentence.start))
    return found
