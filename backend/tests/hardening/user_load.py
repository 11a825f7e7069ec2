"""Users working against a real server, each on its own thread: reading a lesson, saving a
design and saving a quiz score, over and over. Every answer is kept (status, body, time) and
every write the server acknowledged, so a fault run can count what the database kept."""

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.client import HTTPConnection, HTTPException
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

from systemcraft.design.notes import empty_notes

CLIENT_STATE = "fault-run-client-state-0123456789"
# Longer than any answer the app should take: past it the request counts as a hang.
REQUEST_TIMEOUT = 20.0


@dataclass(frozen=True)
class Answer:
    kind: str  # read, design or score
    started: float  # time.monotonic()
    seconds: float
    status: int | None  # None: no answer at all (refused, reset or timed out)
    error_code: str | None  # set when the body is {"error": {"code", "message"}}
    retry_after: str | None
    body: bytes

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


@dataclass(frozen=True)
class Target:
    """What the users work on: a lesson with its quiz's size, and a problem to design for."""

    lesson_id: str
    quiz_size: int
    problem_id: str


@dataclass
class LoadUser:
    port: int
    name: str
    token: str = ""
    answers: list[Answer] = field(default_factory=list)
    saved_scores: list[int] = field(default_factory=list)  # ids answered with a 201
    acknowledged_design: int = 0  # the last design number answered with a 200
    sequence: int = 0
    connection: HTTPConnection | None = None

    def call(
        self, method: str, path: str, body: Any = None
    ) -> tuple[int | None, dict[str, str], bytes]:
        """One request on this user's kept-alive connection; a new one after a failure."""
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        payload = None
        if body is not None:
            payload = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if self.connection is None:
            self.connection = HTTPConnection("127.0.0.1", self.port, timeout=REQUEST_TIMEOUT)
        try:
            self.connection.request(method, path, body=payload, headers=headers)
            response = self.connection.getresponse()
            headers = {name.lower(): value for name, value in response.getheaders()}
            return response.status, headers, response.read()
        # A server killed mid-answer cuts the body short (IncompleteRead is no OSError).
        except (OSError, HTTPException):
            self.connection.close()
            self.connection = None
            return None, {}, b""

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None

    def timed(self, kind: str, method: str, path: str, body: Any = None) -> Answer:
        started = time.monotonic()
        status, headers, raw = self.call(method, path, body)
        seconds = time.monotonic() - started
        retry_after = headers.get("retry-after")
        answer = Answer(kind, started, seconds, status, error_code(raw), retry_after, raw)
        self.answers.append(answer)
        return answer

    def sign_in(self, tier: int = 3) -> None:
        query = urlencode({"name": self.name, "tier": tier, "client_state": CLIENT_STATE})
        status, headers, _ = self.call("GET", f"/auth/dev-login?{query}")
        if status != 302:
            raise RuntimeError(f"sign-in failed for {self.name}: {status}")
        fragment = parse_qs(urlsplit(headers["location"]).fragment)
        self.token = fragment["access_token"][0]

    def one_round(self, target: Target) -> None:
        """A lesson read, a design saved and a quiz score saved."""
        self.timed("read", "GET", f"/api/content/{target.lesson_id}")
        self.sequence += 1
        notes = {**empty_notes(), "estimates": f"#{self.sequence}"}
        design = {"widgets": [], "connections": [], "notes": notes}
        path = f"/api/designs/{target.problem_id}"
        if self.timed("design", "PUT", path, {"design": design}).status == 200:
            self.acknowledged_design = self.sequence
        size = target.quiz_size
        score = {"subtopic_id": target.lesson_id, "score": size, "correct": size, "total": size}
        scored = self.timed("score", "POST", "/api/quiz-scores", {**score, "percentage": 100})
        if scored.status == 201:
            self.saved_scores.append(int(json.loads(scored.body)["id"]))


def error_code(raw: bytes) -> str | None:
    try:
        error = json.loads(raw)["error"]
        return str(error["code"]) if error["message"] else None
    except (ValueError, KeyError, TypeError):
        return None


def design_number(design: dict[str, Any]) -> int:
    """The number a LoadUser wrote into a design it saved."""
    return int(design["notes"]["estimates"].removeprefix("#"))


def find_target(user: LoadUser) -> Target:
    """The first lesson that has a quiz and the first practice problem, as the server lists
    them (the curriculum must be loaded)."""
    _, _, raw = user.call("GET", "/api/topics")
    lessons = [lesson["id"] for topic in json.loads(raw)["topics"] for lesson in topic["subtopics"]]
    for lesson_id in lessons:
        status, _, quiz = user.call("GET", f"/api/quizzes/{lesson_id}")
        if status == 200 and json.loads(quiz)["questions"]:
            break
    else:
        raise RuntimeError(f"no lesson with a quiz answered 200: {status} {quiz[:200]!r}")
    _, _, problems = user.call("GET", "/api/practice-problems")
    problem_id = json.loads(problems)["problems"][0]["id"]
    return Target(lesson_id, len(json.loads(quiz)["questions"]), problem_id)


@contextmanager
def running_load(users: list[LoadUser], target: Target) -> Iterator[threading.Event]:
    """Every user works on its own thread until the block ends."""
    stop = threading.Event()

    def work(user: LoadUser) -> None:
        while not stop.is_set():
            user.one_round(target)

    threads = [threading.Thread(target=work, args=(user,), daemon=True) for user in users]
    for thread in threads:
        thread.start()
    try:
        yield stop
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=REQUEST_TIMEOUT * 3 + 5)
        for user in users:
            user.close()
