"""`verifier serve`: the web app on uvicorn, bound to the loopback address unless told otherwise."""
from __future__ import annotations

import logging
import os
import socket
import sys

from ..play.engine import ROOT

MAX_FRAME = 65536  # bytes of one WebSocket frame the socket layer accepts


def run(args) -> int:
    try:
        import uvicorn

        from .app import Limits, create_app
    except ImportError as exc:
        if (exc.name or "").split(".")[0] == "verifier":  # a module of the package itself: a broken install, a bug
            raise
        print(f"verifier: serve: the web extra is not installed ({exc.name}): pip install 'shengji-verifier[web]'",
              file=sys.stderr)
        return 2
    site = args.site or os.path.join(ROOT, "site")
    try:
        sock = listen(args.host, args.port)
    except OSError as exc:  # the port is taken, the host is no address of this machine: say so, no traceback
        print(f"verifier: serve: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"verifier: serve: listening on {args.host}: every machine that reaches it can play", file=sys.stderr)
    host = f"[{args.host}]" if ":" in args.host else args.host  # an IPv6 address in a URL
    print(f"Playing at http://{host}:{args.port}/ (rulebooks " +
          (f"from {site} at /docs/" if os.path.isdir(site) else "not built, so rulings are not linked: run "
                                                                  "`mkdocs build` in a checkout for links") +
          (f"; replays of {args.records} at /replay?record=NAME" if args.records else "") +
          "). Ctrl-C stops.", file=sys.stderr)
    logging.basicConfig(level=logging.WARNING, format="verifier serve: %(message)s")
    # The app has no startup or shutdown handlers: without the lifespan protocol, Ctrl-C stops it without a traceback.
    try:
        limits = Limits(rooms=args.rooms, connections=args.connections, spectators=args.spectators,
                        origins=tuple(o.rstrip("/") for o in args.origin), **limits_given(args.limit))
    except ValueError as exc:
        print(f"verifier: serve: {exc}", file=sys.stderr)
        return 2
    app = create_app(limits, site=site, spec=args.spec, records=args.records)
    # A frame larger than the protocol's messages by far is refused by the socket layer itself (closed with 1009);
    # below that, the app answers a message too long with an error (web/protocol.py).
    config = uvicorn.Config(app, log_level="warning", ws_max_size=MAX_FRAME, lifespan="off")
    with sock:
        try:
            uvicorn.Server(config).run(sockets=[sock])
        except KeyboardInterrupt:  # Ctrl-C is how the server is meant to stop
            pass
    return 0


def limits_given(pairs: list[str]) -> dict:
    """`--limit NAME=VALUE` pairs as Limits' fields (a number each); ValueError says what is wrong."""
    from dataclasses import fields

    from .limits import Limits
    known = {f.name: f.type for f in fields(Limits) if f.name not in ("origins", "rooms", "connections", "spectators")}
    out = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or name not in known:
            raise ValueError(f"--limit takes NAME=VALUE, NAME one of {', '.join(known)} (not `{pair}`)")
        try:
            number = float(value) if known[name] in (float, "float") else int(value)
        except ValueError:
            raise ValueError(f"--limit {name} takes a number, not `{value}`") from None
        if number <= 0:
            raise ValueError(f"--limit {name} takes a number above 0, not `{value}`")
        out[name] = number
    return out


def listen(host: str, port: int) -> socket.socket:
    """The server's socket, bound before uvicorn starts (uvicorn reports a failed bind with a traceback or exits
    with its own status); IPv6 where the host is an IPv6 address."""
    family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
    return socket.create_server((host, port), family=family)
