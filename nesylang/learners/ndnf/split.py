"""Disentangling one conjunctive node (Prop. 3.1, §3.2 and App. C of the paper).

Takes the real weights of one trained conjunction and how the output uses it (a positive or a
negative edge); returns the discretised conjunctions, each a tuple over {-6, 0, 6}, whose
disjunction is exactly the node's bivalent behaviour on {-1, 1}^n:

* On {-1, 1}^n with δ = 1 the node's raw output is f(x) = 2h − 2·Σ_{j ∈ D(x)} |w_j|, with
  h = max|w| / 2 and D(x) the inputs that *disagree* with the sign of their weight.
* **Positive use** (``f > 0``): the node fires iff Σ_D |w_j| < h, a down-closed family of sets D.
  One rule per ⊆-maximal E with Σ_E |w_j| < h (necessarily E ⊆ {j : |w_j| < h}); its body is
  every literal of 𝒥 ∖ E signed as w_j. A row x satisfies the rule for E iff D(x) ⊆ E.
* **Negative use** (``f ≤ 0``, the issue's corrected App. C): fires iff Σ_D |w_j| ≥ h, an
  up-closed family. One rule per ⊆-minimal M with Σ_M |w_j| ≥ h; its body is the complement of
  each literal of M (wired positively into the output).

Sums are exact: every weight becomes ``Fraction(float(w))``, a dyadic rational, and all of them
are scaled to integers by one common power of two, so comparisons never round.

Both families are enumerated by a depth-first search over weights sorted by decreasing
magnitude that only ever visits branches leading to an answer (see ``_maximal_below`` and
``_minimal_at_least``), so the cost is O(n) per rule produced rather than 2^n.
"""
from __future__ import annotations

import math
import time
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Literal, Union

from ...errors import LearningError

Usage = Union[Literal["positive", "negative"], int, float]
Rule = tuple[int, ...]

# Check the clock once per this many search nodes: cheap, and fine-grained enough that a cap
# of t seconds stops within t + a few milliseconds.
_CLOCK_EVERY = 256


class SplitLimit(LearningError):
    """Splitting one node would exceed its time or rule cap (the caller falls back to thresholding)."""


def _usage_sign(usage: Usage) -> int:
    if usage == "positive":
        return 1
    if usage == "negative":
        return -1
    if isinstance(usage, str) or isinstance(usage, bool) or not isinstance(usage, (int, float)):
        raise ValueError(f"usage must be 'positive', 'negative' or a non-zero number, not {usage!r}")
    if usage == 0 or math.isnan(usage):
        raise ValueError("usage weight 0 does not say how the conjunction is used")
    return 1 if usage > 0 else -1


def exact_weights(w: Iterable[float]) -> list[Fraction]:
    """The weights as exact rationals, as :func:`split_conjunction` reads them.

    >>> exact_weights([0.5, -2])
    [Fraction(1, 2), Fraction(-2, 1)]
    """
    out = []
    for x in w:
        f = float(x)
        if not math.isfinite(f):
            raise ValueError(f"weight {x!r} is not finite")
        out.append(Fraction(f))
    return out


def _scaled_magnitudes(ws: Sequence[Fraction]) -> list[int]:
    """|w_j| times one common denominator (a power of two for float weights): exact integers."""
    den = 1
    for x in ws:
        den = den * x.denominator // math.gcd(den, x.denominator)
    return [abs(x.numerator) * (den // x.denominator) for x in ws]


class _Budget:
    def __init__(self, timeout: float | None, max_splits: int | None):
        if timeout is not None and not timeout > 0:
            raise ValueError(f"timeout must be positive, not {timeout!r}")
        if max_splits is not None and (isinstance(max_splits, bool) or not isinstance(max_splits, int)
                                       or max_splits < 1):
            raise ValueError(f"max_splits must be a positive integer, not {max_splits!r}")
        self.deadline = None if timeout is None else time.monotonic() + timeout
        self.timeout = timeout
        self.max_splits = max_splits
        self.ticks = 0

    def tick(self) -> None:
        self.ticks += 1
        if self.deadline is not None and self.ticks % _CLOCK_EVERY == 0 and time.monotonic() > self.deadline:
            raise SplitLimit(f"splitting a conjunction took longer than node_timeout={self.timeout} s")

    def emitted(self, count: int) -> None:
        if self.max_splits is not None and count > self.max_splits:
            raise SplitLimit(f"splitting a conjunction gives more than max_splits={self.max_splits} rules")


def _maximal_below(a: list[int], cap: int, budget: _Budget) -> list[tuple[int, ...]]:
    """Every ⊆-maximal set E of positions of ``a`` (sorted decreasing) with 2·Σ_E a < cap.

    Search state: (next position i, sum s, last excluded position p). E is maximal iff adding
    its smallest excluded element overflows, and with decreasing order the smallest excluded
    element is the last one excluded. Invariant: s is feasible and s + a[i:] + a[p] overflows
    (so some completion is maximal: greedily add what fits; whatever is left out is no larger
    than a[p]). Including i keeps the invariant whenever it fits; excluding i is allowed only
    when s + a[i+1:] + a[i] overflows. Hence every branch ends in an answer.
    """
    n = len(a)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + a[i]
    out: list[tuple[int, ...]] = []
    stack: list[tuple[int, int, tuple[int, ...]]] = [(0, 0, ())]
    while stack:
        i, s, members = stack.pop()
        budget.tick()
        if i == n:
            out.append(members)
            budget.emitted(len(out))
            continue
        # Push "exclude" first so that "include" is explored first.
        if 2 * (s + suffix[i + 1] + a[i]) >= cap:
            stack.append((i + 1, s, members))
        if 2 * (s + a[i]) < cap:
            stack.append((i + 1, s + a[i], members + (i,)))
    return out


def _minimal_at_least(a: list[int], cap: int, budget: _Budget) -> list[tuple[int, ...]]:
    """Every ⊆-minimal set M of positions of ``a`` (sorted decreasing) with 2·Σ_M a ≥ cap.

    Built by choosing members in increasing position: while the sum is below the bound, pick a
    next member among the later positions; the set is complete the moment the bound is reached.
    Removing the last (smallest) member then falls below the bound, so the set is minimal, and
    every minimal set arises exactly once this way. A branch is cut when even all remaining
    weights cannot reach the bound, so every branch ends in an answer.
    """
    n = len(a)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + a[i]
    out: list[tuple[int, ...]] = []
    stack: list[tuple[int, int, tuple[int, ...]]] = [(0, 0, ())]
    while stack:
        start, s, members = stack.pop()
        # Push in reverse so smaller positions are explored first (deterministic order).
        for j in range(n - 1, start - 1, -1):
            budget.tick()
            if 2 * (s + suffix[j]) < cap:
                continue  # even all of a[j:] cannot reach the bound (and later j less so)
            t = s + a[j]
            if 2 * t >= cap:
                out.append(members + (j,))
                budget.emitted(len(out))
            else:
                stack.append((j + 1, t, members + (j,)))
    out.sort()
    return out


def split_conjunction(w: Sequence[float], usage: Usage, timeout: float | None = None,
                      max_splits: int | None = None) -> list[Rule] | None:
    """Split one conjunctive node into discretised conjunctions, exactly.

    ``usage`` is ``"positive"`` / ``"negative"`` (or the edge weight v, whose sign is used).
    Returns the split rules as tuples over {-6, 0, 6} (same length as ``w``), forming an
    antichain whose disjunction equals [f > 0] (positive) or [f ≤ 0] (negative) on every
    x ∈ {-1, 1}^n; ``None`` for an all-zero node. Raises :class:`SplitLimit` past ``timeout``
    seconds or ``max_splits`` rules.

    Example 2.1 of the paper (h = 3): the small weights 2, 2, -2 can be left out one at a time.

    >>> split_conjunction([-6, -2, -2, 2, -6], "positive")
    [(-6, 0, -6, 6, -6), (-6, -6, 0, 6, -6), (-6, -6, -6, 0, -6)]
    >>> split_conjunction([-6, -2, -2, 2, -6], "negative")
    [(6, 0, 0, 0, 0), (0, 0, 0, 0, 6), (0, 6, 6, 0, 0), (0, 6, 0, -6, 0), (0, 0, 6, -6, 0)]
    >>> split_conjunction([0.0, 0.0], "positive") is None
    True
    """
    sign = _usage_sign(usage)
    budget = _Budget(timeout, max_splits)
    ws = exact_weights(w)
    relevant = [j for j, x in enumerate(ws) if x != 0]
    if not relevant:
        return None
    mags = _scaled_magnitudes([ws[j] for j in relevant])
    # Sort by decreasing magnitude; ties by input position, so the output is deterministic.
    order = sorted(range(len(relevant)), key=lambda k: (-mags[k], relevant[k]))
    a = [mags[k] for k in order]
    pos = [relevant[k] for k in order]  # search position -> input index
    cap = a[0]  # compare 2·Σ with max|w| (= 2h) in integers
    n = len(ws)
    sgn = [0 if x == 0 else (1 if x > 0 else -1) for x in ws]

    rules: list[Rule] = []
    if sign > 0:
        # Only weights below h can ever be left out; the large ones are in every rule.
        small = [k for k, m in enumerate(a) if 2 * m < cap]
        for E in _maximal_below([a[k] for k in small], cap, budget):
            excluded = {pos[small[k]] for k in E}
            rules.append(tuple(6 * sgn[j] if (sgn[j] and j not in excluded) else 0 for j in range(n)))
    else:
        for M in _minimal_at_least(a, cap, budget):
            members = {pos[k] for k in M}
            rules.append(tuple(-6 * sgn[j] if j in members else 0 for j in range(n)))
    return rules


def split_disjunction(v: Sequence[float], timeout: float | None = None,
                      max_splits: int | None = None) -> list[Rule] | None:
    """Split one disjunctive (output) node over bivalent conjunctions into a DNF, exactly.

    With δ = −1 and inputs c ∈ {−1, 1}^K the node's raw output is g(c) = 2A(c) − max|v|, where
    A(c) is the sum of |v_k| over the conjunctions that *agree* with their weight (true for
    v_k > 0, false for v_k < 0). So g > 0 iff A > max|v| / 2: the node fires iff some ⊆-minimal
    set M of conjunctions with Σ_M |v_k| **>** max|v| / 2 all agree. One rule per such M, a tuple
    over {−6, 0, 6}: 6 where c_k must be true, −6 where it must be false. Their disjunction
    equals [g > 0] on every c ∈ {−1, 1}^K. It is a plain OR of literals exactly when every
    |v_k| > max|v| / 2; otherwise small-weight conjunctions fire the output only together (the
    paper's nested entanglement, §5.2), which one output threshold cannot express.

    >>> split_disjunction([3.0, 1.0, 1.0])   # h = 1.5: c1 alone, or c2 and c3 together
    [(6, 0, 0), (0, 6, 6)]
    >>> split_disjunction([-0.97, 3.96, 1.48])
    [(0, 6, 0), (-6, 0, 6)]
    >>> split_disjunction([0.0]) is None
    True
    """
    budget = _Budget(timeout, max_splits)
    ws = exact_weights(v)
    relevant = [j for j, x in enumerate(ws) if x != 0]
    if not relevant:
        return None
    mags = _scaled_magnitudes([ws[j] for j in relevant])
    order = sorted(range(len(relevant)), key=lambda k: (-mags[k], relevant[k]))
    a = [mags[k] for k in order]
    pos = [relevant[k] for k in order]
    n = len(ws)
    sgn = [0 if x == 0 else (1 if x > 0 else -1) for x in ws]
    rules: list[Rule] = []
    # integers: 2·Σ > max  ⇔  2·Σ ≥ max + 1
    for M in _minimal_at_least(a, a[0] + 1, budget):
        members = {pos[k] for k in M}
        rules.append(tuple(6 * sgn[j] if j in members else 0 for j in range(n)))
    return rules
