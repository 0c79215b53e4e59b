"""Batched, differentiable evaluation of a compiled circuit in log space (PyTorch).

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

Two evaluators share the plan. The default (``fused=True``) is one autograd node: the
forward pass fills a (nodes, batch) table in place without building a graph and keeps each
element's softmax weight ``exp(t_e - V[node(e)])``; the backward pass walks the levels in
reverse, ``dt_e = dV[node(e)] * w_e``, accumulated into the rows of the prime and the sub
with in-place ``index_add_``. It is first-order only. ``fused=False`` builds the same
computation from ordinary differentiable ops (out-of-place, ``torch.cat`` per level), so
higher-order gradients work; it is about twice as slow.

-inf is handled exactly and without NaN: a node whose elements are all -inf is -inf, and its
gradient (and that of everything below it through it) is 0.

This module imports torch; nothing in nesylang imports it unless it is used.
"""
from __future__ import annotations

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

    def __init__(self, flat: FlatCircuit, n_vars: int, *, fused: bool = True):
        super().__init__()
        self.fused = fused
        kinds, literals, elements = flat.kinds, flat.literals, flat.elements
        n = len(kinds)
        if not (len(literals) == n and len(elements) == n):
            raise ValueError("FlatCircuit: kinds, literals and elements differ in length")
        self.n_vars = int(n_vars)
        self.n_outputs = len(flat.outputs)
        true_col, false_col = 2 * self.n_vars, 2 * self.n_vars + 1
        n_table = 2 * self.n_vars + 2

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
                if v == 0 or abs(v) > self.n_vars:
                    raise ValueError(f"FlatCircuit: node {i} has literal {v}, outside 1..{self.n_vars}")
                column[i] = v - 1 if v > 0 else self.n_vars + (-v) - 1
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
        self._spans = spans
        self._width = width
        self.depth = len(spans)
        self.n_elements = len(ps)
        long = torch.long
        self.register_buffer("elem_prime", torch.tensor(ps, dtype=long), persistent=False)
        self.register_buffer("elem_sub", torch.tensor(ss, dtype=long), persistent=False)
        self.register_buffer("elem_seg", torch.tensor(seg, dtype=long), persistent=False)
        self.register_buffer("out_cols", torch.tensor([column[o] for o in flat.outputs], dtype=long),
                             persistent=False)
        self._moved: dict[torch.device, tuple[Tensor, ...]] = {}

    def extra_repr(self) -> str:
        return f"n_vars={self.n_vars}, outputs={self.n_outputs}, elements={self.n_elements}, depth={self.depth}"

    def _buffers_on(self, device: torch.device) -> tuple[Tensor, Tensor, Tensor, Tensor]:
        bufs = (self.elem_prime, self.elem_sub, self.elem_seg, self.out_cols)
        if bufs[0].device == device:
            return bufs
        # inputs on another device than the module: move the index tensors once, and cache
        key = torch.device(device)
        hit = self._moved.get(key)
        if hit is None:
            hit = self._moved[key] = tuple(b.to(device) for b in bufs)
        return hit  # type: ignore[return-value]

    def _apply(self, fn, *args, **kwargs):
        self._moved = {}
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
        bufs = self._buffers_on(log_pos.device)
        if not self.fused:
            out = _forward_ops(self._spans, bufs, log_pos, log_neg)
        elif torch.is_grad_enabled() and (log_pos.requires_grad or log_neg.requires_grad):
            out = _FusedCircuit.apply(log_pos, log_neg, self._spans, self._width, bufs)
        else:
            out, _ = _fused_forward(self._spans, self._width, bufs, log_pos, log_neg, False)
        return out.squeeze(0) if single else out


# ---- the fused evaluator: one autograd node, values laid out (node, batch) ------------------------

def _fused_forward(spans, width: int, bufs, log_pos: Tensor, log_neg: Tensor, keep_weights: bool):
    """All node values V (width, B) level by level, in place, without autograd.

    With ``keep_weights``, also the (E, B) softmax weight exp(t_e - V[node(e)]) of every
    element: d V[node] / d t_e, all the backward pass needs.
    """
    prime, sub, seg, out_cols = bufs
    b, n = log_pos.shape
    values = log_pos.new_empty((width, b))
    values[:n] = log_pos.t()
    values[n:2 * n] = log_neg.t()
    values[2 * n] = 0.0
    values[2 * n + 1] = -torch.inf
    weights = log_pos.new_empty((prime.shape[0], b)) if keep_weights else None
    col = 2 * n + 2
    for start, end, m in spans:
        p, s, g = prime[start:end], sub[start:end], seg[start:end]
        if weights is not None:
            t = weights[start:end]
            torch.index_select(values, 0, p, out=t)
        else:
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
        if weights is not None:  # sums are >= 1 where finite (the max term is exp(0)), else 0
            t /= out.clamp_min(1.0).index_select(0, g)
        out.log_()
        out += top
        col += m
    return values.index_select(0, out_cols).t().contiguous(), weights


class _FusedCircuit(torch.autograd.Function):
    """Forward: :func:`_fused_forward`. Backward: reverse levels, d t_e = d V[node(e)] * w_e,
    accumulated into the prime's and the sub's rows (index_add in place). First order only."""

    @staticmethod
    def forward(ctx, log_pos, log_neg, spans, width, bufs):
        out, weights = _fused_forward(spans, width, bufs, log_pos, log_neg, True)
        ctx.save_for_backward(weights, *bufs)
        ctx.spans, ctx.width, ctx.n = spans, width, log_pos.shape[1]
        return out

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_out):
        weights, prime, sub, seg, out_cols = ctx.saved_tensors
        n, b = ctx.n, grad_out.shape[0]
        grad = grad_out.new_zeros((ctx.width, b))
        grad.index_add_(0, out_cols, grad_out.t())
        col = ctx.width
        for start, end, m in reversed(ctx.spans):
            col -= m
            gt = grad[col:col + m].index_select(0, seg[start:end])
            gt *= weights[start:end]
            grad.index_add_(0, prime[start:end], gt)
            grad.index_add_(0, sub[start:end], gt)
        return grad[:n].t(), grad[n:2 * n].t(), None, None, None


# ---- the plain evaluator: ordinary differentiable ops (higher-order gradients work) --------------

def _forward_ops(spans, bufs, log_pos: Tensor, log_neg: Tensor) -> Tensor:
    prime, sub, seg, out_cols = bufs
    b = log_pos.shape[0]
    consts = torch.tensor([0.0, -torch.inf], dtype=log_pos.dtype, device=log_pos.device).expand(b, 2)
    values = torch.cat([log_pos, log_neg, consts], dim=1)  # (B, width so far)
    for start, end, m in spans:
        p, s, g = prime[start:end], sub[start:end], seg[start:end]
        t = values.index_select(1, p) + values.index_select(1, s)  # (B, E)
        values = torch.cat([values, _segment_logsumexp(t, g, m)], dim=1)
    return values.index_select(1, out_cols)


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
