"""A trade-off that weighs keeping two kinds of data in one store's transaction is told that two
stores written by one request are never one transaction, and the two ways out."""

from dataclasses import replace

from systemcraft.coach.answering.explain import answer_explain
from systemcraft.coach.answering.transaction import one_transaction
from systemcraft.coach.intent import design_parts, read_intent
from tests.coach.briefs import ask, document

KEY = "payment-system/drawn-excellent-rare"
QUESTION = (
    "Is TigerBeetle worth running just for the ledger, or should I put the ledger entries in "
    "CockroachDB next to the payments so it's all one transaction?"
)


def test_one_store_or_two_is_weighed_when_one_transaction_is_asked_for() -> None:
    intent = read_intent(QUESTION, design_parts(document(KEY)))
    asked = replace(ask(KEY, QUESTION, "trade-off"), named=intent.named, exact=intent.exact)
    said = answer_explain(asked) or ""
    assert said.startswith("**One store or two:** a request that writes to two stores is never")
    assert "(an outbox)" in said


def test_a_trade_off_that_does_not_ask_for_one_transaction_is_left_alone() -> None:
    question = "Should I use TigerBeetle or CockroachDB for the ledger?"
    intent = read_intent(question, design_parts(document(KEY)))
    asked = replace(ask(KEY, question, "trade-off"), named=intent.named, exact=intent.exact)
    assert one_transaction(asked) is None
