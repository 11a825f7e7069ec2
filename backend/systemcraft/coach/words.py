"""The words of a question or a lesson as the coach compares them."""

import re

import bm25s
import Stemmer

_STEMMER = Stemmer.Stemmer("english")
_STOPWORDS = frozenset(bm25s.stopwords.STOPWORDS_EN_PLUS)


def tokens(text: str) -> list[str]:
    # Stemming lets "caching" find a passage about "caches"; stopwords keep "should I" quiet.
    return stems([w for w in re.findall(r"[a-z0-9]{2,}", text.lower()) if w not in _STOPWORDS])


def stems(words: list[str]) -> list[str]:
    stemmed: list[str] = _STEMMER.stemWords(words)
    return stemmed
