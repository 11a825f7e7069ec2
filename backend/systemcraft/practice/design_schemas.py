"""The canvas design as the server accepts it: the client's model, bounded and typed."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

ComponentType = Literal[
    "client", "dns", "cdn", "load-balancer", "server", "cache", "database", "queue", "pub-sub"
]
Side = Literal["top", "bottom", "left", "right"]
Id = Annotated[str, Field(min_length=1, max_length=100)]
PropertyText = Annotated[str, Field(max_length=2000)]
PropertyValue = (
    PropertyText
    | Annotated[int, Field(ge=-(2**53), le=2**53)]
    | Annotated[float, Field(allow_inf_nan=False)]
    | Annotated[list[Annotated[str, Field(max_length=200)]], Field(max_length=50)]
)


class DesignModel(BaseModel):
    model_config = ConfigDict(extra="forbid")


class WidgetIn(DesignModel):
    id: Id
    type: ComponentType
    x: float = Field(ge=0, le=100_000)
    y: float = Field(ge=0, le=100_000)
    width: float = Field(ge=1, le=2000)
    height: float = Field(ge=1, le=2000)
    name: str = Field(max_length=200)
    description: str = Field(max_length=2000)
    properties: dict[Annotated[str, Field(max_length=60)], PropertyValue] = Field(max_length=40)


class Endpoint(DesignModel):
    widgetId: Id  # noqa: N815 - the client's field name
    position: Side


class ConnectionPropertiesIn(DesignModel):
    protocol: Literal["HTTP", "HTTPS", "TCP", "WebSocket", "gRPC", "Message Queue", "Pub/Sub"]
    latency: str = Field(max_length=60)
    sync: Literal["Synchronous", "Asynchronous"]
    description: str = Field(max_length=2000)


class ConnectionIn(DesignModel):
    id: Id
    from_: Endpoint = Field(alias="from")
    to: Endpoint
    properties: ConnectionPropertiesIn


class DesignIn(DesignModel):
    widgets: list[WidgetIn] = Field(max_length=500)
    connections: list[ConnectionIn] = Field(max_length=2000)

    @model_validator(mode="after")
    def _consistent(self) -> "DesignIn":
        ids = [w.id for w in self.widgets]
        if len(set(ids)) != len(ids):
            raise ValueError("two components share an id")
        known = set(ids)
        for connection in self.connections:
            ends = (connection.from_.widgetId, connection.to.widgetId)
            if not set(ends) <= known:
                raise ValueError(f"connection {connection.id} refers to a missing component")
            if ends[0] == ends[1]:
                raise ValueError(f"connection {connection.id} connects a component to itself")
        return self


class SaveDesignIn(BaseModel):
    design: DesignIn


class SavedDesignOut(BaseModel):
    """`design` is null until the user first saves one for this problem."""

    problem_id: str
    design: DesignIn | None
    updated_at: datetime | None
