"""NeSy-π's lazy steps as whole-step arrays (session 30, nesypi35), checked against the code they
replace, without changing what the search learns:

- ``STEP_ARRAYS``: a lazy step's refinements keyed as arrays of packed codes, deduplicated with
  ``numpy.unique``, looked up in the cache's numbers kept as sorted arrays (``_numbers``) and
  ranked in the per-candidate loop's order; against ``_lazy_step_each`` (nesypi34's loop);
- ``WORD_ROWS``: packed truths padded to whole 64-bit words a scene and scored word by word;
  against the products (``score_clause``) and the unpadded bits;
- ``SKELETON_IDS``: invent's skeleton keys as integer keys in batches; against brute force over
  the renamings and ``canonical``.

Whole searches (letters with inventions, split cases and narrowing; the synthetic program; every
step lazy or only the large ones; stopped by the time limit part way through a step) with the
three switches off learn the same text, clauses, scored count, trace, inventions and scores.
"""
from __future__ import annotations

import dataclasses
import itertools
import random
import types

import numpy as np
import pytest
from test_nesypi27_speed import _learn, _letters_program, _program, _searcher
from test_nesypi30_lazy import _random_atom, _renamings_equal

from nesylang.learners.nesy_pi import search as search_mod
from nesylang.learners.nesy_pi.scorer import score_clause
from nesylang.learners.nesy_pi.search import Searcher, Stop, _StepKeys, canonical

OPTIONS = {"pool": 64, "beam": 4, "max_body": 3, "distinct": True, "align": True, "specific": True,
           "specific_cases": True, "specific_interval": True, "split_cases": "clause", "specific_count": True}


def _old_paths(m) -> None:
    m.setattr(search_mod, "STEP_ARRAYS", False)
    m.setattr(search_mod, "WORD_ROWS", False)
    m.setattr(search_mod, "SKELETON_IDS", False)


# ---- whole searches ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("lazy_min", [0, 256])
def test_the_letters_search_learns_the_same_with_the_per_candidate_paths(monkeypatch, lazy_min):
    monkeypatch.setattr(Searcher, "LAZY_MIN", lazy_min)
    steps = []
    each = Searcher._lazy_step_each
    with monkeypatch.context() as m:
        m.setattr(Searcher, "_lazy_step_each", lambda self, *a: steps.append(1) or each(self, *a))
        new = _learn(_letters_program("R", 40, 2), **OPTIONS)
    assert not steps  # every lazy step ran on arrays (no key outside the packed form)
    with monkeypatch.context() as m:
        _old_paths(m)
        old = _learn(_letters_program("R", 40, 2), **OPTIONS)
    assert new == old
    assert new[3] > 1000 and new[5] and any(row[1].startswith("case ") for row in new[4])


@pytest.mark.parametrize("flip, options", [
    (0.0, {"beam": 4, "pool": 32, "max_body": 3}),
    (0.15, {"beam": 4, "pool": 64, "max_body": 4, "distinct": True, "align": True, "specific": True,
            "specific_cases": True, "specific_interval": True, "split_cases": "clause", "specific_count": True}),
])
def test_the_synthetic_search_learns_the_same_with_the_per_candidate_paths(monkeypatch, flip, options):
    monkeypatch.setattr(Searcher, "LAZY_MIN", 0)
    new = _learn(_program(7, 30, flip), **options)
    with monkeypatch.context() as m:
        _old_paths(m)
        old = _learn(_program(7, 30, flip), **options)
    assert new == old and new[3] > 50


def _stopped_searches(monkeypatch, stop_at: int) -> list:
    """A searcher over letter R's scenes whose clock is a counter: the ``stop_at``-th reading is
    past the deadline, so a lazy step stops before scoring some parent (its cached candidates
    ranked, its new ones not). What it holds after each search over N entities."""
    clock = itertools.count()
    monkeypatch.setattr(search_mod, "time", types.SimpleNamespace(process_time=lambda: next(clock),
                                                                  monotonic=lambda: 0.0))
    p = _letters_program("R", 30, 1)
    s = _searcher(p, beam=4, pool=64, max_body=3, distinct=True, align=True)
    s.s = dataclasses.replace(s.s, deadline=stop_at - 0.5)
    out = []
    for n in (1, 2, 3):
        try:
            s.search(n, None)
            stopped = False
        except Stop:
            stopped = True
        best = s.best
        out.append((stopped, s.scored, best.text if best else None, best.pn if best else None,
                    [(r.n, r.step, r.candidates, r.best, r.pn) for r in s.trace]))
        if stopped:
            break
    return out


def test_a_step_stopped_by_the_time_limit_keeps_the_same_best(monkeypatch):
    monkeypatch.setattr(Searcher, "LAZY_MIN", 0)
    stops = 0
    for stop_at in (2, 3, 5, 9, 12):  # a whole search over N = 1..3 reads the clock 13 times
        new = _stopped_searches(monkeypatch, stop_at)
        with monkeypatch.context() as m:
            _old_paths(m)
            old = _stopped_searches(m, stop_at)
        assert new == old, stop_at
        stops += new[-1][0]
    assert stops >= 4


# ---- the pieces -----------------------------------------------------------------------------------------

def test_word_rows_score_as_the_products_and_the_bytes():
    """Padded truths: the packed bits of nesypi34 then zero bytes to a whole word; _score_bits on
    them (sparse and dense parents) equals score_clause's products and the byte path."""
    p = _letters_program("R", 20, 1)
    s = _searcher(p)
    s.search(2, None)
    rng = np.random.default_rng(5)
    sparse = dense = 0
    for n in (1, 2, 3, 4):
        M = s.t.M
        nbytes = -(-M ** n // 8)
        modes = [m for m in s.bias.bodies if m.predicate not in ("in", "target")]
        lits = [a[1] for a in s._literal_atoms(n, modes)]
        for a in [a for a in lits if a[0] not in s.inventions][:20]:
            bits = s._atom_truth(a, n)
            assert bits.shape == (s.t.S, -(-nbytes // 8) * 8)
            assert not bits[:, nbytes:].any()
            want = np.packbits(np.broadcast_to(s.t.placed(a, n) > 0, (s.t.S,) + (M,) * n).reshape(s.t.S, -1), axis=1)
            assert np.array_equal(bits[:, :nbytes], want)
        for trial in range(8):
            parent = tuple(lits[i] for i in rng.choice(len(lits), int(rng.integers(0, 3)), replace=False))
            atoms = [lits[i] for i in rng.permutation(len(lits))[:int(rng.integers(1, min(len(lits), 60)))]]
            bits = s._truth(n, parent)
            got = s._score_bits(bits, atoms, n)
            want = np.stack([score_clause(s.t, parent + (a,), n, s.inventions) for a in atoms]) > 0
            assert np.array_equal(got, want)
            unpadded = np.ascontiguousarray(bits[:, :nbytes])
            with pytest.MonkeyPatch.context() as m:
                m.setattr(search_mod, "WORD_ROWS", False)
                mat, rows = s._truth_matrix(n, atoms)
                narrow = np.ascontiguousarray(mat.reshape(len(mat), s.t.S, -1)[:, :, :nbytes]).reshape(len(mat), -1)
                small = types.SimpleNamespace(_truth_matrix=lambda n_, a_, m_=narrow, r_=rows: (m_, r_))
                assert np.array_equal(Searcher._score_bits(small, unpadded, atoms, n), got)
            if 4 * np.count_nonzero(bits.view(np.uint64)) < bits.size // 8:
                sparse += 1
            else:
                dense += 1
    assert sparse and dense


@pytest.mark.parametrize("n", [2, 3, 4])
def test_skeleton_keys_are_equal_exactly_for_renamings(n):
    """_clause_keys (invent's skeleton keys, a batch of whole clauses) against brute force over
    the renamings and canonical, on random clauses with constants as '#' and repeated atoms;
    and equal to _ikey's keys of the same clauses."""
    s = _searcher(_program())
    sym = s.symmetric
    rng = random.Random(n)
    by_len: dict[int, list] = {}
    for _ in range(240):
        atoms = [_random_atom(rng, n, s) for _ in range(rng.randint(1, 4))]
        atoms = [(p, vs, "#" if rng.random() < 0.7 else c) for p, vs, c in atoms]
        if rng.random() < 0.2:
            atoms.append(atoms[0])  # a repeated atom (two constants of one skeleton)
        perm = list(range(1, n + 1))
        rng.shuffle(perm)
        renamed = [(p, tuple(perm[v - 1] for v in vs), c) for p, vs, c in reversed(atoms)]
        for c in (tuple(atoms), tuple(renamed)):
            by_len.setdefault(len(c), []).append(c)
    pairs = same = 0
    for k, clauses in by_len.items():
        ids = np.array([[s._aid(n, a) for a in c] for c in clauses], np.int64)
        keys = s._clause_keys(n, ids)
        assert keys == [s._ikey(n, c) for c in clauses]
        for i in range(len(clauses)):
            for j in range(i + 1, min(len(clauses), i + 30)):
                want = _renamings_equal(n, clauses[i], clauses[j], sym) if len(set(clauses[i])) == k else \
                    canonical(n, clauses[i], sym) == canonical(n, clauses[j], sym)
                assert want == (canonical(n, clauses[i], sym) == canonical(n, clauses[j], sym))
                assert (keys[i] == keys[j]) == want, (clauses[i], clauses[j])
                pairs += 1
                same += want
    assert pairs > 1000 and same >= 100


def test_the_numbers_table_holds_the_caches_numbers(monkeypatch):
    """After whole searches every packed key of the cache is in _numbers' sorted array with its
    stub's or object's numbers; an entry written without the table's knowledge makes it rebuild."""
    monkeypatch.setattr(Searcher, "LAZY_MIN", 0)
    s = _searcher(_letters_program("R", 30, 1), beam=4, pool=64, max_body=3, distinct=True, align=True)
    for n in (1, 2, 3):
        s.search(n, None)
    checked = 0
    for n, d in s._icache.items():
        tab = s._numbers(n, d)
        keys = tab[0]
        assert np.all(keys[1:] > keys[:-1])
        ints = [k for k in d if type(k) is int]
        assert len(keys) == len(ints)
        slots = Searcher._slots(tab, np.array(ints, np.uint64))
        for k, slot in zip(ints, slots.tolist()):
            e = d[k]
            want = (e[4], e[2], len(e[0]) + 1) if type(e) is tuple else (e.rank_score, e.p, len(e.atoms))
            assert (tab[2][slot], tab[3][slot], tab[4][slot]) == want
            checked += 1
    assert checked > 1000
    d = s._icache[3]
    stub = next(e for e in d.values() if type(e) is tuple)
    d[12345] = stub[:2] + (0.25, 0.5, 0.125) + stub[5:]  # not noted
    tab = s._numbers(3, d)
    slot = int(Searcher._slots(tab, np.array([12345], np.uint64))[0])
    assert slot >= 0 and (tab[2][slot], tab[3][slot]) == (0.125, 0.25)


def test_step_keys_answer_as_a_set():
    rng = np.random.default_rng(2)
    codes = np.unique(rng.integers(0, 2 ** 63, 500, dtype=np.int64).astype(np.uint64) * np.uint64(2))
    keys = _StepKeys(codes)
    ref = set(codes.tolist())
    probes = codes.tolist()[::7] + [int(c) + 1 for c in codes.tolist()[::11]] + [0, (1 << 64) - 1, 1 << 64, -1,
                                                                                (3, 4), (1, 2, 3)]
    for x in probes:
        assert (x in keys) == (x in ref)
    for x in ((5, 6), 7, 1 << 70):
        keys.add(x)
        ref.add(x)
        assert x in keys
    for x in probes:
        assert (x in keys) == (x in ref)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_composed_orbit_rows_equal_each_renaming(monkeypatch, n):
    """_aid's orbit rows from the composition of renamings: the same ids and id table as renaming
    each orbit member by each renaming, over random atoms ((symmetric) rho included) and every
    literal of the letters' modes."""
    p = _letters_program("R", 20, 1)

    def tables(composed):
        with monkeypatch.context() as m:
            m.setattr(search_mod, "COMPOSED_IDS", composed)
            s = _searcher(_program())
            atoms = [_random_atom(rng_, n, s) for rng_ in [random.Random(n)] for _ in range(200)]
            atoms += [(p_, vs[::-1], c) for p_, vs, c in atoms[:50]]
            ids = [s._aid(n, a) for a in atoms]
            t = _searcher(p)
            modes = [m_ for m_ in t.bias.bodies if m_.predicate not in ("in", "target")]
            ids += [t._aid(n, a[1]) for a in t._literal_atoms(n, modes)]
            return ids, [(dict(x._id_table(n)[0]), x._id_table(n)[3], x._id_table(n)[2][:x._id_table(n)[3]].copy())
                         for x in (s, t)]
    new_ids, new = tables(True)
    old_ids, old = tables(False)
    assert new_ids == old_ids
    for (d1, k1, t1), (d2, k2, t2) in zip(new, old):
        assert d1 == d2 and k1 == k2 and np.array_equal(t1, t2)
        assert k1 > 10
