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
    make_server().start_io()
    return 0
