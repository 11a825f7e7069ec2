"""The coach's answers to its evaluation set (backend/tests/coach/evaluation/questions.json),
asked through the real API, as a tier-3 user, with each question's design attached, over a fresh
SQLite database holding the curriculum. Writes the answers beside the questions, for a reviewer
who grades each useful, partial or useless against the points written before the coach answered.

    PYTHONPATH=backend backend/.venv/bin/python bench/coach_evaluation.py OUT.json [--set SET]
"""

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "backend"))

from tests.auth.helpers import bearer, sign_in  # noqa: E402
from tests.local_client import local_client  # noqa: E402

from systemcraft.cli import prepare_database  # noqa: E402
from systemcraft.config import Settings  # noqa: E402
from systemcraft.main import create_app  # noqa: E402

QUESTIONS = ROOT / "backend/tests/coach/evaluation/questions.json"
DESIGNS = ROOT / "backend/tests/assessment/calibration_set"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument(
        "--set",
        choices=[
            "development",
            "development-2",
            "development-3",
            "development-4",
            "held-out",
            "development-5",
            "development-6",
            "development-7",
            "development-8",
            "development-9",
            "development-10",
            "development-11",
            "development-12",
            "held-out-12",
            "all",
        ],
        default="all",
    )
    args = parser.parse_args()
    questions = [q for q in json.loads(QUESTIONS.read_text()) if args.set in ("all", q["set"])]
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(
            app_env="test",
            database_url=f"sqlite:///{folder}/coach.db",
            data_dir=Path(folder) / "data",
            auth_dev_login=True,
            frontend_dist=ROOT / "frontend/dist",
            # One reviewer's batch, not a user's minute: the limits are not what is measured.
            coach_rate_limit="10000/minute",
            coach_address_rate_limit="10000/minute",
        )
        prepare_database(settings)
        with local_client(create_app(settings)) as client:
            session = sign_in(client, "Evaluator", tier=3)
            answered = []
            for number, question in enumerate(questions):
                design = json.loads((DESIGNS / f"{question['design']}.json").read_text())
                started = time.perf_counter()
                response = client.post(
                    "/api/chat",
                    json={
                        "message": question["question"],
                        "session_id": f"evaluation-{number:04d}",
                        "design": design,
                    },
                    headers=bearer(session),
                )
                took = time.perf_counter() - started
                body = response.json()
                answer = body.get("response") if response.status_code == 200 else response.text
                answered.append({**question, "answer": answer, "seconds": round(took, 3)})
                print(f"{question['id']:28} {response.status_code} {took * 1000:6.0f} ms")
    args.out.write_text(json.dumps(answered, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(answered)} answers written to {args.out}")


if __name__ == "__main__":
    main()
