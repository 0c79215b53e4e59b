"""The exact learner's step with its entries kept (session 11 of issue 16): ``ExactStep``
keeps each training example's record of its query (``BatchEvaluator.stable_entries``) and
hands it to ``mean_nll``, whose one-source path reads its checks and registry look-ups from
the record's ``one`` (worked out once per template and tensor source).

Expected values: every digit of every distinct image enumerated (an image shared by two
queries of a minibatch, or read twice by one query, is one random variable), the sum of the
products written out, ``-mean(log(P + eps))`` differentiated by torch itself, to 1e-9
relative with float64 networks; and the same step with nothing kept (each query looked up
again) must give the same loss and gradients to the bit.
"""
from __future__ import annotations

import itertools
import math

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.neural import batch  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.kbest import KBestEvaluator  # noqa: E402
from nesylang.neural.training import DEFAULT_EPS, ExactStep  # noqa: E402

from test_one_source_step import D, PROGRAM as ONE_SOURCE_PROGRAM  # noqa: E402  (digits 0..3)

PROGRAM = ONE_SOURCE_PROGRAM + """\
nn(bits, [X], Y, [0, 1]) :: bit(X, Y).
binary([], R, R).
binary([H|T], Acc, R) :- bit(H, B), Acc2 is 2 * Acc + B, binary(T, Acc2, R).
bin(Xs, R) :- binary(Xs, 0, R).
"""
IMAGES = 12


def query(kind: str, images, z) -> str:
    t = [f"tensor(img({i}))" for i in images]
    if kind == "one":
        return f"one({t[0]}, {z})"
    if kind == "add":
        return f"add({t[0]}, {t[1]}, {z})"
    if kind == "add3":
        return f"add3({t[0]}, {t[1]}, {t[2]}, {z})"
    if kind == "add2":
        return f"add2([{t[0]}, {t[1]}], [{t[2]}, {t[3]}], {z})"
    return f"bin([{', '.join(t)}], {z})"


ANSWERS = {
    "one": lambda d: d[0] * d[0],
    "add": lambda d: d[0] + d[1],
    "add3": lambda d: d[0] + d[1] + d[2],
    "add2": lambda d: d[0] * D + d[1] + d[2] * D + d[3],
    "bin": lambda d: sum(b << (len(d) - 1 - i) for i, b in enumerate(d)),
}

# per case: the template's kind and its queries (images, answer); each case's minibatch is one
# template (the one-source path's shape)
CASES = {
    "one choice": ("one", [((0,), 4), ((1,), 9), ((2,), 0), ((1,), 9)]),
    "two choices, images distinct": ("add", [((0, 1), 3), ((2, 3), 1), ((4, 5), 6)]),
    "two choices, images shared between queries": ("add", [((0, 1), 3), ((1, 2), 2), ((0, 2), 4), ((3, 0), 5)]),
    "three choices, images shared": ("add3", [((0, 1, 2), 5), ((2, 3, 4), 3), ((4, 0, 6), 7)]),
    "four choices (two-digit numbers), images shared": (
        "add2", [((0, 1, 2, 3), 9), ((4, 1, 2, 0), 20), ((1, 2, 7, 3), 12), ((5, 6, 0, 1), 17)]),
    "nine binary choices, images shared": (
        "bin", [(tuple(range(9)), 300), (tuple(range(3, 12)), 77), ((0, 2, 4, 6, 8, 10, 1, 3, 5), 2)]),
}


def brute_force_probability(probs, images, z, answer) -> torch.Tensor:
    distinct = sorted(set(images))
    total = probs.new_zeros(())
    for digits in itertools.product(range(probs.shape[1]), repeat=len(distinct)):
        value = dict(zip(distinct, digits))
        if answer([value[i] for i in images]) == z:
            total = total + math.prod(probs[i, d] for i, d in value.items())
    return total


def module(outputs: int, dtype=torch.float64):
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(5, outputs), torch.nn.Softmax(dim=1)).to(dtype)


def make_program(dtype=torch.float64):
    program = nesylang.Program.from_string(PROGRAM)
    program.networks["net"] = module(D, dtype)
    program.networks["bits"] = module(2, dtype)
    program.tensors["img"] = torch.randn(IMAGES, 5, generator=torch.Generator().manual_seed(2)).to(dtype)
    return program


def run_steps(kind: str, queries, *, keep: bool = True, dtype=torch.float64, calls: int = 4):
    """(the last step's loss, the network's gradients, the images, the step)."""
    program = make_program(dtype)
    net = program.networks["bits" if kind == "bin" else "net"]
    step = ExactStep(examples_from([query(kind, *q) for q in queries]), program.batch_evaluator("cpu"))
    if not keep:
        step._entries = None  # every step looks each query up again, as before session 11
    ids = list(range(len(queries)))
    for _ in range(calls):  # a template's world table is built at its second use
        loss = step(ids)
    assert type(loss.grad_fn).__name__ == "DotBackward0"  # the fused node, not the general loss
    module_ = net.module if hasattr(net, "module") else net
    module_.zero_grad()
    loss.backward()
    return loss.detach(), [p.grad.clone() for p in module_.parameters()], program.tensors["img"], step


@pytest.mark.parametrize("case", list(CASES))
def test_step_with_kept_entries_equals_brute_force_enumeration(case, monkeypatch):
    ran = []
    one_source = batch.BatchEvaluator._one_source_nll

    def spy(self, entries, eps):
        found = one_source(self, entries, eps)
        ran.append(found is not None and found[0] is not None)
        return found

    monkeypatch.setattr(batch.BatchEvaluator, "_one_source_nll", spy)
    kind, queries = CASES[case]
    loss, grads, imgs, step = run_steps(kind, queries)
    assert ran and all(ran), "the one-source path did not give the loss"
    assert step._entries is not None and None not in step._entries  # every example's entry kept
    reference = module(2 if kind == "bin" else D)
    probs = reference(imgs)
    expected = -torch.stack([torch.log(brute_force_probability(probs, ims, z, ANSWERS[kind]) + DEFAULT_EPS)
                             for ims, z in queries]).mean()
    expected.backward()
    assert loss.item() == pytest.approx(expected.item(), rel=1e-9)
    for g, p in zip(grads, reference.parameters()):
        torch.testing.assert_close(g, p.grad, rtol=1e-9, atol=1e-15)


@pytest.mark.parametrize("dtype", [torch.float64, torch.float32])
@pytest.mark.parametrize("case", list(CASES))
def test_kept_entries_change_no_bit(case, dtype):
    kind, queries = CASES[case]
    loss, grads, _, _ = run_steps(kind, queries, dtype=dtype)
    again, again_grads, _, step = run_steps(kind, queries, keep=False, dtype=dtype)
    assert step._entries is None
    assert loss.item() == again.item()
    for a, b in zip(grads, again_grads):
        assert torch.equal(a, b)


def test_a_query_reading_one_image_twice_is_one_choice():
    """add(X, X, Z): one random variable, so P(add(x, x, 2)) = P(digit 1), not a sum over
    two independent draws."""
    queries = [((0, 0), 2), ((1, 1), 6), ((0, 0), 4), ((2, 2), 0)]
    loss, grads, imgs, _ = run_steps("add", queries)
    reference = module(D)
    probs = reference(imgs)
    expected = -torch.stack([torch.log(probs[i, z // 2] + DEFAULT_EPS) for (i, _), z in queries]).mean()
    expected.backward()
    assert loss.item() == pytest.approx(expected.item(), rel=1e-9)
    for g, p in zip(grads, reference.parameters()):
        torch.testing.assert_close(g, p.grad, rtol=1e-9, atol=1e-15)


def test_a_query_of_probability_zero_is_still_counted():
    program = make_program()
    good = [query("add", (0, 1), 3), query("add", (2, 3), 1)]
    step = ExactStep(examples_from(good + [query("add", (4, 5), 2 * D)]), program.batch_evaluator("cpu"))
    for _ in range(3):
        step([0, 1])
    loss = step([0, 1, 2])
    assert type(loss.grad_fn).__name__ != "DotBackward0"
    assert step.take_zero_count() == 1
    assert math.isfinite(loss.item())


def test_k_best_proofs_keep_no_entries():
    """The k-best evaluator searches proofs again per step: nothing may be kept for it."""
    program = make_program()
    examples = examples_from([query("add", (0, 1), 3), query("add", (2, 3), 1)])
    step = ExactStep(examples, KBestEvaluator(program, "cpu", 2))
    step([0, 1])
    assert step._entries is None
