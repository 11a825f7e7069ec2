"""Builds small content trees on disk for loader and API tests."""

from pathlib import Path
from textwrap import dedent

from sqlalchemy.orm import Session

from systemcraft.curriculum.loading.store import load_curriculum
from systemcraft.db.engine import create_db_engine

LESSON_BODY = dedent(
    """\
    Caches keep hot data close to where it is needed.

    ## Where a cache sits

    A cache sits between the service and the database.

    > [!TIP]
    > Cache what is read often and changes rarely.

    | Layer | Typical latency |
    |---|---|
    | Memory | 100 ns |
    | SSD | 100 **us** |

    ```mermaid caption="Read path with a cache"
    flowchart LR
      S[Service] --> C[Cache]
      C --> D[Database]
    ```

    ![A cache beside a database](/lesson-assets/cache.svg "Cache-aside")
    """
)

QUIZ = dedent(
    """\
    questions:
      - question_text: What does a cache trade for speed?
        explanation: Cached copies can be stale.
        choices:
          - choice_text: Freshness
            is_correct: true
          - choice_text: Nothing
            is_correct: false
      - question_text: Where does cache-aside read first?
        choices:
          - choice_text: The database
          - choice_text: The cache
            is_correct: true
    """
)


def write_lesson(
    folder: Path,
    lesson_id: str,
    order: int,
    tier: int = 0,
    body: str = LESSON_BODY,
    quiz: str | None = QUIZ,
) -> Path:
    path = folder / f"{order:02d}-{lesson_id}.md"
    title = lesson_id.replace("-", " ").title()
    front = f"---\nid: {lesson_id}\ntitle: {title}\norder: {order}\nrequired_tier_id: {tier}\n---\n"
    path.write_text(front + body)
    if quiz is not None:
        path.with_suffix(".quiz.yaml").write_text(quiz)
    return path


def write_topic(root: Path, topic_id: str, order: int) -> Path:
    folder = root / "topics" / f"{order:02d}-{topic_id}"
    folder.mkdir(parents=True)
    title = topic_id.replace("-", " ").title()
    (folder / "topic.yaml").write_text(
        f"id: {topic_id}\ntitle: {title}\nicon: layers\ndescription: About {title}.\n"
        f"order: {order}\n"
    )
    return folder


def sample_tree(root: Path) -> Path:
    """Two topics, three lessons (one for tier 1, one without a quiz), four questions."""
    (root / "assets").mkdir(parents=True)
    (root / "assets" / "cache.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    basics = write_topic(root, "basics", 1)
    write_lesson(basics, "caching", 1)
    write_lesson(basics, "queues", 2, quiz=None, body="Queues decouple work.\n")
    data = write_topic(root, "data", 2)
    write_lesson(data, "sharding", 1, tier=1)
    return root


def write_problem(root: Path, problem_id: str, difficulty: str = "Easy", tier: int = 1) -> Path:
    folder = root / "problems"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{problem_id}.yaml"
    title = "Design " + problem_id.replace("-", " ").title()
    path.write_text(
        dedent(
            f"""\
            id: {problem_id}
            title: {title}
            description: >-
              Build it.
            difficulty: {difficulty}
            requirements:
              functional:
                - Users can do the main thing.
                - Users can do a second thing.
              non_functional:
                - Answers in under 100 ms.
            companies: [Google, Amazon, Meta]
            tags: [caching, databases]
            required_tier_id: {tier}
            """
        )
    )
    return path


def load_content(database_url: str, content: Path) -> None:
    """Loads a content tree into a migrated database through the real pipeline."""
    engine = create_db_engine(database_url)
    try:
        with Session(engine) as db:
            load_curriculum(db, content)
            db.commit()
    finally:
        engine.dispose()
