import time

import pytest

from systemcraft.kit.deadline import DeadlineExceededError, check_deadline, deadline


def test_work_without_a_budget_never_stops() -> None:
    check_deadline()


def test_a_spent_budget_stops_the_work() -> None:
    with deadline(0.01):
        check_deadline()
        time.sleep(0.02)
        with pytest.raises(DeadlineExceededError):
            check_deadline()
    check_deadline()  # the budget ends with its block


def test_an_inner_budget_cannot_outlast_the_outer_one() -> None:
    with deadline(0.01), deadline(60):
        time.sleep(0.02)
        with pytest.raises(DeadlineExceededError):
            check_deadline()


def test_an_inner_budget_may_end_sooner() -> None:
    with deadline(60), deadline(0.01):
        time.sleep(0.02)
        with pytest.raises(DeadlineExceededError):
            check_deadline()
