#!/usr/bin/env bash
# Create .venv and install the project with its test, docs and lsp extras (the tests build the docs site and drive
# the language server). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[test,docs,lsp,web]"
