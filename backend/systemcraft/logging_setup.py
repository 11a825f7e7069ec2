import logging
import sys


def configure_logging(level: str) -> None:
    """Plain one-line logs to stderr; idempotent so tests can build many apps."""
    root = logging.getLogger("systemcraft")
    root.setLevel(level)
    if not root.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
        root.addHandler(handler)
        root.propagate = False
