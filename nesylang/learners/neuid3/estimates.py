"""NeuID3's numbers (paper §3-4, with the printed errors corrected as issue 9 lists them).

Every function takes per-example arrays: ``y`` (labels, 0 or 1), ``reach`` (P(kappa|e), the
probability that example e reaches the node) and ``both`` (P(kappa and tau|e)). Nothing here
knows about programs or circuits: the tree builder gets these probabilities from compiled
circuits and hands them in.

>>> round(entropy(0.75), 5)
0.81128
>>> round(gain([1, 1, 0, 0], [1, 1, 1, 1], [0.9, 0.6, 0.3, 0.2]), 5)   # = 1 - H(0.75)
0.18872
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np


def delta(y: Sequence[float], reach: Sequence[float], default: float = 0.5) -> float:
    """delta_phi = sum_e y_e P(phi|e) / sum_e P(phi|e) (Eq. 6, with delta on one side only);
    ``default`` where no example reaches phi (S = 0)."""
    y, reach = np.asarray(y, dtype=float), np.asarray(reach, dtype=float)
    s = float(reach.sum())
    if s <= 0.0:
        return default
    return min(1.0, max(0.0, float((y * reach).sum()) / s))


def entropy(d: float) -> float:
    """H(delta) = -delta log2 delta - (1 - delta) log2 (1 - delta), with 0 log 0 = 0."""
    out = 0.0
    for p in (d, 1.0 - d):
        if p > 0.0:
            out -= p * math.log2(p)
    return out


def gain(y: Sequence[float], reach: Sequence[float], both: Sequence[float]) -> float:
    """IG~_N(tau) = H(delta_kappa) - S(tau)/S H(delta_{kappa,tau}) - S(not tau)/S H(delta_{kappa,not tau})
    with S = sum_e P(kappa|e), S(phi) = sum_e P(kappa and phi|e). For 0/1 probabilities this
    is ID3's information gain. 0 when no example reaches the node.

    >>> # PlayTennis (Quinlan 1986): Humidity splits 9+/5- into 3+/4- (high) and 6+/1- (normal)
    >>> y = [0, 0, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0]
    >>> high = [1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1]
    >>> round(gain(y, [1] * 14, high), 4)
    0.1518
    """
    y = np.asarray(y, dtype=float)
    reach = np.asarray(reach, dtype=float)
    both = np.minimum(np.asarray(both, dtype=float), reach)
    s = float(reach.sum())
    if s <= 0.0:
        return 0.0
    rest = reach - both
    s_t, s_f = float(both.sum()), float(rest.sum())
    out = entropy(delta(y, reach))
    if s_t > 0.0:
        out -= s_t / s * entropy(delta(y, both))
    if s_f > 0.0:
        out -= s_f / s * entropy(delta(y, rest))
    return out


def class_weights(y: Sequence[float], reach: Sequence[float]) -> np.ndarray:
    """w_e = P(kappa|e) / (2 delta_kappa) for positives, P(kappa|e) / (2 (1 - delta_kappa)) for
    negatives (§4.2; with every P = 1, scikit-learn's ``compute_class_weight("balanced")``).
    A class absent from the node gets weight 0 (it has no examples to weigh).

    >>> [round(float(w), 4) for w in class_weights([1, 1, 0], [1, 0.5, 0.5])]
    [0.6667, 0.3333, 1.0]
    """
    y, reach = np.asarray(y, dtype=float), np.asarray(reach, dtype=float)
    d = delta(y, reach)
    pos = reach / (2.0 * d) if d > 0 else np.zeros_like(reach)
    neg = reach / (2.0 * (1.0 - d)) if d < 1 else np.zeros_like(reach)
    return np.where(y > 0.5, pos, neg)


CAP = 1e-7  # the least P(not tau) the loss reads (float32's resolution near 1)


def weighted_loss(y, weights, log_p_tau_given_kappa):
    """L = mean_e w_e [y_e (-log P(tau|kappa,e)) + (1 - y_e) (-log P(not tau|kappa,e))] (§4.2 with
    the minus restored and the indicator outside the log); torch tensors in, a scalar out."""
    return weighted_terms(y, weights, log_p_tau_given_kappa).mean()


def weighted_terms(y, weights, log_p_tau_given_kappa, masked: bool = True):
    """The per-example terms w_e [y_e (-log P(tau|kappa,e)) + (1 - y_e) (-log P(not tau|kappa,e))]
    whose mean is :func:`weighted_loss` (candidates trained together take one mean per candidate).
    ``masked=False`` where no weight is 0 (the mask that keeps 0 * inf out is then a no-op)."""
    import torch

    from ...util.logspace import log1mexp

    logp = log_p_tau_given_kappa.clamp(max=0.0)
    y = y.to(logp.dtype)
    # a saturated test (P(tau) = 1 in float32: a network's log-sigmoid rounds to 0) would make
    # -log P(not tau) infinite, with no gradient (log1mexp gives -inf and 0 at 0): its value is
    # capped at -log(CAP), the gradient passed on unchanged (straight through), so a confident
    # mistake still learns. (The Eleusis rel_suit NaN was not this, but log1mexp's gradient for
    # -eps < x < 0, fixed in nesylang/util/logspace.py.)
    capped = logp.detach().clamp(max=math.log1p(-CAP))
    log_not = log1mexp(logp - logp.detach() + capped)
    per = -(y * logp) - (1 - y) * log_not
    if masked:
        per = torch.where(weights > 0, per, torch.zeros_like(per))  # 0 * inf is no loss
    return weights.to(logp.dtype) * per


def gains_resampled(y, reach, both, counts: np.ndarray) -> np.ndarray:
    """:func:`gain` on resamples of the examples: row b of ``counts`` says how often each
    example is drawn into resample b (a (B, n) array); one IG~ per row."""
    y, reach = np.asarray(y, dtype=float), np.asarray(reach, dtype=float)
    both = np.minimum(np.asarray(both, dtype=float), reach)
    rest = reach - both
    c = np.asarray(counts, dtype=float)

    def h(d):
        d = np.clip(d, 0.0, 1.0)
        with np.errstate(divide="ignore", invalid="ignore"):
            t = np.where(d > 0, -d * np.log2(np.where(d > 0, d, 1.0)), 0.0)
            f = np.where(d < 1, -(1 - d) * np.log2(np.where(d < 1, 1 - d, 1.0)), 0.0)
        return t + f

    def part(mass):
        s = c @ mass
        sy = c @ (y * mass)
        with np.errstate(divide="ignore", invalid="ignore"):
            return s, np.where(s > 0, h(np.where(s > 0, sy / np.where(s > 0, s, 1.0), 0.0)), 0.0)

    s, h_all = part(reach)
    s_t, h_t = part(both)
    s_f, h_f = part(rest)
    with np.errstate(divide="ignore", invalid="ignore"):
        out = h_all - np.where(s > 0, s_t / np.where(s > 0, s, 1.0), 0.0) * h_t \
            - np.where(s > 0, s_f / np.where(s > 0, s, 1.0), 0.0) * h_f
    return np.where(s > 0, out, 0.0)


RESAMPLES = 1000  # bootstrap resamples behind restart_choice


def restart_choice(y, reach, runs: Sequence, confidence: float, seed: int, residual: float = 1.0,
                   resamples: int = RESAMPLES) -> tuple[int, float]:
    """Which of a candidate's training runs at a node to keep (``runs``: each run's
    P(kappa and tau|e) over the node's examples; run 0 is the plain one). The run j of the
    best IG~ (the first of equal ones) replaces run 0 only if

    - it leaves at most ``residual`` of run 0's residual entropy unexplained:
      H(delta_kappa) - IG~_j <= residual * (H(delta_kappa) - IG~_0), and
    - it beats run 0 beyond the examples' sampling noise: on at least ``confidence`` of
      ``resamples`` paired bootstrap resamples of the node's examples (the same draws for both
      runs), run j's IG~ exceeds run 0's.

    Returns (the kept run, that bootstrap share; 1.0 where it was not needed). ``confidence``
    0 and ``residual`` 1: the best IG~ outright (session 19).

    >>> y, r = [1, 1, 0, 0], [1, 1, 1, 1]
    >>> restart_choice(y, r, [[0.9, 0.6, 0.3, 0.2], [1, 1, 0, 0]], 0.0, 0)
    (1, 1.0)
    >>> restart_choice(y, r, [[0.9, 0.6, 0.3, 0.2], [0.9, 0.7, 0.3, 0.2]], 0.0, 0, residual=0.5)
    (0, 1.0)
    """
    g = [gain(y, reach, b) for b in runs]
    best = int(np.argmax(g))  # the first of the largest
    if best == 0:
        return 0, 1.0
    h = entropy(delta(y, reach))
    if h - g[best] > residual * (h - g[0]) + 1e-12:
        return 0, 1.0
    if confidence <= 0:
        return best, 1.0
    n = len(np.asarray(y))
    rng = np.random.default_rng(seed)
    counts = rng.multinomial(n, np.full(n, 1.0 / n), size=resamples)
    share = float(np.mean(gains_resampled(y, reach, runs[best], counts) > gains_resampled(y, reach, runs[0], counts)))
    return (best, share) if share >= confidence else (0, share)
