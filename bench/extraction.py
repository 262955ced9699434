"""`python -m bench extraction`: extraction precision, recall and F1 on the labelled set, speed, and LoCoMo yield.

Scores the development part and the held-out quarter (tests/data/extraction/) at tier 1 and tier 2 with the matching
of kg.extraction.scoring; measures sentences per second at tier 2 in process, one `extract` call per sentence, from
concurrent callers (as Ingest's RPCs call it) and in batches (`extract_many`); with `--locomo PATH` also the share
of LoCoMo turns that yield at least one fact and the facts by type, and any labelled sentence that occurs in its
turns word for word (to be reworded: LoCoMo's text stays out of the project), and `--sample FILE` writes 100 random
extracted facts with their turns for checking by hand (write it outside the repository: LoCoMo's licence keeps its
text out of it); `--seed N` draws a different sample, so a fresh one can be checked after rules were tuned on the
last.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from kg.blas import one_blas_thread
from kg.extraction import Extractor, TurnBefore
from kg.extraction.scoring import Example, Score, load, relation_facts

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "extraction"
PARTS = {"development": DATA / "labelled.jsonl", "held-out": DATA / "heldout.jsonl"}
SAMPLE_SIZE = 100
# asyncio.to_thread's default pool on this project's 2-core machines has 6 threads (min(32, cores + 4)).
CONCURRENT_CALLERS = 6
DEFAULT_SEED = 16


def score(extractor: Extractor, examples: list[Example], errors: list[str] | None = None) -> Score:
    result = Score()
    extractions = extractor.extract_many([example.text for example in examples])
    for example, extraction in zip(examples, extractions, strict=True):
        predicted = relation_facts(extraction.relations)
        result.add(example.facts, predicted)
        if errors is not None and set(dict(predicted)) != set(dict(example.facts)):
            missed = sorted(set(dict(example.facts)) - set(dict(predicted)))
            extra = sorted(set(dict(predicted)) - set(dict(example.facts)))
            errors.append(f"{example.text!r}\n    missed {missed}\n    extra  {extra}")
    return result


def table(title: str, result: Score) -> str:
    lines = [title, f"{'relation':<16}{'n':>5}{'tp':>5}{'fp':>5}{'fn':>5}{'P':>7}{'R':>7}{'F1':>7}"]
    for relation in [*result.relations(), None]:
        tp, fp, fn, precision, recall, f1 = result.row(relation)
        name = relation or "micro total"
        lines.append(f"{name:<16}{tp + fn:>5}{tp:>5}{fp:>5}{fn:>5}{precision:>7.3f}{recall:>7.3f}{f1:>7.3f}")
    matched = sum(result.true_positive.values())
    lines.append(f"change agrees on {result.change_agreed}/{matched} matched facts; {result.sentences} sentences")
    return "\n".join(lines)


def speed(extractor: Extractor, texts: list[str], rounds: int = 3, how: str = "one") -> tuple[float, float]:
    """Sentences per wall-clock second and per second of this process's CPU time.

    `how`: "one" call at a time, "batched" through `extract_many`, or "concurrent": CONCURRENT_CALLERS threads
    calling `extract`, as Ingest's RPCs do through `asyncio.to_thread` (the extractor gathers them into batches).

    On a shared machine the wall-clock rate follows the load; the CPU-time rate much less so, which makes it the
    one to compare between runs (both are printed with the load average).
    """
    extractor.extract(texts[0])  # warm up
    started, cpu_started = time.perf_counter(), time.process_time()
    for _ in range(rounds):
        if how == "batched":
            extractor.extract_many(texts)
        elif how == "concurrent":
            with ThreadPoolExecutor(max_workers=CONCURRENT_CALLERS) as pool:
                list(pool.map(extractor.extract, texts))
        else:
            for text in texts:
                extractor.extract(text)
    done = rounds * len(texts)
    return done / (time.perf_counter() - started), done / (time.process_time() - cpu_started)


def _load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def locomo_turns(path: Path) -> list[tuple[str, TurnBefore | None]]:
    """Every turn, with the turn before it in its session, as Ingest gives the extractor the conversation's last
    turn (the LoCoMo benchmark makes each session a conversation)."""
    turns: list[tuple[str, TurnBefore | None]] = []
    for sample in json.loads(path.read_text(encoding="utf-8")):
        conversation = sample["conversation"]
        for key, session in conversation.items():
            if key.startswith("session_") and isinstance(session, list):
                for before, turn in zip([None, *session], session, strict=False):
                    same = before is not None and before["speaker"] == turn["speaker"]
                    turns.append((turn["text"], TurnBefore(before["text"], same) if before else None))
    return turns


# Shorter sentences are phrases any chat says ("I get it.", "Talk to you soon!"): no sign of a copy.
COPY_MIN_CHARS = 25


def found_in(sentences: list[str], turns: list[str]) -> list[str]:
    """The labelled sentences of COPY_MIN_CHARS or more that occur word for word (case aside) in a benchmark's
    turns. LoCoMo measures kg and its text stays out of the project (CC BY-NC, and a rule tuned on a measured
    sentence flatters the figure): each one found is to be reworded."""
    said = "\n".join(turn.casefold() for turn in turns)
    return [
        sentence
        for sentence in dict.fromkeys(sentences)
        if len(sentence.strip()) >= COPY_MIN_CHARS and sentence.strip().casefold() in said
    ]


def locomo(
    extractor: Extractor,
    path: Path,
    sample_file: Path | None,
    seed: int = DEFAULT_SEED,
    labelled: list[str] | None = None,
) -> dict[str, Any]:
    said = locomo_turns(path)
    turns = [text for text, _ in said]
    by_type: Counter[str] = Counter()
    extracted: list[tuple[str, str]] = []
    yielding = 0
    for text, extraction in zip(turns, extractor.extract_many(turns, [before for _, before in said]), strict=True):
        relations = extraction.relations
        yielding += bool(relations)
        for relation in relations:
            by_type[relation.edge_type] += 1
            flags = "".join(
                f" [{flag}]" for flag, on in (("negated", relation.negated), ("change", relation.change)) if on
            )
            when = f" (when: {relation.time_text})" if relation.time_text else ""
            extracted.append((f"{relation.edge_type}({relation.subject} -> {relation.object}){flags}{when}", text))
    if sample_file is not None:
        chosen = random.Random(seed).sample(extracted, min(SAMPLE_SIZE, len(extracted)))
        sample_file.write_text("".join(f"{i + 1}. {fact}\n    {text}\n" for i, (fact, text) in enumerate(chosen)))
    return {
        "labelled sentences found in its turns": found_in(labelled or [], turns),
        "turns": len(turns),
        "turns yielding a fact": f"{yielding / len(turns):.1%}",
        "facts per turn": round(len(extracted) / len(turns), 3),
        "facts by type": dict(by_type.most_common()),
    }


def run(
    locomo_path: Path | None = None,
    sample_file: Path | None = None,
    show_errors: bool = False,
    seed: int = DEFAULT_SEED,
) -> dict[str, Any]:
    one_blas_thread()  # as `kg serve` runs the pipeline: per CPU-second figures count no spinning BLAS thread
    figures: dict[str, Any] = {}
    parts = {name: load(path) for name, path in PARTS.items()}
    extractors = {1: Extractor(prefer_model=False), 2: Extractor()}
    for extractor in extractors.values():
        for name, examples in parts.items():
            errors: list[str] | None = [] if show_errors and name == "development" else None
            result = score(extractor, examples, errors)
            print(table(f"\n{name}, tier {extractor.tier}", result), flush=True)
            for line in errors or ():
                print(line)
            *_, precision, recall, f1 = result.row()
            figures[f"{name} tier {extractor.tier} micro P/R/F1"] = f"{precision:.3f} / {recall:.3f} / {f1:.3f}"
    texts = [example.text for examples in parts.values() for example in examples]
    ways = (("one", "one call each"), ("concurrent", f"{CONCURRENT_CALLERS} callers"), ("batched", "batched"))
    for how, label in ways:
        wall, cpu = speed(extractors[2], texts, how=how)
        figures[f"tier 2 sentences/s, {label}"] = f"{wall:.1f} (per CPU-second {cpu:.1f}; load {_load()})"
    if locomo_path is not None:
        figures["locomo"] = locomo(extractors[2], locomo_path, sample_file, seed, texts)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench extraction", description=__doc__)
    parser.add_argument("--locomo", type=Path, metavar="PATH", help="a LoCoMo JSON file (e.g. locomo-dev.json)")
    parser.add_argument(
        "--sample",
        type=Path,
        metavar="FILE",
        help="with --locomo: write 100 random extracted facts and their turns here (outside the repo)",
    )
    parser.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help=f"with --sample: the random seed (default {DEFAULT_SEED})"
    )
    parser.add_argument("--errors", action="store_true", help="print the development part's mistakes")
    args = parser.parse_args(argv)
    figures = run(args.locomo, args.sample, args.errors, args.seed)
    print()
    for key, value in figures.items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
