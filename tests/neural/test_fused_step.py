"""The exact learner's fused training step (nesylang.neural.batch.BatchEvaluator.mean_nll).

With the ``nll`` loss and every target 1 on the CPU, a minibatch of templates made of
categorical choices is one autograd node: the loss and its gradient are computed in numpy
inside its forward, from the template's world table (few choices) or by the circuit's
forward and backward passes. Its loss and the network's gradients must be those of the
sums' probabilities written out by enumeration, ``-mean(log(P(sum) + eps))`` with P(sum)
the sum over digit combinations, differentiated by torch itself, whichever engine runs (the
world table; the circuit with its last level whole, or each example's answer read for its
column alone).
"""
from __future__ import annotations

import itertools
import math

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.circuits import numpy_eval  # noqa: E402
from nesylang.neural import batch  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.training import DEFAULT_EPS, ExactStep  # noqa: E402

D = 4  # digits 0..3
PROGRAM = f"""\
nn(net, [X], Y, {list(range(D))}) :: digit(X, Y).
add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
number([], R, R).
number([H|T], Acc, R) :- digit(H, V), Acc2 is V + {D} * Acc, number(T, Acc2, R).
add2(Xs, Ys, Z) :- number(Xs, 0, A), number(Ys, 0, B), Z is A + B.
"""

# (numbers as lists of image ids, sum): one-digit and two-digit sums in one batch, an image
# used twice in one query, and images shared between queries
SUMS = [([0], [1], 3), ([2], [3], 1), ([4], [4], 6), ([0, 1], [2, 3], 9), ([5, 1], [2, 0], 20),
        ([1, 2], [1, 3], 12), ([5], [0], 0), ([3], [5], 5)]


def query(xs, ys, z) -> str:
    if len(xs) == 1:
        return f"add(tensor(img({xs[0]})), tensor(img({ys[0]})), {z})"
    items = lambda ids: "[" + ", ".join(f"tensor(img({i}))" for i in ids) + "]"  # noqa: E731
    return f"add2({items(xs)}, {items(ys)}, {z})"


def brute_force_probability(probs: torch.Tensor, xs, ys, z) -> torch.Tensor:
    """P(number(xs) + number(ys) = z): every digit of every distinct image enumerated (an
    image used twice is one choice)."""
    images = sorted(set(xs) | set(ys))
    total = probs.new_zeros(())
    for digits in itertools.product(range(D), repeat=len(images)):
        value = dict(zip(images, digits))
        number = lambda ids: sum(value[i] * D ** (len(ids) - 1 - k) for k, i in enumerate(ids))  # noqa: E731
        if number(xs) + number(ys) == z:
            total = total + math.prod(probs[i, d] for i, d in value.items())
    return total


def module(kind: str):
    torch.manual_seed(0)
    linear = torch.nn.Linear(5, D)
    return torch.nn.Sequential(linear, torch.nn.Softmax(dim=1)) if kind == "probabilities" else linear


def sums_step(net, images) -> ExactStep:
    """The training step over the queries of SUMS, with ``net`` reading ``images``."""
    program = nesylang.Program.from_string(PROGRAM)
    program.networks["net"] = net
    program.tensors["img"] = images
    return ExactStep(examples_from([query(*s) for s in SUMS]), program.batch_evaluator("cpu"))


@pytest.mark.parametrize("sums", [list(range(len(SUMS))), [0, 1]], ids=["images shared", "images distinct"])
@pytest.mark.parametrize("engine", ["world table", "circuit, last level whole", "circuit, read per column"])
@pytest.mark.parametrize("kind", ["probabilities", "logits"])
def test_fused_step_equals_brute_force_enumeration(kind, engine, sums, monkeypatch):
    if engine != "world table":
        monkeypatch.setattr(batch, "_MAX_WORLDS", 0)
    if engine == "circuit, read per column":
        monkeypatch.setattr(numpy_eval, "_WHOLE_LAST_LEVEL", 0)
    net = module(kind)
    images = torch.randn(6, 5, generator=torch.Generator().manual_seed(2))
    step = sums_step(net, images)
    assert step.fused
    step(sums)  # a template's world table is built at its second use
    loss = step(sums)
    assert type(loss.grad_fn).__name__ == "DotBackward0"  # the fused node (one network), not the general path
    plans = {id(p): p for p in step.evaluator._plans.values()}.values()
    assert all((p.categorical.world_table is not None) == (engine == "world table") for p in plans)
    net.zero_grad()
    loss.backward()
    got = [p.grad.clone() for p in net.parameters()]

    reference = module(kind)
    out = reference(images)
    probs = out if kind == "probabilities" else torch.softmax(out, dim=1)
    expected = -torch.stack([torch.log(brute_force_probability(probs, *SUMS[i]) + DEFAULT_EPS) for i in sums]).mean()
    expected.backward()
    assert loss.item() == pytest.approx(expected.item(), rel=1e-6)
    for g, p in zip(got, reference.parameters()):
        torch.testing.assert_close(g, p.grad, rtol=1e-5, atol=1e-7)


def test_fused_step_steps_aside_for_a_query_of_probability_zero():
    """A sum no digits reach has probability 0: the general path counts it (as eps) and the
    other queries' gradients are unchanged."""
    program = nesylang.Program.from_string(PROGRAM)
    program.networks["net"] = module("logits")
    program.tensors["img"] = torch.randn(6, 5, generator=torch.Generator().manual_seed(2))
    examples = examples_from([query([0], [1], 3), query([2], [3], 2 * D)])  # 2D: beyond 3 + 3
    step = ExactStep(examples, program.batch_evaluator("cpu"))
    loss = step([0, 1])
    assert type(loss.grad_fn).__name__ != "DotBackward0"
    assert step.take_zero_count() == 1
    assert math.isfinite(loss.item())


def test_world_table_waits_until_the_circuit_has_done_its_cost(monkeypatch):
    """A template's world table is built once the circuit's work on it reaches one example
    per ``_WORLDS_PER_EXAMPLE`` worlds (here, calls counting only their examples: the two-digit
    template's 4^4 = 256 worlds need 16 examples, two a call); the loss and gradients are the
    brute-force ones by the circuit before and by the table after."""
    monkeypatch.setattr(batch, "_CALL_EXAMPLES", 0)
    net = module("logits")
    images = torch.randn(6, 5, generator=torch.Generator().manual_seed(2))
    step = sums_step(net, images)
    sums = [3, 4]  # two-digit sums of four distinct images: one template
    reference = module("logits")
    probs = torch.softmax(reference(images), dim=1)
    expected = -torch.stack([torch.log(brute_force_probability(probs, *SUMS[i]) + DEFAULT_EPS) for i in sums]).mean()
    expected.backward()
    for call in range(1, 11):
        loss = step(sums)
        plan = step.evaluator._entries[step.examples[3].query].plan
        # built at the call after the one that brought the count to 16 (the 8th)
        assert (plan.categorical.world_table is not None) == (call >= 9), call
        net.zero_grad()
        loss.backward()
        assert loss.item() == pytest.approx(expected.item(), rel=1e-6)
        for p, q in zip(net.parameters(), reference.parameters()):
            torch.testing.assert_close(p.grad, q.grad, rtol=1e-5, atol=1e-7)
