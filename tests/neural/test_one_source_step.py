"""The exact learner's step in its common case (``BatchEvaluator._one_source_nll``): one
template of categorical choices, one network, every input from one tensor source, read
straight from the source and scored by the template's world table in its lean form
(``_WorldTable._lean_nll``: no mask, the padding reads a 0 past the probabilities).

Expected values come from enumerating the digits of the distinct images (an image shared by
two queries of a minibatch is one random variable), differentiated by torch itself; and the
lean step must give the masked step's loss and gradients, for one- to four-choice templates,
with and without shared images: to 1e-12 (loss) and 1e-10 (gradients) relative with a float64
network (the lean table sums a shared image's terms in one pass, the masked one per read and
then per image: the same terms, another order), to float32 rounding with a float32 one.
"""
from __future__ import annotations

import itertools
import math

import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.neural import batch  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.training import DEFAULT_EPS, ExactStep  # noqa: E402

D = 4  # digits 0..3
PROGRAM = f"""\
nn(net, [X], Y, {list(range(D))}) :: digit(X, Y).
add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
one(X, Z) :- digit(X, A), Z is A * A.
add3(X, Y, W, Z) :- digit(X, A), digit(Y, B), digit(W, C), Z is A + B + C.
number([], R, R).
number([H|T], Acc, R) :- digit(H, V), Acc2 is V + {D} * Acc, number(T, Acc2, R).
add2(Xs, Ys, Z) :- number(Xs, 0, A), number(Ys, 0, B), Z is A + B.
"""
IMAGES = 7

# per template: queries as (images, answer) and the answer as a function of the digits
CASES = {
    "one choice": ([((0,), 4), ((1,), 9), ((2,), 0), ((1,), 9)], lambda d: d[0] * d[0]),
    "two choices, images distinct": ([((0, 1), 3), ((2, 3), 1), ((4, 5), 6)], lambda d: d[0] + d[1]),
    "two choices, images shared": ([((0, 1), 3), ((1, 2), 2), ((0, 2), 4), ((3, 0), 5)], lambda d: d[0] + d[1]),
    "three choices, images shared": ([((0, 1, 2), 5), ((2, 3, 4), 3), ((4, 0, 6), 7)], lambda d: sum(d)),
    "four choices (two-digit numbers), images shared": (
        [((0, 1, 2, 3), 9), ((4, 1, 2, 0), 20), ((1, 2, 1, 3), 12), ((5, 6, 0, 1), 17)],
        lambda d: d[0] * D + d[1] + d[2] * D + d[3]),
}


def query(images, z) -> str:
    t = [f"tensor(img({i}))" for i in images]
    if len(t) == 1:
        return f"one({t[0]}, {z})"
    if len(t) == 2:
        return f"add({t[0]}, {t[1]}, {z})"
    if len(t) == 3:
        return f"add3({t[0]}, {t[1]}, {t[2]}, {z})"
    return f"add2([{t[0]}, {t[1]}], [{t[2]}, {t[3]}], {z})"


def brute_force_probability(probs, images, z, answer) -> torch.Tensor:
    distinct = sorted(set(images))
    total = probs.new_zeros(())
    for digits in itertools.product(range(D), repeat=len(distinct)):
        value = dict(zip(distinct, digits))
        if answer([value[i] for i in images]) == z:
            total = total + math.prod(probs[i, d] for i, d in value.items())
    return total


def module():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(5, D), torch.nn.Softmax(dim=1))


def run_steps(case: str, calls: int = 3, dtype=torch.float32):
    """(the last step's loss, the network's gradients, whether each call took the lean path)."""
    queries, _ = CASES[case]
    net = module().to(dtype)
    program = nesylang.Program.from_string(PROGRAM)
    program.networks["net"] = net
    program.tensors["img"] = torch.randn(IMAGES, 5, generator=torch.Generator().manual_seed(2)).to(dtype)
    step = ExactStep(examples_from([query(*q) for q in queries]), program.batch_evaluator("cpu"))
    ids = list(range(len(queries)))
    for _ in range(calls):  # a template's world table is built at its second use
        loss = step(ids)
    assert type(loss.grad_fn).__name__ == "DotBackward0"  # the fused node, not the general loss
    net.zero_grad()
    loss.backward()
    return loss.detach(), [p.grad.clone() for p in net.parameters()], program.tensors["img"]


@pytest.mark.parametrize("case", list(CASES))
def test_one_source_step_equals_brute_force_enumeration(case, monkeypatch):
    taken = []
    lean = batch._WorldTable._lean_nll

    def spy(self, *args):
        taken.append(True)
        return lean(self, *args)

    monkeypatch.setattr(batch._WorldTable, "_lean_nll", spy)
    loss, grads, images = run_steps(case)
    assert taken, "the lean world-table path did not run"
    queries, answer = CASES[case]
    reference = module()
    probs = reference(images)
    expected = -torch.stack([torch.log(brute_force_probability(probs, imgs, z, answer) + DEFAULT_EPS)
                             for imgs, z in queries]).mean()
    expected.backward()
    assert loss.item() == pytest.approx(expected.item(), rel=1e-6)
    for g, p in zip(grads, reference.parameters()):
        torch.testing.assert_close(g, p.grad, rtol=1e-5, atol=1e-7)


@pytest.mark.parametrize("dtype", [torch.float64, torch.float32])
@pytest.mark.parametrize("case", list(CASES))
def test_lean_world_table_equals_the_masked_one(case, dtype, monkeypatch):
    lean_loss, lean_grads, _ = run_steps(case, dtype=dtype)
    monkeypatch.setattr(batch._WorldTable, "lean", False)
    monkeypatch.setattr(batch.BatchEvaluator, "_one_source_nll", lambda self, entries, eps: None)
    loss, grads, _ = run_steps(case, dtype=dtype)
    float64 = dtype == torch.float64
    assert lean_loss.item() == pytest.approx(loss.item(), rel=1e-12 if float64 else 1e-6)
    for a, b in zip(lean_grads, grads):
        torch.testing.assert_close(a, b, rtol=1e-10 if float64 else 1e-6, atol=0.0)


def test_one_source_step_reports_an_index_out_of_range_as_the_general_path_does():
    program = nesylang.Program.from_string(PROGRAM)
    program.networks["net"] = module()
    program.tensors["img"] = torch.randn(IMAGES, 5, generator=torch.Generator().manual_seed(2))
    step = ExactStep(examples_from([query((0, 1), 3), query((2, IMAGES), 1)]), program.batch_evaluator("cpu"))
    with pytest.raises(nesylang.NesyError) as raised:
        step([0, 1])
    general = ExactStep(examples_from([query((0, 1), 3), query((2, IMAGES), 1)]),
                        program.batch_evaluator("cpu"))
    general.evaluator._one_source_nll = lambda entries, eps: None
    with pytest.raises(nesylang.NesyError) as expected:
        general([0, 1])
    assert str(raised.value) == str(expected.value)
