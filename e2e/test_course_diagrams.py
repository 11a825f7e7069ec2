"""Every mermaid diagram in the course renders in the real browser with the mermaid the lessons
load and the settings they use (strict security, no HTML labels): one page renders them all, so
a diagram a lesson would show as an error is caught here, whichever tier the lesson needs."""

from playwright.sync_api import Page

from e2e.learn_helpers import lessons_in_order
from systemcraft.config import REPO_ROOT

MERMAID = REPO_ROOT / "frontend" / "node_modules" / "mermaid" / "dist" / "mermaid.min.js"

RENDER_ALL = """async (diagrams) => {
  const failures = [];
  for (const theme of ['default', 'dark']) {
    mermaid.initialize({
      startOnLoad: false, securityLevel: 'strict', theme, flowchart: { htmlLabels: false },
    });
    for (const [index, diagram] of diagrams.entries()) {
      try {
        await mermaid.parse(diagram.source);
        const { svg } = await mermaid.render(`d${theme}${index}`, diagram.source);
        if (!svg.includes('<svg')) failures.push(`${diagram.lesson}: no svg`);
      } catch (error) {
        failures.push(`${diagram.lesson} (${theme}): ${String(error).slice(0, 300)}`);
      }
    }
  }
  return failures;
}"""


def test_every_diagram_in_the_course_renders(page: Page) -> None:
    diagrams = [
        {"lesson": lesson.id, "source": section["data"]["payload"]["mermaid"]}
        for lesson in lessons_in_order()
        for section in lesson.sections
        if section["type"] == "diagram"
    ]
    page.set_content("<!doctype html><html><body></body></html>")
    page.add_script_tag(path=str(MERMAID))
    assert diagrams
    assert page.evaluate(RENDER_ALL, diagrams) == []
