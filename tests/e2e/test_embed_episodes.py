"""Episodes ingested while kg ran without its model have no vector: `kg embed-episodes` (a real process against
Dgraph) gives each the vectors its Ingest would have written, and Recall then finds them by meaning."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np

from kg.client import KgClient
from kg.dgraph import DgraphLauncher
from kg.embedding import load_embedder
from kg.episodes.texts import embedded_turn
from kg.model.episodes import EpisodeRecord
from kg.store.vector_bytes import unpack
from tests.e2e.helpers import eventually, kg_command, ratel_query
from tests.support.processes import ServerProcess

SAID = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
SPEAKER = "Maren"
PUPPY = "We got a puppy last weekend, a golden retriever."
BUDGET = "The quarterly budget review is due on Friday. I still have to check the numbers."
QUESTION = "new dog"  # no word of it is in either turn


def stored_rows(dgraph: DgraphLauncher, uid: str) -> np.ndarray | None:
    """The episode's stored vectors, one per row (the turn's, then its sentences'); None when it has none."""
    [found] = ratel_query(dgraph, f"{{ q(func: uid({uid})) {{ episode_vector_bytes }} }}")["q"] or [{}]
    return unpack(found["episode_vector_bytes"]).reshape(-1, 384) if "episode_vector_bytes" in found else None


async def found_by_meaning(client: KgClient, uid: str) -> bool:
    recalled = await client.recall(QUESTION, top_k=5)
    return any(i.WhichOneof("item") == "episode" and i.episode.uid == uid and "vector" in i.why for i in recalled.items)


async def test_episodes_said_without_the_model_are_embedded_by_the_job_as_ingest_would_and_then_found_by_meaning(
    lexical_server: ServerProcess, own_token: str, own_client: KgClient, dgraph: DgraphLauncher
) -> None:
    async with KgClient(lexical_server.target, own_token) as without_model:
        said = [
            (await without_model.ingest(text, SPEAKER, SAID + timedelta(minutes=i), conversation_id="walks")).episode
            for i, text in enumerate((PUPPY, BUDGET))
        ]
        moving = "I'm moving to a new flat."
        retracted = (await without_model.ingest(moving, "Tobias", SAID, conversation_id="walks")).episode
        await without_model.forget(retracted.speaker_uid, soft=True)  # what he said is retracted with him
    puppy, budget = said
    assert stored_rows(dgraph, puppy.uid) is None and stored_rows(dgraph, budget.uid) is None
    assert not await found_by_meaning(own_client, puppy.uid)  # by words it cannot be: none is shared

    code, out = await kg_command(dgraph, "embed-episodes", "--namespace", puppy.namespace)
    assert code == 0, out
    assert "2 episodes embedded" in out  # not the retracted one
    assert stored_rows(dgraph, retracted.uid) is None

    # What Ingest writes with the model: the first turn alone; the second after the end of the first; each
    # sentence's vector after the turn's.
    model = load_embedder(required=True)
    assert model is not None
    first = EpisodeRecord(puppy.uid, PUPPY, puppy.namespace, SAID, speaker=SPEAKER)
    for episode, text, before in ((puppy, PUPPY, None), (budget, BUDGET, first)):
        rows = stored_rows(dgraph, episode.uid)
        assert rows is not None
        expected = np.asarray(model.embed_parts(*embedded_turn(SPEAKER, text, before)), dtype=np.float32)
        assert rows.shape == expected.shape
        assert np.allclose(rows, expected, atol=1e-5)
        assert len(rows) == (1 if episode is puppy else 3)  # the turn, then each sentence of two

    # The model server picks the vectors up from their minute keys, as it does other processes' writes.
    assert await eventually(lambda: found_by_meaning(own_client, puppy.uid)), "not found by meaning within 30 s"

    code, out = await kg_command(dgraph, "embed-episodes", "--namespace", puppy.namespace)
    assert code == 0, out
    assert "0 episodes embedded" in out  # only episodes without a vector


def test_an_import_into_a_server_without_the_model_succeeds_and_says_which_jobs_embed_it_later(
    lexical_server: ServerProcess, own_token: str, tmp_path: Path
) -> None:
    """What a server without its model writes has no vector; `kg import` still succeeds, and says how to give the
    names and episodes theirs once the model is there."""
    nodes = [{"kind": "node", "uid": hex(i), "type": "NODE_TYPE_ENTITY", "name": f"Thing {i}"} for i in range(1, 4)]
    path = tmp_path / "things.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in nodes))
    env = {**os.environ, "KG_LOG_FORMAT": "console", "KG_TOKEN": own_token}
    done = subprocess.run(
        [sys.executable, "-m", "kg", "import", "--file", str(path), "--target", lexical_server.target],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "3 nodes" in done.stderr and "0 node names embedded" in done.stderr
    assert "without its sentence model" in done.stderr
    assert "`kg embed-names` and `kg embed-episodes`" in done.stderr
