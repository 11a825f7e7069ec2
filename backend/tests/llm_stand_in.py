"""A stand-in for an OpenAI-compatible chat completions API on 127.0.0.1: it records every
request and answers the way a test tells it to (a reply, an HTTP error, or too slowly)."""

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any

from tests.local_http import serving

API_KEY = "stand-in-key"
MODEL = "stand-in-model"


@dataclass
class StandInModel:
    base_url: str = ""
    reply: str = "A model-written answer."
    status: int = 200
    delay_seconds: float = 0.0
    requests: list[dict[str, Any]] = field(default_factory=list)
    authorizations: list[str] = field(default_factory=list)

    def system_prompt(self, index: int = -1) -> str:
        content: str = self.requests[index]["messages"][0]["content"]
        return content


def _handler(model: StandInModel) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            model.requests.append(json.loads(self.rfile.read(length)))
            model.authorizations.append(self.headers.get("authorization", ""))
            time.sleep(model.delay_seconds)
            if self.path != "/v1/chat/completions":
                self.send_error(404)
                return
            body = json.dumps(
                {
                    "choices": [
                        {"index": 0, "message": {"role": "assistant", "content": model.reply}}
                    ]
                }
                if model.status == 200
                else {"error": {"message": "the stand-in was told to fail"}}
            ).encode()
            self.send_response(model.status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            return

    return Handler


@contextmanager
def stand_in_model() -> Iterator[StandInModel]:
    model = StandInModel()
    with serving(_handler(model)) as url:
        model.base_url = f"{url}/v1"
        yield model
