"""NeSy-π's search made cheaper without changing what it learns (session 27, nesypi30): integer
keys for the scored candidates, a step's refinements ranked before candidate objects are made
(only the leading ties that the beam, the invention pool and the best read), sparse scoring of a
parent's refinements, memos shared with split's case searches, and the narrowing's "some
witness holds" test read at the witnesses. Each is checked against an independent computation
(brute force over renamings, products and a max over θ, plain loops), and the whole search
against session 26b's code paths swapped back in.
"""
from __future__ import annotations

import itertools
import random
import time

import numpy as np
import pytest
from test_nesypi27_speed import _learn, _letters_program, _program, _searcher

from nesylang.learners.nesy_pi import search as search_mod
from nesylang.learners.nesy_pi.scorer import clause_values, metrics, score_clause
from nesylang.learners.nesy_pi.search import Searcher, atom_text
from nesylang.logic.terms import term_str

# ---- independent definitions -------------------------------------------------------------------------


def _renamings_equal(n, a, b, symmetric) -> bool:
    """Brute force: some renaming of O1..On maps clause a's atoms (a set, (symmetric) arguments
    unordered) onto clause b's."""
    def norm(atoms):
        return sorted((p, tuple(sorted(vs)) if p in symmetric else vs, c) for p, vs, c in atoms)
    target = norm(b)
    for perm in itertools.permutations(range(1, n + 1)):
        if norm([(p, tuple(perm[v - 1] for v in vs), c) for p, vs, c in a]) == target:
            return True
    return False


def _random_atom(rng, n, searcher):
    pred, arity = rng.choice([("color", 1), ("shape", 1), ("rho", 2)])
    const = {"color": ["red", "green", "blue"], "shape": ["cube", "sphere"], "rho": ["0", "1", "2", "3"]}[pred]
    return (pred, tuple(rng.sample(range(1, n + 1), arity)), rng.choice(const))


# ---- integer keys --------------------------------------------------------------------------------------

@pytest.mark.parametrize("n, max_atoms", [(2, 4), (3, 4), (4, 4), (4, 6)])
def test_integer_keys_are_equal_exactly_for_renamings(n, max_atoms):
    s = _searcher(_program())
    sym = s.symmetric
    assert "rho" in sym
    rng = random.Random(n * 10 + max_atoms)
    clauses = []
    for _ in range(300):
        atoms = []
        while len(atoms) < rng.randint(1, max_atoms):
            a = _random_atom(rng, n, s)
            if all(s._norm(a) != s._norm(b) for b in atoms):
                atoms.append(a)
        clauses.append(tuple(atoms))
        perm = list(range(1, n + 1))
        rng.shuffle(perm)  # a renaming, atoms reordered, symmetric arguments swapped
        renamed = [(p, tuple(perm[v - 1] for v in vs), c) for p, vs, c in reversed(atoms)]
        renamed = [(p, vs[::-1], c) if p == "rho" and rng.random() < 0.5 else (p, vs, c) for p, vs, c in renamed]
        clauses.append(tuple(renamed))
    keys = [s._ikey(n, c) for c in clauses]
    pairs = same = 0
    for i in range(len(clauses)):
        for j in range(i + 1, min(len(clauses), i + 40)):
            if len(clauses[i]) != len(clauses[j]):
                assert keys[i] != keys[j]
                continue
            want = _renamings_equal(n, clauses[i], clauses[j], sym)
            assert (keys[i] == keys[j]) == want, (clauses[i], clauses[j])
            pairs += 1
            same += want
    assert pairs > 3000 and same >= 250
    # packed integers up to 4 atoms, the least row as a tuple beyond
    assert all(isinstance(k, int) for k, c in zip(keys, clauses) if len(c) <= 4)
    assert all(isinstance(k, tuple) for k, c in zip(keys, clauses) if len(c) > 4)
    # one parent's refinements keyed in a batch: each its own key
    parent = clauses[0][:-1]
    lasts = [c[-1] for c in clauses[:50]]
    batch = s._int_keys(n, s._aids(n, parent), np.array([s._aid(n, a) for a in lasts], np.int64))
    assert batch == [s._ikey(n, parent + (a,)) for a in lasts]


def test_wide_ids_give_tuple_keys_with_the_same_equalities(monkeypatch):
    s = _searcher(_program())
    rng = random.Random(5)
    n = 3
    clauses = []
    for _ in range(60):
        atoms = tuple({s._norm(a): a for a in (_random_atom(rng, n, s) for _ in range(3))}.values())
        clauses.append(atoms)
    narrow = [s._ikey(n, c) for c in clauses]
    tab = s._id_table(n)  # the same ids, moved above 2^16: the keys become tuples
    for a in list(tab[0]):
        tab[0][a] += 1 << 16
    grown = np.zeros((tab[2].shape[0] + (1 << 16), tab[2].shape[1]), np.int64)
    grown[1 << 16:] = tab[2] + (1 << 16)
    tab[2] = grown
    wide = [s._ikey(n, c) for c in clauses]
    assert all(isinstance(k, tuple) for k in wide)
    for i, j in itertools.combinations(range(len(clauses)), 2):
        assert (narrow[i] == narrow[j]) == (wide[i] == wide[j])


# ---- scoring, the narrowing's test, the capped subsets --------------------------------------------------

def test_sparse_and_dense_scoring_equal_products_and_a_max():
    s = _searcher(_letters_program("R", 20, 1))
    s.search(2, None)
    rng = random.Random(3)
    for n in (2, 3):
        modes = [m for m in s.bias.bodies if m.predicate not in ("in", "target")]
        lits = [a[1] for a in s._literal_atoms(n, modes)]
        sparse = dense = 0
        for _ in range(12):
            parent = tuple(rng.sample(lits, rng.randint(0, 2)))
            bits = s._truth(n, parent)
            got = s._score_bits(bits, lits, n)
            want = np.stack([score_clause(s.t, parent + (a,), n, s.inventions) for a in lits]) > 0
            assert np.array_equal(got, want)
            if 4 * np.count_nonzero(bits) < bits.size:
                sparse += 1
            else:
                dense += 1
        assert sparse and dense


def test_witness_holds_equal_the_product_test():
    rng = np.random.default_rng(4)
    s = _searcher(_program())
    for shape in [(7, 3, 3), (5, 4, 4, 4), (6, 2, 2)]:
        acc = (rng.random(shape) < 0.1) * rng.random(shape)
        acc[0] = 0  # a scene without a witness
        arrays = [(rng.random((shape[0],) + shape[1:2] + (1,) * (len(shape) - 2)) < 0.5).astype(float)
                  for _ in range(5)]
        want = np.stack([((acc * a) > 0).reshape(shape[0], -1).any(axis=1) for a in arrays])
        assert np.array_equal(s._holds_at(acc, arrays), want)
    assert s._holds_at(np.zeros((3, 2, 2)), [np.ones((3, 2, 1))]).sum() == 0


def test_capped_subsets_are_the_combinations_in_order(monkeypatch):
    for cap in (search_mod.CANDIDATE_CAP, 50):
        monkeypatch.setattr(search_mod, "CANDIDATE_CAP", cap)
        for m in (2, 3, 9, 40, 201, 260):
            for max_size in (2, 3, 8):
                search_mod._COMBOS.clear()
                got = [tuple(r) for a in search_mod._capped_subsets(m, max_size) for r in a.tolist()]
                want = list(itertools.islice(
                    (c for k in range(2, min(max_size, m) + 1) for c in itertools.combinations(range(m), k)), cap))
                assert got == want, (m, max_size, cap)
    search_mod._COMBOS.clear()


def test_the_cache_holds_every_scored_candidate_as_products_score_it(monkeypatch):
    monkeypatch.setattr(Searcher, "LAZY_MIN", 0)  # every step lazy
    s = _searcher(_program(), beam=4, pool=16, max_body=3, invent_top=2)
    for n in (1, 2, 3):
        s.search(n, None)
    stubs = sum(type(e) is tuple for d in s._icache.values() for e in d.values())
    assert stubs > 50  # most scored candidates were never made into objects during the search
    cands = [c for c in s.cache.values() if c.atoms]
    assert len(cands) == s.scored + len(s.inventions)  # every scored one, and the invented clauses
    for c in cands:
        ref = score_clause(s.t, c.atoms, c.n, s.inventions)
        assert c.scores.tobytes() == ref.tobytes(), c.text
        if c.atoms[0][0] not in s.inventions:
            assert (c.p, c.nn, c.pn) == metrics(ref, s.labels)


# ---- the whole search, session 26b's code paths against the new ones -------------------------------------

def _old_holds_at(self, acc, arrays):
    live = acc > 0
    return np.stack([(live & (a > 0)).reshape(acc.shape[0], -1).any(axis=1) for a in arrays])


def _old_holds(self, n, atoms):
    return clause_values(self.t, atoms, n, self.inventions).reshape(self.t.S, -1).max(axis=1) > 0


def _old_capped_subsets(m, max_size):
    capped = itertools.islice(search_mod.subsets(m, max_size), search_mod.CANDIDATE_CAP)
    return [np.array(list(same), dtype=np.intp).reshape(-1, k) for k, same in itertools.groupby(capped, key=len)]


def _old_refinement_index(self, n, atoms, modes):
    """Session 26b's filter, each literal tested in turn (positions instead of clauses)."""
    if len(atoms) >= self.s.max_body:
        return []
    full = []
    if any(m.recall is not None for m in modes):
        by_pred = {m.predicate: m for m in self.bias.bodies}
        lits = [by_pred.get(a[0]) for a in atoms] + [self.in_mode] * n
        full = [m for m in modes if m.recall is not None and sum(1 for x in lits if x == m) >= m.recall]
    existing = set()
    for pred, vars_, const in atoms:
        args = tuple(vars_) + ((self.consts.get(const, const),) if const is not None else ())
        existing.add((pred, False, tuple(a if type(a) is int else ("c", term_str(a)) for a in args)))
    fixed = {(a[0], a[1]): a[2] for a in atoms if a[2] is not None}
    used_by_inv, plain = set(), set()
    present = {self._norm(a) for a in atoms}
    for a in atoms:
        if a[0] in self.inventions:
            used_by_inv |= self._invention_norm(a)
        else:
            plain.add(self._norm(a))
    out = []
    for j, (mode, atom, lit_key, norm) in enumerate(self._literal_atoms(n, modes)):
        if full and any(mode is m for m in full):
            continue
        if lit_key in existing:
            continue
        const = atom[2]
        if const is not None and fixed.get((atom[0], atom[1]), const) != const:
            continue
        if norm in present:
            continue
        if atom[0] in self.inventions:
            if not self._invention_norm(atom).isdisjoint(plain):
                continue
        elif norm in used_by_inv:
            continue
        out.append(j)
    return out


def _old_code(m):
    m.setattr(Searcher, "INT_KEYS", False)  # the canonical-keyed cache, every step eager (session 26b)
    m.setattr(Searcher, "_refinement_index", _old_refinement_index)
    m.setattr(Searcher, "_edge_widen", Searcher._edge_widen_once)
    m.setattr(Searcher, "_share", lambda self, sub: None)
    m.setattr(Searcher, "_holds_at", _old_holds_at)
    m.setattr(Searcher, "_holds", _old_holds)
    m.setattr(Searcher, "_inv_key", lambda self, variations: frozenset(
        frozenset(self._norm(a) for a in v) for v in variations))
    m.setattr(search_mod, "_capped_subsets", _old_capped_subsets)


@pytest.mark.parametrize("lazy_min", [0, 256])
@pytest.mark.parametrize("flip, options", [
    (0.0, dict(beam=4, pool=32, max_body=3)),
    (0.15, dict(beam=4, pool=64, max_body=3, distinct=True, align=True, specific=True, specific_cases=True,
                specific_interval=True, split_cases="clause", specific_count=True)),
])
def test_the_search_learns_the_same_as_session_26b(monkeypatch, flip, options, lazy_min):
    with monkeypatch.context() as m:
        m.setattr(Searcher, "LAZY_MIN", lazy_min)
        new = _learn(_program(7, 30, flip), **options)
    with monkeypatch.context() as m:
        _old_code(m)
        old = _learn(_program(7, 30, flip), **options)
    assert new == old  # text, clauses, scored count, trace (with its candidate counts), inventions, scores
    assert new[3] > 50


def test_the_letters_search_learns_the_same_as_session_26b(monkeypatch):
    options = dict(pool=64, beam=4, max_body=3, distinct=True, align=True, specific=True, specific_cases=True,
                   specific_interval=True, split_cases="clause", specific_count=True)
    calls = []
    lazy = Searcher._lazy_step

    def counted(self, *args):
        calls.append(1)
        return lazy(self, *args)
    with monkeypatch.context() as m:
        m.setattr(Searcher, "_lazy_step", counted)
        new = _learn(_letters_program("R", 30, 1), **options)
    with monkeypatch.context() as m:
        _old_code(m)
        old = _learn(_letters_program("R", 30, 1), **options)
    assert calls  # the lazy steps ran
    assert new == old
    assert new[5]  # inventions were made


def test_glosses_are_the_variations_texts():
    p = _letters_program("R", 30, 1)
    r = p.learn("nesy_pi", target="target/1", data="train", pool=64, beam=4, max_body=3, distinct=True, align=True)
    plain = 0
    for inv in r.details["all_inventions"]:
        binned = inv.gloss.startswith(("distance in", "direction in", "slope in", "angle between"))
        if not binned:
            assert inv.gloss == " or ".join(", ".join(atom_text(a) for a in v) for v in inv.variations)
            plain += 1
    assert plain


def test_a_lazy_step_stops_at_the_time_limit_on_cpu_time_not_wall_clock(monkeypatch):
    """Scoring in lazy steps made slow: sleeping does not stop the search, burning CPU does, and
    the best scored so far stands."""
    monkeypatch.setattr(Searcher, "LAZY_MIN", 0)
    score = Searcher._score_bits
    calls = []

    def slow(wait):
        def scored(self, parent, atoms, n):
            calls.append(len(atoms))
            wait(0.005 * len(atoms))
            return score(self, parent, atoms, n)
        return scored

    def burn(seconds):
        until = time.process_time() + seconds
        while time.process_time() < until:
            pass
    monkeypatch.setattr(Searcher, "_score_bits", slow(time.sleep))
    full = _program(7, 30, 0.0).learn("nesy_pi", target="target/1", data="train", beam=4, max_body=3,
                                      time_limit=0.5)
    assert calls and full.details["stopped"] == ""
    assert sum(calls) * 0.005 > 0.5  # it slept past the limit
    monkeypatch.setattr(Searcher, "_score_bits", slow(burn))
    cpu = time.process_time()
    r = _program(7, 30, 0.0).learn("nesy_pi", target="target/1", data="train", beam=4, max_body=3,
                                   time_limit=0.3)
    assert r.details["stopped"] == "time limit" and r.details["scored"] < full.details["scored"]
    assert time.process_time() - cpu < 3.0
    assert r.details["target_clause"]  # the best so far
