"""The vocabulary both tiers read: relationship nouns, predicate phrases and the small word classes around them.

Tier 1 matches these words on the token text (no lemmas or tags exist in `spacy.blank`), so every inflection a
rule should see is listed; tier 2 looks the same words up on parsed tokens. Adding a phrase here teaches both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from kg.extraction.relation import ORGANIZATION, PERSON, PLACE, PROJECT, THING


class Effect(Enum):
    NONE = "none"
    CHANGE = "change"  # a new value replacing an old one: "joined", "moved to"
    ENDED = "ended"  # no longer holds: "quit", "worked at"


@dataclass(frozen=True)
class RoleNoun:
    """A noun naming a relation to its possessor: "my *manager* is Bob", "my *sister* Alice"."""

    edge_type: str
    kind: str
    qualifier: str | None = None
    category: bool = False  # "my favourite <category> is X": the words after it name the category


# Names one plays "for" that are no team: "I play for Jesus", "I played for Ohio" (a state's team is its own name).
_NOT_TEAMS = frozenset({"PERSON", "GPE", "NORP", "DATE", "TIME"})


@dataclass(frozen=True)
class Predicate:
    """A predicate phrase: a word, then optionally one of `preps`, then its object ("work at Acme")."""

    edge_type: str
    kind: str
    words: frozenset[str]
    preps: tuple[str, ...] = ()  # empty: the object follows the word directly
    effect: Effect = Effect.NONE
    confidence: float = 0.8
    needs_negation: bool = False  # "can't stand": the negation is part of the meaning, not a denial
    object_first: bool = False  # "a peanut allergy": the object comes before the word
    # Only tier 2 can tell "I left Acme" from "I left Boston" or "work with Bob" from "work with Python": when
    # either set is non-empty the object's NER label decides (it must be in `entity_labels`, if given, and not
    # in `excluded_labels`), so tier 1, which has no NER, never applies the predicate.
    entity_labels: frozenset[str] = frozenset()
    excluded_labels: frozenset[str] = frozenset()
    # A particle the verb must have ("laid *off* from"); only tier 2 sees particles, so tier 1 never applies it.
    particle: str = ""
    # A state said with a past copula held then, not now: "I *was* married to Dan" (as "my manager was Bob").
    past_ends: bool = False
    # Read only when placed in an earlier part of life, and then ended: "I hated broccoli as a kid" (`earlier_life`);
    # "I hated the movie" judges one occasion, not a lasting dislike.
    earlier_life_only: bool = False
    # Prepositions whose object counts only as a kind of home with the place it is in named: "live *on* a farm in
    # Iowa" (LIVES_IN Iowa), where "live on a budget" or "on Main Street" names no place one lives in.
    home_preps: tuple[str, ...] = ()
    # The object is a kind of home, which counts only with the place it is in named: "I rent *an apartment in
    # Brooklyn*" (LIVES_IN Brooklyn); "I rent a car" or "I rent an apartment" names no place.
    home_object: bool = False

    def effect_after(self, words: Sequence[str]) -> Effect:
        """`effect`, or ENDED when the words before the predicate put its state in the past."""
        if self.past_ends and PAST_COPULAS.intersection(word.lower() for word in words):
            return Effect.ENDED
        return self.effect

    @property
    def needs_parse(self) -> bool:
        """Whether only tier 2 (NER and the parse) can apply it."""
        return bool(self.entity_labels or self.excluded_labels or self.particle)


_APOSTROPHE = "'"
_TYPOGRAPHIC_APOSTROPHE = "\u2019"  # what phones type for "'": "I\u2019m", "don\u2019t"


def _words(text: str) -> frozenset[str]:
    """The words of `text`, each with an apostrophe also spelled the typographic way."""
    words = text.split()
    return frozenset(words + [word.replace(_APOSTROPHE, _TYPOGRAPHIC_APOSTROPHE) for word in words])


def _role(edge_type: str, kind: str, words: str, qualifier: str | None = None) -> dict[str, RoleNoun]:
    return dict.fromkeys(words.split(), RoleNoun(edge_type, kind, qualifier))


def _family(*forms: str) -> dict[str, RoleNoun]:
    # The first form is the qualifier: ("mother", "mom", "mum") all mean qualifier "mother".
    return dict.fromkeys(forms, RoleNoun("FAMILY_MEMBER", PERSON, forms[0]))


# People one goes to for a service: "I went to *the dentist*" is a visit (ATTENDED), not a person named "dentist".
_GONE_TO_FOR_A_SERVICE = """doctor dentist therapist trainer tutor lawyer accountant mechanic hairdresser barber
    pediatrician psychiatrist counselor counsellor"""
PEOPLE_GONE_TO = frozenset(_GONE_TO_FOR_A_SERVICE.split())


def _known_by_service(words: str) -> dict[str, RoleNoun]:
    return {word: RoleNoun("KNOWS", PERSON, word) for word in words.split()}


def _partner(*forms: str) -> dict[str, RoleNoun]:
    return dict.fromkeys(forms, RoleNoun("PARTNER_IS", PERSON, forms[0]))


ROLE_NOUNS: dict[str, RoleNoun] = {
    **_role("HAS_MANAGER", PERSON, "manager boss supervisor lead"),
    **_partner("wife", "wifey", "missus", "missis"),
    **_partner("husband", "hubby"),
    **_partner("partner"),
    **_partner("girlfriend"),
    **_partner("boyfriend"),
    **_partner("spouse"),
    **_partner("fiancé", "fiance"),
    **_partner("fiancée", "fiancee"),
    **_family("sister", "sisters"),
    **_family("brother", "brothers"),
    **_family("mother", "mom", "mum", "mommy", "mummy", "mama"),
    **_family("father", "dad", "daddy", "papa"),
    **_family("son", "sons"),
    **_family("daughter", "daughters"),
    **_family("parent", "parents"),
    **_family("child", "children", "kid", "kids"),
    **_family("sibling", "siblings"),
    **_family("aunt", "aunts"),
    **_family("uncle", "uncles"),
    **_family("cousin", "cousins"),
    **_family("niece", "nieces"),
    **_family("nephew", "nephews"),
    **_family("grandmother", "grandma", "granny", "grandmothers", "grandmas"),
    **_family("grandfather", "grandpa", "grandfathers", "grandpas"),
    **_family("grandparent", "grandparents"),
    **_family("grandson", "grandsons"),
    **_family("granddaughter", "granddaughters"),
    **_family("grandchild", "grandchildren", "grandkid", "grandkids"),
    **_family("in-laws"),  # "my in-laws": one's spouse's parents, together
    **_role("FRIEND_OF", PERSON, "friend friends buddy pal bff"),
    **_role("COLLEAGUE_OF", PERSON, "colleague colleagues coworker coworkers teammate teammates workmate"),
    **_role("HAS_INTEREST", THING, "hobby hobbies passion passions"),
    **_role("WORKS_AT", ORGANIZATION, "employer"),
    # People one knows by what they do for one or where they live: "my dentist is Dr. Patel", "my neighbor Carl",
    # "my roommate Alex" (KNOWS, the role its qualifier), named only: "my doctor says ..." names nobody.
    **_known_by_service(
        " ".join(PEOPLE_GONE_TO) + " neighbor neighbour landlord landlady mentor babysitter nanny"
        " contractor roommate flatmate housemate"
    ),
    "favourite": RoleNoun("LIKES", THING, category=True),
    "favorite": RoleNoun("LIKES", THING, category=True),
    "fave": RoleNoun("LIKES", THING, category=True),
}
# The words for one's boss: "my manager" says whose boss someone is, not their job's title.
BOSS_NOUNS = frozenset(word for word, role in ROLE_NOUNS.items() if role.edge_type == "HAS_MANAGER")
# Nouns that only stand for a person whose name follows: "a guy named Steve", "a woman called Lucia".
SOMEONE_NOUNS = frozenset({"guy", "man", "woman", "lady", "person", "gentleman", "fellow", "chap", "girl", "boy"})

# Words allowed between "my" and a role noun. They never change the relation, except for the polarity
# words among them ("new", "former", "ex"), which `polarity` reads.
ROLE_MODIFIERS = _words(
    "new current old former previous ex late best close good direct line team older younger elder big little"
    " baby twin step half dear lovely main"
)

PREDICATES: tuple[Predicate, ...] = (
    Predicate("WORKS_AT", ORGANIZATION, _words("work works working"), ("at", "for")),
    # "I play basketball for the Minnesota Bears": a team by name (tier 2: "I play for fun" names none)
    Predicate("MEMBER_OF", ORGANIZATION, _words("play plays playing"), ("for",), excluded_labels=_NOT_TEAMS),
    Predicate("MEMBER_OF", ORGANIZATION, _words("played"), ("for",), Effect.ENDED, 0.6, excluded_labels=_NOT_TEAMS),
    Predicate("WORKS_AT", ORGANIZATION, _words("worked"), ("at", "for"), Effect.ENDED, 0.6),
    # "I'm interning at NASA this summer": an intern works there, as "I'm an intern at NASA" says.
    Predicate("WORKS_AT", ORGANIZATION, _words("intern interns interning"), ("at", "for", "with"), confidence=0.7),
    Predicate("WORKS_AT", ORGANIZATION, _words("interned"), ("at", "for", "with"), Effect.ENDED, 0.6),
    Predicate("WORKS_AT", ORGANIZATION, _words("employed"), ("at", "by", "with")),
    Predicate("WORKS_AT", ORGANIZATION, _words("join joined joining"), (), Effect.CHANGE, 0.7),
    Predicate("WORKS_AT", ORGANIZATION, _words("quit"), (), Effect.ENDED, 0.7),
    # "I retired from Globex", "I'm retiring from the Navy at the end of the year": the job ends (then).
    Predicate("WORKS_AT", ORGANIZATION, _words("retire retired retiring"), ("from",), Effect.ENDED, 0.7),
    # "I was fired from Initech", "I got laid off by Globex": dismissed, so it ended ("let go from" is not read).
    Predicate("WORKS_AT", ORGANIZATION, _words("fired sacked dismissed"), ("from", "by"), Effect.ENDED, 0.7),
    Predicate("WORKS_AT", ORGANIZATION, _words("laid"), ("from", "by"), Effect.ENDED, 0.7, particle="off"),
    # "I just started at Globex", "I'm starting at Initech on Monday": only names follow, so "at 9" is no employer.
    Predicate("WORKS_AT", ORGANIZATION, _words("start started starting"), ("at",), Effect.CHANGE, 0.7),
    Predicate("WORKS_AT", ORGANIZATION, _words("hired"), ("at", "by"), Effect.CHANGE, 0.75),
    # "I teach at Hillcrest High": where a teacher teaches is where they work.
    Predicate("WORKS_AT", ORGANIZATION, _words("teach teaches teaching"), ("at",), confidence=0.75),
    Predicate("WORKS_AT", ORGANIZATION, _words("taught"), ("at",), Effect.ENDED, 0.6),
    Predicate(
        "WORKS_AT",
        ORGANIZATION,
        _words("left leaving"),
        (),
        Effect.ENDED,
        0.7,
        excluded_labels=frozenset({"PERSON", "GPE", "LOC", "FAC", "DATE", "TIME"}),
    ),
    Predicate("WORKS_ON", PROJECT, _words("work works working"), ("on",)),
    # "I worked hard on my album": a project worked on lately, maybe not done, so not ended (unlike a job); read by
    # tier 2 only, which tells "worked on *Saturday*" and "on my tan" from a project.
    Predicate(
        "WORKS_ON", PROJECT, _words("worked"), ("on",), confidence=0.7, excluded_labels=frozenset({"DATE", "TIME"})
    ),
    Predicate("WORKS_ON", PROJECT, _words("contribute contributes contributing"), ("to",), confidence=0.7),
    # "I just started on a new novel": begun, so worked on now; tier 2 (a time is no project: "on Monday").
    Predicate(
        "WORKS_ON",
        PROJECT,
        _words("start started starting"),
        ("on",),
        confidence=0.7,
        excluded_labels=frozenset({"DATE", "TIME"}),
    ),
    Predicate("COLLEAGUE_OF", PERSON, _words("work works working"), ("with",), entity_labels=frozenset({"PERSON"})),
    Predicate("LIVES_IN", PLACE, _words("live lives living"), ("in",), home_preps=("on",)),
    Predicate("LIVES_IN", PLACE, _words("lived"), ("in",), Effect.ENDED, 0.6, home_preps=("on",)),
    # "I grew up in Ohio": a home in the past (tier 2: the particle)
    Predicate("LIVES_IN", PLACE, _words("grew growing"), ("in",), Effect.ENDED, 0.6, particle="up", home_preps=("on",)),
    Predicate("LOCATED_IN", PLACE, _words("based"), ("in",)),
    # Tier 2 (the parse finds the place the home is in): a home rented is a home lived in.
    Predicate(
        "LIVES_IN", PLACE, _words("rent rents renting"), home_object=True, excluded_labels=frozenset({"DATE", "TIME"})
    ),
    Predicate(
        "LIVES_IN",
        PLACE,
        _words("move moved moving relocate relocated relocating immigrate immigrated immigrating emigrated"),
        ("to",),
        Effect.CHANGE,
        home_preps=("into",),
    ),
    # "I'm moving out of Denver", "I moved out of Boston": a home left (tier 2: the particle; a named place only, so
    # "out of my parents' house" is none).
    Predicate(
        "LIVES_IN",
        PLACE,
        _words("move moved moving"),
        ("of",),
        Effect.ENDED,
        0.6,
        excluded_labels=frozenset({"PERSON", "DATE", "TIME"}),
        particle="out",
    ),
    Predicate("HAS_STATE", THING, _words("diagnosed"), ("with",), confidence=0.85),
    Predicate("IS_ALLERGIC_TO", THING, _words("allergic"), ("to",), confidence=0.9),
    # A fear is kept away from as a dislike is: "I'm afraid of heights", "she's terrified of spiders".
    Predicate("DISLIKES", THING, _words("afraid scared terrified frightened"), ("of",), confidence=0.7, past_ends=True),
    Predicate("IS_ALLERGIC_TO", THING, _words("allergy allergies"), ("to",), confidence=0.85),
    Predicate("IS_ALLERGIC_TO", THING, _words("allergy allergies"), (), confidence=0.8, object_first=True),
    Predicate("HAS_INTEREST", THING, _words("interested"), ("in",)),
    Predicate("HAS_INTEREST", THING, _words("passionate"), ("about",)),
    Predicate("HAS_INTEREST", THING, _words("keen"), ("on",), confidence=0.7),
    # "I really care about mental health": a cause one cares for, as one is passionate about it; not a person.
    Predicate(
        "HAS_INTEREST", THING, _words("care cares"), ("about",), confidence=0.7, excluded_labels=frozenset({"PERSON"})
    ),
    # "I've been looking into nursing": exploring a field, read by tier 2 only (tier 1 would take "look into it").
    Predicate(
        "HAS_INTEREST",
        THING,
        _words("looking"),
        ("into",),
        confidence=0.6,
        excluded_labels=frozenset({"PERSON", "DATE", "TIME"}),
    ),
    Predicate("HAS_INTEREST", THING, _words("into"), (), confidence=0.6),
    # Cherishing or treasuring a thing is liking it dearly ("I cherish our Sunday lunches").
    Predicate(
        "LIKES",
        THING,
        _words("like likes love loves enjoy enjoys enjoying loving adore adores cherish cherishes treasure treasures"),
    ),
    # Past liking of a thing still says the speaker likes it ("I enjoyed the concert", "I never liked mushrooms").
    Predicate("LIKES", THING, _words("liked loved enjoyed adored cherished treasured"), confidence=0.7),
    Predicate("LIKES", THING, _words("fan fans fond"), ("of",), confidence=0.75),
    Predicate("DISLIKES", THING, _words("dislike dislikes hate hates hating detest detests loathe loathes")),
    Predicate("DISLIKES", THING, _words("stand"), (), needs_negation=True),
    Predicate("DISLIKES", THING, _words("hated detested loathed"), confidence=0.7, earlier_life_only=True),
    Predicate("PREFERS", THING, _words("prefer prefers")),
    Predicate("HAS_MANAGER", PERSON, _words("report reports reporting"), ("to",)),
    # A partner one is married or engaged to, or dating ("I'm married to Chris"; "married to my job" names no one).
    Predicate("PARTNER_IS", PERSON, _words("married engaged"), ("to",), confidence=0.85, past_ends=True),
    Predicate("PARTNER_IS", PERSON, _words("dating"), (), confidence=0.75),
    # What one knows: a language spoken (tier 2: "I speak *to* my mom", "speak my mind" are no language), a field
    # one is fluent, skilled or certified in, an expert in, good at (tier 2: "good at *the moment*" is a time).
    Predicate(
        "KNOWS_ABOUT", THING, _words("speak speaks"), (), confidence=0.8, entity_labels=frozenset({"LANGUAGE", "NORP"})
    ),
    # A language known ("I know Spanish"); only a language the tagger names so ("I know Spanish people" is people).
    Predicate(
        "KNOWS_ABOUT", THING, _words("know knows"), (), confidence=0.8, entity_labels=frozenset({"LANGUAGE", "NORP"})
    ),
    Predicate(
        "KNOWS_ABOUT",
        THING,
        _words("fluent proficient skilled versed certified bilingual trilingual"),
        ("in",),
        confidence=0.8,
    ),
    Predicate("KNOWS_ABOUT", THING, _words("expert experts"), ("in", "on", "at"), confidence=0.75),
    Predicate(
        "KNOWS_ABOUT",
        THING,
        _words("good great"),
        ("at",),
        confidence=0.7,
        excluded_labels=frozenset({"DATE", "TIME", "PERSON", "GPE", "LOC", "FAC", "ORG"}),
    ),
    Predicate("FRIEND_OF", PERSON, _words("friends"), ("with",)),
)

# Gerunds whose bare noun before them is what they act on, a pastime's name: "people watching", "bird spotting",
# "star gazing", "bar hopping", "window shopping", "wine tasting", "apple picking", "ghost hunting".
GERUNDS_OF_THEIR_NOUN = frozenset(
    {"watching", "spotting", "gazing", "hopping", "shopping", "tasting", "picking", "hunting", "collecting"}
)

# What one works on that is a project even unnamed: "I'm working on my first *novel*" (not "on myself").
PROJECT_NOUNS = _words(
    "novel book script screenplay album song songs app website site blog podcast thesis dissertation store shop"
    " business startup studio campaign collection film movie documentary painting mural sculpture quilt garden"
    " renovation memoir portfolio game course curriculum play musical"
)
# Kinds of project at work, led or worked on: "the migration to Kubernetes", "the billing redesign".
WORK_PROJECTS = _words(
    "project migration rollout launch relaunch initiative program programme redesign rewrite overhaul upgrade"
    " integration renovation pilot campaign fundraiser"
)

# Any predicate word after "and" starts a new clause: "I love hiking and *hate* running".
PREDICATE_WORDS = frozenset(word for predicate in PREDICATES for word in predicate.words)

# What PREFERS compares against: "tea *over* coffee", "tea *to* coffee", "tea *rather than* coffee".
PREFERENCE_ALTERNATIVES = _words("over to than instead")

# "m": chat's "im", which the small model splits into "i" and "m".
COPULAS = _words("is 's are 're was were am 'm m")
PAST_COPULAS = _words("was were")
# Favourites that are moments of something lived ("my favorite *part* was the fireworks"): the part of an occasion
# liked, no taste kept, and in the past no favourite given up either.
MOMENTS = _words("part parts moment moments memory memories bit bits")
FIRST_PERSON = _words("i")
# "We" includes the speaker, but may also be a family or a company. Only where sharing is safe does it stand for
# the user: in events ("we went to a concert": the speaker went) and ownership or membership ("we have a dog"), in
# likings ("we love camping": a family's liking is the speaker's too), and in a home ("we live in Denver", "we moved
# to Austin": in chat with an assistant "we" of a home is the speaker's household; a company's move names what it
# moved, "we moved our office to Austin", which gives none); never in functional relations such as WORKS_AT.
FIRST_PERSON_PLURAL = _words("we")
# Relations whose subject "we" includes the speaker (see FIRST_PERSON_PLURAL).
SHARED_BY_WE = frozenset({"LIKES", "DISLIKES", "OWNS", "MEMBER_OF", "LIVES_IN"})
POSSESSIVE_MARKERS = _words("'s")
APOSTROPHES = frozenset({_APOSTROPHE, _TYPOGRAPHIC_APOSTROPHE})
# A possessive as typed: "'s", or the apostrophe alone after a plural ("dogs' beds").
POSSESSIVE_ENDINGS = POSSESSIVE_MARKERS | APOSTROPHES

# Words that may stand between a subject and its predicate without changing who the subject is:
# auxiliaries, negation, adverbs, and the "a big" of "I'm a big fan of".
SUBJECT_GAP = _words(
    "am 'm is 's are 're was were be been being do does did have has 've had will 'll"
    " can ca wo would 'd could might should not n't never no longer also still now currently really"
    " truly actually totally absolutely definitely genuinely honestly seriously kind sort of very so quite"
    " pretty mostly always usually generally recently finally already just even particularly especially"
    " deeply a an big huge massive used to started starting begun began stopped officially happily both all too"
    " nowadays"
)
# A state's verb may also follow "going to" or "gonna", a future as "will" is ("I'm going to quit my job at Globex",
# polarity.py). Only a state's: an activity after them is a plan, which the event readers read ("I'm going to
# paint the kitchen": PLANS, no DID).
SUBJECT_GAP_OF_STATES = SUBJECT_GAP | _words("going gon na")
NEGATORS = _words("not n't never no nor nt")  # "nt": the small model's token of chat's "dont", "cant", "didnt"
# The auxiliaries of the perfect: "I *have* worked", "she*'s* always wanted", "we *had* loved". A reader of the
# present perfect alone (what holds up to now) takes PRESENT_PERFECT_AUX; "'s" is "has" only before a participle,
# which each reader checks.
PRESENT_PERFECT_AUX = _words("have has 've 's")
PERFECT_AUX = PRESENT_PERFECT_AUX | _words("had 'd")
# A statement about a wish, not a fact: "I'd like a coffee", "I would work at Acme if...".
HYPOTHETICAL = _words("would 'd could might should")
# Hedges that make a future only possible when they open its clause: "*Maybe* we're moving", "*Perhaps* I'll go".
HEDGES = frozenset({"maybe", "perhaps", "possibly"})
# What makes an act only possible or still to come ("Globex might lay me off", "we'll join the choir"): it has
# not happened.
NOT_DONE = HYPOTHETICAL | _words("may can ca will 'll wo")

# Tokens that skip before an object: determiners, possessives and opening quotes.
OBJECT_LEAD = _words("a an the some my our his her their your this that these those")
OPENERS = frozenset("\"'`\u201c\u2018\u00ab([{")  # with typographic opening quotes and guillemets

# Words that end an object phrase: clause starters, prepositions, auxiliaries and time adverbs.
PHRASE_END = _words(
    "because but since when while who whom whose which that so though although if as than over to instead"
    " rather in on at with for from about during after before by until into through without like near"
    " is 's are 're was were am 'm be been has have had do does did will would can could should"
    " might must likes loves enjoys hates prefers works lives says said thinks"
    " anymore now too either lately nowadays today tomorrow yesterday currently already again also"
    " every each very really together"
)
# Two-word ends: "I like coffee *a lot*", "I don't work there *any more*".
PHRASE_END_PAIRS = frozenset(
    {
        ("a", "lot"),
        ("a", "bit"),
        ("very", "much"),
        ("so", "much"),
        ("any", "more"),
        ("no", "more"),
        ("these", "days"),
        ("right", "now"),
        ("as", "well"),
        ("at", "all"),
        ("back", "in"),  # "I bought a car *back in* May": when, not part of the car
        ("back", "when"),
        ("back", "then"),
    }
)
# Pairs that name one kind together, not two: "black and white photos" are not black photos and white photos.
FIXED_PAIRS = frozenset(
    {
        ("black", "white"),
        ("rock", "roll"),
        ("arts", "crafts"),
        ("salt", "pepper"),
        ("sweet", "sour"),
        ("rhythm", "blues"),
        ("drum", "bass"),
        ("country", "western"),
        ("fish", "chips"),
        ("mac", "cheese"),
        ("bed", "breakfast"),
        ("hip", "hop"),
    }
)
# Genres of stories, said alone before "and" and a kind of films or books: "I love *action* and sci-fi movies" likes
# action movies (where "I love jazz and classical music" may like jazz as such: music genres are not here). Singular
# only: "comedies and horror films" are liked as comedies.
STORY_GENRES = _words(
    "action adventure horror comedy thriller romance fantasy mystery drama documentary crime "
    "western superhero war animated detective"
)
# What such genres are kinds of.
STORY_FORMS = _words("movie movies film films show shows series book books novel novels comic comics game games")
LIST_SEPARATORS = _words(", and or nor")
# After a list separator these start a new clause rather than another item: "I like tea and *I* ...".
CLAUSE_STARTERS = _words("i you he she we they it my your his her our their this that there but so because then also")
# Inside a name, joining two name words: "Bank *of* America", "Ludwig *van* Beethoven", "AT *&* T".
NAME_JOINERS = _words("of de van von der den da di du la le del & -")
# Titles written as capitals, never anyone's name: "I report to the *VP* of sales", "my manager is the *CEO*".
TITLE_ACRONYMS = _words("ceo cto cfo coo cmo cio vp svp evp")
# Capitalised at the start of a sentence but never a name (pronouns, determiners, quantifiers), nor is a title.
NOT_NAMES = TITLE_ACRONYMS | _words(
    "i my me mine we our us you your he him his she her they them their it its this that these those the a an nt"
    " everyone everybody someone somebody nobody anyone anybody people nothing something everything"
    " who what which where when why how yes no ok okay hi hello hey thanks please"
    " sounds looks seems feels let let's one going gonna gon"
    " monday tuesday wednesday thursday friday saturday sunday today tonight yesterday tomorrow"
)
# Words read in lower-case text that still cannot be a name: "my manager is *great*".
# Languages people speak, by name: the small model's NER calls many of them otherwise ("Farsi": a person, "Tamil": a
# place), so a word that says a language is meant ("speaks fluent *Farsi*", "native *language*") is read by name.
LANGUAGE_NAMES = _words(
    """english spanish french german italian portuguese dutch flemish swedish norwegian danish finnish icelandic
    polish czech slovak hungarian romanian bulgarian serbian croatian bosnian slovenian albanian greek turkish
    russian ukrainian belarusian lithuanian latvian estonian georgian armenian azerbaijani kazakh uzbek
    arabic hebrew farsi persian dari pashto kurdish urdu hindi bengali bangla punjabi gujarati marathi tamil
    telugu kannada malayalam sinhala nepali mandarin cantonese chinese hokkien taiwanese japanese korean
    vietnamese thai lao khmer burmese tagalog filipino indonesian malay javanese swahili amharic somali
    yoruba igbo hausa zulu xhosa afrikaans twi wolof haitian creole irish gaelic welsh basque catalan galician
    yiddish latin esperanto asl"""
)
# The speaker's own, told by the possessive: "*my* trip", "*our* dog".
MY_OUR = frozenset({"my", "our"})
# A name that says it is a school: "Riverside *Elementary*", "Hillcrest *High*", "Ohio *University*" (a first day
# there is a pupil's, not a new job's; one who goes there studies there).
SCHOOL_NAME_WORDS = frozenset(
    {"university", "college", "school", "elementary", "academy", "kindergarten", "preschool", "high"}
    | {"primary", "secondary", "nursery", "montessori"}  # "Oakwood Primary", "Hillcrest Secondary"
)
NOT_LOWERCASE_NAMES = _words(
    "great nice good bad cool awesome amazing terrible awful fine ok okay busy away out sick here there new"
    " not also still now really very so kind mean strict smart funny lovely annoying happy sad late early"
    " off on back home"
)
# Objects too vague to store: "I like *it*", "I love *you*", "I work *from home*".
VAGUE_OBJECTS = _words(
    "it this that them him her you me us myself yourself something anything everything nothing stuff things"
    " mine yours theirs ours hers"
    " thing one lot home here there weekends mornings evenings nights idea ideas genre project projects ton alright"
    # Abstract heads that only mean something with what the conversation showed: "I love the *color*".
    " color colour texture vibe vibes energy atmosphere feeling feel look sound smell taste connection tech"
    " design details detail message concept thought love support effort dedication spirit attitude mood view"
    " views sight scene way part kind sort bit ones couple opportunity opportunities option options structure"
    " theme themes freedom colors colours company progress knowledge"
    # Qualities, liked only of something: "I love the *diversity* of the city" keeps its "of the city".
    " diversity beauty charm"
    # A job says which only with "as a nurse", which HAS_ROLE reads: "I love my *job* as a nurse".
    " job work"
    # "I cherish time with my grandkids": time is the whole of life, not a thing liked; "I treasure every memory" names
    # none.
    " time memory memories moment moments"
)
# An object never starts with these: a pronoun, a question word or a degree adverb is not a thing ("I love *how*
# creative you are", "I love you *so much*", "I love *you guys*"), and "being" heads a state, not an activity.
NOT_OBJECT_START = _words(
    "how what why when where who whom which whether you he she they we i me him them us it its much more most"
    " many so very too really quite being been be both each either neither sure having getting doing going"
)
# Gerunds of light verbs that start an object only with what they act on: "*having* game nights".
LIGHT_GERUNDS = _words("having getting going doing")
# How good a thing is or would be, said by one who likes or wishes it: "knitting is a *good* way to unwind", "it
# would be *nice* to visit Japan".
GOOD_JUDGEMENTS = _words("great good fun nice perfect awesome cool wonderful amazing fantastic lovely")
# Words that point back into the conversation: an object holding one ("that game", "making this", "doing
# something") or opening with someone else's ("your turtles", "their work") cannot be stored on its own.
CONTEXT_WORDS = _words("this that these those it something anything everything nothing yet them what how why sure")
OTHERS_POSSESSIVES = _words("your their its")
# Gerunds too vague to be an activity on their own: "I love *creating*", "I enjoy *doing*" name nothing.
VAGUE_GERUNDS = _words(
    "having doing getting going creating making seeing feeling trying knowing saying thinking talking"
    " learning improving helping working spending taking giving keeping finding using watching playing escaping"
    " sinking"
)
# What a pastime helps the speaker do, which tells they like it (kg/extraction/delights.py) and is a purpose, not a
# place, after "to" ("running to *de-stress*"): "knitting helps me *relax*", "*clear my head*".
UNWINDING = frozenset(
    {
        *("relax", "unwind", "de-stress", "destress", "decompress", "recharge", "chill", "calm down", "cope"),
        *("clear my head", "clear my mind", "express myself", "express my feelings", "express my emotions"),
        *("stay sane", "stay calm", "stay grounded", "stay centered", "feel calm", "feel relaxed", "feel alive"),
        *("feel free", "feel at peace", "switch off", "escape"),
        *("explore", "heal", "reflect", "focus", "process", "let go", "work through", "find peace", "be myself"),
        *("be true to myself", "stay positive", "stay focused", "stay motivated", "stay present"),
    }
)


def says_unwinding(told: str) -> bool:
    """Whether lower-cased words, hyphens joined ("de-stress"), begin with a way of unwinding (`UNWINDING`)."""
    return any(told == phrase or told.startswith(phrase + " ") for phrase in UNWINDING)


# Dashes that end a clause when spaced ("Busy week - went to a concert"); a hyphen glued to words joins them.
DASHES = frozenset({"-", "\u2013", "\u2014"})
