"""Reading a variant file's text: bytes that are not a regular file, not UTF-8 or not text become diagnostics.

Apart from the parser (and without Lark): a run whose files are all in the cache (verifier/language/cache.py) reads their texts
but parses none of them.
"""
from __future__ import annotations

import os
import re
import stat

from ..diagnostics import DiagnosticError, Span, error


def read_source(path: str) -> str:
    """The text of a file; undecodable or binary content becomes a diagnostic, not a traceback."""
    try:
        if os.path.exists(path) and not stat.S_ISREG(os.stat(path).st_mode):  # a FIFO or /dev/zero would never end
            raise DiagnosticError(error("E001", f"cannot read `{path}`: not a regular file",
                                        help="a variant is a text file; give its path"))
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise DiagnosticError(error("E001", f"cannot read `{path}`: {exc.strerror or exc}")) from None
    return decode_source(path, data)


def decode_source(path: str, data: bytes) -> str:
    """The text of a file's bytes. A NUL byte is reported by `parse_text`, which has the text to show the line."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        text = data[:exc.start].decode("utf-8")
        raise DiagnosticError(error(
            "E102", "the file is not UTF-8 text", point(path, text, len(text)), label="undecodable byte here",
            notes=(f"byte 0x{data[exc.start]:02x} at offset {exc.start}",),
            help=_encoding_hint(data))) from None


def _encoding_hint(data: bytes) -> str:
    """Chinese text saved as GBK is the likeliest non-UTF-8 variant file; say so when it looks like it."""
    try:
        legacy = data.decode("gb18030")
    except UnicodeDecodeError:
        legacy = ""
    if re.search(r"[\u4e00-\u9fff]", legacy) and not re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", legacy):
        return "the file looks like GBK (GB18030) text; save it as UTF-8"
    return "variant files are UTF-8 text; is this the right file?"


def point(path: str, text: str, offset: int) -> Span:
    span = Span.of_text(path, text, offset, offset)
    return Span(path, span.line, span.column, span.line, span.column + 1)
