"""Batched log-space circuit evaluation in PyTorch (:mod:`nesylang.circuits.torch_eval`).

Circuits come from the real pipeline (parse, ground, compile to an SDD, export); the oracle
is the scalar evaluator ``evaluate_flat`` in the probability semiring, and the program's own
``run_queries`` probabilities. Both evaluators (``fused=True``, the default single autograd
node, and ``fused=False``, plain differentiable ops) are checked.
"""
from __future__ import annotations

import math
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from nesylang import Program  # noqa: E402
from nesylang.circuits.sdd import DECISION, LIT, LIT_FALSE, LIT_TRUE, FlatCircuit, evaluate_flat  # noqa: E402
from nesylang.circuits.semiring import ProbabilitySemiring  # noqa: E402
from nesylang.circuits.torch_eval import BatchedCircuit, log_weights_from_probs  # noqa: E402
from nesylang.errors import NesyError  # noqa: E402

TOL = 1e-6
F64 = torch.float64
PROGRAMS_DIR = Path(__file__).resolve().parent.parent / "programs"
BOTH = pytest.mark.parametrize("fused", [True, False], ids=["fused", "ops"])

PROGRAMS = {
    "facts": """
        0.3::a. 0.6::b. 0.8::c.
        both :- a, b.
        either :- a ; b.
        chain :- either, c.
        query(both). query(either). query(chain).
    """,
    "ad_sequential": """
        0.2::x(1); 0.3::x(2); 0.5::x(3).
        0.1::y(a); 0.4::y(b).
        odd :- x(1). odd :- x(3).
        mix :- x(2), y(b). mix :- x(3), y(a).
        query(odd). query(x(2)). query(mix). query(y(b)).
    """,
    "cycle": """
        0.6::edge(a,b). 0.5::edge(b,c). 0.7::edge(c,a). 0.2::edge(a,c). 0.9::edge(c,d).
        0.4::edge(b,a).
        path(X,Y) :- edge(X,Y).
        path(X,Y) :- edge(X,Z), path(Z,Y).
        query(path(a,d)). query(path(b,a)). query(path(a,a)). query(path(d,a)).
    """,
    "negation": """
        0.3::a. 0.6::b. 0.25::c.
        p :- a, \\+ b.
        q :- \\+ p, c.
        r :- \\+ a, \\+ b.
        query(p). query(q). query(r).
    """,
    "evidence": """
        0.6::a. 0.3::b. 0.5::c.
        x :- a, b.
        y :- b ; c.
        evidence(y, true).
        evidence(x, false).
        query(a). query(b). query(c).
    """,
    "multi_output": """
        coin(c1). coin(c2). coin(c3).
        0.6::heads(C) :- coin(C).
        0.5::lucky(c2).
        win(C) :- heads(C), \\+ lucky(C).
        win(C) :- lucky(C).
        query(win(X)).
    """,
}


# ---- helpers ----------------------------------------------------------------------------------------

def compile_text(text: str):
    p = Program.from_string(text)
    return compile_program(p)


def compile_program(p):
    gp, answers, compiled, ev = p._compiled(p.program_queries(), p.program_evidence())
    flat, n = compiled.flat, len(compiled.variables)
    lw = compiled.literal_weights(p.group_weights(gp, compiled.groups))
    return p, flat, n, lw


def log_tensors(lw: dict[int, float], n: int, dtype=F64):
    def log(w):
        return math.log(w) if w > 0 else -math.inf

    lp = torch.tensor([log(lw[v]) for v in range(1, n + 1)], dtype=dtype)
    ln = torch.tensor([log(lw[-v]) for v in range(1, n + 1)], dtype=dtype)
    return lp.reshape(1, n), ln.reshape(1, n)


def reference(flat, lw, n) -> list[float]:
    return evaluate_flat(flat, lw, ProbabilitySemiring(), n)


def random_probs(b: int, n: int, seed: int, dtype=F64):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(b, n, generator=g, dtype=dtype) * 0.9 + 0.05


def weights_of_row(probs_row) -> dict[int, float]:
    lw = {}
    for v, q in enumerate(probs_row.tolist(), start=1):
        lw[v], lw[-v] = q, 1.0 - q
    return lw


def golden_programs():
    return sorted(PROGRAMS_DIR.glob("*.nesy"))


# ---- agreement with the scalar evaluator and with run_queries -----------------------------------------

@BOTH
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_matches_evaluate_flat_and_run_queries(name, fused):
    p, flat, n, lw = compile_text(PROGRAMS[name])
    lp, ln = log_tensors(lw, n)
    got = BatchedCircuit(flat, n, fused=fused)(lp, ln).exp()
    assert got.shape == (1, len(flat.outputs))
    assert got.dtype == F64
    ref = reference(flat, lw, n)
    assert got[0].tolist() == pytest.approx(ref, abs=TOL)
    answers = p.run_queries()
    z = got[0, -1].item()  # the last output is the evidence normaliser
    assert z > 0
    probs = [min(1.0, max(0.0, v / z)) for v in got[0, :-1].tolist()]
    assert probs == pytest.approx([a.probability for a in answers], abs=TOL)


def test_program_shapes_are_what_the_tests_mean():
    """The inline programs exercise what their names say (sequential AD variables, cycles,
    several outputs, an evidence normaliser below one)."""
    _, flat, n, lw = compile_text(PROGRAMS["ad_sequential"])
    # one sequential variable per outcome (a literal AD is never marked complete); x's last
    # one has weight 0.5 / (1 - 0.2 - 0.3) = 1, so its negative literal's log-weight is -inf
    assert n == 5
    assert sorted(v for v in lw if v < 0 and lw[v] == 0.0) != []
    _, flat, n, lw = compile_text(PROGRAMS["cycle"])
    assert reference(flat, lw, n)[3] == 0.0  # path(d,a): d has no edges
    _, flat, n, lw = compile_text(PROGRAMS["multi_output"])
    assert len(flat.outputs) == 4  # win(c1), win(c2), win(c3), normaliser
    _, flat, n, lw = compile_text(PROGRAMS["evidence"])
    assert 0 < reference(flat, lw, n)[-1] < 1


@pytest.mark.parametrize("path", golden_programs(), ids=lambda p: p.stem)
def test_golden_programs(path):
    """Every golden program that compiles: both evaluators equal the scalar one."""
    try:
        p = Program.from_file(path)
        _, flat, n, lw = compile_program(p)
    except NesyError:
        pytest.skip("an error program")
    lp, ln = log_tensors(lw, n)
    ref = reference(flat, lw, n)
    for fused in (True, False):
        got = BatchedCircuit(flat, n, fused=fused)(lp, ln).exp()
        assert got[0].tolist() == pytest.approx(ref, abs=TOL)


# ---- batching -----------------------------------------------------------------------------------------

@BOTH
@pytest.mark.parametrize("name", ["cycle", "ad_sequential", "multi_output"])
def test_batch_equals_separate_calls(name, fused):
    _, flat, n, _ = compile_text(PROGRAMS[name])
    bc = BatchedCircuit(flat, n, fused=fused)
    probs = random_probs(7, n, seed=1)
    lp, ln = log_weights_from_probs(probs)
    batched = bc(lp, ln)
    assert batched.shape == (7, len(flat.outputs))
    for i in range(7):
        single = bc(lp[i], ln[i])  # 1-D input: one setting, 1-D output
        assert single.shape == (len(flat.outputs),)
        assert torch.allclose(batched[i], single, atol=1e-12)
        ref = reference(flat, weights_of_row(probs[i]), n)
        assert batched[i].exp().tolist() == pytest.approx(ref, abs=TOL)


def test_fused_and_plain_agree_on_a_bigger_circuit():
    p = Program.from_file(PROGRAMS_DIR / "multi_addition_n2.nesy")
    _, flat, n, _ = compile_program(p)
    probs = random_probs(5, n, seed=2)
    outs, grads = [], []
    for fused in (True, False):
        x = probs.clone().requires_grad_()
        out = BatchedCircuit(flat, n, fused=fused)(*log_weights_from_probs(x))
        (g,) = torch.autograd.grad(out.sum(), x)
        outs.append(out)
        grads.append(g)
    assert torch.allclose(outs[0], outs[1], atol=1e-12)
    assert torch.allclose(grads[0], grads[1], atol=1e-10)


# ---- gradients ----------------------------------------------------------------------------------------

@BOTH
@pytest.mark.parametrize("name", ["cycle", "evidence", "multi_output"])
def test_gradcheck_log_weights(name, fused):
    _, flat, n, _ = compile_text(PROGRAMS[name])
    bc = BatchedCircuit(flat, n, fused=fused)
    lp, ln = log_weights_from_probs(random_probs(3, n, seed=3))
    finite = torch.isfinite(bc(lp, ln)).all(0)  # finite differences of a -inf output are NaN
    lp.requires_grad_()
    ln.requires_grad_()
    assert torch.autograd.gradcheck(lambda a, b: bc(a, b)[:, finite], (lp, ln), eps=1e-6, atol=1e-7)


@BOTH
def test_gradcheck_through_probabilities(fused):
    """d/dp of the sum of the log outputs, through log_weights_from_probs, against central
    finite differences (gradcheck) and against a hand-rolled difference quotient."""
    _, flat, n, _ = compile_text(PROGRAMS["ad_sequential"])
    bc = BatchedCircuit(flat, n, fused=fused)
    probs = random_probs(2, n, seed=4).requires_grad_()

    def f(x):
        return bc(*log_weights_from_probs(x)).sum()

    assert torch.autograd.gradcheck(f, (probs,), eps=1e-6, atol=1e-7)
    (g,) = torch.autograd.grad(f(probs), probs)
    h = 1e-6
    with torch.no_grad():
        for i in range(2):
            for j in range(n):
                up, down = probs.clone(), probs.clone()
                up[i, j] += h
                down[i, j] -= h
                fd = (f(up) - f(down)).item() / (2 * h)
                assert g[i, j].item() == pytest.approx(fd, rel=1e-5, abs=1e-7)


def test_plain_evaluator_has_second_derivatives():
    _, flat, n, _ = compile_text(PROGRAMS["negation"])
    bc = BatchedCircuit(flat, n, fused=False)
    lp, ln = log_weights_from_probs(random_probs(2, n, seed=5))
    lp.requires_grad_()
    ln.requires_grad_()
    assert torch.autograd.gradgradcheck(lambda a, b: bc(a, b), (lp, ln), eps=1e-6, atol=1e-6)


# ---- -inf: probability zero, FALSE-heavy circuits -------------------------------------------------------

def false_heavy_circuit() -> FlatCircuit:
    """x1, x2, x3 with many FALSE branches:
    d1 = x1.F | -x1.F            (FALSE)
    d2 = x2.d1 | -x2.F           (FALSE)
    d3 = x1.x2 | -x1.d2          (x1 x2)
    d4 = x3.d3 | -x3.TRUE        (x3 x1 x2 + -x3)
    """
    kinds = [LIT_TRUE, LIT_FALSE, LIT, LIT, LIT, LIT, LIT, LIT, DECISION, DECISION, DECISION, DECISION]
    literals = [0, 0, 1, -1, 2, -2, 3, -3, 0, 0, 0, 0]
    elements = [(), (), (), (), (), (), (), (),
                ((2, 1), (3, 1)),
                ((4, 8), (5, 1)),
                ((2, 4), (3, 9)),
                ((6, 10), (7, 0))]
    return FlatCircuit(kinds, literals, elements, outputs=[8, 9, 10, 11, 1, 0])


@BOTH
def test_all_minus_inf_nodes_are_nan_free(fused):
    flat = false_heavy_circuit()
    bc = BatchedCircuit(flat, 3, fused=fused)
    # rows: ordinary; x2 impossible (log_pos -inf); x3 certain (log_neg -inf)
    probs = torch.tensor([[0.3, 0.6, 0.8], [0.3, 0.0, 0.8], [0.3, 0.6, 1.0]], dtype=F64)
    lp, ln = log_weights_from_probs(probs)
    lp.requires_grad_()
    ln.requires_grad_()
    out = bc(lp, ln)
    assert not torch.isnan(out).any()
    for i in range(3):
        ref = reference(flat, weights_of_row(probs[i]), 3)
        assert out[i].exp().tolist() == pytest.approx(ref, abs=1e-12)
    assert (out[:, 0] == -math.inf).all() and (out[:, 1] == -math.inf).all() and (out[:, 4] == -math.inf).all()
    assert out[1, 2] == -math.inf  # x1 x2 with p(x2) = 0
    assert (out[:, 5] == 0).all()  # TRUE
    # the sum includes -inf outputs: the gradient is still finite everywhere
    g_pos, g_neg = torch.autograd.grad(out.sum(), (lp, ln), retain_graph=True)
    assert torch.isfinite(g_pos).all() and torch.isfinite(g_neg).all()
    # an all -inf output has gradient 0, not NaN
    for k in (0, 1, 4):
        gp_, gn_ = torch.autograd.grad(out[:, k].sum(), (lp, ln), retain_graph=True)
        assert (gp_ == 0).all() and (gn_ == 0).all()
    # the finite outputs' gradients equal the analytic ones on the ordinary row:
    # log d3 = log p1 + log p2 -> d/dlp = (1, 1, 0), d/dln = 0
    gp_, gn_ = torch.autograd.grad(out[0, 2], (lp, ln))
    assert gp_[0].tolist() == pytest.approx([1.0, 1.0, 0.0]) and gn_[0].tolist() == pytest.approx([0.0, 0.0, 0.0])


@BOTH
def test_zero_probability_input_gives_no_nan_gradient(fused):
    """A probability of exactly 0 or 1 makes a log-weight -inf; the gradient of the others
    stays finite and matches finite differences, and the 0/1 entries get 0, not NaN."""
    _, flat, n, _ = compile_text(PROGRAMS["cycle"])
    bc = BatchedCircuit(flat, n, fused=fused)
    probs = random_probs(2, n, seed=6)
    probs[0, 0] = 0.0
    probs[1, 1] = 1.0
    x = probs.clone().requires_grad_()

    def f(x):
        return bc(*log_weights_from_probs(x))[:, :-1].exp().sum()

    (g,) = torch.autograd.grad(f(x), x)
    assert torch.isfinite(g).all()
    h = 1e-6
    with torch.no_grad():
        for i, j in [(0, 1), (0, 2), (1, 0), (1, 3)]:
            up, down = probs.clone(), probs.clone()
            up[i, j] += h
            down[i, j] -= h
            fd = (f(up) - f(down)).item() / (2 * h)
            assert g[i, j].item() == pytest.approx(fd, rel=1e-5, abs=1e-8)


def test_impossible_query_from_the_pipeline():
    """A query that is FALSE (an output that is a FALSE leaf) and one of probability 0."""
    p, flat, n, lw = compile_text("""
        0.5::a. 0.0::b. 0.4::c.
        never :- a, \\+ a.
        zero :- b, c.
        some :- c.
        query(never). query(zero). query(some).
    """)
    lp, ln = log_tensors(lw, n)
    lp.requires_grad_()
    ln.requires_grad_()
    for fused in (True, False):
        out = BatchedCircuit(flat, n, fused=fused)(lp, ln)
        assert out[0, 0] == -math.inf and out[0, 1] == -math.inf
        assert out[0].exp().tolist() == pytest.approx(reference(flat, lw, n), abs=TOL)
        g = torch.autograd.grad(out.sum(), (lp, ln))
        assert all(torch.isfinite(t).all() for t in g)


def test_weights_too_small_for_probability_space_still_give_exact_logs():
    """Outputs near e^-1000 underflow float64, so the default evaluator redoes the batch in log
    space: the values and gradients are the exact ones, as with plain ops."""
    _, flat, n, lw = compile_text(PROGRAMS["facts"])  # a, b, c: both :- a, b.
    lp, ln = log_tensors(lw, n)
    lp = torch.cat([lp, torch.full((1, n), -500.0, dtype=F64)])  # a second row: every p = e^-500
    ln = torch.cat([ln, torch.log(-torch.expm1(torch.full((1, n), -500.0, dtype=F64)))])
    lp.requires_grad_()
    results = []
    for fused in (True, False):
        out = BatchedCircuit(flat, n, fused=fused)(lp, ln)
        results.append((out, torch.autograd.grad(out[1, 0], lp)[0]))
    (out, grad), (ref, ref_grad) = results
    assert out[1, 0].item() == pytest.approx(-1000.0)  # P(both) = e^-500 * e^-500
    assert torch.allclose(out, ref, atol=1e-12)
    assert torch.allclose(grad, ref_grad, atol=1e-12)
    assert out[0].exp().tolist() == pytest.approx(reference(flat, lw, n), abs=TOL)  # the ordinary row


def test_log_weights_from_probs():
    p = torch.tensor([0.0, 1e-300, 0.25, 1.0, -0.5, 1.5], dtype=F64, requires_grad=True)
    lp, ln = log_weights_from_probs(p)
    assert lp.tolist()[:4] == pytest.approx([-math.inf, math.log(1e-300), math.log(0.25), 0.0])
    assert ln.tolist()[2:4] == pytest.approx([math.log(0.75), -math.inf])
    assert lp[4] == -math.inf and ln[5] == -math.inf  # clamped into [0, 1]
    (g,) = torch.autograd.grad(lp.sum() + ln.sum(), p)
    assert not torch.isnan(g).any()
    assert g[2].item() == pytest.approx(1 / 0.25 - 1 / 0.75)
    lp, ln = log_weights_from_probs(torch.tensor([0.0, 1.0]), eps=1e-6)
    assert torch.isfinite(lp).all() and torch.isfinite(ln).all()


# ---- dtypes, devices, validation ------------------------------------------------------------------------

def test_dtypes():
    _, flat, n, lw = compile_text(PROGRAMS["facts"])
    bc = BatchedCircuit(flat, n)
    lp, ln = log_tensors(lw, n, dtype=torch.float32)
    out32 = bc(lp, ln)
    assert out32.dtype == torch.float32
    assert out32[0].exp().tolist() == pytest.approx(reference(flat, lw, n), abs=1e-5)
    assert bc(lp.double(), ln).dtype == F64  # mixed: promoted
    assert bc(lp.double(), ln.double()).dtype == F64


def test_module_moves_with_to_and_keeps_no_state():
    _, flat, n, lw = compile_text(PROGRAMS["cycle"])
    bc = BatchedCircuit(flat, n).to("cpu")
    lp, ln = log_tensors(lw, n)
    assert bc(lp, ln)[0].exp().tolist() == pytest.approx(reference(flat, lw, n), abs=TOL)
    assert bc.elem_prime.device.type == "cpu"
    assert dict(bc.state_dict()) == {}  # index buffers are derived, not state
    wrapped = torch.nn.Sequential(bc)  # it composes like any module
    assert wrapped[0] is bc


def test_validation():
    _, flat, n, lw = compile_text(PROGRAMS["facts"])
    bc = BatchedCircuit(flat, n)
    lp, ln = log_tensors(lw, n)
    with pytest.raises(ValueError):
        bc(lp[:, :-1], ln[:, :-1])
    with pytest.raises(ValueError):
        bc(lp, ln[:, :-1])
    with pytest.raises(ValueError):
        BatchedCircuit(flat, n - 1)  # a literal outside the variables
    bad = FlatCircuit([LIT, DECISION], [1, 0], [(), ((1, 0),)], [1])
    with pytest.raises(ValueError):
        BatchedCircuit(bad, 1)  # a child after its parent


def test_circuit_without_variables():
    flat = FlatCircuit([LIT_TRUE, LIT_FALSE], [0, 0], [(), ()], [0, 1, 0])
    bc = BatchedCircuit(flat, 0)
    out = bc(torch.zeros(4, 0, dtype=F64), torch.zeros(4, 0, dtype=F64))
    assert out.shape == (4, 3)
    assert out[:, 0].tolist() == [0.0] * 4 and (out[:, 1] == -math.inf).all()


@pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device")
@BOTH
def test_cuda(fused):
    _, flat, n, _ = compile_text(PROGRAMS["multi_output"])
    bc = BatchedCircuit(flat, n, fused=fused)
    probs = random_probs(16, n, seed=7)
    probs[0, 0] = 0.0
    cpu_out = bc(*log_weights_from_probs(probs))
    x = probs.cuda().requires_grad_()
    for module in (bc.to("cuda"), BatchedCircuit(flat, n, fused=fused)):  # moved; inputs elsewhere
        out = module(*log_weights_from_probs(x))
        assert out.device.type == "cuda" and out.dtype == F64
        assert torch.allclose(out.cpu(), cpu_out, atol=1e-10)
        (g,) = torch.autograd.grad(out.sum(), x)
        assert torch.isfinite(g).all()
    out32 = bc(*log_weights_from_probs(x.detach().float()))
    assert out32.dtype == torch.float32
    assert torch.allclose(out32.double().cpu(), cpu_out, atol=1e-4)
