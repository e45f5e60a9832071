#!/usr/bin/env bash
# Create .venv and install the project with its test, docs, lsp, web and ray extras (the tests build the docs site,
# drive the language server and the web server, and simulate on Ray). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[test,docs,lsp,web,ray]"
# An editable install leaves the package's modules without bytecode (pip compiles what it copies, not the checkout),
# and where PYTHONDONTWRITEBYTECODE is set none is ever kept: compile them once, or every command compiles each module
# it imports (a tenth of `check spec/`). Stale bytecode is never used: Python compares it with the source.
.venv/bin/python -m compileall -q verifier > /dev/null
