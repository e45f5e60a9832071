#!/usr/bin/env bash
# The main job: set up, then check every variant in spec/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python -m verifier check spec/ "$@"
