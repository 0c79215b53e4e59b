"""NeSy-π, stage two: the batched max-proof scorer r_C(d) and the metrics P, N, PN (eqs 1-9).

Search scores thousands of candidate clauses on every scene, too many for a circuit each. A
clause ``target(X) :- in(O1,X), ..., in(ON,X), B1, ..., Bk`` (O1..ON pairwise distinct) is scored
on scene d by the probability of its most probable proof:

    r_C(d) = max over injective θ: {O1..ON} -> entities(d) of  Π_{B in body θ} P(B)

(αILP's forward reasoning in the limit γ -> 0). It equals exact inference when the facts are 0/1,
never exceeds it (one proof's probability is at most that of the disjunction of all), and does
not grow with the number of object tuples as a noisy-or does. Atoms of one annotated disjunction
with different values on the same entities are exclusive: a proof holding both has probability
0; an atom repeated in one proof counts once. An invented predicate is the disjunction of its
variations, so a clause using it is the disjunction (max) of its expansions.

:class:`SceneTensors` holds one dataset as arrays ``[scenes, entities(, entities)]``;
:meth:`SceneTensors.score` evaluates one flat clause on all scenes at once with numpy
broadcasting over ``N`` entity axes.

>>> from nesylang.learners.nesy_pi.scenes import Scene, SceneObject, SceneSet, Bins
>>> a = SceneObject(0.1, 0.1, (("color", (("red", 0.8), ("blue", 0.2))),))
>>> b = SceneObject(0.9, 0.9, (("color", (("red", 0.5), ("blue", 0.5))),))
>>> t = SceneTensors(SceneSet("d", (Scene("s", 1.0, (a, b)),)), Bins())
>>> same = [(("color", (1,), "red"), ("color", (2,), "red")), (("color", (1,), "blue"), ("color", (2,), "blue"))]
>>> float(max(t.score(v, 2)[0] for v in same))
0.4
"""
from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass
from typing import Iterable, Sequence

import numpy as np

from .scenes import BINNED, Bins, SceneSet, entities, entity_relations

# An atom in a clause: (predicate, entity variables (1-based), constant text or None)
Atom = tuple

# jitter_edges: a bin edge is a jitter edge when the measurements within EDGE_NEAR bin of it are
# EDGE_DENSER times what an even spread over its two bins puts there (auto_bins' nearness, w / 8),
# and that many would come by chance with probability below EDGE_P (Poisson; a few scenes' sparse
# bins put one or two measurements near some edge by chance)
EDGE_NEAR = 0.125
EDGE_DENSER = 2.0
EDGE_P = 0.001
CYCLIC = ("phi", "slope")
# specific_count's guard (session 25): ``(COUNT, (), "lo..hi")`` holds on a scene whose entity count
# (after grouping) lies in [lo, hi]; printed as ``findall(E, in(E, X), Es), length(Es, K), between(lo, hi, K)``
COUNT = "#entities"


def count_range(const: str) -> tuple[int, int]:
    """The bounds of a :data:`COUNT` guard's constant ``"lo..hi"``."""
    lo, _, hi = const.partition("..")
    return int(lo), int(hi)


def metrics(scores: np.ndarray, labels: np.ndarray, clip: float | None = None) -> tuple[float, float, float]:
    """P (eq 1), N (eq 3) and PN (eq 6) of per-scene scores; labels 1/0.

    >>> metrics(np.array([1.0, 0.0, 0.0, 1.0]), np.array([1, 1, 0, 0]))
    (0.5, 0.5, 0.25)
    """
    if clip is not None:
        scores = np.minimum(scores, clip)
    pos, neg = scores[labels == 1], scores[labels == 0]
    p = float(pos.mean()) if len(pos) else 0.0
    n = float((1.0 - neg).mean()) if len(neg) else 0.0
    return p, n, p * n


def poisson_tail(k: int, mean: float) -> float:
    """P(X >= k) for X ~ Poisson(mean).

    >>> round(poisson_tail(4, 1.5), 4), poisson_tail(0, 2.0)
    (0.0656, 1.0)
    """
    if k <= 0:
        return 1.0
    if mean <= 0:
        return 0.0
    below = sum(math.exp(i * math.log(mean) - mean - math.lgamma(i + 1)) for i in range(k))
    return max(0.0, 1.0 - below)


def _beta_part(a: float, b: float, r: float, steps: int = 1000) -> float:
    """The integral of u^(a-1) (1-u)^(b-1) over [0, r^2], taken with u = w^2 (so that
    u^(a-1) du = 2 w^(2a-1) dw stays finite at 0 for a >= 1/2) by Simpson's rule; r < 1."""
    def f(w: float) -> float:
        return 2.0 * w ** (2.0 * a - 1.0) * (1.0 - w * w) ** (b - 1.0)

    h = r / steps
    total = f(0.0) + f(r) + sum((4.0 if i % 2 else 2.0) * f(i * h) for i in range(1, steps))
    return total * h / 3.0


@functools.lru_cache(maxsize=512)
def t_quantile(p: float, df: int) -> float:
    """The p-quantile (p > 1/2) of Student's t with ``df`` degrees of freedom: bisection on the
    tail P(T > t) = I_x(df/2, 1/2) / 2, x = df / (df + t^2), the regularised incomplete beta
    integral computed by :func:`_beta_part` (from whichever end of [0, 1] x is nearer).

    >>> round(t_quantile(0.975, 2), 3), round(t_quantile(0.975, 1), 3), round(t_quantile(0.995, 30), 3)
    (4.303, 12.706, 2.75)
    """
    a, b = df / 2.0, 0.5
    beta = math.exp(math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b))

    def tail(t: float) -> float:
        x = df / (df + t * t)
        if x <= 0.5:
            return 0.5 * _beta_part(a, b, math.sqrt(x)) / beta
        return 0.5 * (1.0 - _beta_part(b, a, math.sqrt(1.0 - x)) / beta)

    q = 1.0 - p
    lo, hi = 0.0, 1.0
    while tail(hi) > q:
        lo, hi = hi, hi * 2.0
    for _ in range(60):
        mid = (lo + hi) / 2.0
        if tail(mid) > q:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2.0


def invention_metrics(variation_scores: Sequence[np.ndarray], labels: np.ndarray,
                      clip: float | None = None) -> tuple[float, float, float]:
    """An invented predicate's P (eq 7: mean over D+ of max_i r_Vi), N (eq 8: mean over D- of
    min_i (1 - r_Vi)) and PN (eq 9), from its variations' cached scores.

    >>> invention_metrics([np.array([1.0, 0.0, 0.0, 0.0]), np.array([0.0, 1.0, 1.0, 0.0])], np.array([1, 1, 0, 0]))
    (1.0, 0.5, 0.5)
    """
    return metrics(np.max(np.stack(variation_scores), axis=0), labels, clip)


class SceneTensors:
    """A scene dataset as padded arrays: the entities' attributes and pairwise bins."""

    def __init__(self, scenes: SceneSet, bins: Bins):
        self.scenes = scenes
        self.bins = bins
        self.ids = [s.id for s in scenes.scenes]
        ents = [entities(s, scenes.grouping) for s in scenes.scenes]
        self.entities = ents
        self.S = len(ents)
        self.M = max([len(e) for e in ents] + [1])
        self.labels = np.array([-1 if s.label is None else int(s.label) for s in scenes.scenes], dtype=int)
        self.mask = np.zeros((self.S, self.M))
        self._attr: dict[tuple[str, str], np.ndarray] = {}
        self._rel: dict[str, np.ndarray] = {}
        slope = np.full((self.S, self.M), -1, dtype=int)
        for s, es in enumerate(ents):
            self.mask[s, :len(es)] = 1.0
            for i, e in enumerate(es):
                for k, dist in e.attributes:
                    for v, p in dist:
                        self._attr.setdefault((k, v), np.zeros((self.S, self.M)))[s, i] = p
                if e.slope is not None and bins.slope:
                    slope[s, i] = bins.slope_bin(e.slope)
            for kind, m in entity_relations(es, bins).items():
                self._rel.setdefault(kind, np.full((self.S, self.M, self.M), -1, dtype=int))[s, :len(es), :len(es)] = m
        self._rel["slope"] = slope
        self._cache: dict[tuple[str, str], np.ndarray] = {}
        self._base: dict[int, np.ndarray] = {}
        self._placed: dict[tuple, np.ndarray] = {}
        self._scores: dict[tuple, np.ndarray] = {}
        self.soft = any(len(dist) > 1 or dist[0][1] != 1.0 for es in ents for e in es for _, dist in e.attributes)
        # attributes with some probability strictly between 0 and 1 (only these make a proof's
        # atoms interact: a repeated atom, two values of one attribute)
        self.soft_preds = {k for es in ents for e in es for k, dist in e.attributes
                           if len(dist) > 1 or dist[0][1] != 1.0}
        self._inv: dict[str | tuple, np.ndarray] = {}  # by name; ("truth", name): its truth
        self._flat_keys: dict[tuple, frozenset] = {}

    @property
    def attributes(self) -> set[str]:
        return {k for k, _ in self._attr}

    def array(self, predicate: str, arity: int, const: str) -> np.ndarray:
        """P(predicate(e[, f], const)) for every scene and entity (pair); ``[S]`` for a
        :data:`COUNT` guard."""
        key = (predicate, const)
        a = self._cache.get(key)
        if a is None:
            if predicate == COUNT:
                lo, hi = count_range(const)
                counts = self.mask.sum(axis=1)
                a = ((counts >= lo) & (counts <= hi)).astype(float)
            elif predicate in self._rel and predicate in BINNED:
                try:
                    k = int(const)
                except ValueError:
                    k = -2
                a = (self._rel[predicate] == k).astype(float)
            elif arity == 1:
                a = self._attr.get(key, np.zeros((self.S, self.M)))
            else:
                a = np.zeros((self.S,) + (self.M,) * arity)
            self._cache[key] = a
        return a

    def measure(self, predicate: str) -> np.ndarray | None:
        """A binned relation's measurement in bin units (bin k holds [k, k + 1); rho's last bin
        also holds what lies beyond), ``[S, M]`` for slope, ``[S, M, M]`` for the pair
        relations; NaN where the relation does not hold. None for other predicates."""
        if predicate not in BINNED or predicate not in self._rel:
            return None
        key = ("measure", predicate)
        a = self._cache.get(key)
        if a is not None:
            return a
        b = self.bins
        a = np.full(self._rel[predicate].shape, np.nan)
        for s, es in enumerate(self.entities):  # (the positions the scenes' bins are the floors of)
            for i, e in enumerate(es):
                if predicate == "slope":
                    if e.slope is not None:
                        a[s, i] = b.slope_pos(e.slope)
                    continue
                for j, f in enumerate(es):
                    if i == j:
                        continue
                    if predicate == "rho":
                        a[s, i, j] = b.rho_pos(math.hypot(f.x - e.x, f.y - e.y))
                    elif predicate == "phi":
                        a[s, i, j] = b.phi_pos(e.x, e.y, f.x, f.y)
                    elif predicate == "angle" and e.slope is not None and f.slope is not None:
                        a[s, i, j] = b.angle_pos(e.slope, f.slope)
        self._cache[key] = a
        return a

    def jitter_edges(self, predicate: str) -> frozenset[int]:
        """The edges of a binned relation's bins where its measurements pile up (``jitter_edges``):
        edge e (between bins e - 1 and e; for ``phi`` and ``slope`` edge 0 is the wrap-around one)
        when the measurements within EDGE_NEAR bin of it are at least EDGE_DENSER times as many as
        an even spread over the two bins it separates puts there (2 · EDGE_NEAR of their 2 bins),
        and a Poisson count of that mean reaches as many with probability below EDGE_P. Such an
        edge splits one geometric value (a vertical stroke, two stacked centres) by the
        position noise alone. Labels are not read; cached."""
        key = ("jitter", predicate)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        meas = self.measure(predicate)
        nb = getattr(self.bins, predicate, 0) if predicate in BINNED else 0
        out: set[int] = set()
        if meas is not None and nb > 1:
            v = meas[~np.isnan(meas)]
            cyclic = predicate in CYCLIC
            if not cyclic:
                v = v[v < nb]  # rho's last bin also holds what lies beyond: no edge there
            if v.size:
                count = np.bincount(np.floor(v).astype(int) % nb, minlength=nb)
                for e in range(0 if cyclic else 1, nb):
                    d = np.abs((v - e + nb / 2) % nb - nb / 2) if cyclic else np.abs(v - e)
                    near = int(np.sum(d < EDGE_NEAR))
                    spread = (count[e % nb] + count[(e - 1) % nb]) * EDGE_NEAR  # = 2 bins x (2 EDGE_NEAR / 2)
                    if near and near >= EDGE_DENSER * spread and poisson_tail(near, spread) < EDGE_P:
                        out.add(e)
        hit = self._cache[key] = frozenset(out)
        return hit

    def edge_neighbours(self, predicate: str, k: int, u: np.ndarray) -> list[int]:
        """The bins across the jitter edges of bin ``k`` that measurements ``u`` (in bin ``k``, bin
        units) come within EDGE_NEAR of: the bins the same value takes under the noise."""
        nb = getattr(self.bins, predicate)
        edges = self.jitter_edges(predicate)
        cyclic = predicate in CYCLIC
        out = []
        if u.size == 0:
            return out
        if (k % nb) in edges and float(np.min(u)) - k < EDGE_NEAR and (cyclic or k >= 1):
            out.append((k - 1) % nb)
        if ((k + 1) % nb if cyclic else k + 1) in edges and k + 1 - float(np.max(u)) < EDGE_NEAR \
                and (cyclic or k + 1 < nb):
            out.append((k + 1) % nb)
        return out

    def base(self, n: int) -> np.ndarray:
        """1 where θ maps the n entity variables injectively onto existing entities."""
        b = self._base.get(n)
        if b is None:
            b = np.ones((self.S,) + (self.M,) * n)
            for i in range(n):
                b = b * self.mask.reshape((self.S,) + tuple(self.M if j == i else 1 for j in range(n)))
            off = 1.0 - np.eye(self.M)
            for i, j in itertools.combinations(range(n), 2):
                b = b * off.reshape((1,) + tuple(self.M if k in (i, j) else 1 for k in range(n)))
            self._base[n] = b
        return b

    def placed(self, atom: Atom, n: int) -> np.ndarray:
        """An atom's array laid out for broadcasting over ``n`` entity axes (cached)."""
        key = (atom, n)
        a = self._placed.get(key)
        if a is None:
            pred, vars_, const = atom
            a = self.array(pred, len(vars_), const)
            axes = [v - 1 for v in vars_]
            if len(axes) == 2 and axes[0] > axes[1]:
                a = np.swapaxes(a, 1, 2)
                axes = axes[::-1]
            a = a.reshape((self.S,) + tuple(self.M if k in axes else 1 for k in range(n)))
            self._placed[key] = a
        return a

    def score(self, atoms: Iterable[Atom], n: int) -> np.ndarray:
        """r_C(d) for every scene of a flat clause (no invented atoms) over ``n`` entities."""
        atoms = tuple(sorted(atoms))
        key = (n, atoms)
        hit = self._scores.get(key)
        if hit is not None:
            return hit
        acc = self.base(n)
        for atom in atoms:
            acc = acc * self.placed(atom, n)
        out = acc.reshape(self.S) if n == 0 else acc.reshape(self.S, -1).max(axis=1)
        if len(self._scores) < 200000:
            self._scores[key] = out
        return out

    def place(self, a: np.ndarray, vars_: Sequence[int], n: int) -> np.ndarray:
        """An array over entity axes ``vars_`` (in that order) laid out over ``n`` axes."""
        order = sorted(range(len(vars_)), key=lambda i: vars_[i])
        if order != list(range(len(vars_))):
            a = np.transpose(a, (0,) + tuple(1 + i for i in order))
        axes = {v - 1 for v in vars_}
        return a.reshape((self.S,) + tuple(self.M if k in axes else 1 for k in range(n)))

    def flat_product(self, flat: Iterable[Atom], n: int) -> np.ndarray:
        """The product of a flat conjunction's atoms over ``n`` axes (no injectivity mask)."""
        if not self.soft:
            return self._flat_truth(flat, n).astype(float)
        acc = np.ones((self.S,) + (self.M,) * n)
        for atom in flat:
            acc = acc * self.placed(atom, n)
        return acc

    def _placed_truth(self, atom: Atom, n: int) -> np.ndarray:
        """:meth:`placed` > 0, cached (0/1 facts)."""
        key = ("truth", atom, n)
        a = self._placed.get(key)
        if a is None:
            a = self._placed[key] = self.placed(atom, n) > 0
        return a

    def _flat_truth(self, flat: Iterable[Atom], n: int) -> np.ndarray:
        """:meth:`flat_product` on 0/1 facts as booleans (session 28): every atom's value is 0.0
        or 1.0 when no attribute is soft (attributes one value with probability 1, bins and count
        guards 0/1), so the float product is the AND of the truths and ``astype(float)`` gives it
        bit for bit, at one byte an entity tuple instead of eight. The exact stage scores the test
        sets' invented predicates this way (most of invention's extra exact-stage time)."""
        acc = np.ones((self.S,) + (self.M,) * n, dtype=bool)
        for atom in flat:
            acc &= self._placed_truth(atom, n)
        return acc

    def truth_score(self, atoms: Sequence[Atom], n: int, inventions: dict[str, Invention]) -> np.ndarray:
        """:func:`score_clause` on 0/1 facts (session 28): every value is 0.0 or 1.0, each atom,
        an invented one included, is its own factor, so the product over the injective θ is the
        AND of the atoms' truths and its max over θ is any(); as floats the same scores bit for
        bit, on one byte an entity tuple instead of eight (the exact stage scores the final
        clauses, each case of a union, on the test sets this way)."""
        acc = self.clause_truth(atoms, n, inventions)
        out = acc.reshape(self.S) if n == 0 else acc.reshape(self.S, -1).any(axis=1)
        return out.astype(float)

    def clause_truth(self, atoms: Sequence[Atom], n: int, inventions: dict[str, Invention]) -> np.ndarray:
        """Whether the clause body holds under each injective θ, ``[S] + [M] * n`` (bool; 0/1
        facts): :func:`clause_values` > 0."""
        acc = self.base(n) > 0
        for atom in atoms:
            inv = inventions.get(atom[0])
            if inv is None:
                acc &= self._placed_truth(atom, n)
            else:
                acc &= self.place(self.invention_truth(inv, inventions), atom[1], n)
        return acc

    def invention_truth(self, inv: Invention, inventions: dict[str, Invention]) -> np.ndarray:
        """:meth:`invention_array` > 0 (0/1 facts), cached by name as that array is."""
        key = ("truth", inv.name)
        a = self._inv.get(key)
        if a is None:
            a = self._inv[key] = self.invention_array(inv, inventions) > 0
        return a

    def invention_array(self, inv: "Invention", inventions: dict[str, "Invention"], variation=None) -> np.ndarray:
        """An invented predicate's value on every entity tuple, ``[S] + [M] * arity``: the
        max over its variations' flat expansions of their products (exact per tuple: the
        expansion drops contradictory disjuncts and merges repeated atoms). Cached by name.
        ``variation(var, arity)``: :meth:`variation_array`, from a caller's memo (a max is exact
        in any order, so the array is the same)."""
        a = self._inv.get(inv.name)
        if a is None:
            a = np.zeros((self.S,) + (self.M,) * inv.arity)
            for var in inv.variations:
                a = np.maximum(a, variation(var, inv.arity) if variation is not None
                               else self.variation_array(var, inv.arity, inventions))
            self._inv[inv.name] = a
        return a

    def variation_array(self, var: Sequence[Atom], arity: int, inventions: dict[str, "Invention"]) -> np.ndarray:
        """One variation's value on every entity tuple: the max over its flat expansions of their
        products (no injectivity mask). On 0/1 facts the max of 0/1 products is the OR of the
        conjunctions' truths (:meth:`_flat_truth`), as floats the same array."""
        if not self.soft:
            b = np.zeros((self.S,) + (self.M,) * arity, dtype=bool)
            for flat in expand(var, inventions):
                b |= self._flat_truth(flat, arity)
            return b.astype(float)
        a = np.zeros((self.S,) + (self.M,) * arity)
        for flat in expand(var, inventions):
            a = np.maximum(a, self.flat_product(flat, arity))
        return a

    def soft_keys(self, atom: Atom, inventions: dict[str, "Invention"]) -> frozenset:
        """The (attribute, entity) pairs with soft probabilities an atom's proofs may read."""
        k = self._flat_keys.get(atom)
        if k is None:
            out = set()
            for flat in expand([atom], inventions):
                out |= {(a[0], a[1]) for a in flat if a[0] in self.soft_preds}
            k = self._flat_keys[atom] = frozenset(out)
        return k


@dataclass(frozen=True)
class Invention:
    """An invented predicate: a name and its variations (each a tuple of atoms over the local
    entity variables 1..arity); ``symmetric`` when swapping its two arguments maps the
    variations onto themselves."""

    name: str
    arity: int
    variations: tuple[tuple[Atom, ...], ...]
    symmetric: bool = False
    p: float = 0.0
    n: float = 0.0
    gloss: str = ""

    @property
    def pn(self) -> float:
        return self.p * self.n


def substitute(atom: Atom, mapping: dict[int, int]) -> Atom:
    return (atom[0], tuple(mapping[v] for v in atom[1]), atom[2])


def expand(atoms: Sequence[Atom], inventions: dict[str, Invention]) -> list[frozenset]:
    """The flat disjuncts of a clause body: each invented atom replaced by one of its
    variations (recursively); contradictory disjuncts (one entity tuple, two values of one
    attribute) dropped, repeated atoms merged."""
    out = [frozenset()]
    for atom in atoms:
        inv = inventions.get(atom[0])
        if inv is None:
            out = [d | {atom} for d in out]
            continue
        mapping = {i + 1: v for i, v in enumerate(atom[1])}
        options = []
        for var in inv.variations:
            for flat in expand([substitute(a, mapping) for a in var], inventions):
                options.append(flat)
        # drop contradictions and repeats as the product grows, not at the end: nested
        # inventions over soft attributes otherwise build a cross product of (mostly equal)
        # disjuncts whose size is the product of the variation counts
        out = _consistent(d | o for d in out for o in options)
    return _consistent(out)


def _consistent(disjuncts: Iterable[frozenset]) -> list[frozenset]:
    """The disjuncts in order, each once, without those holding two values of one attribute on
    the same entities."""
    result, seen = [], set()
    for d in disjuncts:
        if d in seen:
            continue
        seen.add(d)
        keys = {}
        ok = True
        for pred, vars_, const in d:
            if const is None:
                continue
            k = (pred, vars_)
            if keys.setdefault(k, const) != const:
                ok = False
                break
        if ok:
            result.append(d)
    return result


def clause_values(tensors: SceneTensors, atoms: Sequence[Atom], n: int, inventions: dict[str, Invention]
                  ) -> np.ndarray:
    """The clause body's value under every injective θ, ``[S] + [M] * n`` (its max over θ is
    :func:`score_clause`'s r_C on 0/1 facts, where every atom is its own factor). On 0/1 facts
    the product of 0/1 values is computed as the AND of their truths (session 28,
    :meth:`SceneTensors.clause_truth`), as floats the same array."""
    if not tensors.soft:
        return tensors.clause_truth(atoms, n, inventions).astype(float)
    acc = tensors.base(n)
    for atom in atoms:
        inv = inventions.get(atom[0])
        if inv is None:
            acc = acc * tensors.placed(atom, n)
        else:
            acc = acc * tensors.place(tensors.invention_array(inv, inventions), atom[1], n)
    return acc


def score_clause(tensors: SceneTensors, atoms: Sequence[Atom], n: int, inventions: dict[str, Invention],
                 parent: np.ndarray | None = None, last: np.ndarray | None = None) -> np.ndarray:
    """r_C(d) for every scene of a clause that may use invented predicates.

    With ``parent`` and ``last`` (0/1 facts only; session 26): the truth of ``atoms[:-1]`` under
    every injective θ and that of ``atoms[-1]``, as packed bits ``[S, bytes]`` over the same
    C-ordered θ (:meth:`Searcher._atom_truth`). On 0/1 facts every atom's value, an invention's
    included, is 0 or 1, so the body's product over θ is the AND of the bits in any order and its
    max over θ is any(): r_C is ``any(parent & last)``, as floats bit for bit what the products
    below give, with a refinement's scoring one AND of M^n / 8 bytes a scene.

    r_C(d) = max_θ max over the clause's flat expansions of the product of their atoms. Atoms
    that read no common soft fact under θ contribute independent factors, so the max over
    their expansions is the product of each atom's own max: an invented atom becomes one
    cached array (:meth:`SceneTensors.invention_array`) instead of a cross product of
    variations. Only atoms sharing a soft (attribute, entity) pair, where a repeated atom counts
    once and two values of one attribute exclude each other, are expanded jointly. On 0/1 facts
    every atom is its own factor."""
    if parent is not None:
        return (parent & last).any(axis=1).astype(float)
    atoms = tuple(sorted(atoms))
    if not any(a[0] in inventions for a in atoms):
        flats = expand(atoms, inventions)
        return tensors.score(flats[0], n) if flats else np.zeros(tensors.S)
    key = (n, atoms, "inv")
    hit = tensors._scores.get(key)
    if hit is not None:
        return hit
    if not tensors.soft:  # 0/1 facts: every atom its own factor, on booleans (session 28)
        out = tensors.truth_score(atoms, n, inventions)
        if len(tensors._scores) < 200000:
            tensors._scores[key] = out
        return out
    # components of atoms linked by shared soft keys (union-find)
    comps: list[tuple[list[Atom], set]] = []
    for atom in atoms:
        keys = set(tensors.soft_keys(atom, inventions)) if tensors.soft_preds else set()
        merged, rest = [atom], set(keys)
        kept = []
        for group, gkeys in comps:
            if keys and gkeys & keys:
                merged += group
                rest |= gkeys
            else:
                kept.append((group, gkeys))
        comps = kept + [(merged, rest)]
    acc = tensors.base(n)
    for group, _ in comps:
        if len(group) == 1:
            atom = group[0]
            inv = inventions.get(atom[0])
            if inv is None:
                acc = acc * tensors.placed(atom, n)
            else:
                acc = acc * tensors.place(tensors.invention_array(inv, inventions), atom[1], n)
        else:
            best = np.zeros_like(acc)
            for flat in expand(group, inventions):
                best = np.maximum(best, tensors.flat_product(flat, n))
            acc = acc * best
    out = acc.reshape(tensors.S) if n == 0 else acc.reshape(tensors.S, -1).max(axis=1)
    if len(tensors._scores) < 200000:
        tensors._scores[key] = out
    return out
