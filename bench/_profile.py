"""Summaries of a py-spy ``--format raw`` profile (collapsed stacks), for the benchmark notes.

    .venv/bin/python -m bench._profile api-profile.txt [--top 25]

Prints where the sampled CPU went: by area (the package of the innermost
Python frame: litestar, psycopg, uvicorn/h11, the project's own packages...),
then the functions with the most samples inside them (inclusive) and at the
top of the stack (self).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

_FRAME = re.compile(r"^(?P<function>.*?) \((?P<file>[^()]*?)(?::(?P<line>\d+))?\)$")

AREAS = (
    ("services/", "project: services"),
    ("api/", "project: api"),
    ("domain/", "project: domain"),
    ("eventstore/", "project: eventstore"),
    ("ops/", "project: ops"),
    ("bench/", "bench"),
    ("litestar/", "litestar"),
    ("msgspec", "msgspec"),
    ("psycopg_pool/", "psycopg (pool)"),
    ("psycopg/", "psycopg"),
    ("redis/", "redis-py"),
    ("structlog/", "structlog"),
    ("uvicorn/", "uvicorn"),
    ("h11/", "h11"),
    ("asyncio/", "asyncio"),
    ("typing_extensions", "typing"),
    ("typing.py", "typing"),
    ("json/", "stdlib json"),
    ("re/", "stdlib re"),
    ("logging/", "stdlib logging"),
)


def area_of(path: str) -> str:
    for marker, area in AREAS:
        if marker in path:
            return area
    return "other: " + path.rsplit("/", 1)[-1]


def parse(path: Path) -> list[tuple[list[tuple[str, str]], int]]:
    stacks = []
    for line in path.read_text(errors="replace").splitlines():
        line = line.strip()
        if not line:
            continue
        frames_text, _, count = line.rpartition(" ")
        if not count.isdigit():
            continue
        frames = []
        for raw in frames_text.split(";"):
            match = _FRAME.match(raw)
            if match:
                frames.append((match["function"], match["file"]))
            else:
                frames.append((raw, ""))
        stacks.append((frames, int(count)))
    return stacks


def summarize(path: Path, top: int = 25) -> str:
    stacks = parse(path)
    total = sum(count for _, count in stacks) or 1
    areas: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    leaf: Counter[str] = Counter()
    for frames, count in stacks:
        if not frames:
            continue
        function, file = frames[-1]
        areas[area_of(file)] += count
        leaf[f"{function} ({file})"] += count
        for name in {f"{function} ({file})" for function, file in frames}:
            inclusive[name] += count
    out = [f"{total} samples (CPU only: idle threads excluded)", "", "by area of the innermost Python frame:"]
    out += [f"  {count / total:6.1%}  {area}" for area, count in areas.most_common()]
    out += ["", f"top {top} functions, inclusive:"]
    out += [f"  {count / total:6.1%}  {name}" for name, count in inclusive.most_common(top)]
    out += ["", f"top {top} functions, self:"]
    out += [f"  {count / total:6.1%}  {name}" for name, count in leaf.most_common(top)]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench._profile", description=__doc__.split("\n\n")[0])
    parser.add_argument("profile", type=Path, help="a py-spy record --format raw output")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)
    print(summarize(args.profile, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
