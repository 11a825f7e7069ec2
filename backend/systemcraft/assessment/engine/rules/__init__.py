"""Every rule the engine applies."""

from systemcraft.assessment.engine.context import Rule
from systemcraft.assessment.engine.rules.availability import (
    LOAD_BALANCER_HEALTH_CHECK,
    SINGLE_POINT_OF_FAILURE,
    load_balancer_health_check,
    single_point_of_failure,
)
from systemcraft.assessment.engine.rules.caching import (
    CACHE_INVALIDATION,
    CDN,
    READ_CACHE,
    cache_invalidation,
    cdn,
    read_cache,
)
from systemcraft.assessment.engine.rules.foundation import (
    CLIENT_DIRECT_DATA,
    CLIENT_TO_DATA,
    ISOLATED_COMPONENT,
    client_direct_data,
    client_to_data,
    isolated_component,
)
from systemcraft.assessment.engine.rules.latency import (
    REALTIME,
    SYNCHRONOUS_CHAIN,
    realtime,
    synchronous_chain,
)
from systemcraft.assessment.engine.rules.messaging import (
    ASYNC_WORK,
    FAN_OUT,
    QUEUE_CONSUMER,
    QUEUE_DURABILITY,
    async_work,
    fan_out,
    queue_consumer,
    queue_durability,
)
from systemcraft.assessment.engine.rules.replication import (
    DATABASE_REPLICATION,
    database_replication,
)
from systemcraft.assessment.engine.rules.scaling import (
    DATABASE_SHARDING,
    HORIZONTAL_SCALING,
    database_sharding,
    horizontal_scaling,
)

# In order of importance: findings of equal severity are reported in this order, so the
# analysis leads with what an interviewer would raise first.
RULES: tuple[Rule, ...] = (
    client_to_data,
    client_direct_data,
    single_point_of_failure,
    horizontal_scaling,
    database_replication,
    realtime,
    fan_out,
    async_work,
    cdn,
    read_cache,
    database_sharding,
    queue_consumer,
    queue_durability,
    load_balancer_health_check,
    synchronous_chain,
    cache_invalidation,
    isolated_component,
)

# The id each of those rules gives its findings, in the same order.
RULE_IDS: tuple[str, ...] = (
    CLIENT_TO_DATA,
    CLIENT_DIRECT_DATA,
    SINGLE_POINT_OF_FAILURE,
    HORIZONTAL_SCALING,
    DATABASE_REPLICATION,
    REALTIME,
    FAN_OUT,
    ASYNC_WORK,
    CDN,
    READ_CACHE,
    DATABASE_SHARDING,
    QUEUE_CONSUMER,
    QUEUE_DURABILITY,
    LOAD_BALANCER_HEALTH_CHECK,
    SYNCHRONOUS_CHAIN,
    CACHE_INVALIDATION,
    ISOLATED_COMPONENT,
)
