"""The everyday words a question asks about a built-in relation by, beyond the words of its name: "What are
Robin's hobbies?" asks for LIKES, HAS_INTEREST and DID facts though it says none of "likes", "interest" or "did".

Recall boosts the facts of the types a question hints at (kg/domain/recall_scoring.py, type_hints). The words are
plain English for each relation, singular and plural written out (short words like "job" and "pet" included);
function words that would hint at everything ("do", "have", "go") are left out. On the LoCoMo dev file, hinting by
these words as well as by the types' names moved recall@10 from 80.3 to 80.4 (samples 0-2) and 76.1 to 76.3
(samples 3-4; open-domain 51.7 -> 55.7), and no category fell.
"""

from __future__ import annotations

_ASKED_BY: dict[str, str] = {
    "LIKES": "love loves enjoy enjoys favorite favourite fan fans hobby hobbies interest interests passion",
    "HAS_INTEREST": "interest interests interested hobby hobbies passion passions passionate",
    "DID": "activity activities hobby hobbies done tried experience experiences partake participate pastime pastimes",
    "ATTENDED": "attend attended event events visit visited trip trips travel traveled travelled concert concerts "
    "festival festivals",
    "PLANS": "plan plans planning planned future upcoming",
    "WANTS": "want wants wish wishes dream dreams goal goals hope hopes aspiration aspirations someday",
    "WORKS_AT": "job jobs employer employers company career living military",
    "HAS_ROLE": "job jobs role roles profession occupation career position living",
    "WORKS_ON": "project projects",
    "FAMILY_MEMBER": "kid kids child children son sons daughter daughters sister sisters brother brothers parent "
    "parents mother father mom dad husband wife sibling siblings",
    "PARTNER_IS": "partner husband wife boyfriend girlfriend spouse married relationship dating engaged fiance fiancee",
    "FRIEND_OF": "friend friends",
    "MEMBER_OF": "member members group groups club clubs team teams join joined community",
    "OWNS": "own owns pet pets bought device devices dog dogs cat cats puppy puppies kitten kittens",
    "USES": "use uses using tool tools app apps software platform platforms",
    "LIVES_IN": "live lives home city country moved",
    "HAS_TIME_ZONE": "timezone timezones zone zones",
    "HAS_AGE": "age ages old",
    "STUDIES_AT": "school schools college colleges university universities study studies studying student students "
    "major majoring degree campus graduate graduated education",
    "COMES_FROM": "from origin origins born hometown homeland native roots heritage country immigrate immigrated",
    "DISLIKES": "dislike dislikes hate hates",
    "IS_ALLERGIC_TO": "allergy allergies allergic eat",
    "AVOIDS": "avoid avoids eat eats food foods drink drinks diet dietary restriction restrictions",
    "PREFERS": "prefer prefers preference preferences formatting emoji emojis pronoun pronouns",
    "HAS_STATE": "diet diets dietary condition conditions health medical illness identity religion faith religious "
    "gender orientation medication medications medicine medicines meds prescription prescriptions veteran",
    "KNOWS_ABOUT": "language languages speak speaks skill skills expert expertise fluent degree degrees "
    "qualification qualifications",
    "KNOWS": "doctor dentist therapist neighbor neighbour landlord trainer tutor mentor lawyer accountant mechanic "
    "hairdresser barber babysitter nanny contractor roommate roommates flatmate flatmates housemate housemates",
}
ASKED_BY: dict[str, frozenset[str]] = {edge_type: frozenset(text.split()) for edge_type, text in _ASKED_BY.items()}


def asked_by(edge_type: str) -> frozenset[str]:
    """The case-folded words that ask about `edge_type` besides its name's; none for a type kg does not know."""
    return ASKED_BY.get(edge_type, frozenset())
