""" "What is the biggest problem with my design?" names one problem as the biggest, with the
requirement of the brief it breaks and what to do instead, then the rest in order."""

from systemcraft.assessment.engine import assess
from systemcraft.coach.answering.review import answer_review
from tests.assessment.calibration import problem_expectations
from tests.coach.briefs import ask, document


def _review(key: str) -> str:
    findings = assess(document(key), problem_expectations()[key.split("/")[0]]).findings
    return (
        answer_review(ask(key, "what's the biggest problem with my design?", "review"), findings)
        or ""
    )


def test_losing_acknowledged_messages_comes_before_how_they_are_ordered() -> None:
    """The chat design acknowledges the sender before the message is stored, and orders by the
    phone's clock: both are wrong, but the brief's 'never lose' is broken by the first."""
    said = _review("chat-app/fair")
    biggest, rest = said.split("**Then, in this order:**")
    assert "acknowledged before the message is durably stored" in biggest
    assert "It breaks what the brief asks: “Never lose a message once the server" in biggest
    assert "Ordering by clock time" in rest


def test_the_biggest_problem_carries_the_rubrics_fix_and_the_figure_it_breaks() -> None:
    said = _review("rate-limiter/mediocre")
    biggest = said.split("**Then, in this order:**")[0]
    assert "A fixed window lets a client send its full limit" in biggest
    # The 5% both name ties the problem to the overshoot requirement, not to availability.
    assert "allowing at most 5% overshoot" in biggest
    assert "**What to do:** Use a sliding window" in biggest


def test_a_single_copy_is_tied_to_the_availability_it_costs() -> None:
    said = _review("payment-system/good")
    biggest = said.split("**Then, in this order:**")[0]
    assert "runs as one copy, as far as the design says" in biggest
    assert "99.99% available leaves about 53 minutes down a year" in biggest


def test_a_weak_fit_is_not_quoted_as_the_requirement_broken() -> None:
    """A double charge shares only 'fans' and 'attempts' with the on-sale's size: the coach
    gives the finding's own reason rather than quote a requirement it does not break."""
    said = _review("ticketing/mediocre-2")
    assert "can take the fan's money twice" in said
    assert "2 million fans" not in said


def test_alike_problems_are_said_together_so_the_list_reaches_the_features_left_out() -> None:
    said = _review("url-shortener/mediocre")
    rest = said.split("**Then, in this order:**")[1]
    assert "**Load Balancer** runs as one copy, as far as the design says" in rest
    # Its notes say what stands in for it: quoted back, not called a stop.
    assert (
        "**Redis Cache** runs as one copy, and your notes say what happens when it fails "
        "(“If Redis goes down we just read from MySQL.”)"
    ) in rest
    # Its replication still reads the canvas default: not called one copy, asked for a count.
    assert "**MySQL** still shows only the canvas's default replication (master-slave)" in rest
    assert "“Click counts for link owners” and “Link expiry”" in rest
    assert rest.count("runs as one copy") == 2


def test_a_lone_cache_its_callers_read_past_moves_its_reads_rather_than_stopping_flows() -> None:
    """The playback API reads the metadata database itself on a miss."""
    said = _review("video-streaming/solid")
    cache = next(line for line in said.split("\n") if "**Metadata cache** runs as one copy" in line)
    assert "moves its reads there rather than stopping the flows" in cache
    assert "takes the feature down" not in cache


def test_a_chain_over_the_latency_budget_is_said_as_a_condition() -> None:
    """The brief's 200 ms is for an edit reaching the others; the longest chain drawn opens a
    document from its snapshot, which that budget may not cover."""
    said = _review("collaborative-editor/drawn-good")
    chain = next(line for line in said.split("\n") if "The synchronous chain" in line)
    assert "over the 200 ms budget, if that budget covers this path." in chain, chain


def test_a_chain_ranked_first_breaks_the_brief_only_if_it_is_the_path_the_brief_times() -> None:
    # The longest chain drawn is the upload to S3; the brief times a page's list of photos.
    # At 201 ms against 200, counted from typical hop costs, it is no clear problem either.
    said = _review("photo-sharing/excellent-6")
    assert said.startswith("The design checks find nothing clearly wrong."), said
    assert "The synchronous chain" in said
    assert "within the error of the sum: check the path the brief times first" in said
    assert "It breaks what the brief asks" not in said


def test_another_teams_service_left_as_one_copy_is_its_callers_timeout_not_our_copies() -> None:
    said = _review("leaderboard/excellent-6")
    assert "it is another team's service" in said, said
    assert "**Leaderboard API** does when it is slow or down" in said, said
    assert "Two or more copies in different zones" not in said, said
    # Its Redis sorted sets answer the board's reads: no "every read goes to the database".
    assert "there is no cache in front of it" not in said, said
