"""Which findings answer a question: by the components they concern and their severity."""

from systemcraft.coach.focus import TOP_PROBLEMS, focus_on
from systemcraft.coach.intent import Intent
from tests.coach.factory import DATABASE, PARTS, REDIS, SERVER, finding

TTL = finding("minor", "redis", message="Redis keeps entries forever.")
REDIS_GOOD = finding("strength", "redis", message="Redis answers repeated reads.")
ONE_COPY = finding("major", "db", message="Links DB keeps one copy.")
SPOF = finding("critical", "server", message="If Server fails, nothing works.")
CHAIN = finding("strength", "client", "server", "redis", "db", message="The chain is short.")
FINDINGS = [CHAIN, TTL, REDIS_GOOD, ONE_COPY, SPOF]


def test_a_named_component_gets_its_own_findings_only() -> None:
    focus = focus_on("Is Redis ok?", Intent((REDIS,), (), False), PARTS, FINDINGS)
    [report] = focus.reports
    assert report.part == REDIS
    assert report.problems == (TTL,)
    assert report.strengths == (REDIS_GOOD,)  # the one about Redis alone, not the long chain
    assert focus.top_problems == ()
    assert focus.findings == [TTL, REDIS_GOOD]


def test_a_component_without_problems_has_none_to_report() -> None:
    focus = focus_on("And the server?", Intent((SERVER,), (), False), PARTS, [CHAIN])
    assert focus.reports[0].problems == ()
    assert focus.reports[0].strengths == (CHAIN,)
    assert focus.problems == []


def test_a_finding_on_two_named_components_is_told_once() -> None:
    shared = finding("major", "redis", "db", message="Redis and Links DB disagree.")
    intent = Intent((REDIS, DATABASE), (), False)
    focus = focus_on("Redis and the DB?", intent, PARTS, [shared, ONE_COPY])
    assert focus.reports[0].problems == (shared,)
    assert focus.reports[1].problems == (ONE_COPY,)


def test_the_design_in_general_leads_with_the_worst_problems() -> None:
    minor = [finding("minor", "client", message=f"Minor {n}.") for n in range(3)]
    focus = focus_on("How can I improve?", Intent((), (), True), PARTS, [*minor, ONE_COPY, SPOF])
    assert focus.top_problems[:2] == (SPOF, ONE_COPY)
    assert len(focus.top_problems) == TOP_PROBLEMS
    assert focus.reports == ()


def test_design_wide_problems_leave_room_for_one_on_the_canvas() -> None:
    wide = [finding("critical", message=f"The brief is missing part {n}.") for n in range(3)]
    focus = focus_on("How can I improve?", Intent((), (), True), PARTS, [*wide, ONE_COPY])
    assert focus.top_problems == (wide[0], wide[1], ONE_COPY)


def test_among_equals_the_finding_closest_to_the_question_comes_first() -> None:
    copies = finding("major", "db", message="One copy of the data.", why="A disk dies.")
    failover = finding("major", "db", message="No failover.", why="Nobody takes over on failure.")
    question = "What is the biggest single point of failure?"
    focus = focus_on(question, Intent((), (), True), PARTS, [copies, failover])
    assert focus.top_problems == (failover, copies)


def test_a_question_about_what_the_design_lacks_lists_no_other_problems() -> None:
    focus = focus_on("Should I add a CDN?", Intent((), ("cdn",), True), PARTS, FINDINGS)
    assert focus.missing == ("cdn",)
    assert focus.findings == []
