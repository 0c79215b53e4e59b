"""NeSy-π's invention made cheaper without changing what it learns (session 28, nesypi32): the
search, narrowing and exact stage run with the cyclic collector off and free the searcher by
reference counting; on 0/1 facts the exact stage's and the narrowing's clause values are
computed on booleans; a variation's truth bits are the AND of its atoms' (an invented atom's
being the OR of its variations) instead of the OR over the expanded cross product; and the
literal index of a mode list that an invention step extended is extended, not rebuilt. Each is
checked against the computation it replaces, written out here (float products and maxima over
θ, the expansion, the whole rebuild).
"""
from __future__ import annotations

import gc
import random
import weakref

import numpy as np
from test_nesypi27_speed import _learn, _letters_program

from nesylang.learners.nesy_pi import search as search_mod
from nesylang.learners.nesy_pi.scorer import clause_values, expand, score_clause
from nesylang.learners.nesy_pi.search import Searcher

OPTIONS = dict(pool=64, beam=4, max_body=3, distinct=True, align=True, specific=True, specific_cases=True,
               specific_interval=True, split_cases="clause", specific_count=True)


def _float_flat(t, flat, n):
    """A flat conjunction's product over n axes, in floats (the pre-session-28 computation)."""
    acc = np.ones((t.S,) + (t.M,) * n)
    for atom in flat:
        acc = acc * t.placed(atom, n)
    return acc


def _float_invention(t, inv, inventions):
    """An invention's value: the max over its variations' expansions of their float products."""
    a = np.zeros((t.S,) + (t.M,) * inv.arity)
    for var in inv.variations:
        for flat in expand(var, inventions):
            a = np.maximum(a, _float_flat(t, flat, inv.arity))
    return a


def _float_values(t, atoms, n, inventions):
    """clause_values in floats: the injectivity mask times each atom's value."""
    acc = t.base(n)
    for atom in atoms:
        inv = inventions.get(atom[0])
        acc = acc * (t.placed(atom, n) if inv is None else t.place(_float_invention(t, inv, inventions), atom[1], n))
    return acc


def _searched(letter="R", scenes=30, seed=1):
    """A letters search (nested inventions, split cases), its searcher kept."""
    kept = []
    init = Searcher.__init__

    def keep(self, *args, **kw):
        init(self, *args, **kw)
        kept.append(self)
    Searcher.__init__ = keep
    try:
        r = _letters_program(letter, scenes, seed).learn("nesy_pi", target="target/1", data="train", **OPTIONS)
    finally:
        Searcher.__init__ = init
    return r, kept[0]


def test_boolean_values_equal_float_products_bit_for_bit():
    _r, s = _searched()
    t = s.t
    assert not t.soft and s.inventions
    nested = [inv for inv in s.inventions.values() if any(a[0] in s.inventions for v in inv.variations for a in v)]
    assert nested  # inventions over inventions: the expansion is a cross product
    for inv in s.inventions.values():
        want = _float_invention(t, inv, s.inventions)
        for var in inv.variations:
            got = t.variation_array(var, inv.arity, s.inventions)
            ref = np.zeros_like(got)
            for flat in expand(var, s.inventions):
                ref = np.maximum(ref, _float_flat(t, flat, inv.arity))
            assert got.dtype == ref.dtype and np.array_equal(got, ref)
        assert np.array_equal(t.invention_array(inv, s.inventions), want)
    rng = random.Random(5)
    lits = [a for a in s.invention_order] + ["rho", "phi", "slope"]
    clauses = []
    for c in [s.best] + list(s.best.cases):
        clauses.append((c.n, tuple(c.atoms)))
    for _ in range(60):  # random clauses over the inventions and the binned relations
        n = rng.randint(1, 4)
        atoms = []
        for _ in range(rng.randint(1, 5)):
            name = rng.choice(lits)
            if name in s.inventions:
                k = s.inventions[name].arity
                if k > n:
                    continue
                atoms.append((name, tuple(rng.sample(range(1, n + 1), k)), None))
            elif name == "slope":
                atoms.append(("slope", (rng.randint(1, n),), str(rng.randint(0, 7))))
            elif n >= 2:
                atoms.append((name, tuple(rng.sample(range(1, n + 1), 2)), str(rng.randint(0, 7))))
        clauses.append((n, tuple(atoms)))
    held = 0
    for n, atoms in clauses:
        ref = _float_values(t, atoms, n, s.inventions)
        got = clause_values(t, atoms, n, s.inventions)
        assert got.dtype == ref.dtype and np.array_equal(got, ref)
        want = ref.reshape(t.S, -1).max(axis=1) if n else ref.reshape(t.S)
        t._scores.clear()
        score = score_clause(t, atoms, n, s.inventions)
        assert score.dtype == want.dtype and np.array_equal(score, want)
        held += int(want.any())
    assert held >= 5


def test_composed_variation_truths_equal_the_expansion():
    """_variation_truth's AND of the atoms' truths against the OR over the expanded flat
    conjunctions (session 27's computation), for every variation of every invention, nested
    ones included; and a variation reading a count guard keeps the expansion."""
    _r, s = _searched()
    checked = nested = 0
    for inv in s.inventions.values():
        for var in inv.variations:
            assert s._composable(var)
            want = s._flats_truth(expand(var, s.inventions), inv.arity)
            assert np.array_equal(s._variation_truth(var, inv.arity), want)
            checked += 1
            nested += any(a[0] in s.inventions for a in var)
    assert checked > 20 and nested
    guard = (search_mod.COUNT, (), "2..5")
    assert not s._composable(((("rho", (1, 2), "1")), guard))


def test_the_extended_literal_index_equals_the_rebuilt_one(monkeypatch):
    built = Searcher._literal_index
    checked = []

    def check(self, n, modes):
        memo = self._lit_index or {}
        ids = tuple(map(id, modes))
        extended = (n, ids) not in memo and any((n, ids[:-k]) in memo for k in range(1, min(len(modes), 4)))
        hit = built(self, n, modes)
        assert hit == self._literal_index_rebuilt(n, modes)
        checked.append(extended)
        return hit
    monkeypatch.setattr(Searcher, "_literal_index", check)
    # session 29 (nesypi34): the search filters through per-mode indexes; the whole list's index
    # is read by the code it replaced, kept for comparison
    monkeypatch.setattr(Searcher, "_refinement_index", Searcher._refinement_index_combined)
    _learn(_letters_program("R", 30, 1), **OPTIONS)
    assert sum(checked) >= 3  # lists extended by invention steps, each extension checked


def test_the_search_learns_the_same_with_session_27s_paths(monkeypatch):
    """Whole letters searches: the expansion for variation truths and the rebuilt literal index
    swapped back in learn the same text, clauses, scored count, trace, inventions and scores."""
    new = _learn(_letters_program("R", 30, 1), **OPTIONS)
    with monkeypatch.context() as m:
        m.setattr(Searcher, "_composable", lambda self, var: False)
        m.setattr(Searcher, "_literal_index", Searcher._literal_index_rebuilt)
        m.setattr(Searcher, "_refinement_index", Searcher._refinement_index_combined)
        m.setattr(Searcher, "_witnesses", lambda self, acc: np.nonzero(acc > 0))
        m.setattr(Searcher, "_covered_at", _masked)
        old = _learn(_letters_program("R", 30, 1), **OPTIONS)
    assert new == old
    assert new[5]


def _masked(self, acc, a, covered):
    """The narrowing's measurements at the covered witnesses, by a boolean mask (session 27)."""
    a = np.broadcast_to(a, acc.shape)
    ok = (acc > 0) & covered.reshape((acc.shape[0],) + (1,) * (acc.ndim - 1)) & ~np.isnan(a)
    return a[ok]


def test_measurements_at_the_witnesses_equal_the_masked_ones():
    """_covered_at against the boolean mask, element for element and in order, over random
    values, measurements broadcast over some axes (NaN where the relation does not hold) and
    covered scenes; the witness memo follows the array asked."""
    _r, s = _searched("L", 24, 0)
    rng = np.random.default_rng(3)
    for n in (1, 2, 3):
        for _ in range(20):
            acc = (rng.random((12,) + (5,) * n) < 0.3).astype(float)
            shape = (12,) + tuple(5 if rng.random() < 0.6 else 1 for _ in range(n))
            a = rng.random(shape) * 8
            a[rng.random(shape) < 0.2] = np.nan
            covered = rng.random(12) < 0.6
            got = s._covered_at(acc, a, covered)
            want = _masked(s, acc, a, covered)
            assert np.array_equal(got, want)
            assert all(np.array_equal(x, y) for x, y in zip(s._witnesses(acc), np.nonzero(acc > 0)))


def test_learning_frees_the_searcher_without_the_collector_and_restores_it():
    """The searcher makes no reference cycles: with the collector off during the search, it is
    freed by reference counting when learn returns (nothing left for a later collection), and
    the collector is on again after."""
    refs = []
    init = Searcher.__init__

    def keep(self, *args, **kw):
        init(self, *args, **kw)
        refs.append(weakref.ref(self))
    was = gc.isenabled()
    gc.enable()
    Searcher.__init__ = keep
    try:
        _letters_program("L", 24, 0).learn("nesy_pi", target="target/1", data="train", **OPTIONS)
        assert gc.isenabled()
        assert refs and all(r() is None for r in refs)
    finally:
        Searcher.__init__ = init
        if not was:
            gc.disable()


def test_the_exact_stage_scores_union_cases_as_their_max():
    """The exact stage's scores on a union (split cases) are the max over the cases' float
    products: score_cand on booleans, written out in floats."""
    from nesylang.learners.nesy_pi.learner import score_cand

    r, s = _searched()
    t = s.t
    best = s.best
    assert best.cases
    want = np.max(np.stack([_float_values(t, tuple(c.atoms), c.n, s.inventions).reshape(t.S, -1).max(axis=1)
                            for c in best.cases]), axis=0)
    t._scores.clear()
    assert np.array_equal(score_cand(t, best, s.inventions), want)
    assert np.array_equal(r.details["train_scores"], best.scores)
