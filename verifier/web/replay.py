"""A record stepped through: `/api/replay?record=NAME` reads NAME from the server's `--records` folder (a file name,
nothing outside the folder), `POST /api/replay` takes the record itself; either is judged by `verifier judge`'s
referee and replayed through the engine, deal by deal, trick by trick (web/trick/replay.py) or set by set
(web/climbing/replay.py), each step with the referee's ruling and rule."""
from __future__ import annotations

import asyncio
import json
import os

from starlette.responses import JSONResponse
from starlette.routing import Route


def replay_routes(catalogue, limits, records: str | None) -> list[Route]:
    async def by_name(request):
        name = request.query_params.get("record", "")
        if not records:
            return _error("this server opens no records by name: start it with `verifier serve --records DIR`, or "
                          "upload the record", 404)
        if not name or os.path.basename(name) != name or not name.endswith(".json"):
            return _error("a record is named by its file name in the records folder (NAME.json)", 400)
        path = os.path.join(records, name)
        if not os.path.isfile(path):
            return _error(f"there is no record {name} in the records folder", 404)
        if os.path.getsize(path) > limits.record:
            return _error(f"a record is at most {limits.record} bytes", 413)
        with open(path, "rb") as handle:
            return await _answer(handle.read(), catalogue)

    async def uploaded(request):
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > limits.record:
                return _error(f"a record is at most {limits.record} bytes", 413)
        return await _answer(body, catalogue)

    return [Route("/api/replay", by_name, methods=["GET"]), Route("/api/replay", uploaded, methods=["POST"])]


def _error(message: str, status: int) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def _answer(data: bytes, catalogue) -> JSONResponse:
    try:
        record = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return _error("the record is not JSON text", 400)
    if not isinstance(record, dict) or not isinstance(record.get("variant"), str):
        return _error("a record is a JSON object naming its variant", 400)
    game = await asyncio.to_thread(catalogue.game, record["variant"])
    if game is None:
        return _error(f"unknown variant `{record['variant']}`", 404)
    try:
        steps = await asyncio.to_thread(replay, record, game)
    except RecursionError:
        return _error("the record is nested too deeply to be a record", 400)
    return JSONResponse(steps)


def replay(record: dict, game) -> dict:
    """The record judged, and its deals as steps."""
    from ..play.judge import judge_record
    from .climbing.replay import deals as climbing_deals
    from .trick.replay import deals as trick_deals
    verdict = judge_record(record, game)
    climbing = getattr(game, "family", "") == "climbing"
    title = dict(game.rules.title)
    return {"variant": game.id, "family": "climbing" if climbing else "trick-taking", "players": game.rules.players,
            "title": {"en": title.get("en", game.id), "zh": title.get("zh", game.id)},
            "names": record.get("players"), "seed": record.get("seed"), "judged": verdict.to_json(),
            "unfinished": bool(record.get("unfinished")),
            "deals": (climbing_deals if climbing else trick_deals)(record, game)}
