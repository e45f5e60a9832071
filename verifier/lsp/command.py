"""The `verifier lsp` command. pygls is an optional extra: without it, a one-line usage error says how to get it."""
from __future__ import annotations

from ..language.workspace import UsageError


def run(args) -> int:
    try:
        from .server import make_server
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.split(".")[0] in ("pygls", "lsprotocol"):
            raise UsageError("the language server needs pygls: pip install 'shengji-verifier[lsp]' "
                             "(or `pip install -e .[lsp]` in a checkout)") from None
        raise
    server = make_server()
    server.start_io()  # returns when the client sends `exit` (pygls has closed stdout then) or stdin ends
    import sys
    if not sys.stdout.closed:  # stdin ended without `exit` (no client, or Ctrl-D in a terminal): nothing went wrong
        return 0
    return 0 if server.shut_down else 1  # the protocol's status: 1 when the client exits without `shutdown`
