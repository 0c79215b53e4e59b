"""NDNF-MT: a neural DNF whose output layer is a mutex-tanh over classes (multiclass heads).

Takes the two weight matrices of a network trained with ``variant="mt"`` (conjunctions ×
inputs, classes × conjunctions) and the training rows (inputs in {-1, 1}, class indices);
returns an :class:`MTDiscretised` network: the conjunctions disentangled (each split as if its
use were positive, so the conjunction is the OR of its rules, exactly, on ±1 inputs), the output
layer left real and fed the conjunctions' truth values ±1. Its class distribution on an input
is softmax(d) with d the output layer's raw values; a prediction is the argmax.

As clauses (:func:`mt_clauses`): one auxiliary predicate per used conjunction (``class_c3(C)``,
one clause per split rule) and one annotated disjunction per reachable activation pattern of
the conjunctions (the distinct patterns over the given rows), its body listing every used
conjunction (positive or negated), so the bodies are disjoint and the program's distribution is
the network's on every row whose pattern was seen.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .discretise import _discrete, _layer, _taus, conj_values
from .split import SplitLimit, split_conjunction


def mt_probs(conj_act: np.ndarray, disj: np.ndarray) -> np.ndarray:
    """softmax of the output layer's raw values d (δ = −1 for the output nodes)."""
    d = _layer(conj_act, disj, -1.0)
    d = d - d.max(axis=1, keepdims=True)
    e = np.exp(d)
    return e / e.sum(axis=1, keepdims=True)


def weighted_f1(pred: np.ndarray, y: np.ndarray, n_classes: int) -> float:
    """Support-weighted mean of the per-class F1 (scikit-learn's ``average="weighted"``).

    >>> weighted_f1(np.array([0, 1, 1]), np.array([0, 1, 0]), 2)
    0.6666666666666666
    """
    total, out = len(y), 0.0
    for k in range(n_classes):
        tp = np.sum((pred == k) & (y == k))
        fp = np.sum((pred == k) & (y != k))
        fn = np.sum((pred != k) & (y == k))
        f1 = 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0
        out += f1 * np.sum(y == k) / total
    return float(out)


def _score(pred, y, n):
    return (weighted_f1(pred, y, n), float(np.mean(pred == y)))


def prune_mt(conj: np.ndarray, disj: np.ndarray, x: np.ndarray, y: np.ndarray,
             max_rounds: int = 10) -> tuple[np.ndarray, np.ndarray]:
    """Zero every weight whose removal lowers no train metric, until stable; then remove
    conjunctions no class uses. The metrics (weighted F1 and accuracy) are those of two
    readings of the network: the real one (tanh conjunctions) and the bivalent one (each
    conjunction ±1 by the sign of its raw output, the MT layer real), which is what the
    disentangled rules compute exactly. Checking the real reading alone let pruning trade
    away the bivalent one unseen (Car-like, fold 1: disentangled train F1 1.000 → 0.984)."""
    conj, disj = conj.copy(), disj.copy()
    n = disj.shape[0]

    def scores(cv, cs):
        return (_score(mt_probs(cv, disj).argmax(1), y, n), _score(mt_probs(cs, disj).argmax(1), y, n))

    def no_worse(new, old):
        return all(a >= b - 1e-12 for s_new, s_old in zip(new, old) for a, b in zip(s_new, s_old))

    for _ in range(max_rounds):
        changed = False
        raw = _layer(x, conj, 1.0)
        cv, cs = np.tanh(raw), np.where(raw > 0, 1.0, -1.0)
        base = scores(cv, cs)
        for o, k in zip(*np.nonzero(disj)):
            old = disj[o, k]
            disj[o, k] = 0
            s = scores(cv, cs)
            if no_worse(s, base):
                base, changed = s, True
            else:
                disj[o, k] = old
        for k in np.nonzero(np.any(disj != 0, axis=0))[0]:
            row = conj[k]
            for j in np.nonzero(row)[0]:
                old = row[j]
                row[j] = 0
                saved = cv[:, k].copy(), cs[:, k].copy()
                col = _layer(x, row[None, :], 1.0)[:, 0]
                cv[:, k], cs[:, k] = np.tanh(col), np.where(col > 0, 1.0, -1.0)
                s = scores(cv, cs)
                if no_worse(s, base):
                    base, changed = s, True
                else:
                    row[j] = old
                    cv[:, k], cs[:, k] = saved
        used = np.any(disj != 0, axis=0)
        conj, disj = conj[used].copy(), disj[:, used].copy()
        if not changed:
            break
    return conj, disj


@dataclass
class MTDiscretised:
    """Conjunctions as split rules (``rules[k]``: rows over {-6, 0, 6}; empty: always false),
    the real output layer (classes × conjunctions) read on ±1, and how it was obtained."""

    rules: list[np.ndarray]
    disj: np.ndarray
    method: str
    tau: float | None = None
    fallbacks: list[dict] = field(default_factory=list)
    stats: dict = field(default_factory=dict)

    def conj_truth(self, x: np.ndarray) -> np.ndarray:
        """±1 per conjunction: the OR of its rules."""
        out = -np.ones((len(x), len(self.rules)))
        for k, rows in enumerate(self.rules):
            if len(rows):
                fires = conj_values(np.asarray(rows), x, "sign") > 0
                out[:, k] = np.where(fires.any(axis=1), 1.0, -1.0)
        return out

    def probs(self, x: np.ndarray) -> np.ndarray:
        return mt_probs(self.conj_truth(x), self.disj)

    def predict(self, x: np.ndarray) -> np.ndarray:
        return self.probs(x).argmax(axis=1)


def threshold_mt(conj: np.ndarray, disj: np.ndarray, x: np.ndarray, y: np.ndarray) -> MTDiscretised:
    """The baseline: conjunction weights ŵ = 6·sign(w)·𝟙(|w| > τ), τ swept over 0 and each |w|,
    chosen on train (weighted F1, then accuracy); the output layer stays real, fed ±1."""
    n = disj.shape[0]
    best, best_tau = None, 0.0
    for tau in _taus(conj):
        c = _discrete(conj, tau)
        s = _score(mt_probs(conj_values(c, x, "sign"), disj).argmax(1), y, n)
        if best is None or s > best:
            best, best_tau = s, tau
    c = _discrete(conj, best_tau)
    return MTDiscretised([c[k:k + 1] if np.any(c[k]) else np.zeros((0, c.shape[1])) for k in range(len(c))],
                         disj.copy(), "threshold", tau=best_tau)


def disentangle_mt(conj: np.ndarray, disj: np.ndarray, x: np.ndarray, y: np.ndarray, *,
                   node_timeout: float | None = 10.0, max_splits: int | None = 4096,
                   fallback_tau: float = 0.0) -> MTDiscretised:
    """Split every conjunction as if positively used (exact); a node past the cap is
    thresholded at ``fallback_tau`` instead and reported in ``fallbacks``."""
    rules, fallbacks, counts = [], [], []
    for k in range(len(conj)):
        try:
            split = split_conjunction(conj[k], 1, timeout=node_timeout, max_splits=max_splits)
            rows = np.array(split or [], dtype=np.float64).reshape(-1, conj.shape[1])
        except SplitLimit as e:
            rows = _discrete(conj[k:k + 1], fallback_tau)
            fallbacks.append({"conjunction": k, "usage": "positive", "reason": str(e), "tau": fallback_tau})
        rules.append(rows)
        counts.append(len(rows))
    return MTDiscretised(rules, disj.copy(), "disentangle", fallbacks=fallbacks,
                         stats={"split_rules": int(sum(counts)), "conjunctions": len(conj)})


def _fmt(p: float) -> str:
    return repr(float(p))


def mt_clauses(net: MTDiscretised, x_patterns: np.ndarray, naming, classes_atoms: list[str],
               aux_name: str) -> tuple[list[str], list[str], int]:
    """(clauses, conjunction clauses alone, number of patterns): the auxiliary predicates, one
    clause per split rule (``aux_name`` + ``_cK``), then one annotated disjunction per distinct
    activation pattern over the rows ``x_patterns``. Probabilities are the network's softmax,
    printed as exact floats (a class whose probability is 0.0 is left out)."""
    from .rules import _body

    var = naming.var
    conj_lines: list[str] = []
    used = [k for k in range(len(net.rules)) if np.any(net.disj[:, k] != 0)]
    live = [k for k in used if len(net.rules[k])]
    for k in live:
        for row in net.rules[k]:
            body = _body(row, naming, "\\+ ")
            if body is None:
                continue
            conj_lines.append(f"{aux_name}_c{k}({var}) :- {', '.join(body)}.")
    truth = net.conj_truth(x_patterns)
    patterns = np.unique(truth[:, live], axis=0) if live else np.zeros((1, 0))
    ad_lines = []
    for pat in patterns:
        full = -np.ones(len(net.rules))
        full[live] = pat
        p = mt_probs(full[None, :], net.disj)[0]
        heads = [f"{_fmt(pk)}::{atom}" for pk, atom in zip(p, classes_atoms) if pk > 0]
        pos = [f"{aux_name}_c{k}({var})" for k, v in zip(live, pat) if v > 0]
        neg = [f"\\+ {aux_name}_c{k}({var})" for k, v in zip(live, pat) if v < 0]
        body = pos + neg if pos else [naming.guard] + neg
        ad_lines.append(f"{'; '.join(heads)} :- {', '.join(body)}.")
    return conj_lines + ad_lines, conj_lines, len(patterns)
