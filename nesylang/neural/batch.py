"""Batched, differentiable evaluation of many queries: one network call per minibatch.

:class:`BatchEvaluator` turns a minibatch of ground queries into log-probabilities that
torch can differentiate:

1. each query is mapped to its compiled :class:`~.templates.Template` (compiled once);
2. every network is run once, on all the distinct inputs the minibatch needs (an image that
   occurs twice is evaluated once: it is one random variable);
3. per template, the literal log-weights of all its examples are assembled as (B, n_vars)
   tensors (sequential encoding of categorical choices, computed stably from
   log-probabilities), and the template's circuit is evaluated for all of them at once.

Learnable ``t(...)`` probabilities live in :class:`ParamStore` as logits (a Boolean fact:
sigmoid; an annotated disjunction: softmax, with a slack "none" outcome when its initial
probabilities sum below one), so they stay valid probabilities while they train.
"""
from __future__ import annotations

import math
from typing import Any, Sequence

import torch

from ..errors import LearningError, NetworkError
from ..grounding.ground_program import NeuralRef, ParamRef
from ..logic.terms import Struct, list_items, term_str
from .data import Example
from .templates import PLACEHOLDER, Template, TemplateCache

NEG_INF = -math.inf


class ParamStore:
    """The program's learnable probabilities as torch logits, grouped by clause."""

    def __init__(self, parameters: dict[Any, float], device):
        by_clause: dict[Any, list] = {}
        for key in sorted(parameters, key=repr):
            by_clause.setdefault(key[0], []).append(key)
        self.groups: dict[Any, tuple[list, bool, torch.nn.Parameter]] = {}
        for cid, keys in by_clause.items():
            keys.sort(key=lambda k: k[1])
            values = [min(max(parameters[k], 1e-6), 1 - 1e-6) for k in keys]
            if len(keys) == 1:
                logit = torch.tensor([math.log(values[0] / (1 - values[0]))], dtype=torch.float32)
                self.groups[cid] = (keys, False, torch.nn.Parameter(logit.to(device)))
            else:
                slack = 1.0 - sum(values)
                has_none = slack > 1e-6
                vals = values + ([slack] if has_none else [])
                logits = torch.log(torch.tensor(vals, dtype=torch.float32) / sum(vals))
                self.groups[cid] = (keys, has_none, torch.nn.Parameter(logits.to(device)))

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
    """Sequential-encoding literal log-weights from outcome log-probabilities (B, n).

    Outcome k holds iff b_1..b_{k-1} are false and b_k is true, so w(b_k) = p_k / tail_k and
    w(not b_k) = tail_{k+1} / tail_k, with tail_k = p_k + ... + p_n computed as a reversed
    log-cumsum-exp (stable for peaked distributions). Returns (B, n - 1) pairs: the last
    outcome needs no variable of its own."""
    tail = torch.logcumsumexp(logp.flip(1), dim=1).flip(1)
    m = logp.shape[1] - 1
    pos = logp[:, :m] - tail[:, :m]
    neg = tail[:, 1:m + 1] - tail[:, :m]
    return _nan_to_neginf(pos), _nan_to_neginf(neg)


def _nan_to_neginf(x: torch.Tensor) -> torch.Tensor:
    # (-inf) - (-inf) appears only for outcomes that are impossible anyway
    return torch.where(torch.isnan(x), torch.full_like(x, NEG_INF), x)


def _log1mexp(x: torch.Tensor) -> torch.Tensor:
    """log(1 - exp(x)) for x <= 0, stable at both ends; -inf at x = 0 with gradient 0 (not the
    NaN that log(0) would send back, e.g. for a saturated sigmoid output of exactly 1)."""
    x = x.clamp(max=0.0)
    inside = x < 0
    safe = torch.where(inside, x, torch.full_like(x, -1.0))
    out = torch.where(safe > -0.6931, torch.log(-torch.expm1(safe)), torch.log1p(-torch.exp(safe)))
    return torch.where(inside, out, torch.full_like(x, NEG_INF))


class BatchEvaluator:
    """Log-probabilities of minibatches of queries, differentiable w.r.t. networks and params."""

    def __init__(self, program, device="cpu", params: ParamStore | None = None):
        self.program = program
        self.device = torch.device(device)
        self.templates = TemplateCache(program)
        self.params = params if params is not None else ParamStore(program.db.parameters, self.device)

    # ---- one minibatch ---------------------------------------------------------------------
    def log_probs(self, examples: Sequence[Example], *, all_outputs: bool = False):
        """log P(query) per example, shape (B,). With ``all_outputs``, also return per example
        its template, the (B_t, outputs) log-probabilities of its template group and its row."""
        looked = [self.templates.lookup(e.query, e.span) for e in examples]
        by_template: dict[int, list[int]] = {}
        for i, (template, _refs, _out) in enumerate(looked):
            by_template.setdefault(id(template), []).append(i)
        net_outputs = self._run_networks(looked)
        result = torch.empty(len(examples), device=self.device)
        parts = []
        details = [None] * len(examples)
        for ids in by_template.values():
            template = looked[ids[0]][0]
            log_pos, log_neg = self._literal_weights(template, [looked[i][1] for i in ids], net_outputs)
            out = template.circuit(self.device)(log_pos, log_neg)  # (B_t, n_outputs)
            logz = out[:, -1:]
            normalised = out[:, :-1] - logz
            index = torch.tensor([max(looked[i][2], 0) for i in ids], device=self.device)
            picked = normalised.gather(1, index.unsqueeze(1)).squeeze(1)
            missing = torch.tensor([looked[i][2] < 0 for i in ids], device=self.device)
            picked = torch.where(missing, torch.full_like(picked, NEG_INF), picked)
            parts.append((torch.tensor(ids, device=self.device), picked))
            if all_outputs:
                for row, i in enumerate(ids):
                    details[i] = (template, normalised, row)
        if parts:  # float64 networks give float64 log-probabilities
            dtype = parts[0][1].dtype
            for _, values in parts[1:]:
                dtype = torch.promote_types(dtype, values.dtype)
            result = result.to(dtype)
        for idx, values in parts:
            result = result.index_copy(0, idx, values.to(result.dtype))
        if all_outputs:
            return result, details
        return result

    # ---- networks ------------------------------------------------------------------------------
    def _run_networks(self, looked) -> dict[tuple, torch.Tensor]:
        """Run each network once on every distinct input of the minibatch."""
        from .networks import run_network

        requests: dict[str, dict[tuple, int]] = {}
        categorical: dict[str, bool] = {}
        spans: dict[str, Any] = {}
        for template, refs, _ in looked:
            for weights, span in zip(template.group_weights, template.group_spans):
                w = weights[0]  # the outcomes of a neural group share the network and its inputs
                if isinstance(w, NeuralRef):
                    key = _concrete_inputs(w.inputs, refs)
                    requests.setdefault(w.net, {}).setdefault(key, len(requests.get(w.net, {})))
                    categorical[w.net] = w.index is not None
                    spans.setdefault(w.net, span)
        outputs: dict[tuple, torch.Tensor] = {}
        for net_name, inputs in requests.items():
            net = self.program.network(net_name, spans[net_name])
            ordered = sorted(inputs, key=inputs.get)
            logp = run_network(net, net_name, ordered, self.program, categorical=categorical[net_name],
                               device=self.device, span=spans[net_name])
            for row, key in enumerate(ordered):
                outputs[(net_name, key)] = logp[row]
        return outputs

    # ---- literal weights -----------------------------------------------------------------------
    def _literal_weights(self, template: Template, refs_per_example, net_outputs):
        """(B, n_vars) log-weights of the positive and negative literals, group by group (a
        group's variables are contiguous, in the order of ``compiled.groups``)."""
        compiled = template.compiled
        B = len(refs_per_example)
        pos_blocks, neg_blocks = [], []
        start = 0
        for weights, complete, n_vars, span in zip(template.group_weights, template.group_complete,
                                                   template.group_var_counts, template.group_spans):
            if n_vars == 0:
                continue
            boolean = compiled.variables[start].kind == "bool"
            start += n_vars
            w0 = weights[0]
            if isinstance(w0, NeuralRef):
                logp = torch.stack([net_outputs[(w0.net, _concrete_inputs(w0.inputs, refs))]
                                    for refs in refs_per_example])  # (B, D)
                if w0.index is not None and logp.shape[1] != len(weights):
                    raise NetworkError(f"network '{w0.net}' gives {logp.shape[1]} outputs but its domain has "
                                       f"{len(weights)} values", span)
            elif isinstance(w0, ParamRef):
                logp = self.params.log_probs(w0.key[0])[0].view(1, -1).expand(B, -1)
            else:
                probs = [float(w) for w in weights]
                logp = torch.tensor([[math.log(p) if p > 0 else NEG_INF for p in probs]],
                                    device=self.device).expand(B, -1)
            if boolean:
                lp = logp[:, :1]
                pos, neg = lp, _log1mexp(lp)
            else:
                if not complete:  # the "none of them" outcome takes the remaining mass
                    none = _log1mexp(torch.logsumexp(logp, dim=1, keepdim=True).clamp(max=0.0))
                    logp = torch.cat([logp, none], dim=1)
                pos, neg = _seq_weights(logp)
            pos_blocks.append(pos)
            neg_blocks.append(neg)
        if not pos_blocks:
            empty = torch.zeros(B, 0, device=self.device)
            return empty, empty
        return torch.cat(pos_blocks, dim=1), torch.cat(neg_blocks, dim=1)


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
