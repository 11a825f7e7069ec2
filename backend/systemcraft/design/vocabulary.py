"""The words a design is made of, and its limits: the one list of each that the canvas, the
saved designs, the export document and the assessment engine share."""

from typing import Final, Literal, get_args

ComponentType = Literal[
    "client", "dns", "cdn", "load-balancer", "server", "cache", "database", "queue", "pub-sub"
]
Protocol = Literal["HTTP", "HTTPS", "TCP", "WebSocket", "gRPC", "Message Queue", "Pub/Sub"]
SyncMode = Literal["Synchronous", "Asynchronous"]
Side = Literal["top", "bottom", "left", "right"]

COMPONENT_TYPES: Final[tuple[ComponentType, ...]] = get_args(ComponentType)
PROTOCOLS: Final[tuple[Protocol, ...]] = get_args(Protocol)
SYNC_MODES: Final[tuple[SyncMode, ...]] = get_args(SyncMode)
SIDES: Final[tuple[Side, ...]] = get_args(Side)

# How much one design may hold, so no document can make the server do unbounded work.
MAX_COMPONENTS: Final = 500
MAX_CONNECTIONS: Final = 2000
MAX_ID_LENGTH: Final = 100
MAX_LABEL_LENGTH: Final = 200
MAX_TEXT_LENGTH: Final = 2000
MAX_DOCUMENT_BYTES: Final = 2_000_000

DEFAULT_PROTOCOL: Final[Protocol] = "HTTP"
DEFAULT_LATENCY: Final = "< 100ms"
DEFAULT_SYNC: Final[SyncMode] = "Synchronous"
