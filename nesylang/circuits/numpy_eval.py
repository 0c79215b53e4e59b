"""A circuit's levels in probability space with numpy: the CPU engine for small batches.

The plan is :class:`~.torch_eval.BatchedCircuit`'s (a (width, B) value table whose first rows
are the literals ``pos | neg | 1 (TRUE) | 0 (FALSE)``, then the decision nodes level by level),
and so is the computation of its probability-space forward pass: per level, each element's
prime times its sub, added into its node; backwards, each node's gradient times one factor,
added into the other factor's row. With a few dozen rows per operation, torch's fixed cost per
call (dispatch, checks, allocation: several microseconds) is most of a training step's logic;
numpy's is a fraction of it. Exactness is the caller's concern, as there: float64 values are
exact up to rounding only while nothing underflows, which callers check on the outputs.
"""
from __future__ import annotations

import numpy as np


class LinearLevels:
    """The levels of one circuit as numpy index arrays, evaluated in place on a value table.

    :meth:`batch_pass` prepares the index arrays for one batch; :meth:`fill` and
    :meth:`backprop` run them forwards and backwards."""

    def __init__(self, n_vars: int, width: int, spans, prime: np.ndarray, sub: np.ndarray, seg: np.ndarray,
                 out_rows: np.ndarray):
        self.n_vars = n_vars
        self.width = width
        self.out_rows = out_rows
        self._levels = []  # per level: prime then sub rows, sub then prime rows, each element's node row
        row = 2 * n_vars + 2
        for start, end, size in spans:
            p, s = prime[start:end], sub[start:end]
            self._levels.append((np.concatenate([p, s]), np.concatenate([s, p]), seg[start:end] + row))
            row += size
        # a node of the last level is a root (a parent would be a level higher), so a batch that
        # reads few of them (the outputs of a big multi-output template) computes only those
        self._last_row = width - (spans[-1][2] if spans else 0)
        self._last_nodes = self._levels[-1][2] - self._last_row if spans else None  # per element, 0-based
        self._passes: dict[int, list] = {}

    def batch_pass(self, batch: int, read: np.ndarray) -> list:
        """Per level: both factors' rows, each element's node row, and the flat (row * batch +
        column) positions of its node and of its factors' partners (``np.add.at`` on a 1-D view
        is numpy's fast scatter-add), for ``batch`` columns of which only the rows ``read`` are
        wanted."""
        full = self._passes.get(batch)
        if full is None:
            full = self._passes[batch] = [_level_pass(both, swapped, nodes, batch)
                                          for both, swapped, nodes in self._levels]
        size = self.width - self._last_row
        if self._last_nodes is None or size <= 2 * batch:
            return full  # the last level is small enough that restricting it costs more than it saves
        wanted = np.zeros(size, dtype=bool)
        local = read - self._last_row
        wanted[local[local >= 0]] = True
        elements = np.flatnonzero(wanted[self._last_nodes])
        both, _, nodes = self._levels[-1]
        prime, sub = both[elements], both[len(nodes) + elements]
        return full[:-1] + [_level_pass(np.concatenate([prime, sub]), np.concatenate([sub, prime]), nodes[elements],
                                        batch)]

    @staticmethod
    def fill(values: np.ndarray, levels: list) -> None:
        """Fill the decision rows of ``values`` (width, B), C-contiguous float64, zero there,
        literal rows set, along a :meth:`batch_pass`."""
        batch = values.shape[1]
        flat = values.reshape(-1)
        for both, _, to_nodes, _ in levels:
            pair = values.take(both, axis=0).reshape(2, -1, batch)
            np.add.at(flat, to_nodes, (pair[0] * pair[1]).reshape(-1))

    @staticmethod
    def backprop(grad: np.ndarray, values: np.ndarray, levels: list) -> None:
        """Take ``grad`` (width, B), d loss / d value seeded at output rows, down to every row
        (the literal rows: d loss / d weight), in place; ``values`` is the filled table."""
        batch = grad.shape[1]
        flat = grad.reshape(-1)
        for both, nodes, _, to_partners in reversed(levels):
            pair = values.take(both, axis=0).reshape(2, -1, batch)
            np.add.at(flat, to_partners, (grad.take(nodes, axis=0) * pair).reshape(-1))


def _level_pass(both: np.ndarray, swapped: np.ndarray, nodes: np.ndarray, batch: int) -> tuple:
    columns = np.arange(batch)
    return both, nodes, (nodes[:, None] * batch + columns).ravel(), (swapped[:, None] * batch + columns).ravel()
