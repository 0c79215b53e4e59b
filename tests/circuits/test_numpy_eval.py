"""The circuit's levels in numpy (:mod:`nesylang.circuits.numpy_eval`), the CPU engine of the
training fast path: the same values and derivatives as :class:`BatchedCircuit` (itself checked
against the scalar evaluator in test_torch_eval.py), with or without the last level cut down
to the outputs a batch reads.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from nesylang import Program  # noqa: E402
from nesylang.circuits.torch_eval import BatchedCircuit  # noqa: E402

PROGRAM = Path(__file__).resolve().parent.parent / "programs" / "multi_addition_n2.nesy"


@pytest.fixture(autouse=True)
def balanced_vtree(monkeypatch):
    """The circuit these tests were written against: a balanced vtree (its 8 variables would
    get a right-linear one by default, whose last level is no wider than two outputs read)."""
    from nesylang.circuits import sdd

    monkeypatch.setattr(sdd, "VTREE", "balanced")


def circuit_and_probs(batch: int):
    p = Program.from_file(PROGRAM)
    _, _, compiled, _ = p._compiled(p.program_queries(), p.program_evidence())
    n = len(compiled.variables)
    probs = torch.rand(batch, n, generator=torch.Generator().manual_seed(3), dtype=torch.float64) * 0.9 + 0.05
    return BatchedCircuit(compiled.flat, n), probs


def filled(levels, probs: torch.Tensor, read: np.ndarray):
    batch, n = probs.shape
    values = np.zeros((levels.width, batch))
    values[:n] = probs.numpy().T
    values[n:2 * n] = 1.0 - probs.numpy().T
    values[2 * n] = 1.0
    passes = levels.batch_pass(batch, read)
    levels.fill(values, passes)
    return values, passes


@pytest.mark.parametrize("batch", [2, 40], ids=["last level cut", "whole"])
def test_values_and_derivatives_match_the_torch_evaluator(batch):
    circuit, probs = circuit_and_probs(batch)
    levels = circuit.linear_levels()
    outputs = np.arange(batch) % (len(levels.out_rows) - 1)  # one answer per column
    read = levels.out_rows[outputs]
    values, passes = filled(levels, probs, np.append(read, levels.out_rows[-1]))
    if batch == 2:  # the restriction is exercised: the last level has more nodes than read
        assert len(passes[-1][1]) < len(levels.batch_pass(40, read)[-1][1])

    pos = probs.clone().requires_grad_()
    neg = (1.0 - probs).requires_grad_()
    out = circuit(pos.log(), neg.log()).exp()  # (B, outputs), probability space
    chosen = out[torch.arange(batch), torch.from_numpy(outputs)]
    np.testing.assert_allclose(values[read, np.arange(batch)], chosen.detach().numpy(), rtol=1e-12)

    grad = np.zeros_like(values)
    grad[read, np.arange(batch)] = 1.0
    levels.backprop(grad, values, passes)
    d_pos, d_neg = torch.autograd.grad(chosen.sum(), (pos, neg))
    n = circuit.n_vars
    np.testing.assert_allclose(grad[:n].T, d_pos.numpy(), rtol=1e-10, atol=1e-14)
    np.testing.assert_allclose(grad[n:2 * n].T, d_neg.numpy(), rtol=1e-10, atol=1e-14)


def test_boolean_rows_are_the_circuit_at_zero_one_weights():
    """The bitset evaluation (64 assignments a word, across a word boundary) gives every
    output's truth at each assignment: the probability-space circuit's value there, which is 0
    or 1 (checked against the torch evaluator above)."""
    circuit, _ = circuit_and_probs(1)
    levels = circuit.linear_levels()
    n = circuit.n_vars
    truth = np.random.default_rng(5).random((n, 150)) < 0.5  # 150 assignments: three words
    got = levels.boolean_rows(truth, levels.out_rows)
    values = np.zeros((levels.width, 150))
    values[:n], values[n:2 * n], values[2 * n] = truth, ~truth, 1.0
    levels.fill(values, levels.full_pass(150, cache=False))
    expected = values[levels.out_rows]
    assert set(np.unique(expected)) <= {0.0, 1.0}
    assert got.shape == expected.shape and got.dtype == bool
    np.testing.assert_array_equal(got, expected == 1.0)


def test_boolean_rows_decline_overlapping_elements():
    """A decision node whose elements are not exclusive (not an SDD: x1 OR x2 as (x1, TRUE) |
    (x2, TRUE)) counts 2 where both hold: no Boolean table for it, but one where they never
    hold together."""
    from nesylang.circuits.sdd import DECISION, LIT, LIT_TRUE, FlatCircuit

    flat = FlatCircuit(kinds=[LIT, LIT, LIT_TRUE, DECISION], literals=[1, 2, 0, 0],
                       elements=[(), (), (), ((0, 2), (1, 2))], outputs=[3])
    levels = BatchedCircuit(flat, 2).linear_levels()
    every = np.array([[False, True, False, True], [False, False, True, True]])  # (x1, x2) per column
    assert levels.boolean_rows(every, levels.out_rows) is None
    apart = every[:, :3]  # never both
    np.testing.assert_array_equal(levels.boolean_rows(apart, levels.out_rows), [[False, True, True]])
