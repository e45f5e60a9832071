#!/usr/bin/env bash
# Create .venv and install the project with its test, docs, lsp, web, ray and compiled extras (the tests build the docs
# site, drive the language server and the web server, simulate on Ray, and play the compiled runtime against the pure
# one). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[test,docs,lsp,web,ray,compiled]"
# An editable install leaves the package's modules without bytecode (pip compiles what it copies, not the checkout),
# and where PYTHONDONTWRITEBYTECODE is set none is ever kept: compile them once, or every command compiles each module
# it imports (a tenth of `check spec/`). Stale bytecode is never used: Python compares it with the source.
.venv/bin/python -m compileall -q verifier > /dev/null
# The compiled runtime (verifier/_native/, a build artefact): only the modules whose source changed are compiled again.
# Without a C compiler it is left out, and the pure-Python runtime (the reference) is used.
.venv/bin/python -m verifier.native_build --quiet \
  || echo "setup: the compiled runtime was not built (it needs a C compiler and the Python headers); pure Python is used" >&2
