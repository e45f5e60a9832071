"""The web app of `verifier serve` (Starlette): the card table, rooms shared by a link, the replay of a record.

Routes: `/` the table (and `/?room=ID`, a room's link), `/replay` the replay page, `/static/…` the pages' scripts and
style, `/api/variants` the playable variants, `/api/info` what the server offers, `/api/replay` a record stepped
through (`?record=NAME` of the `--records` folder, or POSTed), `/ws` the game, and `/docs/…` the built rulebook site
when there is one (`mkdocs build` writes site/), so that a ruling links to its section; without one the page leaves
the links out.
"""
from __future__ import annotations

import asyncio
import os

from starlette.applications import Starlette
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket

from .catalogue import Catalogue
from .connection import serve_socket
from .limits import Limits
from .replay import replay_routes
from .rooms import Hub

STATIC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "static")


def create_app(limits: Limits | None = None, site: str | None = None, spec: str | None = None,
               records: str | None = None) -> Starlette:
    limits = limits or Limits()
    catalogue = Catalogue(spec)
    hub = Hub(catalogue, limits)
    docs = bool(site and os.path.isdir(site))

    async def index(request):
        return FileResponse(os.path.join(STATIC, "index.html"))

    async def replay_page(request):
        return FileResponse(os.path.join(STATIC, "replay.html"))

    async def variants(request):
        return JSONResponse(await asyncio.to_thread(catalogue.describe))

    async def info(request):
        return JSONResponse({"docs": docs, "records": bool(records), "limits": {
            "rooms": limits.rooms, "spectators": limits.spectators, "deals": limits.deals}})

    async def game_socket(ws: WebSocket):
        await serve_socket(ws, hub)

    routes = [Route("/", index), Route("/replay", replay_page), Route("/api/variants", variants),
              Route("/api/info", info), *replay_routes(catalogue, limits, records),
              WebSocketRoute("/ws", game_socket), Mount("/static", StaticFiles(directory=STATIC), name="static")]
    if docs:
        routes.append(Mount("/docs", StaticFiles(directory=site, html=True), name="docs"))
    app = Starlette(routes=routes)
    app.state.hub = hub
    return app
