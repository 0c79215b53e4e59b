"""Session 22's two changes to compiling with evidence (``circuits/sdd.py``):

* the choices that evidence fixes by unit propagation (an atom observed false: every child of
  its OR false; observed true: every child of its AND true; down through negations to the
  facts) are compiled as constants, the evidence conjunction saying them once
  (``PROPAGATE_EVIDENCE``, ``_implied``);
* past ``RACE_FROM`` SDD nodes, the evidence-first variable order and the query-first one are
  compiled in two managers in turn, and the first to finish is used.

Answers are checked against brute-force enumeration of the possible worlds of small graphs and
an annotated disjunction, written here independently of the engine (reachability by search,
conditioning by summing world weights). Propagation must leave the compiled outputs as they
were (the same SDDs: canonical for one vtree), so exported circuits are compared too.
"""
from __future__ import annotations

import itertools

import pytest

from nesylang.circuits import sdd
from nesylang.session import Program

EDGES = {("a", "b"): 0.8, ("a", "c"): 0.4, ("b", "c"): 0.4, ("c", "b"): 0.3, ("c", "d"): 0.4,
         ("d", "b"): 0.6, ("b", "d"): 0.5}
NODES = "abcd"


def _graph_program(evidence: list[tuple[str, str, bool]]) -> str:
    lines = [f"{p}::e({x},{y})." for (x, y), p in EDGES.items()]
    lines += ["path(X, Y) :- e(X, Y).", "path(X, Y) :- e(X, Z), path(Z, Y)."]
    lines += [f"evidence(path({x},{y}), {str(v).lower()})." for x, y, v in evidence]
    lines += [f"query(path({x},{y}))." for x in NODES for y in NODES]
    return "\n".join(lines) + "\n"


def _reach(edges: set, x: str, y: str) -> bool:
    seen, todo = set(), [x]
    while todo:
        n = todo.pop()
        for (u, v) in edges:
            if u == n and v not in seen:
                if v == y:
                    return True
                seen.add(v)
                todo.append(v)
    return False


def _graph_brute(evidence) -> dict[str, float]:
    names = list(EDGES)
    joint = {f"path({x},{y})": 0.0 for x in NODES for y in NODES}
    total = 0.0
    for values in itertools.product([False, True], repeat=len(names)):
        edges = {e for e, v in zip(names, values) if v}
        w = 1.0
        for e, v in zip(names, values):
            w *= EDGES[e] if v else 1 - EDGES[e]
        if any(_reach(edges, x, y) != v for x, y, v in evidence):
            continue
        total += w
        for x in NODES:
            for y in NODES:
                if _reach(edges, x, y):
                    joint[f"path({x},{y})"] += w
    return {k: v / total for k, v in joint.items()}


EVIDENCE_CASES = [
    [("a", "c", False)],  # fixes e(a,c) false; e(a,b), path(b,c) stay open
    [("a", "c", False), ("c", "d", False)],
    [("a", "b", True), ("d", "c", False)],
    [("b", "d", False), ("a", "d", True)],
]


@pytest.mark.parametrize("evidence", EVIDENCE_CASES)
@pytest.mark.parametrize("race_from", [None, 0])  # 0: the two orders race from the first node
def test_graph_answers_match_brute_force(evidence, race_from, monkeypatch):
    monkeypatch.setattr(sdd, "RACE_FROM", race_from)
    answers = Program.from_string(_graph_program(evidence), autoload=False).run_queries()
    expected = _graph_brute(evidence)
    got = {a.atom: a.probability for a in answers}
    for atom, p in expected.items():
        assert got.get(atom, 0.0) == pytest.approx(p, abs=1e-12), atom


COLOURS = {"red": 0.2, "green": 0.3, "blue": 0.4}  # one more outcome: none, 0.1
AD_PROGRAM = """
0.2::col(X, red); 0.3::col(X, green); 0.4::col(X, blue) :- node(X).
node(a). node(b).
0.7::link.
ok :- col(a, green), link.
bad :- col(b, red).
bad :- col(a, X), col(b, X).
evidence(ok, true).
evidence(bad, false).
query(col(a, red)). query(col(a, green)). query(col(b, X)). query(link).
"""


def test_annotated_disjunction_evidence_matches_brute_force():
    outcomes = list(COLOURS) + [None]
    weight = {**COLOURS, None: 1 - sum(COLOURS.values())}
    joint: dict[str, float] = {}
    total = 0.0
    for ca, cb, link in itertools.product(outcomes, outcomes, [False, True]):
        w = weight[ca] * weight[cb] * (0.7 if link else 0.3)
        ok = ca == "green" and link
        bad = cb == "red" or (ca is not None and ca == cb)
        if not ok or bad:
            continue
        total += w
        facts = {f"col(a,{ca})", f"col(b,{cb})"} | ({"link"} if link else set())
        for f in facts:
            joint[f] = joint.get(f, 0.0) + w
    got = {a.atom: a.probability for a in Program.from_string(AD_PROGRAM, autoload=False).run_queries()}
    for atom in ("col(a,red)", "col(a,green)", "col(b,red)", "col(b,green)", "col(b,blue)", "link"):
        assert got.get(atom, 0.0) == pytest.approx(joint.get(atom, 0.0) / total, abs=1e-12), atom


def test_implied_choices_follow_or_false_and_and_true():
    program = Program.from_string(_graph_program([("a", "c", False)]), autoload=False)
    gp, _, _, evidence = program._compiled(program.program_queries(), program.program_evidence())
    fixed = sdd._implied(gp, [(e[0], e[1]) for e in evidence])
    # path(a,c) false: its OR's fact child e(a,c) is false; the proof e(a,b), path(b,c) is an
    # AND observed false, which fixes nothing
    assert sorted(gp.label(n) for n in fixed) == ["e(a,c)"] and list(fixed.values()) == [False]


@pytest.mark.parametrize("text", [
    _graph_program([("a", "c", False), ("c", "d", False)]),
    _graph_program([("a", "b", True), ("d", "c", False)]),
    AD_PROGRAM,
])
def test_propagation_leaves_the_compiled_outputs_unchanged(text, monkeypatch):
    flats = []
    for propagate in (False, True):
        monkeypatch.setattr(sdd, "PROPAGATE_EVIDENCE", propagate)
        program = Program.from_string(text, autoload=False)
        _, _, compiled, _ = program._compiled(program.program_queries(), program.program_evidence())
        flats.append(compiled.flat)
    assert flats[0] == flats[1]


def test_the_race_keeps_the_order_that_finished(monkeypatch):
    # the HMM observed at every step: evidence first is linear, queries first is not, so with
    # the race from the first node the evidence-first order must win
    hmm = ["0.5::s(0).", "0.9::s(T) :- T > 0, T1 is T - 1, s(T1).", "0.2::s(T) :- T > 0, T1 is T - 1, \\+ s(T1).",
           "0.8::o(T) :- s(T).", "0.1::o(T) :- \\+ s(T)."]
    hmm += [f"evidence(o({t}), {'true' if t % 3 else 'false'})." for t in range(12)] + ["query(s(11))."]
    text = "\n".join(hmm) + "\n"
    orders = {}
    for race_from in (None, 0):
        monkeypatch.setattr(sdd, "RACE_FROM", race_from)
        program = Program.from_string(text, autoload=False)
        (answer,) = program.run_queries()
        _, _, compiled, _ = program._compiled(program.program_queries(), program.program_evidence())
        orders[race_from] = (list(compiled.groups), answer.probability)
    assert orders[0] == orders[None]


def test_an_error_in_the_other_order_leaves_evidence_first_alone(monkeypatch):
    # the second order's compilation fails at its first step (as a limit reached in it would):
    # the evidence-first one goes on alone and answers as brute force says
    monkeypatch.setattr(sdd, "RACE_FROM", 0)
    real = sdd._compile_steps
    made = []

    def failing_second(*args):
        made.append(args[5])  # the order (groups) of each compilation started
        if len(made) == 2:
            raise RuntimeError("the second order fails")
            yield  # (a generator, as the real one)
        return (yield from real(*args))

    monkeypatch.setattr(sdd, "_compile_steps", failing_second)
    evidence = EVIDENCE_CASES[1]
    program = Program.from_string(_graph_program(evidence), autoload=False)
    got = {a.atom: a.probability for a in program.run_queries()}
    assert len(made) == 2 and made[0] != made[1]
    for atom, p in _graph_brute(evidence).items():
        assert got.get(atom, 0.0) == pytest.approx(p, abs=1e-12), atom
