"""structlog set-up: JSON in production, a readable console in development.

The standard library's loggers (grpc, apscheduler, pydgraph) are routed through the same processors, so
every line has one shape and carries the request id bound in contextvars.
"""

from __future__ import annotations

import logging
import sys

import structlog

_SHARED: list[structlog.types.Processor] = [
    structlog.contextvars.merge_contextvars,
    structlog.stdlib.add_log_level,
    structlog.stdlib.add_logger_name,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
    structlog.processors.StackInfoRenderer(),
]


def configure_logging(log_format: str = "console", level: str = "info") -> None:
    renderer: structlog.types.Processor
    if log_format == "json":
        renderer = structlog.processors.JSONRenderer()
        shared: list[structlog.types.Processor] = [*_SHARED, structlog.processors.format_exc_info]
    else:
        renderer = structlog.dev.ConsoleRenderer(colors=sys.stderr.isatty())
        shared = list(_SHARED)

    structlog.configure(
        # Level first: a line below the configured level is dropped before any other processor runs (the
        # per-call `rpc.done` line costs next to nothing at KG_LOG_LEVEL=warning).
        processors=[structlog.stdlib.filter_by_level, *shared, structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=True,
    )
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=shared,
            processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, renderer],
        )
    )
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    # Libraries that are chatty at INFO stay at WARNING unless we debug.
    for noisy in ("apscheduler", "grpc._cython", "pydgraph"):
        logging.getLogger(noisy).setLevel(logging.DEBUG if level.lower() == "debug" else logging.WARNING)


def get_logger(name: str) -> structlog.stdlib.BoundLogger:
    logger: structlog.stdlib.BoundLogger = structlog.get_logger(name)
    return logger
