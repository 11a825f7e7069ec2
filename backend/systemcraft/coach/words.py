"""The words of a question or a lesson as the coach compares them."""

import re

import bm25s
import Stemmer

_STEMMER = Stemmer.Stemmer("english")
# Words of talk, not of the subject: "what CAP actually says" is no answer to "my notes say ...
# is that actually right?".
_FILLER = frozenset(
    [
        "actually",
        "really",
        "just",
        "say",
        "says",
        "said",
        "happen",
        "happens",
        "happened",
        "happening",
        "basically",
        "exactly",
        "pretty",
        "okay",
        "ok",
        "sure",
        "thing",
        "things",
        "stuff",
        "lot",
    ]
)
_STOPWORDS = frozenset(bm25s.stopwords.STOPWORDS_EN_PLUS) | _FILLER


def tokens(text: str) -> list[str]:
    # Stemming lets "caching" find a passage about "caches"; stopwords keep "should I" quiet.
    return stems([w for w in re.findall(r"[a-z0-9]{2,}", text.lower()) if w not in _STOPWORDS])


def stems(words: list[str]) -> list[str]:
    stemmed: list[str] = _STEMMER.stemWords(words)
    return stemmed
