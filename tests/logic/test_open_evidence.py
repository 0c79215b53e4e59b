"""Evidence with variables, as ProbLog 2.3 applies it: on each answer of the goal."""
import pytest

from nesylang.errors import EvidenceError
from nesylang.session import Program


def test_open_evidence_holds_for_every_answer():
    # evidence(p(_), false) makes p(1) and p(2) false: P(r) = P(q) = 0.5 by hand
    program = Program.from_string("0.3::p(1). 0.6::p(2). 0.5::q.\nr :- p(1) ; p(2) ; q.\n"
                                  "evidence(p(_), false).\nquery(r).\n")
    assert [(a.atom, a.probability) for a in program.run_queries()] == [("r", pytest.approx(0.5))]


def test_open_evidence_without_answers_false_holds_true_is_inconsistent():
    text = "0.5::q.\nt(X) :- q, between(1, 3, X), X > 5.\nquery(q).\n"
    (a,) = Program.from_string(text + "evidence(t(_), false).\n").run_queries()
    assert a.probability == pytest.approx(0.5)
    with pytest.raises(EvidenceError) as info:
        Program.from_string(text + "evidence(t(_), true).\n").run_queries()
    assert "inconsistent" in info.value.message and info.value.span.line == 4
