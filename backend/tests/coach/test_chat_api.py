import json
import math
import re
from typing import Any

from markdown_it import MarkdownIt
from sqlalchemy import create_engine, text
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.assessment.builders import Sketch
from tests.assessment.calibration import CALIBRATION_SET
from tests.auth.helpers import bearer, sign_in
from tests.databases import on_one_database
from tests.designs import bare_design, strong_design
from tests.local_client import LOCAL_URL, local_client

SESSION_ID = "1732190000000-k3j9x2"
# What the coach answers depends on the lessons and the design, not on the database; sign-in,
# the stored conversations and the shared budgets below run on both.
what_the_coach_says = on_one_database("sqlite")


def chat(client: TestClient, session: dict[str, str], message: str, **extra: Any) -> Any:
    return client.post(
        "/api/chat",
        json={"message": message, "session_id": SESSION_ID, **extra},
        headers=bearer(session),
    )


def lesson_links(markdown: str) -> set[str]:
    return set(re.findall(r"\]\(/learn/([a-z0-9-]+)\)", markdown))


def test_only_tier_three_and_above_may_chat(curriculum_client: TestClient) -> None:
    body = {"message": "What is a cache?", "session_id": SESSION_ID}
    assert curriculum_client.post("/api/chat", json=body).status_code == 401
    low = chat(curriculum_client, sign_in(curriculum_client, "Low", tier=2), "What is a cache?")
    assert low.status_code == 403


@what_the_coach_says
def test_the_coach_answers_from_the_lessons_and_cites_them(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    response = chat(curriculum_client, session, "When should I put a cache in front of my reads?")
    assert response.status_code == 200, response.text
    body = response.json()
    assert "caching" in lesson_links(body["response"])
    assert body["timestamp"]

    replicas = chat(curriculum_client, session, "How does replication lag affect reads?").json()
    assert "replication" in lesson_links(replicas["response"])


@what_the_coach_says
def test_a_question_about_the_design_uses_the_engines_findings(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    response = chat(
        curriculum_client, session, "How can I improve my design?", design=bare_design()
    )
    answer = response.json()["response"]
    # Ranked, the one to fix first at the head.
    assert answer.startswith("**The biggest problem:**")
    assert "**Then, in this order:**" in answer
    # Beside what the design lacks as a whole, a component of this canvas is named.
    assert re.search(r"\b(Server|Database)\b", answer.split("**From the lessons**")[0])
    assert lesson_links(answer)


def findings_of(client: TestClient, session: dict[str, str], design: Any) -> list[Any]:
    """The engine's findings on a design, as Run Assessment returns them: the tests derive
    what the coach should say from these, never from a rule's wording."""
    response = client.post("/api/analyze", json=design, headers=bearer(session))
    findings: list[Any] = response.json()["findings"]
    return findings


def design_part(answer: str) -> str:
    return answer.split("**From the lessons**")[0]


def ask(client: TestClient, question: str, design: Any) -> tuple[str, dict[str, str]]:
    """A tier 3 user's question with the design attached: the answer, and the session."""
    session = sign_in(client, "Ada", tier=3)
    return chat(client, session, question, design=design).json()["response"], session


CACHE_QUESTION = "Should I put a cache in front of the database for redirects, and what TTL?"


@what_the_coach_says
def test_the_biggest_single_point_of_failure_is_read_from_the_design(
    curriculum_client: TestClient,
) -> None:
    question = "What is the biggest single point of failure in my current design?"
    answer, session = ask(curriculum_client, question, bare_design())
    # It asks about failure: the worst of the findings about surviving one, first.
    worst = min(
        (
            f
            for f in findings_of(curriculum_client, session, bare_design())
            if f["dimension"] == "fault_tolerance"
        ),
        key=lambda f: ["critical", "major", "minor", "strength"].index(f["severity"]),
    )
    assert worst["severity"] in ("critical", "major")
    biggest = answer.split("**Then, in this order:**")[0]
    labels = {c["id"]: c["label"] for c in bare_design()["design"]["components"]}
    assert all(f"**{labels[c]}**" in biggest for c in worst["components"])
    assert "one copy" in biggest
    assert worst["lesson"] in lesson_links(biggest)


def test_the_weakest_part_is_read_from_the_whole_design_whatever_parts_are_named(
    curriculum_client: TestClient,
) -> None:
    question = "I think the Client is solid. What's the weakest part, the one thing to fix first?"
    answer, _ = ask(curriculum_client, question, bare_design())
    assert answer.startswith("**The biggest problem:**"), answer
    answer, _ = ask(curriculum_client, "What's the weakest part of this design?", bare_design())
    assert answer.startswith("**The biggest problem:**"), answer
    # "What is wrong with my Database?" asks about the Database.
    answer, _ = ask(curriculum_client, "What is wrong with my Database?", bare_design())
    assert not answer.startswith("**The biggest problem:**"), answer


@what_the_coach_says
def test_a_cache_question_on_a_design_without_one_says_so_and_reads_about_caching(
    curriculum_client: TestClient,
) -> None:
    answer, _ = ask(curriculum_client, CACHE_QUESTION, bare_design())
    assert "Your design has no cache yet." in answer
    assert "**Database**" in design_part(answer)  # "the database" is the one on the canvas
    assert "caching" in lesson_links(answer)
    assert "load-balancing" not in lesson_links(answer)  # the design has no load balancer


@what_the_coach_says
def test_a_cache_question_on_a_design_with_one_is_about_that_cache(
    curriculum_client: TestClient,
) -> None:
    # Against no brief: the generic design reads as no answer to a brief, and is praised for
    # nothing beside that verdict.
    design = strong_design(None)
    answer, _ = ask(curriculum_client, CACHE_QUESTION, design)
    assert "no cache" not in answer
    assert "Where **Cache** sits" in answer
    # Where it sits is read from the drawing: the parts wired to it, by their labels.
    cache_id = next(c["id"] for c in design["design"]["components"] if c["label"] == "Cache")
    labels = {c["id"]: c["label"] for c in design["design"]["components"]}
    callers = [labels[c["start"]] for c in design["design"]["connections"] if c["end"] == cache_id]
    assert callers
    assert all(f"**{label}**" in answer for label in callers)


@what_the_coach_says
def test_a_component_named_by_its_label_leads_the_answer(curriculum_client: TestClient) -> None:
    design = (
        Sketch()
        .add("client", "client", label="Client")
        .add("api", "server", label="URL Service")
        .add("redis", "cache", label="Redis")
        .add("db", "database", label="Links DB", replication="none")
        .chain("client", "api", "redis")
        .link("api", "db")
        .document("url-shortener")
    )
    answer, session = ask(curriculum_client, "Is my Redis cache a problem?", design)
    about_redis = [
        f for f in findings_of(curriculum_client, session, design) if "redis" in f["components"]
    ]
    text = design_part(answer)
    shown = [f["message"] for f in about_redis if f["message"] in text]
    assert shown, text
    assert all(text.index("**Redis**") < text.index(message) for message in shown)
    assert "Links DB" not in text  # what was not asked about stays out


@what_the_coach_says
def test_a_question_about_an_idea_leaves_the_design_alone(curriculum_client: TestClient) -> None:
    answer, _ = ask(curriculum_client, "What is consistent hashing?", bare_design())
    assert "In your design" not in answer
    assert "Your design" not in answer
    assert "consistent-hashing" in lesson_links(answer)


@what_the_coach_says
def test_a_design_that_contradicts_itself_with_a_design_question_is_a_409(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    broken = bare_design()
    broken["design"]["connections"][0]["start"] = "ghost"
    response = chat(curriculum_client, session, "Review my design please", design=broken)
    assert response.status_code == 409
    assert "ghost" in response.json()["error"]["message"]


@what_the_coach_says
def test_blank_and_malformed_requests_are_refused(curriculum_client: TestClient) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    assert chat(curriculum_client, session, "   ").status_code == 422
    bad_session = curriculum_client.post(
        "/api/chat",
        json={"message": "hi", "session_id": "<script>"},
        headers=bearer(session),
    )
    assert bad_session.status_code == 422
    assert "session_id" in bad_session.json()["error"]["message"]


@what_the_coach_says
def test_an_unanswerable_question_says_so_rather_than_guessing(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    answer = chat(curriculum_client, session, "Recipe for banana bread?").json()["response"]
    assert "rather not guess" in answer
    assert not lesson_links(answer)


def test_conversations_are_stored_per_user_and_session(
    curriculum_client: TestClient, settings: Settings
) -> None:
    ada = sign_in(curriculum_client, "Ada", tier=3)
    bob = sign_in(curriculum_client, "Bob", tier=4)
    chat(curriculum_client, ada, "What is sharding?")
    chat(curriculum_client, bob, "What is a load balancer?")
    engine = create_engine(settings.database_url)
    try:
        with engine.connect() as connection:
            rows = connection.execute(
                text(
                    "SELECT u.display_name, m.session_id, m.role FROM chat_messages m "
                    "JOIN users u ON u.id = m.user_id ORDER BY m.id"
                )
            ).all()
    finally:
        engine.dispose()
    assert [tuple(row) for row in rows] == [
        ("Ada", SESSION_ID, "user"),
        ("Ada", SESSION_ID, "assistant"),
        ("Bob", SESSION_ID, "user"),
        ("Bob", SESSION_ID, "assistant"),
    ]


def test_the_coach_and_the_assessment_share_a_per_user_budget(
    curriculum_settings: Settings,
) -> None:
    limited = curriculum_settings.model_copy(update={"coach_rate_limit": "2/minute"})
    with local_client(create_app(limited), raise_server_exceptions=False) as client:
        session = sign_in(client, "Ada", tier=3)
        first = chat(client, session, "What is sharding?")
        second = client.post("/api/analyze", json=bare_design(), headers=bearer(session))
        third = chat(client, session, "What is replication?")
        someone_else = chat(client, sign_in(client, "Bob", tier=3), "What is caching?")
    assert (first.status_code, second.status_code, third.status_code) == (200, 200, 429)
    assert third.headers["retry-after"]
    assert someone_else.status_code == 200


def test_the_coach_and_the_assessment_share_a_per_address_budget_across_accounts(
    curriculum_settings: Settings,
) -> None:
    """The engine and coach budgets were per account only: one address with several accounts
    had as many budgets as accounts."""
    limited = curriculum_settings.model_copy(update={"coach_address_rate_limit": "3/minute"})
    app = create_app(limited)
    with (
        local_client(app, raise_server_exceptions=False) as client,
        TestClient(app, base_url=LOCAL_URL, client=("192.0.2.7", 50000)) as elsewhere,
    ):
        ada, bob = sign_in(client, "Ada", tier=3), sign_in(client, "Bob", tier=3)
        submission = {"problem_id": "url-shortener", "playground_state": bare_design()}
        statuses = [
            chat(client, ada, "What is sharding?").status_code,
            client.post("/api/analyze", json=bare_design(), headers=bearer(bob)).status_code,
            client.post("/api/submissions", json=submission, headers=bearer(bob)).status_code,
        ]
        limited_answer = chat(client, bob, "What is caching?")
        from_elsewhere = chat(elsewhere, ada, "What is replication?")
    assert statuses == [200, 200, 200]
    assert limited_answer.status_code == 429
    assert limited_answer.json()["error"]["code"] == "rate_limited"
    assert limited_answer.headers["retry-after"]
    assert from_elsewhere.status_code == 200


@what_the_coach_says
def test_the_coach_escapes_the_labels_users_type(curriculum_client: TestClient) -> None:
    """Component labels reach the coach's Markdown; unescaped, a label became a live link and
    an external image in the answer. The assessment report already escaped them."""
    session = sign_in(curriculum_client, "Ada", tier=3)
    design = {
        "problem": {"id": "url-shortener"},
        "design": {
            "components": [
                {"id": "c", "label": "Client", "metadata": {"component_type": "client"}},
                {
                    "id": "s",
                    "label": "[click](https://evil.example) ![x](https://evil.example/x.png)",
                    "metadata": {"component_type": "server"},
                },
                {"id": "d", "label": "DB", "metadata": {"component_type": "database"}},
            ],
            "connections": [
                {"id": "1", "start": "c", "end": "s"},
                {"id": "2", "start": "s", "end": "d"},
            ],
        },
    }
    response = curriculum_client.post(
        "/api/chat",
        json={
            "message": "What is wrong with my design?",
            "session_id": "1732190000000-k3j9x2",
            "design": design,
        },
        headers=bearer(session),
    )
    answer = response.json()["response"]
    html = MarkdownIt("commonmark").render(answer)
    assert "[click](https://evil.example)" in html  # the label is named, as text ...
    assert 'href="https://evil' not in html  # ... never as a link
    assert "<img" not in html  # ... or an image


def test_the_coach_answers_before_any_lesson_is_loaded(client: TestClient) -> None:
    """An index of no lessons has no words: it used to be read anyway (a 500)."""
    session = sign_in(client, tier=3)
    response = chat(client, session, "How should I shard my database?")
    assert response.status_code == 200, response.text
    assert response.json()["response"]


def simulated(client: TestClient, session: dict[str, str], design: Any) -> Any:
    """The design run under its problem's brief, as the Simulate tab runs it."""
    body = {"problem_id": design["problem"]["id"], "design": design}
    response = client.post("/api/simulations", json=body, headers=bearer(session))
    assert response.status_code == 200, response.text
    return response.json()


@what_the_coach_says
def test_how_many_servers_is_answered_by_running_the_design_under_the_brief(
    curriculum_client: TestClient,
) -> None:
    design = bare_design()
    answer, session = ask(curriculum_client, "How many servers do I need at peak?", design)
    run = simulated(curriculum_client, session, design)
    server = next(c for c in run["components"] if c["id"] == "server")
    assert "From the brief: " in answer
    # The run's verdict ("Breaks at 0.5× peak") is the Simulate tab's to show, not a fact.
    assert run["summary"].split(":")[0] not in answer
    # The one server's own figures from the run, and the count that keeps it 70% busy.
    line = next(line for line in answer.splitlines() if "**Server**" in line)
    demand = server["reads_rps"] + server["writes_rps"]
    assert f"about {demand:,.0f} requests a second reach it" in line
    needed = math.ceil(demand / (0.7 * server["capacity_per_copy_rps"]))
    assert needed > server["copies"]
    assert f"{needed:,} copies keep each under 70% busy" in line
    assert f"Short of the peak: run at least {needed}." in line


@what_the_coach_says
def test_a_sizing_question_about_a_database_splits_its_reads_from_its_writes(
    curriculum_client: TestClient,
) -> None:
    design = bare_design()
    answer, session = ask(curriculum_client, "Is my database enough for the peak?", design)
    database = next(
        c
        for c in simulated(curriculum_client, session, design)["components"]
        if c["id"] == "database"
    )
    sized = [line for line in answer.splitlines() if line.startswith("- **Database**")]
    assert len(sized) == 1
    assert f"{database['reads_rps']:,.0f} reads a second reach it" in sized[0]
    assert "the brief's peak for the whole system: 200 writes, 20,000 reads" in sized[0]
    # A read-heavy brief on one primary: replicas or a cache for the reads, no shards.
    assert "The reads need" in sized[0]
    assert "writes alone need no sharding" in sized[0]


@what_the_coach_says
def test_a_part_with_no_count_is_asked_for_one_and_not_called_short(
    curriculum_client: TestClient,
) -> None:
    """The servers of the strong design carry no count: the run gives them what the peak needs,
    so the design holds, and the answer asks for the count rather than judging one."""
    design = strong_design()
    answer, session = ask(curriculum_client, "How many users can this handle?", design)
    run = simulated(curriculum_client, session, design)
    assert run["verdict"] == "holds"
    assert run["summary"].split(".")[0] not in answer
    servers = [line for line in answer.splitlines() if line.startswith("- **Server")]
    assert servers
    for line in servers:
        assert "No count is written on it: write the count" in line
        assert "Short of the peak" not in line
    assert "From the brief: " in answer


@what_the_coach_says
def test_do_i_need_it_is_answered_with_the_idea_and_the_part_as_drawn(
    curriculum_client: TestClient,
) -> None:
    """ "What is a read replica? do I need the one I put on postgres?": the lesson's idea, then
    the Postgres of this design: its replica, and what reaches it at the brief's peak."""
    design = json.loads((CALIBRATION_SET / "url-shortener/fair.json").read_text())
    question = "what is a read replica actually? do I need the one I put on postgres?"
    answer, _ = ask(curriculum_client, question, design)
    assert "(/learn/replication)" in answer
    mine = answer.split("**PostgreSQL in your design:**")[1]
    assert mine.startswith(" It has a spare")
    assert re.search(r"sends it about [\d,]+ reads and [\d,]+ writes a second", mine)


@what_the_coach_says
def test_two_options_are_weighed_side_by_side_from_the_course(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    answer = chat(curriculum_client, session, "Should I switch from RabbitMQ to Kafka?").json()
    said = answer["response"]
    assert "**Queue (SQS, RabbitMQ)** and **Log (Kafka, Kinesis)**, side by side:" in said
    assert "- **Replay old messages**: Queue: Not once acknowledged; Log: Rewind the offset" in said
    assert "queues-and-logs" in lesson_links(said)


@what_the_coach_says
def test_an_idea_asked_of_the_design_is_met_where_the_designs_own_words_use_it(
    curriculum_client: TestClient,
) -> None:
    design = json.loads((CALIBRATION_SET / "web-crawler/good.json").read_text())
    question = "what is consistent hashing and does my design need it anywhere?"
    answer, _ = ask(curriculum_client, question, design)
    assert "consistent-hashing" in lesson_links(answer)
    touched = next(line for line in answer.splitlines() if "own words touch it" in line)
    assert "“Sharded by url hash across 8 nodes”" in touched
    # The page's content hash is another sense of "hash".
    assert "content hash" not in touched


@what_the_coach_says
def test_an_option_named_by_a_term_of_a_lessons_title_brings_its_lesson(
    curriculum_client: TestClient,
) -> None:
    """The design's own answer is on stream state; the option weighed is a Bloom filter."""
    design = json.loads((CALIBRATION_SET / "ad-click-aggregation/excellent-12.json").read_text())
    question = (
        "I dedupe click_ids with exact RocksDB state and a 26 h TTL. Would switching to a Bloom "
        "filter be a better trade-off, or should I keep it exact?"
    )
    answer, _ = ask(curriculum_client, question, design)
    assert "probabilistic-structures" in lesson_links(answer), answer


@what_the_coach_says
def test_an_idea_no_passage_names_whole_is_found_by_the_questions_words(
    curriculum_client: TestClient,
) -> None:
    """ "The read-then-repopulate race" is the cache's race, not the consensus lesson's "Reads"
    found by its first word."""
    design = json.loads((CALIBRATION_SET / "notification-system/excellent-5.json").read_text())
    question = (
        "Can you explain the read-then-repopulate race that the second DEL from the DynamoDB "
        "Stream is meant to close in Redis (preference cache)? Does the 45 s TTL really keep us "
        "inside the one-minute rule?"
    )
    answer, _ = ask(curriculum_client, question, design)
    links = lesson_links(answer)
    assert "cache-invalidation" in links, answer
    assert "consensus" not in links
