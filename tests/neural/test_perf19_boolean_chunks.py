"""The bitset evaluation of a circuit by chunks of machine words (session 19 of issue 16:
:meth:`~nesylang.circuits.numpy_eval.LinearLevels.boolean_rows` takes ``_BOOLEAN_WORDS`` words
of 64 assignments at a time, so that a level's gathered factors stay in the cache).

Checked against the probability-space circuit at 0/1 weights (another evaluator), with the
chunk forced down to one or two words so that small circuits span several chunks; an overlap of
two elements that shows only in a later chunk is still declined; and a world table of 10^4
worlds (157 words, five chunks by default) gives the loss and gradients of the sums'
probabilities written out by enumeration.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.circuits import numpy_eval  # noqa: E402
from nesylang.circuits.torch_eval import BatchedCircuit  # noqa: E402
from nesylang.neural import batch  # noqa: E402
from nesylang.neural.data import examples_from  # noqa: E402
from nesylang.neural.training import DEFAULT_EPS, ExactStep  # noqa: E402

PROGRAM = Path(__file__).resolve().parent.parent / "programs" / "multi_addition_n2.nesy"


def circuit_levels():
    p = nesylang.Program.from_file(PROGRAM)
    _, _, compiled, _ = p._compiled(p.program_queries(), p.program_evidence())
    n = len(compiled.variables)
    return BatchedCircuit(compiled.flat, n).linear_levels(), n


def zero_one_circuit(levels, n: int, truth: np.ndarray) -> np.ndarray:
    """The circuit's outputs at each assignment (columns of ``truth``), in probability space."""
    count = truth.shape[1]
    values = np.zeros((levels.width, count))
    values[:n], values[n:2 * n], values[2 * n] = truth, ~truth, 1.0
    levels.fill(values, levels.full_pass(count, cache=False))
    return values[levels.out_rows]


@pytest.mark.parametrize("chunk", [1, 2, 32])
@pytest.mark.parametrize("count", [150, 1000])
def test_chunks_give_the_circuit_at_zero_one_weights(chunk, count, monkeypatch):
    """150 assignments (3 words) and 1,000 (16 words) by chunks of 1, 2 (a short last chunk)
    and 32 words (one chunk)."""
    monkeypatch.setattr(numpy_eval, "_BOOLEAN_WORDS", chunk)
    levels, n = circuit_levels()
    truth = np.random.default_rng(count).random((n, count)) < 0.5
    got = levels.boolean_rows(truth, levels.out_rows)
    expected = zero_one_circuit(levels, n, truth)
    assert set(np.unique(expected)) <= {0.0, 1.0}
    assert got.shape == expected.shape and got.dtype == bool
    np.testing.assert_array_equal(got, expected == 1.0)


def test_an_overlap_in_a_later_chunk_is_declined(monkeypatch):
    """x1 OR x2 as the non-exclusive elements (x1, TRUE) | (x2, TRUE): both true only in the
    third word's assignments; with chunks of one word, the first two chunks pass and the third
    declines; without those assignments, the table."""
    from nesylang.circuits.sdd import DECISION, LIT, LIT_TRUE, FlatCircuit

    monkeypatch.setattr(numpy_eval, "_BOOLEAN_WORDS", 1)
    flat = FlatCircuit(kinds=[LIT, LIT, LIT_TRUE, DECISION], literals=[1, 2, 0, 0],
                       elements=[(), (), (), ((0, 2), (1, 2))], outputs=[3])
    levels = BatchedCircuit(flat, 2).linear_levels()
    x1 = np.arange(150) % 2 == 1
    x2 = np.zeros(150, dtype=bool)
    x2[140] = True  # with x1 false there: no overlap
    x2[141] = True  # x1 true there: both hold, in the third word
    assert levels.boolean_rows(np.stack([x1, x2]), levels.out_rows) is None
    apart = np.stack([x1, x2])[:, :141]
    np.testing.assert_array_equal(levels.boolean_rows(apart, levels.out_rows)[0], x1[:141] | x2[:141])


DIGITS = 10
ADDITION = f"""\
nn(net, [X], Y, {list(range(DIGITS))}) :: digit(X, Y).
number([], R, R).
number([H|T], Acc, R) :- digit(H, V), Acc2 is V + {DIGITS} * Acc, number(T, Acc2, R).
add2(Xs, Ys, Z) :- number(Xs, 0, A), number(Ys, 0, B), Z is A + B.
"""
SUMS = [([0, 1], [2, 3], 99), ([4, 5], [6, 7], 120), ([1, 2], [1, 3], 35), ([7, 0], [5, 4], 3)]


def enumerated_nll(probs: torch.Tensor) -> torch.Tensor:
    """-mean(log(P(sum) + eps)) with P(sum) summed over every pair of two-digit numbers."""
    losses = []
    for xs, ys, z in SUMS:
        total = probs.new_zeros(())
        for a in range(DIGITS ** 2):
            b = z - a
            if 0 <= b < DIGITS ** 2:
                digits = {}
                ok = True
                for ids, value in ((xs, a), (ys, b)):
                    for i, d in zip(ids, (value // DIGITS, value % DIGITS)):
                        ok = ok and digits.setdefault(i, d) == d  # an image read twice: one digit
                if ok:
                    total = total + torch.prod(torch.stack([probs[i, d] for i, d in digits.items()]))
        losses.append(-torch.log(total + DEFAULT_EPS))
    return torch.stack(losses).mean()


def test_a_world_table_of_five_chunks_gives_the_enumerated_loss_and_gradients(monkeypatch):
    monkeypatch.setattr(batch, "_WORLDS_PER_EXAMPLE", 10 ** 6)  # the table at the second call
    torch.manual_seed(0)
    net = torch.nn.Sequential(torch.nn.Linear(5, DIGITS), torch.nn.Softmax(dim=1)).double()
    images = torch.randn(8, 5, dtype=torch.float64)
    program = nesylang.Program.from_string(ADDITION)
    program.networks["net"] = net
    program.tensors["img"] = images
    query = lambda xs, ys, z: (f"add2([{', '.join(f'tensor(img({i}))' for i in xs)}], "  # noqa: E731
                               f"[{', '.join(f'tensor(img({i}))' for i in ys)}], {z})")
    step = ExactStep(examples_from([query(*s) for s in SUMS]), program.batch_evaluator("cpu"))
    ids = list(range(len(SUMS)))
    step(ids)  # the circuit
    loss = step(ids)  # the table, read off the circuit by chunks
    tables = [p.categorical.world_table for p in step.evaluator._plans.values() if p.categorical is not None]
    words = [-(-DIGITS ** t.groups // 64) for t in tables if t is not None]
    assert words and max(words) > numpy_eval._BOOLEAN_WORDS  # several chunks
    grads = torch.autograd.grad(loss, list(net.parameters()))
    want = enumerated_nll(net(images))
    want_grads = torch.autograd.grad(want, list(net.parameters()))
    assert float(loss.detach()) == pytest.approx(float(want.detach()), rel=1e-12)
    for g, w in zip(grads, want_grads):
        torch.testing.assert_close(g, w, rtol=1e-9, atol=1e-12)
