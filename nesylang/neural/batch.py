"""Batched, differentiable evaluation of many queries: one network call per minibatch.

:class:`BatchEvaluator` turns a minibatch of ground queries into log-probabilities that
torch can differentiate:

1. each query is mapped to its compiled :class:`~.templates.Template` (compiled once) and
   what it needs every time (the template's plan, its label's output, its network inputs as
   ids) is kept per ground query, so a later epoch does no term work;
2. every network is run once, on all the distinct inputs the minibatch needs (an image that
   occurs twice is evaluated once: it is one random variable), gathered from their tensor
   source in one indexing operation;
3. per template, the literal log-weights of all its examples are assembled as (B, n_vars)
   tensors with a few batched operations per block of like groups (sequential encoding of
   categorical choices, computed stably from log-probabilities), and the template's circuit
   is evaluated for all of them at once.

Most of this is a fixed cost per torch call, which for a minibatch of small tensors outweighs
the network itself; so templates made only of complete categorical choices from one network
(DeepProbLog's digit tasks) take a fast path on the CPU, :class:`_Categorical`: network
outputs to per-example log-probabilities in one numpy pass and one autograd node. For the
exact learner's loss, :meth:`BatchEvaluator.mean_nll` goes one step further: the loss and
its derivative in the network outputs are computed together (the circuit's forward and
backward passes), so the autograd node's backward is one multiplication.

Learnable ``t(...)`` probabilities live in :class:`ParamStore` as logits (a Boolean fact:
sigmoid; an annotated disjunction: softmax, with a slack "none" outcome when its initial
probabilities sum below one), so they stay valid probabilities while they train.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from itertools import chain
from typing import Any, NamedTuple, Sequence

import numpy as np
import torch
from torch.autograd.function import once_differentiable

from ..errors import NetworkError
from ..grounding.ground_program import NeuralRef, ParamRef
from ..logic.terms import Struct, list_items
from ..logic.unify import is_ground
from .data import Example
from .networks import source_index
from .templates import PLACEHOLDER, Template, TemplateCache
from .tensors import index_tensor
from ..util.logspace import log1mexp as _log1mexp
from ..util.memory import collector_off

NEG_INF = -math.inf


class ParamStore:
    """The program's learnable probabilities as torch logits, grouped by clause.

    The program's own values (``db.parameters``) stay the reference: :meth:`sync` takes in any
    value changed there since the store last read or wrote them (a user's edit, a loaded
    checkpoint), and :meth:`write_back` puts trained values there."""

    def __init__(self, parameters: dict[Any, float], device):
        by_clause: dict[Any, list] = {}
        for key in sorted(parameters, key=repr):
            by_clause.setdefault(key[0], []).append(key)
        self.groups: dict[Any, tuple[list, bool, torch.nn.Parameter]] = {}
        self._source = parameters
        self._seen = dict(parameters)  # the program's values as this store last read or wrote them
        for cid, keys in by_clause.items():
            keys.sort(key=lambda k: k[1])
            logits, has_none = self._logits(keys)
            self.groups[cid] = (keys, has_none, torch.nn.Parameter(logits.to(device)))

    def _logits(self, keys: list) -> tuple[torch.Tensor, bool]:
        values = [min(max(self._source[k], 1e-6), 1 - 1e-6) for k in keys]
        if len(keys) == 1:
            return torch.tensor([math.log(values[0] / (1 - values[0]))], dtype=torch.float32), False
        slack = 1.0 - sum(values)
        has_none = slack > 1e-6
        vals = values + ([slack] if has_none else [])
        return torch.log(torch.tensor(vals, dtype=torch.float32) / sum(vals)), has_none

    def sync(self) -> None:
        """Take in the values changed in the program since the store last saw them (in place,
        so optimizers keep their parameters)."""
        if self._source == self._seen:
            return
        changed = {k[0] for k, v in self._source.items() if self._seen.get(k) != v}
        for cid in changed:
            entry = self.groups.get(cid)
            if entry is None or any(k not in self._source for k in entry[0]):
                continue  # not a parameter of this program version (a new program rebuilds the store)
            keys, has_none, theta = entry
            logits, now_none = self._logits(keys)
            if now_none != has_none or logits.shape != theta.shape:
                logits = self._padded(logits, now_none, has_none)
            with torch.no_grad():
                theta.copy_(logits.to(theta.device))
        self._seen = dict(self._source)

    @staticmethod
    def _padded(logits: torch.Tensor, now_none: bool, has_none: bool) -> torch.Tensor:
        # the store's shape is fixed (optimizers hold it): with a "none" slot but values that
        # now sum to one, that slot gets (almost) nothing; without one, the rest is renormalised
        if has_none and not now_none:
            return torch.cat([logits, torch.tensor([math.log(1e-6)])])
        return torch.log_softmax(logits[:-1], dim=0)

    def write_back(self, parameters: dict[Any, float]) -> None:
        """Put the trained values into the program's ``parameters``."""
        parameters.update(self.values())
        if parameters is self._source:
            self._seen = dict(parameters)

    def parameters(self) -> list[torch.nn.Parameter]:
        return [p for _, _, p in self.groups.values()]

    def log_probs(self, cid) -> tuple[torch.Tensor, bool]:
        """(log-probabilities of the clause's outcomes, whether it is a Boolean fact)."""
        keys, has_none, theta = self.groups[cid]
        if len(keys) == 1:
            return torch.nn.functional.logsigmoid(theta), True
        return torch.log_softmax(theta, dim=0)[:len(keys)], False  # the slack outcome is implicit

    def values(self) -> dict[Any, float]:
        out = {}
        with torch.no_grad():
            for cid, (keys, has_none, theta) in self.groups.items():
                if len(keys) == 1:
                    out[keys[0]] = float(torch.sigmoid(theta)[0])
                else:
                    probs = torch.softmax(theta, dim=0)
                    for i, k in enumerate(keys):
                        out[k] = float(probs[i])
        return out


def _seq_weights(logp: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Sequential-encoding literal log-weights from outcome log-probabilities (..., n).

    Outcome k holds iff b_1..b_{k-1} are false and b_k is true, so w(b_k) = p_k / tail_k and
    w(not b_k) = tail_{k+1} / tail_k, with tail_k = p_k + ... + p_n computed as a reversed
    log-cumsum-exp (stable for peaked distributions). Returns (..., n - 1) pairs: the last
    outcome needs no variable of its own."""
    return _SeqWeights.apply(logp)


class _SeqWeights(torch.autograd.Function):
    """:func:`_seq_weights` as one autograd node: its backward is a few batched ops, not the
    graph of a log-cumsum-exp, flips, slices and differences (which cost more than the
    network's own backward for small networks)."""

    @staticmethod
    def forward(ctx, logp):
        tail = torch.logcumsumexp(logp.flip(-1), dim=-1).flip(-1)
        m = logp.shape[-1] - 1
        pos = _nan_to_neginf(logp[..., :m] - tail[..., :m])
        neg = _nan_to_neginf(tail[..., 1:] - tail[..., :m])  # (-inf) - (-inf): impossible outcomes
        ctx.save_for_backward(logp, tail)
        return pos, neg

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_pos, grad_neg):
        logp, tail = ctx.saved_tensors
        n = logp.shape[-1]
        grad_tail = torch.zeros_like(logp)
        grad_tail[..., :n - 1] -= grad_pos + grad_neg
        grad_tail[..., 1:] += grad_neg
        # d tail_k / d logp_j = exp(logp_j - tail_k) for j >= k: at most 1, so no overflow; 0
        # where both are -inf
        share = logp.unsqueeze(-2) - tail.unsqueeze(-1)  # (..., k, j)
        share.masked_fill_(_below_diagonal(n, logp.device), NEG_INF)
        share = share.exp_().nan_to_num_(nan=0.0)
        grad = (grad_tail.unsqueeze(-2) @ share).squeeze(-2)
        grad[..., :n - 1] += grad_pos
        return grad


@functools.lru_cache(maxsize=64)
def _below_diagonal(n: int, device) -> torch.Tensor:
    """The strictly-lower-triangular mask of size n, built once per size: building it each
    backward cost 15 ms with two torch threads on a loaded machine (0.06 ms with one)."""
    return torch.ones(n, n, dtype=torch.bool, device=device).tril(-1)


def _nan_to_neginf(x: torch.Tensor) -> torch.Tensor:
    return torch.nan_to_num(x, nan=NEG_INF, posinf=math.inf, neginf=NEG_INF)


@dataclass
class _NeuralBlock:
    """Neural groups of one template that share a network and an encoding: their literal
    weights are computed together, from one (B, groups, outputs) gather."""

    net: str
    boolean: bool  # one variable per group: the network's first output
    complete: bool  # False: a "none of them" outcome takes the remaining mass
    size: int  # outcomes per group
    positions: list[int] = field(default_factory=list)  # the groups, as indices into the template's neural groups
    columns: list[int] = field(default_factory=list)  # their variables' columns
    categorical: bool = False  # the network must give exactly ``size`` outputs
    span: Any = None  # where (for that error)
    every: bool = False  # positions are all the template's neural groups, in order


class _Plan:
    """How the literal weights of one template's examples are assembled: which network
    outputs each neural group reads, grouped into :class:`_NeuralBlock` s, the fixed groups
    (learnable parameters, constants), and the order of the resulting columns."""

    def __init__(self, template: Template, device: torch.device):
        self.template = template
        self.device = device
        self.neural: list[tuple[NeuralRef, Any]] = []  # every neural group: its first reference and span
        blocks: dict[tuple, _NeuralBlock] = {}
        self.fixed: list[tuple[tuple, bool, bool]] = []  # (weights, boolean, complete)
        fixed_cols: list[int] = []
        start = 0
        for weights, complete, n_vars, span in zip(template.group_weights, template.group_complete,
                                                   template.group_var_counts, template.group_spans):
            w0 = weights[0]  # the outcomes of a neural group share the network and its inputs
            if isinstance(w0, NeuralRef):
                self.neural.append((w0, span))
            if n_vars == 0:
                continue
            boolean = template.compiled.variables[start].kind == "bool"
            cols = list(range(start, start + n_vars))
            start += n_vars
            if isinstance(w0, NeuralRef):
                key = (w0.net, boolean, complete, len(weights))
                block = blocks.get(key)
                if block is None:
                    block = blocks[key] = _NeuralBlock(w0.net, boolean, complete, len(weights))
                if w0.index is not None and not block.categorical:
                    block.categorical, block.span = True, span
                block.positions.append(len(self.neural) - 1)
                block.columns += cols
            else:
                self.fixed.append((weights, boolean, complete))
                fixed_cols += cols
        self.blocks = list(blocks.values())
        categorical: dict[str, bool] = {}
        spans: dict[str, Any] = {}
        for w, span in self.neural:
            categorical[w.net] = w.index is not None
            spans.setdefault(w.net, span)
        # per network it reads: whether as a categorical choice (its last group says), and
        # where it is first used (for errors)
        self.networks = (categorical, spans)
        for block in self.blocks:  # the common case: one block reads every neural group, in order
            block.every = block.positions == list(range(len(self.neural)))
        self.categorical = None
        if len(self.blocks) == 1 and not self.fixed:
            block = self.blocks[0]
            if block.every and block.complete and not block.boolean and block.size > 1:
                self.categorical = _Categorical(template.linear_levels(), block.size)
        order = [c for block in self.blocks for c in block.columns] + fixed_cols
        self.permutation = None  # blocks come out grouped; put the columns back in variable order
        if order != sorted(order):
            self.permutation = index_tensor(sorted(range(len(order)), key=order.__getitem__), device)

    @property
    def circuit(self):
        """The template's torch circuit on this plan's device, built on first use: the CPU's
        categorical fast path evaluates the numpy levels and never needs it."""
        return self.template.circuit(self.device)


class _Categorical:
    """The fast path for templates whose variables all encode complete categorical choices
    read from one network (DeepProbLog's digit benchmarks are all of this shape).

    From the network's outputs (probabilities or logits) to each example's log-probability,
    everything happens in one numpy pass over float64 probabilities (the circuit:
    :class:`~nesylang.circuits.numpy_eval.LinearLevels`), a single autograd node with a
    hand-written backward. For a minibatch on the CPU, the same steps as separate torch
    operations spend most of their time in torch's fixed cost per call, several times the
    network's own step. The encoding in probability space: with tail_k = p_k + ... + p_{D-1},
    w(b_k) = p_k / tail_k and w(not b_k) = tail_{k+1} / tail_k. Where that could be inexact (a
    probability below e^-700; an output probability below e^-600, which may have lost terms)
    :meth:`log_probs` declines and the general path runs. For training, :meth:`mean_nll` gives
    the loss and its gradient at once, from the template's :class:`_WorldTable` where it has
    few worlds."""

    def __init__(self, levels, size: int):
        self.levels = levels  # the circuit's numpy levels (LinearLevels)
        self.size = size
        self.tails = np.tril(np.ones((size, size)))  # p @ tails: every tail_k at once
        self._outcomes = np.arange(size)
        self._normaliser_reads: dict[int, Any] = {}  # by batch size
        self.groups = self.levels.n_vars // (size - 1)
        self._worlds: Any = None  # the world table (_WorldTable), False where there is none (see worlds)
        self._seen = 0  # the circuit's work on the template so far, in examples (see worlds)

    @property
    def world_table(self) -> "_WorldTable | None":
        """The world table where it has been built (without counting a use, as :meth:`worlds`)."""
        return self._worlds or None

    def worlds(self, examples: int = 1) -> "_WorldTable | None":
        """The template's answers as a table over its worlds, for a call on ``examples``
        examples, where it has at most ``_MAX_WORLDS`` worlds. A template met once, as most
        are in a first epoch with many templates, does not pay for one: it is built at a
        later call, once the circuit's work on the template so far (a call counted as
        ``_CALL_EXAMPLES`` examples more than it has) reaches one example per
        ``_WORLDS_PER_EXAMPLE`` worlds, roughly what building the table costs (measured: 27
        ms for the 10^4 worlds of DeepProbLog's N = 2 template, whose circuit costs about 0.3
        ms per call plus 20 us per example). Up to 256 worlds: at the second call."""
        if self._worlds is None:
            self._worlds = 0
        elif self._worlds == 0 and self._seen * _WORLDS_PER_EXAMPLE >= self.size ** self.groups:
            self._worlds = _WorldTable.of(self.levels, self.size, self.groups) or False
        self._seen += examples + _CALL_EXAMPLES
        return self._worlds or None

    def mean_nll(self, out: np.ndarray, logits: bool, rows: list[int] | None, outputs: np.ndarray, eps: float,
                 batch: int) -> tuple[float, np.ndarray] | None:
        """(the sum of ``-log(P(output) + eps)`` over these examples, its derivative divided by
        ``batch`` in the network's (R, D) outputs, float64), or None where the fast path would
        not be exact: the loss and its gradient computed together, from the world table where
        the template has one, else by the circuit's forward and backward passes."""
        worlds = self.worlds(len(outputs))
        if worlds is not None:
            return worlds.mean_nll(self, out, logits, rows, outputs, eps, batch)
        state = self._forward(out, logits, rows, outputs)
        if state is None:  # a query of probability 0, a NaN, or too small to be exact here
            return None
        # -log(p + eps) = -logaddexp(log p, log eps); its derivative in log p: -p / (p + eps)
        smoothed = np.logaddexp(state.result, math.log(eps))
        d_logp = np.exp(state.result - smoothed) * (-1.0 / batch)
        return -smoothed.sum(), self.backward(state, d_logp, np.float64)

    def _probabilities(self, out: np.ndarray, logits: bool, rows: list[int] | None):
        """(float64 outcome probabilities per row of ``rows`` (B * groups, D), where no clamping
        happened (None for logits, True where nowhere), whether ``rows`` is every row once, in
        order (``rows`` None says so), ``rows`` as an array (None where it is every row)), or
        None where some probability is below e^-700 (or NaN)."""
        identity = rows is None or (len(rows) == len(out) and rows == list(range(len(rows))))
        if identity:
            raw, rows = out, None
        else:
            rows = np.array(rows)
            raw = out.take(rows, axis=0)
        if not logits:  # the common case first: every probability at least 1e-38, none NaN
            low = float(raw.min()) if raw.size else 1.0
            if low >= _CLAMP:  # (so above e^-700)
                return raw.astype(np.float64), True, identity, rows
        raw = raw.astype(np.float64)
        kept = None
        if logits:
            probs = np.exp(raw - raw.max(axis=1, keepdims=True))
            probs /= probs.sum(axis=1, keepdims=True)
        else:  # as the general path: log of the probability, at least 1e-38
            kept = raw >= _CLAMP
            probs = np.maximum(raw, _CLAMP)
        if not probs.min() > _SMALLEST_INPUT:  # NaN fails this too
            return None
        return probs, kept, identity, rows

    def _to_outputs(self, d_probs: np.ndarray, probs: np.ndarray, kept, rows: np.ndarray, identity: bool, shape,
                    dtype) -> np.ndarray:
        """d loss / d network outputs (R, D) from d loss / d outcome probabilities per row read."""
        if kept is None:  # softmax of logits
            d_out = probs * (d_probs - (d_probs * probs).sum(axis=1, keepdims=True))
        elif kept is True:  # no probability was clamped
            d_out = d_probs
        else:  # the clamped probability
            d_out = np.where(kept, d_probs, 0.0)
        if identity:
            return d_out.astype(dtype, copy=False)
        size = self.size
        at = (rows[:, None] * size + self._outcomes).ravel()
        if dtype == np.float64:  # the sum over each row's reads, in read order: np.add.at's result, 10x cheaper
            return np.bincount(at, d_out.reshape(-1), minlength=shape[0] * shape[1]).reshape(shape)
        out = np.zeros(shape, dtype=dtype)
        np.add.at(out.reshape(-1), at, d_out.astype(dtype).reshape(-1))
        return out

    def log_probs(self, out: torch.Tensor, logits: bool, rows: list[int], outputs: list[int]) -> torch.Tensor | None:
        """log P(output | normaliser) per example from the network's (R, D) outputs
        (probabilities, or ``logits``), ``rows`` the row of each example's groups in turn;
        None where that would not be exact."""
        state = self._forward(out.detach().numpy(), logits, rows, np.array(outputs))
        if state is None:
            return None
        if torch.is_grad_enabled() and out.requires_grad:
            return _CategoricalNode.apply(out, self, state)
        return torch.from_numpy(state.result).to(out.dtype)

    def _forward(self, out: np.ndarray, logits: bool, rows: list[int] | None, outputs: np.ndarray):
        levels, n, last = self.levels, self.levels.n_vars, self.size - 1
        batch = len(outputs)
        found = self._probabilities(out, logits, rows)  # (B * groups, D)
        if found is None:
            return None
        probs, kept, identity, rows = found
        tails = probs @ self.tails
        values = np.zeros((levels.width, batch))
        values[:n] = (probs[:, :last] / tails[:, :last]).reshape(batch, n).T
        values[n:2 * n] = (tails[:, 1:] / tails[:, :last]).reshape(batch, n).T
        values[2 * n] = 1.0  # TRUE; FALSE stays 0
        # each example reads its own output (computed for its column alone when a root of the
        # last level) and the normaliser, the last output (without evidence, TRUE: 1)
        chosen_reads = levels.column_reads(levels.out_rows[outputs], batch)
        normaliser_reads = self._normaliser_reads.get(batch)
        if normaliser_reads is None:
            normaliser_reads = self._normaliser_reads[batch] = levels.column_reads(
                np.full(batch, levels.out_rows[-1]), batch)
        levels.fill(values, chosen_reads.passes)  # the normaliser's passes are the same
        chosen = chosen_reads.read(values)
        normaliser = normaliser_reads.read(values)
        if not min(chosen.min(), normaliser.min()) > _SMALLEST:
            return None
        return _CategoricalState(probs, kept, tails, values, chosen_reads, normaliser_reads, chosen, normaliser, rows,
                                 identity, out.shape, np.log(chosen) - np.log(normaliser))

    def backward(self, state: "_CategoricalState", grad: np.ndarray, dtype) -> np.ndarray:
        """d loss / d network outputs (R, D), from d loss / d result (B,)."""
        levels, n, last = self.levels, self.levels.n_vars, self.size - 1
        batch = len(grad)
        table = np.zeros((levels.width, batch))
        state.chosen_reads.seed(table, state.values, grad / state.chosen)
        state.normaliser_reads.seed(table, state.values, -grad / state.normaliser)
        levels.backprop(table, state.values, state.chosen_reads.passes)
        lits = table[:2 * n] * state.values[:2 * n]  # d / d log w = w * d / d w
        d_pos = lits[:n].T.reshape(-1, last)
        d_neg = lits[n:].T.reshape(-1, last)
        # log w(b_k) = log p_k - log tail_k, log w(not b_k) = log tail_{k+1} - log tail_k; and
        # d log tail_k / d log p_j = p_j / tail_k for j >= k, so d log p_j collects
        # p_j * (d log tail_0 / tail_0 + ... + d log tail_j / tail_j)
        d_tail = np.zeros_like(state.probs)
        d_tail[:, :last] -= d_pos + d_neg
        d_tail[:, 1:] += d_neg
        d_logp = state.probs * np.cumsum(d_tail / state.tails, axis=1)
        d_logp[:, :last] += d_pos
        return self._to_outputs(d_logp / state.probs, state.probs, state.kept, state.rows, state.identity, state.shape,
                                dtype)


class _WorldTable:
    """A template of a few complete categorical choices as the table of its answers over its
    worlds (one outcome per choice): ``P(answer) = sum over the answer's worlds of the product
    of their outcomes' probabilities``, exactly what its circuit computes. Read off the
    circuit once, by evaluating it as a Boolean formula at every world, 64 worlds to a machine
    word (:meth:`~nesylang.circuits.numpy_eval.LinearLevels.boolean_rows`); then a
    minibatch's loss and gradient take a few numpy operations instead of a pass per circuit
    level each way."""

    lean = True  # take _lean_nll where it applies (tests compare it with the masked path)

    def __init__(self, digits: np.ndarray, starts: np.ndarray, counts: np.ndarray, normaliser_true: bool, groups: int,
                 size: int):
        # per world listed (answer by answer), the position of each choice's outcome in one
        # example's (groups, size) probabilities
        offsets = np.arange(groups) * size + digits
        self.normaliser_true = normaliser_true  # the last answer (the normaliser) is TRUE: 1
        self.groups, self.stride = groups, groups * size
        # per choice and answer, its worlds' offsets padded to the most worlds an answer has
        # (the padding points at the first outcomes and is masked out): one gather per
        # minibatch, each choice's factors one contiguous block
        widest = max(int(counts.max()), 1)
        slot = np.arange(len(offsets)) - np.repeat(starts, counts)
        self.padded = np.zeros((groups, len(counts), widest), dtype=np.intp)
        self.padded[:, np.repeat(np.arange(len(counts)), counts), slot] = offsets.T
        self.mask = np.zeros((len(counts), widest))
        self.mask[np.repeat(np.arange(len(counts)), counts), slot] = 1.0
        self._bases: dict[int, np.ndarray] = {}  # by batch size: each example's first position
        self._past_end: dict[int, tuple] = {}  # by batch size: padded, its padding past the end, and bases (_lean_nll)

    @staticmethod
    def of(levels, size: int, groups: int) -> "_WorldTable | None":
        """The table, or None where there are more than ``_MAX_WORLDS`` worlds, where reading
        an answer off it would cost more than the circuit (an answer true in very many
        worlds), or where the circuit gives a world a value other than 0 or 1 (which a
        compiled formula cannot)."""
        count = size ** groups
        if groups < 1 or count > _MAX_WORLDS or count * levels.n_elements > _MAX_WORLD_WORK:
            return None
        worlds = np.indices((size,) * groups).reshape(groups, -1).T  # (W, groups), row-major
        n = levels.n_vars
        # outcome a of a choice: its variables b_0 .. b_{a-1} false and b_a true (the later
        # ones do not matter: set them true); the last outcome: all false
        pos = (np.arange(size - 1)[None, None, :] >= worlds[:, :, None]).reshape(count, n).T
        answers = levels.boolean_rows(pos, levels.out_rows)  # (answers, W): the circuit at every world
        if answers is None:
            return None
        normaliser_true = bool(levels.out_rows[-1] == 2 * n)
        if normaliser_true:  # TRUE: every world, and never read
            answers[-1] = False
        answer, world = np.nonzero(answers)  # answer by answer, worlds in order
        counts = np.bincount(answer, minlength=len(levels.out_rows))
        widest = max(int(counts.max()), 1)
        if len(counts) * widest > _MAX_WORLDS * 64 or widest * groups > 2 * levels.n_elements:
            return None  # the padded table would be big, or reading it dearer than the circuit
        return _WorldTable(worlds[world], np.cumsum(counts) - counts, counts, normaliser_true, groups, size)

    def mean_nll(self, categorical: "_Categorical", out: np.ndarray, logits: bool, rows: list[int] | None,
                 outputs: np.ndarray, eps: float, batch: int) -> tuple[float, np.ndarray] | None:
        """:meth:`_Categorical.mean_nll` by the table."""
        if (self.lean and not logits and self.normaliser_true
                and (len(out) if rows is None else len(rows)) == len(outputs) * self.groups):
            low = _MIN(out, None) if out.size else 1.0
            if low >= _CLAMP:  # the common case: no clamping
                return self._lean_nll(out, rows, outputs, eps, batch)
        found = categorical._probabilities(out, logits, rows)
        if found is None:
            return None
        probs, kept, identity, rows = found
        flat = probs.reshape(-1)
        chosen, at, factors, mask = self._terms(flat, outputs)
        normaliser = None
        if not self.normaliser_true:
            normaliser, n_at, n_factors, n_mask = self._terms(flat, np.full(len(outputs), len(self.mask) - 1))
            if not normaliser.min() > _SMALLEST:
                return None
        if not chosen.min() > _SMALLEST:  # a query of probability 0 (an answer without worlds), or too small
            return None
        if normaliser is None:  # p = chosen: -log(p + eps), whose derivative in p is -1 / (p + eps)
            smoothed = chosen + eps
            d_probs = self._backward(len(flat), (-1.0 / batch) / smoothed, at, factors, mask)
            loss = -np.log(smoothed).sum()
        else:
            log_p = np.log(chosen) - np.log(normaliser)
            smoothed = np.logaddexp(log_p, math.log(eps))
            d_logp = np.exp(log_p - smoothed) * (-1.0 / batch)  # of -log(p + eps) in log p
            d_probs = self._backward(len(flat), d_logp / chosen, at, factors, mask)
            d_probs += self._backward(len(flat), -d_logp / normaliser, n_at, n_factors, n_mask)
            loss = -smoothed.sum()
        grad = categorical._to_outputs(d_probs.reshape(probs.shape), probs, kept, rows, identity, out.shape,
                                       np.float64)
        return loss, grad

    def _lean_nll(self, out: np.ndarray, rows: list[int] | None, outputs: "np.ndarray | tuple[int, ...]", eps: float,
                  batch: int) -> tuple[float, np.ndarray] | None:
        """:meth:`mean_nll` where the probabilities need no clamping and the normaliser is
        TRUE, in fewer numpy calls: each factor is read straight from the network's outputs
        (an example's choice reads its row of ``rows``, which may be shared), the padding of
        the table reads a value placed after them (``take``'s ``clip``: 0, or from three
        choices a tiny value whose square is 0) instead of being masked, and the gradient is
        one ``bincount`` into the outputs (the padding's terms land past their end and are
        dropped). The same loss as :meth:`_terms` (the same products, in the same order); the
        gradient's terms for three to ``_DIVIDE_MAX`` choices are each world divided by its
        factor (not :meth:`_backward`'s products before and after it), and the terms of an
        output read more than once are summed in one pass (not per read, then per row), so
        the gradient agrees with the masked path's to a few units in the last place (session
        17 of issue 16: 1e-12 relative is the bound), not to the bit. ``outputs``: each
        example's answer, an array or a tuple. The factors' positions come from a table per
        batch size: for a small table (at most ``_POSITIONS_MAX`` positions over the batch
        size's examples) every (example, answer)'s, bases added, so that a minibatch takes b
        rows of it; else the answers' offsets plus each example's base (session 21: the same
        positions, so the same numbers to the bit)."""
        b, groups, width, size = len(outputs), self.groups, out.shape[1], out.size
        # float64 (as _probabilities' astype), a 0 after (from three choices a tiny value instead,
        # whose products with each other are 0: the backward divides by the factors, see below);
        # an empty array filled in place: np.concatenate's values, a third cheaper
        flat = np.empty(size + 1)
        flat[:size] = out.reshape(-1)
        flat[size] = _TINY if 3 <= groups <= _DIVIDE_MAX else 0.0
        known = self._past_end.get(b)
        if known is None:  # the padding past any position it can be moved to (below), the bases
            padded = self.padded.copy()
            padded[:, self.mask == 0] = (b + 1) * self.stride
            positions = answer_base = None
            if padded.size * b <= _POSITIONS_MAX:  # a small table: the positions of every (example, answer)
                # with the example's base added, (groups, b * answers, widest), example e's answer a at
                # e * answers + a: one take of b rows per minibatch instead of a take and an add over them all
                positions = (padded[:, None] + (np.arange(b) * self.stride)[None, :, None, None]).reshape(
                    groups, -1, padded.shape[2])
                answer_base = np.arange(b) * padded.shape[1]
            elif (b + 1) * self.stride < 1 << 15:  # a quarter of the memory to read (the step adds intp bases)
                padded = padded.astype(np.int16)
            # (for shared rows: each outcome's position within its choice's row; the padding stays past the
            # end, as a row's start is at most (b * groups - 1) * width)
            within = (padded - (np.arange(groups) * width)[:, None, None]).astype(padded.dtype)
            known = self._past_end[b] = (padded, (np.arange(b) * self.stride)[None, :, None], within, positions,
                                         answer_base)
        padded, base, within, positions, answer_base = known
        if len(out) > b * groups:  # (the general path: outputs with other templates' rows too)
            padded = np.where(self.mask == 0, size + self.stride, self.padded)
            within = padded - (np.arange(groups) * width)[:, None, None]
            positions = None
        if rows is None:  # example e's choices are rows e * groups ...
            if positions is not None:
                at = positions.take(np.add(outputs, answer_base), axis=1)
            else:
                at = np.add(padded.take(outputs, axis=1), base)  # (take: as padded[:, outputs], in half the time)
        else:  # ... of the rows listed
            row_base = np.multiply(rows, width).reshape(b, groups).T
            at = np.add(within.take(outputs, axis=1), row_base[:, :, None])
        factors = flat.take(at, mode="clip")
        # (the ufuncs' reduce, which ndarray.sum and .min call through a Python wrapper)
        if groups == 1:
            chosen = _SUM(factors[0], 1)
        else:  # f_0 * f_1 * ..., in that order
            worlds = factors[0] * factors[1] if groups == 2 else _PRODUCT(factors, 0)
            chosen = _SUM(worlds, 1)
        if not _MIN(chosen, None) > _SMALLEST:  # a query of probability 0 (an answer without worlds), or too small
            return None
        smoothed = chosen + eps  # -log(p + eps), whose derivative in p is -1 / (p + eps)
        d_answer = ((-1.0 / batch) / smoothed)[:, None]
        if groups == 1:
            terms = np.broadcast_to(d_answer, factors.shape[1:])
        elif groups == 2:
            terms = factors[::-1] * d_answer
        elif groups <= _DIVIDE_MAX:  # each world's other factors as the world over the factor: two numpy calls
            # instead of a product before and after each factor; exact to a few units in the last place,
            # as no factor is 0 (the probabilities are at least 1e-38, so a world at least 1e-38 ** 7,
            # a normal number) and the padding's world is 0 (a tiny value squared), so its terms are 0
            terms = np.divide(worlds * d_answer, factors)
        else:  # as _backward, with d_answer for its (masked) d_worlds: the same products, fewer calls
            terms = np.empty_like(factors)
            np.multiply(factors[0], d_answer, out=terms[1])  # (_backward: d_answer, then times f_0)
            for k in range(2, groups):
                np.multiply(terms[k - 1], factors[k - 1], out=terms[k])
            after = factors[groups - 1]  # (_backward: a copy, multiplied in place)
            for k in range(groups - 2, 0, -1):
                terms[k] *= after
                after = after * factors[k]
            np.multiply(after, d_answer, out=terms[0])  # (_backward: d_answer times the product after it)
        d_probs = np.bincount(at.reshape(-1), terms.reshape(-1), minlength=size)[:size]
        return -_SUM(np.log(smoothed), None), d_probs.reshape(out.shape)

    def _terms(self, flat: np.ndarray, outputs: np.ndarray):
        """Each example's answer's probability (0 for an answer without worlds), with what
        its backward needs: the positions of its worlds' outcomes' probabilities in ``flat``
        (groups, B, widest), their values and which worlds are real (B, widest)."""
        base = self._bases.get(len(outputs))
        if base is None:  # example b's choices are rows b * groups ... of the probabilities
            base = self._bases[len(outputs)] = (np.arange(len(outputs)) * self.stride)[None, :, None]
        at = self.padded[:, outputs]
        at += base
        factors = flat.take(at)
        mask = self.mask[outputs]
        worlds = factors[0] * mask
        for k in range(1, self.groups):
            worlds *= factors[k]
        return worlds.sum(axis=1), at, factors, mask

    def _backward(self, size: int, d_answer: np.ndarray, at: np.ndarray, factors: np.ndarray,
                  mask: np.ndarray) -> np.ndarray:
        """d loss / d probabilities (``size``, flat) from d loss / d (each answer): each
        world's outcome gets the product of the world's other outcomes."""
        groups = self.groups
        d_worlds = mask * d_answer[:, None]  # (B, widest)
        if groups == 1:
            terms = d_worlds[None]
        elif groups == 2:
            terms = factors[::-1] * d_worlds
        else:  # products of the factors before and after each one (no division: a factor may be 0)
            terms = np.empty_like(factors)
            terms[0] = d_worlds
            for k in range(1, groups):  # before: d_worlds * f_0 * ... * f_(k-1)
                np.multiply(terms[k - 1], factors[k - 1], out=terms[k])
            after = factors[groups - 1].copy()
            for k in range(groups - 2, -1, -1):  # after: f_(k+1) * ... * f_(groups-1)
                terms[k] *= after
                if k:
                    after *= factors[k]
        return np.bincount(at.reshape(-1), terms.reshape(-1), minlength=size)


_MAX_WORLDS = 1 << 16  # templates with at most this many worlds get a world table
_MAX_WORLD_WORK = 1 << 28  # ... if worlds times circuit elements is at most this (building it: < 0.1 s)
_WORLDS_PER_EXAMPLE = 16  # built once the circuit has been evaluated on one example per this many worlds
_CALL_EXAMPLES = 16  # ... a call counting as this many examples more (the circuit's fixed cost per call)


_FLOATS = (torch.float32, torch.float64)
_CLAMP = 1e-38  # the least probability a network's output is taken to have (as Network does)
# exp(log p) for log p above -700 is a normal float64; an output probability above e^-600 is
# exact up to rounding though terms below 2^-1022 underflowed on the way
_SMALLEST_INPUT = math.exp(-700.0)
_SMALLEST = math.exp(-600.0)
_TINY = 1e-300  # the value _WorldTable._lean_nll's padding reads from three choices (else 0): its square is 0
# (below the least subnormal)
_POSITIONS_MAX = 1 << 15  # _WorldTable._lean_nll keeps each (example, answer)'s positions up to this many
_DIVIDE_MAX = 7  # _WorldTable._lean_nll's backward divides a world by its factors up to this many choices
_PRODUCT = np.multiply.reduce
_SUM, _MIN = np.add.reduce, np.minimum.reduce  # ndarray.sum / .min without their Python wrapper


class _CategoricalState(NamedTuple):
    probs: np.ndarray  # (B * groups, D) outcome probabilities
    kept: np.ndarray | None  # for probabilities: where no clamping happened (None for logits)
    tails: np.ndarray  # their tail sums
    values: np.ndarray  # the circuit's value table
    chosen_reads: Any  # how each example's output is read (numpy_eval.ColumnReads)
    normaliser_reads: Any
    chosen: np.ndarray  # each example's output
    normaliser: np.ndarray
    rows: np.ndarray | None  # each example's groups' rows of the network's outputs (None: every row, in order)
    identity: bool  # rows are 0, 1, 2, ...: every row of the network's outputs once, in order
    shape: tuple  # of the network's outputs
    result: np.ndarray  # log(chosen / normaliser)


class _CategoricalNode(torch.autograd.Function):
    """The autograd node of :class:`_Categorical`: its forward already ran (in numpy)."""

    @staticmethod
    def forward(ctx, logp, fast, state):
        ctx.fast, ctx.state = fast, state
        return torch.from_numpy(state.result).to(logp.dtype)

    @staticmethod
    @once_differentiable
    def backward(ctx, grad):
        grad = grad.detach().numpy()
        return torch.from_numpy(ctx.fast.backward(ctx.state, grad, grad.dtype)), None, None


def _fused_loss(value: float, grads: list[np.ndarray], outs: list[torch.Tensor]) -> torch.Tensor:
    """The mean loss of a minibatch as one autograd node per network over its outputs, from
    the loss and its derivative in each network's outputs, both already computed (the
    circuit's forward and backward passes, in numpy, :meth:`BatchEvaluator._fused_nll`): the
    dot product of each network's outputs with its (constant) derivative, whose gradient in
    the outputs is that derivative (times the incoming gradient: torch's own ``dot``
    backward, one multiplication, without a Python call as a custom ``autograd.Function``
    has); the result's value is then set to the loss, which that backward does not read."""
    loss = None
    for grad, out in zip(grads, outs):
        term = torch.dot(out.reshape(-1), torch.from_numpy(grad.reshape(-1)))
        loss = term if loss is None else loss + term
    # float32 outputs: the float64 loss rounded to float32, as before; through a detached alias
    # (the same storage), which costs less than a no_grad block (dot's backward does not read it)
    loss.detach().fill_(value)
    return loss


class _NetworkRun:
    """One network's results on a minibatch: its outputs in its own convention (which the fast
    path reads) and, computed on first use, its log-probabilities (which the general path
    reads). Inputs that could not be gathered in one go come as log-probabilities only."""

    def __init__(self, net, categorical: bool, *, outputs: torch.Tensor | None = None,
                 log_probs: torch.Tensor | None = None):
        self.net, self.categorical, self.outputs, self._log_probs = net, categorical, outputs, log_probs

    def log_probabilities(self) -> torch.Tensor:
        if self._log_probs is None:
            self._log_probs = self.net.as_log_probabilities(self.outputs, self.categorical)
        return self._log_probs


class _OneSource:
    """What :meth:`BatchEvaluator._one_source_nll` needs of one (plan, tensor source): the
    fast path, the network's name and where it is used, and the source's tensor and the
    network as the program's registries held them at their last ``generations``."""

    __slots__ = ("fast", "size", "name", "net_name", "span", "generations", "tensor", "net")

    def __init__(self, plan: _Plan, name: str, net_name: str):
        self.fast, self.size, self.name, self.net_name = plan.categorical, plan.blocks[0].size, name, net_name
        self.span = plan.networks[1][net_name]
        self.generations: tuple | None = None
        self.tensor = self.net = None

    def refresh(self, program) -> None:
        tensors = program.tensors
        self.net = program.network(self.net_name, self.span)  # (may register a declared network)
        self.tensor = tensors.get(self.name) if self.name in tensors else None
        self.generations = (tensors.generation, program.networks.generation)


class _Entry(NamedTuple):
    """What one ground query needs in every minibatch, worked out once."""

    plan: _Plan
    output: int  # the circuit output of its label; -1: no such output (probability 0)
    inputs: list[int]  # per neural group of the template: the id of its network's input
    # where the plan reads one network and every input is a tensor(Source(I)) of one source:
    # (Source, the I of each input, in order), for :meth:`BatchEvaluator._one_source_nll`; else None
    source: tuple[str, tuple[int, ...]] | None = None
    # the same case where the plan is :class:`_Categorical` and the output exists: what the
    # step needs of (plan, Source), one object shared by those entries; else None
    one: "_OneSource | None" = None
    indices: tuple[int, ...] = ()  # (the I of each input, as in ``source``)


class BatchEvaluator:
    """Log-probabilities of minibatches of queries, differentiable w.r.t. networks and params."""

    def __init__(self, program, device="cpu", params: ParamStore | None = None):
        from .outputs import refuse_top_k

        refuse_top_k(program)  # its templates are grounded once for every input
        self.program = program
        self.device = torch.device(device)
        self.templates = TemplateCache(program)
        self.params = params if params is not None else ParamStore(program.db.parameters, self.device)
        self._plans: dict[int, _Plan] = {}  # by id of a template (which the plan keeps alive)
        self._entries: dict[Any, _Entry] = {}  # by ground query: a second epoch does no term work
        # network inputs get ids, so that a minibatch compares ints, not terms; per id, its
        # terms, its network and, for a single tensor(Source(I)), Source and I
        self._input_ids: dict[tuple, int] = {}
        self._input_terms: list[tuple] = []
        self._input_nets: list[str] = []
        self._source_names: list[str | None] = []
        self._source_indices: list[int] = []
        self._first_params: dict[str, tuple] = {}  # network name -> (its module, the module's first parameter)
        self._one_sources: dict[tuple, _OneSource] = {}  # by (id of a plan, source): see _Entry.one
        self._on_cpu = self.device.type == "cpu"

    # ---- one minibatch ---------------------------------------------------------------------
    def log_probs(self, examples: Sequence[Example], *, all_outputs: bool = False):
        """log P(query) per example, shape (B,). With ``all_outputs``, also return per example
        its template, the (B_t, outputs) log-probabilities of its template group and its row."""
        self.params.sync()  # learnable probabilities the user changed since (networks run afresh)
        entries, by_plan = self._grouped(examples)
        rows, net_outputs = self._run_networks(entries, by_plan)
        return self._log_probs_of(entries, by_plan, rows, net_outputs, all_outputs)

    def mean_nll(self, examples: Sequence[Example], eps: float, entries: list | None = None):
        """DeepProbLog's loss for queries that should hold, ``-mean(log(P(query) + eps))``:
        ``(loss, None)`` where the fast path covers every example (on the CPU, templates of
        complete categorical choices, no query of probability 0), as one autograd node per
        network whose backward is one multiplication (:func:`_fused_loss`); else ``(None,
        log P(query) per example)``, from the same run of the networks, for the caller's
        general loss. ``entries``: the examples' entries as :meth:`stable_entries` gave them,
        where the caller keeps them (saves looking each query up again)."""
        if type(self).log_probs is not BatchEvaluator.log_probs:  # a subclass's own (k-best proofs)
            return None, self.log_probs(examples)
        self.params.sync()
        if self.device.type == "cpu":
            if entries is None:
                entries = self._entries_of(examples)
            ran = self._one_source_nll(entries, eps)
            if ran is not None:
                loss, rows, net_outputs = ran
                if loss is not None:
                    return loss, None
                by_plan = {id(entries[0].plan): list(range(len(entries)))}
                return None, self._log_probs_of(entries, by_plan, rows, net_outputs, False)
            by_plan = self._by_plan(entries)
            rows, net_outputs = self._run_networks(entries, by_plan)
            loss = self._fused_nll(entries, by_plan, rows, net_outputs, eps, len(examples))
            if loss is not None:
                return loss, None
        else:
            entries, by_plan = self._grouped(examples)
            rows, net_outputs = self._run_networks(entries, by_plan)
        return None, self._log_probs_of(entries, by_plan, rows, net_outputs, False)

    def stable_entries(self, examples: Sequence[Example]) -> list | None:
        """Per example, what :meth:`mean_nll` works out for its query once (an opaque record),
        where it stays valid for this evaluator's life: ground queries, on the CPU, with this
        class's own ``log_probs`` (a subclass may search again per step); None for the others
        (and None for all where none is kept)."""
        if type(self).log_probs is not BatchEvaluator.log_probs or not self._on_cpu:
            return None
        return self._entries_of(examples, keep_only_ground=True)

    def _entries_of(self, examples: Sequence[Example], keep_only_ground: bool = False) -> list:
        """Each example's entry (None for a query with variables where ``keep_only_ground``).
        A first epoch compiles its templates here: the cyclic collector is paused for the
        whole minibatch, so that it runs once after it, not after each template (each leaves
        about 1,700 new container objects, and every 700 start a collection; every tenth
        collection walks the older generation, every hundredth the whole heap). Measured on
        the first 1,000 sums at N = 4: its time 0.62-0.73 -> 0.19-0.20 s of CPU, the same
        peak memory."""
        known = self._entries.get
        with collector_off():
            if keep_only_ground:
                return [known(e.query) or (self._entry(e) if is_ground(e.query) else None) for e in examples]
            return [known(e.query) or self._entry(e) for e in examples]

    def _one_source_nll(self, entries: list["_Entry"], eps: float):
        """:meth:`mean_nll`'s common case in one pass, with none of the general path's grouping:
        one template of complete categorical choices (:class:`_Categorical`), one network,
        every input from one tensor source (the entries' ``one``, worked out once per template
        and source). ``(loss, None, None)``; or, where the fast path declines after the
        network ran (a query of probability 0, a NaN, an output count the general path
        reports), ``(None, rows, net_outputs)`` for the general path; or None, before anything
        ran, where the batch is not of this shape. The same numbers through the same numpy and
        torch operations as :meth:`_fused_nll`, so the same loss and gradients to the bit."""
        if not entries:
            return None
        one = entries[0].one
        if one is None:
            return None
        _, outputs, _, _, ones, indices = zip(*entries)  # (C-level loops from here on)
        if ones.count(one) != len(ones):
            return None
        indices = list(chain.from_iterable(indices))
        rows = None  # every input once, in order: row i is input i
        distinct = dict.fromkeys(indices)  # in first-use order
        if len(distinct) != len(indices):  # an image read twice is one random variable: one row
            rows = list(map(dict(zip(distinct, range(len(distinct)))).__getitem__, indices))
            indices = list(distinct)
        tensors, networks = self.program.tensors, self.program.networks
        if one.generations != (tensors.generation, networks.generation):
            one.refresh(self.program)
        source_tensor, net, net_name, span = one.tensor, one.net, one.net_name, one.span
        if (type(source_tensor) is torch.Tensor and source_tensor.dtype in _FLOATS and source_tensor.is_cpu
                and not source_tensor.requires_grad):
            # the same rows as gather_source's index_select (entries hold no negative index)
            try:
                column = torch.from_numpy(source_tensor.numpy().take(indices, axis=0))
            except IndexError:  # out of range: the general path reports it
                return None
        else:
            from .networks import gather_source

            column = gather_source(tensors, one.name, indices)
            if column is None:
                return None
        out = self._run_on_column(net, net_name, column, True, span)
        found = None
        if out is not None and out.shape[1] == one.size and out.dtype in _FLOATS:
            fast, logits, values = one.fast, net.output == "logits", out.detach().numpy()
            table = fast._worlds
            # the world table's lean case straight away (as _Categorical.mean_nll and
            # _WorldTable.mean_nll would choose it: built, probabilities, no clamping)
            if (table and table.lean and not logits and table.normaliser_true and values.size
                    and (len(values) if rows is None else len(rows)) == len(entries) * table.groups
                    and _MIN(values, None) >= _CLAMP):
                found = table._lean_nll(values, rows, outputs, eps, len(entries))  # (outputs: a tuple will do)
            else:
                found = fast.mean_nll(values, logits, rows, np.array(outputs), eps, len(entries))
        if found is None:  # the general path, from this run of the network
            return None, [rows if rows is not None else list(range(len(indices)))], {
                net_name: _NetworkRun(net, True, outputs=out)}
        # the loss node as _fused_loss makes it, inline
        loss = torch.dot(out.reshape(-1), torch.from_numpy(
            found[1].astype(np.float32 if out.dtype == torch.float32 else np.float64).reshape(-1)))
        loss.detach().fill_(found[0] / len(entries))
        return loss, None, None

    def _grouped(self, examples: Sequence[Example]) -> tuple[list["_Entry"], dict[int, list[int]]]:
        entries = self._entries_of(examples)
        return entries, self._by_plan(entries)

    @staticmethod
    def _by_plan(entries: list["_Entry"]) -> dict[int, list[int]]:
        by_plan: dict[int, list[int]] = {}
        if entries and all(e.plan is entries[0].plan for e in entries):  # the common case: one template
            by_plan[id(entries[0].plan)] = list(range(len(entries)))
        else:
            for i, entry in enumerate(entries):
                by_plan.setdefault(id(entry.plan), []).append(i)
        return by_plan

    def _log_probs_of(self, entries, by_plan, rows, net_outputs, all_outputs: bool):
        parts = []
        details = [None] * len(entries)
        for ids, plan_rows in zip(by_plan.values(), rows):
            plan = entries[ids[0]].plan
            outputs = [entries[i].output for i in ids]
            if plan.categorical is not None and not all_outputs:
                picked = self._categorical(plan, plan_rows, outputs, net_outputs)
                if picked is not None:
                    parts.append(picked)
                    continue
            log_pos, log_neg = self._literal_weights(plan, plan_rows, net_outputs, len(ids))
            out = plan.circuit(log_pos, log_neg)  # (B_t, n_outputs); the last is the normaliser
            index = index_tensor([max(o, 0) for o in outputs], self.device)
            picked = out.gather(1, index.unsqueeze(1)).squeeze(1) - out[:, -1]
            if min(outputs) < 0:
                missing = torch.tensor([o < 0 for o in outputs], device=self.device)
                picked = torch.where(missing, torch.full_like(picked, NEG_INF), picked)
            parts.append(picked)
            if all_outputs:
                normalised = out[:, :-1] - out[:, -1:]
                for row, i in enumerate(ids):
                    details[i] = (plan.template, normalised, row)
        result = parts[0] if len(parts) == 1 else self._in_example_order(parts, list(by_plan.values()), len(entries))
        if all_outputs:
            return result, details
        return result

    def _fused_nll(self, entries, by_plan, rows, net_outputs, eps: float, batch: int):
        """:meth:`mean_nll` by the fast path, or None where some example is not for it."""
        total = 0.0
        grads: dict[str, np.ndarray] = {}
        for ids, plan_rows in zip(by_plan.values(), rows):
            plan = entries[ids[0]].plan
            if plan.categorical is None:
                return None
            outputs = [entries[i].output for i in ids]
            run = self._categorical_run(plan, outputs, net_outputs)
            if run is None:
                return None
            found = plan.categorical.mean_nll(run.outputs.detach().numpy(), run.net.output == "logits",
                                              plan_rows, np.array(outputs), eps, batch)
            if found is None:  # a query of probability 0, a NaN, or too small to be exact here
                return None
            loss, grad = found
            total += loss
            net = plan.blocks[0].net
            grads[net] = grad if net not in grads else grads[net] + grad
        if not grads:  # no examples
            return None
        outs = [net_outputs[net].outputs for net in grads]  # float32 or float64 (_categorical_run)
        return _fused_loss(total / batch, [g.astype(np.float32 if o.dtype == torch.float32 else np.float64)
                                           for g, o in zip(grads.values(), outs)], outs)

    def _entry(self, example: Example) -> _Entry:
        query = example.query
        entry = self._entries.get(query)  # a query with variables is never stored, so never found
        if entry is None:
            template, refs, output = self.templates.lookup(query, example.span)
            plan = self._plans.get(id(template))
            if plan is None:
                with collector_off():
                    plan = self._plans[id(template)] = _Plan(template, self.device)
            inputs = [self._input_id(w.net, _concrete_inputs(w.inputs, refs)) for w, _ in plan.neural]
            source = None
            names = set(map(self._source_names.__getitem__, inputs))
            if len(names) == 1 and None not in names and len(plan.networks[0]) == 1:
                indices = tuple(map(self._source_indices.__getitem__, inputs))
                if min(indices, default=0) >= 0:  # (a negative index goes the general way, which reports it)
                    source = (names.pop(), indices)
            one = None
            if source is not None and plan.categorical is not None and output >= 0:
                (net_name, is_categorical), = plan.networks[0].items()
                if is_categorical:
                    one = self._one_sources.get((id(plan), source[0]))
                    if one is None:
                        one = self._one_sources[(id(plan), source[0])] = _OneSource(plan, source[0], net_name)
            entry = _Entry(plan, output, inputs, source, one, source[1] if one is not None else ())
            if is_ground(query):
                self._entries[query] = entry
        return entry

    def _input_id(self, net: str, terms: tuple) -> int:
        # one input from a tensor source (``tensor(train(7))``) is keyed by (net, source, index):
        # no term is hashed, and every path reaches the same id for it
        source = source_index(terms[0]) if len(terms) == 1 else None
        key = (net, terms) if source is None else (net, *source)
        found = self._input_ids.get(key)
        if found is None:
            found = self._input_ids[key] = len(self._input_terms)
            self._input_terms.append(terms)
            self._input_nets.append(net)
            self._source_names.append(source[0] if source else None)
            self._source_indices.append(source[1] if source else 0)
        return found

    def _categorical(self, plan: _Plan, rows: list[int], outputs: list[int], net_outputs):
        """The fast path where it applies (:meth:`_categorical_run`)."""
        run = self._categorical_run(plan, outputs, net_outputs)
        if run is None:
            return None
        return plan.categorical.log_probs(run.outputs, run.net.output == "logits", rows, outputs)

    def _categorical_run(self, plan: _Plan, outputs: list[int], net_outputs) -> "_NetworkRun | None":
        """The network run the fast path reads, where it applies: on the CPU, for examples whose
        labels are outputs, from a network whose output count matches (else the general path
        reports it)."""
        block = plan.blocks[0]
        run = net_outputs[block.net]
        out = run.outputs
        if (out is None or not run.categorical or self.device.type != "cpu" or min(outputs) < 0
                or out.shape[1] != block.size or out.dtype not in (torch.float32, torch.float64)):
            return None
        return run

    def _in_example_order(self, parts: list[torch.Tensor], ids: list[list[int]], n: int) -> torch.Tensor:
        if not parts:
            return torch.empty(0, device=self.device)
        dtype = parts[0].dtype  # float64 networks give float64 log-probabilities
        for values in parts[1:]:
            dtype = torch.promote_types(dtype, values.dtype)
        where = [0] * n
        for position, i in enumerate(i for group in ids for i in group):
            where[i] = position
        return torch.cat([p.to(dtype) for p in parts]).index_select(0, index_tensor(where, self.device))

    # ---- networks ------------------------------------------------------------------------------
    def _run_networks(self, entries: list[_Entry], by_plan: dict[int, list[int]]):
        """Run each network once on every distinct input of the minibatch. Returns, per plan
        group, the output row of each of its examples' neural groups (example by example), and
        per network a :class:`_NetworkRun`."""
        if len(by_plan) == 1:
            categorical, spans = entries[0].plan.networks
        else:
            categorical, spans = {}, {}
            for ids in by_plan.values():
                plan_categorical, plan_spans = entries[ids[0]].plan.networks
                categorical.update(plan_categorical)
                for net, span in plan_spans.items():
                    spans.setdefault(net, span)
        # per plan group, its examples' input ids, example by example; per network, the distinct
        # ones in first-use order (its batch); C-level builtins do the per-input work
        requests: dict[str, list[int]] = {}
        if len(by_plan) == 1 and len(categorical) == 1:  # the common case: one template, one network
            flat = list(chain.from_iterable([entry.inputs for entry in entries]))
            distinct = dict.fromkeys(flat)
            if len(distinct) == len(flat):  # every input once: row i is input i
                requests[next(iter(categorical))] = flat
                return [list(range(len(flat)))], self._run_requests(requests, categorical, spans)
            requests[next(iter(categorical))] = list(distinct)
            flats = [flat]
        else:
            flats = [list(chain.from_iterable(entries[i].inputs for i in ids)) for ids in by_plan.values()]
            distinct = dict.fromkeys(chain.from_iterable(flats))
            nets = set(map(self._input_nets.__getitem__, distinct))
            if len(nets) == 1:
                requests[nets.pop()] = list(distinct)
            else:
                for input_id in distinct:
                    requests.setdefault(self._input_nets[input_id], []).append(input_id)
        row_of: dict[int, int] = {}
        for ids in requests.values():
            row_of.update(zip(ids, range(len(ids))))
        rows = [list(map(row_of.__getitem__, flat)) for flat in flats]
        return rows, self._run_requests(requests, categorical, spans)

    def _run_requests(self, requests: dict[str, list[int]], categorical: dict[str, bool], spans: dict[str, Any]):
        """Per network, a :class:`_NetworkRun` on the inputs ``requests`` gives it, in order."""
        from .networks import gather_source, run_network

        outputs: dict[str, _NetworkRun] = {}
        for net_name, table in requests.items():
            net, span = self.program.network(net_name, spans[net_name]), spans[net_name]
            names = set(map(self._source_names.__getitem__, table))
            column = None
            if len(names) == 1 and None not in names:  # all from one tensor source
                column = gather_source(self.program.tensors, names.pop(),
                                       list(map(self._source_indices.__getitem__, table)))
            if column is not None:
                run = _NetworkRun(net, categorical[net_name], outputs=self._run_on_column(
                    net, net_name, column, categorical[net_name], span))
            else:
                run = _NetworkRun(net, categorical[net_name], log_probs=run_network(
                    net, net_name, list(map(self._input_terms.__getitem__, table)), self.program,
                    categorical=categorical[net_name], device=self.device, span=span))
            outputs[net_name] = run
        return outputs

    def _run_on_column(self, net, name: str, column: torch.Tensor, categorical: bool, span):
        """:func:`~.networks.run_on_columns` on one column, without its casts where the column
        already has the module's dtype and device (the module's first parameter is looked up
        once per module: walking its parameters costs more than the rest of this)."""
        known = self._first_params.get(name)
        if known is None or known[0] is not net.module:
            known = self._first_params[name] = (net.module, next(iter(net.module.parameters()), None))
        param = known[1]
        if param is not None and column.dtype == param.dtype and (
                column.is_cpu and param.is_cpu if self._on_cpu else column.device == param.device == self.device):
            try:
                out = net.module(column)
                if type(out) is torch.Tensor and out.dim() == 2 and net.settled:
                    return out  # already as Network.outputs gives it (its reshape is a no-op, but a node)
                return net.settle(out[0] if isinstance(out, (tuple, list)) else out, categorical)
            except NetworkError as e:
                raise e.with_span(span)
            except (RuntimeError, ValueError, TypeError):
                pass  # run_on_columns says where and why
        from .networks import run_on_columns

        return run_on_columns(net, name, [column], categorical=categorical, device=self.device, span=span)

    # ---- literal weights -----------------------------------------------------------------------
    def _literal_weights(self, plan: _Plan, rows: list[int], net_outputs, batch: int):
        """(B, n_vars) log-weights of the positive and negative literals: per block of neural
        groups, one gather of network outputs and one vectorised encoding; then the fixed
        groups; then the columns back in variable order."""
        pos_blocks, neg_blocks = [], []
        for block in plan.blocks:
            logp = net_outputs[block.net].log_probabilities()
            if block.categorical and logp.shape[1] != block.size:
                raise NetworkError(f"network '{block.net}' gives {logp.shape[1]} outputs but its domain has "
                                   f"{block.size} values", block.span)
            picked = rows
            if not block.every:
                width = len(plan.neural)
                picked = [rows[i * width + j] for i in range(batch) for j in block.positions]
            lp = logp.index_select(0, index_tensor(picked, self.device)).view(batch, len(block.positions), -1)
            if block.boolean:
                pos = lp[:, :, 0]
                neg = _log1mexp(pos)
            else:
                if not block.complete:  # the "none of them" outcome takes the remaining mass
                    none = _log1mexp(torch.logsumexp(lp, dim=2, keepdim=True).clamp(max=0.0))
                    lp = torch.cat([lp, none], dim=2)
                pos, neg = _seq_weights(lp)
            pos_blocks.append(pos.reshape(batch, -1))
            neg_blocks.append(neg.reshape(batch, -1))
        for weights, boolean, complete in plan.fixed:
            w0 = weights[0]
            if isinstance(w0, ParamRef):
                logp = self.params.log_probs(w0.key[0])[0].view(1, -1)
            else:
                probs = [float(w) for w in weights]
                logp = torch.tensor([[math.log(p) if p > 0 else NEG_INF for p in probs]], device=self.device)
            if boolean:
                pos, neg = logp[:, :1], _log1mexp(logp[:, :1])
            else:
                if not complete:
                    none = _log1mexp(torch.logsumexp(logp, dim=1, keepdim=True).clamp(max=0.0))
                    logp = torch.cat([logp, none], dim=1)
                pos, neg = _seq_weights(logp)
            pos_blocks.append(pos.expand(batch, -1))
            neg_blocks.append(neg.expand(batch, -1))
        if not pos_blocks:
            empty = torch.zeros(batch, 0, device=self.device)
            return empty, empty
        log_pos = pos_blocks[0] if len(pos_blocks) == 1 else torch.cat(pos_blocks, dim=1)
        log_neg = neg_blocks[0] if len(neg_blocks) == 1 else torch.cat(neg_blocks, dim=1)
        if plan.permutation is not None:
            log_pos, log_neg = log_pos[:, plan.permutation], log_neg[:, plan.permutation]
        return log_pos, log_neg


def _concrete_inputs(inputs, refs: list[Struct]) -> tuple:
    """A neural input list with template placeholders replaced by the example's tensor refs."""
    items, _ = list_items(inputs)
    return tuple(_substitute(item, refs) for item in items)


def _substitute(t, refs):
    """Replace placeholders anywhere in ``t`` (inputs may nest: another network's output)."""
    if type(t) is Struct and t.args:
        if t.functor == PLACEHOLDER:
            return refs[t.args[0]]
        new = tuple(_substitute(a, refs) for a in t.args)
        return t if all(x is y for x, y in zip(new, t.args)) else Struct(t.functor, new)
    return t
