#!/usr/bin/env bash
# Run the whole benchmark suite (about 12 minutes, memory included): bash bench/run_all.sh [--quick] [--out FILE] [--only NAME...]
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-.venv/bin/python}" -m bench "$@"
