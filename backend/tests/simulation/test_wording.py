"""A component's label in the summary's sentences: the verb agrees with what it names."""

import pytest

from systemcraft.simulation.engine.wording import names_many, verb
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, run


@pytest.mark.parametrize(
    ("label", "many"),
    [
        ("App servers", True),
        ("Crawler nodes (download + parse)", True),
        ("Service databases (MySQL)", True),
        ("Postgres", False),  # a product's name, not a plural
        ("Redis", False),
        ("ClickHouse (minute and hour counts)", False),  # brackets qualify the name
        ("Message service", False),
        ("Status", False),
        ("News feed workers)", True),  # a stray bracket
        ("Order DBs", True),
        ("Azure Event Hubs", False),  # a product of several words
        ("", False),
    ],
)
def test_a_label_names_many_when_its_head_word_is_a_plural(label: str, many: bool) -> None:
    assert names_many(label) is many
    assert verb(label, "saturates", "saturate") == ("saturate" if many else "saturates")


def test_the_summary_says_the_servers_saturate() -> None:
    sketch = Sketch().add("web", "client").add("api", "server", label="App servers", replicas="2")
    sketch.add("db", "database", label="Orders DB", replicas="3").chain("web", "api", "db")
    result = run(sketch.document(), brief(6000))
    assert "the App servers saturate" in result.summary, result.summary
