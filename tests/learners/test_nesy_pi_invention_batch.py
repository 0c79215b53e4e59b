"""NeSy-π's batched invention scoring (session 9): the subsets of a skeleton group are scored as
arrays and ranked lazily. Expected values come from plain loops over eqs 7-8 and from a full
sort with the documented key (necessary first, then PN, then more variations, then the
variations' texts), never from the batched code.
"""
from __future__ import annotations

import itertools
from types import SimpleNamespace

import numpy as np
import pytest

from nesylang.learners.nesy_pi import search
from nesylang.learners.nesy_pi.search import _ranked_subsets, _subset_metrics


def loop_metrics(rows, labels, clip=None):
    """Eqs 7-8 with plain loops: P = mean over D+ of max_i r_Vi, N = mean over D- of
    min_i (1 - r_Vi)."""
    pos = [d for d in range(len(labels)) if labels[d] == 1]
    neg = [d for d in range(len(labels)) if labels[d] == 0]

    def r(d):
        v = max(row[d] for row in rows)
        return min(v, clip) if clip is not None else v
    p = sum(r(d) for d in pos) / len(pos)
    n = sum(min(1.0 - row[d] if clip is None else 1.0 - min(row[d], clip) for row in rows) for d in neg) / len(neg)
    return p, n


@pytest.mark.parametrize("m, soft, clip", [(5, False, None), (7, True, None), (6, True, 0.99)])
def test_batched_subset_scores_equal_eqs_7_8_subset_by_subset(m, soft, clip):
    rng = np.random.default_rng(m)
    stack = rng.random((m, 23))
    if not soft:
        stack = (stack > 0.6).astype(float)
    labels = np.array([1] * 12 + [0] * 11)
    got = [(tuple(c), float(p), float(n)) for combos, ps, ns in _subset_metrics(stack, labels, 4, clip, chunk=7)
           for c, p, n in zip(combos, ps, ns)]
    # every subset of 2..4 of the m rows, smallest first, in itertools' order
    want = [c for k in range(2, 5) for c in itertools.combinations(range(m), k)]
    assert [g[0] for g in got] == want
    for combo, p, n in got:
        ep, en = loop_metrics([stack[i] for i in combo], labels, clip)
        assert p == pytest.approx(ep, abs=1e-12) and n == pytest.approx(en, abs=1e-12)


def test_batched_subsets_stop_at_the_candidate_cap(monkeypatch):
    monkeypatch.setattr(search, "CANDIDATE_CAP", 30)
    stack = np.eye(8)
    labels = np.array([1, 1, 1, 1, 0, 0, 0, 0])
    combos = [tuple(c) for cs, _, _ in _subset_metrics(stack, labels, 8, None, chunk=4) for c in cs]
    # C(8, 2) = 28 pairs, then the first 2 triples
    assert combos == list(itertools.combinations(range(8), 2)) + [(0, 1, 2), (0, 1, 3)]


def test_lazy_ranking_equals_the_full_sort_with_text_tie_breaks():
    rng = np.random.default_rng(3)
    nc, sc = 0.9, 0.9
    group_list, keys, refs, everything = [], [], [], []
    for gi in range(3):
        members = [SimpleNamespace(text=f"g{gi}_v{rng.integers(100)}_{j}") for j in range(6)]
        group_list.append((("skel", gi), members))
        for k in (2, 3):
            combos = list(itertools.combinations(range(6), k))
            # coarse values: many exact ties in P, N and PN
            ps = rng.choice([0.8, 0.9, 1.0], len(combos))
            ns = rng.choice([0.5, 0.9, 0.95], len(combos))
            rows = np.flatnonzero(((ps >= nc) | (ns >= sc)) & (ps * ns >= 0.1))
            keys.append(((ps[rows] < nc).astype(int), -(ps * ns)[rows], np.full(len(rows), -k)))
            refs.append((gi, combos, rows, ps, ns))
            for r in rows:
                mem = [members[j] for j in combos[r]]
                everything.append((float(ps[r]), float(ns[r]), mem))
    full = sorted(everything, key=lambda f: (0 if f[0] >= nc else 1, -(f[0] * f[1]), -len(f[2]),
                                             sorted(m.text for m in f[2])))
    lazy = list(_ranked_subsets(keys, refs, group_list))
    assert len(lazy) == len(full) > 50
    assert [[m.text for m in e[3]] for e in lazy] == [[m.text for m in f[2]] for f in full]
    assert [(e[0], e[1]) for e in lazy] == [(f[0], f[1]) for f in full]


def test_lazy_ranking_of_nothing_is_empty():
    assert list(_ranked_subsets([], [], [])) == []
