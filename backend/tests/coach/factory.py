"""Findings, parts and lesson passages for the coach's pure tests, a line each."""

from systemcraft.assessment.engine import Finding, Severity
from systemcraft.coach.intent import Part
from systemcraft.coach.passages import Passage
from systemcraft.coach.retrieval import Hit

CLIENT = Part("client", "Client", "client")
SERVER = Part("server", "Server", "service")
REDIS = Part("redis", "Redis", "cache")
DATABASE = Part("db", "Links DB", "database")
PARTS = (CLIENT, SERVER, REDIS, DATABASE)


def finding(
    severity: Severity,
    *components: str,
    message: str = "Something about the design.",
    why: str = "It matters.",
    lesson: str = "caching",
) -> Finding:
    return Finding(
        rule_id="any-rule",  # the coach must not depend on rule ids: every one looks the same
        dimension="scalability",
        severity=severity,
        components=list(components),
        message=message,
        why=why,
        lesson=lesson,
    )


def hit(lesson_id: str, title: str, text: str, heading: str = "A heading") -> Hit:
    return Hit(Passage(lesson_id, title, heading, text, required_tier_id=0), score=1.0)
