"""Post-processing a trained neural DNF: pruning, thresholding, disentangling (§2, §3 of the paper).

Takes the two real weight matrices of a trained network (conjunctions × inputs, outputs ×
conjunctions) and the training rows (inputs in {-1, 1}, 0/1 labels); returns a
:class:`Discretised` network whose weights are all in {-6, 0, 6}, ready for :mod:`.rules`.

* :func:`prune` zeroes, one at a time and smallest |w| first, each weight whose removal worsens
  no training metric (of the real reading, the bivalent one, or both) against the network as
  pruned so far or, with ``against="trained"``, against the network given, until nothing
  changes (emptying a conjunction removes its edges in the same checked step); it then removes
  unused conjunctions.
* :func:`threshold` is the baseline: ŵ = 6·sign(w)·𝟙(|w| > τ) with one τ for both layers, swept
  over 0 and every distinct |w|, chosen on train by MCC then recall, then pruned.
* :func:`disentangle` is the method of the paper: every conjunction used by an output with
  weight v is split exactly (:func:`~.split.split_conjunction`, usage sign(v)); the rules are
  wired to that output with weight |v|; the output layer alone is thresholded with the
  conjunctions evaluated as ±1 (``disj="sweep"``: τ swept as above; ``"zero"``: τ = 0); the
  result is pruned and condensed. With ``disj="split"`` the output nodes are split exactly as
  well (:func:`~.split.split_disjunction`), so nothing is thresholded; ``"auto"`` (default)
  keeps the better of ``"split"`` and ``"sweep"`` on train. A node that hits the cap is
  thresholded instead (at the baseline's τ) and reported in ``fallbacks``: that part is
  approximate.

Evaluation modes: ``"tanh"`` is the real network at δ = 1; ``"sign"`` is the bivalent semantics
of a discretised one (a conjunction is true iff its raw output is > 0).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

from .split import SplitLimit, split_conjunction, split_disjunction

METRIC_KEYS = ("accuracy", "f1", "mcc")


# --------------------------------------------------------------------------- evaluation

def _layer(x: np.ndarray, w: np.ndarray, delta: float) -> np.ndarray:
    a = np.abs(w)
    beta = delta * (a.max(axis=1, initial=0.0) - a.sum(axis=1))
    return x @ w.T + beta


def conj_values(conj: np.ndarray, x: np.ndarray, mode: str = "sign") -> np.ndarray:
    """Conjunction activations: tanh of the raw output (``"tanh"``) or ±1 by its sign (``"sign"``)."""
    return _activation(_layer(x, conj, 1.0), mode)


def _activation(raw: np.ndarray, mode: str) -> np.ndarray:
    return np.tanh(raw) if mode == "tanh" else np.where(raw > 0, 1.0, -1.0)


def raw_outputs(conj: np.ndarray, disj: np.ndarray, x: np.ndarray, mode: str = "sign") -> np.ndarray:
    """The outputs' raw values d (true iff d > 0)."""
    return _layer(conj_values(conj, x, mode), disj, -1.0)


def predict(conj: np.ndarray, disj: np.ndarray, x: np.ndarray, mode: str = "sign") -> np.ndarray:
    """0/1 predictions, rows × outputs."""
    return (raw_outputs(conj, disj, x, mode) > 0).astype(np.int8)


def metrics(pred: np.ndarray, y: np.ndarray) -> dict[str, float]:
    """Micro-averaged binary metrics over all (row, output) pairs.

    >>> metrics(np.array([[1], [0], [1]]), np.array([[1], [0], [0]]))["f1"]
    0.6666666666666666
    """
    p = pred.astype(bool).reshape(-1)
    t = np.asarray(y).astype(bool).reshape(-1)
    tp = float(np.sum(p & t))
    fp = float(np.sum(p & ~t))
    fn = float(np.sum(~p & t))
    tn = float(np.sum(~p & ~t))
    n = tp + fp + fn + tn
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 1.0
    den = np.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
    mcc = float((tp * tn - fp * fn) / den) if den else 0.0
    return {"accuracy": (tp + tn) / n if n else 1.0, "precision": prec, "recall": rec, "f1": f1, "mcc": mcc}


# --------------------------------------------------------------------------- pruning

def _no_worse(new: dict[str, float], old: dict[str, float]) -> bool:
    return all(new[k] >= old[k] - 1e-12 for k in METRIC_KEYS)


def drop_unused(conj: np.ndarray, disj: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Zero the positive edges to all-zero conjunctions, then remove conjunctions no output uses.

    Exact for a discretised network (output weights in {−6, 0, 6}) read bivalently: an all-zero
    conjunction is false, so a +6 edge to it adds −6 to Σv·c and 6 to Σ|v| and changes nothing
    (max|v| stays 6, or the output had no other edge and was false either way). A −6 edge to it
    always agrees (the output always fires) and is kept. On real weights, and in the ``"tanh"``
    reading (tanh(0) = 0 still shifts the output's bias), dropping an edge can change the
    network, so :func:`prune` zeroes such edges only as part of a checked removal.
    """
    disj = disj.copy()
    zero_rows = ~np.any(conj != 0, axis=1)
    disj[:, zero_rows] = np.where(disj[:, zero_rows] > 0, 0.0, disj[:, zero_rows])
    return _remove_unused(conj, disj)


def _remove_unused(conj: np.ndarray, disj: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Remove the conjunctions no output uses (exact in every reading)."""
    used = np.any(disj != 0, axis=0)
    return conj[used].copy(), disj[:, used].copy()


def _readings(raw: np.ndarray, mode: str) -> list[np.ndarray]:
    """The conjunction activations of each reading ``mode`` checks (``"both"``: tanh and sign)."""
    return [_activation(raw, m) for m in (("tanh", "sign") if mode == "both" else (mode,))]


def _smallest_first(w: np.ndarray, idx) -> list:
    """Positions ``idx`` of ``w`` in increasing |w| (ties: in order): the least important first."""
    idx = list(idx)
    return [idx[i] for i in np.argsort(np.abs(np.array([w[i] for i in idx], dtype=np.float64)), kind="stable")]


def prune(conj: np.ndarray, disj: np.ndarray, x: np.ndarray, y: np.ndarray,
          mode: str = "sign", max_rounds: int = 20, against: str = "current") -> tuple[np.ndarray, np.ndarray]:
    """Zero every weight whose removal worsens no train metric, until stable; drop unused parts.

    ``mode`` is the reading whose metrics must not drop: ``"tanh"`` (the real network),
    ``"sign"`` (conjunctions ±1 by the sign of their raw output: what the split rules compute
    exactly) or ``"both"`` (neither may drop). Weights are tried smallest |w| first, output
    edges before conjunction weights: removing a larger weight first can move training rows
    to the decision boundary, where it pins every smaller weight that could push them over
    (on breast cancer, index order kept weights of 0.001-0.01 and nodes of 20-40 inputs).
    On a discretised network (all |w| = 6) the order is the index order.

    ``against`` is what a removal must not be worse than: ``"current"`` (the network as pruned so
    far: a removal that raised a metric raises the bar for the next ones) or ``"trained"`` (the
    network given: the result is no worse on train than it, in every reading checked).
    """
    if against not in ("current", "trained"):
        raise ValueError(f"against must be 'current' or 'trained', not {against!r}")
    conj, disj = conj.copy(), disj.copy()
    y = np.asarray(y)

    def score(cvs):
        return [metrics(_layer(cv, disj, -1.0) > 0, y) for cv in cvs]

    def no_worse(new, old):
        return all(_no_worse(a, b) for a, b in zip(new, old))

    fixed = score(_readings(_layer(x, conj, 1.0), mode)) if against == "trained" else None
    for _ in range(max_rounds):
        changed = False
        cvs = _readings(_layer(x, conj, 1.0), mode)
        base = score(cvs) if fixed is None else fixed
        # Output layer first: cheap (conjunction activations fixed).
        edges_nz = list(zip(*np.nonzero(disj)))
        for o, k in [edges_nz[i] for i in np.argsort(np.abs([disj[e] for e in edges_nz]), kind="stable")]:
            old = disj[o, k]
            disj[o, k] = 0
            m = score(cvs)
            if no_worse(m, base):
                base, changed = (m if fixed is None else fixed), True
            else:
                disj[o, k] = old
        used = np.any(disj != 0, axis=0)
        for k in np.nonzero(used)[0]:
            row = conj[k]
            for j in _smallest_first(row, np.nonzero(row)[0]):
                old = row[j]
                row[j] = 0
                col = _layer(x, row[None, :], 1.0)[:, 0]
                saved = [cv[:, k].copy() for cv in cvs]
                for cv, now in zip(cvs, _readings(col, mode)):
                    cv[:, k] = now
                # Emptying a conjunction removes it with its edges (checked here, not dropped
                # afterwards: its edges still count in the outputs' biases).
                emptied = not np.any(row)
                edges = disj[:, k].copy()
                if emptied:
                    disj[:, k] = 0
                m = score(cvs)
                if no_worse(m, base):
                    base, changed = (m if fixed is None else fixed), True
                else:
                    row[j] = old
                    for cv, was in zip(cvs, saved):
                        cv[:, k] = was
                    disj[:, k] = edges
        conj, disj = _remove_unused(conj, disj)
        if not changed:
            break
    return conj, disj


# --------------------------------------------------------------------------- thresholding

def _discrete(w: np.ndarray, tau: float) -> np.ndarray:
    return (6 * np.sign(w) * (np.abs(w) > tau)).astype(np.float64)


def _taus(*ws: np.ndarray) -> list[float]:
    vals = {0.0}
    for w in ws:
        vals.update(float(v) for v in np.unique(np.abs(w[w != 0])))
    return sorted(vals)


def _better(m: dict[str, float], best: dict[str, float] | None) -> bool:
    return best is None or (m["mcc"], m["recall"]) > (best["mcc"], best["recall"])


@dataclass
class Discretised:
    """A network with weights in {-6, 0, 6} (float arrays), and how it was obtained."""

    conj: np.ndarray
    disj: np.ndarray
    method: str
    tau: float | None = None
    fallbacks: list[dict] = field(default_factory=list)
    stats: dict = field(default_factory=dict)

    @property
    def approximate(self) -> bool:
        """True when some conjunction hit the cap and was thresholded instead of split."""
        return bool(self.fallbacks)

    def predict(self, x: np.ndarray) -> np.ndarray:
        return predict(self.conj, self.disj, x, "sign")


def threshold(conj: np.ndarray, disj: np.ndarray, x: np.ndarray, y: np.ndarray,
              do_prune: bool = True) -> Discretised:
    """The thresholding baseline: one τ for both layers, chosen on train by MCC then recall."""
    best, best_tau = None, 0.0
    for tau in _taus(conj, disj):
        m = metrics(predict(_discrete(conj, tau), _discrete(disj, tau), x, "sign"), y)
        if _better(m, best):
            best, best_tau = m, tau
    c, d = _discrete(conj, best_tau), _discrete(disj, best_tau)
    if do_prune:
        c, d = prune(c, d, x, y, "sign")
    else:
        c, d = drop_unused(c, d)
    return Discretised(c, d, "threshold", tau=best_tau)


def threshold_output_layer(conj: np.ndarray, disj: np.ndarray, x: np.ndarray, y: np.ndarray,
                           sweep: bool = True) -> tuple[np.ndarray, float]:
    """Discretise only the output layer, with discretised conjunctions read as ±1."""
    cv = conj_values(conj, x, "sign")
    if not sweep:
        return _discrete(disj, 0.0), 0.0
    best, best_tau = None, 0.0
    for tau in _taus(disj):
        m = metrics(_layer(cv, _discrete(disj, tau), -1.0) > 0, y)
        if _better(m, best):
            best, best_tau = m, tau
    return _discrete(disj, best_tau), best_tau


# --------------------------------------------------------------------------- disentangling

def condense(conj: np.ndarray, disj: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Exact simplifications of a discretised network read bivalently.

    Drops edges to all-zero conjunctions and unused conjunctions, merges identical conjunctions
    (when every output uses the copies with one sign), and drops a positive edge to a rule whose
    literals include all of another positively wired rule of the same output (subsumed: the
    disjunction is unchanged).
    """
    conj, disj = drop_unused(conj, disj)
    # merge duplicates
    rows: dict[bytes, int] = {}
    keep = np.ones(len(conj), dtype=bool)
    disj = disj.copy()
    for k in range(len(conj)):
        key = conj[k].tobytes()
        if key in rows:
            first = rows[key]
            a, b = disj[:, first], disj[:, k]
            if np.all((a == 0) | (b == 0) | (np.sign(a) == np.sign(b))):
                disj[:, first] = np.where(a != 0, a, b)
                disj[:, k] = 0
                keep[k] = False
        else:
            rows[key] = k
    conj, disj = conj[keep], disj[:, keep]
    # subsumption among positively wired rules of one output
    lits = [frozenset((j, int(np.sign(v))) for j, v in enumerate(r) if v != 0) for r in conj]
    for o in range(disj.shape[0]):
        pos = [k for k in np.nonzero(disj[o] > 0)[0]]
        for k in pos:
            if any(m != k and disj[o, m] > 0 and lits[m] < lits[k] for m in pos):
                disj[o, k] = 0
    return drop_unused(conj, disj)


def disentangle(conj: np.ndarray, disj: np.ndarray, x: np.ndarray, y: np.ndarray, *,
                disj_mode: str = "auto", node_timeout: float | None = 10.0,
                max_splits: int | None = 4096, fallback_tau: float | None = None,
                do_prune: bool = True) -> Discretised:
    """Split every used conjunction exactly, discretise the output layer, prune, condense.

    ``conj``/``disj`` are the (pruned) real weights. ``fallback_tau`` is the τ used for a node
    that hits the cap (default: the thresholding baseline's τ on this network).

    The output layer (``disj_mode``): ``"sweep"`` / ``"zero"`` threshold it (the paper's v2 / v1),
    with the split rules wired with |v|; ``"split"`` splits each output node exactly too
    (:func:`~.split.split_disjunction`: the minimal sets of agreeing conjunctions, each conjunction
    replaced by its split rules, multiplied out), so the result equals the network read
    bivalently on every input (unless a node fell back); ``"auto"`` (default) computes both
    ``"split"`` and ``"sweep"`` and keeps the better on train (MCC, then recall; ``"split"`` on
    ties). ``"split"`` past ``max_splits`` products or ``node_timeout`` falls back to ``"sweep"``.
    """
    n_out = disj.shape[0]
    new_rows: list[np.ndarray] = []
    edges: list[tuple[int, int, float]] = []  # (output, new row, weight)
    fallbacks: list[dict] = []
    split_times: list[float] = []
    split_counts: list[int] = []
    # (conjunction, sign of use) -> (new rows, whether edges keep the signed weight)
    cache: dict[tuple[int, int], tuple[list[int], bool]] = {}
    for k in range(conj.shape[0]):
        for o in range(n_out):
            v = float(disj[o, k])
            if v == 0:
                continue
            sign = 1 if v > 0 else -1
            key = (k, sign)
            if key not in cache:
                cache[key] = _split_node(conj, disj, x, y, k, sign, node_timeout, max_splits,
                                         fallback_tau, new_rows, fallbacks, split_times, split_counts)
                if fallbacks and fallback_tau is None:
                    fallback_tau = fallbacks[-1]["tau"]
            ids, signed = cache[key]
            for r in ids:
                edges.append((o, r, v if signed else abs(v)))
    n_in = conj.shape[1]
    stats = {"split_nodes": len(split_times), "split_rules": int(sum(split_counts)),
             "split_seconds_max": max(split_times, default=0.0),
             "split_seconds_median": float(np.median(split_times)) if split_times else 0.0,
             "rules_before_output_threshold": len(new_rows)}
    candidates: list[tuple[str, np.ndarray, np.ndarray, float | None]] = []
    if disj_mode in ("split", "auto"):
        t0 = time.perf_counter()
        try:
            c_s, d_s = _split_outputs(disj, cache, new_rows, n_in, node_timeout, max_splits)
            candidates.append(("split", c_s, d_s, None))
            stats["output_split_rules"] = len(c_s)
        except SplitLimit as e:
            stats["output_split_fallback"] = str(e)
        stats["output_split_seconds"] = time.perf_counter() - t0
    if disj_mode != "split" or not candidates:
        c2 = np.array(new_rows, dtype=np.float64).reshape(len(new_rows), n_in)
        d2 = np.zeros((n_out, len(new_rows)))
        for o, r, v in edges:
            d2[o, r] = v
        d3, tau = threshold_output_layer(c2, d2, x, y, sweep=(disj_mode != "zero"))
        candidates.append(("zero" if disj_mode == "zero" else "sweep", c2, d3, tau))
    best = None
    for mode, c3, d3, tau in candidates:
        c4, d4 = prune(c3, d3, x, y, "sign") if do_prune else (c3, d3)
        c5, d5 = condense(c4, d4)
        m = metrics(predict(c5, d5, x, "sign"), y)
        stats[f"train_f1_{mode}"] = m["f1"]
        if best is None or (m["mcc"], m["recall"]) > (best[0]["mcc"], best[0]["recall"]):
            best = (m, mode, c5, d5, tau)
    _, mode, c5, d5, tau = best
    stats["disj"] = mode
    return Discretised(c5, d5, "disentangle", tau=tau, fallbacks=fallbacks, stats=stats)


def _split_outputs(disj: np.ndarray, cache, new_rows: list[np.ndarray], n_in: int,
                   timeout: float | None, max_splits: int | None) -> tuple[np.ndarray, np.ndarray]:
    """Each output node as a DNF over the inputs: its minimal agreeing sets of conjunctions
    (:func:`~.split.split_disjunction`), each conjunction replaced by the rules of its split
    (a fallback conjunction wired negatively becomes one rule per complemented literal), the
    products multiplied out (contradictory ones dropped, subsumed ones removed)."""
    deadline = None if timeout is None else time.monotonic() + timeout
    # the rules (dict input -> ±1) under which conjunction k agrees with sign s
    def agreeing(k: int, s: int) -> list[dict[int, int]]:
        ids, signed = cache[(k, s)]
        if not ids:  # an all-zero conjunction: always false, so its negation always holds
            return [] if s > 0 else [{}]
        out = []
        for r in ids:
            row = new_rows[r]
            lits = {int(j): int(np.sign(row[j])) for j in np.nonzero(row)[0]}
            if signed and s < 0:  # a thresholded conjunction used negatively: ¬(l1 ∧ …) = ¬l1 ∨ …
                out.extend({j: -sg} for j, sg in lits.items())
            else:
                out.append(lits)
        return out

    rows: dict[tuple, int] = {}
    per_output: list[set[int]] = []
    for o in range(disj.shape[0]):
        rules = split_disjunction(disj[o], timeout=timeout, max_splits=max_splits) or []
        bodies: set[frozenset] = set()
        for rule in rules:
            partial: list[dict[int, int]] = [{}]
            for k in np.nonzero(np.asarray(rule))[0]:
                options = agreeing(int(k), 1 if rule[k] > 0 else -1)
                nxt = []
                for p in partial:
                    for r in options:
                        if any(p.get(j, sg) != sg for j, sg in r.items()):
                            continue  # contradictory: a ∧ ¬a
                        nxt.append({**p, **r})
                if max_splits is not None and len(nxt) > max_splits:
                    raise SplitLimit(f"splitting an output node gives more than max_splits={max_splits} rules")
                if deadline is not None and time.monotonic() > deadline:
                    raise SplitLimit(f"splitting an output node took longer than node_timeout={timeout} s")
                partial = nxt
            bodies.update(frozenset(p.items()) for p in partial)
            if max_splits is not None and len(bodies) > max_splits:
                raise SplitLimit(f"splitting an output node gives more than max_splits={max_splits} rules")
        minimal = [b for b in bodies if not any(c < b for c in bodies)]
        ids = set()
        for b in sorted(minimal, key=lambda b: (len(b), sorted(b))):
            row = np.zeros(n_in)
            for j, sg in b:
                row[j] = 6.0 * sg
            key = row.tobytes()
            if key not in rows:
                rows[key] = len(rows)
            ids.add(rows[key])
        per_output.append(ids)
    c = np.zeros((len(rows), n_in))
    for key, i in rows.items():
        c[i] = np.frombuffer(key, dtype=np.float64)
    d = np.zeros((disj.shape[0], len(rows)))
    for o, ids in enumerate(per_output):
        for i in ids:
            # an empty body (the output always fires) is a −6 edge to an all-zero conjunction
            d[o, i] = -6.0 if not np.any(c[i]) else 6.0
    return c, d


def _split_node(conj, disj, x, y, k, sign, node_timeout, max_splits, fallback_tau,
                new_rows, fallbacks, split_times, split_counts) -> tuple[list[int], bool]:
    t0 = time.perf_counter()
    try:
        rules = split_conjunction(conj[k], sign, timeout=node_timeout, max_splits=max_splits)
    except SplitLimit as e:
        split_times.append(time.perf_counter() - t0)
        if fallback_tau is None:
            fallback_tau = threshold(conj, disj, x, y, do_prune=False).tau or 0.0
        row = _discrete(conj[k][None, :], fallback_tau)[0]
        if not np.any(row):
            row = _discrete(conj[k][None, :], 0.0)[0]
        fallbacks.append({"conjunction": int(k), "usage": "positive" if sign > 0 else "negative",
                          "reason": str(e), "tau": fallback_tau})
        new_rows.append(row)
        return [len(new_rows) - 1], True
    split_times.append(time.perf_counter() - t0)
    ids = []
    for r in rules or ():
        new_rows.append(np.array(r, dtype=np.float64))
        ids.append(len(new_rows) - 1)
    split_counts.append(len(ids))
    return ids, False
