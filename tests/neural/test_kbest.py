"""k-best-proof inference (program.query(goal, proofs=k), nesy query --proofs K): k = 1 is the
most probable proof (as program.explain finds it), a large k is exact, and every k gives a
lower bound on the exact probability, which grows with k (random small programs)."""
import random

import pytest

import nesylang
from nesylang.errors import EvidenceError, LimitError, NesyError

PROGRAM = """
0.6::a. 0.3::b. 0.5::c. 0.8::d.
0.2::e(1); 0.5::e(2); 0.3::e(3).
q :- a, b.
q :- c, d.
q :- e(2), \\+ a.
q :- e(3), b, d.
r :- a, b.
r :- c, d.
r :- e(3), b, d.
r :- e(2), e(3).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
0.5::edge(1, 2). 0.4::edge(2, 3). 0.9::edge(1, 3). 0.7::edge(3, 1).
"""


def prob(p, goal, **kw):
    [answer] = p.query(goal, **kw)
    return answer.probability


@pytest.mark.parametrize("goal", ["r", "path(1, 3)", "path(2, 1)"])
def test_one_proof_is_the_most_probable_proof(goal):
    # without negation: explain's max-product search over the compiled circuit reports
    # {e(2), \+a} (0.2) for q although {c, d} (0.4) is a proof too
    p = nesylang.Program.from_string(PROGRAM)
    [best] = p.explain(goal)
    assert prob(p, goal, proofs=1) == pytest.approx(best.probability, abs=1e-12)


@pytest.mark.parametrize("goal", ["q", "path(1, 3)", "path(2, 1)", "path(3, 3)"])
def test_many_proofs_are_exact_and_fewer_are_lower_bounds(goal):
    p = nesylang.Program.from_string(PROGRAM)
    exact = prob(p, goal)
    values = [prob(p, goal, proofs=k) for k in range(1, 9)]
    assert all(v <= exact + 1e-12 for v in values)
    assert values == sorted(values)  # more proofs, a tighter bound
    assert prob(p, goal, proofs=50) == pytest.approx(exact, abs=1e-12)


def test_hand_checked():
    # q's proofs by probability: {c,d} 0.4, {e(2), \\+a} 0.2, {a,b} 0.18, {e(3),b,d} 0.072
    p = nesylang.Program.from_string(PROGRAM)
    assert prob(p, "q", proofs=1) == pytest.approx(0.4)
    assert prob(p, "q", proofs=2) == pytest.approx(0.4 + 0.2 - 0.4 * 0.2)


def _random_program(rng: random.Random) -> str:
    lines = [f"{rng.choice([0.1, 0.3, 0.5, 0.7, 0.9])}::f{i}." for i in range(5)]
    lines.append("0.3::g(1); 0.4::g(2).")
    atoms = [f"f{i}" for i in range(5)] + ["g(1)", "g(2)", "r", "\\+ f0", "\\+ r"]
    for head in ("r", "q"):
        for _ in range(rng.randint(1, 4)):
            body = rng.sample(atoms if head == "q" else atoms[:7], rng.randint(1, 3))
            lines.append(f"{head} :- {', '.join(body)}.")
    return "\n".join(lines)


def test_bounds_against_exact_on_random_programs():
    rng = random.Random(7)
    for _ in range(40):
        p = nesylang.Program.from_string(_random_program(rng))
        exact = prob(p, "q")
        previous = 0.0
        for k in (1, 2, 3, 5, 64):
            v = prob(p, "q", proofs=k)
            assert previous - 1e-12 <= v <= exact + 1e-12
            previous = v
        assert previous == pytest.approx(exact, abs=1e-12)


def test_open_query_and_tensor_program():
    p = nesylang.Program.from_string(PROGRAM)
    exact = {a.atom: a.probability for a in p.query("path(1, X)")}
    approx = {a.atom: a.probability for a in p.query("path(1, X)", proofs=1, per_answer=True)}
    assert set(approx) == set(exact)
    assert all(approx[x] <= exact[x] + 1e-12 for x in exact)
    # the default for an open query: its one most probable proof in all, edge(1, 3) (0.9, by hand)
    assert {a.atom: a.probability for a in p.query("path(1, X)", proofs=1)} == {"path(1,3)": pytest.approx(0.9)}


def test_evidence_and_bad_k_are_errors():
    p = nesylang.Program.from_string(PROGRAM + "evidence(a).")
    with pytest.raises(EvidenceError):
        p.query("q", proofs=2)
    assert prob(p, "q", proofs=2, program_evidence=False) <= prob(p, "q", program_evidence=False)
    with pytest.raises(NesyError, match="positive integer"):
        p.query("q", proofs=0)


def test_compilation_budget_suggests_proofs():
    clauses = [f"0.5::x{i}. 0.5::y{i}." for i in range(40)] + [f"q :- x{i}, y{(i * 7) % 40}." for i in range(40)]
    p = nesylang.Program.from_string("\n".join(clauses), max_circuit_nodes=200)
    with pytest.raises(LimitError) as e:
        p.query("q")
    assert any("--proofs" in n for n in e.value.notes)
    assert 0.25 < prob(p, "q", proofs=3) < 1.0  # three proofs compile within the budget


def test_cli(tmp_path, capsys):
    from nesylang.cli import main

    f = tmp_path / "k.nesy"
    f.write_text("0.6::a. 0.3::b. 0.5::c.\nq :- a. q :- b, c.\nquery(q).\n")
    assert main(["query", str(f), "--proofs", "1"]) == 0
    assert capsys.readouterr().out.strip() == "q:\t0.6"
