"""What sits in front of a part and what it does while its caller waits: a CDN's cached answers
never reach the filter behind it; resizing inside the upload request holds a server."""

from dataclasses import replace

from systemcraft.coach.answering.path import path_lines
from systemcraft.coach.answering.placement import answer_placement
from systemcraft.coach.answering.polling import polling_lines
from systemcraft.coach.intent import design_parts, read_intent
from tests.coach.briefs import ask, document, facts, with_run


def test_a_filter_behind_a_cdn_misses_what_the_cdn_answers_and_the_window_is_the_briefs() -> None:
    key = "typeahead/mediocre-2"
    label = "Suggestion Service"
    asked = with_run(
        ask(key, "Is the blocklist filter in the right place?", "placement", label), key
    )
    part = next(p for p in facts(key).parts if p.label == label)
    said = " ".join(path_lines(asked, part))
    assert "**CDN (suggest responses)** in front answers a share of its requests" in said, said
    assert "for up to 1 hour" in said
    # Removing a completion must take effect within 5 minutes: an hour is longer.
    assert "That is longer than the brief allows (within 5 minutes)." in said


def test_resizing_inside_the_request_is_work_the_caller_waits_on() -> None:
    key = "photo-sharing/mediocre"
    question = "Is the API the right place for the ImageMagick resizing?"
    asked = ask(key, question, "placement", "Photo API servers")
    part = next(p for p in facts(key).parts if p.label == "Photo API servers")
    said = " ".join(path_lines(asked, part))
    assert "while its caller waits" in said, said


def test_a_gateway_to_outside_providers_is_the_way_out_not_the_one_door_in() -> None:
    key = "payment-system/flawed-6"
    label = "PSP Gateway (smart routing)"
    said = answer_placement(ask(key, "is the failover in the right place?", "placement", label))
    assert said is not None
    assert "the one place that talks to them" in said
    assert "one door for every request" not in said


def test_a_cache_whose_entries_expire_before_the_next_poll_serves_no_viewers_repeat() -> None:
    key = "ad-click-aggregation/unusual-11"  # "TTL 10 s if range has open buckets, else 1 h"
    question = "does the Redis report cache earn its keep? the console polls every 30s, ~70% hits"
    said = answer_placement(ask(key, question, "placement", "Redis (report cache)")) or ""
    assert (
        "Its shortest-lived entries last 10 seconds, and each viewer polls every 30 seconds: "
        "unless something refreshes entries ahead of the polls, the next ask finds its own "
        "entry gone"
    ) in said, said
    assert "The 70% you count on has to come from that" in said
    # "ttl: 10s / 1h" is two lifetimes written, not the canvas default.
    assert "Its entries live “10s / 1h”: the longest, 1 hour" in said
    assert "canvas default" not in said


def test_a_placement_is_asked_of_the_part_named_where_the_place_is_asked() -> None:
    key = "payment-system/drawn-only-6"
    question = (
        "Is the Ledger service hooked up in the right spot? Right now it only hears about a "
        "capture from Redpanda after the CockroachDB commit."
    )
    parts = design_parts(document(key))
    intent = read_intent(question, parts)
    asked = replace(ask(key, question, "placement"), named=intent.named, exact=intent.exact)
    said = answer_placement(asked) or ""
    assert said.startswith("Where **Ledger service (posting rules)** sits:"), said
    # "Is that the right place for it?" names no part: the part with a place to be in is meant.
    pronoun = replace(asked, question="It hears from Redpanda. Is that the right place for it?")
    assert (answer_placement(pronoun) or "").startswith("Where **Redpanda (payment-events)**")
    # Of the parts named where the place is asked, the one with a place to be in (a log).
    both = replace(
        asked, question="Since the Ledger service reads it, is Redpanda in the right spot?"
    )
    assert (answer_placement(both) or "").startswith("Where **Redpanda (payment-events)**")


def test_a_part_upstream_that_asks_on_a_timer_is_the_poll_a_cache_is_held_to() -> None:
    # "Every 30 seconds loads all alert rules ... runs each rule's query through the Query
    # Service", whose Redis keeps results 30 s: the evaluator's next ask finds its entry gone.
    key = "metrics-alerting/mediocre-11"
    question = "My Alert Evaluator runs every rule through the Query Service. Is that a good place?"
    parts = design_parts(document(key))
    intent = read_intent(question, parts)
    asked = replace(ask(key, question, "placement", "Redis"), named=(*intent.named,))
    said = "\n".join(polling_lines(asked, next(p for p in facts(key).parts if p.label == "Redis")))
    assert "**Alert Evaluator** asks again every 30 seconds" in said, said
    assert "the next ask finds its own entry gone" in said


def test_a_cache_of_settled_data_is_never_stale_between_asks() -> None:
    key = "ad-click-aggregation/unusual-12"
    asked = ask(key, "Is my Closed-range cache in the right place?", "placement")
    cache = next(p for p in facts(key).parts if p.label == "Closed-range cache")
    said = "\n".join(polling_lines(asked, cache))
    assert "What it keeps is said to change no more" in said, said
    assert "then purge the entries it rewrites" in said
