import pytest

from systemcraft.curriculum.loading.sections import SectionError, parse_sections
from tests.curriculum.factory import LESSON_BODY


def test_every_kind_of_block_becomes_its_section() -> None:
    sections = parse_sections(LESSON_BODY)
    assert [s["type"] for s in sections] == [
        "text",
        "text",
        "highlight",
        "table",
        "diagram",
        "image",
    ]
    intro, heading, tip, table, diagram, image = (s["data"]["payload"] for s in sections)
    assert intro == {"markdown": "Caches keep hot data close to where it is needed."}
    assert heading["markdown"].startswith("## Where a cache sits\n\nA cache sits")
    assert tip == {"markdown": "Cache what is read often and changes rarely.", "variant": "tip"}
    assert table == {
        "headers": ["Layer", "Typical latency"],
        "rows": [["Memory", "100 ns"], ["SSD", "100 **us**"]],
    }
    assert diagram == {
        "mermaid": "flowchart LR\n  S[Service] --> C[Cache]\n  C --> D[Database]",
        "caption": "Read path with a cache",
    }
    assert image == {
        "url": "/lesson-assets/cache.svg",
        "alt": "A cache beside a database",
        "caption": "Cache-aside",
    }


def test_a_plain_quote_and_an_inline_image_stay_prose() -> None:
    sections = parse_sections("> just a quote\n\nSee ![icon](/x.svg) inline.\n")
    assert [s["type"] for s in sections] == ["text"]


def test_each_h2_starts_a_new_text_section_but_h3_does_not() -> None:
    sections = parse_sections("## One\na\n### Sub\nb\n## Two\nc\n")
    assert [s["data"]["payload"]["markdown"] for s in sections] == [
        "## One\na\n### Sub\nb",
        "## Two\nc",
    ]


def test_a_diagram_without_a_caption_is_an_error_with_its_line() -> None:
    with pytest.raises(SectionError) as caught:
        parse_sections("Intro\n\n```mermaid\nflowchart LR\n```\n", first_line=10)
    assert caught.value.line == 12
    assert "needs a caption" in str(caught.value)


def test_other_code_blocks_stay_prose() -> None:
    sections = parse_sections("```python\nprint('hi')\n```\n")
    assert sections == [
        {"type": "text", "data": {"payload": {"markdown": "```python\nprint('hi')\n```"}}}
    ]
