"""Tier 2: a task the speaker has to do by a time to come, or asks to be reminded of, is a plan: PLANS.

    I have to finish my report by Friday          PLANS "finish my report", "Friday"
    I need to call the plumber tomorrow           PLANS "call the plumber", "tomorrow"
    I've got to pick up my kids at 3 tomorrow     PLANS "pick up my kids", "3 tomorrow"
    Remind me to call the dentist tomorrow        PLANS "call the dentist", "tomorrow"
    Don't let me forget to pay rent on the 1st    PLANS "pay rent", "the 1st"

"have to" and "need to" tell a duty as often as a wish, so only with a time to come do they tell a task on the
calendar ("I need to lose weight", "I need to renew my passport" give nothing here); a reminder asked for is one
whatever its time. Not a past ("I had to finish it by Friday"), a denial ("I don't have to work tomorrow"), a
question, or someone else's task ("Tom has to work on Saturday" is his, and read as his plan by no rule here).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.extraction.assemble import Candidate
from kg.extraction.events import still_to_come
from kg.extraction.phrases import is_question
from kg.extraction.polarity import Polarity
from kg.extraction.relation import EVENT, USER
from kg.extraction.when import time_text_of

_CONFIDENCE = 0.7
_DUTIES = frozenset({"have", "need", "get", "got"})  # "have to", "need to", "('ve) got to"
_TIME_LABELS = frozenset({"DATE", "TIME"})


def todo_candidates(doc: Doc) -> list[Candidate]:
    found: list[Candidate] = []
    for task in doc:
        if task.dep_ != "xcomp" or task.tag_ != "VB" or is_question(task.sent):
            continue
        if not any(child.dep_ == "aux" and child.lower_ == "to" for child in task.children):
            continue
        reminder = _reminder(task)
        if not reminder and not _duty(task.head):
            continue
        when = time_text_of(task)  # read only for a task: it runs the time rules over the clause
        if not reminder and (when is None or not still_to_come(when)):
            continue
        what = _task_phrase(task)
        if what:
            sentence = task.sent
            found.append(
                Candidate(
                    "PLANS", USER, what, EVENT, Polarity(), _CONFIDENCE, sentence.text, sentence.start, time_text=when
                )
            )
    return found


def _duty(head: Token) -> bool:
    """ "I have to", "I need to", "I've got to": the speaker's, in the present."""
    if head.lemma_.lower() not in _DUTIES and head.lower_ not in _DUTIES:
        return False
    if any(child.dep_ == "neg" for child in head.children):
        return False
    speaker = any(child.dep_ == "nsubj" and child.lower_ == "i" for child in head.children)
    present = head.tag_ in {"VBP", "VBZ"} or (
        head.lower_ == "got" and any(c.lower_ in {"'ve", "have"} for c in head.children)
    )
    return speaker and present


def _reminder(task: Token) -> bool:
    """ "Remind me to ...", "Please remind me to ...", "Don't let me forget to ..."."""
    head = task.head
    if head.lemma_.lower() == "remind" and head.dep_ == "ROOT":
        return any(child.lower_ == "me" for child in head.children) and not any(
            c.dep_ == "nsubj" for c in head.children
        )
    if head.lemma_.lower() == "forget" and head.head.lemma_.lower() == "let":
        let = head.head
        return let.dep_ == "ROOT" and any(child.dep_ == "neg" for child in let.children)
    return False


def _task_phrase(task: Token) -> str:
    """The task as said, without its time: "finish my report", "pick up my kids", "buy a gift for my mom's
    birthday"."""
    timed = {token.i for entity in task.doc.ents if entity.label_ in _TIME_LABELS for token in entity}
    kept: list[Token] = [task]
    for child in task.children:
        if child.dep_ in {"aux", "neg", "punct", "advmod", "npadvmod"} or child.i < task.i:
            continue
        part = list(child.subtree)
        if any(token.i in timed for token in part):
            continue  # "by Friday", "at 3 tomorrow": when, not what
        kept.extend(part)
    kept.sort(key=lambda token: token.i)
    return "".join(task.lemma_.lower() + task.whitespace_ if t.i == task.i else t.text_with_ws for t in kept).strip()
