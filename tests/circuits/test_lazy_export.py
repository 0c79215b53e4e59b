"""A large circuit is not exported to arrays until something needs them: its probabilities come
from PySDD's weighted model counter (in C). Forcing every circuit down that path
(``FLATTEN_UP_TO = 0``), the golden programs must still give their hand-derived or
ProbLog-derived answers, the exported arrays must give the same values, and a circuit that
pickles or is exported later must be the same circuit."""
from __future__ import annotations

import math
import pickle

import pytest

from nesylang.circuits import sdd

from test_golden import TOLERANCE, _params  # (tests/ is on sys.path)

ANSWERS = _params("answers")


@pytest.fixture
def lazy(monkeypatch):
    monkeypatch.setattr(sdd, "FLATTEN_UP_TO", 0)


@pytest.mark.parametrize("path, header", ANSWERS[::4])  # every fourth golden program: a spread
def test_golden_answers_through_the_model_counter(lazy, path, header):
    import nesylang

    program = nesylang.load(str(path))
    got = {a.atom: a.probability for a in program.run_queries()}
    assert set(got) == set(header.expects), path.name
    for atom, expected in header.expects.items():
        assert abs(got[atom] - expected) <= TOLERANCE, (path.name, atom, got[atom], expected)


def _hmm(steps: int) -> str:
    # a two-state HMM observed at every step; by the forward algorithm below
    lines = ["0.6::h(0, s); 0.4::h(0, r).",
             "0.7::h(T, s); 0.3::h(T, r) :- T > 0, P is T - 1, h(P, s).",
             "0.4::h(T, s); 0.6::h(T, r) :- T > 0, P is T - 1, h(P, r).",
             "0.9::o(T, dry); 0.1::o(T, wet) :- h(T, s).",
             "0.3::o(T, dry); 0.7::o(T, wet) :- h(T, r)."]
    lines += [f"evidence(o({t}, {'wet' if t % 3 else 'dry'}))." for t in range(steps)]
    return "\n".join(lines) + f"\nquery(h({steps - 1}, s)).\n"


def _forward(steps: int) -> float:
    trans = {"s": {"s": 0.7, "r": 0.3}, "r": {"s": 0.4, "r": 0.6}}
    emit = {"s": {"dry": 0.9, "wet": 0.1}, "r": {"dry": 0.3, "wet": 0.7}}
    alpha = {"s": 0.6, "r": 0.4}
    for t in range(steps):
        obs = "wet" if t % 3 else "dry"
        if t:
            alpha = {x: sum(alpha[y] * trans[y][x] for y in alpha) for x in alpha}
        alpha = {x: alpha[x] * emit[x][obs] for x in alpha}
    return alpha["s"] / (alpha["s"] + alpha["r"])


def test_a_large_circuit_is_counted_in_c_and_exports_to_the_same_values(monkeypatch):
    from nesylang.session import Program

    # with the evidence's variables first the 12-step HMM is a few hundred edges (it was
    # about 25,000): a lower threshold keeps it on the counted-in-C path
    monkeypatch.setattr(sdd, "FLATTEN_UP_TO", 200)

    program = Program.from_string(_hmm(12), autoload=False)
    (answer,) = program.run_queries()
    assert abs(answer.probability - _forward(12)) < 1e-9
    gp, _, compiled, _ = program._compiled(program.program_queries(), program.program_evidence())
    assert not compiled.flattened  # over FLATTEN_UP_TO edges: kept as an SDD
    assert "circuit_size" not in program.last_stats  # its size would cost the export
    lw = compiled.literal_weights(program.group_weights(gp, compiled.groups))
    in_c = compiled.log_probabilities(lw)
    size = compiled.sdd_size  # exports
    assert compiled.flattened and size > sdd.FLATTEN_UP_TO
    from_arrays = compiled.log_probabilities(lw)
    assert all(math.isclose(a, b, rel_tol=1e-12, abs_tol=1e-12) for a, b in zip(in_c, from_arrays))


def test_a_lazy_circuit_pickles_as_its_arrays(lazy):
    from nesylang.session import Program

    program = Program.from_string("0.3::a. 0.6::b. c :- a. c :- b. query(c).", autoload=False)
    gp, _, compiled, _ = program._compiled(program.program_queries(), [])
    assert not compiled.flattened
    back = pickle.loads(pickle.dumps(compiled))
    assert back.flattened and back.sdd_size == compiled.sdd_size
    lw = back.literal_weights(program.group_weights(gp, back.groups))
    p = math.exp(back.log_probabilities(lw)[0] - back.log_probabilities(lw)[-1])
    assert abs(p - (1 - 0.7 * 0.4)) < 1e-12
