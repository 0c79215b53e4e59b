"""Session 21 of issue 16: the world table's lean loss reads a small table's positions per (example,
answer) with the bases already added, and shared rows through each outcome's position within its
choice (``_WorldTable._lean_nll``); an "auto" network's probability check looks at a CPU batch
through numpy (``networks._probabilities_like``).

Every minibatch's loss and the network's gradients must be those of the sums' probabilities
written out by enumeration (float64 network, 1e-12), with the positions table and without it,
with images shared between queries and without, at several batch sizes (each has its own cache);
and the numpy check must give torch's ``allclose`` answer.
"""
from __future__ import annotations

import itertools
import math

import pytest

torch = pytest.importorskip("torch")
np = pytest.importorskip("numpy")

import nesylang  # noqa: E402
from nesylang.neural import batch  # noqa: E402
from nesylang.neural import networks  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.training import DEFAULT_EPS, ExactStep  # noqa: E402

D = 4
PROGRAM = f"""\
nn(net, [X], Y, {list(range(D))}) :: digit(X, Y).
add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
number([], R, R).
number([H|T], Acc, R) :- digit(H, V), Acc2 is V + {D} * Acc, number(T, Acc2, R).
add2(Xs, Ys, Z) :- number(Xs, 0, A), number(Ys, 0, B), Z is A + B.
"""
IMAGES = 100


def _sums(two_digits: bool, count: int, seed: int, shared: bool):
    """(xs, ys, z) with a reachable z; ``shared``: images drawn from a few (queries share them,
    never within one query); else every image once."""
    rng = np.random.default_rng(seed)
    width = 2 if two_digits else 1
    pool = list(range(6 if shared else IMAGES))
    out, fresh = [], iter(range(IMAGES))
    for _ in range(count):
        ids = list(rng.choice(pool, 2 * width, replace=False)) if shared else [next(fresh) for _ in range(2 * width)]
        top = 2 * (D ** width - 1)
        out.append((ids[:width], ids[width:], int(rng.integers(0, top + 1))))
    return out


def _query(xs, ys, z) -> str:
    if len(xs) == 1:
        return f"add(tensor(img({xs[0]})), tensor(img({ys[0]})), {z})"
    items = lambda ids: "[" + ", ".join(f"tensor(img({i}))" for i in ids) + "]"  # noqa: E731
    return f"add2({items(xs)}, {items(ys)}, {z})"


def _probability(probs, xs, ys, z):
    """P(number(xs) + number(ys) = z) by enumeration of every image's digit."""
    images = sorted(set(xs) | set(ys))
    total = probs.new_zeros(())
    for digits in itertools.product(range(D), repeat=len(images)):
        value = dict(zip(images, digits))
        number = lambda ids: sum(value[i] * D ** (len(ids) - 1 - k) for k, i in enumerate(ids))  # noqa: E731
        if number(xs) + number(ys) == z:
            total = total + math.prod(probs[i, d] for i, d in value.items())
    return total


def _net():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(5, D), torch.nn.Softmax(dim=1)).double()


@pytest.mark.parametrize("positions", [True, False], ids=["positions table", "take and add"])
@pytest.mark.parametrize("shared", [False, True], ids=["images distinct", "images shared"])
@pytest.mark.parametrize("two_digits", [False, True], ids=["one digit (2 choices)", "two digits (4 choices)"])
def test_lean_loss_and_gradients_equal_enumeration(two_digits, shared, positions, monkeypatch):
    if not positions:
        monkeypatch.setattr(batch, "_POSITIONS_MAX", 0)
    lean_calls, read_positions = [], []
    lean = batch._WorldTable._lean_nll

    def spy(self, out, rows, outputs, eps, size):
        found = lean(self, out, rows, outputs, eps, size)
        small = self.padded.size * len(outputs) <= batch._POSITIONS_MAX  # (at batch 24 the 4-choice table is not)
        kept = self._past_end[len(outputs)][3] is not None
        lean_calls.append((rows is not None, kept == (small and positions)))
        read_positions.append(rows is None and kept)
        return found

    monkeypatch.setattr(batch._WorldTable, "_lean_nll", spy)
    sums = _sums(two_digits, 24, seed=3 + two_digits, shared=shared)
    images = torch.randn(IMAGES, 5, generator=torch.Generator().manual_seed(1), dtype=torch.float64)
    program = nesylang.Program.from_string(PROGRAM)
    net = _net()
    program.networks["net"] = net
    program.tensors["img"] = images
    step = ExactStep(examples_from([_query(*s) for s in sums]), program.batch_evaluator("cpu"))
    for _ in range(3):  # world tables built
        step(list(range(len(sums))))
    reference = _net()
    checked, met_shared = 0, []
    read_positions.clear()
    for ids in ([0, 1, 2, 3], list(range(4, 20)), [20, 21], list(range(24)), [5, 6, 7, 8]):  # sizes 4, 16, 2, 24, 4
        if len({len(sums[i][0]) for i in ids}) != 1:
            continue
        lean_calls.clear()
        loss = step(ids)
        if not lean_calls:  # (a batch whose queries need several templates goes the general way)
            continue
        assert type(loss.grad_fn).__name__ == "DotBackward0"
        net.zero_grad()
        loss.backward()
        probs = reference(images)
        expected = -torch.stack([torch.log(_probability(probs, *sums[i]) + DEFAULT_EPS) for i in ids]).mean()
        reference.zero_grad()
        expected.backward()
        assert loss.item() == pytest.approx(expected.item(), rel=1e-12, abs=0)
        for g, p in zip((p.grad for p in net.parameters()), reference.parameters()):
            torch.testing.assert_close(g, p.grad, rtol=1e-12, atol=1e-15)
        assert all(as_meant for _, as_meant in lean_calls)  # positions kept where small enough and not disabled
        met_shared.extend(r for r, _ in lean_calls)
        checked += 1
    assert checked >= 3
    assert any(met_shared) == shared  # the rows path where images are shared, the identity path where not
    assert any(read_positions) == (positions and not shared)


def _allclose_reading(out, categorical):
    """The check as torch computes it (the form it had before session 21)."""
    with torch.no_grad():
        if not bool((out >= 0).all()):
            return False
        if categorical and out.shape[1] > 1:
            ones = torch.ones(out.shape[0], dtype=out.dtype)
            return bool(torch.allclose(out.sum(dim=1), ones, atol=1e-4))
        return bool((out <= 1).all())


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_probability_check_through_numpy_agrees_with_allclose(dtype):
    g = torch.Generator().manual_seed(0)
    kinds = {"softmax": 0, "near the tolerance": 0, "scores": 0, "uniform": 0, "NaN": 0, "scaled rows": 0}
    seen = {True: 0, False: 0}
    for trial in range(1200):
        b, d = int(torch.randint(1, 30, (1,), generator=g)), int(torch.randint(1, 12, (1,), generator=g))
        kind = list(kinds)[trial % len(kinds)]
        x = torch.softmax(torch.randn(b, d, generator=g, dtype=dtype) * 5, 1)
        if kind == "near the tolerance":
            x = x + (torch.rand(b, d, generator=g, dtype=dtype) - 0.5) * 2e-4 / d
        elif kind == "scores":
            x = torch.randn(b, d, generator=g, dtype=dtype)
        elif kind == "uniform":
            x = torch.rand(b, d, generator=g, dtype=dtype)
        elif kind == "NaN":
            x = x.clone()
            x[0, 0] = float("nan")
        elif kind == "scaled rows":
            x = x * (1 + (torch.rand(b, 1, generator=g, dtype=dtype) - 0.5) * 2.3e-4)
        x.requires_grad_()
        for categorical in (True, False):
            want = _allclose_reading(x, categorical)
            assert networks._probabilities_like(x, categorical) == want, (kind, categorical)
            seen[want] += 1
    assert min(seen.values()) > 300  # both answers well represented
    empty = torch.zeros(0, 4, dtype=dtype)
    assert networks._probabilities_like(empty, True) == _allclose_reading(empty, True)
