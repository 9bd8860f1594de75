"""Run the whole benchmark suite in sequence, each script with its defaults (about 12 minutes).

    .venv/bin/python -m bench               # everything
    .venv/bin/python -m bench --quick       # shorter rounds, for a smoke test (~2 minutes)
    .venv/bin/python -m bench --only replay http_commands
    .venv/bin/python -m bench --only memory

Each script starts its own private PostgreSQL and Redis (never the machine's
own), measures the project next to its raw baseline in the same run, prints
a table and stops by itself. Output goes to the terminal; ``--out FILE``
also keeps a copy.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_SINGLE = ["--client", "poll", "--open-seconds", "0"]
_QUICK_HTTP = ["--seconds", "3", "--rounds", "1", "--lag-seconds", "4", "--open-seconds", "4"]

#: (name, module, default arguments, --quick arguments); eventstore_append runs only if present.
SUITE: list[tuple[str, str, list[str], list[str]]] = [
    (
        "eventstore_append",
        "eventstore_append",
        ["--seconds", "4", "--rounds", "2"],
        ["--seconds", "2", "--rounds", "1"],
    ),
    ("command_handling", "command_handling", [], ["--seconds", "2", "--rounds", "1"]),
    ("replay", "replay", [], ["--seconds", "1", "--rounds", "1"]),
    # Both clients (poll, then stream) each round, the lag phase and the open loop.
    ("http_commands", "http_commands", [], _QUICK_HTTP),
    # The same with the projector and reactors inside the API process (clowder serve --single-process),
    # the shape clowder serve had before it started a worker process: for comparison, the poll
    # client only and no open loop, so that the suite stays about as long as it was.
    (
        "http_commands_single",
        "http_commands",
        ["--layout", "single-process", *_SINGLE],
        [*_QUICK_HTTP, "--layout", "single-process", *_SINGLE],
    ),
    # The transparency log: crypto per operation, commands in-process with its writer on and off, catch-up,
    # and the wait of a batch for the log as shipped (about 3 minutes).
    (
        "transparency_log",
        "transparency_log",
        [],
        ["--seconds", "2", "--rounds", "1", "--served-games", "4"],
    ),
    # The API's memory with 10,000 games cached and 1,000 live streams; --quick: a tenth.
    ("memory", "memory", [], ["--games", "1000", "--streams", "100", "--players", "100", "--rounds", "1"]),
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="shorter rounds: a smoke test, not figures to record")
    parser.add_argument("--only", nargs="+", choices=[name for name, _, _, _ in SUITE], help="run only these")
    parser.add_argument("--out", type=Path, default=None, help="also append everything printed to this file")
    args = parser.parse_args(argv)

    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    failures = []
    began = time.monotonic()
    try:
        for name, module, default, quick in SUITE:
            if args.only and name not in args.only:
                continue
            if not (ROOT / "bench" / f"{module}.py").exists():
                print(f"\n== {name}: not present, skipped ==", flush=True)
                continue
            command = [sys.executable, "-m", f"bench.{module}", *(quick if args.quick else default)]
            shown = f"\n$ {' '.join(['python', *command[1:]])}"
            print(shown, flush=True)
            if out is not None:
                out.write(shown + "\n")
            process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            assert process.stdout is not None
            for line in process.stdout:
                sys.stdout.write(line)
                sys.stdout.flush()
                if out is not None:
                    out.write(line)
            if process.wait() != 0:
                failures.append(name)
                print(f"!! {name} exited with {process.returncode}", flush=True)
    finally:
        if out is not None:
            out.close()
    print(f"\nbench suite: {time.monotonic() - began:.0f} s" + (f", failed: {', '.join(failures)}" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
