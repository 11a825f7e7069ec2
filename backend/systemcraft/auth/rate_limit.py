"""Per-client rate limits for the sign-in endpoints: in memory, or in Redis when REDIS_URL is
set so that several app processes share one count."""

import math
import time

from limits import RateLimitItem, parse
from limits.storage import MemoryStorage, RedisStorage
from limits.strategies import MovingWindowRateLimiter

from systemcraft.errors import AppError


class RateLimitedError(AppError):
    status_code = 429
    code = "rate_limited"

    def __init__(self, retry_after: int) -> None:
        super().__init__(f"Too many attempts. Try again in {retry_after} seconds.")
        self.retry_after = retry_after

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}


class RateLimiter:
    def __init__(self, redis_url: str | None) -> None:
        storage = RedisStorage(redis_url) if redis_url else MemoryStorage()
        self.strategy = MovingWindowRateLimiter(storage)

    def check(self, rule: str, *keys: str) -> None:
        item: RateLimitItem = parse(rule)
        if not self.strategy.hit(item, *keys):
            reset_at = self.strategy.get_window_stats(item, *keys).reset_time
            raise RateLimitedError(max(1, math.ceil(reset_at - time.time())))
