"""The roles a component plays in a design, whatever box it is drawn as."""

from typing import Final, Literal, get_args

Role = Literal[
    "client",
    "dns",
    "cdn",
    "load-balancer",
    "gateway",
    "realtime",
    "service",
    "worker",
    "cache",
    "database",
    "object-store",
    "search",
    "coordination",
    "queue",
    "log",
    "pub-sub",
]
ROLES: Final[tuple[Role, ...]] = get_args(Role)
