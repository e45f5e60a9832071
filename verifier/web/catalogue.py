"""The variants a server plays: the shipped ones (verifier/spec when installed, spec/ in a checkout), those with a
generated engine, and those of a `--spec` folder; each loaded once, by its generated engine when there is a fresh one,
else compiled from its file (an installed package ships no generated/). A variant the engine cannot play is left out,
and said in the log."""
from __future__ import annotations

import logging
import os
import threading

from ..language.shipped import EXTENSION, shipped_spec
from ..play import engine
from .players import kinds

log = logging.getLogger("verifier.web")


class Catalogue:
    def __init__(self, spec: str | None = None):
        self._extra = spec  # a folder of the user's own variant files
        self._games: dict[str, object] = {}
        self._sources: dict[str, str] | None = None  # id -> what engine.load takes (an id, or a file)
        self._lock = threading.Lock()

    def _find(self) -> dict[str, str]:
        found: dict[str, str] = {}
        folder = shipped_spec()
        if folder:
            for name in sorted(os.listdir(folder)):
                if name.endswith(EXTENSION):
                    found[name[:-len(EXTENSION)]] = name[:-len(EXTENSION)]
        for vid in engine.variant_ids():
            found.setdefault(vid, vid)
        if self._extra and os.path.isdir(self._extra):
            for name in sorted(os.listdir(self._extra)):
                if name.endswith(EXTENSION):  # a file of the user's shadows a shipped variant of its id
                    found[name[:-len(EXTENSION)]] = os.path.join(self._extra, name)
        return found

    def ids(self) -> list[str]:
        with self._lock:
            if self._sources is None:
                self._sources = self._find()
            return [vid for vid in self._sources if self._load(vid) is not None]

    def _load(self, vid: str):
        """The game of a variant, loaded once (None when the engine cannot play it); under the lock."""
        if vid not in self._games:
            try:
                game = engine.load(self._sources[vid])
            except Exception as exc:  # noqa: BLE001 - a variant the engine cannot play: left out, said
                log.warning("serve: `%s` is left out: %s", vid, exc)
                game = None
            self._games[vid] = game
        return self._games[vid]

    def game(self, vid: str):
        if vid not in self.ids():
            return None
        with self._lock:
            return self._games[vid]

    def describe(self) -> list[dict]:
        out = []
        for vid in self.ids():
            game = self.game(vid)
            title = dict(game.rules.title)
            family = getattr(game, "family", "trick-taking")
            out.append({"id": vid, "title": {"en": title.get("en", vid), "zh": title.get("zh", vid)},
                        "players": game.rules.players, "family": family, "bots": kinds(family)})
        return out
