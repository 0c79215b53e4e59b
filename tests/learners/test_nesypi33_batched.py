"""NeSy-π's search step batched without changing what it learns (session 28, nesypi33): atoms'
truths spread over the entity tuples by repeats, integer keys packed without sorting rows, the
capped subsets of size 3 and more built in numpy, a subset's OR taken column by column on words,
the atoms' truths gathered from one matrix in _score_bits, a lazy step's P, N and rank scores
computed as arrays, and a made candidate's canonical key computed when first read. Each is
checked against the per-candidate computation it replaces, written out here, and the whole
search against those paths swapped back in.
"""
from __future__ import annotations

import itertools
import time

import numpy as np
from test_nesypi27_speed import _learn, _letters_program, _searcher

from nesylang.learners.nesy_pi import search as search_mod
from nesylang.learners.nesy_pi.scorer import score_clause
from nesylang.learners.nesy_pi.search import Cand, Searcher, Stop, _KeyLater, canonical

OPTIONS = {"pool": 64, "beam": 4, "max_body": 3, "distinct": True, "align": True, "specific": True,
           "specific_cases": True, "specific_interval": True, "split_cases": "clause", "specific_count": True}

# ---- the computations replaced (session 27's and 28's code before nesypi33) ---------------------------


def _old_int_keys(self, n, parent, last):
    table = self._id_table(n)[2]
    k = len(parent) + 1
    K = len(last)
    rows = np.empty((K, table.shape[1], k), np.int64)
    if parent:
        rows[:, :, :k - 1] = table[parent].T[None]
    rows[:, :, k - 1] = table[last]
    rows.sort(axis=2)
    wide = rows.max(axis=(1, 2)) >= 1 << 16 if k <= 4 else np.ones(K, bool)
    out = None
    if not wide.all():
        code = rows[..., 0].astype(np.uint64)
        for j in range(1, k):
            code = (code << np.uint64(16)) | rows[..., j].astype(np.uint64)
        out = (code.min(axis=1) * np.uint64(0x9E3779B97F4A7C15)).tolist()
    if wide.any():
        alive = np.ones(rows.shape[:2], bool)
        least = np.empty((K, k), np.int64)
        big = np.iinfo(np.int64).max
        for j in range(k):
            col = np.where(alive, rows[:, :, j], big)
            m = col.min(axis=1)
            least[:, j] = m
            alive &= col == m[:, None]
        tuples = [tuple(r) for r in least.tolist()]
        out = tuples if out is None else [t if w else c for c, t, w in zip(out, tuples, wide.tolist())]
    return out


def _old_spread(value, S, M, n):
    return np.broadcast_to(value, (S,) + (M,) * n).reshape(S, -1)


def _old_materialise(self, n, d, ik, stub):
    parent, atom, p, nn, rs, block, row = stub
    atoms = parent + (atom,)
    c = Cand(n, atoms, self.key(n, atoms), block[row].astype(float), p, nn, self.text(n, atoms), rs)
    d[ik] = c
    return c


def _old_capped_subsets(m, max_size):
    capped = itertools.islice(search_mod.subsets(m, max_size), search_mod.CANDIDATE_CAP)
    return [np.array(list(same), dtype=np.intp).reshape(-1, k) for k, same in itertools.groupby(capped, key=len)]


def _old_score_bits(self, parent, atoms, n):
    truth = self._atom_truth
    flat = parent.reshape(-1)
    nz = np.flatnonzero(flat)
    if 4 * len(nz) >= len(flat):
        last = np.stack([truth(a, n) for a in atoms])
        return (last & parent[None]).any(axis=2)
    out = np.zeros((len(atoms), parent.shape[0]), bool)
    if not len(nz):
        return out
    sub = np.stack([truth(a, n).reshape(-1)[nz] for a in atoms])
    sub &= flat[nz]
    scene = nz // parent.shape[1]
    starts = np.flatnonzero(np.r_[True, scene[1:] != scene[:-1]])
    out[:, scene[starts]] = np.logical_or.reduceat(sub != 0, starts, axis=1)
    return out


def _old_lazy_step(self, n, beam, modes, index):
    """Session 27's lazy step: P, N and the rank score per candidate in Python floats."""
    d = self._icache_for(n)
    lits = self._literal_atoms(n, modes)
    lit_ids = self._literal_ids(n, modes)
    seen: set = set()
    rs_l, p_l, len_l, ref_l = [], [], [], []
    _, pos, neg, n_pos, n_neg = self._labels01()
    bonus = self.s.length_bonus
    try:
        for b, idx in zip(beam, index):
            if not idx:
                continue
            keys = self._int_keys(n, self._aids(n, b.atoms), lit_ids[idx])
            new, new_keys = [], []
            k_len = len(b.atoms) + 1
            for j, ik in zip(idx, keys):
                size = len(seen)
                seen.add(ik)
                if len(seen) == size:
                    continue
                e = d.get(ik)
                if e is None:
                    new.append(j)
                    new_keys.append(ik)
                    continue
                if type(e) is tuple:
                    rs_l.append(e[4])
                    p_l.append(e[2])
                    len_l.append(len(e[0]) + 1)
                else:
                    rs_l.append(e.rank_score)
                    p_l.append(e.p)
                    len_l.append(len(e.atoms))
                ref_l.append(ik)
            if not new:
                continue
            if self.s.deadline is not None and time.process_time() > self.s.deadline:
                raise Stop()
            block = self._score_bits(self._truth(n, b.atoms), [lits[j][1] for j in new], n)
            kp = (block @ pos).tolist()
            kn = (block @ neg).tolist()
            atoms = b.atoms
            for r, (j, ik) in enumerate(zip(new, new_keys)):
                p = kp[r] / n_pos if n_pos else 0.0
                nn = (n_neg - kn[r]) / n_neg if n_neg else 0.0
                rs = p * nn + bonus * k_len
                d[ik] = (atoms, lits[j][1], p, nn, rs, block, r)
                rs_l.append(rs)
                p_l.append(p)
                len_l.append(k_len)
                ref_l.append(ik)
            self.scored += len(new)
    except Stop:
        if ref_l:
            self._offer(self._lazy_prefix(n, d, rs_l, p_l, len_l, ref_l, first=True)[0])
        raise
    if not ref_l:
        return 0, [], seen
    prefix = self._lazy_prefix(n, d, rs_l, p_l, len_l, ref_l)
    self._offer(prefix[0])
    return len(ref_l), prefix, seen


# ---- each piece against its old computation ---------------------------------------------------------------

def test_spread_equals_the_broadcast_copy():
    """_spread (an atom's truth over every entity tuple, by repeats) against np.broadcast_to's
    copy, over every pattern of broadcast axes, non-contiguous layouts and a scene axis of 1."""
    rng = np.random.default_rng(0)
    count = 0
    for S in (1, 3, 7):
        for M in (1, 2, 3, 6):
            for n in range(5):
                for pattern in itertools.product([1, M], repeat=n):
                    for scenes in (S, 1):
                        v = rng.random((scenes,) + pattern) < 0.4
                        if n >= 2 and rng.random() < 0.3:
                            v = np.swapaxes(v, 1, 2)
                        want = np.broadcast_to(v, (S,) + (M,) * n).reshape(S, -1)
                        got = search_mod._spread(v, S, M, n)
                        assert got.shape == want.shape and np.array_equal(got, want), (S, M, n, pattern)
                        count += 1
    assert count > 700


def test_packed_keys_equal_the_sorted_rows_keys():
    """_int_keys (packed directly from 40 clauses on) against the row sort, on random id tables
    with narrow and wide ids, parents of 0-4 atoms and batches on both sides of 40."""
    rng = np.random.default_rng(7)
    s = _searcher(_letters_program("R", 12, 1))
    packed = 0
    for trial in range(400):
        n = 4
        perms = len(s._id_table(n)[1])
        R = int(rng.integers(2, 90))
        high = int(rng.choice([R, 1 << 16, 1 << 17]))
        table = rng.integers(1, high, (R, perms))
        s._ids[n][2] = table
        parent = rng.integers(0, R, int(rng.integers(0, 5))).tolist()
        last = rng.integers(0, R, int(rng.choice([1, 7, 39, 40, 41, 120])))
        got = s._int_keys(n, parent, last)
        assert got == _old_int_keys(s, n, parent, last), trial
        packed += len(last) >= 40 and len(parent) < 4 and all(type(k) is int for k in got)
    assert packed > 50


def test_capped_subsets_built_in_numpy_are_the_combinations_in_order(monkeypatch):
    for cap in (search_mod.CANDIDATE_CAP, 1, 7, 50, 300):
        monkeypatch.setattr(search_mod, "CANDIDATE_CAP", cap)
        for m in list(range(14)) + [40, 61]:
            for max_size in range(9):
                search_mod._COMBOS.clear()
                got = search_mod._capped_subsets(m, max_size)
                want = _old_capped_subsets(m, max_size)
                assert len(got) == len(want), (m, max_size, cap)
                for g, w in zip(got, want):
                    assert g.dtype == w.dtype and np.array_equal(g, w), (m, max_size, cap)
    search_mod._COMBOS.clear()


def test_subset_metrics_column_or_equals_the_reduce():
    """On 0/1 rows, P and N of every subset against the OR by reduce and the float max."""
    rng = np.random.default_rng(2)
    for rows, scenes in [(5, 9), (12, 40), (30, 17)]:
        stack = (rng.random((rows, scenes)) < 0.3).astype(float)
        labels = (rng.random(scenes) < 0.5).astype(int)
        pos, neg = labels == 1, labels == 0
        n_pos, n_neg = int(pos.sum()), int(neg.sum())
        count = 0
        for combos, ps, ns in search_mod._subset_metrics(stack, labels, 4, None, chunk=13):
            value = stack[combos].max(axis=1)
            assert np.array_equal(ps, value[:, pos].sum(axis=1) / n_pos)
            assert np.array_equal(ns, (n_neg - value[:, neg].sum(axis=1)) / n_neg)
            count += len(combos)
        assert count == min(sum(1 for _ in search_mod.subsets(rows, 4)), search_mod.CANDIDATE_CAP)


def test_score_bits_from_the_truth_matrix_equal_the_gather_per_atom_and_the_products():
    """_score_bits against the per-atom gather and score_clause, sparse and dense parents, over
    more atoms than the matrix's first 256 rows (it grows)."""
    s = _searcher(_letters_program("R", 20, 1))
    s.search(2, None)
    rng = np.random.default_rng(3)
    sparse = dense = 0
    for n in (2, 3, 4):
        modes = [m for m in s.bias.bodies if m.predicate not in ("in", "target")]
        lits = [a[1] for a in s._literal_atoms(n, modes)]
        for trial in range(10 if n < 4 else 3):
            parent = tuple(lits[i] for i in rng.choice(len(lits), int(rng.integers(0, 3)), replace=False))
            atoms = [lits[i] for i in rng.permutation(len(lits))[:int(rng.integers(1, len(lits)))]]
            bits = s._truth(n, parent)
            got = s._score_bits(bits, atoms, n)
            assert np.array_equal(got, _old_score_bits(s, bits, atoms, n))
            if trial < 3:
                want = np.stack([score_clause(s.t, parent + (a,), n, s.inventions) for a in atoms]) > 0
                assert np.array_equal(got, want)
            if 4 * np.count_nonzero(bits) < bits.size:
                sparse += 1
            else:
                dense += 1
        mat, rows = s._truth_matrix(n, lits)
        assert np.array_equal(mat[rows], np.stack([s._atom_truth(a, n).reshape(-1) for a in lits]))
    assert sparse and dense
    assert len(s._truths[("matrix", 4)][1]) > 256  # the matrix grew past its first block


def test_keys_made_later_are_the_canonical_keys(monkeypatch):
    """Every candidate a lazy step made (its key computed on first read, after the search made more
    inventions) has :func:`canonical`'s key; dataclasses.replace and equality read it."""
    import dataclasses
    monkeypatch.setattr(Searcher, "LAZY_MIN", 0)
    s = _searcher(_letters_program("R", 20, 1), pool=64, beam=4, max_body=3)
    for n in (1, 2, 3):
        s.search(n, None)
    made = [c for d in s._icache.values() for c in d.values() if type(c) is _KeyLater]
    assert len(made) > 100 and s.inventions
    for c in made:
        assert c.key == canonical(c.n, c.atoms, s.symmetric)
        assert "_key_from" not in c.__dict__  # computed once
        twin = dataclasses.replace(c)
        assert twin == c and twin.key == c.key
        assert isinstance(c, Cand)


def test_the_letters_search_learns_the_same_with_the_per_candidate_paths(monkeypatch):
    """Whole letters searches (inventions, split cases, narrowing): the row-sort keys, the
    itertools subsets, the reduce OR, the per-atom gather, the per-candidate lazy step, the
    broadcast copy and keys made at once swapped back in learn the same text, clauses, scored
    count, trace, inventions and scores."""
    monkeypatch.setattr(Searcher, "LAZY_MIN", 0)  # every step lazy
    new = _learn(_letters_program("R", 30, 1), **OPTIONS)
    with monkeypatch.context() as m:
        m.setattr(Searcher, "_int_keys", _old_int_keys)
        m.setattr(search_mod, "_capped_subsets", _old_capped_subsets)
        m.setattr(Searcher, "_score_bits", _old_score_bits)
        m.setattr(Searcher, "_lazy_step", _old_lazy_step)
        m.setattr(search_mod, "_spread", _old_spread)
        m.setattr(Searcher, "_materialise", _old_materialise)
        search_mod._COMBOS.clear()
        old = _learn(_letters_program("R", 30, 1), **OPTIONS)
    search_mod._COMBOS.clear()
    assert new == old
    assert new[3] > 1000 and new[5]
