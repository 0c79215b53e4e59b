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
        self._lower: dict[int, list] = {}
        if spans:  # the last level's elements come node by node: each node's first element
            start, end, size = spans[-1]
            self._last_prime, self._last_sub = prime[start:end], sub[start:end]
            counts = np.bincount(seg[start:end], minlength=size)
            self._last_count = counts
            self._last_start = np.cumsum(counts) - counts

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

    def lower_pass(self, batch: int) -> list:
        """:meth:`batch_pass` for every level but the last, for ``batch`` columns: what
        :class:`ColumnReads` needs below the nodes it computes itself."""
        lower = self._lower.get(batch)
        if lower is None:
            lower = self._lower[batch] = [_level_pass(both, swapped, nodes, batch)
                                          for both, swapped, nodes in self._levels[:-1]]
        return lower

    def full_pass(self, batch: int, cache: bool = True) -> list:
        """:meth:`batch_pass` for every level and every node (kept for the next call with
        this ``batch`` unless ``cache`` is false)."""
        full = self._passes.get(batch)
        if full is None:
            full = [_level_pass(both, swapped, nodes, batch) for both, swapped, nodes in self._levels]
            if cache:
                self._passes[batch] = full
        return full

    @property
    def n_elements(self) -> int:
        return sum(len(nodes) for _, _, nodes in self._levels)

    def column_reads(self, rows: np.ndarray, batch: int) -> "ColumnReads":
        """Reading row ``rows[b]`` of column ``b`` for each column of a (width, ``batch``) table
        filled along the reads' ``passes`` (see :class:`ColumnReads`)."""
        return ColumnReads(self, rows, batch)

    def boolean_rows(self, positive: np.ndarray, rows: np.ndarray) -> np.ndarray | None:
        """The circuit evaluated as a Boolean formula at ``count`` assignments at once:
        ``positive`` (n_vars, count) says which variables are true in each; returns the truth
        of ``rows`` (len(rows), count), or None where some decision node has two elements
        true at once in some assignment (there the probability-space circuit's value would
        not be 0 or 1, and so not the formula's truth). Each row is a bitset, 64 assignments
        to a machine word: per level, one AND of the factors' rows and one OR per node, so
        10^4 assignments cost about what 160 columns of :meth:`fill` do. The words are taken
        ``_BOOLEAN_WORDS`` at a time, so that a level's gathered factors stay in the cache
        (DeepProbLog's N = 2 template, 11,330 elements at 157 words: 24-34 ms whole, 9-14 ms
        by chunks of 32 words); a node's elements are exclusive in every chunk exactly when
        they are over all of them (an OR never has more bits than its parts together)."""
        n, count = self.n_vars, positive.shape[1]
        words = max(-(-count // 64), 1)

        def packed(truth: np.ndarray) -> np.ndarray:
            out = np.zeros((len(truth), words * 8), dtype=np.uint8)
            out[:, :-(-count // 8)] = np.packbits(truth, axis=1, bitorder="little")
            return out.view(np.uint64)

        valid = packed(np.ones((1, count), dtype=bool))[0]  # the bits that are assignments
        literals = np.zeros((2 * n + 2, words), dtype=np.uint64)
        literals[:n] = packed(positive)
        literals[n:2 * n] = ~literals[:n] & valid
        literals[2 * n] = valid  # TRUE; FALSE stays 0
        levels = []  # per level: its elements' primes and subs grouped by node, where each node starts, the nodes
        for both, _, nodes in self._levels:
            half = len(nodes)
            if not half:
                continue
            order = np.argsort(nodes, kind="stable")
            ordered = nodes[order]
            starts = np.flatnonzero(np.concatenate([[True], ordered[1:] != ordered[:-1]]))
            levels.append((both[:half][order], both[half:][order], starts, ordered[starts]))
        chunk = min(words, _BOOLEAN_WORDS)
        table = np.zeros((self.width, chunk), dtype=np.uint64)
        out = np.empty((len(rows), words), dtype=np.uint64)
        for first in range(0, words, chunk):
            part = table[:, :min(chunk, words - first)]
            part[:2 * n + 2] = literals[:, first:first + chunk]
            for primes, subs, starts, targets in levels:
                pairs = part[primes] & part[subs]  # (elements, words of this chunk)
                merged = np.bitwise_or.reduceat(pairs, starts, axis=0)
                # exclusive elements: the node's assignments are as many as its elements' together
                if (np.add.reduceat(_popcount(pairs).sum(axis=1), starts) != _popcount(merged).sum(axis=1)).any():
                    return None
                part[targets] = merged
            out[:, first:first + chunk] = part[rows]
        bits = np.unpackbits(out.view(np.uint8), axis=1, bitorder="little")
        return bits[:, :count].astype(bool)

    @staticmethod
    def fill(values: np.ndarray, levels: list) -> None:
        """Fill the decision rows of ``values`` (width, B), C-contiguous float64, zero there,
        literal rows set, along a :meth:`batch_pass`."""
        flat = values.reshape(-1)
        for _, _, to_nodes, _, factors, half, _ in levels:
            pair = flat.take(factors)
            np.add.at(flat, to_nodes, pair[:half] * pair[half:])

    @staticmethod
    def backprop(grad: np.ndarray, values: np.ndarray, levels: list) -> None:
        """Take ``grad`` (width, B), d loss / d value seeded at output rows, down to every row
        (the literal rows: d loss / d weight), in place; ``values`` is the filled table."""
        flat = grad.reshape(-1)
        table = values.reshape(-1)
        for _, _, _, to_partners, factors, _, to_nodes_twice in reversed(levels):
            np.add.at(flat, to_partners, flat.take(to_nodes_twice) * table.take(factors))


def _level_pass(both: np.ndarray, swapped: np.ndarray, nodes: np.ndarray, batch: int) -> tuple:
    """(both factors' rows, each element's node row; then flat positions in a (width, batch)
    table, element by element and column by column: each element's node, its factors'
    partners, its factors (primes then subs), how many of those are primes, and its node
    twice, once per factor)."""
    columns = np.arange(batch)
    to_nodes = (nodes[:, None] * batch + columns).ravel()
    return (both, nodes, to_nodes, (swapped[:, None] * batch + columns).ravel(), (both[:, None] * batch + columns).ravel(),
            len(to_nodes), np.concatenate([to_nodes, to_nodes]))


_BYTE_BITS = np.array([bin(i).count("1") for i in range(256)], dtype=np.int64)


def _popcount(words: np.ndarray) -> np.ndarray:
    """Set bits per uint64 word (numpy 2's ``bitwise_count``; a byte table before it)."""
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(words).astype(np.int64)
    return _BYTE_BITS[words.view(np.uint8)].reshape(*words.shape, 8).sum(axis=-1)


_BOOLEAN_WORDS = 32  # LinearLevels.boolean_rows: machine words (64 assignments each) per chunk
_WHOLE_LAST_LEVEL = 4096  # elements times columns up to which the last level is filled whole


class ColumnReads:
    """One value per column of a value table: row ``rows[b]`` of column ``b``, the way a
    training batch reads its circuit (each example its own output). ``passes`` are the levels
    to fill (:meth:`LinearLevels.fill`) and take back (:meth:`LinearLevels.backprop`) around
    the reads. Where the last level is big (a template with many answers), a read of a row
    there (a root: nothing depends on it) is computed for its column alone, from its
    elements, rather than for every column, and ``passes`` stop below it. :meth:`seed` is the
    backward step: d loss / d value per read, taken into the rows below."""

    def __init__(self, levels: LinearLevels, rows: np.ndarray, batch: int):
        columns = np.arange(len(rows))
        flat = rows * batch + columns
        last = levels._last_row
        if levels._last_nodes is None or len(levels._last_nodes) * batch <= _WHOLE_LAST_LEVEL:
            # every read is a stored row: a small last level costs less whole than gathered
            self.passes = levels.full_pass(batch)
            self.direct, self.computed, self.flat, self.prime = None, None, flat, None
            return
        self.passes = levels.lower_pass(batch)
        computed = rows >= last
        if not computed.any():  # below the last level: stored rows
            self.direct, self.computed, self.flat, self.prime = None, None, flat, None
            return
        self.direct = None if computed.all() else np.flatnonzero(~computed)
        self.computed = None if self.direct is None else np.flatnonzero(computed)
        self.flat = None if self.direct is None else flat[self.direct]
        nodes = rows - last if self.direct is None else rows[self.computed] - last
        counts = levels._last_count[nodes]
        ends = np.cumsum(counts)
        self.starts = ends - counts  # each read's first element among the gathered ones
        elements = np.arange(ends[-1]) + np.repeat(levels._last_start[nodes] - self.starts, counts)
        cols = np.repeat(columns if self.direct is None else self.computed, counts)
        self.prime = levels._last_prime[elements] * batch + cols  # flat positions in the table
        self.sub = levels._last_sub[elements] * batch + cols
        self.counts = counts

    def read(self, values: np.ndarray) -> np.ndarray:
        """The value of each read (one per column), from the table ``values``."""
        flat = values.reshape(-1)
        if self.prime is None:
            return flat[self.flat]
        products = flat[self.prime] * flat[self.sub]
        sums = np.add.reduceat(products, self.starts)
        if self.direct is None:
            return sums
        out = np.empty(len(self.direct) + len(self.computed))
        out[self.direct] = flat[self.flat]
        out[self.computed] = sums
        return out

    def seed(self, grad: np.ndarray, values: np.ndarray, d_read: np.ndarray) -> None:
        """Add d loss / d (each read) into ``grad`` (the table's shape): at the row read, or,
        for a computed root, at its elements' factors (each times its partner's value)."""
        flat = grad.reshape(-1)
        if self.prime is None:  # one position per column: no two the same
            flat[self.flat] += d_read
            return
        if self.direct is not None:
            flat[self.flat] += d_read[self.direct]
            d_read = d_read[self.computed]
        table = values.reshape(-1)
        d = np.repeat(d_read, self.counts)
        np.add.at(flat, np.concatenate([self.prime, self.sub]),
                  np.concatenate([d * table[self.sub], d * table[self.prime]]))
