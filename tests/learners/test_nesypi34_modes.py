"""NeSy-π's search made cheaper per mode list without changing what it learns (session 29,
nesypi34): a parent's refinements are filtered through each mode's own index at its offset
(``Searcher._refinement_index``), the literals' atom ids are kept per mode and concatenated
(``_literal_ids``), a pool member's skeleton key is kept on the candidate, and the truth matrix
grows in place. Each is checked against what it replaces: the literal-by-literal filter and the
whole list's index (sessions 26b-28), the ids of the whole list, the skeleton computed at each
step, and growth by copying; and whole letters searches with all of them swapped back learn the
same text, clauses, scored count, trace, inventions, scores and atom ids.
"""
from __future__ import annotations

import numpy as np
import pytest
from test_nesypi27_speed import _learn, _letters_program
from test_nesypi30_lazy import _old_refinement_index as _each_literal

from nesylang.learners.nesy_pi.search import Searcher, _grow

OPTIONS = dict(pool=64, beam=4, max_body=3, distinct=True, align=True, specific=True, specific_cases=True,
               specific_interval=True, split_cases="clause", specific_count=True)


def _list_ids(self, n, modes):
    """Session 27's literal ids: the whole list's atoms given ids in order, memoised per list."""
    memo = self.__dict__.setdefault("_old_lit_ids", {})
    key = (n, tuple(map(id, modes)))
    if key not in memo:
        lits = self._literal_atoms(n, modes)
        memo[key] = np.array([self._aid(n, a[1]) for a in lits], np.int64)
    return memo[key]


def _copy_growth_matrix(self, n, atoms):
    """Session 28's truth matrix: rows appended, the matrix grown by doubling into a copy."""
    memo = self._truths if self._truths is not None else self.__dict__.setdefault("_truths", {})
    tab = memo.setdefault(("matrix", n), [None, {}])
    where = tab[1]
    for a in atoms:
        if a not in where:
            bits = self._atom_truth(a, n).reshape(-1)
            mat, i = tab[0], len(where)
            if mat is None:
                mat = tab[0] = np.empty((256, len(bits)), np.uint8)
            elif i == len(mat):
                grown = np.empty((2 * len(mat), mat.shape[1]), np.uint8)
                grown[:i] = mat
                mat = tab[0] = grown
            mat[i] = bits
            where[a] = i
    return tab[0], np.array([where[a] for a in atoms], np.intp)


def _searchers(monkeypatch, letter="R", scenes=40, seed=2):
    kept = []
    init = Searcher.__init__

    def keep(self, *args, **kw):
        init(self, *args, **kw)
        kept.append(self)
    with monkeypatch.context() as m:
        m.setattr(Searcher, "__init__", keep)
        out = _learn(_letters_program(letter, scenes, seed), **OPTIONS)
    return out, kept


def test_refinements_per_mode_equal_the_literal_filter_and_the_whole_lists_index(monkeypatch):
    """Every parent of whole letters searches (nested inventions, per-predicate lists, case
    searches sharing the memos): the per-mode positions equal the literal-by-literal filter's
    and those of the whole list's index (sessions 27-28)."""
    per_mode = Searcher._refinement_index
    seen = {"calls": 0, "dropped": 0, "inventions": 0}
    lists = set()

    def check(self, n, atoms, modes):
        got = per_mode(self, n, atoms, modes)
        assert got == _each_literal(self, n, atoms, modes)
        assert got == Searcher._refinement_index_combined(self, n, atoms, modes)
        seen["calls"] += 1
        seen["dropped"] += len(got) < len(self._literal_atoms(n, modes))
        seen["inventions"] += any(a[0] in self.inventions for a in atoms)
        lists.add((n, tuple(m.predicate for m in modes)))
        return got
    monkeypatch.setattr(Searcher, "_refinement_index", check)
    _learn(_letters_program("R", 40, 2), **OPTIONS)
    assert seen["calls"] > 50 and seen["dropped"] > 30 and seen["inventions"] > 20, seen
    assert len(lists) > 10 and any(any(p in lists_ for p in ("rho", "phi", "slope")) and
                                   any(p.startswith("inv_") for p in lists_) for _, lists_ in lists)


def test_literal_ids_per_mode_equal_the_whole_lists(monkeypatch):
    per_mode = Searcher._literal_ids
    calls = []

    def check(self, n, modes):
        got = per_mode(self, n, modes)
        want = np.array([self._aid(n, a[1]) for a in self._literal_atoms(n, modes)], np.int64)
        assert np.array_equal(got, want)
        calls.append(len(modes))
        return got
    monkeypatch.setattr(Searcher, "_literal_ids", check)
    monkeypatch.setattr(Searcher, "LAZY_MIN", 0)  # every step lazy: every step reads the ids
    _learn(_letters_program("R", 40, 2), **OPTIONS)
    assert len(calls) > 20 and max(calls) > 8


def test_the_truth_matrix_holds_each_atoms_truth(monkeypatch):
    """After whole searches (the matrix grown in place past its first 256 rows), each row is its
    atom's packed truth."""
    monkeypatch.setattr(Searcher, "LAZY_MIN", 0)
    _, kept = _searchers(monkeypatch)
    main = kept[0]
    grown = 0
    for key, tab in main._truths.items():
        if isinstance(key, tuple) and key[0] == "matrix":
            mat, where = tab
            grown += len(where) > 256
            for a, i in where.items():
                assert np.array_equal(mat[i], main._atom_truth(a, key[1]).reshape(-1))
    assert grown


def test_grow_keeps_the_rows_in_place_or_in_a_copy():
    rng = np.random.default_rng(0)
    rows = rng.integers(0, 256, (300, 37), dtype=np.uint8)
    tab = [rows.copy()]
    _grow(tab, 600)  # nothing else holds it: resized in place
    assert tab[0].shape == (600, 37) and np.array_equal(tab[0][:300], rows)
    held = tab[0]
    view = held[:10]
    _grow(tab, 1200)  # a view holds it: a copy, the old matrix left as it was
    assert tab[0] is not held and held.shape == (600, 37) and np.array_equal(view, rows[:10])
    assert tab[0].shape == (1200, 37) and np.array_equal(tab[0][:300], rows)


@pytest.mark.parametrize("lazy_min", [0, 256])
def test_the_search_learns_the_same_with_session_28s_paths(monkeypatch, lazy_min):
    """Whole letters searches with the literal filter, the whole list's ids, the skeleton at each
    step and the copied matrix swapped back: the same text, clauses, scored count, trace (with its
    candidate counts), inventions, scores, and the same atom ids."""
    monkeypatch.setattr(Searcher, "LAZY_MIN", lazy_min)
    new, kept_new = _searchers(monkeypatch)
    with monkeypatch.context() as m:
        m.setattr(Searcher, "_refinement_index", _each_literal)
        m.setattr(Searcher, "_literal_ids", _list_ids)
        m.setattr(Searcher, "_truth_matrix", _copy_growth_matrix)
        m.setattr(Searcher, "_skeleton_memo", False)
        old, kept_old = _searchers(m)
    assert new == old
    assert new[5] and any(row[1].startswith("case ") for row in new[4])
    assert {n: t[0] for n, t in kept_new[0]._ids.items()} == {n: t[0] for n, t in kept_old[0]._ids.items()}


def _split_ranked(keys, refs, group_list):
    """Session 28's _ranked_subsets: every tie made an array by np.split, in rank order."""
    if not keys:
        return
    flag = np.concatenate([k[0] for k in keys])
    neg_pn = np.concatenate([k[1] for k in keys])
    neg_k = np.concatenate([k[2] for k in keys])
    chunk = np.concatenate([np.full(len(k[0]), c) for c, k in enumerate(keys)])
    row = np.concatenate([refs[c][2] for c in range(len(refs))])
    order = np.lexsort((neg_k, neg_pn, flag))
    f, q, k = flag[order], neg_pn[order], neg_k[order]
    cuts = np.flatnonzero((f[1:] != f[:-1]) | (q[1:] != q[:-1]) | (k[1:] != k[:-1])) + 1
    for tie_rows in np.split(order, cuts):
        tie = []
        for i in tie_rows:
            gi, combos, rows, ps, ns = refs[chunk[i]]
            skel, members = group_list[gi]
            p, nn = float(ps[row[i]]), float(ns[row[i]])
            tie.append((p, nn, p * nn, [members[j] for j in combos[row[i]]], skel))
        tie.sort(key=lambda e: sorted(m.text for m in e[3]))
        yield from tie


def test_ranked_subsets_slice_the_ties_as_split_did():
    """Random keys with many ties (few distinct PN values and sizes): the same entries in the
    same order, read whole and read in part."""
    from types import SimpleNamespace

    from nesylang.learners.nesy_pi.search import _ranked_subsets

    rng = np.random.default_rng(3)
    group_list = [(("g", g), [SimpleNamespace(text=f"c{g}_{j}") for j in rng.permutation(8)]) for g in range(3)]
    keys, refs = [], []
    for c in range(5):
        gi = int(rng.integers(3))
        size = int(rng.integers(2, 4))
        combos = np.array([rng.choice(8, size, replace=False) for _ in range(40)])
        ps, ns = rng.integers(0, 4, 40) / 4, rng.integers(0, 4, 40) / 4
        rows = np.flatnonzero(ps * ns >= 0)
        keys.append(((ps[rows] < 0.5).astype(int), -(ps * ns)[rows], np.full(len(rows), -size)))
        refs.append((gi, combos, rows, ps, ns))

    def flat(entries):
        return [(p, nn, pn, [m.text for m in ms], skel) for p, nn, pn, ms, skel in entries]
    assert flat(_ranked_subsets(keys, refs, group_list)) == flat(_split_ranked(keys, refs, group_list))
    first = _ranked_subsets(keys, refs, group_list)
    assert flat(next(first) for _ in range(7)) == flat(_split_ranked(keys, refs, group_list))[:7]
    assert list(_ranked_subsets([], [], group_list)) == []
