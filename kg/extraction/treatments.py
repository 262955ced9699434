"""Tier 2: a medication one is on or an aid one wears is a lasting state (HAS_STATE), as a diet one is on is.

    I'm on antidepressants / I've been on insulin for years   HAS_STATE "antidepressants" / "insulin"
    I take vitamins / I've started taking iron supplements     HAS_STATE "vitamins" / "iron supplements"
    I'm on blood pressure meds / Tom is on insulin            HAS_STATE "blood pressure meds" / of Tom
    I take medication for anxiety                             HAS_STATE "medication for anxiety"
    I wear glasses / I wear a hearing aid                     HAS_STATE "glasses" / "hearing aid", no DID
    I was on antidepressants in college                       HAS_STATE, ended
    I'm wearing glasses today / I'm on my way                 nothing more than before: worn today, no medicine
    My doctor put me on Lexapro / they started me on insulin  HAS_STATE "Lexapro" / "insulin" of the speaker, new

"I'm on a keto diet" is HAS_STATE "keto diet" (`states`); a medication taken for good says as much about the
speaker. Only named medicines count (`_MEDICINES`; not "antibiotics", which are taken for a week). An aid is worn
for good only in the simple present ("I wear glasses"); that is no deed, so the event rules' "wear glasses" is
dropped for it (`without_aids_as_deeds`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.dependency import context_words
from kg.extraction.event_words import words
from kg.extraction.happenings import told_as_happened
from kg.extraction.lexicon import Effect
from kg.extraction.per_subject import candidates_per_subject
from kg.extraction.phrases import is_lowercase_text, is_question
from kg.extraction.polarity import polarity_of
from kg.extraction.relation import EVENT, THING, USER

_CONFIDENCE = 0.75
_MEDICINES = words(
    """antidepressants antidepressant insulin meds medication medications medicine antipsychotics statins
    lithium metformin thinners"""
)
# Medicines taken for months or years, by their generic and brand names: "I'm on *Zoloft*", "my dad takes
# *Lipitor*". Not those taken for a week or a headache (antibiotics, painkillers: "I took Advil").
_NAMED_MEDICINES = words(
    """sertraline zoloft fluoxetine prozac escitalopram lexapro citalopram celexa paroxetine paxil bupropion
    wellbutrin venlafaxine effexor duloxetine cymbalta mirtazapine trazodone buspirone buspar
    adderall ritalin methylphenidate vyvanse concerta strattera xanax alprazolam klonopin clonazepam
    lamotrigine lamictal quetiapine seroquel abilify aripiprazole risperidone
    ozempic wegovy semaglutide mounjaro zepbound tirzepatide jardiance januvia trulicity glipizide
    lisinopril losartan amlodipine metoprolol atenolol carvedilol hydrochlorothiazide
    atorvastatin lipitor simvastatin rosuvastatin crestor pravastatin
    warfarin coumadin eliquis apixaban xarelto rivaroxaban clopidogrel plavix
    levothyroxine synthroid albuterol advair symbicort singulair montelukast
    omeprazole prilosec pantoprazole nexium gabapentin neurontin pregabalin lyrica
    prednisone methotrexate humira hydroxychloroquine plaquenil spironolactone accutane isotretinoin
    finasteride minoxidil estrogen testosterone progesterone melatonin"""
)
# Medicines named by a word that needs the one before it: "*birth* control".
_NAMED_BY_TWO = {"control": "birth"}
# What is taken day after day: "I take *vitamins*", "I've started taking iron *supplements*".
_TAKEN = words("supplements supplement vitamins vitamin pills probiotics")
_KEEPING_UP = words("start begin stop quit keep continue")
# "I *quit* taking Adderall": the subject and the ending are read from "quit" itself, which the parse does not chain
# to the taking as it chains "stopped".
_QUIT = "quit"
_MOVED = words("out off from to into back away")
# Aids worn for good, and the word that must name some of them: "a *hearing* aid", "*contact* lenses".
_AIDS = words("glasses contacts dentures")
_NAMED_AIDS = {"aid": "hearing", "aids": "hearing", "lenses": "contact"}
_WEAR = "wear"
_PUTTING_ON = words("put start")  # "my doctor *put* me on", "they *started* me on"
_ARTICLES = words("a an the")


def treatment_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    lowercase_text = is_lowercase_text(doc)
    for verb, treatment, effect in _treatments(doc):
        if is_question(verb.sent):
            continue
        polarity = polarity_of(context_words(verb), effect)
        found.extend(candidates_per_subject(verb, "HAS_STATE", treatment, THING, polarity, _CONFIDENCE, lowercase_text))
    return found + [_prescribed(verb, medicine) for verb, medicine in _put_on(doc)]


def _put_on(doc: Doc) -> Iterator[tuple[Token, Token]]:
    """(the verb, the medicine) of "my doctor put me on Lexapro", "they started me on insulin": the speaker, whom
    the verb puts on the medicine, is on it; the one who put them there is not (their subject is the doctor)."""
    for medicine in doc:
        on, verb = medicine.head, medicine.head.head
        if medicine.dep_ != "pobj" or not _is_medicine(medicine) or on.lower_ != "on" or on.dep_ != "prep":
            continue
        put = verb.lemma_.lower() in _PUTTING_ON and any(c.dep_ == "dobj" and c.lower_ == "me" for c in verb.children)
        if put and not is_question(verb.sent) and told_as_happened(verb, verb):
            yield verb, medicine


def _prescribed(verb: Token, medicine: Token) -> Candidate:
    polarity = polarity_of(context_words(verb), Effect.CHANGE)
    sentence = verb.sent
    return Candidate("HAS_STATE", USER, _named(medicine), THING, polarity, _CONFIDENCE, sentence.text, sentence.start)


def without_aids_as_deeds(candidates: Iterable[Candidate], doc: Doc) -> list[Candidate]:
    """The candidates but the event "wear glasses" where the glasses are an aid worn for good, read here."""
    worn = {_bare(f"{_WEAR} {aid}") for verb, aid, _ in _treatments(doc) if verb.lemma_.lower() == _WEAR}
    return [candidate for candidate in candidates if not (candidate.kind == EVENT and _bare(candidate.object) in worn)]


def _bare(event: str) -> tuple[str, ...]:
    """The event's words without articles: "wear a hearing aid" is "wear hearing aid"."""
    return tuple(word for word in event.lower().split() if word not in _ARTICLES)


def _treatments(doc: Doc) -> Iterator[tuple[Token, str, Effect]]:
    """(the verb whose subject is treated, the treatment, how the verb's tense bears on it now)."""
    for noun in doc:
        if noun.dep_ == "pobj" and _is_medicine(noun):
            preposition, verb = noun.head, noun.head.head
            if preposition.lower_ == "on" and verb.lemma_.lower() == "be" and preposition.dep_ == "prep":
                effect = Effect.ENDED if verb.tag_ == "VBD" else Effect.NONE  # "I was on insulin": held then
                yield verb, _named(noun), effect
        elif noun.dep_ == "dobj" and (_is_medicine(noun) or noun.lower_ in _TAKEN) and _taken_now(noun.head):
            verb = noun.head
            if verb.dep_ == "xcomp" and verb.head.lemma_.lower() == _QUIT:  # "I quit taking Adderall": ended
                yield verb.head, _named(noun), Effect.ENDED
            else:  # "I take iron supplements", "I've started taking them"
                yield verb, _named(noun), Effect.NONE
        elif noun.dep_ == "dobj" and _is_aid(noun):
            verb = noun.head
            if verb.lemma_.lower() == _WEAR and verb.tag_ in {"VBP", "VBZ"}:  # not "I'm wearing glasses today"
                yield verb, _named(noun), Effect.NONE


def _taken_now(verb: Token) -> bool:
    """ "I *take* vitamins", "I'm *taking* iron supplements", "I've been / I started / I stopped *taking* ...": taken
    for good (or no longer, which the words around say); not "I took vitamins on the trip", one occasion."""
    if verb.lemma_.lower() != "take" or any(child.dep_ == "prt" or child.lower_ in _MOVED for child in verb.children):
        return False  # "I take the pills *out* of the box", "I take them *to* her"
    if verb.tag_ in {"VBP", "VBZ"}:
        return True
    kept_up = verb.dep_ == "xcomp" and verb.head.lemma_.lower() in _KEEPING_UP
    return verb.tag_ == "VBG" and (kept_up or any(child.dep_ == "aux" for child in verb.children))


def _is_medicine(noun: Token) -> bool:
    lower = noun.lower_
    if lower in _MEDICINES or lower in _NAMED_MEDICINES:
        return True
    first = _NAMED_BY_TWO.get(lower)
    return first is not None and noun.i > 0 and noun.doc[noun.i - 1].lower_ == first


def _is_aid(noun: Token) -> bool:
    lower = noun.lower_
    if lower in _AIDS:
        return True
    kind = _NAMED_AIDS.get(lower)
    return kind is not None and any(child.lower_ == kind for child in noun.lefts)


def _named(noun: Token) -> str:
    """The noun with the words that say which one, without its article: "blood pressure meds", "hearing aid"; a
    medicine with what it is for: "medication for anxiety" (what it treats says more than "medication")."""
    start = noun.left_edge.i
    while noun.doc[start].dep_ in {"det", "poss"}:
        start += 1
    named = noun.doc[start : noun.i + 1].text
    treated = _treated(noun) if noun.lower_ in _TAKEN or _is_medicine(noun) else None
    return f"{named} for {treated}" if treated else named


def _treated(medicine: Token) -> str | None:
    """What a medicine is for, right after it ("meds for *my blood pressure*"), without its article or owner; the
    small model hangs "for" on the medicine or on the verb."""
    doc = medicine.doc
    after = doc[medicine.i + 1] if medicine.i + 1 < len(doc) else None
    if after is None or after.lower_ != "for" or after.dep_ != "prep" or after.head not in {medicine, medicine.head}:
        return None
    treated = next((child for child in after.children if child.dep_ == "pobj"), None)
    if treated is None or treated.ent_type_ in {"DATE", "TIME"}:
        return None  # "I've been on insulin for years": how long, not what for
    start = treated.left_edge.i
    while doc[start].dep_ in {"det", "poss"}:
        start += 1
    return doc[start : treated.right_edge.i + 1].text
