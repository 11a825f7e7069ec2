import logging
import sys
import time

FORMAT = "%(asctime)s %(levelname)s %(name)s %(message)s"


class _Formatter(logging.Formatter):
    """The standard format, its time stamp formatted once a second instead of once a line (it
    was a third of what the access log cost each request)."""

    _stamp: tuple[int, str] = (-1, "")

    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:  # noqa: N802
        second, stamp = self._stamp
        if int(record.created) != second:
            second = int(record.created)
            stamp = time.strftime(self.default_time_format, self.converter(record.created))
            self._stamp = (second, stamp)
        return f"{stamp},{int(record.msecs):03d}"


def configure_logging(level: str) -> None:
    """Plain one-line logs to stderr; idempotent so tests can build many apps."""
    root = logging.getLogger("systemcraft")
    root.setLevel(level)
    if not root.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(_Formatter(FORMAT))
        root.addHandler(handler)
        root.propagate = False
