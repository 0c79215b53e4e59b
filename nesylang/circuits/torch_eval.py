"""Batched, differentiable evaluation of a compiled circuit: log-weights in, log-counts out (PyTorch).

A :class:`~nesylang.circuits.sdd.FlatCircuit` is an SDD: its decision nodes are deterministic
and decomposable, so the weighted model count is exact with sum over elements and product
within an element. :class:`BatchedCircuit` evaluates it for a whole batch of weight settings
at once, in log space (sum -> log-sum-exp, product -> +), level by level:

* at construction every node gets a level (leaves 0; a decision node one more than its
  highest child) and is given a row of the value table: rows ``[0, 2n + 2)`` are the
  literal table ``log_pos | log_neg | 0 (TRUE) | -inf (FALSE)`` (a leaf node *is* its
  literal's row), then the decision nodes level after level. Per level, the rows of every
  element's prime and sub and the node (segment) each element belongs to are index
  buffers, so ``.to(device)`` moves them;
* per level, all its decision nodes at once: ``t_e = V[p_e] + V[s_e]`` for every element,
  then a segment log-sum-exp over the elements of each node (the per-node max by
  ``scatter_reduce(amax)``, shift, exp, ``index_add``, log, shift back). The only Python
  loop is over levels.

Two evaluators share the plan. The default (``fused=True``) is one autograd node. Its forward
pass first fills a (nodes, batch) table in probability space, in float64: per level one
product per element and one ``index_add`` per level (sums of non-negative terms lose no
precision; only the range is limited). If an output's log falls outside +-600, something may
have underflowed, and the table is refilled in log space as described above (sum ->
log-sum-exp with the per-node max by ``scatter_reduce``), which is exact at any magnitude but
about three times the operations. The backward pass walks the levels in reverse, from each
node's gradient to its elements' and on to the rows of their primes and subs with in-place
``index_add_``. It is first-order only. ``fused=False`` builds the log-space computation from
ordinary differentiable ops (out-of-place, ``torch.cat`` per level), so higher-order
gradients work; it is slower.

-inf is handled exactly and without NaN: a node whose elements are all -inf is -inf, and its
gradient (and that of everything below it through it) is 0.

This module imports torch; nothing in nesylang imports it unless it is used.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np
import torch
from torch import Tensor
from torch.autograd.function import once_differentiable

from .sdd import DECISION, LIT, LIT_FALSE, LIT_TRUE, FlatCircuit

__all__ = ["BatchedCircuit", "log_weights_from_probs"]


def log_weights_from_probs(p: Tensor, eps: float = 0.0) -> tuple[Tensor, Tensor]:
    """``(log p, log(1 - p))`` for probabilities ``p``, safe at 0 and 1.

    ``p`` is clamped into ``[eps, 1 - eps]`` (``[0, 1]`` by default). A probability of exactly
    0 (or 1) gives ``-inf`` for ``log p`` (``log(1 - p)``), with gradient 0 instead of the
    ``inf * 0 = NaN`` that ``torch.log`` would propagate.

    >>> lp, ln = log_weights_from_probs(torch.tensor([0.0, 0.25, 1.0]))
    >>> lp.exp().tolist(), ln.exp().tolist()
    ([0.0, 0.25, 1.0], [1.0, 0.75, 0.0])
    """
    p = p.clamp(eps, 1.0 - eps) if eps > 0 else p.clamp(0.0, 1.0)
    neg_inf = torch.full_like(p, -torch.inf)
    pos_ok = p > 0
    neg_ok = p < 1
    one = torch.ones_like(p)
    log_pos = torch.where(pos_ok, torch.log(torch.where(pos_ok, p, one)), neg_inf)
    log_neg = torch.where(neg_ok, torch.log1p(-torch.where(neg_ok, p, torch.zeros_like(p))), neg_inf)
    return log_pos, log_neg


def _long(values) -> Tensor:
    return torch.from_numpy(_int64(values))


def _int64(values) -> np.ndarray:
    return np.ascontiguousarray(values, dtype=np.int64)


class Layout(NamedTuple):
    """A circuit laid out for level-by-level evaluation: per element (level by level, node by
    node) the value-table rows of its prime and sub and its node's place in its level; per
    level (first element, end element, nodes); the table's width; each output's row."""

    prime: np.ndarray
    sub: np.ndarray
    seg: np.ndarray
    spans: list
    width: int
    out_cols: np.ndarray


def _packed_layout(p, outputs: list[int], n_vars: int):
    """:class:`BatchedCircuit`'s layout read off a :class:`~.sdd.Packed` circuit with numpy.

    Its nodes are sorted by level, so a decision node's row in the value table is its
    position counted from the first decision node, and its element block is already in
    level order: the same layout the per-node loop builds for a circuit in this order."""
    n = len(p.kinds)
    n_table = 2 * n_vars + 2
    n_leaves = int(np.searchsorted(p.levels, 1))
    kinds, lits = p.kinds[:n_leaves], p.literals[:n_leaves]
    is_lit = kinds == LIT
    if not np.all((kinds == LIT) | (kinds == LIT_TRUE) | (kinds == LIT_FALSE)):
        raise ValueError("FlatCircuit: a leaf of unknown kind")
    if np.any(is_lit & ((lits == 0) | (np.abs(lits) > n_vars))):
        raise ValueError(f"FlatCircuit: a literal outside 1..{n_vars}")
    column = np.empty(n, dtype=np.int64)
    column[:n_leaves] = np.where(is_lit, np.where(lits > 0, lits - 1, n_vars - lits - 1),
                                 np.where(kinds == LIT_TRUE, 2 * n_vars, 2 * n_vars + 1))
    column[n_leaves:] = np.arange(n_table, n_table + n - n_leaves)
    ps, ss = column[p.prime], column[p.sub]
    levels = p.levels[n_leaves:]
    counts = np.diff(p.ptr)[n_leaves:]
    local = np.arange(n - n_leaves) - np.searchsorted(levels, levels)  # position within its level
    seg = np.repeat(local, counts)
    depth = int(levels[-1]) if len(levels) else 0
    nodes = np.bincount(levels, minlength=depth + 1)[1:].tolist()
    ends = np.cumsum(np.bincount(levels, weights=counts, minlength=depth + 1)[1:]).astype(np.int64).tolist()
    spans = [(a, e, m) for a, e, m in zip([0] + ends[:-1], ends, nodes)]
    return Layout(ps, ss, seg, spans, n_table + n - n_leaves, column[outputs])


def circuit_layout(flat: FlatCircuit, n_vars: int) -> Layout:
    """A circuit's :class:`Layout`: rows 0..n_vars-1 are the positive literals, then the
    negative ones, TRUE and FALSE, then each level's nodes."""
    if flat.packed is not None:
        return _packed_layout(flat.packed, flat.outputs, n_vars)
    true_col, false_col = 2 * n_vars, 2 * n_vars + 1
    n_table = 2 * n_vars + 2
    kinds, literals, elements = flat.kinds, flat.literals, flat.elements
    n = len(kinds)
    if not (len(literals) == n and len(elements) == n):
        raise ValueError("FlatCircuit: kinds, literals and elements differ in length")

    # levels, and each node's row in the value table (a leaf: its literal's row)
    level = [0] * n
    column = [0] * n
    by_level: list[list[int]] = []
    for i, kind in enumerate(kinds):
        if kind == DECISION:
            lv = 0
            for p, s in elements[i]:
                if not (0 <= p < i and 0 <= s < i):
                    raise ValueError(f"FlatCircuit: node {i} has a child ({p}, {s}) that does not come before it")
                lv = max(lv, level[p], level[s])
            lv += 1
            level[i] = lv
            while len(by_level) < lv:
                by_level.append([])
            by_level[lv - 1].append(i)
        elif kind == LIT:
            v = literals[i]
            if v == 0 or abs(v) > n_vars:
                raise ValueError(f"FlatCircuit: node {i} has literal {v}, outside 1..{n_vars}")
            column[i] = v - 1 if v > 0 else n_vars + (-v) - 1
        elif kind == LIT_TRUE:
            column[i] = true_col
        elif kind == LIT_FALSE:
            column[i] = false_col
        else:
            raise ValueError(f"FlatCircuit: node {i} has unknown kind {kind}")

    # per level: the rows of each element's prime and sub and its node (local id), concatenated
    ps: list[int] = []
    ss: list[int] = []
    seg: list[int] = []
    spans: list[tuple[int, int, int]] = []  # (first element, end element, nodes in level)
    width = n_table
    for nodes in by_level:
        start = len(ps)
        for local, i in enumerate(nodes):
            for p, s in elements[i]:
                ps.append(column[p])
                ss.append(column[s])
                seg.append(local)
        for local, i in enumerate(nodes):
            column[i] = width + local
        width += len(nodes)
        spans.append((start, len(ps), len(nodes)))
    for o in flat.outputs:
        if not 0 <= o < n:
            raise ValueError(f"FlatCircuit: output {o} is not a node")
    return Layout(_int64(ps), _int64(ss), _int64(seg), spans, width, _int64([column[o] for o in flat.outputs]))


def linear_levels(layout: Layout, n_vars: int):
    """The layout as numpy index arrays (:class:`~.numpy_eval.LinearLevels`): what the CPU's
    categorical fast path evaluates, with no torch module built."""
    from .numpy_eval import LinearLevels

    return LinearLevels(n_vars, layout.width, layout.spans, layout.prime, layout.sub, layout.seg, layout.out_cols)


class BatchedCircuit(torch.nn.Module):
    """A FlatCircuit as batched tensor operations in log space, evaluated level by level.

    ``n_vars`` is the number of SDD variables (``len(compiled.variables)``): literal ``v``
    reads column ``v - 1`` of ``log_pos`` and literal ``-v`` column ``v - 1`` of ``log_neg``.
    The circuit is not smoothed: a variable missing from a branch contributes a factor of
    one, which is exact when ``pos + neg = 1`` for every variable (the ``"wmc"`` encoding).
    ``fused`` chooses the evaluator (see the module docstring): the fast single autograd
    node (first-order gradients) or plain ops (higher-order gradients too). Inputs follow
    their own device (the index buffers are moved there, cached, if the module is elsewhere)
    and dtype (float32, float64; integers become the default dtype).

    >>> from nesylang.circuits.sdd import FlatCircuit, LIT, DECISION
    >>> # x1 OR x2 as the SDD  (x1 AND TRUE) | (-x1 AND x2)
    >>> flat = FlatCircuit(kinds=[LIT, LIT, 0, LIT, DECISION], literals=[1, -1, 0, 2, 0],
    ...                    elements=[(), (), (), (), ((0, 2), (1, 3))], outputs=[4])
    >>> lp, ln = log_weights_from_probs(torch.tensor([[0.5, 0.5]], dtype=torch.float64))
    >>> BatchedCircuit(flat, 2)(lp, ln).exp().tolist()
    [[0.75]]
    """

    def __init__(self, flat: FlatCircuit, n_vars: int, *, fused: bool = True, layout: "Layout | None" = None):
        super().__init__()
        self.fused = fused
        self.n_vars = int(n_vars)
        self.n_outputs = len(flat.outputs)
        self._layout = layout = layout if layout is not None else circuit_layout(flat, self.n_vars)
        self._spans = layout.spans
        self._width = layout.width
        self.depth = len(layout.spans)
        self.n_elements = len(layout.prime)
        # index buffers through numpy: torch.tensor(list) costs about four times as much, which a
        # cold template (a few hundred elements, built once) notices
        self.register_buffer("elem_prime", torch.from_numpy(layout.prime), persistent=False)
        self.register_buffer("elem_sub", torch.from_numpy(layout.sub), persistent=False)
        self.register_buffer("elem_seg", torch.from_numpy(layout.seg), persistent=False)
        self.register_buffer("out_cols", torch.from_numpy(layout.out_cols), persistent=False)
        # a FALSE output is 0 in any space: the probability-space range check skips it
        checked = np.flatnonzero(layout.out_cols != 2 * self.n_vars + 1)
        self._checked = torch.from_numpy(checked) if len(checked) < len(layout.out_cols) else None
        self._plans: dict[torch.device, _Plan] = {}
        self._numpy = None

    def extra_repr(self) -> str:
        return f"n_vars={self.n_vars}, outputs={self.n_outputs}, elements={self.n_elements}, depth={self.depth}"

    def _plan_on(self, device: torch.device) -> "_Plan":
        """The index tensors on ``device``, cut into levels once (not sliced on every call);
        inputs on another device than the module get their own cached copy."""
        plan = self._plans.get(device)
        if plan is None:
            prime, sub, seg, out_cols = (b.to(device) for b in (self.elem_prime, self.elem_sub, self.elem_seg,
                                                                   self.out_cols))
            levels = []
            row = 2 * self.n_vars + 2
            for a, e, m in self._spans:
                levels.append(_Level(prime[a:e], sub[a:e], torch.cat([prime[a:e], sub[a:e]]),
                                     torch.cat([sub[a:e], prime[a:e]]), seg[a:e], seg[a:e] + row, m))
                row += m
            checked = self._checked.to(device) if self._checked is not None else None
            plan = self._plans[device] = _Plan(tuple(levels), self._width, out_cols, checked)
        return plan

    def linear_levels(self):
        """The same plan as numpy arrays (:class:`~.numpy_eval.LinearLevels`), built once."""
        if self._numpy is None:
            self._numpy = linear_levels(self._layout, self.n_vars)
        return self._numpy

    def _apply(self, fn, *args, **kwargs):
        self._plans = {}
        return super()._apply(fn, *args, **kwargs)

    def forward(self, log_pos: Tensor, log_neg: Tensor) -> Tensor:
        """log_pos, log_neg: (B, n_vars) log-weights of each variable's positive and negative
        literal (column v-1 is SDD variable v); 1-D inputs are one setting. Returns
        (B, len(flat.outputs)): the log of each output's weighted model count."""
        if log_pos.shape != log_neg.shape:
            raise ValueError(f"log_pos {tuple(log_pos.shape)} and log_neg {tuple(log_neg.shape)} differ in shape")
        single = log_pos.dim() == 1
        if single:
            log_pos, log_neg = log_pos.unsqueeze(0), log_neg.unsqueeze(0)
        if log_pos.dim() != 2 or log_pos.shape[1] != self.n_vars:
            raise ValueError(f"expected (B, {self.n_vars}) log-weights, got {tuple(log_pos.shape)}")
        if log_pos.device != log_neg.device:
            raise ValueError(f"log_pos is on {log_pos.device} and log_neg on {log_neg.device}")
        dtype = torch.promote_types(log_pos.dtype, log_neg.dtype)
        if not dtype.is_floating_point:
            dtype = torch.get_default_dtype()
        log_pos, log_neg = log_pos.to(dtype), log_neg.to(dtype)
        plan = self._plan_on(log_pos.device)
        if not self.fused:
            out = _forward_ops(plan, log_pos, log_neg)
        elif torch.is_grad_enabled() and (log_pos.requires_grad or log_neg.requires_grad):
            out = _FusedCircuit.apply(log_pos, log_neg, plan)
        else:
            out = _linear_forward(plan, log_pos, log_neg, False)[0]
            if out is None:
                out = _log_forward(plan, log_pos, log_neg, False)[0]
            out = out.to(dtype)
        return out.squeeze(0) if single else out


class _Level(NamedTuple):
    prime: Tensor  # the row of each element's prime
    sub: Tensor  # and of its sub
    both: Tensor  # primes then subs: one gather for both factors
    swapped: Tensor  # subs then primes: where the gradient of each factor's partner goes
    seg: Tensor  # the node (0 .. size - 1 within the level) of each element
    nodes: Tensor  # the same as rows of the value table
    size: int  # nodes in the level


class _Plan(NamedTuple):
    levels: tuple[_Level, ...]
    width: int  # rows of the value table
    out_cols: Tensor
    checked: Tensor | None  # the outputs that are not the FALSE leaf (None: all)


# ---- the fused evaluator: one autograd node, values laid out (node, batch) ------------------------

# A float64 output whose log lies within +-_LINEAR_RANGE is exact up to rounding: anything that
# underflowed on the way was below 2^-1022, negligible next to e^-600.
_LINEAR_RANGE = 600.0


def _linear_forward(plan: _Plan, log_pos: Tensor, log_neg: Tensor, keep: bool):
    """All node values in probability space (float64), level by level, in place, without
    autograd: per level, index_select, multiply, index_add. Returns (log outputs (B, outputs),
    the value table, per level the prime and sub values of every element when ``keep``), or
    (None, ...) when an output falls outside the range where this is exact."""
    b, n = log_pos.shape
    values = torch.zeros((plan.width, b), dtype=torch.float64, device=log_pos.device)
    values[:n] = log_pos.t()
    values[n:2 * n] = log_neg.t()
    values[:2 * n].exp_()
    values[2 * n] = 1.0  # TRUE; FALSE stays 0
    factors = []
    for level in plan.levels:
        pair = values.index_select(0, level.both).view(2, -1, b)  # each element's prime and sub value
        values.index_add_(0, level.nodes, pair[0] * pair[1])
        if keep:
            factors.append(pair)
    out = values.index_select(0, plan.out_cols).t().log_()
    checked = out if plan.checked is None else out.index_select(1, plan.checked)
    if checked.numel() and not bool(checked.abs().amax() < _LINEAR_RANGE):  # NaN fails this too
        return None, values, factors
    return out, values, factors


def _log_forward(plan: _Plan, log_pos: Tensor, log_neg: Tensor, keep_weights: bool):
    """All node values V (width, B) in log space, level by level, in place, without autograd;
    exact at any magnitude, the fallback of :func:`_linear_forward`.

    With ``keep_weights``, also the (E, B) softmax weight exp(t_e - V[node(e)]) of every
    element: d V[node] / d t_e, all the backward pass needs.
    """
    b, n = log_pos.shape
    values = log_pos.new_empty((plan.width, b))
    values[:n] = log_pos.t()
    values[n:2 * n] = log_neg.t()
    values[2 * n] = 0.0
    values[2 * n + 1] = -torch.inf
    chunks = []
    col = 2 * n + 2
    for p, s, _, _, g, _, m in plan.levels:
        t = values.index_select(0, p)
        t += values.index_select(0, s)  # (E, B): log(prime * sub) of every element
        top = torch.full((m, b), -torch.inf, dtype=t.dtype, device=t.device)
        top.scatter_reduce_(0, g.unsqueeze(1).expand(-1, b), t, reduce="amax", include_self=False)
        top.nan_to_num_(nan=0.0, neginf=0.0)  # an all -inf node: shift by 0, sum 0, log -> -inf
        t -= top.index_select(0, g)
        t.exp_()
        out = values[col:col + m]
        out.zero_()
        out.index_add_(0, g, t)
        if keep_weights:  # sums are >= 1 where finite (the max term is exp(0)), else 0
            t /= out.clamp_min(1.0).index_select(0, g)
            chunks.append(t)
        out.log_()
        out += top
        col += m
    return values.index_select(0, plan.out_cols).t().contiguous(), chunks


class _FusedCircuit(torch.autograd.Function):
    """Forward: :func:`_linear_forward`, or :func:`_log_forward` where that is out of range.
    Backward: reverse levels, from each node's gradient to its elements' and on to the rows
    of their primes and subs (index_add in place). First order only."""

    @staticmethod
    def forward(ctx, log_pos, log_neg, plan):
        ctx.plan, ctx.n = plan, log_pos.shape[1]
        out, values, factors = _linear_forward(plan, log_pos, log_neg, True)
        if out is not None:
            ctx.linear = True
            ctx.values, ctx.factors, ctx.out_exp = values, factors, values.index_select(0, plan.out_cols)
            return out.to(log_pos.dtype)
        ctx.linear = False
        out, ctx.weights = _log_forward(plan, log_pos, log_neg, True)
        return out

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_out):
        plan, n = ctx.plan, ctx.n
        if ctx.linear:
            # d log(out) = d out / out; then d out / d V[prime] = V[sub] and vice versa; at a
            # leaf, d / d log w = w * d / d w (0 for a weight of 0)
            grad = torch.zeros((plan.width, grad_out.shape[0]), dtype=torch.float64, device=grad_out.device)
            grad.index_add_(0, plan.out_cols, grad_out.t() / ctx.out_exp)
            for level, pair in zip(reversed(plan.levels), reversed(ctx.factors)):
                gt = grad.index_select(0, level.nodes)
                grad.index_add_(0, level.swapped, (gt * pair).view(-1, gt.shape[1]))
            lits = (grad[:2 * n] * ctx.values[:2 * n]).t().to(grad_out.dtype)
            return lits[:, :n], lits[:, n:], None
        # log space: d t_e = d V[node(e)] * w_e, into the rows of the prime and the sub
        grad = grad_out.new_zeros((plan.width, grad_out.shape[0]))
        grad.index_add_(0, plan.out_cols, grad_out.t())
        col = plan.width
        for (p, s, _, _, g, _, m), w in zip(reversed(plan.levels), reversed(ctx.weights)):
            col -= m
            gt = grad[col:col + m].index_select(0, g)
            gt *= w
            grad.index_add_(0, p, gt)
            grad.index_add_(0, s, gt)
        return grad[:n].t(), grad[n:2 * n].t(), None


# ---- the plain evaluator: ordinary differentiable ops (higher-order gradients work) --------------

def _forward_ops(plan: _Plan, log_pos: Tensor, log_neg: Tensor) -> Tensor:
    b = log_pos.shape[0]
    consts = torch.tensor([0.0, -torch.inf], dtype=log_pos.dtype, device=log_pos.device).expand(b, 2)
    values = torch.cat([log_pos, log_neg, consts], dim=1)  # (B, width so far)
    for p, s, _, _, g, _, m in plan.levels:
        t = values.index_select(1, p) + values.index_select(1, s)  # (B, E)
        values = torch.cat([values, _segment_logsumexp(t, g, m)], dim=1)
    return values.index_select(1, plan.out_cols)


def _segment_logsumexp(t: Tensor, seg: Tensor, m: int) -> Tensor:
    """log(sum(exp(t[:, e]) for e with seg[e] == j)) for j < m, NaN-free at -inf.

    The per-segment max is a constant shift (detached; -inf replaced by 0); a segment whose
    elements are all -inf sums to 0 and gets -inf, with gradient 0 (the log reads a safe 1).
    """
    b = t.shape[0]
    idx = seg.unsqueeze(0).expand(b, -1)
    with torch.no_grad():
        top = torch.full((b, m), -torch.inf, dtype=t.dtype, device=t.device)
        top = top.scatter_reduce(1, idx, t, reduce="amax", include_self=False)
        top = torch.where(torch.isfinite(top), top, torch.zeros_like(top))
    ex = torch.exp(t - top.index_select(1, seg))
    sums = torch.zeros((b, m), dtype=t.dtype, device=t.device).index_add(1, seg, ex)
    positive = sums > 0
    safe = torch.where(positive, sums, torch.ones_like(sums))
    return torch.where(positive, torch.log(safe) + top, torch.full_like(sums, -torch.inf))
