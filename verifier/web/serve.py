"""`verifier serve`: the web app on uvicorn, bound to the loopback address unless told otherwise."""
from __future__ import annotations

import os
import sys

from ..engine import ROOT


def run(args) -> int:
    try:
        import uvicorn

        from .app import Limits, create_app
    except ImportError as exc:
        print(f"verifier: serve: the web extra is not installed ({exc.name}): pip install 'shengji-verifier[web]'",
              file=sys.stderr)
        return 2
    site = args.site or os.path.join(ROOT, "site")
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"verifier: serve: listening on {args.host}: every machine that reaches it can play", file=sys.stderr)
    print(f"Playing at http://{args.host}:{args.port}/ (rulebooks " +
          (f"from {site} at /docs/" if os.path.isdir(site) else "not built: run `mkdocs build` for links") +
          "). Ctrl-C stops.", file=sys.stderr)
    uvicorn.run(create_app(Limits(games=args.games), site=site), host=args.host, port=args.port,
                log_level="warning", ws_max_size=4096)
    return 0
