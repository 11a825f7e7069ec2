"""Per-client rate limits for the sign-in endpoints: in memory, or in Redis when REDIS_URL is
set so that several app processes share one count."""

import logging
import math
import time

from limits import RateLimitItem, parse
from limits.errors import StorageError
from limits.storage import MemoryStorage, RedisStorage
from limits.strategies import MovingWindowRateLimiter

from systemcraft.web.errors import AppError

logger = logging.getLogger("systemcraft.rate_limit")

# A Redis that stops answering costs a request this long, not a hung worker.
REDIS_TIMEOUT_SECONDS = 1.0


class RateLimitedError(AppError):
    status_code = 429
    code = "rate_limited"

    def __init__(self, retry_after: int) -> None:
        super().__init__(f"Too many attempts. Try again in {retry_after} seconds.")
        self.retry_after = retry_after

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}


class RateLimiter:
    """`key_prefix` keeps apps that share one Redis apart. While Redis is unreachable each
    process counts on its own: the limits stay, looser, and sign-in keeps working."""

    def __init__(self, redis_url: str | None, key_prefix: str = "systemcraft") -> None:
        self.local = MovingWindowRateLimiter(MemoryStorage())
        self.shared = None
        if redis_url:
            storage = RedisStorage(
                redis_url,
                key_prefix=key_prefix,
                wrap_exceptions=True,
                socket_timeout=REDIS_TIMEOUT_SECONDS,
                socket_connect_timeout=REDIS_TIMEOUT_SECONDS,
            )
            self.shared = MovingWindowRateLimiter(storage)

    def check(self, rule: str, *keys: str) -> None:
        item: RateLimitItem = parse(rule)
        if self.shared is not None:
            try:
                return _check(self.shared, item, keys)
            except StorageError as exc:
                logger.warning("Redis unreachable, counting in this process: %s", exc.storage_error)
        return _check(self.local, item, keys)


def _check(strategy: MovingWindowRateLimiter, item: RateLimitItem, keys: tuple[str, ...]) -> None:
    if not strategy.hit(item, *keys):
        reset_at = strategy.get_window_stats(item, *keys).reset_time
        raise RateLimitedError(max(1, math.ceil(reset_at - time.time())))
