"""The tables and verdicts ``bench/http_commands.py`` prints, and the lag arithmetic behind them."""

from __future__ import annotations

import bisect
from collections import defaultdict
from typing import Any

from bench._common import fmt, median, percentile, table, verdict
from bench._http_phase import Phase
from bench._open_loop import OpenLoop

TARGET_RATIO = 0.35
TARGET_P99_MS = 50.0
TARGET_LAG_P99_MS = 10.0
TARGET_RSS_MB = 250.0
#: The lag phase starts 32 games at once (registrations, creations, seats, starts): a burst,
#: not the paced rate. Commands sent in its first seconds are left out of the lag figures.
LAG_SETTLE = 2.0
CPU_KEYS = ("server", "worker", "postgres", "redis", "client")


def lags(
    commits: list[tuple[str, int, float, float]], seen: list[list[Any]]
) -> tuple[list[float], list[float], int, int]:
    """(from response, from request) lags in seconds, commands whose model was there first, missing."""
    arrivals: dict[str, tuple[list[int], list[float]]] = defaultdict(lambda: ([], []))
    for game_id, version, at in sorted(seen, key=lambda item: item[2]):
        versions, times = arrivals[game_id]
        if versions and version <= versions[-1]:
            continue
        versions.append(version)
        times.append(at)
    from_response, from_request, before, missing = [], [], 0, 0
    for game_id, version, sent, answered in commits:
        versions, times = arrivals.get(game_id, ([], []))
        index = bisect.bisect_left(versions, version)
        if index == len(versions):
            missing += 1
            continue
        shown = times[index]
        from_request.append(shown - sent)
        if shown <= answered:
            before += 1
        from_response.append(max(0.0, shown - answered))
    return from_response, from_request, before, missing


def stale_views(views: list[tuple[str, int, float]], seen: list[list[Any]]) -> int:
    """How many view requests were sent before the projector had published their min_version."""
    first_shown: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for game_id, version, at in sorted(seen, key=lambda item: item[2]):
        shown = first_shown[game_id]
        if not shown or version > shown[-1][0]:
            shown.append((version, at))
    early = 0
    for game_id, version, sent in views:
        shown = first_shown.get(game_id, [])
        index = bisect.bisect_left([v for v, _ in shown], version)
        if index == len(shown) or shown[index][1] > sent:
            early += 1
    return early


def _cpu_row(phases: list[Phase]) -> list[str]:
    commands = sum(p.commands for p in phases) or 1
    cells = []
    for key in CPU_KEYS:
        spent = sum(p.cpu.get(key, 0.0) for p in phases)
        cells.append(fmt(spent / commands * 1e6) if spent else "-")
    return cells


def _ms(values: list[float], q: float) -> str:
    return fmt(percentile(values, q) * 1000, 1) if values else "-"


def report(
    results: dict[str, list[Phase]],
    lagged: Phase,
    seen: list[list[Any]],
    lag_rate: float,
    opened: OpenLoop | None,
    rss_now: float,
    rss_peak: float,
    log_lines: int,
) -> None:
    trivial = median([p.rate for p in results["trivial POST"]])
    extra = [("service at half rate", [lagged])]
    if opened is not None:
        extra.append((f"open loop at {opened.rate:,.0f}/s", [opened.phase]))
    rows = []
    for name, phases in [*results.items(), *extra]:
        latencies = [x for p in phases for x in p.command_latencies]
        views = [x for p in phases for x in p.view_latencies]
        rate = median([p.rate for p in phases])
        rows.append(
            [
                name,
                " / ".join(fmt(p.rate) for p in phases),
                fmt(rate),
                f"{rate / trivial:.2f}x" if trivial else "-",
                fmt(median([p.request_rate for p in phases])),
                f"{sum(p.requests for p in phases) / (sum(p.commands for p in phases) or 1):.2f}",
                _ms(latencies, 0.5),
                _ms(latencies, 0.99),
                _ms(views, 0.5),
                *_cpu_row(phases),
                fmt(median([p.busy for p in phases]) * 100),
                str(sum(p.errors for p in phases)),
            ]
        )
    print()
    print(
        table(
            [
                "phase",
                "commands/s per round",
                "median",
                "vs trivial",
                "HTTP req/s",
                "req/move",
                "cmd p50 ms",
                "cmd p99 ms",
                "view p50 ms",
                "API µs/cmd",
                "worker µs/cmd",
                "postgres µs/cmd",
                "redis µs/cmd",
                "client µs/cmd",
                "machine busy %",
                "errors",
            ],
            rows,
        )
    )
    if opened is not None:
        print("  (open loop: command latency from the scheduled arrival, not from the send)")
    _per_move(results, lagged, opened)
    _lag_report(lagged, seen)
    _summary(results, trivial, lagged)
    if opened is not None:
        _open_report(opened)
    seatless = [p for p in [*(p for ps in results.values() for p in ps), lagged] if p.seatless_views]
    if seatless:
        print(
            f"  BUG: {sum(p.seatless_views for p in seatless)} GET /view answers to the pending seat had no legal"
            f" commands (a spectator's view, retried by the bots), e.g. {seatless[0].seatless_example}"
        )
    lag_p99 = percentile(lags([c for c in lagged.commits if c[2] >= lagged.started + LAG_SETTLE], seen)[0], 0.99)
    print(
        f"projection lag p99 {lag_p99 * 1000:.2f} ms at {lag_rate:,.0f} commands/s"
        f" (target < {TARGET_LAG_P99_MS:.0f} ms: {verdict(lag_p99 * 1000, TARGET_LAG_P99_MS, at_least=False)})"
    )
    print(
        f"API process resident memory: peak {rss_peak:.0f} MB, at the end {rss_now:.0f} MB"
        f" (target < {TARGET_RSS_MB:.0f} MB: {verdict(rss_peak, TARGET_RSS_MB, at_least=False)});"
        f" {log_lines:,} log lines written"
    )


def _per_move(results: dict[str, list[Phase]], lagged: Phase, opened: OpenLoop | None) -> None:
    """Every HTTP request of a phase, per accepted command, and what they were."""
    phases = [(name, ps) for name, ps in results.items() if name != "trivial POST"]
    phases.append(("service at half rate", [lagged]))
    if opened is not None:
        phases.append(("open loop", [opened.phase]))
    rows = []
    for name, ps in phases:
        commands = sum(p.commands for p in ps) or 1
        streams = sum(p.streams for p in ps)
        events = sum(p.events for p in ps)
        rows.append(
            [
                name,
                f"{sum(p.requests for p in ps) / commands:.3f}",
                f"{sum(p.views + p.posts for p in ps) / commands:.3f}",
                f"{sum(p.views for p in ps) / commands:.3f}",
                f"{sum(p.posts for p in ps) / commands:.3f}",
                f"{sum(p.set_up for p in ps) / commands:.3f}",
                str(sum(p.untimed for p in ps)),
                str(sum(p.conflicts for p in ps)),
                str(streams) if streams else "-",
                str(events) if streams else "-",
                f"{sum(p.events_with_view for p in ps) / (events or 1):.0%}" if streams else "-",
                str(sum(p.duplicates for p in ps)) if streams else "-",
                str(sum(p.stalls for p in ps)) if streams else "-",
                str(sum(p.chained for p in ps)) if streams else "-",
            ]
        )
    print()
    print(
        table(
            [
                "requests per move",
                "all",
                "in play",
                "GET view",
                "POST command",
                "lobby",
                "before the clock",
                "409s",
                "streams",
                "decision events",
                "with view",
                "ignored",
                "stalls",
                "moves from the answer",
            ],
            rows,
        )
    )
    print(
        "  per accepted command: all = every HTTP request on the phase's clock; in play = GET view + POST"
        " command; lobby = create, join, start; before the clock = requests (not per move) of the set-up before"
        " the clock started: registrations, decision streams opened, the open loop's games;"
        " ignored = decision events for a version already acted on (or an earlier game); stalls = no event"
        " for 2 s, every seat's view read"
    )
    for name, ps in phases:
        woken = [x for p in ps for x in p.wake_latencies]
        if woken:
            waits = [max(0.0, x) for x in woken]
            first = sum(x < 0 for x in woken) / len(woken)
            print(
                f"  {name}: the decision event came {_ms(waits, 0.5)} ms (p50), {_ms(waits, 0.99)} ms (p99) after the"
                " answer that handed the game over (projector, fan-out, stream: what a move waits beyond its own);"
                f" {first:.0%} came before that answer (counted 0)"
            )


def _lag_report(lagged: Phase, seen: list[list[Any]]) -> None:
    settled = [c for c in lagged.commits if c[2] >= lagged.started + LAG_SETTLE]
    from_response, from_request, before, missing = lags(settled, seen)
    print()
    print(
        table(
            ["projection lag at half rate", "p50 ms", "p90 ms", "p99 ms", "max ms", "samples"],
            [
                [
                    "commit response -> read model",
                    fmt(percentile(from_response, 0.5) * 1000, 2),
                    fmt(percentile(from_response, 0.9) * 1000, 2),
                    fmt(percentile(from_response, 0.99) * 1000, 2),
                    fmt(max(from_response, default=float("nan")) * 1000, 2),
                    str(len(from_response)),
                ],
                [
                    "command sent -> read model",
                    fmt(percentile(from_request, 0.5) * 1000, 2),
                    fmt(percentile(from_request, 0.9) * 1000, 2),
                    fmt(percentile(from_request, 0.99) * 1000, 2),
                    fmt(max(from_request, default=float("nan")) * 1000, 2),
                    str(len(from_request)),
                ],
            ],
        )
    )
    total = len(from_response) or 1
    print(
        f"read model already showed the version when the response arrived: {before / total:.0%}; never shown: {missing}"
    )
    views = [v for v in lagged.view_requests if v[2] >= lagged.started + LAG_SETTLE]
    early = stale_views(views, seen)
    print(
        f"GET /view of the next seat sent before the read model showed the version it asks for: {early / (len(views) or 1):.0%}"
        " (those are answered from PostgreSQL, not Redis)"
    )


def _summary(results: dict[str, list[Phase]], trivial: float, lagged: Phase) -> None:
    print()
    p99_half = percentile(lagged.command_latencies, 0.99) * 1000
    for name, phases in results.items():
        if name == "trivial POST":
            continue
        service = median([p.rate for p in phases])
        ratio = service / trivial if trivial else float("nan")
        p99 = percentile([x for p in phases for x in p.command_latencies], 0.99) * 1000
        requests = median([p.request_rate for p in phases])
        commands = sum(p.commands for p in phases) or 1
        per_move = sum(p.requests for p in phases) / commands
        in_play = sum(p.views + p.posts for p in phases) / commands
        print(
            f"HTTP commands, {name.removeprefix('service ')} client: {service:,.0f}/s vs trivial POST {trivial:,.0f}/s"
            f" = {ratio:.2f}x (target >= {TARGET_RATIO}x: {verdict(ratio, TARGET_RATIO)}); {per_move:.2f} requests"
            f" per move ({in_play:.2f} in play: views + commands); command p99 {p99:.1f} ms at full load (target < {TARGET_P99_MS:.0f} ms:"
            f" {verdict(p99, TARGET_P99_MS, at_least=False)})"
        )
        print(
            f"  per HTTP request instead of per command: {requests:,.0f} API requests/s (views, commands, lobby)"
            f" = {requests / trivial:.2f}x the trivial POST's"
        )
    print(
        f"command p99 at half rate (poll client, closed loop): {p99_half:.1f} ms"
        f" (target < {TARGET_P99_MS:.0f} ms: {verdict(p99_half, TARGET_P99_MS, at_least=False)})"
    )


def _open_report(opened: OpenLoop) -> None:
    """Latency from the scheduled arrival (what a user waits) next to the send-to-answer time."""
    phase = opened.phase
    scheduled = phase.command_latencies
    served = [answered - sent for _, _, sent, answered in phase.commits]
    rows = [
        [label, _ms(values, 0.5), _ms(values, 0.9), _ms(values, 0.99), fmt(max(values, default=0.0) * 1000, 1)]
        for label, values in (("scheduled arrival -> answer", scheduled), ("sent -> answer", served))
    ]
    print()
    print(
        table([f"open loop, {opened.schedule} at {opened.rate:,.0f}/s", "p50 ms", "p90 ms", "p99 ms", "max ms"], rows)
    )
    p99 = percentile(scheduled, 0.99) * 1000 if scheduled else float("nan")
    print(
        f"open loop: {opened.arrivals:,} arrivals in {opened.seconds:.1f} s ({opened.arrivals / opened.seconds:,.0f}/s"
        f" asked), {phase.commands:,} answered in {phase.seconds:.1f} s, over {opened.games} games; arrivals that waited (the bench's own"
        f" limits): no ready game {opened.no_game}, no free connection {opened.no_connection} (of {opened.pool});"
        f" longest backlog {opened.max_backlog}, most in flight {opened.max_in_flight}; errors {phase.errors}"
    )
    print(
        f"command p99 under open-loop load {p99:.1f} ms (target <= {TARGET_P99_MS:.0f} ms:"
        f" {verdict(p99, TARGET_P99_MS, at_least=False)})"
    )
