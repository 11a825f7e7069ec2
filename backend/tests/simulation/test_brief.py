"""The brief a problem is simulated under (inputs.brief_from), as the API and these tests build
it: the problem's scale block, else its assessment's figures."""

import pytest

from systemcraft.simulation.engine import Brief, Rate, brief_from
from tests.assessment.builders import expectations
from tests.simulation.runs import brief_of


def test_a_problems_scale_is_its_brief_as_stated() -> None:
    # content/problems/url-shortener.yaml: 4,000 redirects a second on average, 20,000 at peak.
    flow_peaks = {"redirect": 20_000, "create-link": 200}
    stated = Brief(Rate(4000, 20_000), Rate(40, 200), 100, 99.99, flow_peaks)
    assert brief_of("url-shortener") == stated


def test_a_figure_that_names_a_flow_is_that_flows_peak() -> None:
    # content/problems/ticketing.yaml: all 100,000 peak reads are seat-map and page reads, and
    # the 5,000 writes are hold attempts.
    assert brief_of("ticketing").flow_peaks == {"seat-map": 100_000, "hold": 5_000}
    assert brief_of("url-shortener").flow_peaks == {"redirect": 20_000, "create-link": 200}
    # "Peak writes per second" names no flow: no flow takes it as its own.
    assert "reserve" not in brief_of("hotel-reservation").flow_peaks


def test_without_a_scale_the_brief_is_the_assessments_peak() -> None:
    expected = expectations("url-shortener")
    made = brief_from(None, expected)
    assert made.reads.peak + made.writes.peak == pytest.approx(expected.peak_requests_per_second)
    assert made.reads.peak / made.writes.peak == pytest.approx(expected.reads_per_write)
    assert made.reads.average == pytest.approx(made.reads.peak / 5)
    assert made.latency_p99_ms == expected.latency_budget_ms


def test_without_a_scale_or_an_assessment_the_brief_is_a_thousand_a_second() -> None:
    made = brief_from(None, None)
    assert made.reads.peak + made.writes.peak == pytest.approx(1000)
    assert made.reads.peak == pytest.approx(10 * made.writes.peak)
