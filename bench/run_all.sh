#!/usr/bin/env bash
# Run the whole benchmark suite (about 4 minutes): bash bench/run_all.sh [--quick] [--out FILE]
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-.venv/bin/python}" -m bench "$@"
