"""Tier 2: relations from a trained pipeline's dependency parse and named entities.

The parse finds what word order alone cannot: "Bob, *who is my manager*, ...", "Alice *has been* my manager",
subjects carried across "I love hiking and *hate* running", and NER tells "I left *Acme*" (an organisation)
from "I left *Boston*". The vocabulary is tier 1's (`lexicon`); what the parse misses, tier 1 still finds, and
the extractor merges the two with the parse preferred.

The small English model misparses some plain sentences ("My sister Alice *loves* hiking" comes out with
"loves" as an auxiliary), so every rule here checks the structure it relies on and otherwise finds nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from spacy.tokens import Doc, Span, Token

from kg.extraction.assemble import Candidate
from kg.extraction.directions import is_direction
from kg.extraction.earlier_life import earlier_life_effect, parsed_clause
from kg.extraction.event_words import (
    ACTIVITY_VERBS,
    PARSED_ACTIVITY_VERBS,
    PARSED_PASTIMES,
    PAST_FORMS,
    QUANTITIES,
    VAGUE_EVENT_OBJECTS,
)
from kg.extraction.future_tense import going_to
from kg.extraction.gerunds import PASTIME_GERUNDS, activity_texts, gerund, is_company
from kg.extraction.kin import IN_LAW, everyones, friend_role, in_law, speakers_close_one
from kg.extraction.kin_chains import relative_through
from kg.extraction.lasting import parsed_lasting_effect, stretch_now_dropped
from kg.extraction.lexicon import (
    DASHES,
    FIRST_PERSON,
    FIRST_PERSON_PLURAL,
    FIXED_PAIRS,
    GERUNDS_OF_THEIR_NOUN,
    HYPOTHETICAL,
    LANGUAGE_NAMES,
    NEGATORS,
    PREDICATES,
    PREFERENCE_ALTERNATIVES,
    PROJECT_NOUNS,
    ROLE_NOUNS,
    SHARED_BY_WE,
    SOMEONE_NOUNS,
    STORY_FORMS,
    STORY_GENRES,
    TITLE_ACRONYMS,
    WORK_PROJECTS,
    Effect,
    Predicate,
    RoleNoun,
)
from kg.extraction.others_features import feature_of_someone_elses_thing
from kg.extraction.phrases import (
    Phrase,
    ends_in_possessive,
    is_lowercase_text,
    is_name_word,
    is_question,
    is_spaced_dash,
    only_meant_to,
    with_public_body,
)
from kg.extraction.polarity import Polarity, polarity_of, role_words
from kg.extraction.pronouns import RELATIVE_PRONOUNS, THIRD_PERSON, clause_antecedent, sole_antecedent
from kg.extraction.questions import is_tag
from kg.extraction.relation import (
    ORGANIZATION,
    PERSON,
    PLACE,
    PROJECT,
    THING,
    USER,
    Entity,
    speakers_relative_subject,
)
from kg.extraction.shown import feature_of_something_shown
from kg.extraction.status import GROUP_NOUNS

_NER_KINDS = {
    "PERSON": PERSON,
    "ORG": ORGANIZATION,
    "GPE": PLACE,
    "LOC": PLACE,
    "FAC": PLACE,
    "PRODUCT": THING,
    "WORK_OF_ART": THING,
    "EVENT": THING,
    "LANGUAGE": THING,
}
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
_PREDICATIVE_DEPS = frozenset({"acomp", "attr", "oprd"})  # "I'm *allergic*", "I'm a *fan*"
# Heads whose subject a dependent shares: "I'm *allergic*", "I love hiking and *hate* running". An xcomp
# shares only with verbs of phase ("I *started* working at"), not of wish ("I *want* to work at").
_SHARED_SUBJECT_DEPS = _PREDICATIVE_DEPS | {"conj"}
# What ends a clause whose next one chat starts without its "I": "Adele is the GOAT - adore her voice".
_CLAUSE_BREAKS = frozenset({"-", "--", "\u2013", "\u2014", ","})
_FINITE_TAGS = frozenset({"VBZ", "VBP", "VBD"})
# What a verb that begins a clause of its own has beside it: "live *in Denver*", "hate *tea*".
_CLAUSE_PARTS = frozenset({"dobj", "prep", "xcomp", "ccomp", "acomp", "attr", "dative", "prt", "advmod", "neg", "aux"})
_PHASE_VERBS = frozenset({"start", "begin", "continue", "keep", "use", "stop"})
_CONTEXT_DEPS = frozenset({"neg", "advmod", "aux", "auxpass", "npadvmod", "amod"})
_NAME_DEPS = frozenset({"compound", "flat"})
_THING_DEPS = _NAME_DEPS | {"amod", "nmod", "nummod"}
_RELATIVE_PRONOUNS = frozenset({"who", "that", "whom"})
# How many of a kind, no part of what the kind is: "allergic to *most* reptiles".
_PAST_ONES = frozenset({"old", "former", "previous", "ex", "past"})
_JOBS = frozenset({"job", "work", "career", "position"})
_KIND_NOUNS = frozenset({"kind", "type", "sort", "variety", "style"})
_DEGREE_NOUNS = frozenset({"lot", "bit", "ton", "deal"})
_QUANTIFIERS = frozenset({"most", "many", "all", "several", "various", "numerous"})
# Kinds of organisation: "a design firm I like" is one firm liked, not design firms.
_EMPLOYER_KINDS = frozenset({"company", "firm", "agency", "business", "organization", "organisation", "employer"})
# An entity span is trusted over the parse only when it is one name ("Bank of America"), not a clause the
# model glued together ("Alice on Project Apollo").
_ENTITY_INNER_WORDS = frozenset({"of", "&", "and", "de", "van", "von", "the"})
_PARSE_BONUS = 0.05
# What "good at" may be followed by that is no skill: "good at times", "great at heart", "at first", "at all".
_NOT_SKILLS = frozenset({"times", "heart", "first", "all", "least", "best", "moment", "night", "home", "work"})
# What a relative clause's verb may not have for the noun it hangs on to be its object.
_OWN_CLAUSE_DEPS = frozenset({"mark", "prt", "acomp", "ccomp", "xcomp", "dative", "attr", "oprd", "advcl"})
_NEVER_PEOPLE = frozenset({"CARDINAL", "ORDINAL", "QUANTITY", "MONEY", "PERCENT", "DATE", "TIME"})
_NOT_NAME_TAGS = frozenset({"VB", "VBD", "VBG", "VBN", "VBP", "VBZ", "NNS", "NNPS", "JJ", "RB", "CD"})
_GREETINGS = frozenset(
    {
        "hi",
        "hey",
        "hello",
        "thanks",
        "thank",
        "yes",
        "yeah",
        "wow",
        "oh",
        "congrats",
        "sorry",
        "ok",
        "okay",
        "well",
        "dear",
        "bye",
    }
)
# Past forms in `PAST_FORMS` that are nobody's name, though the small model may tag them a person ("*Began*
# running again").
_NEVER_NAMES = frozenset({"began"})
# The small model lemmatises some forms of verbs of doing wrongly ("journaling" -> "journale", "blogged" -> "blogge",
# "prepping" -> "preppe"); the past form doubles a consonant as the gerund does.
_KNOWN_VERBS = ACTIVITY_VERBS | PARSED_ACTIVITY_VERBS | PARSED_PASTIMES
_DOING_FORMS = {form: lemma for lemma in _KNOWN_VERBS for form in (gerund(lemma), gerund(lemma)[:-3] + "ed")}
_TITLE_LABELS = frozenset({"WORK_OF_ART", "PRODUCT", "EVENT"})
# At most "with big floppy ears" after a liked thing; longer is more likely a clause about the occasion.
_MAX_FEATURE_TOKENS = 3
# "I worked at Soylent *for five years*": a duration or a number is never what a relation points at.
_NOT_THING_LABELS = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "MONEY", "PERCENT"})
# Conjuncts that are alternatives turned down, not more objects: "dogs *rather than* cats".
_FOCUSING_ADVERBS = frozenset({"also", "even", "just", "only", "too", "maybe", "perhaps", "sometimes", "often"})
_EXCLUDING = frozenset({"than", "rather", "instead", "not", "but"})


def _by_word() -> dict[str, list[Predicate]]:
    table: dict[str, list[Predicate]] = {}
    for predicate in PREDICATES:
        if not predicate.object_first:  # "a peanut allergy" is left to tier 1
            for word in predicate.words:
                table.setdefault(word, []).append(predicate)
    return table


_PREDICATES_BY_WORD = _by_word()


def dependency_candidates(doc: Doc) -> list[Candidate]:
    lowercase_text = is_lowercase_text(doc)
    found: list[Candidate] = []
    for token in doc:
        role = ROLE_NOUNS.get(token.lower_)
        if role is not None and not role.category and token.pos_ in {"NOUN", "PROPN"}:
            found.extend(_role_candidates(token, role, lowercase_text))
        for predicate in _PREDICATES_BY_WORD.get(token.lower_, ()):
            found.extend(_predicate_candidates(token, predicate, lowercase_text))
    return found


def named_entities(doc: Doc) -> list[Entity]:
    return [Entity(entity.text, _NER_KINDS[entity.label_]) for entity in doc.ents if entity.label_ in _NER_KINDS]


def _called_if_someone(attribute: Token) -> Token:
    """The name given to "a guy named Steve"; the attribute itself otherwise."""
    if attribute.lower_ not in SOMEONE_NOUNS:
        return attribute
    return called_name(attribute) or attribute


def _role_candidates(token: Token, role: RoleNoun, lowercase_text: bool) -> list[Candidate]:
    owner = _owner(token, lowercase_text)
    chain = relative_through(token) if owner is None else None
    if chain is not None:  # "my sister's son Theo": the speaker's nephew
        owner, role = (USER, chain.owner), RoleNoun("FAMILY_MEMBER", PERSON, chain.qualifier)
    if owner is None and role.edge_type == "HAS_INTEREST":
        owner = _of_mine(token) or _owner_of_split_hobby(token)  # "photography is a hobby *of mine*"
    if owner is None:
        return []
    context = [child for child in token.children if child.dep_ in _CONTEXT_DEPS]
    related: list[Token] = []
    head = token.head
    confidence = 0.9
    # "My manager was Bob": no longer; "My aunt Rosa was a nurse" tells of Rosa, who is still an aunt.
    named_apart = token.dep_ in _SUBJECT_DEPS and any(child.dep_ == "appos" for child in token.children)
    # "Sam has *become* my best friend", "pottery has become my passion": what one is now
    if head.lemma_ in {"be", "become"} and head != token:
        if not named_apart:  # "my manager, Bob, isn't nice": what he is not, not whether he is my manager
            context.extend(_context_of(head))
        # "Karen *used to* be my boss", "Karen is *going* to be my boss": the subject is that clause's
        clause = _used_to(head) or going_to(head) or head
        if clause is not head:
            context.extend([clause, *_context_of(clause)])
        if HYPOTHETICAL.intersection(_words(context)):
            return []  # "Karen might be my boss", "Sam would be a great roommate": no one is yet
        if token.dep_ in _SUBJECT_DEPS:  # "my manager is Bob"; "our contractor is a guy *named Steve*"
            attributes = [child for child in head.children if child.dep_ == "attr"]
            related.extend(_called_if_someone(attribute) for attribute in attributes)
        elif token.dep_ == "attr":  # "Bob is my manager", "Bob, who is my manager, ..."
            # a pastime may come out as a clausal subject: "*knitting* and hiking are my hobbies"
            subjects = _SUBJECT_DEPS | ({"csubj"} if role.kind == THING else set())
            subject = next((child for child in clause.children if child.dep_ in subjects), None)
            if subject is not None and subject.lower_ in _RELATIVE_PRONOUNS and head.dep_ == "relcl":
                related.append(head.head)
                confidence = 0.85
            elif subject is not None:
                related.append(subject)
    related.extend(child for child in token.children if child.dep_ == "appos")  # "my sister Alice"
    if role.kind == PERSON and _names_compound(token):
        related.append(token.head)  # "his girlfriend Zoe", parsed as a name with the role noun before it
    if role.kind == PERSON and not related:
        related.extend(_name_hung_elsewhere(token))
    thing = named_relatives_thing(token)
    if thing is not None:  # "my daughter Sara's party": Sara, not the party
        related = [part for part in related if part != thing]
        related.extend(child for child in thing.children if child.dep_ == "poss")
    if token.dep_ == "appos":  # "Bob, my manager, ..."
        related.append(token.head)
    effect = Effect.ENDED if head.lemma_ == "be" and head.tag_ == "VBD" and not named_apart else Effect.NONE
    polarity = polarity_of(role_words(role.edge_type, _words(context)), effect)
    if role.edge_type == "FRIEND_OF":  # "my best friend Dave": the friend one has one of
        qualifier = friend_role(token.lower_, [left.lower_ for left in token.lefts if left.dep_ not in {"poss", "det"}])
    else:
        qualifier = f"{role.qualifier}{IN_LAW}" if in_law(token) and role.qualifier else role.qualifier
    found = []
    kind_of_hobby = _kind_of_hobby(token) if role.edge_type == "HAS_INTEREST" and not related else None
    if kind_of_hobby is not None:  # "my *knitting* hobby"
        span = _covering(token.doc, [owner[1], token])
        found.append(
            Candidate(role.edge_type, owner[0], kind_of_hobby.text.lower(), THING, polarity, 0.8, span.text, span.start)
        )
    for other in with_conjuncts(related):
        if role.kind == PERSON and not _is_person_name(other, lowercase_text):
            continue
        if other not in related and _told_as_another(other):
            continue  # "my girlfriend Ines and *our cat* Miso": Miso is no girlfriend
        if role.kind == THING and other.pos_ in {"NUM", "PRON", "DET"}:
            continue  # "those *two* are my hobbies": which two, only the conversation says
        phrase = _name_span(other, lowercase_text) if role.kind == PERSON else thing_span(other)
        span = _covering(token.doc, [owner[1], token, phrase])
        if role.kind == PERSON:
            texts = [phrase.text]
        else:  # "*playing tennis* and watching films are my hobbies": a gerund with its object
            texts = activity_texts(other) if other.tag_ == "VBG" else [phrase.text]
            texts = [without_sentence_case(other, text) for text in texts]
        found.extend(
            Candidate(
                role.edge_type,
                owner[0],
                text,
                role.kind,
                polarity,
                confidence,
                span.text,
                span.start,
                qualifier,
            )
            for text in texts
        )
    return found


def _told_as_another(conjunct: Token) -> bool:
    """A conjunct that says whose or what it is for itself ("*our cat* Miso", "*his* Tom"), so it shares no
    role with the name it is joined to."""
    return any(
        child.dep_ == "poss" or (child.dep_ == "compound" and child.pos_ == "NOUN") for child in conjunct.children
    )


def _name_hung_elsewhere(role: Token) -> list[Token]:
    """The name right after a role noun that the small model hung on another word: in "I went climbing with my
    brother *Tom* yesterday, my arms are sore" it made Tom part of "Tom yesterday" (without the last clause, Tom is
    the brother's apposition). A person's name opening right after the role noun names that person, unless it is
    the subject of a clause of its own ("I told my brother Tom would call"). In "My brother-in-law *Steve* coaches
    football" the name is the subject, and the role (with its "-in-law") a modifier of the same verb."""
    doc = role.doc
    after = role.i + (5 if in_law(role) else 1)  # past "-in-law"
    if after >= len(doc) or doc[after].head == role:
        return []
    entity = next((e for e in doc.ents if e.start == after and e.label_ == "PERSON"), None)
    if entity is None:
        return []
    if any(part.dep_ in _SUBJECT_DEPS for part in entity):
        one_subject = role.dep_ == "npadvmod" and entity.root.head == role.head and role.i == role.sent.start + 1
        return [entity.root] if one_subject else []
    return [entity.root]


def named_relatives_thing(role: Token) -> Token | None:
    """The thing of "my daughter *Sara's* birthday party", which the small model hangs on the role noun (as an
    apposition) or on the verb, the name right after the role noun as its owner: the party (an event's object),
    whose owner is the relative's name."""
    if role.lower_ not in ROLE_NOUNS or role.i + 2 >= len(role.doc):
        return None
    name = role.doc[role.i + 1]
    thing = name.head
    if name.dep_ != "poss" or name.pos_ != "PROPN" or thing.i <= name.i or thing.pos_ != "NOUN":
        return None
    return thing


def _kind_of_hobby(hobby: Token) -> Span | None:
    """The nouns that say what a hobby is, between its owner and it: "my *fantasy reading* hobby"; not an
    adjective ("my weird hobby", "my new hobby")."""
    if hobby.lemma_.lower() != "hobby" or hobby.tag_ != "NN":
        return None
    if any(left.lower_ in _PAST_ONES for left in hobby.lefts):
        return None  # "my old knitting hobby": one given up, maybe
    start = hobby.i
    for left in reversed(list(hobby.lefts)):
        if left.i == start - 1 and (left.dep_ == "compound" or (left.dep_ == "amod" and left.tag_ in {"VBG", "NN"})):
            start = left.left_edge.i
        else:
            break
    before = hobby.doc[start - 1] if start > 0 else None
    if before is not None and _split_from_hobby(before, hobby):
        start -= 1  # "my *fantasy* reading hobby", its first word parsed as a noun beside the hobby
    words = hobby.doc[start : hobby.i]
    return words if len(words) and all(word.is_alpha and not word.ent_type_ for word in words) else None


def _split_from_hobby(word: Token, hobby: Token) -> bool:
    """ "with my *fantasy* reading hobby": the small model may hang "my" on the first word of the hobby's kind,
    made a noun of its own beside it."""
    return (
        word.pos_ == "NOUN"
        and word.head == hobby.head
        and word.dep_ == hobby.dep_
        and any(child.dep_ == "poss" and child.lower_ == "my" for child in word.children)
    )


def _owner_of_split_hobby(hobby: Token) -> tuple[str, Token] | None:
    """The speaker, for "with my fantasy reading hobby" parsed with "my" on "fantasy" (`_split_from_hobby`)."""
    kind = _kind_of_hobby(hobby)
    if kind is None or not _split_from_hobby(kind[0], hobby):
        return None
    return USER, next(child for child in kind[0].children if child.dep_ == "poss")


def _owner(token: Token, lowercase_text: bool) -> tuple[str, Token | Span] | None:
    """USER for "my manager", the name for "Alice's manager", and for "his manager" the one person before it he
    can be ("Tom and his wife Ana": Tom); None if the role noun has no owner."""
    owned = token.head if _names_compound(token) else token  # "Jake and [his] girlfriend Zoe": "his" hangs on Zoe
    for child in owned.children:
        if child.dep_ != "poss":
            continue
        named = any(part.dep_ == "appos" and part.pos_ == "PROPN" for part in token.children)
        if child.lower_ == "my" or (child.lower_ == "our" and (named or not everyones(child, token.lower_))):
            return USER, child  # "our son Leo", "our daughters Mia and Ava" are the speaker's, as "my son" is
        if child.lower_ in ("his", "her"):
            return sole_antecedent(child)
        if _is_person_name(child, lowercase_text):
            name = _name_span(child, lowercase_text)
            return name.text, name
    return None


def _names_compound(role: Token) -> bool:
    """Whether the parse made the role noun part of the name after it ("his *girlfriend* Zoe": a compound of Zoe),
    where it more often makes the name the role's apposition."""
    head = role.head
    return role.dep_ == "compound" and head.i == role.i + 1 and head.ent_type_ == "PERSON" and head.pos_ == "PROPN"


def without_sentence_case(part: Token, text: str) -> str:
    """`text`, read from `part`, with its first letter lower-cased when it is only capitalised for starting the
    sentence ("*Knitting* is my hobby"), not a name ("Sudoku", "Tilly")."""
    first = part.sent[0]
    capitalised = first.text[:1].isupper() and first.text[1:].islower()
    # "Swimming" may be tagged an entity (NORP) though tagged a common noun: a name must be both
    name = (bool(first.ent_type_) and first.tag_ not in {"NN", "NNS", "VBG"}) or (
        first.pos_ == "PROPN" and not first.lower_.endswith("ing")
    )
    following = first.doc[first.i + 1] if first.i + 1 < len(first.doc) else None
    titled = first.text == "The" and following is not None and following.pos_ == "PROPN"  # "*The* Witcher is ..."
    if part.left_edge.i == first.i and text.startswith(first.text) and capitalised and not name and not titled:
        return text[0].lower() + text[1:]
    return text


def _used_to(verb: Token) -> Token | None:
    """The "used" of "used to <verb>" when `verb` is its complement: the clause whose subject and tense are
    the verb's."""
    head = verb.head
    if verb.dep_ == "xcomp" and head.lower_ == "used" and any(c.lower_ == "to" for c in verb.children):
        return head
    return None


def _of_mine(token: Token) -> tuple[str, Token | Span] | None:
    """USER for "a hobby of mine", "hobbies of mine"."""
    for prep in token.children:
        if prep.dep_ == "prep" and prep.lower_ == "of" and any(obj.lower_ == "mine" for obj in prep.children):
            return USER, prep
    return None


def _predicate_candidates(token: Token, predicate: Predicate, lowercase_text: bool) -> list[Candidate]:
    if predicate.particle and _particle(token, predicate.particle) is None:
        return []
    moved = predicate.edge_type == "LIVES_IN" and not predicate.home_object
    if moved and any(child.dep_ == "dobj" for child in token.children):
        return []  # "we moved our office to Austin", "I moved the party to Denver": something else went there
    subjects, chain = subjects_of(token, lowercase_text, we_is_user=predicate.edge_type in SHARED_BY_WE)
    if not subjects or is_question(token.sent):
        return []  # "Does Bob like golf?" asks, and says nothing about Bob
    words = _chain_words(chain)
    if HYPOTHETICAL.intersection(words):
        return []
    if predicate.needs_negation:
        if not NEGATORS.intersection(words):
            return []
        words = [word for word in words if word not in NEGATORS]
    past = predicate.effect_after(words)
    effect = parsed_lasting_effect(past, token, words)
    words = stretch_now_dropped(words, past, effect)  # "I've worked at X for a while now": no change
    effect = earlier_life_effect(effect, token.text, words, parsed_clause(token))  # "I loved X as a kid"
    if predicate.earlier_life_only and effect is not Effect.ENDED:
        return []  # "I hated the movie": one occasion judged
    polarity = polarity_of(words, effect)
    qualifier = _preference_alternative(token) if predicate.edge_type == "PREFERS" else None
    found: list[Candidate] = []
    objects = [obj for obj in with_conjuncts(_objects(token, predicate)) if not _glued_conjunct(obj)]
    if predicate.kind != THING:  # "I work for a startup *called Brightline*": the name, not its kind
        objects = [_called_name_for(obj, predicate) or obj for obj in objects]
    if predicate.kind == PLACE:  # "I live in a small town *in Texas*": the place named, not the kind of home
        homes = [(_dwelling_place(obj), obj) for obj in objects]
        objects = [place or obj for place, obj in homes if place is not None or not predicate.home_object]
    if predicate.edge_type == "HAS_INTEREST":
        topics = _interests(objects, exploring="looking" in predicate.words)
        objects = [obj for obj in with_conjuncts(topics) if obj in topics or obj not in objects]
    for obj in objects:
        kind = _object_kind(obj, predicate)
        if kind is not None and _past_a_turn_of_taste(token, obj):
            if predicate.edge_type in _TASTE_TYPES:  # "I like pizza and *hate* sushi": the second taste's
                found.extend(_turned_taste(token, obj, subjects))
            continue
        if kind is None:
            continue
        # "my first novel": a project unnamed; so is one a relative clause says which ("the film series I'm working on")
        common = kind == PROJECT and (obj.lemma_.lower() in PROJECT_NOUNS | WORK_PROJECTS or obj == token.head)
        phrase = project_span(obj) if common else thing_span(obj) if kind == THING else _name_span(obj, lowercase_text)
        if predicate.entity_labels and kind == THING:  # "I speak *a little* Portuguese": the language, as named
            phrase = next((e for e in obj.doc.ents if e.start <= obj.i < e.end), phrase)
        if kind != THING and not common and not _is_name(obj, lowercase_text):
            continue
        if kind == PROJECT and not common and not lowercase_text and obj.is_lower and not obj.ent_type_:
            continue  # "working on my *posture*": a word the small model tagged a name, written in lower case
        if (kind == THING or common) and _owned_by_someone_else(obj, subjects):
            continue  # "I love *your* ice cream", "I love *his* tech": about another's thing
        if kind == THING and predicate.edge_type == "LIKES" and feature_of_something_shown(obj):
            continue  # "That painting is stunning! I love *the colors*": the painting's, not colors in general
        speaker_likes = any(value == USER for value, _ in subjects)
        if kind == THING and predicate.edge_type == "LIKES" and feature_of_someone_elses_thing(obj, speaker_likes):
            continue  # "I love the theme in *your* painting": praise of another's thing
        if obj.lemma_.lower() in _JOBS and _said_as(obj):
            continue  # "I love my *job* as a nurse": HAS_ROLE says what the job is
        if predicate.edge_type == "KNOWS_ABOUT" and obj.lower_ in _NOT_SKILLS:
            continue  # "I'm good *at times*": when, not what
        if kind == THING and scene_left_out(obj, phrase):
            continue  # "I like *dogs* running on the beach": the scene is liked, not dogs in general
        if kind == THING and _is_verb(obj) and any(_cuts_a_scene(done) for done in obj.children if done.dep_ == "dobj"):
            continue  # "I love seeing *puppies* playing in the snow"
        if kind == THING and _is_verb(obj) and not _pastime_named_with_kind(obj):
            texts = activity_texts(obj)
        else:
            texts = kinds_of(obj, phrase) if kind == THING else [phrase.text]
        confidence = min(predicate.confidence + _PARSE_BONUS, 0.95)
        for subject in subjects:
            span = _covering(token.doc, [subject[1], token, phrase])
            found.extend(
                Candidate(
                    predicate.edge_type,
                    subject[0],
                    text,
                    kind,
                    polarity,
                    confidence,
                    span.text,
                    span.start,
                    qualifier,
                )
                for text in texts
            )
    return found


def subjects_of(
    token: Token, lowercase_text: bool, we_is_user: bool = False
) -> tuple[list[tuple[str, Token | Span]], list[Token]]:
    """The subjects of a predicate word, climbing to the head it shares a subject with.

    Returns the subjects (each a value and the words it was read from: two for "Alice and Bob", USER for "my
    sister and I") and the chain of tokens climbed, starting with `token`; the chain's other words and context
    count for polarity ("I *used* to work", "I *started* working").
    """
    chain = [token]
    current = token
    for _ in range(4):
        # Usually one subject; "My colleagues and I went" may come out as two.
        subjects = [child for child in current.children if child.dep_ in _SUBJECT_DEPS]
        if subjects and all(_subject_cut_off(subject, current) for subject in subjects):
            break  # "Adele is the GOAT - adore her voice": the dash ends the clause "GOAT" was the subject of
        if subjects:
            values = (_subject_value(part, lowercase_text, we_is_user) for part in with_conjuncts(subjects))
            return [value for value in values if value is not None], chain
        if clause_joined_to_object(current) and current.head.head.pos_ in {"VERB", "AUX"}:
            current = current.head.head  # "I love hiking and *live* in Denver": the subject of "love"
            chain.append(current)
            continue
        turned_from = _taste_hung_on_object(current)
        if turned_from is not None:  # its subject, not its negation or tense: "I don't like tea but love coffee"
            return subjects_of(turned_from, lowercase_text, we_is_user)[0], chain
        shares = (
            (
                current.dep_ in _SHARED_SUBJECT_DEPS
                and not _imperative_after(current)
                and not _verb_read_as_complement(current)
            )
            or (current.dep_ == "xcomp" and current.head.lemma_ in _PHASE_VERBS)
            or going_to(current) is not None  # "I'm going to move to Denver": as "I'll move to Denver"
            or into_said_of(current)
        )
        if not shares or current.head == current:
            break
        current = current.head
        chain.append(current)
    if _subject_left_out(current):
        return [(USER, current)], chain
    if after_past_verb_read_as_name(current):
        return [(USER, current.head)], chain
    return [], chain


def _subject_cut_off(subject: Token, verb: Token) -> bool:
    """ "Adele is the *GOAT* - adore her voice": a single noun the small model made the subject of a verb in the base
    or present form after a dash or a comma, with no auxiliary, is the end of the clause before; the verb, which does
    not agree with it, begins a clause whose "I" chat left out. Not "Mom, Dad and I love it" (a list), nor "my
    brother - who lives in Ohio - works at Ford" (the verb agrees)."""
    if subject.pos_ in {"AUX", "VERB"} and subject.i < verb.i:  # "*Been* a wild week - had an audition"
        return any(token.text in DASHES for token in verb.doc[subject.i + 1 : verb.i])
    if subject.tag_ not in {"NN", "NNP"} or verb.tag_ not in {"VB", "VBP"} or not subject.i < verb.i:
        return False
    if any(child.dep_ in {"conj", "cc"} for child in subject.children):
        return False
    if any(child.dep_ in {"aux", "auxpass"} for child in verb.children):
        return False
    return any(token.lower_ in _CLAUSE_BREAKS for token in verb.doc[subject.i + 1 : verb.i])


def _verb_read_as_complement(verb: Token) -> bool:
    """ "Messi is the man - *love* his footwork", "Marco is the best - *hate* his jokes": a verb in the base or present
    form that the small model hung on the copula before it as its complement begins a clause of its own, whose "I"
    chat left out; it never shares the copula's subject (a complement of "be" is a noun or an adjective, and "love"
    does not agree with "Messi"). Its own subject left out, what it says is of the one just praised ("his footwork"),
    so it is read for no one."""
    return verb.dep_ in _PREDICATIVE_DEPS and verb.pos_ == "VERB" and verb.tag_ in {"VB", "VBP"}


def into_said_of(token: Token) -> bool:
    """ "I'm *into* jazz", "I've been super *into* pottery": the "into" of a liking hangs on the copula, or on an
    adverb of degree that the small model makes the copula's complement ("super"), whose subject it shares; not
    "got into trouble", "ran into Bob"."""
    if token.lower_ != "into" or token.dep_ != "prep":
        return False
    head = token.head
    if head.dep_ in {"acomp", "advmod"} and head.pos_ in {"ADJ", "ADV"}:
        head = head.head
    return head.lemma_ == "be"


def _imperative_after(verb: Token) -> bool:
    """ "I am glad to help, so *ask* me anytime": a bare verb joined to a finite one, with no auxiliary of its
    own, asks the listener; "I'll go and *buy* milk" shares its head's "will", "I woke up and *went*" is finite."""
    return (
        verb.dep_ == "conj"
        and verb.tag_ == "VB"
        and verb.lower_ not in PAST_FORMS  # the small model tags some pasts "VB" ("paddled and *swam*")
        and verb.head.tag_ in {"VBP", "VBZ", "VBD"}
        and not any(child.dep_ in {"aux", "auxpass"} for child in verb.children)
        and not _tastes_contrasted(verb)
    )


_PEOPLE = frozenset({"everyone", "everybody", "friends", "family", "team", "people", "kids", "guys"})


def _subject_left_out(verb: Token) -> bool:
    """ "Just finished a painting!", "Been reading a lot", "Planning a trip": chat drops the "I" (or "I'm") before a
    past, perfect or progressive verb.

    Only a sentence's root verb with nothing but adverbs before it; a base form ("Check out this") is an
    imperative and a third-person form ("Sounds great") is about something else.
    """
    # The small model often hangs a leading clause on the one after it ("Just started pottery, *it's* great"):
    # an adverbial clause that opens the sentence drops its "I" the same way.
    opening = verb.dep_ == "advcl" and verb.head.i > verb.i
    # "Been a long week - a good one - *had* a tryout": a past verb after a dash, hung on the clause before
    after_dash = verb.dep_ in {"dep", "parataxis"} and verb.tag_ == "VBD" and _after_a_dash(verb)
    after_dash = after_dash and _no_one_before(verb.doc[verb.sent.start : verb.left_edge.i])
    # "had" with an object is a verb, whatever the tagger made of it ("- *had* an audition")
    had = verb.lemma_ == "have" and any(child.dep_ == "dobj" for child in verb.children)
    if (verb.dep_ != "ROOT" and not opening and not after_dash) or not (verb.pos_ == "VERB" or had):
        return False
    if is_question(verb.sent):
        return False
    subjects = [child for child in verb.children if child.dep_ in {"nsubj", "nsubjpass", "expl", "csubj"}]
    if not all(_subject_cut_off(subject, verb) for subject in subjects):
        return False
    before = verb.doc[verb.sent.start : verb.i]
    dash = next((token.i for token in reversed(before) if is_spaced_dash(token)), None)
    if dash is not None and verb.tag_ == "VBD" and _no_one_before(verb.doc[verb.sent.start : dash]):
        before = verb.doc[dash + 1 : verb.i]  # "Busy week - *went* to a concert": a clause of its own after a dash
    auxiliaries = [token.lower_ for token in before if token.dep_ in {"aux", "auxpass"}]
    perfect = auxiliaries == ["been"] and verb.tag_ in {"VBG", "VBN"}
    # "Just finished a book": a past participle with an object and no auxiliary is active, so a past event.
    finished = not auxiliaries and verb.tag_ == "VBN" and any(child.dep_ == "dobj" for child in verb.children)
    # A capitalised past form may be tagged as a base form ("*Took* a trip"); "Take a look" is an imperative.
    past_as_base = verb.tag_ == "VB" and not auxiliaries and (verb.lower_.endswith("ed") or verb.lower_ in PAST_FORMS)
    # "*Carried* on painting after dinner": a regular past the tagger read as a participle, not a passive ("Painted
    # by my sister" has its agent).
    past_as_participle = (
        verb.tag_ == "VBN"
        and not auxiliaries
        and verb.lower_.endswith("ed")
        and not any(child.dep_ == "agent" for child in verb.children)
    )
    # "Finally *got done* painting the bathroom": done with it, in the past.
    got_done = auxiliaries == ["got"] and verb.lower_ == "done"
    progressive = not auxiliaries and progressive_left_out(verb)
    if not (verb.tag_ == "VBD" or perfect or finished or past_as_base or past_as_participle or got_done or progressive):
        return False
    return all(
        token.pos_ in {"ADV", "INTJ", "PUNCT"} or token.lower_ == "been" or (got_done and token.lower_ == "got")
        for token in before
    )


def _no_one_before(words: Span) -> bool:
    """Whether words before a dash name no one who could be the subject after it: "Busy week", "Been quite a
    ride"; not "My brother - moved to Denver" (the brother moved), "Anna - went to Paris"."""
    return not any(
        word.pos_ in {"PRON", "PROPN"} or word.dep_ == "poss" or word.lower_ in ROLE_NOUNS or word.lower_ in _PEOPLE
        for word in words
    )


def _after_a_dash(verb: Token) -> bool:
    before = verb.left_edge.i - 1
    return before >= 0 and is_spaced_dash(verb.doc[before])


def progressive_left_out(verb: Token) -> bool:
    """ "*Planning* a trip next month", "Still *training* for the marathon": chat's "I'm" left out before the
    sentence's own present participle, which then tells what the speaker is doing, or will do, as "I'm ..." would.

    The participle must be the sentence's root ("Looking back, it was fun" has a subject of its own). With a modal
    in the sentence it is more likely the subject of advice that the parse cut off ("*Giving* a quick speech can help").
    The caller checks what stands before it (`_subject_left_out`: adverbs only).
    """
    return (
        verb.tag_ == "VBG"
        and verb.dep_ == "ROOT"
        and not any(child.dep_ in {"aux", "auxpass", "nsubj", "nsubjpass", "expl", "csubj"} for child in verb.children)
        and not any(token.tag_ == "MD" for token in verb.sent)
    )


def made_to(me: Token) -> bool:
    """ "That trip made *me* love hiking": the speaker as the subject of a bare infinitive after "make", which
    says the speaker does it ("I love hiking"); not when the making is denied or asked about."""
    clause = me.head
    make = clause.head
    return (
        me.lower_ == "me"
        and me.dep_ == "nsubj"
        and clause.dep_ in {"ccomp", "xcomp"}
        and clause.tag_ == "VB"
        and make.lemma_ == "make"
        and make.i < me.i < clause.i
        and not any(child.dep_ == "neg" for child in make.children)
        and not is_question(make.sent)
    )


def _past_verb_as_subject(subject: Token) -> bool:
    """ "*Went* kayaking", "*Went* shopping": a past verb opening the sentence that the small model took for the
    name of whoever does the gerund right after it."""
    head = subject.head
    return bool(
        subject.is_sent_start
        and subject.lower_ in PAST_FORMS
        and not _may_be_a_name(subject)
        and head.tag_ == "VBG"
        and head.i == subject.i + 1
    )


def _may_be_a_name(token: Token) -> bool:
    """A past verb the model tagged a person's name may be one ("*Drew* sketching"); "Began" never is."""
    return token.ent_type_ == "PERSON" and token.lower_ not in _NEVER_NAMES


def after_past_verb_read_as_name(verb: Token) -> bool:
    """ "*Went* kayaking with my friends": with no subject to take it for, the small model may read the opening past
    verb as a name and hang the gerund on it; the gerund is then the speaker's, whose "I" was dropped."""
    head = verb.head
    return bool(
        verb.tag_ == "VBG"
        and verb.dep_ in {"acl", "xcomp"}
        and head.i == verb.i - 1
        and head.is_sent_start
        and head.pos_ in {"PROPN", "NOUN"}
        and head.lower_ in PAST_FORMS
        and not _may_be_a_name(head)
        and not is_question(verb.sent)
    )


def verb_lemma(verb: Token) -> str:
    """The lower-cased lemma, right also for a past form the tagger took for a base or present form ("*Took* a
    trip", "we *swam*") and for the gerund or past of a verb of doing ("journaling", "blogged")."""
    lemma = verb.lemma_.lower()
    if verb.tag_ in {"VBG", "VBD", "VBN"} and lemma not in _KNOWN_VERBS:
        return _DOING_FORMS.get(verb.lower_, lemma)
    return PAST_FORMS.get(lemma, lemma) if verb.tag_ in {"VB", "VBP"} else lemma


def _subject_value(subject: Token, lowercase_text: bool, we_is_user: bool = False) -> tuple[str, Token | Span] | None:
    if _is_vocative(subject):
        return None
    if subject.lower_ in THIRD_PERSON:  # "My sister lives in Denver and *she* loves hiking"
        return sole_antecedent(subject)
    if subject.lower_ in RELATIVE_PRONOUNS:  # "I have a sister *who* lives in Denver"
        return clause_antecedent(subject)
    if subject.lower_ in FIRST_PERSON or (we_is_user and subject.lower_ in FIRST_PERSON_PLURAL):
        return USER, subject
    if subject.lower_ == "me" and any(child.dep_ == "conj" for child in subject.children) and subject.head.tag_ != "VB":
        return USER, subject  # "*Me* and my brother built a treehouse": chat's "my brother and I" (not "for me and
        # my students to dance", a purpose)
    if subject.lower_ == "me" and subject.dep_ == "conj" and _conjunct_of_subject(subject):
        return USER, subject  # "Sam and *me* ended up at a bar": the same, the other way round
    if _past_verb_as_subject(subject):
        return USER, subject  # "*Went* kayaking on Sunday": the dropped "I" before a past verb, not a name
    if made_to(subject):
        return USER, subject  # "Those trips made *me* love hiking": what one is made to do, one does
    if subject.ent_type_ in {"DATE", "TIME"}:
        return None  # "We spent *Saturday* painting the shed": a day is no one
    if subject.lower_ in ROLE_NOUNS or speakers_close_one(subject):  # "My mother Jane lives in Boston": Jane
        named = next((child for child in subject.children if child.dep_ == "appos"), None)
        if named is not None and _is_person_name(named, lowercase_text):
            name = _name_span(named, lowercase_text)
            return name.text, name
        if named is not None or only_meant_to(subject):  # "My brother Omar's band played": not the brother
            return None
        role = speakers_close_one(subject)  # "My brother works at Intel": the speaker's brother, by role
        return (speakers_relative_subject(role), subject) if role is not None else None
    if subject.tag_ in _NOT_NAME_TAGS and subject.ent_type_ != "PERSON":
        return None  # "*Hiking* has opened up a new world": a capitalised gerund, no person
    if subject.tag_ == "NN" and subject.is_sent_start and not lowercase_text and subject.ent_type_ != "PERSON":
        return None  # "*Cooking* is all about patience", "*Life* is ...": capitalised only by where it stands
    if _is_person_name(subject, lowercase_text):
        name = _name_span(subject, lowercase_text)
        return name.text, name
    return None


def _owned_by_someone_else(obj: Token, subjects: list[tuple[str, Token | Span]]) -> bool:
    """Also true for "*this* series", "*that* song": what was just shown, which only the conversation names."""
    if any(child.dep_ == "det" and child.lower_ in {"this", "that", "these", "those"} for child in obj.children):
        return True
    owners = {child.lower_ for child in obj.children if child.dep_ == "poss"}
    if owners & {"your", "their", "its"}:
        return True
    return bool(owners & {"his", "her"}) and any(value == USER for value, _ in subjects)


def _conjunct_of_subject(conjunct: Token) -> bool:
    """ "Sam and *me*", "Sam, Lena and *me*": a word joined, maybe through others, to a subject."""
    head = conjunct
    while head.dep_ == "conj" and head.head != head:
        head = head.head
    return head.dep_ in {"nsubj", "nsubjpass"} and head.head.tag_ != "VB"  # not "for Sam and me to dance"


def _is_vocative(token: Token) -> bool:
    """ "Hi Maria, I'm volunteering": a name set off by a comma after a greeting or at the start is addressed."""
    doc = token.doc
    if token.i + 1 >= len(doc) or doc[token.i + 1].text != "," or any(c.dep_ == "appos" for c in token.children):
        return False  # "Carol, my wife, works at Initech": an apposition, not an address
    if any(child.dep_ == "conj" for child in token.children):
        return False  # "Me, Lena and Tom went", "Sam, Lena and I went": the first of a list, not an address
    return token.is_sent_start or (token.i > 0 and doc[token.i - 1].lower_ in _GREETINGS)


def _objects(token: Token, predicate: Predicate) -> list[Token]:
    if predicate.preps:
        particle = _particle(token, predicate.particle) if predicate.particle else None
        preps = [
            child
            for holder in (
                token,
                *(child for child in token.children if _degree(child) or is_direction(child) or child == particle),
            )
            for child in holder.children
            if child.dep_ in {"prep", "agent", "dative"} and child.lower_ in predicate.preps
        ]
        preps = preps or _misplaced_preps(token, predicate)
        # A clause there names no thing ("passionate about what I do"); a gerund does ("interested in *sailing*").
        found = [
            obj
            for prep in preps
            for obj in prep.children
            if obj.dep_ == "pobj" or (obj.dep_ == "pcomp" and (obj.tag_ == "VBG" or not obj.tag_.startswith("VB")))
        ]
        # "live *on* a farm in Iowa", "moved *into* a flat in Glasgow": a kind of home, and only where a place is named
        found += [
            obj
            for prep in token.children
            if prep.dep_ == "prep" and prep.lower_ in predicate.home_preps
            for obj in prep.children
            if obj.dep_ == "pobj" and _dwelling_place(obj) is not None
        ]
        # "the shed I've been working on all month" may come out with the time as the preposition's object
        said = [obj for obj in found if obj.ent_type_ not in {"DATE", "TIME"}]
        left = any(child.dep_ in {"prep", "prt"} and child.lower_ in predicate.preps for child in token.children)
        stranded = left and not said and token.dep_ == "relcl" and token.head.pos_ in {"NOUN", "PROPN"}
        if stranded and _specific(token.head):  # "the short film series I'm working *on*": the series
            return [token.head]
        return found
    if token.pos_ == "ADP":  # "I'm into jazz"
        return [child for child in token.children if child.dep_ == "pobj"]
    about = relative_object(token)
    if about is not None:  # "a book series I love", but not the bare "a book I love": which book is elsewhere
        return [about] if _specific(about) else []
    return [
        _kind_named(child)
        for child in token.children
        if (
            child.dep_ in {"dobj", "attr", "oprd"}
            or (child.dep_ == "xcomp" and (child.tag_ == "VBG" or (child.tag_ == "VB" and _has_to(child))))
        )
        and not is_tag(token.doc, child.left_edge.i, child.right_edge.i + 1)  # "candles, any ideas?": asks for help
    ]


def called_name(noun: Token) -> Token | None:
    """The name a common noun is given right after it: "a startup *called* Brightline", "a town *named*
    Hallstatt" (the name's last word, which its other words hang on); None when it is given none."""
    if noun.pos_ != "NOUN" and noun.lower_ not in {"someone", "somebody"}:  # "dating *someone* named Lee"
        return None
    for naming in noun.children:
        if naming.dep_ == "acl" and naming.tag_ == "VBN" and naming.lemma_.lower() in {"call", "name"}:
            name = next((child for child in naming.children if child.dep_ == "oprd" and _given_name(child)), None)
            if name is not None:
                return name
    return None


def _given_name(word: Token) -> bool:
    """A name given by "called" or "named": a proper noun, or in lower-case chat any word that can be a name ("a
    guy named jake", which the small model tags as a common noun)."""
    lowercase = is_lowercase_text(word.doc)
    return word.pos_ == "PROPN" or (lowercase and word.pos_ == "NOUN" and is_name_word(word, lowercase))


# Kinds of home or settlement, which a place named after "in" says where is: "a small town in Texas".
_DWELLINGS = frozenset(
    {"town", "city", "village", "suburb", "apartment", "flat", "house", "farm", "neighborhood", "neighbourhood"}
    | {"area", "place", "condo", "cabin", "cottage", "studio", "dorm", "ranch", "island", "part"}
    | {"farmhouse", "houseboat", "bungalow", "townhouse", "loft", "hamlet", "estate", "boat", "barge", "commune"}
)


def _dwelling_place(home: Token) -> Token | None:
    """The place a kind of home is in, named right after it: "a small town *in* Texas", "a tiny apartment in
    Brooklyn", "the south part of France" is none ("of"); not "a house with a garden"."""
    if home.lemma_.lower() not in _DWELLINGS or home.pos_ != "NOUN":
        return None
    places = [
        obj
        for prep in home.children
        if prep.dep_ == "prep" and prep.lower_ == "in"
        for obj in prep.children
        if obj.dep_ == "pobj" and obj.ent_type_ in {"GPE", "LOC"}
    ]
    return places[0] if places else None


def _said_as(job: Token) -> bool:
    """ "my job *as* a nurse": "as" hung on the job, or right after it on the verb ("I love my new job as a ...")."""
    after = job.doc[job.i + 1] if job.i + 1 < len(job.doc) else None
    hung = any(child.dep_ == "prep" and child.lower_ == "as" for child in job.children)
    return hung or (after is not None and after.lower_ == "as" and after.dep_ == "prep")


def _called_name_for(noun: Token, predicate: Predicate) -> Token | None:
    """`called_name`, unless the noun says the name is of something else than the relation wants: "I joined a
    book *club* called Page Turners" names a group, no employer."""
    if predicate.edge_type == "WORKS_AT" and noun.lemma_.lower() in GROUP_NOUNS:
        return None
    return called_name(noun)


def _misplaced_preps(token: Token, predicate: Predicate) -> list[Token]:
    """The predicate's preposition where the small model hung it elsewhere: on the company after "with" ("I live
    with my parents *in* Queens"), or on the copula before the predicate's adjective ("I'm really good *at* math")."""
    on_company = [
        inner
        for company in token.children
        if company.dep_ == "prep" and company.lower_ == "with"
        for obj in company.children
        if obj.dep_ == "pobj"
        for inner in obj.children
        if inner.dep_ == "prep" and inner.lower_ in predicate.preps
    ]
    if on_company or token.dep_ != "acomp":
        return on_company
    return [
        child
        for child in token.head.children
        if child.dep_ == "prep" and child.i > token.i and child.lower_ in predicate.preps
    ]


def _particle(verb: Token, particle: str) -> Token | None:
    """The verb's particle `particle`: "laid *off*", "grew *up*", and "moving *out* of Denver", where the small model
    makes "out" a preposition right after the verb, with "of" on it."""
    for child in verb.children:
        if child.lower_ == particle and (child.dep_ == "prt" or (child.dep_ == "prep" and child.i == verb.i + 1)):
            return child
    return None


def _degree(noun: Token) -> bool:
    """How much, said as the verb's object, on which the small model hangs the preposition that follows: "I care *a
    lot* about public transit", "a great deal about"."""
    return (
        noun.dep_ in {"dobj", "npadvmod"}
        and noun.lemma_.lower() in _DEGREE_NOUNS
        and any(child.lower_ == "a" for child in noun.children)
    )


def _specific(noun: Token) -> bool:
    """Whether a noun a relative clause hangs on says which thing it is: "a *jazz* album", "the *short* film
    series"; a bare "a book" or "the thing" names nothing, and "a design firm" one firm the words do not name."""
    if noun.lemma_.lower() in _EMPLOYER_KINDS:
        return False
    return noun.pos_ == "PROPN" or any(child.dep_ in {"compound", "amod"} for child in noun.children)


def _kind_named(obj: Token) -> Token:
    """ "all kinds *of music*", "a lot *of indie music*", "a bit of Italian": what the kinds or the amount are of is
    the thing, not "kinds" or "lot"."""
    if obj.lemma_.lower() not in _KIND_NOUNS | QUANTITIES:
        return obj
    of = next((child for child in obj.children if child.dep_ == "prep" and child.lower_ == "of"), None)
    return next((child for child in of.children if child.dep_ == "pobj"), obj) if of is not None else obj


# Works one "does", as one makes them: "the painting I *did* last week".
_WORKS_DONE = frozenset(
    {"painting", "paintings", "drawing", "drawings", "sketch", "sketches", "portrait", "portraits", "mural", "murals"}
)


# Prepositions that say when with a time after them, not where: "the sketch I did *over* the weekend".
_TIME_PREPS = frozenset({"over", "during", "on", "in", "since", "until", "after", "before", "throughout"})
# Nouns a "that" clause says the content of: "a *pity* that I missed it", "the *fact* that we won".
_SAID_BY_A_CLAUSE = frozenset({"pity", "shame", "fact", "chance", "feeling", "sense", "news", "hope", "idea"})


def relative_object(verb: Token) -> Token | None:
    """The noun a relative clause is about when it is the verb's object: "a book series (that) I *love*".

    Not when the clause has an object, complement or particle of its own, says when or where ("a photo from
    *when* we drove to the lake"), or leaves a preposition stranded ("the shelter I volunteer *at*"); "do" is left out,
    since "a pity that I didn't *play* well" is no relative clause at all (but a work done is: "the mural we *did*").
    """
    if verb.dep_ != "relcl" or verb.head.pos_ not in {"NOUN", "PROPN"}:
        return None
    if verb.lemma_.lower() == "do" and verb.head.lower_ not in _WORKS_DONE:
        return None
    if verb.head.lower_ in _SAID_BY_A_CLAUSE:
        return None  # "a pity that I didn't play well": what the pity is, a clause the parse may take as relative
    for child in verb.children:
        if child.dep_ in {"dobj", "obj"} and child.lower_ not in {"that", "which"}:
            return None
        if (child.dep_ in _OWN_CLAUSE_DEPS and child.pos_ != "ADP") or child.tag_ == "WRB":
            return None  # "the cake I made *for* my kids" may come out as a dative: a preposition is fine
        # "the shelter I volunteer at yesterday" may come out with the time as the preposition's object; "over the
        # weekend" is a time of its own
        stranded = not any(
            grand.dep_ in {"pobj", "pcomp"}
            and (grand.ent_type_ not in {"DATE", "TIME"} or child.lower_ in _TIME_PREPS)
            and not opens_clause(grand, verb)
            for grand in child.children
        )
        if child.dep_ in {"prep", "dative"} and child.pos_ == "ADP" and stranded:
            return None
    return verb.head


def opens_clause(word: Token, verb: Token) -> bool:
    """Whether `word` is the relative clause's own "that" or "which", which the parse may hang on the preposition
    left at the clause's end ("the shelter *that* I volunteer at"): no object of that preposition."""
    return word.i < verb.i and word.tag_ in {"WDT", "WP"}


def _has_to(verb: Token) -> bool:
    return any(child.tag_ == "TO" for child in verb.children)


def _is_verb(token: Token) -> bool:
    return token.pos_ == "VERB" and token.tag_ in {"VBG", "VB"}


def _pastime_named_with_kind(gerund: Token) -> bool:
    """ "into *rock climbing*", "*salsa dancing*": a gerund with its kind before it and no object is a pastime's
    name, read as a noun is (the activity's lemma would drop the kind)."""
    return (
        gerund.tag_ == "VBG"
        and any(left.dep_ == "compound" and left.i == gerund.i - 1 for left in gerund.lefts)
        and not any(child.dep_ in {"dobj", "obj"} for child in gerund.children)
    )


def _interests(objects: list[Token], *, exploring: bool = False) -> list[Token]:
    """What an interest in doing something is about: "improving *education*", "learning about *birds*". What one
    is looking into is the doing itself ("adopting a dog", read whole later), or the field of openings it names:
    "jobs in *the nursing field*", "opportunities in *the tech industry*"."""
    found = []
    for obj in objects:
        if exploring and obj.lemma_.lower() in _OPENINGS:
            fields = [grand for child in obj.children if child.lower_ == "in" for grand in child.children]
            found.extend([field for field in fields if field.dep_ == "pobj" and field.pos_ == "NOUN"] or [obj])
            continue
        if not _is_verb(obj) or exploring:
            found.append(obj)
            continue
        inner = [
            child
            for child in obj.children
            if child.dep_ in {"dobj", "obj"} and child.lemma_.lower() not in VAGUE_EVENT_OBJECTS
        ]
        topics = [child for child in obj.children if child.dep_ == "prep" and child.lower_ in {"about", "in", "on"}]
        inner = inner or [grand for child in topics for grand in child.children if grand.dep_ == "pobj"]
        found.extend(inner or [obj])
    return found


# Openings one looks into, named by their field: "jobs *in nursing*".
_OPENINGS = frozenset({"job", "opportunity", "option", "position", "role", "career", "opening", "program"})


def _object_kind(obj: Token, predicate: Predicate) -> str | None:
    if obj.pos_ in {"PRON", "DET"}:
        return None
    if "LANGUAGE" in predicate.entity_labels and obj.lower_ in LANGUAGE_NAMES and not _names_people(obj):
        return THING  # "she speaks fluent *Farsi*": a language by its name, whatever the NER calls it
    if obj.ent_type_ in _NOT_THING_LABELS:
        return None
    if predicate.entity_labels and obj.ent_type_ not in predicate.entity_labels:
        return None
    if "LANGUAGE" in predicate.entity_labels and _names_people(obj):
        return None  # "I know *Mexicans* who ...", "I know *a Canadian*": people, not a language
    if obj.ent_type_ in predicate.excluded_labels:
        return None
    return liked_kind(obj) if predicate.kind == THING else predicate.kind


def _names_people(obj: Token) -> bool:
    """A nationality or faith that names people: in the plural ("Mexicans"; "Japanese" may be tagged plural too), or
    with an article but no measure ("a Canadian", not "a little Portuguese")."""
    plural = obj.tag_ in {"NNS", "NNPS"} and obj.lower_.endswith("s")
    measured = any(child.lower_ in {"little", "bit"} for child in obj.children)
    one = any(child.dep_ == "det" and child.lower_ in {"a", "an"} for child in obj.children)
    return plural or (one and not measured)


def liked_kind(obj: Token) -> str:
    """The kind of a thing liked, known or had: "I love *Taylor Swift*" is a person, not a thing. ORG is left out:
    the small model calls many products and languages organisations ("TypeScript")."""
    return _NER_KINDS[obj.ent_type_] if obj.ent_type_ in {"PERSON", "GPE", "LOC"} else THING


def _preference_alternative(token: Token) -> str | None:
    """What a preference beat, attached to the verb or to its object: "prefer tea *over coffee*"."""
    for head in (token, *(child for child in token.children if child.dep_ == "dobj")):
        for prep in head.children:
            if prep.dep_ == "prep" and prep.lower_ in PREFERENCE_ALTERNATIVES:
                obj = next((child for child in prep.children if child.dep_ == "pobj"), None)
                if obj is not None:
                    return thing_span(obj).text
    return None


def _context_of(token: Token) -> Iterator[Token]:
    """Negation, adverbs and auxiliaries on a token, with their own modifiers ("*no* longer"); not those of "ago",
    which say how long ago ("*not* so long ago" denies the length, not the verb)."""
    for child in token.children:
        if child.dep_ in _CONTEXT_DEPS:
            yield child
            if child.lower_ != "ago":
                yield from (grandchild for grandchild in child.children if grandchild.dep_ in _CONTEXT_DEPS)


def context_words(token: Token) -> list[str]:
    """The words that say whether a verb holds, in text order: its negation, adverbs and auxiliaries, and those of
    the heads it shares its subject with, and those heads ("I no longer have", "I *used* to own")."""
    return _chain_words(subjects_of(token, lowercase_text=False)[1])


def _chain_words(chain: list[Token]) -> list[str]:
    """`context_words` of the chain `subjects_of` climbed from a verb."""
    return _words([child for link in chain for child in _context_of(link)] + chain[1:])


def _words(tokens: Iterable[Token]) -> list[str]:
    """Lower-cased words in text order, so that pairs like "no longer" and "used to" read as they were said."""
    return [token.lower_ for token in sorted(set(tokens), key=lambda token: token.i)]


def with_conjuncts(tokens: Iterable[Token]) -> list[Token]:
    found: list[Token] = []
    pending = list(tokens)
    while pending:
        token = pending.pop(0)
        if token not in found:
            found.append(token)
            excluding = [
                child.i
                for child in token.children
                if child.dep_ in {"cc", "advmod", "neg"} and child.lower_ in _EXCLUDING
            ]
            pending.extend(
                child
                for child in token.children
                if child.dep_ == "conj"
                and not any(index < child.i for index in excluding)
                and not _misread(child)
                and not clause_joined_to_object(child)
            )
    return found


def clause_joined_to_object(conjunct: Token) -> bool:
    """ "I love hiking and *live* in Denver", "I like coffee and *hate* tea": a verb the small model joined to the
    noun or gerund before it begins a clause of its own, sharing the subject; it is no second thing of the list."""
    head = conjunct.head
    if conjunct.dep_ != "conj" or conjunct.pos_ != "VERB" or head.dep_ not in {"dobj", "pobj", "attr", "xcomp"}:
        return False
    if not any(child.dep_ in _CLAUSE_PARTS for child in conjunct.children):
        return False  # "allergic to peanuts, *shellfish*, and penicillin": a noun of the list tagged a verb
    if conjunct.tag_ in _FINITE_TAGS:
        return head.tag_ not in _FINITE_TAGS
    # "I like coffee and *hate* tea": a verb in the base form, with its own object, after a noun
    return conjunct.tag_ == "VB" and head.pos_ in {"NOUN", "PROPN"} and any(c.dep_ == "dobj" for c in conjunct.children)


def _misread(conjunct: Token) -> bool:
    """A noun with an adverb glued before it that only focuses ("and *also* pottery") reads fine; any other is a
    compound the small model took apart ("landscapes and *still* life" as "life"), which no span can mend."""
    left = conjunct.doc[conjunct.i - 1] if conjunct.i > 0 else None
    return (
        conjunct.pos_ == "NOUN"
        and left is not None
        and left.head == conjunct
        and left.dep_ == "advmod"
        and left.lower_ not in _FOCUSING_ADVERBS
        and not left.lower_.endswith("ly")
    )


def organisation_name(token: Token, lowercase_text: bool, *, person_tag_doubted: bool = False) -> str | None:
    """The name `token` is part of, when it is one (an employer, a school): "Globex", "Bank of America". The small
    model tags many made-up company names as places, so a place's tag does not rule one out; a person's does,
    unless the caller's wording leaves no room for a person (`person_tag_doubted`: "let go from *Twitter*")."""
    if token.pos_ == "PRON" or token.ent_type_ in {"DATE", "TIME"}:
        return None
    if token.ent_type_ == "PERSON" and not person_tag_doubted:
        return None
    if not _is_name(token, lowercase_text):
        return None
    span = _name_span(token, lowercase_text)
    # "a job with the *Bristol* ambulance service": the service, not the city
    return span.text if lowercase_text else with_public_body(token.doc, Phrase(span.start, span.end, span.text)).text


def _is_name(token: Token, lowercase_text: bool) -> bool:
    if token.lower_ in TITLE_ACRONYMS:
        return False  # "I report to the *VP* of sales": a title, no one's name
    return token.pos_ == "PROPN" or bool(token.ent_type_) or is_name_word(token, lowercase_text)


def _is_person_name(token: Token, lowercase_text: bool) -> bool:
    if token.ent_type_ in _NEVER_PEOPLE:  # "my son is *ten*": an age, no name
        return False
    return token.lower_ not in _RELATIVE_PRONOUNS and token.pos_ != "PRON" and _is_name(token, lowercase_text)


def _name_span(token: Token, lowercase_text: bool) -> Span:
    """A name with its compound parts ("Bob Smith"), or the entity it is in when that is one name; with the
    possessive that ends it ("McDonald's", kept as an organisation's name: names.normalise_name)."""
    span = _bare_name_span(token, lowercase_text)
    return span.doc[span.start : span.end + 1] if ends_in_possessive(span.doc, span.end) else span


def _entity_part(part: Token, entity: Span) -> bool:
    """A word a one-thing name is made of: "Bank *of* America", "*St.* Mary*'s* Hospital" (an abbreviated title,
    and a possessive within the name, not at its end)."""
    if (part.is_alpha and part.pos_ in {"PROPN", "NOUN", "ADJ"}) or part.lower_ in _ENTITY_INNER_WORDS:
        return True
    abbreviation = part.text.endswith(".") and part.text[:-1].isalpha() and part.text[:1].isupper()
    inner_possessive = part.tag_ == "POS" and entity.start < part.i < entity.end - 1
    return abbreviation or inner_possessive


def _bare_name_span(token: Token, lowercase_text: bool) -> Span:
    titled = _of_title_end(token)
    if titled is not None:  # "Pirates of the Caribbean", which the small model may tag a place
        return token.doc[_left_span(token, lambda left: left.dep_ in _NAME_DEPS).start : titled]
    entity = next((entity for entity in token.doc.ents if entity.start <= token.i < entity.end), None)
    if entity is not None and _people_listed(entity):
        entity = None  # "Me, *Anthony and Sara* went": two people, whom the small model may tag one PERSON
    if entity is not None and all(_entity_part(part, entity) for part in entity):
        return entity
    span = _left_span(token, lambda left: left.dep_ in _NAME_DEPS and _is_name(left, lowercase_text))
    return _with_named_owner(span, token, lowercase_text)


def _with_named_owner(span: Span, token: Token, lowercase_text: bool) -> Span:
    """ "*St. Luke's* Medical Center", "*Sam's* Bakery": a name whose first part is a named owner's possessive (the
    small model makes the owner a modifier of its own) is one name with it; "my mom's Bakery" is no name's part."""
    doc = span.doc
    if not token.text[:1].isupper() or span.start < 2 or doc[span.start - 1].tag_ != "POS":
        return span
    owner = doc[span.start - 1].head
    if owner.dep_ != "poss" or owner.head != token or owner.pos_ != "PROPN" or not owner.text[:1].isupper():
        return span
    start = _left_span(owner, lambda left: left.dep_ in _NAME_DEPS and _is_name(left, lowercase_text)).start
    return doc[start : span.end]


def _people_listed(entity: Span) -> bool:
    """A PERSON entity with a conjunct of one of its words inside it ("Anthony and Sara"); a business's "and"
    ("Barnes and Noble") is no person's."""
    return entity.label_ == "PERSON" and any(
        part.dep_ == "conj" and entity.start <= part.head.i < entity.end for part in entity
    )


def named_beside(kind: Token) -> Token | None:
    """The name set between commas beside a kind of thing: a proper noun, a capitalised word the NER takes for a name
    ("this show, *Succession*", a common noun to the tagger), or any words in quotes ("our group, 'Kind Hearts',
    ...", "this new show, Severance")."""
    return next((c for c in kind.children if c.dep_ == "appos" and _set_as_name(c)), None)


def _set_as_name(word: Token) -> bool:
    return word.pos_ == "PROPN" or (word.is_title and word.ent_type_ in _NER_KINDS) or _quoted_name(word)


def _quoted_name(name: Token) -> bool:
    start = name.left_edge.i
    return start > 0 and name.doc[start - 1].text in _NAME_QUOTES and name.doc[start].is_title


_NAME_QUOTES = frozenset({"'", '"', "\u2018", "\u201c", "``"})


def whole_name(token: Token) -> Span:
    """The entity `token` is part of ("New Zealand", "Ken Watanabe"), or its compound name when the NER missed it
    ("Kenji" alone, "St. Vincent")."""
    if token.ent_iob_ != "O":
        return next(entity for entity in token.doc.ents if entity.start <= token.i < entity.end)
    start = min(
        (child.i for child in token.children if child.dep_ == "compound" and child.i < token.i), default=token.i
    )
    return token.doc[start : token.i + 1]


def thing_span(token: Token) -> Span:
    entity = next((e for e in token.doc.ents if e.start <= token.i < e.end and e.label_ in _TITLE_LABELS), None)
    if entity is not None:
        return entity  # "I adore *Lord of the Flies*": a title is one thing
    counted = not any(child.dep_ == "prep" and child.lower_ == "of" for child in token.children)  # "many *kinds* of"
    span = _left_span(token, lambda left: left.dep_ in _THING_DEPS and not (counted and left.lower_ in _QUANTIFIERS))
    start, doc = _title_article_start(_hyphenated_start(span), token), token.doc
    if start == token.i and start > 0 and _glued_conjunct(doc[start - 1]):
        start -= 1
    titled = _of_title_end(token)
    end = _with_gerund_end(token, glued_end(doc, span.end))
    if titled is not None:
        return doc[start:titled]
    end = _with_feature_end(token, _kind_of_people_end(token, end))
    return doc[start : _of_contents_end(token, _of_place_end(token, end))]


def _kind_of_people_end(token: Token, end: int) -> int:
    """ "people *who chew loudly*": people told only by what they do are that kind of people, the clause and all
    ("I can't stand people" alone would be everyone)."""
    if token.lower_ not in _KINDS_OF_PEOPLE or token.i + 1 != end:
        return end
    clause = next((child for child in token.rights if child.dep_ == "relcl" and child.left_edge.i == end), None)
    if clause is None or clause.left_edge.lower_ not in {"who", "that"}:
        return end
    stop = end  # up to the first mark: "people who litter*,* honestly"
    while stop <= clause.right_edge.i and token.doc[stop].text.replace("'", "").replace("\u2019", "").isalpha():
        stop += 1  # "don't" counts as a word
    return stop if stop > clause.i else end


_KINDS_OF_PEOPLE = frozenset({"people", "folks", "guys", "men", "women", "kids", "drivers", "neighbors", "neighbours"})


def project_span(project: Token) -> Span:
    """A project unnamed, with what it is of, to or about: "the migration *to Kubernetes*", "a redesign *of our
    website*", "a project *about bees*" ("the migration" alone says which as little as "the project"), or what it is
    for: "a project *to help local shelters*"."""
    span, doc = thing_span(project), project.doc
    purpose = doc[span.end + 1] if span.end + 1 < len(doc) and doc[span.end].tag_ == "TO" else None
    if purpose is not None and purpose.tag_ == "VB" and purpose.dep_ in {"acl", "relcl", "advcl"}:
        said = doc[span.end : purpose.right_edge.i + 1]  # the small model may hang it on the verb of working
        if _plain_words(said) and not any(t.pos_ == "PRON" for t in said):
            return doc[span.start : said.end]
    for prep in project.rights:
        if prep.dep_ != "prep" or prep.lower_ not in _PROJECT_TARGETS or prep.i != span.end:
            continue
        said = doc[prep.i : prep.right_edge.i + 1]
        named = any(part.dep_ == "pobj" and part.pos_ in {"NOUN", "PROPN"} for part in prep.children)
        if named and _plain_words(said) and not any(t.pos_ in {"VERB", "AUX"} for t in said):
            return doc[span.start : said.end]
    return span


def _plain_words(said: Span) -> bool:
    """A few words of a project's name: no punctuation, no time ("a project *on Friday*")."""
    return len(said) <= _PURPOSE_WORDS and not any(t.is_punct or t.ent_type_ in {"DATE", "TIME"} for t in said)


_PROJECT_TARGETS = frozenset({"to", "of", "for", "about", "on"})
# The most words a project's purpose or target may have to be part of its name ("to help local animal shelters").
_PURPOSE_WORDS = 8


def _glued_conjunct(token: Token) -> bool:
    """ "painting and *street* photography", "baking and *cake* decorating": the small model makes the first word
    of a compound a conjunct of its own, right before its noun (a conjunct of the same word); it belongs to that
    noun's phrase ("dogs, cats and horses" have their commas and "and" between them)."""
    doc = token.doc
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return (
        token.dep_ == "conj"
        and token.tag_ == "NN"
        and following is not None
        and following.dep_ == "conj"
        and following.head == token.head
        and following.pos_ == "NOUN"
    )


def _title_article_start(start: int, thing: Token) -> int:
    """Where a thing named by a title starts with its "The": "I love *The Witcher*", "*The Beatles* are my
    favorite": a capitalised article before a name is part of it ("the Beatles" keeps "Beatles" alone)."""
    doc = thing.doc
    if start == 0 or doc[start].pos_ != "PROPN":
        return start
    article = doc[start - 1]
    return start - 1 if article.text == "The" and article.dep_ == "det" and article.head.i >= start else start


def _hyphenated_start(span: Span) -> int:
    """Where `span` starts with the words hyphenated to its first one: "upside-down poses", "sci-fi"."""
    start, doc = span.start, span.doc
    while start >= 2 and doc[start - 1].text == "-" and not (doc[start - 1].whitespace_ or doc[start - 2].whitespace_):
        start -= 2
    return start


LIST_JOINS = frozenset({"and", "or", "&"})
# Verbs of taste that open a clause of their own after "but": "I love sushi but *hate* wasabi".
_TASTES = frozenset(
    {"hate", "hates", "dislike", "dislikes", "love", "loves", "like", "likes", "enjoy", "enjoys", "prefer", "prefers"}
    | {"adore", "adores", "detest", "detests", "despise", "despises"}
)


def _taste_hung_on_object(verb: Token) -> Token | None:
    """The verb whose subject a verb of taste after "but" shares, when the small model hung it on that verb's
    object: "I like *tea* but hate coffee", "I enjoy *hiking* but hate camping" (a conjunct of "tea", "hiking")."""
    if verb.dep_ != "conj" or verb.lower_ not in _TASTES or verb.pos_ != "VERB":
        return None
    obj = verb.head
    if obj.dep_ not in {"dobj", "xcomp"} or obj.head.lower_ not in _TASTES or obj.head.pos_ != "VERB":
        return None
    turn = [child for child in obj.children if child.dep_ == "cc" and obj.i < child.i < verb.i]
    return obj.head if turn and turn[0].lower_ == "but" else None


# What joins a second verb of taste to the first: "I love sushi *but* hate wasabi", "I like tea *and* hate coffee".
_TURNS = frozenset({"but", "and"})


def _tastes_contrasted(verb: Token) -> bool:
    """ "I love my job but *hate* my commute": a second verb of taste after "but" (or "and"), in the form its head's "I"
    takes, is said by the same subject (a bare verb after a finite one is otherwise read as an imperative)."""
    head = verb.head
    turn = [child for child in head.children if child.dep_ == "cc" and head.i < child.i < verb.i]
    return verb.lower_ in _TASTES and head.lower_ in _TASTES and bool(turn) and turn[-1].lower_ in _TURNS


_TASTE_TYPES = frozenset({"LIKES", "DISLIKES"})


def _turned_taste(verb: Token, obj: Token, subjects: list[tuple[str, Token | Span]]) -> list[Candidate]:
    """What the second verb of taste says of `obj` when the small model made it the first one's object (or made that
    verb a noun before it): "I like pizza and hate *sushi*" dislikes sushi, "I love jazz and hate *country music*"."""
    doc = verb.doc
    turn = next(word for word in doc[verb.i + 1 : obj.i] if word.lower_ in _TURNS and doc[word.i + 1].lower_ in _TASTES)
    taste = doc[turn.i + 1]
    edge_type = next((p.edge_type for p in PREDICATES if taste.lower_ in p.words and not p.preps), None)
    if edge_type not in _TASTE_TYPES:
        return []  # "... but prefer tea": a preference needs what it is over
    phrase = thing_span(obj)
    if phrase.start <= taste.i:
        phrase = doc[taste.i + 1 : phrase.end]
    if not len(phrase) or not all(word.is_alpha or word.text == "-" for word in phrase):
        return []
    return [
        Candidate(edge_type, value, phrase.text, THING, Polarity(), 0.7, span.text, span.start)
        for value, words in subjects
        for span in [_covering(doc, [words, verb, phrase])]
    ]


def _past_a_turn_of_taste(verb: Token, obj: Token) -> bool:
    """Whether "but" (or "and") and a verb of taste stand between `verb` and `obj`: the small model may make
    "wasabi" the object of "love" in "I love sushi but hate wasabi", where "hate" is its verb."""
    between = verb.doc[verb.i + 1 : obj.i]
    return any(
        word.lower_ in _TURNS and word.i + 1 < obj.i and verb.doc[word.i + 1].lower_ in _TASTES for word in between
    )


def kinds_of(thing: Token, phrase: Span) -> list[str]:
    """One thing per kind when kinds joined by "and" or "or" come before the noun they are kinds of: "Italian and
    Thai food" is "Italian food" and "Thai food", where the phrase alone is "food" (the small model hangs "Thai"
    on "Italian", and the noun's span stops at that conjunct)."""
    genre = _genre_before_kinds(thing, phrase)
    if genre is not None:
        return [genre]
    first = next(
        (
            left
            for left in thing.lefts
            if left.dep_ in _THING_DEPS
            and left.i < phrase.start
            and any(child.dep_ == "conj" for child in left.children)
        ),
        None,
    )
    if first is None:
        return [phrase.text]
    joins = [child for kind in with_conjuncts([first]) for child in kind.children if child.dep_ == "cc"]
    if any(join.lower_ not in LIST_JOINS for join in joins):
        return [phrase.text]  # "I love sushi *but* hate wasabi", misparsed as kinds of wasabi: no list of kinds
    kinds = sorted((kind for kind in with_conjuncts([first]) if kind.i < thing.i), key=lambda kind: kind.i)
    last = kinds[-1]
    if last.right_edge.i + 1 != phrase.start or not all(kind.is_alpha for kind in kinds):
        return [phrase.text]  # something else stands between the last kind and the noun: no clean reading
    if len(kinds) == 2 and (first.lower_, last.lower_) in FIXED_PAIRS:
        return [thing.doc[first.i : phrase.end].text]  # "black and white photos": one kind
    doc = thing.doc
    starts = [_hyphenated_start(_left_span(kind, lambda left: left.dep_ in _THING_DEPS)) for kind in kinds]
    pastimes = [kind.lower_ in PASTIME_GERUNDS for kind in kinds]
    if any(pastimes) and not all(pastimes):
        # "hiking and street photography", "cooking and board games": a pastime, then a kind of the noun; not
        # "hiking photography" ("running and cycling shoes", all pastimes, are kinds of shoes)
        return [
            kind.text if pastime else f"{doc[start : kind.i + 1].text} {phrase.text}"
            for start, kind, pastime in zip(starts, kinds, pastimes, strict=True)
        ]
    return [f"{doc[start : kind.i + 1].text} {phrase.text}" for start, kind in zip(starts, kinds, strict=True)]


def _genre_before_kinds(thing: Token, phrase: Span) -> str | None:
    """ "I love *action* and sci-fi movies", "horror or thriller films": a story genre alone, joined to a kind of
    films or books, is a kind of them too (the small model makes the genre the object and the films its conjunct;
    the conjunct keeps its own reading)."""
    if len(phrase) != 1 or thing.lower_ not in STORY_GENRES:
        return None
    form = next((child for child in thing.children if child.dep_ == "conj"), None)
    if form is None or form.lower_ not in STORY_FORMS:
        return None
    kinds = [left for left in form.lefts if left.dep_ in {"amod", "compound", "nmod"}]
    if not kinds or any(left.dep_ in {"det", "poss"} for left in form.lefts):
        return None  # "action and movies", "action and my movies": no kind of the form joined
    return f"{thing.text} {form.text}"


def _of_contents_end(token: Token, end: int) -> int:
    """Where a measure of something ends: "a hot cup *of tea*", "a slice *of pizza*" (a cup alone is no thing liked)."""
    if token.lemma_.lower() not in _MEASURES:
        return end
    prep = next((child for child in token.rights if child.dep_ == "prep" and child.i == end), None)
    contents = next((child for child in prep.children if child.dep_ == "pobj"), None) if prep is not None else None
    if prep is None or prep.lower_ != "of" or contents is None or contents.pos_ != "NOUN":
        return end
    return thing_span(contents).end


# What a thing is served or counted in: "a cup of tea", "a bowl of ramen".
_MEASURES = frozenset(
    {"cup", "cups", "bowl", "bowls", "slice", "slices", "glass", "glasses", "plate", "plates", "mug", "mugs", "pint"}
    | {"pints", "scoop", "scoops", "bottle", "bottles", "pot", "serving", "servings", "piece", "pieces", "bite"}
)


def _of_place_end(token: Token, end: int) -> int:
    """Where a thing ends when an "of" phrase right after it names the place it belongs to: "the beaches *of
    Portugal*", "the food *of Lisbon*". Only a named place, in a short phrase ("of this city" says no more than
    where the speaker is)."""
    prep = next((child for child in token.rights if child.dep_ == "prep" and child.i == end), None)
    if prep is None or prep.lower_ != "of":
        return end
    place = next((child for child in prep.children if child.dep_ == "pobj"), None)
    if place is None or place.right_edge.i - prep.i > _MAX_PLACE_TOKENS:
        return end
    named = place.ent_type_ in {"GPE", "LOC"} and all(word.ent_type_ or word.lower_ == "the" for word in place.subtree)
    return place.right_edge.i + 1 if named else end


def _cuts_a_scene(thing: Token) -> bool:
    """Whether `thing`, the object of a gerund liked, does something in a clause right after it: "seeing *puppies*
    playing in the snow" is a scene, of which "seeing puppies" is a part cut short."""
    return any(child.dep_ == "acl" and child.tag_ == "VBG" and child.i == thing.i + 1 for child in thing.children)


def scene_left_out(thing: Token, phrase: Span) -> bool:
    """Whether `thing` does something in a clause of its own that `phrase` leaves out: "*dogs* running on the
    beach", "the *kids* playing in the yard" are a scene liked, not the dogs or the kids."""
    return any(child.dep_ == "acl" and child.tag_ == "VBG" and child.i == phrase.end for child in thing.children)


_SAID_WHERE = frozenset({"prep", "advmod", "npadvmod"})


_MAX_PLACE_TOKENS = 4


_LIKED_BY_PREPOSITION = frozenset({"into", "with", "about", "on"})  # "into", "obsessed with", "crazy about"


def _with_gerund_end(token: Token, end: int) -> int:
    """ "*bird watching*", "*whale watching*": a bare gerund right after a bare noun, which the small model hangs
    on it as a clause (or on the verb beside it), is the pastime's last word."""
    following = token.doc[end] if end < len(token.doc) else None
    if following is None or following.tag_ != "VBG":
        return end
    clause = following.head == token and following.dep_ == "acl"
    beside = (
        following.head == token.head and following.dep_ == "xcomp" and token.dep_ == "dobj"
    )  # "love bird *watching*"
    # "into trail *running* now", "obsessed with sourdough *baking* lately": the gerund hung on the word of liking,
    # as a clause, when a time follows it
    into = token.dep_ == "pobj" and token.head.lower_ in _LIKED_BY_PREPOSITION and following.dep_ == "advcl"
    into = into and following.head == token.head.head
    if not (clause or beside or into):
        return end
    own = [child for child in following.children if child.dep_ not in {"cc", "conj"}]
    bare = not any(child.dep_ in {"det", "poss"} for child in token.children)
    if into:
        return end + 1 if bare and all(c.dep_ in _SAID_WHERE for c in own) else end
    if own and bare and following.lower_ in GERUNDS_OF_THEIR_NOUN and all(c.dep_ in _SAID_WHERE for c in own):
        return end + 1  # "people *watching* at the park": the pastime, not the people
    if own and clause and all(c.dep_ in {"advmod", "prt"} and c.i > following.i for c in own):
        return following.right_edge.i + 1  # "kids *playing outside*": what they do is part of what is liked
    if own:
        return end  # "kids *playing in the yard*": a clause of its own
    return end + 1 if bare else end


def glued_end(doc: Doc, end: int) -> int:
    """Where a word ends that the tokenizer cut at a colon or a hyphen typed without spaces: "*CS:GO*",
    "*Re:Zero*", "a lot of *sci-fi*" (whose parts the small model may hang side by side)."""
    while (
        end + 1 < len(doc)
        and doc[end].text in {":", "-"}
        and not doc[end - 1].whitespace_
        and not doc[end].whitespace_
        and doc[end + 1].text[:1].isalnum()
    ):
        end += 2
    return end


def _of_title_end(token: Token) -> int | None:
    """Where a capitalised name joined by "of" ends: "*Lord of the Flies*", "*Guardians of the Galaxy*" (tagged
    neither a work nor one entity by the small model); None for "Marco *of all people*"."""
    if token.tag_ not in {"NNP", "NNPS"} or not token.text[:1].isupper():
        return None
    prep = next((child for child in token.rights if child.dep_ == "prep" and child.i == token.i + 1), None)
    if prep is None or prep.lower_ != "of":
        return None
    obj = next((child for child in prep.children if child.dep_ == "pobj"), None)
    if obj is None or obj.right_edge.i != obj.i:
        return None
    words = token.doc[prep.i + 1 : obj.i + 1]
    if all(word.text[:1].isupper() or word.lower_ in {"the", "a", "an"} for word in words) and obj.text[:1].isupper():
        return obj.i + 1
    return None


def _with_feature_end(token: Token, end: int) -> int:
    """Where a thing ends when a "with" phrase right after it says what kind it is: "dogs *with floppy ears*",
    "coffee *with oat milk*" (the parser hangs it on the noun). Not company ("with my kids") and only a short
    phrase of plain words."""
    # The last item of a list may lose it to the first: "reptiles and animals *with fur*"; the nearer noun has it.
    owners = [token, token.head] if token.dep_ == "conj" else [token]
    prep = next((child for owner in owners for child in owner.rights if child.dep_ == "prep" and child.i == end), None)
    if prep is None or prep.lower_ != "with" or is_company(prep):
        return end
    objects = [child for child in prep.children if child.dep_ == "pobj"]
    last = prep.right_edge.i
    if len(objects) != 1 or objects[0].pos_ != "NOUN" or objects[0].ent_type_ or last - prep.i > _MAX_FEATURE_TOKENS:
        return end
    if any(not word.is_alpha or word.pos_ in {"PRON", "VERB", "AUX"} for word in token.doc[prep.i + 1 : last + 1]):
        return end
    return last + 1


def _left_span(token: Token, joins: Callable[[Token], bool]) -> Span:
    """`token` with the adjacent left modifiers that `joins` accepts ("rock climbing", "Project Apollo")."""
    start = token.i
    for left in reversed(list(token.lefts)):
        if left.i == start - 1 and joins(left):
            start = _left_span(left, joins).start
        else:
            break
    return token.doc[start : token.i + 1]


def _covering(doc: Doc, parts: Iterable[Token | Span]) -> Span:
    starts, ends = [], []
    for part in parts:
        if isinstance(part, Token):
            starts.append(part.i)
            ends.append(part.i + 1)
        else:
            starts.append(part.start)
            ends.append(part.end)
    return doc[min(starts) : max(ends)]
