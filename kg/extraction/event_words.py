"""The vocabulary of activities and events (DID, ATTENDED, PLANS), read by both tiers.

Verbs are an allow-list: a verb of doing something one would tell a friend about ("painted", "adopted",
"volunteered"). Verbs of thinking, saying and feeling ("think", "tell", "love") never make an event, and an open
list would let "I told her the news" or "I made it" through.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Token

from kg.extraction.lexicon import ROLE_NOUNS
from kg.extraction.relation import PERSON


def words(text: str) -> frozenset[str]:
    """The whitespace-separated words of `text`: long lists read better as text."""
    return frozenset(text.split())


# Verbs whose object is the activity itself: "I'm doing *kickboxing*", "I play *tennis*".
LIGHT_VERBS = frozenset({"do", "practice", "practise", "play"})
# Verbs of doing: the event is the verb with its object ("paint a sunset", "adopt a kitten").
ACTIVITY_VERBS = words(
    """paint draw sketch write read bake cook make build adopt run hike climb swim ride visit watch learn study
    finish complete start launch open plant grow knit sew crochet sing perform record compose win celebrate host
    organize organise throw buy travel explore fix repair renovate decorate volunteer train try create design
    coach donate raise graduate publish release camp fish ski surf skate dance meditate bike cycle jog walk see
    meet tour sail kayak row garden apply sign finish enter compete redo remodel shoot film photograph
    knead brew carve craft quilt restore complete move score"""
)
# Tier 2 only: more verbs of doing, by class. The parse shows their object is a noun phrase ("I *passed* the
# interviews", "we *roasted* marshmallows"), which tier 1's word order cannot, so they stay out of its list.
PARSED_ACTIVITY_VERBS = words(
    """sculpt weave embroider illustrate choreograph rehearse edit print frame upcycle
    pitch submit present expand develop wrap prepare prep arrange finalize
    pass fail ace retake earn receive score qualify
    foster rescue babysit groom feed
    fly drive roadtrip backpack cruise stay
    join
    reorganize redecorate clean declutter install furnish
    tweak tinker experiment revise rewrite polish redesign upgrade refine improve collaborate repaint
    hurt break injure sprain twist recover
    research
    purchase order collect acquire
    roast grill barbecue whip
    mentor teach tutor team interview
    wear dye
    sell
    find contact email save lose beat
    post upload ship"""
)
# Verbs whose past is their base form, which the small model may tag as the present: "I quit on Monday", "I read
# Dune last week".
PAST_AS_BASE = words("quit put let set cut hit shut hurt read spread bet cost")
# Irregular past forms that a capitalised sentence start may get tagged as base forms ("*Took* a trip"), whose
# lemma is then the word itself; `dependency.verb_lemma` puts them right, and `when` reads them as past.
PAST_FORMS = dict(
    pair.split(":")
    for pair in words(
        """took:take went:go made:make got:get did:do saw:see met:meet gave:give ran:run found:find
        brought:bring bought:buy built:build caught:catch kept:keep left:leave lost:lose paid:pay sent:send
        sold:sell spent:spend taught:teach won:win wrote:write drove:drive flew:fly grew:grow rode:ride sang:sing
        swam:swim threw:throw began:begin came:come ate:eat drew:draw chose:choose fell:fall knew:know
        spoke:speak rewrote:rewrite retook:retake redid:redo unwound:unwind"""
    )
)
# Verbs that are only worth an event as a plan: "I moved to Berlin" is LIVES_IN already, "I'll move to Spain" is not.
FUTURE_ONLY_VERBS = frozenset({"move"})
# Heads that start, keep up or share the activity after them: "I've *started* doing yoga" is doing yoga, "I
# *helped* renovate a shelter" renovating a shelter, "I *used* to compete" competing then.
PHASE_VERBS = frozenset({"start", "begin", "keep", "continue", "resume", "help", "use", "carry"})
# Activity verbs that are an activity with no object too: "I've been *painting* a lot lately".
INTRANSITIVE_ACTIVITIES = words(
    """paint draw sketch write read bake cook run hike climb swim ski surf skate dance sing knit sew crochet camp
    fish travel volunteer meditate train jog bike cycle garden sail kayak row walk"""
)
# Tier 2 only: pastimes told with no object ("I've been *gaming*", "we *golfed* all day"). Alone most of these words
# are nouns too ("a game", "my journal"), so only the parse, which sees them used as verbs, may read them.
PARSED_PASTIMES = words(
    """network game blog vlog journal golf bowl snowboard skateboard paddleboard snorkel dive exercise code program
    quilt sculpt embroider craft lift backpack grill barbecue brew tutor mentor coach"""
)
# A preposition that belongs to the activity when the verb has no object: "volunteer *at* a food bank".
ACTIVITY_PREPS = {
    "volunteer": frozenset({"at", "with", "for"}),
    "train": frozenset({"for"}),
    "study": frozenset({"for"}),
    "practice": frozenset({"for"}),
    "practise": frozenset({"for"}),
    "rehearse": frozenset({"for"}),
    "prepare": frozenset({"for"}),
    "prep": frozenset({"for"}),
    "compete": frozenset({"in"}),
    "sign": frozenset({"up", "for", "with"}),
    "apply": frozenset({"for", "to"}),
    "interview": frozenset({"for", "with", "at"}),  # "interviewing for a job at Stripe", "with Google"
    "present": frozenset({"at", "to"}),  # "I presented to the board"
    "move": frozenset({"to"}),
    "stay": frozenset({"at", "in"}),
    "fly": frozenset({"to"}),
    "drive": frozenset({"to"}),
    "recover": frozenset({"from"}),
    "graduate": frozenset({"from"}),
    "retire": frozenset({"from"}),
    "qualify": frozenset({"for"}),
    "team": frozenset({"with"}),
    "tinker": frozenset({"with"}),
    "experiment": frozenset({"with"}),
    "collaborate": frozenset({"with", "on"}),  # "collaborating with a local artist", "on a mural"
    "run": frozenset({"for"}),  # "running for office" is a campaign, not a jog
    "play": frozenset({"with"}),  # "I played with the kittens"; "with the idea" is vague
    "celebrate": frozenset({"at"}),  # "we celebrated at a diner"
}
# Verbs of signing up that are an activity only with what one signed up for, and no object: "I *enrolled* in a
# coding bootcamp", "I *registered* for a half marathon"; not "I registered my car", "we enrolled our son in ...".
SIGNING_UP = {"enroll": "in", "enrol": "in", "register": "for"}
# Nouns after "take" that make it attending: "I took a *cooking class*".
CLASS_NOUNS = frozenset(
    {"class", "classes", "course", "courses", "lesson", "lessons", "workshop", "workshops", "seminar", "seminars"}
)
# Wonders of nature (and fireworks) one goes to see, an outing as a show is: "we saw the northern *lights*".
SIGHTS = words(
    "lights aurora auroras eclipse waterfall waterfalls falls glacier glaciers volcano pyramids geyser fireworks"
)
# What "see" must have as its object to be an outing: "I saw a *play*", not "I saw the impact".
SHOWS = frozenset(
    {
        "movie",
        "film",
        "play",
        "show",
        "concert",
        "musical",
        "game",
        "band",
        "exhibit",
        "exhibition",
        "opera",
        "ballet",
        "match",
        "comedian",
        "performance",
    }
)
# Nouns after "was at" that make being there an event: "I was at my niece's *graduation*".
EVENT_NOUNS = words(
    """party wedding graduation concert game show festival conference meeting funeral ceremony parade reunion
    recital premiere exhibition fair rally protest match tournament race marathon retreat workshop class
    celebration shower gala dinner reading fundraiser sale event reception convention expo banquet opening auction"""
)
# What one is "in" when taking part: "I was in a charity *race*", "in the *final* of a tournament".
CONTESTS = words(
    """competition contest tournament race marathon triathlon play musical final finals semifinal semifinals
    championship championships match recital parade pageant talent showcase playoff playoffs qualifier regatta
    comp comps tourney tourneys meet slam slams bee bees hackathon hackathons olympiad olympiads derby rodeo relay
    relays duathlon ultramarathon scrimmage scrimmages"""
)
# Where one goes without it being an event worth a fact: "I went to *bed*".
NOT_DESTINATIONS = frozenset(
    {"bed", "sleep", "work", "toilet", "bathroom", "it", "that", "this", "there", "here", "home", "place", "one", "way"}
)
# Objects that make no event of an activity verb: "I made *a decision*", "I'm doing *my best*".
# How one is doing, not what: "doing well", "I'm doing better".
HOW_ONE_DOES = words("well better worse fine great good okay ok alright awesome amazing bad badly")
VAGUE_EVENT_OBJECTS = words(
    """time fun lot bit thing things stuff something anything everything nothing way day week break rest chance
    look decision mistake sense progress effort difference point sure best well job deal part one ones kind
    sort idea call note moment minute second job position role offer impact difference wish wishes list
    memories memory plans plan friends money change changes choice choices mistakes decisions options option
    ideas research people other others someone everyone hand opportunities opportunity chances environment team
    together ever recently ton game place places space world life hang kick ok okay fine good great alright forces force
    hobby hobbies
    cheers cheer thanks shape touch
    dream dreams goal goals ambition ambitions challenge challenges journey impact confidence support love hope
    passion passions voice connection connections relationship relationships advice feedback help
    courage strength balance peace joy happiness experience experiences attention step steps
    risk risks care action actions hurdle hurdles obstacle obstacles mind minds eyes"""
)
# Ways that are a figure of speech when one's "own": "make my own path", "found my own way" (a way of living).
OWN_WAYS = words("path paths road roads route routes way ways")


def is_own_way(words: Sequence[str]) -> bool:
    """Whether an object's lower-cased words end in "own path" and the like: a figure, no event."""
    return len(words) >= 2 and words[-2] == "own" and words[-1] in OWN_WAYS


def is_own_way_noun(thing: Token) -> bool:
    """`is_own_way` of a parsed noun and the words before it ("forge *my own path*")."""
    return is_own_way([*(word.lower_ for word in thing.lefts), thing.lower_])


# Things made, read or watched that say nothing alone: with "the" alone ("I made the recipe", "I read the book")
# they point back into the chat, which says which one.
SAY_NOTHING_ALONE = words(
    """recipe recipes book books story stories article articles post posts script scripts draft drafts chapter
    chapters movie movies film films show shows episode episodes"""
)
# Heads that turn what follows into a wish, not an event: "I *want* to learn to surf", "I *hope* to see you".
WISH_VERBS = frozenset(
    {
        "want",
        "hope",
        "wish",
        "need",
        "would",
        "love",
        "like",
        "try",
        "think",
        "consider",
        "dream",
        "intend",
        "mean",
        "have",
        "able",
        "decide",
        "afford",
        "forget",
        "remember",
    }
)
# Feelings about what is coming that make the verb after them a plan: "I'm *excited* to see the show" (and "I
# can't *wait* to ...", which the extractor reads from the negation).
EAGER_WORDS = frozenset({"excited", "stoked", "pumped", "psyched", "thrilled", "eager", "keen", "determined"})
# Heads whose following verb is planned: "I *plan* to start pottery", "I'm *going* to paint the kitchen".
PLAN_VERBS = frozenset({"plan", "go", "schedule", "book", "sign"})
# People who can be the company of an event: "with my *kids*".
COMPANY_NOUNS = words(
    """kids children family friends friend wife husband partner mom mum dad mother father sister brother
    sisters brothers daughter son daughters sons parents girlfriend boyfriend team colleagues coworkers
    grandma grandpa grandparents cousin cousins aunt uncle niece nephew fiance fiancee dog neighbours neighbors
    neighbour neighbor grandkids grandchildren roommate roommates classmates twins"""
)
# Places gone to without an article: "I went to *school*", "we're going to *church*".
BARE_DESTINATIONS = frozenset(
    {
        "school",
        "college",
        "university",
        "church",
        "class",
        "practice",
        "rehab",
        "therapy",
        "camp",
        "town",
        "court",
        "dinner",
        "lunch",
        "brunch",
        "prom",
        "mass",
        "yoga",
        "the",
    }
)
# Particles that end a phrasal verb, never start an object: "I grew *up* in Manila".
PARTICLES = frozenset({"up", "out", "off", "down", "back", "over", "away", "around", "along", "by"})
# What one has, takes, gives or goes on as an event: "we had a *picnic*", "I took a *trip* to Peru", "I went on
# a *hike*", "I gave a *talk*".
OUTINGS = words(
    """trip trips vacation holiday holidays walk stroll hike run swim ride cruise date picnic barbecue bbq party
    sleepover reunion getaway tour road journey adventure retreat staycation honeymoon sabbatical"""
)
GATHERINGS = words(
    """picnic barbecue bbq party sleepover reunion celebration get-together gathering dinner lunch brunch potluck
    game night wedding baby shower interview appointment surgery exam test audition recital lesson session
    tournament match competition photoshoot shoot meeting show exhibition exhibit gig ceremony fundraiser sale
    rehearsal rehearsals tryout tryouts workshop workshops class bonfire campfire meet meets"""
)
# Phrasal verbs that are activities only with their particle: "we *put together* a talent show", "I *set up* a
# stall"; "put" or "set" alone say too little.
PHRASAL_ACTIVITIES = {
    "put": "together",
    "set": "up",
    "pick": "up",
    "check": "out",
    "fix": "up",
    "clean": "up",
    "drop": "off",
    "pay": "off",  # "I paid off my student loans": a milestone; "I paid the bill" says nothing
}
# Milestones told in the passive: "I got *promoted*", "I was *elected* treasurer", "Sam got *drafted*" (DID "get
# promoted"); what befell one ("got hurt") is one too. Not "hired": WORKS_AT and HAS_ROLE say it when the employer
# or the job is named, and an unnamed one is left out as "a job at a bakery" is.
PASSIVE_MILESTONES = words(
    "promote elect nominate draft recruit select certify ordain scout shortlist hurt injure mentor notice feature"
    " interview recognize recognise"
)
# Verbs of getting ready for an occasion ("I'm training for a race next month"): the time said is the occasion's,
# while the getting ready goes on now, so it does not make a plan of it.
PREPARING = frozenset({"prepare", "prep", "train", "practice", "practise", "rehearse"})
# Phrasal verbs of spending time with people, an activity only with their particle and with whom or where:
# "I *caught up* with an old friend", "we *hung out* at the beach"; "I hung out the laundry" is none.
GETTING_TOGETHER = {"meet": "up", "catch": "up", "hang": "out", "get": "together"}
# What "get" must not have as its object to make an event: things owned (OWNS says it) and turns of phrase
# ("got the *hang* of it", "got a *kick* out of").
NOT_GOTTEN = words(
    "hang kick glimpse taste feeling sense vibe message text call idea point word news ready no surge lease addition"
    " turnout picture pic photo shot input"
)
TALKS = frozenset({"talk", "speech", "presentation", "lecture", "performance", "concert", "recital", "workshop"})

# People a thing is made or bought for: "I baked *my sister* a cake" tells of a cake baked, not of a sister.
RECIPIENTS = frozenset(word for word, role in ROLE_NOUNS.items() if role.kind == PERSON) | words(
    "family fam folks neighbor neighbors neighbour neighbours guests students class team roommate roommates"
)

# Places a photo of the speaker is at, named by a common noun alone ("at the beach"); "at my desk", "at the door"
# say where one stood, not where one went; a place with a name ("at Yosemite") will do. Also the venues an outing
# "ended up at" ("at a diner"): a closed list, as "the dentist" or "the wrong address" are no outing.
# A race named by its length, which the small model may tag a number or take for a date: "my first *5k*", "a 10k".
RACE_BY_LENGTH = re.compile(r"\d+k(?:m)?", re.IGNORECASE)
# Nouns of a place one works at: "I moved to *Westbrook Academy*" names no home, "a job at a *bakery*" an employer.
WORKPLACES = words(
    """academy school college university institute hospital clinic office offices headquarters hq company firm
    agency bank lab labs laboratory studio department team inc corp corporation llc ltd restaurant cafe bakery
    factory plant warehouse store shop"""
)
VENUES = words(
    """beach park museum zoo aquarium gallery library stadium arena theater theatre lake river mountain mountains
    summit waterfall falls festival fair carnival concert club bar pub restaurant cafe pool gym rink studio
    campsite campground farm vineyard market mall castle temple cathedral church island diner bakery brewery winery
    distillery bistro tavern lounge nightclub arcade pizzeria taqueria steakhouse speakeasy teahouse bookstore
    bookshop boardwalk pier marina"""
)
# Words that count what their "of" phrase names, not kinds of it: "a *lot* of swimming", "a *bunch* of old comics",
# "my fair *share* of paperwork", "*a few* cats" (case-folded forms and lemmas both).
QUANTITIES = words(
    "lot lots bit ton tons share bunch couple plenty load loads handful few several collection dozen dozens hundreds"
)

# Kinds of place told before their name ("a village *called* Giethoorn", "a beach named Shell Cove"): the event is
# the place by its name, where "a puppy named Biscuit" stays a puppy adopted.
NAMED_PLACE_KINDS = VENUES | words(
    "village town city hotel resort hostel inn lodge motel cabin cottage spot place location trail bay cove canyon"
    " valley forest"
)
