"""Whether a turn only asks: every sentence of it is a question or a few words around one ("Nice! What kind of
bread do you bake?"). Pure.

Such a turn tells nothing about anyone, yet it shares the words and the meaning of questions put to Recall, which
ranked it high ("What does Robin bake?" found "Nice! What kind of bread do you bake?" above the turn that answers
it). On LoCoMo's dev conversations 5.7 % of turns only ask and 1 % of answering turns do; Recall weighs them
at ASKING_SHARE (kg/recall/pipeline.py).
"""

from __future__ import annotations

from kg.episodes.texts import split_sentences

ASIDE_WORDS = 3  # "Cool!", "Oh wow, Mel!": said around a question, not a statement


def asks_only(text: str) -> bool:
    said = split_sentences(text)
    questions = [part for part in said if part.endswith("?")]
    return bool(questions) and all(part in questions or len(part.split()) <= ASIDE_WORDS for part in said)
