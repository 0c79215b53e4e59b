"""subquery/3 lists every answer of its goal, one its evidence makes false too, with 0.0 (as
ProbLog 2.3, which grounds the goal and then the evidence with no propagation between); a
top-level open query still lists no answer the evidence makes false. Expected values by hand:
P(p(1) | not p(1)) = 0, P(p(2) | not p(1)) = 0.6 (independent facts)."""
from nesylang.session import Program

SRC = """0.3::p(1). 0.6::p(2).
r(X) :- p(X).
s0(X, P) :- subquery(p(X), P, [\\+ p(1)]).
s2(X, P) :- subquery(r(X), P, [\\+ p(2), \\+ p(1)]).
"""


def _answers(program, goal):
    return {a.atom: a.probability for a in program.query(goal)}


def test_subquery_lists_the_answer_its_evidence_falsifies():
    p = Program.from_string(SRC)
    assert _answers(p, "s0(X, P)") == {"s0(1,0.0)": 1.0, "s0(2,0.6)": 1.0}
    assert _answers(p, "s2(X, P)") == {"s2(1,0.0)": 1.0, "s2(2,0.0)": 1.0}


def test_a_top_level_open_query_still_drops_it():
    p = Program.from_string(SRC + "evidence(\\+ p(1)).\nquery(p(_)).\n")
    answers = {a.atom: a.probability for a in p.run_queries()}  # as `nesy query FILE`
    assert "p(1)" not in answers and abs(answers["p(2)"] - 0.6) < 1e-12
