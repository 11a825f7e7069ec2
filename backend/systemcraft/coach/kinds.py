"""What kind of answer a coach question wants, read from how it is asked: a count (sizing), what
breaks (failure), where a part sits (placement), how to split a store (sharding), an idea
explained (concept), a choice between options (trade-off), a review of the whole design, or
something the coach cannot answer. Pure: no database, no engine."""

from typing import Final, Literal

from systemcraft.kit.patterns import Pattern

Kind = Literal[
    "sizing",
    "failure",
    "placement",
    "sharding",
    "concept",
    "trade-off",
    "review",
    "measured",
    "unknown",
]

_FAILURE: Final = Pattern(
    r"\b(what|wat)\s+((actually|really|exactly)\s+)?(happens|would happen|will happen|if)\b"
    r"|\b(say|suppose|imagine)\s+(that\s+)?(my\s+|the\s+|our\s+|a\s+|an\s+|one\s+)?"
    r"[\w ./()-]{0,40}?\b(dies|fails|crashes|goes\s+down)\b"
    r"|\bwhat\s+about\s+when\b|\bif\s+(my\s+|the\s+|our\s+|a\s+|an\s+|one\s+)?[\w ./(),-]{0,70}?"
    r"\b(dies|die|died|fails?|failed|crash\w*|goes\s+down|go\s+down|is\s+down|are\s+down|"
    r"went\s+down|becomes?\s+unavailable|is\s+unavailable|is\s+slow|gets?\s+slow|times?\s+out|"
    r"timed\s+out|is\s+lost|restarts?|reboots?|falls?\s+over|loses?)\b"
    r"|\b(survive|tolerate)\s+(the\s+|a\s+)?(loss|failure|outage|crash)"
    r"|\bfail\s*over\b|\bfailover\b|\bouta(ge|ges)\b|\bdowntime\b"
    r"|\b(when|once)\s+[\w ./()-]{0,40}?\b(dies|crashes|fails|goes\s+down|times\s+out)\b",
    ignore_case=True,
    groups=False,
)
_SIZING: Final = Pattern(
    r"\bhow\s+many\b|\bhow\s+much\s+(storage|data|disk|space|memory|ram|bandwidth)\b"
    r"|\bhow\s+(big|large)\b|\benough\b|\bcapacity\b|\bthroughput\b|\bsiz(e|ed|ing)\b"
    r"|\b(handle|carry|take|hold|survive|cope\s+with)\s+(the\s+)?(peak|load|traffic|qps|rps)\b"
    r"|\b(at|the|for\s+the)\s+peak\b|\b(at|for)\s+(the\s+)?~?\d[\w/.,]*\s+peak\b"
    r"|\btoo\s+(few|many|small|little)\b|\bget\s+away\s+with\s+(just\s+|only\s+)?(\d|one|a\s+single)"
    r"|\bkeep\s+up\b|\boverload\w*|\bsaturat\w*|\bunder\s+load\b"
    r"|\bscal(e|es|ed|ing)\s+(up|out)\b|\bhow\s+busy\b|\bstorage\s+(do|will|would)\b"
    r"|\b(last|fit|outgrow)\b.{0,30}\b(years?|months?|days?|disk|node|machine)\b"
    r"|\b\d+(\.\d+)?\s*(tb|gb|pb)\b.{0,40}\b(enough|last|fit|disk)\b"
    # "one Redis does ~100k ops/s, so a single instance is fine for 45k": a count of copies
    # against a rate.
    r"|\b(fine|ok|okay|good|enough)\s+for\s+(about\s+|~\s?)?\d"
    r"|\b(a\s+)?(single|one)\s+(instance|node|server|copy|box|machine|replica)\b.{0,40}"
    r"\b(fine|ok|okay|enough|handles?|cope)\b",
    ignore_case=True,
    groups=False,
)
_SHARDING: Final = Pattern(
    r"\bshard(s|ed|ing)?\b|\bpartition(s|ed|ing)?\b|\b(shard|partition|hash|sharding)\s+key\b"
    r"|\bsplit\s+(the\s+|my\s+|our\s+)?(data|table|database|db|store|users?)\b"
    r"|\bhot\s+(keys?|partitions?|shards?|spots?|rows?)\b|\bconsistent\s+hashing\b",
    ignore_case=True,
    groups=False,
)
_PLACEMENT: Final = Pattern(
    r"\b(right|correct|good|best|wrong)\s+(place|spot|position|layer|thing|tool|choice)\b"
    r"|\bwhere\s+(should|do|would|does|to)\b|\bin\s+front\s+of\b|\bplacement\b"
    r"|\bin\s+the\s+(right|wrong)\s+place\b|\bearns?\s+its\s+keep\b|\bpulls?\s+its\s+weight\b"
    r"|\bwhat\s+does\s+(my|the|our)\s+[\w ./()-]{1,40}?\b(protect|do|save|help)\b"
    r"|\b(does|is)\s+(my|the|our|it)\s+([\w ./()-]{1,40}?\s)?"
    r"(help|useful|needed|worth|protect\w*)\b"
    # "Is it ok that my view counts just live in Redis?": where the data is kept.
    r"|\bis\s+it\s+(ok|okay|fine|right|safe)\s+(that|to)\b.{0,60}\b(live|lives|kept|keep|stored?|in)\b",
    ignore_case=True,
    groups=False,
)
_TRADE_OFF: Final = Pattern(
    r"\bvs\.?\b|\bversus\b|\binstead\s+of\b|\brather\s+than\b|\btrade-?offs?\b|\bpros\b"
    r"|\bcons\b|\bbetter\b|\b(which|what)\s+(one|is\s+better|should\s+i\s+(use|pick|choose))\b"
    r"|\b(should|do)\s+(i|we)\s+(use|pick|choose|go\s+with)\s+[\w ./()-]{1,40}?\s+or\s+"
    r"|\b(push|pull|sql|nosql|301|302|sync\w*|async\w*|kafka|rabbitmq|redis|memcached)\b"
    r"[\w ./()-]{0,20}?\bor\b|\bshould\s+(i|we|it)\b.{0,80}\bor\b|\bor\s+should\b"
    r"|\b(fine|ok|okay|good|enough)\b.{0,30}\bor\b|\bshould\s+it\s+be\b"
    r"|\b(switch|move|change)\s+to\b.{0,60}\binstead\b"
    r"|\bbefore\s+or\s+after\b|\bor\s+(switch|move|go|use)\b"
    r"|\b(switch|move|migrate)\w*\s+from\s+[\w ./()-]{1,40}?\s+to\b",
    ignore_case=True,
    groups=False,
)
# Whether a part is worth having weighs it against going without, whatever else the question
# names ("Do I actually need ZooKeeper? ... nodes could read every shard. What would I lose?").
_NEEDED: Final = Pattern(
    r"\bdo\s+(i|we)\s+(actually|really|even|still)\s+need\b|\bwhat\s+would\s+(i|we)\s+lose\b",
    ignore_case=True,
    groups=False,
)
_CONCEPT: Final = Pattern(
    r"\bwhat\s+(is|are|'s|does|do)\s+(a|an|the)?\b|\bwhat's\b|\bwhats\b|\bexplain\b"
    r"|\bhow\s+does\b|\bwhat\s+[\w -]{1,25}\s+do\s+(i|we)\s+need\b"
    r"|\bhow\s+do\s+[\w -]{1,30}\s+work\b|\bmeaning\s+of\b|\bdefin\w+\b|\bdifference\s+between\b"
    r"|\bwhy\s+(would|do|does|is|are|should)\b|\bwhen\s+(should|would|do)\s+(i|we|you)\b",
    ignore_case=True,
    groups=False,
)
_REVIEW: Final = Pattern(
    r"\b(biggest|main|worst|first)\s+(problem|issue|weakness|risk|gap|flaw|mistake)s?\b"
    r"|\breview\b|\bfeedback\b|\bimprov(e|es|ing|ement|ements)\b|\bwhat('s|\s+is)\s+wrong\b"
    r"|\bweak(ness|nesses|est|er)?\b|\bmissing\b|\bbottlenecks?\b|\bsingle\s+points?\s+of\s+"
    r"failure\b|\bspofs?\b|\bassess\w*|\b(how|is)\s+(is\s+)?(my|our|this)\s+"
    r"(design|diagram|architecture|system)\b|\bwhat\s+(should|would)\s+(i|we|you)\s+(change|fix"
    r"|add|do\s+next)\b|\bgood\s+enough\b"
    r"|\b(first|one|main|biggest|top)\s+thing\s+(i|we)\s+(should|need\s+to|must|have\s+to)\s+"
    r"(fix|change|improve|do)\b|\b(fix|change|improve)\s+first\b",
    ignore_case=True,
    groups=False,
)

# Asks for the whole design to be judged, whatever part it names: "be honest, what would an
# interviewer rip apart? I figured the cache in front of Postgres would handle it".
CRITIQUE: Final = Pattern(
    r"\bbe\s+(honest|brutal|harsh|blunt)\b|\b(rip|tear|pick|poke\s+holes\s+in)\s+\w*\s*apart\b"
    r"|\b(rip|tear|pick)\s+apart\b|\bpoke\s+(at|holes)\b|\bover-?kill\b"
    r"|\bover-?engineer\w*|\bred\s+flags?\b|\bholes\s+in\b|\binterview[- ]ready\b"
    r"|\bgood\s+enough\s+for\s+(the|an|my)\s+interview\b",
    ignore_case=True,
    groups=False,
)

# A price asked for: "what will this cost a month on AWS?", "how expensive is it?".
PRICED: Final = Pattern(
    r"\bcosts?\s+(per|a|an|each|every)\s+(month|year|day|hour)\b"
    r"|\b(monthly|yearly|annual|aws|cloud|gcp|azure|infra|infrastructure|hosting)\s+"
    r"(cost|costs|bill|spend|pricing)\b|\bcosts?\s+(on|in)\s+(aws|gcp|azure|the\s+cloud)\b"
    r"|\b(aws|cloud)\s+pricing\b|\bdollars?\b|\$\s?\d|\bhow\s+expensive\b",
    ignore_case=True,
    groups=False,
)

# "What is consistent hashing?" asks for the idea, though its words are about sharding; "what is
# the right shard key for my table?" asks about the design.
# Asks what an idea is, anywhere in the question ("... what is it and do I need it?").
DEFINES: Final = Pattern(
    r"\b(what\s+(is|are)|what's|whats|explain|define|difference\s+between|how\s+does)\b",
    ignore_case=True,
    groups=False,
)
# Asks how two ideas differ, whatever else it asks ("what's the difference between X and Y?").
DIFFERENCE: Final = Pattern(
    r"\bdifference\s+between\b|\bdiffer\b|\bcompare\b|\bcompared\s+(to|with)\b",
    ignore_case=True,
    groups=False,
)
_DEFINITION: Final = Pattern(
    r"^\W*(what\s+(is|are)\s+(a\s+|an\s+)?|what's\s+(a\s+|an\s+)?|whats\s+|explain\s+|define\s+"
    r"|(can|could)\s+you\s+(please\s+)?explain\s+)",
    ignore_case=True,
    groups=False,
)
_JUDGED: Final = Pattern(
    r"\b(right|best|good|correct|ideal|optimal|which|what\s+should)\b",
    ignore_case=True,
    groups=False,
)
# A question that speaks of the learner's own design ("do I need it?", "my cache").
MINE: Final = Pattern(r"\b(my|our|mine|i|we|i'm|im)\b", ignore_case=True, groups=False)

# Asked before anything else in the question: "What is that exactly, and is my UPDATE
# enough?" asks for the idea first; "what actually is continuous batching?" too.
_WHAT_EXACTLY: Final = Pattern(
    r"\bwhat\s+(actually|exactly|really)\s+(is|are)\b"
    # "what is it actually protecting?" asks what it does, not what it is.
    r"|\bwhat\s+(is|are)\s+(that|this|it|they|those)\s+(exactly|actually|really)\s*([?,.]|$|and\b)",
    ignore_case=True,
    groups=False,
)
# Named outright, these decide the kind whatever else is asked: "is that enough to spread it,
# or what should the shard key be?" is about the key; "is that the right place for the
# resizing, or should it live somewhere else?" about where it sits.
# "How should I shard the Redis cluster? ... what happens to a packed tile?" asks how to split
# it first, whatever it asks of a hot key after.
_SHARD_KEY: Final = Pattern(
    r"\b(shard|partition|sharding|partitioning)\s+keys?\b"
    r"|\bhow\s+(should|do|would|can)\s+(i|we)\s+(shard|partition)\b",
    ignore_case=True,
    groups=False,
)
_PLACED: Final = Pattern(
    r"\b(right|wrong|best|good|bad)\s+(place|spot|layer)\b|\blive\s+somewhere\s+else\b"
    r"|\bsomewhere\s+else\b",
    ignore_case=True,
    groups=False,
)

# A count asked outright ("how many shards if I use Redis instead of Memcached?", "are 3 nodes
# better than 5 at peak?") is sizing, whatever options it weighs.
_COUNTED: Final = Pattern(
    r"\bhow\s+many\s+([\w-]+\s+){0,2}?(nodes?|servers?|shards?|replicas?|instances?|copies|"
    r"pods?|machines?|partitions?|brokers?|workers?|gpus?|hosts?|boxes|containers?)\b"
    r"|\bhow\s+much\s+(memory|ram|disk|storage)\b"
    r"|\b\d+\s+(nodes?|servers?|shards?|replicas?|instances?|copies|pods?|machines?)\s+"
    r"(better|worse)\s+than\b",
    ignore_case=True,
    groups=False,
)
# Two options set against each other outright: "is the Bloom filter better than looking each
# link up?", "was pull the right call vs pushing every change?".
_WEIGHED: Final = Pattern(
    r"\bvs\.?\s|\bversus\b|\b(better|worse|cheaper|faster|safer)\s+than\b|\binstead\s+of\b"
    r"|\brather\s+than\b|\bworth\s+it\b.{0,40}\bor\b"
    # "Should I keep Kafka between them, or just let workers claim runs?": one way or another.
    r"|\bshould\s+(i|we)\s+(keep|use|add|drop|have)\b.{0,100}?,?\s+or\s+(just|simply|instead)\b",
    ignore_case=True,
    groups=False,
)

# A figure only the running system (or its vendor) can give: a hit rate, a lag, how long a
# restart takes, a failure rate, a share of events; or a setting the learner asks the coach to
# recall ("what timeout did I give my workers?").
_MEASURED: Final = Pattern(
    r"\bwhat\s+(actual\s+|real\s+)?(cache\s+)?hit\s+(rate|ratio)\s+(will|would|does|do)\b"
    r"|\b(replication\s+)?lag\s+between\b|\bwhat('s|\s+is)\s+the\s+(actual\s+|real\s+)?"
    r"(replication\s+)?lag\b"
    r"|\b(actual|real|realistic|measured)\s+(failure\s+rate|overshoot|hit\s+rate|lag|chance"
    r"|probability|odds)\b"
    r"|\bwhat('s|\s+is)\s+the\s+(actual\s+|real\s+)?failure\s+rate\b"
    r"|\bhow\s+long\s+(does|will|would|do)\s+[\w ./()'-]{1,60}?\btake\s+to\s+"
    r"(reload|restart|reboot|recover|rebuild|warm)\b"
    r"|\bhow\s+long\s+after\b[^?]{0,60}\b(delete|expire|remove)"
    # "Can you confirm my Database will hit that and the check stays under 1 ms at p99?"
    r"|\b(can|could)\s+you\s+(confirm|guarantee|promise|verify|vouch)\b"
    # "What p99 will the check actually add on our boxes?", "can each shard really do that?"
    r"|\bwhat\s+(p9\d|latency|throughput)\s+(will|would|does|do)\b"
    r"|\bcan\s+(each|one|a|my|the)\s+[\w-]+\s+really\s+(do|handle|sustain|take)\b"
    # "I put ~60% as the expected hit ratio ... Is that what I'll actually get?"
    r"|\bhit\s+(rate|ratio)\b[^?]{0,120}\b(actually|really|realistic|real\s+number)\b"
    # "what overshoot will we actually see in production?"
    r"|\bwhat\s+(\w+\s+){0,2}?(overshoot|hit\s+(rate|ratio)|failure\s+rate|error\s+rate|lag)"
    r"\s+(will|would|do|does)\s+(we|i|it|you|they)\s+(actually\s+|really\s+)?(see|get|hit|have)\b",
    ignore_case=True,
    groups=False,
)
# "Roughly what % of clicks get counted twice when a worker crashes?": a share of events, which
# only running the system gives, however much of a failure the question names.
_SHARE_ASKED: Final = Pattern(
    r"\bwhat\s+(%|percent(age)?|share|fraction|proportion)\s+of\s+(\w+\s+){1,3}?(get|gets|are|is|will"
    r"|would)\s+(counted\s+twice|duplicated|double[- ]counted|retried|overcounted)\b",
    ignore_case=True,
    groups=False,
)
# "What hit rate is my cache getting?", "what's my hit ratio?": only the running cache knows
# (but "the minimum hit rate my cache needs" is arithmetic),
# however many figures ("how many reads land on Cassandra") the question goes on to ask.
_HIT_RATE_ASKED: Final = Pattern(
    r"\bwhat\s+(actual\s+|real\s+)?(cache\s+)?hit\s+(rate|ratio)\s+(is|are)\s+(my|the|our|it)\b"
    r"|\bwhat('s|\s+is)\s+(my|the|our)\s+(actual\s+|real\s+|current\s+)?(cache\s+)?hit\s+"
    r"(rate|ratio)\b",
    ignore_case=True,
    groups=False,
)
# How long something takes or lasts is measured too, unless it is how long stored bytes last
# ("how long will 10 TB last?" is a sizing sum).
_HOW_LONG: Final = Pattern(
    r"\bhow\s+long\s+(does|will|would|do|did)\s+[\w ./()'-]{1,60}?\b(last|stay)\b",
    ignore_case=True,
    groups=False,
)
_STORED: Final = Pattern(
    r"\b\d+(\.\d+)?\s*(tb|gb|pb)\b|\bdisks?\b|\bstorage\b|\bretention\b",
    ignore_case=True,
    groups=False,
)
# "Can you explain what continuous batching is doing on my hosts, and why 160?": the idea, however
# many figures follow.
_EXPLAIN_FIRST: Final = Pattern(
    r"^\W*((can|could|would)\s+you\s+(please\s+)?|please\s+)?explain\b",
    ignore_case=True,
    groups=False,
)

# Asked in this order: "what happens if the cache is slow at peak?" is about the failure, and
# "how many shards?" about the count, not about how to shard; a shard key named outright comes
# first ("is that the right partition key, and what happens with a hot doc?" is about the key).
_ORDER: Final[tuple[tuple[Kind, Pattern], ...]] = (
    ("concept", _WHAT_EXACTLY),
    ("sharding", _SHARD_KEY),
    ("measured", _SHARE_ASKED),
    ("measured", _HIT_RATE_ASKED),
    ("failure", _FAILURE),
    ("sizing", _COUNTED),
    ("review", CRITIQUE),
    ("measured", PRICED),
    # After a failure or a count asked outright: "explain what happens when it dies" is one.
    ("concept", _EXPLAIN_FIRST),
    ("measured", _MEASURED),
    ("measured", _HOW_LONG),
    ("trade-off", _WEIGHED),
    ("placement", _PLACED),
    ("sizing", _SIZING),
    ("trade-off", _NEEDED),
    ("sharding", _SHARDING),
    ("review", _REVIEW),
    ("trade-off", _TRADE_OFF),
    ("placement", _PLACEMENT),
    ("concept", _CONCEPT),
)


# A question's own sentences, those ending in a question mark; the statements around them.
_ASKED: Final = Pattern(r"[^.?!]*\?+", groups=False)
# "I sharded the metadata DB by video_id. Should it be creator_id instead?" weighs shard keys.
_SHARDED_BY: Final = Pattern(
    r"\b(shard|partition)(ed|ing)?\s+([^\s.?!]+\s+){0,8}?by\b"
    # "My Edge LBs consistent-hash on the segment URL": what requests are spread by.
    r"|\b(consistent[- ])?hash(es|ed|ing)?\s+on\b|\bkeyed\s+([^\s.?!]+\s+){0,5}?by\b",
    ignore_case=True,
    groups=False,
)

# A key judged, after the statement saying what the store is split by.
_KEY_ASKED: Final = Pattern(
    r"\b(good|right|bad|best|wrong|better|correct)\s+(shard\s+|partition\s+)?key\b",
    ignore_case=True,
    groups=False,
)


def kind_of(question: str) -> Kind:
    """The kind of answer the question wants; "unknown" when it asks for none the coach gives.
    What the question's own sentences ask decides, not a word of the statements around them
    ("The size URLs never change" asks no count); without one, the whole text does."""
    asked = " ".join(_ASKED.findall(question))
    if _SHARDED_BY.search(question) and _KEY_ASKED.search(asked):
        # "I sharded it by hotel_id. Is hotel_id a good key? What happens in a flash sale?"
        return "sharding"
    kind = _kind_in(asked) if asked else "unknown"
    if kind == "unknown":
        return _kind_in(question)
    if kind == "trade-off" and _SHARDED_BY.search(question):
        return "sharding"
    return kind


def _kind_in(question: str) -> Kind:
    for kind, pattern in _ORDER:
        if pattern is _HOW_LONG and _STORED.search(question):
            continue
        # "What is consistent hashing, and does my design need it?" asks for the idea first;
        # "what is the right shard key for my table?" asks about the design.
        if (
            kind in ("sharding", "trade-off")
            and pattern.search(question)
            and _DEFINITION.search(question)
            and not (MINE.search(question) and _JUDGED.search(question))
        ):
            return "concept"
        if pattern.search(question):
            return kind
    return "unknown"
