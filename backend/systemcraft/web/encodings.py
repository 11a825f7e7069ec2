"""What an Accept-Encoding header allows, read with its weights; each distinct header once."""


def accepted_encodings(header: str) -> set[str]:
    """The codings an Accept-Encoding header allows (q=0 means refused)."""
    accepted = set()
    for item in header.split(","):
        coding, *params = (part.strip().lower() for part in item.split(";"))
        weights = [param.removeprefix("q=") for param in params if param.startswith("q=")]
        refused = bool(weights) and weights[0].strip("0.") == ""
        if coding and not refused:
            accepted.add(coding)
    return accepted


# Clients send a handful of distinct Accept-Encoding values; each is parsed once.
_ACCEPTED: dict[bytes, frozenset[str]] = {}


def accepted(header: bytes) -> frozenset[str]:
    codings = _ACCEPTED.get(header)
    if codings is None:
        codings = frozenset(accepted_encodings(header.decode("latin-1")))
        if len(_ACCEPTED) > 64:  # a client making up values cannot grow it without bound
            _ACCEPTED.clear()
        _ACCEPTED[header] = codings
    return codings


def accepts(header: bytes, coding: str) -> bool:
    return coding in accepted(header)
