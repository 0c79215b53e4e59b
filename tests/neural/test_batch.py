"""The batched evaluator's two ways to the same numbers (nesylang.neural.batch).

Templates made only of complete categorical choices from one network take a numpy fast path
on the CPU; everything else, and anything the fast path cannot do exactly, takes the general
torch path. The general path is checked against hand values and finite differences in
test_neural.py; here the fast path must agree with it, value for value and gradient for
gradient, and step aside where it would be inexact.
"""
from __future__ import annotations

import math

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.neural import batch  # noqa: E402
from nesylang.neural.batch import _seq_weights  # noqa: E402
from nesylang.neural.data import examples_from, parse_query  # noqa: E402
from nesylang.neural.networks import run_network  # noqa: E402

PROGRAM = """\
nn(net, [X], Y, [0, 1, 2]) :: digit(X, Y).
add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
number([], R, R).
number([H|T], Acc, R) :- digit(H, D), Acc2 is D + 3 * Acc, number(T, Acc2, R).
add2(Xs, Ys, Z) :- number(Xs, 0, A), number(Ys, 0, B), Z is A + B.
"""


def img(i) -> str:
    return f"tensor(img({i}))"


# one batch, four templates: distinct images, an image twice, two-digit numbers, and a
# two-digit number sharing an image with the other
QUERIES = [f"add({img(0)}, {img(1)}, 2)", f"add({img(2)}, {img(3)}, 3)", f"add({img(4)}, {img(4)}, 4)",
           f"add2([{img(0)}, {img(1)}], [{img(2)}, {img(3)}], 9)",
           f"add2([{img(5)}, {img(1)}], [{img(2)}, {img(0)}], 7)",
           f"add2([{img(1)}, {img(2)}], [{img(1)}, {img(3)}], 12)", f"add({img(5)}, {img(0)}, 0)"]


def program_with(module, dtype):
    program = nesylang.Program.from_string(PROGRAM)
    program.networks["net"] = module.to(dtype)
    program.tensors["img"] = torch.randn(6, 4, generator=torch.Generator().manual_seed(1), dtype=dtype)
    return program


def network(kind: str):
    torch.manual_seed(0)
    linear = torch.nn.Linear(4, 3)
    return torch.nn.Sequential(linear, torch.nn.Softmax(dim=1)) if kind == "probabilities" else linear


def log_probs_and_gradients(program):
    module = program.network("net").module
    module.zero_grad()
    logp = program.batch_evaluator().log_probs(examples_from(QUERIES))
    logp.sum().backward()
    return logp.detach(), [p.grad.clone() for p in module.parameters()]


@pytest.fixture
def fast_path_calls(monkeypatch):
    """How often the fast path answered (rather than declined)."""
    calls = []
    real = batch._Categorical.log_probs

    def counted(self, *args):
        out = real(self, *args)
        calls.append(out is not None)
        return out

    monkeypatch.setattr(batch._Categorical, "log_probs", counted)
    return calls


@pytest.mark.parametrize("dtype", [torch.float64, torch.float32], ids=["float64", "float32"])
@pytest.mark.parametrize("kind", ["probabilities", "logits"])
def test_fast_path_agrees_with_the_general_path(kind, dtype, monkeypatch, fast_path_calls):
    program = program_with(network(kind), dtype)
    fast, fast_grads = log_probs_and_gradients(program)
    assert fast_path_calls and all(fast_path_calls)
    assert fast.dtype == dtype and torch.isfinite(fast).all()

    monkeypatch.setattr(batch._Categorical, "log_probs", lambda self, *args: None)  # always decline
    general, general_grads = log_probs_and_gradients(program_with(network(kind), dtype))
    tol = {"rtol": 1e-10, "atol": 1e-12} if dtype == torch.float64 else {"rtol": 1e-5, "atol": 1e-6}
    torch.testing.assert_close(fast, general, **tol)
    for got, expected in zip(fast_grads, general_grads):
        torch.testing.assert_close(got, expected, **tol)


def test_fast_path_steps_aside_where_probabilities_underflow(fast_path_calls):
    """Logits 2000 apart give a probability of e^-2000: not representable in float64, so the
    fast path declines and the exact log-space path answers."""
    program = program_with(network("logits"), torch.float64)
    with torch.no_grad():
        linear = program.network("net").module
        linear.weight.zero_()
        linear.bias.copy_(torch.tensor([0.0, -2000.0, 0.0]))
    logp = program.batch_evaluator().log_probs(examples_from([f"add({img(0)}, {img(1)}, 1)",
                                                              f"add({img(0)}, {img(1)}, 2)"]))
    assert fast_path_calls == [False]
    # by hand: digits 0 and 2 have probability 1/2 each, digit 1 e^-2000 / 2 (to within
    # e^-2000), so P(sum 1) = 2 * 1/2 * e^-2000 / 2 and P(sum 2) = 1/4 + 1/4
    assert logp[0].item() == pytest.approx(-2000.0 - math.log(2.0), rel=1e-12)
    assert logp[1].item() == pytest.approx(math.log(0.5), rel=1e-12)


def test_network_inputs_gathered_in_one_go_equal_item_by_item():
    program = program_with(network("logits"), torch.float64)
    terms = [(parse_query(img(i), "input"),) for i in (3, 0, 3, -1)]  # -1: Python indexing, item by item
    gathered = run_network(program.network("net"), "net", terms, program, categorical=True)
    program.tensors["img"] = list(program.tensors.get("img"))  # not a tensor: read item by item
    one_by_one = run_network(program.network("net"), "net", terms, program, categorical=True)
    torch.testing.assert_close(gathered, one_by_one, rtol=0, atol=0)


def test_sequential_weights_gradient():
    logp = torch.log_softmax(torch.randn(3, 2, 5, dtype=torch.float64), dim=-1).requires_grad_()
    assert torch.autograd.gradcheck(_seq_weights, (logp,), eps=1e-6, atol=1e-8)
    # impossible outcomes (log p = -inf) get gradient 0, and the others finite ones
    with torch.no_grad():
        impossible = logp.detach().clone()
        impossible[0, 0, 3:] = -math.inf
    impossible.requires_grad_()
    pos, neg = _seq_weights(impossible)
    (grad,) = torch.autograd.grad((pos[torch.isfinite(pos)].sum() + neg[torch.isfinite(neg)].sum()), impossible)
    assert torch.isfinite(grad).all() and (grad[0, 0, 3:] == 0).all()
