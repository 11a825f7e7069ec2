"""An optional OpenAI-compatible chat model. Every failure returns None so callers fall back
to their built-in text: the product never depends on the model being up."""

import logging
from dataclasses import dataclass
from typing import Any

import httpx2

logger = logging.getLogger("systemcraft.kit.llm")


@dataclass(frozen=True)
class ChatTurn:
    role: str  # "system", "user" or "assistant"
    content: str


@dataclass(frozen=True)
class LlmClient:
    base_url: str
    api_key: str
    model: str
    timeout_seconds: float

    def complete(self, turns: list[ChatTurn]) -> str | None:
        payload: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": t.role, "content": t.content} for t in turns],
            "temperature": 0.2,
        }
        try:
            response = httpx2.post(
                f"{self.base_url}/chat/completions",
                json=payload,
                headers={"Authorization": f"Bearer {self.api_key}"},
                timeout=self.timeout_seconds,
            )
            response.raise_for_status()
            text = response.json()["choices"][0]["message"]["content"]
        except (httpx2.HTTPError, ValueError, LookupError, TypeError) as exc:
            logger.warning("llm call failed, using the built-in text: %s", type(exc).__name__)
            return None
        if not isinstance(text, str) or not text.strip():
            logger.warning("llm returned no text, using the built-in text")
            return None
        return text.strip()
