"""How people talk in chat, read with the parse (tier 2): what they did, own and like, said the casual way."""

from __future__ import annotations

import pytest

from kg.extraction import USER, Extractor
from tests.unit.extraction.facts import facts, named_facts, only


def test_more_verbs_of_doing_make_events_with_their_objects(tier2: Extractor) -> None:
    assert facts(tier2.extract("I passed my driving test on Friday.")) == {("DID", USER, "pass my driving test")}
    assert facts(tier2.extract("We roasted chestnuts by the fire.")) == {("DID", USER, "roast chestnuts")}
    assert facts(tier2.extract("I made a real difference.")) == set()  # an abstract object is no event


def test_getting_something_is_an_event_but_having_got_it_or_fetching_it_is_not(tier2: Extractor) -> None:
    assert facts(tier2.extract("I got tickets to the game.")) == {("DID", USER, "get tickets to the game")}
    for text in ("I've got a question for you.", "I'll get you a coffee.", "I finally got the hang of knitting."):
        assert tier2.extract(text).relations == (), text


def test_an_event_had_is_done_when_past_and_planned_when_its_time_is_to_come(tier2: Extractor) -> None:
    assert facts(tier2.extract("I had a job interview yesterday.")) == {("DID", USER, "have a job interview")}
    relation = only(tier2.extract("I have a dentist appointment tomorrow."), "PLANS")
    assert (relation.object, relation.time_text) == ("have a dentist appointment", "tomorrow")
    assert tier2.extract("I have an appointment.").relations == ()


def test_a_phrasal_verb_counts_only_with_its_particle(tier2: Extractor) -> None:
    assert facts(tier2.extract("We set up a lemonade stand.")) == {("DID", USER, "set up a lemonade stand")}
    assert tier2.extract("I put the book down.").relations == ()


def test_the_object_of_a_relative_clause_is_the_noun_it_hangs_on(tier2: Extractor) -> None:
    assert named_facts(tier2.extract("Here's the quilt I sewed for my niece.")) == {("DID", USER, "sew the quilt")}
    assert named_facts(tier2.extract("This is a jazz album I really love.")) == {("LIKES", USER, "jazz album")}
    for text in ("That's a book I love.", "The cafe I work at is closing.", "Here's a snap from the day we met up."):
        assert named_facts(tier2.extract(text)) == set(), text


def test_a_dropped_i_before_a_past_verb_is_the_speaker(tier2: Extractor) -> None:
    assert facts(tier2.extract("Been learning Italian for a few months.")) == {("DID", USER, "learn Italian")}
    assert ("DID", USER, "finish my first marathon") in facts(tier2.extract("Finished my first marathon!"))
    for text in ("Check out this view.", "Sounds like a great plan.", "Did you go to the fair?"):
        assert tier2.extract(text).relations == (), text


def test_looking_forward_to_doing_something_is_a_plan(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm excited to visit my grandparents.")) == {
        ("PLANS", USER, "visit my grandparents"),
        ("FAMILY_MEMBER", USER, "grandparents"),  # round 72: grandparents are relatives
    }
    waiting = tier2.extract("I can't wait to try the new climbing gym.")
    assert ("PLANS", USER, "try the new climbing gym") in facts(waiting)
    assert tier2.extract("I wasn't excited to go to the dentist.").relations == ()


def test_my_pet_or_my_bike_is_owned_and_a_sold_one_no_longer(tier2: Extractor) -> None:
    assert facts(tier2.extract("My parrot keeps chewing the curtains.")) == {("OWNS", USER, "parrot")}
    sold = only(tier2.extract("We sold our boat last summer."), "OWNS")
    assert (sold.object, sold.negated, sold.change) == ("boat", True, True)
    for text in ("Your dog is adorable.", "I love my new apartment.", "I bought some dog food."):
        assert "OWNS" not in {relation.edge_type for relation in tier2.extract(text).relations}, text


@pytest.mark.parametrize("text", ["Our cat Miso died last year.", "My dog passed away in May."])
def test_a_pet_that_died_is_owned_no_longer(tier2: Extractor, text: str) -> None:
    gone = [relation for relation in tier2.extract(text).relations if relation.edge_type == "OWNS"]
    assert gone and all((pet.negated, pet.change) == (True, True) for pet in gone), text  # "Miso" and "cat"


@pytest.mark.parametrize("text", ["My old car died on the highway.", "My cat is dying."])
def test_a_machine_that_died_or_a_pet_still_living_is_still_owned(tier2: Extractor, text: str) -> None:
    assert not only(tier2.extract(text), "OWNS").negated, text  # a car "dies" and is still had


def test_a_love_for_something_and_a_favourite_are_likes(tier2: Extractor) -> None:
    assert facts(tier2.extract("I have a love for old movies.")) == {("LIKES", USER, "old movies")}
    assert facts(tier2.extract("Chess is my favorite.")) == {("LIKES", USER, "chess")}
    assert facts(tier2.extract("The shelf holds my favorite mystery novels.")) == {("LIKES", USER, "mystery novels")}
    assert tier2.extract("It's my favorite.").relations == ()


def test_a_job_lost_at_a_company_has_ended(extractor: Extractor) -> None:
    relation = only(extractor.extract("I lost my job at Wayne Enterprises last month."), "WORKS_AT")
    assert (relation.object, relation.negated, relation.change) == ("Wayne Enterprises", True, True)


def test_joining_a_group_is_membership_whatever_its_modifiers(tier2: Extractor) -> None:
    relation = only(tier2.extract("I joined a volunteer-run hiking group last month."), "MEMBER_OF")
    assert (relation.object, relation.change) == ("volunteer-run hiking group", True)
    assert facts(tier2.extract("Marco signed with a new team.")) == {("MEMBER_OF", "Marco", "new team")}


def test_conditions_and_willingness_are_no_events(extractor: Extractor) -> None:
    for text in ("If we plant a garden, the kids will love it.", "I'm happy to help with the bake sale."):
        assert extractor.extract(text).relations == (), text


def test_taking_up_an_interest_is_a_new_interest_but_trouble_is_not_one(tier2: Extractor) -> None:
    relation = only(tier2.extract("I've gotten into birdwatching this year."), "HAS_INTEREST")
    assert (relation.object, relation.change) == ("birdwatching", True)
    assert tier2.extract("I got into trouble at school.").relations == ()


def test_an_event_or_a_title_is_kept_whole(tier2: Extractor) -> None:
    assert facts(tier2.extract("I went to a book signing at the library.")) == {("ATTENDED", USER, "book signing")}
    liked = only(tier2.extract('I loved reading "Anne\'s House of Dreams" as a teenager.'), "LIKES")
    assert liked.object == "reading Anne's House of Dreams"


def test_being_off_to_somewhere_or_to_do_something_is_a_plan(tier2: Extractor) -> None:
    assert facts(tier2.extract("I'm off to Lisbon for a week.")) == {("PLANS", USER, "Lisbon")}
    assert facts(tier2.extract("I'm off to bake a birthday cake.")) == {("PLANS", USER, "bake a birthday cake")}
    # "off work" is no trip to a place called work; it is a day off (kg/extraction/time_off.py)
    assert facts(tier2.extract("I'm off work today.")) == {("PLANS", USER, "time off")}


def test_a_verb_form_used_as_a_noun_makes_no_event(extractor: Extractor) -> None:
    for text in ("I had a huge writing assignment due.", "My nephew is a shooting guard on his team."):
        events = {fact for fact in named_facts(extractor.extract(text)) if fact[0] in {"DID", "ATTENDED", "PLANS"}}
        assert events == set(), text


def test_finishing_an_activity_keeps_what_it_was_done_to(tier2: Extractor) -> None:
    assert facts(tier2.extract("I finished reading a mystery novel last night.")) == {
        ("DID", USER, "finish reading a mystery novel")
    }
