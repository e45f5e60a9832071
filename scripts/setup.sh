#!/usr/bin/env bash
# Create .venv and install the project with its test, docs, lsp, web, ray, agents, plots and compiled extras (the tests
# build the docs site, drive the language server and the web server, simulate on Ray, test the PettingZoo adapter and
# the reports' plots, and play the compiled runtime against the pure one). Safe to run again.
#
# `--no-compiled` (or VERIFIER_NO_COMPILED=1 in the environment, which also reaches setup through scripts/check.sh and
# scripts/test.sh) skips the build of the optional compiled runtime, minutes the first time on a loaded machine: the
# pure-Python runtime, the reference, is used, and the tests of the compiled one skip and say why. CI builds it.
set -euo pipefail
compiled=yes
case "${VERIFIER_NO_COMPILED:-}" in
  "" | 0) ;;
  1) compiled=no ;;
  *) echo "setup: VERIFIER_NO_COMPILED is 1 (skip the compiled runtime) or 0/unset (build it), not '${VERIFIER_NO_COMPILED}'" >&2
     exit 2 ;;
esac
for arg in "$@"; do
  case "$arg" in
    --no-compiled) compiled=no ;;
    -h | --help) echo "usage: bash scripts/setup.sh [--no-compiled]   (or VERIFIER_NO_COMPILED=1: no compiled runtime)"
                 exit 0 ;;
    *) echo "setup: unknown option '$arg' (usage: bash scripts/setup.sh [--no-compiled])" >&2
       exit 2 ;;
  esac
done
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[test,docs,lsp,web,ray,agents,plots,compiled]"
# An editable install leaves the package's modules without bytecode (pip compiles what it copies, not the checkout),
# and where PYTHONDONTWRITEBYTECODE is set none is ever kept: compile them once, or every command compiles each module
# it imports (a tenth of `check spec/`). Stale bytecode is never used: Python compares it with the source.
.venv/bin/python -m compileall -q verifier > /dev/null
# The compiled runtime (verifier/_native/, a build artefact): only the modules whose source changed are compiled again.
# Without a C compiler it is left out, and the pure-Python runtime (the reference) is used.
if [ "$compiled" = no ]; then
  if [ -d verifier/_native ]; then
    echo "setup: the compiled runtime was not built again (--no-compiled or VERIFIER_NO_COMPILED=1); the build already in verifier/_native/ is loaded where its sources are unchanged (python -m verifier.native_build --clean removes it)" >&2
  else
    echo "setup: the compiled runtime was not built (--no-compiled or VERIFIER_NO_COMPILED=1); pure Python is used" >&2
  fi
else
  .venv/bin/python -m verifier.native_build --quiet \
    || echo "setup: the compiled runtime was not built (it needs a C compiler and the Python headers); pure Python is used" >&2
fi
