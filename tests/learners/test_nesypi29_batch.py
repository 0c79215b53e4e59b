"""NeSy-π's search made cheaper per candidate without changing what it learns (session 26b): a
parent's uncached refinements scored in one batch, canonical keys with one renaming when no two
variables tie and from the parent's signatures, invention subsets scored on packed bits, the
best's rank kept. Each is checked
against the code it replaces, written out here (session 26's: canonical's loop over renamings,
the float means of _subset_metrics, evaluate per refinement, _offer's two ranks), and the whole
search with the old code against the new.
"""
from __future__ import annotations

import itertools
import random

import numpy as np
import pytest
from test_nesypi27_speed import _learn, _letters_program, _program

from nesylang.learners.nesy_pi import search as search_mod
from nesylang.learners.nesy_pi.scorer import COUNT
from nesylang.learners.nesy_pi.search import (
    Searcher,
    _canonical_sig,
    _child_signatures,
    _signatures,
    _subset_metrics,
    canonical,
)

# ---- the session-26 code, written out --------------------------------------------------------------

def _old_canonical(n, atoms, symmetric):
    sig = {v: [] for v in range(1, n + 1)}
    for pred, vars_, const in atoms:
        for pos, v in enumerate(vars_):
            sig[v].append((pred, -1 if pred in symmetric else pos, len(vars_), "" if const is None else const))
    for v in sig:
        sig[v].sort()
    order = sorted(sig, key=lambda v: (not sig[v], sig[v]))
    classes = []
    for v in order:
        if classes and sig[classes[-1][0]] == sig[v]:
            classes[-1].append(v)
        else:
            classes.append([v])
    options = [itertools.permutations(c) if sig[c[0]] and len(c) > 1 else [tuple(c)] for c in classes]
    best = None
    for choice in itertools.product(*options):
        m = {}
        for v in itertools.chain.from_iterable(choice):
            m[v] = len(m) + 1
        out = []
        for pred, vars_, const in atoms:
            vs = tuple(m[v] for v in vars_)
            if pred in symmetric:
                vs = tuple(sorted(vs))
            out.append((pred, vs, "" if const is None else const))
        key = tuple(sorted(out))
        if best is None or key < best:
            best = key
    return (n, best)


def _old_subset_metrics(stack, labels, max_size, clip, chunk=4096):
    pos, neg = labels == 1, labels == 0
    capped = itertools.islice(search_mod.subsets(len(stack), max_size), search_mod.CANDIDATE_CAP)
    for _, same_size in itertools.groupby(capped, key=len):
        while combos := list(itertools.islice(same_size, chunk)):
            value = stack[np.array(combos)].max(axis=1)
            if clip is not None:
                value = np.minimum(value, clip)
            ps = value[:, pos].mean(axis=1) if pos.any() else np.zeros(len(combos))
            ns = (1.0 - value[:, neg]).mean(axis=1) if neg.any() else np.zeros(len(combos))
            yield combos, ps, ns


def _old_evaluate_batch(self, n, refinements, seen, parent):
    out = []
    for atoms in refinements:
        key = self.key(n, atoms)
        if key in seen:
            continue
        seen.add(key)
        out.append(self.evaluate(n, atoms, key, parent))
    return out


def _old_key(self, n, atoms, parent_sig=None):
    return _old_canonical(n, atoms, self.symmetric)


def _old_offer(self, c):
    if c.atoms and (self.best is None or c.rank() < self.best.rank()):
        self.best = c


def _flat(gen):
    return [(tuple(int(i) for i in c), float(p), float(q)) for combos, ps, ns in gen for c, p, q in zip(combos, ps, ns)]


# ---- one by one ---------------------------------------------------------------------------------------

def test_canonical_equals_the_loop_over_renamings():
    rng = random.Random(11)
    preds = [("color", 1, True), ("shape", 1, True), ("rho", 2, True), ("phi", 2, True), ("near", 2, False),
             ("inv_a_1", 2, False), ("tri", 3, False), (COUNT, 0, True)]
    symmetric = frozenset({"rho", "near", "tri"})
    checked = ties = 0
    for _ in range(4000):
        n = rng.randint(1, 4)
        atoms = []
        for _ in range(rng.randint(0, 5)):
            pred, arity, has_const = rng.choice(preds)
            if arity > n:
                continue
            vars_ = tuple(rng.sample(range(1, n + 1), arity))
            const = str(rng.randint(0, 2)) if has_const else None
            atoms.append((pred, vars_, const))
        atoms = tuple(atoms)
        want = _old_canonical(n, atoms, symmetric)
        assert canonical(n, atoms, symmetric) == want, atoms
        if atoms:  # from the parent's signatures, as a batch of refinements computes it
            parent = _signatures(atoms[:-1], symmetric)
            kept = {v: list(e) for v, e in parent.items()}
            assert _canonical_sig(n, atoms, _child_signatures(parent, atoms[-1], symmetric), symmetric) == want
            assert parent == kept  # the parent's lists are not changed
        # a renaming and another atom order give the same key
        perm = list(range(1, n + 1))
        rng.shuffle(perm)
        renamed = tuple((p, tuple(perm[v - 1] for v in vs), c) for p, vs, c in reversed(atoms))
        assert canonical(n, renamed, symmetric) == want, atoms
        checked += 1
        sig = {}
        for p, vs, c in atoms:
            for i, v in enumerate(vs):
                sig.setdefault(v, []).append((p, -1 if p in symmetric else i, len(vs), c))
        ties += len({tuple(sorted(s)) for s in sig.values()}) < len(sig)
    assert checked > 3000 and ties > 300  # both branches ran


@pytest.mark.parametrize("m, members, max_size, chunk", [(23, 6, 4, 7), (100, 9, 8, 4096), (37, 12, 8, 500)])
def test_packed_subset_scores_equal_the_float_means(m, members, max_size, chunk):
    rng = np.random.default_rng(m)
    stack = (rng.random((members, m)) > 0.55).astype(float)
    labels = rng.choice([1, 0, -1], m, p=[0.45, 0.45, 0.1])  # -1: a split case's other positives
    got = _flat(_subset_metrics(stack, labels, max_size, None, chunk=chunk))
    want = _flat(_old_subset_metrics(stack, labels, max_size, None, chunk=chunk))
    assert got == want  # the same subsets in order, P and N bit for bit
    assert len(got) > 20


def test_packed_subsets_respect_the_cap_and_soft_rows_keep_the_means(monkeypatch):
    monkeypatch.setattr(search_mod, "CANDIDATE_CAP", 30)
    stack = np.eye(8)
    labels = np.array([1, 1, 1, 1, 0, 0, 0, 0])
    combos = [c for c, _, _ in _flat(_subset_metrics(stack, labels, 8, None, chunk=4))]
    assert combos == list(itertools.combinations(range(8), 2)) + [(0, 1, 2), (0, 1, 3)]
    soft = np.random.default_rng(2).random((5, 16))
    labels = np.array([1] * 8 + [0] * 8)
    assert _flat(_subset_metrics(soft, labels, 4, None)) == _flat(_old_subset_metrics(soft, labels, 4, None))
    assert _flat(_subset_metrics(np.eye(5, 16), labels, 4, 0.5)) == \
        _flat(_old_subset_metrics(np.eye(5, 16), labels, 4, 0.5))
    # no positives or no negatives: P or N is 0, as before
    for lab in (np.zeros(16, int), np.ones(16, int)):
        assert _flat(_subset_metrics(np.eye(5, 16), lab, 3, None)) == _flat(_old_subset_metrics(np.eye(5, 16), lab, 3, None))


# ---- the whole search, old code against new ----------------------------------------------------------

def _old_code(m):
    m.setattr(search_mod, "canonical", _old_canonical)
    m.setattr(search_mod, "_subset_metrics", _old_subset_metrics)
    m.setattr(Searcher, "_evaluate_batch", _old_evaluate_batch)
    m.setattr(Searcher, "_offer", _old_offer)
    m.setattr(Searcher, "key", _old_key)


@pytest.mark.parametrize("flip, options", [
    (0.0, dict(beam=4, pool=32, max_body=3)),
    (0.15, dict(beam=4, pool=64, max_body=3, distinct=True, align=True, specific=True, specific_cases=True,
                specific_interval=True, split_cases="clause", specific_count=True)),
])
def test_the_search_learns_the_same_with_the_old_code(monkeypatch, flip, options):
    new = _learn(_program(7, 30, flip), **options)
    with monkeypatch.context() as m:
        _old_code(m)
        old = _learn(_program(7, 30, flip), **options)
    assert new == old
    assert new[3] > 50


def test_the_letters_search_learns_the_same_with_the_old_code(monkeypatch):
    options = dict(pool=64, beam=4, max_body=3, distinct=True, align=True, specific=True, specific_cases=True,
                   specific_interval=True, split_cases="clause", specific_count=True)
    new = _learn(_letters_program("R", 30, 1), **options)
    with monkeypatch.context() as m:
        _old_code(m)
        old = _learn(_letters_program("R", 30, 1), **options)
    assert new == old
    assert new[5]  # inventions were made (the packed subset scores ran)
