"""PROTOTYPE for session 27 (nesypi31), measurement only: search.py's ``invent`` with one change,
the ``complete`` invention chosen at the training set's resolution. Not part of nesylang.

``complete`` (a nesylang extension, not the paper's; search.py's Searcher.invent) also invents, when
a chosen necessary invention traded P for N, "the group's most complete necessary subset (highest P,
then N, then fewer variations)". On 0/1 facts P is a multiple of 1/|D+| and equal P's tie exactly,
so "fewer variations" picks {blue-blue, green-green, red-red} ("same colour") over supersets that
add cross-colour pairs (blue-green, ...) which cover no further positive. On near-certain soft facts
a cross-colour variation raises P wherever its best pair of objects is read more surely than the
same-colour pair (seed 0: by 8.5e-9), so the highest P is the largest subset in the pool, and "same
colour" became e.g. "any two colours but green-blue, red-blue, red-green" (N ~ 0) on every Two
Pairs (c) seed (benchmarks/README.md, session 27).

The change (:func:`resolved_complete`): P values less than half a positive scene apart
(0.5 / |D+|) count as equal, and then N values less than half a negative scene apart (0.5 / |D-|);
among those, fewer variations, then the exact P, N and the order seen. On 0/1 facts P and N are
multiples of 1/|D+| and 1/|D-|, so this is the exact comparison as before (bit for bit the same
choice). Everything else in ``invent`` is search.py's code as of 2026-11-30 (HEAD 56c7d3c), but
for storing the invented clause through ``_cache_put`` where the Searcher has one (search.py as
another session was changing it).

    import nesypi31_complete; nesypi31_complete.install()   # the learner then searches with it
"""
from __future__ import annotations

import dataclasses

import numpy as np

import nesylang.learners.nesy_pi.learner as L
from nesylang.learners.nesy_pi import search as S
from nesylang.learners.nesy_pi.scorer import metrics, score_clause
from nesylang.learners.nesy_pi.search import (
    Cand,
    _ranked_subsets,
    _subset_metrics,
    canonical,
)

RESOLUTION = 0.5  # in scenes: P (N) values closer than RESOLUTION / |D+| (/ |D-|) count as equal
# a second, broader variant (off unless set; ``install(thresholds=True)``): invention's thresholds
# nc and sc compare P * |D+| and N * |D-| rounded to whole scenes, and complete is invented only
# when its P beats the chosen invention's by more than RESOLUTION / |D+|. On 0/1 facts, the same
# tests. Measured: no learned clause changes on (c)'s 50 rows; not proposed.
THRESHOLDS = False


def resolved_complete(cands, labels, resolution: float = RESOLUTION):
    """The most complete necessary subset: ``cands`` are (P, N, variations, order seen, rows);
    the highest P at the data's resolution, then the highest N at it, then the fewest
    variations, then the exact P, N and the order seen.

    >>> c = [(1.0 - 1e-8, 1e-8, 6, 0, "six"), (1.0 - 2e-8, 4e-8, 3, 1, "three"), (0.94, 0.26, 2, 2, "two")]
    >>> resolved_complete(c, np.array([1] * 50 + [0] * 50))[4]
    'three'
    >>> resolved_complete([(1.0, 0.0, 6, 0, "six"), (1.0, 0.0, 3, 1, "three")], np.array([1, 0]))[4]
    'three'
    """
    n_pos, n_neg = max(int(np.sum(labels == 1)), 1), max(int(np.sum(labels == 0)), 1)
    top_p = max(c[0] for c in cands)
    near = [c for c in cands if c[0] >= top_p - resolution / n_pos]
    top_n = max(c[1] for c in near)
    near = [c for c in near if c[1] >= top_n - resolution / n_neg]
    return min(near, key=lambda c: (c[2], -c[0], -c[1], c[3]))


_resolved_complete = resolved_complete


class ResolvedSearcher(S.Searcher):
    """search.py's Searcher with :func:`resolved_complete` choosing ``complete``'s subset (and,
    with THRESHOLDS, the thresholds and complete's trigger in whole scenes)."""

    def _counts(self):
        return max(int(np.sum(self.labels == 1)), 1), max(int(np.sum(self.labels == 0)), 1)

    def _necessary(self, ps):
        """P >= nc; with THRESHOLDS: P's expected count of positives, rounded to whole scenes,
        reaches nc's (on 0/1 facts P * |D+| is a whole number: the same test)."""
        if not THRESHOLDS:
            return ps >= self.s.nc
        n_pos = self._counts()[0]
        return np.round(ps * n_pos) >= self.s.nc * n_pos - 1e-9

    def _sufficient(self, ns):
        if not THRESHOLDS:
            return ns >= self.s.sc
        n_neg = self._counts()[1]
        return np.round(ns * n_neg) >= self.s.sc * n_neg - 1e-9

    def _p_tie(self) -> float:
        """complete is invented when its P beats the chosen one's: by more than half a scene with
        THRESHOLDS (on 0/1 facts, by a whole scene: the same test)."""
        return RESOLUTION / self._counts()[0] if THRESHOLDS else 0.0

    def invent(self, ranked: list[Cand], n: int) -> list[Cand]:
        """Invent predicates from the step's top refinements; return the clauses that use
        them directly (``start + p(args)``), scored."""
        self._variations_memo = {}  # _variation's, for this step's candidates only
        pool = [c for c in ranked if c.p > 0 and c.atoms][:self.s.pool]
        groups: dict[tuple, list[Cand]] = {}
        for c in pool:
            if self.s.align:  # the skeleton up to a renaming of O1..ON (members are aligned later)
                skel = self.key(c.n, tuple((a[0], a[1], None if a[2] is None else "#") for a in c.atoms))
            else:
                skel = tuple(sorted((a[0], a[1], a[2] is None) for a in c.atoms))
            groups.setdefault(skel, []).append(c)
        # Every scored subset that is necessary or sufficient with PN >= 0.1 is a candidate, ranked
        # necessary first (invent_rank=necessary), then PN, then more variations (invent_ties=fewer:
        # fewer), then the variations' texts. There can be millions (a pool of hundreds), so the
        # numeric keys are sorted as arrays and the texts compared only within a tie that is reached.
        keys, refs = [], []  # per chunk: (rank flag, -PN, ∓variations) arrays; (group, combos, rows, P, N)
        complete = {}  # per group: the necessary subset of the highest P (then N, fewer variations)
        necessary_first = self.s.invent_rank == "necessary"
        group_list = [(skel, members) for skel, members in groups.items() if len(members) >= 2]
        for gi, (skel, members) in enumerate(group_list):
            stack = np.stack([m.scores for m in members])
            cands_c = []
            for combos, ps, ns in _subset_metrics(stack, self.labels, self.s.max_variations, self.s.clip):
                pns = ps * ns
                nec_, suf_ = self._necessary(ps), self._sufficient(ns)
                rows = np.flatnonzero((nec_ | suf_) & (pns >= 0.1))
                if len(rows):
                    flag = (~nec_[rows]).astype(int) if necessary_first else np.zeros(len(rows), int)
                    size = len(combos[0]) if self.s.invent_ties == "fewer" else -len(combos[0])
                    keys.append((flag, -pns[rows], np.full(len(rows), size)))
                    refs.append((gi, combos, rows, ps, ns))
                nec = np.flatnonzero(nec_)
                if self.s.complete and len(nec):
                    # PROTOTYPE (nesypi31): every necessary subset kept, chosen below at the data's
                    # resolution
                    for j in nec:
                        cands_c.append((float(ps[j]), float(ns[j]), len(combos[j]), len(cands_c), combos[j]))
            if cands_c:
                p, nn, _, _, pick = _resolved_complete(cands_c, self.labels)
                complete[skel] = (p, nn, p * nn, [members[i] for i in pick])
        found = _ranked_subsets(keys, refs, group_list)
        out = []
        existing = {self._inv_key(inv.variations) for inv in self.inventions.values()}
        chosen = []
        groups_chosen = []
        for p, nn, pn, members, skel in found:
            if len(chosen) >= self.s.invent_top:
                break
            variations, arity = self._variations(members)
            if self.s.jitter_edges:
                variations = self._edge_widen(variations, arity)
            key = self._inv_key(variations)
            if key in existing:
                continue
            existing.add(key)
            chosen.append((p, nn, pn, members, variations, arity))
            groups_chosen.append(skel)
        # PN trades P for N: where a concept holds twice in a positive (two pairs), dropping a
        # variation keeps P near 1 and raises N, so a necessary invention leaves out values the
        # concept needs ("same colour" as "two blues or two reds"), and the disjunction over all
        # of them never ranks in the top invent_top. When a chosen necessary invention has a
        # subset of its group with a higher P, also invent the group's most complete necessary
        # subset (highest P, then N, then fewer variations): one per step, a relation (arity >=
        # 2: unary sets invented at N = 1 crowded Perpendicular's N = 2 beam, seed 2 0.85 ->
        # 0.46), never a tautology (true of every entity tuple).
        for (p0, *_), skel in zip(list(chosen), groups_chosen):
            c = complete.get(skel)
            if not self._necessary(np.array([p0]))[0] or c is None or c[0] <= p0 + self._p_tie():
                continue
            p, nn, pn, members = c
            variations, arity = self._variations(members)
            if self.s.jitter_edges:
                variations = self._edge_widen(variations, arity)
            key = self._inv_key(variations)
            if arity < 2 or key in existing or self._tautology(variations, arity):
                continue
            existing.add(key)
            chosen.append((p, nn, pn, members, variations, arity))
            break
        for p, nn, pn, members, variations, arity in chosen:
            vars_ = sorted({v for a in members[0].atoms for v in a[1]})
            inv = self._make(variations, arity, p, nn)
            atom = (inv.name, tuple(vars_), None)
            if self.s.jitter_edges and self._fast():  # as evaluate's fast path, from truth bits
                scores = score_clause(self.t, (atom,), n, self.inventions, self._atom_truth(None, n),
                                      self._atom_truth(atom, n))
                p, nn, pn = metrics(scores, self.labels, self.s.clip)
                inv = self.inventions[inv.name] = dataclasses.replace(inv, p=p, n=nn)
            elif self.s.jitter_edges:  # the variations may have been widened: score what they now say
                self.t.invention_array(inv, self.inventions, self._variation)  # from the memo
                scores = score_clause(self.t, (atom,), n, self.inventions)
                p, nn, pn = metrics(scores, self.labels, self.s.clip)
                inv = self.inventions[inv.name] = dataclasses.replace(inv, p=p, n=nn)
            else:
                scores = np.max(np.stack([m.scores for m in members]), axis=0)
            ckey = canonical(n, (atom,), self.symmetric)
            c = Cand(n, (atom,), ckey, scores, p, nn, self.text(n, (atom,)), pn + self.s.length_bonus)
            put = getattr(self, "_cache_put", None)  # (search.py after nesypi30 keeps candidates there)
            if put is not None:
                put(n, (atom,), ckey, c)
            else:
                self.cache[ckey] = c
            self._offer(c)
            out.append(c)
        self._variations_memo = None
        return out



def install(thresholds: bool = False) -> None:
    """The learner builds :class:`ResolvedSearcher` (a subclass installed by a later call, e.g. a
    recording one, should derive from ``L.Searcher`` after this); ``thresholds``: THRESHOLDS."""
    global THRESHOLDS
    THRESHOLDS = thresholds
    L.Searcher = ResolvedSearcher
