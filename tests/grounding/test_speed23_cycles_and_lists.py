"""Session 23 (issue 14, "Speed on ProbLog's own ground"): the evidence bookkeeping after
grounding (``inference._drop_answers_evidence_falsifies``, ``GroundProgram.falsified``) and
the check of answers false on their face (``GroundProgram.contradictory``) leave no reference
cycles for the cyclic collector, and a findall/3's list conditions share the work of finding
the proofs the evidence excludes. Answers are checked against ProbLog 2.3 (skipped without it)
and against hand derivations; the corpus-wide check that every answer stayed the same to the
bit is ``benchmarks/speed23_answers.py``.
"""
from __future__ import annotations

import gc
import math

import pytest

from nesylang.grounding.ground_program import GroundProgram
from nesylang.logic.terms import Struct
from nesylang.session import Program

# a rule-bodied annotated disjunction, findall/3 and all/3 over it, evidence fixing one item's
# outcome (the shape of the corpus's slowest program against ProbLog before this session)
AD_FINDALL = """
item(1). item(2).
0.2::col(I, red); 0.5::col(I, green); 0.3::col(I, blue) :- item(I).
warm(I) :- col(I, red).
warm(I) :- col(I, green), I > 1.
notred(I) :- item(I), \\+ col(I, red).
hot(L) :- findall(I-C, (warm(I), col(I, C)), L).
reds(L) :- findall(I, col(I, red), L).
allred(L) :- all(I, col(I, red), L).
query(col(1, _)).
query(hot(_)).
query(reds(_)).
query(notred(_)).
query(allred(_)).
evidence(col(X, blue)) :- X = 2.
"""

# paths over a cyclic graph, an edge false by evidence, open queries
GRAPH = """
0.5::edge(d,c). 0.8::edge(a,c). 0.3::edge(b,d). 0.5::edge(a,b). 0.6::edge(c,a).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), path(Z,Y).
cyc(X) :- path(X,X).
evidence(edge(b,d), false).
query(path(d,_)).
query(path(b,_)).
query(cyc(_)).
"""


def _answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text).run_queries()}


def _problog(text: str) -> dict[str, float]:
    pytest.importorskip("problog")
    from problog import get_evaluatable
    from problog.program import PrologString

    result = get_evaluatable().create_from(PrologString(text), propagate_evidence=True).evaluate()
    return {str(atom).replace(" ", ""): float(p) for atom, p in result.items()}


def _same(ours: dict[str, float], theirs: dict[str, float]) -> None:
    ours = {k.replace(" ", ""): v for k, v in ours.items()}
    assert set(ours) == set(theirs)
    for k, v in theirs.items():
        assert math.isclose(ours[k], v, abs_tol=1e-9), (k, ours[k], v)


@pytest.mark.parametrize("text", [AD_FINDALL, GRAPH], ids=["ad_findall", "graph"])
def test_answers_agree_with_problog(text):
    _same(_answers(text), _problog(text))


def test_ad_findall_by_hand():
    """Given col(2, blue), item 2 is blue; item 1 is red, green or blue with 0.2, 0.5, 0.3.
    warm(1) iff col(1, red) (warm(I) :- col(I, green), I > 1 needs I = 2, which is blue); so
    hot(L) is [1-red] with 0.2 and [] otherwise (0.8); reds(L) likewise; notred(1) is 0.8,
    notred(2) is 1."""
    got = _answers(AD_FINDALL)
    assert math.isclose(got["col(1,red)"], 0.2) and math.isclose(got["col(1,green)"], 0.5)
    assert math.isclose(got["notred(1)"], 0.8) and math.isclose(got["notred(2)"], 1.0)
    assert math.isclose(got["reds([1])"], 0.2) and math.isclose(got["reds([])"], 0.8)
    assert math.isclose(got["hot([1-red])"], 0.2) and math.isclose(got["hot([])"], 0.8)
    # every other list (an item-2 element, or two item-1 colours) has probability 0
    others = [k for k in got if k.startswith("hot(") and k not in ("hot([1-red])", "hot([])")]
    assert others and all(got[k] == 0.0 for k in others)


def test_graph_by_hand():
    """edge(b,d) is false: from b only nothing is reachable (b's one edge is b->d), so
    path(b,_) lists no answer but the query itself, with 0; from d: d->c (0.5), then c->a
    (0.6), then a->c, a->b; path(d,a) = 0.5 * 0.6 = 0.3, path(d,b) = 0.3 * 0.5 = 0.15."""
    got = _answers(GRAPH)
    assert math.isclose(got["path(d,c)"], 0.5)
    assert math.isclose(got["path(d,a)"], 0.3)
    assert math.isclose(got["path(d,b)"], 0.15)
    assert [k for k in got if k.startswith("path(b,")] == ["path(b,X2)"] and got["path(b,X2)"] == 0.0
    # cyc(a) and cyc(c): the a <-> c cycle, 0.8 * 0.6
    assert math.isclose(got["cyc(a)"], 0.48) and math.isclose(got["cyc(c)"], 0.48)


@pytest.mark.parametrize("text", [AD_FINDALL, GRAPH], ids=["ad_findall", "graph"])
def test_no_closure_cycles_left(text):
    """No closure of GroundProgram's walks is left for the cyclic collector after a query."""
    Program.from_string(text).run_queries()  # (warm: imports, caches)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        Program.from_string(text).run_queries()
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        left = [o for o in gc.garbage if type(o).__name__ == "function"
                and o.__qualname__.startswith("GroundProgram.")]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if was:
            gc.enable()
    assert left == []


def test_walks_answer_again_after_dropping_their_closures():
    """contradictory and certain_on_face drop their closures after each call, falsified's test
    on release(): calling them again on the same program gives the same answers."""
    gp = GroundProgram()
    b = gp.choice(gp.add_group("b", (0.5,), (Struct("b"),), None, False), 0)
    o = gp.new_or()
    gp.add_disjunct(o, b)
    bad, good = gp.conj([o, -b]), gp.conj([o, b])
    for _ in range(3):
        assert gp.contradictory(bad) and not gp.contradictory(good)
    either = gp.disj([b, -b])
    assert gp.certain_on_face(either) and gp.certain_on_face(either)
    assert not gp.certain_on_face(b)
    fixed = gp.propagate([-b])
    for _ in range(2):
        false = gp.falsified(fixed)
        assert false(b) and not false(-b) and false(good)
        false.release()
