"""What sits in front of a part and what it does while its caller waits: a CDN's cached answers
never reach the filter behind it; resizing inside the upload request holds a server."""

from systemcraft.coach.answering.path import path_lines
from tests.coach.briefs import ask, facts, with_run


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
