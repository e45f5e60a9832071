#!/usr/bin/env bash
# Create .venv and install the project with its test and docs extras (the docs site is built by the tests). Safe to
# run again.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[test,docs]"
