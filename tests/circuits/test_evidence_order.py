"""SDD variables are numbered evidence first (as ProbLog grounds evidence before queries when it
propagates evidence), then the queries, each in depth-first order. For a hidden Markov model
observed at every step this puts each step's observation next to its state, and the
conditioned circuit grows linearly with the number of steps; numbered from the query first,
every observation came after all the states and the circuit doubled with each step (a
16-step model: 1.4 s and 335,000 nodes for the evidence alone; 24 steps stopped at the
circuit-size limit). Probabilities are checked against the forward algorithm."""
from __future__ import annotations

import pytest

from nesylang.circuits import sdd


def _hmm(steps: int) -> str:
    lines = ["0.6::h(0, s); 0.4::h(0, r).",
             "0.7::h(T, s); 0.3::h(T, r) :- T > 0, P is T - 1, h(P, s).",
             "0.4::h(T, s); 0.6::h(T, r) :- T > 0, P is T - 1, h(P, r).",
             "0.9::o(T, dry); 0.1::o(T, wet) :- h(T, s).",
             "0.3::o(T, dry); 0.7::o(T, wet) :- h(T, r)."]
    lines += [f"evidence(o({t}, {_obs(t)}))." for t in range(steps)]
    return "\n".join(lines) + f"\nquery(h({steps - 1}, s)). query(h(0, s)).\n"


def _obs(t: int) -> str:
    return "wet" if (t * 7) % 5 < 2 else "dry"


def _forward_backward(steps: int) -> tuple[float, float]:
    """P(h(steps-1) = s | observations) and P(h(0) = s | observations), by hand-written
    forward and backward passes over the two states."""
    trans = {"s": {"s": 0.7, "r": 0.3}, "r": {"s": 0.4, "r": 0.6}}
    emit = {"s": {"dry": 0.9, "wet": 0.1}, "r": {"dry": 0.3, "wet": 0.7}}
    alpha = {x: p * emit[x][_obs(0)] for x, p in {"s": 0.6, "r": 0.4}.items()}
    for t in range(1, steps):
        alpha = {x: sum(alpha[y] * trans[y][x] for y in alpha) * emit[x][_obs(t)] for x in alpha}
    beta = {"s": 1.0, "r": 1.0}
    for t in range(steps - 1, 0, -1):
        beta = {x: sum(trans[x][y] * emit[y][_obs(t)] * beta[y] for y in beta) for x in beta}
    first = {x: p * emit[x][_obs(0)] * beta[x] for x, p in {"s": 0.6, "r": 0.4}.items()}
    return alpha["s"] / (alpha["s"] + alpha["r"]), first["s"] / (first["s"] + first["r"])


@pytest.mark.parametrize("steps", [1, 2, 5, 16, 40])
def test_hmm_with_evidence_at_every_step_matches_forward_backward(steps):
    from nesylang.session import Program

    program = Program.from_string(_hmm(steps), autoload=False)
    got = {str(a.atom): a.probability for a in program.run_queries()}
    last, first = _forward_backward(steps)
    assert got[f"h({steps - 1},s)"] == pytest.approx(last, abs=1e-12)
    assert got["h(0,s)"] == pytest.approx(first, abs=1e-12)


def test_the_conditioned_circuit_grows_linearly_with_the_steps():
    from nesylang.session import Program

    sizes = {}
    for steps in (10, 20, 40):
        program = Program.from_string(_hmm(steps), autoload=False)
        program.run_queries()
        _, _, compiled, _ = program._compiled(program.program_queries(), program.program_evidence())
        sizes[steps] = compiled.sdd_size
    # linear: doubling the steps at most a little over doubles the size (it was about 2x a step)
    assert sizes[20] <= 2.5 * sizes[10] and sizes[40] <= 2.5 * sizes[20], sizes


def test_evidence_groups_are_numbered_first(monkeypatch):
    from nesylang.session import Program

    text = "0.2::a. 0.3::b. 0.4::c. q :- a. e :- c, b.\nevidence(e). query(q).\n"
    orders = {}
    for evidence_first in (True, False):
        monkeypatch.setattr(sdd, "EVIDENCE_FIRST", evidence_first)
        program = Program.from_string(text, autoload=False)
        (answer,) = program.run_queries()
        assert answer.probability == pytest.approx(0.2)  # q depends on a alone, independent of e
        _, _, compiled, _ = program._compiled(program.program_queries(), program.program_evidence())
        orders[evidence_first] = list(compiled.groups)
    # the same three groups; e's (c, then b) before the query's (a), or a first
    assert sorted(orders[True]) == sorted(orders[False]) and len(orders[True]) == 3
    assert orders[True] == orders[False][1:] + orders[False][:1]
