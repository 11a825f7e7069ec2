"""What the database kept of the writes a server acknowledged, read straight from it."""

from dataclasses import dataclass

from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

from systemcraft.learn.models import QuizScore
from systemcraft.practice.models import SavedDesign
from systemcraft.users.models import User
from tests.hardening.user_load import LoadUser, design_number


@dataclass(frozen=True)
class KeptWrites:
    acknowledged: int  # quiz scores answered 201, plus each user's last design answered 200
    missing: list[str]  # one line per acknowledged write the database does not hold


def kept_writes(database_url: str, users: list[LoadUser]) -> KeptWrites:
    engine = create_engine(database_url)
    missing: list[str] = []
    acknowledged = 0
    try:
        with Session(engine) as db:
            stored_scores = set(db.scalars(select(QuizScore.id)))
            for user in users:
                acknowledged += len(user.saved_scores) + (user.acknowledged_design > 0)
                missing += [
                    f"{user.name}: quiz score {score}"
                    for score in user.saved_scores
                    if score not in stored_scores
                ]
                stored = _stored_design(db, user.name)
                # A later save may have committed even though its answer was lost: the
                # database holds the last acknowledged design or a newer one.
                if user.acknowledged_design and stored < user.acknowledged_design:
                    missing.append(
                        f"{user.name}: design #{user.acknowledged_design} (found #{stored})"
                    )
    finally:
        engine.dispose()
    return KeptWrites(acknowledged, missing)


def _stored_design(db: Session, name: str) -> int:
    design = db.scalar(
        select(SavedDesign.design).join(User).where(User.display_name == name).limit(1)
    )
    return design_number(design) if design else 0
