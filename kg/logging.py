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
    grpc_core = logging.getLogger("grpc._cython.cygrpc")
    grpc_core.filters[:] = [f for f in grpc_core.filters if not isinstance(f, LateReplyFilter)]
    grpc_core.addFilter(LateReplyFilter())


class LateReplyFilter(logging.Filter):
    """grpc logs an error with a traceback when a handler's reply (or error status) finds its call already ended:
    the client's deadline passed, or it cancelled, while the reply was on its way and before grpc had noticed
    (it ignores the same failure once it has). That is the client giving up, not a server fault: a debug line."""

    PREFIX = "ExecuteBatchError raised in core by servicer method"

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno >= logging.ERROR and str(record.msg).startswith(self.PREFIX):
            method = record.msg[len(self.PREFIX) :].strip()
            record.msg = f"reply dropped: the call had ended before it was sent {method}"
            record.args, record.exc_info, record.exc_text = None, None, None
            record.levelno, record.levelname = logging.DEBUG, "DEBUG"
            return logging.getLogger(record.name).isEnabledFor(logging.DEBUG)
        return True


def get_logger(name: str) -> structlog.stdlib.BoundLogger:
    logger: structlog.stdlib.BoundLogger = structlog.get_logger(name)
    return logger
