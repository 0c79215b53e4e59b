"""A node's candidate queries evaluated together, without the evaluator's per-example work.

At a node every candidate asks its own query of the same examples, and for tests that are
neural facts (``on(R, B) :- column(B, K), arg(K, R, X), bit(X).`` with
``nn(bit_net, [X]) :: bit(X).``) each candidate's query is one compiled template whose only
choices are Boolean neural facts of that candidate's network copy, read off one tensor
source. For those, :class:`DirectQueries` does once per node what the batched evaluator
(:class:`~nesylang.neural.batch.BatchEvaluator`) redoes for every minibatch: it finds each
example's template (the template cache's own ``lookup``, so the same compiled circuits), its
output and its networks' inputs, and gathers every candidate's inputs into one tensor. Per
minibatch what is left is each candidate's network on a slice of its inputs (in the epoch's
order), the literal log-weights and the circuit, evaluated for all candidates whose circuits
are alike in one call (a (candidates x examples, variables) batch).

The values are the evaluator's, computed by the same operations on the same numbers: the
network's outputs in its convention (``Network.settle``, ``Network.as_log_probabilities``),
``log1mexp`` for the negative literals, the template's :class:`~nesylang.circuits.torch_eval.BatchedCircuit`,
the label's output less the normaliser. Each is elementwise per example (the circuit per
column), so stacking candidates changes no value; where the circuit's probability-space pass
may have fallen back to log space for the stacked batch (an output beyond +-599), each
candidate's batch is evaluated on its own, as the evaluator does. Anything else (other
choices, a network input that is not one tensor-source item, the same input twice for one
network, a network two candidates share, a template that differs between examples, a label
without an output) is left to the evaluator: :meth:`DirectQueries.build` returns None.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ...errors import NesyError

# a stacked circuit output beyond this (in log space) may have made the circuit's
# probability-space pass fall back to log space for the whole batch (torch_eval's range is 600)
_RANGE = 599.0


class _Part:
    """One candidate: its template's circuit, its network, its inputs in the node's example
    order (example-major, one row per neural group), and each example's output."""

    __slots__ = ("name", "template", "circuit", "net", "groups", "inputs", "outputs", "arranged", "arranged_out",
                 "key", "first_output")

    def __init__(self, name, template, circuit, net, groups: int, inputs, outputs: np.ndarray, key):
        self.name, self.template, self.circuit, self.net = name, template, circuit, net
        self.groups, self.inputs, self.outputs, self.key = groups, inputs, outputs, key
        self.arranged, self.arranged_out = inputs, None
        self.first_output = not outputs.any()  # every example reads output 0 (no labels)


class DirectQueries:
    """The queries ``names`` of a node's examples, evaluated per minibatch as described in the
    module docstring. :meth:`arrange` puts every candidate's examples in its epoch order;
    :meth:`log_probs` gives log P(query) for positions ``b .. b + size`` of those orders,
    candidate by candidate (the order the evaluator returns a candidate-major batch in)."""

    def __init__(self, parts: list[_Part], device):
        import torch

        self.parts = parts
        self.device = torch.device(device)
        # candidates with alike circuits are evaluated in one call: their positions, by circuit
        by_key: dict[Any, list[int]] = {}
        for j, part in enumerate(parts):
            by_key.setdefault(part.key, []).append(j)
        self.stacks = list(by_key.values())
        self.in_order = len(self.stacks) == 1

    # ---- building ------------------------------------------------------------------------------
    @classmethod
    def build(cls, workspace, names: Sequence[str], heads, ids) -> "DirectQueries | None":
        """The queries' plan over the examples ``ids``, or None where some query is not of
        the form this handles (the evaluator then evaluates it, and reports its errors)."""
        parts = []
        for name in names:
            part = cls._part(workspace, name, workspace._examples(name, heads, ids))
            if part is None:
                return None
            parts.append(part)
        if len({id(part.net) for part in parts}) != len(parts):
            return None  # a network two candidates read: the evaluator runs it once on both's inputs
        return cls(parts, workspace.device) if parts else None

    @staticmethod
    def _part(workspace, name: str, examples) -> _Part | None:
        import torch

        from ...grounding.ground_program import NeuralRef
        from ...logic.terms import NIL, Struct, list_items
        from ...neural.networks import gather_source, source_index
        from ...neural.templates import PLACEHOLDER

        lookup = workspace.evaluator.templates.lookup
        template, slots, net_name, source = None, None, None, None
        index: list[int] = []
        outputs: list[int] = []
        for e in examples:
            try:
                found, refs, output = lookup(e.query, e.span)
            except NesyError:
                return None
            if template is None:
                template = found
                compiled = template.compiled
                n_vars = len(compiled.variables)
                if n_vars == 0 or len(template.group_weights) != n_vars:
                    return None  # a group without a variable, or one with several
                slots = []
                for weights, count, info in zip(template.group_weights, template.group_var_counts, compiled.variables):
                    w = weights[0] if len(weights) == 1 else None
                    if type(w) is not NeuralRef or w.index is not None or count != 1 or info.kind != "bool":
                        return None  # only Boolean neural facts
                    if net_name is None:
                        net_name = w.net
                    elif w.net != net_name:
                        return None  # one network per candidate
                    items, tail = list_items(w.inputs)
                    if len(items) != 1 or not (tail is NIL or (type(tail) is Struct and tail.functor == "[]"
                                                               and not tail.args)):
                        return None
                    item = items[0]
                    if type(item) is not Struct or item.functor != PLACEHOLDER or len(item.args) != 1:
                        return None
                    slots.append(item.args[0])
            elif found is not template:
                return None
            if output < 0:
                return None  # a label the query cannot give: probability 0 (the evaluator's -inf)
            outputs.append(output)
            for slot in slots:
                at = source_index(refs[slot]) if slot < len(refs) else None
                if at is None or (source is not None and at[0] != source):
                    return None
                source = at[0]
                index.append(at[1])
        if template is None or len(set(index)) != len(index):
            return None  # no examples; or an input read twice (the evaluator runs it once per minibatch)
        net = workspace.program.network(net_name)
        inputs = gather_source(workspace.program.tensors, source, index)
        if inputs is None:
            return None
        param = next(iter(net.module.parameters()), None)
        device = torch.device(workspace.device)
        if param is None or inputs.dtype != param.dtype or param.device != device or inputs.device != device:
            return None  # the evaluator casts and moves (networks.run_on_columns)
        flat = template.compiled.flat
        key = (len(slots), tuple(flat.kinds), tuple(flat.literals), tuple(flat.elements), tuple(flat.outputs))
        return _Part(name, template, template.circuit(device), net, len(slots), inputs,
                     np.asarray(outputs, dtype=np.int64), key)

    # ---- per epoch and per minibatch -------------------------------------------------------------
    def arrange(self, orders: np.ndarray | None) -> None:
        """Put candidate j's examples in the order ``orders[j]`` (positions among the node's
        examples; None: the node's own order)."""
        import torch

        for j, part in enumerate(self.parts):
            if orders is None:
                part.arranged, part.arranged_out = part.inputs, torch.from_numpy(part.outputs)
                continue
            order = orders[j]
            rows = order if part.groups == 1 else (order[:, None] * part.groups + np.arange(part.groups)).reshape(-1)
            part.arranged = part.inputs.index_select(0, torch.from_numpy(np.ascontiguousarray(rows)))
            part.arranged_out = torch.from_numpy(part.outputs[order])

    def log_probs(self, b: int, size: int):
        """log P(query) of positions ``b .. b + size`` of every candidate's order, (k * size,)."""
        import torch

        from ...util.logspace import log1mexp

        pos = []
        for part in self.parts:  # each network on its slice (its forward, as the evaluator runs it)
            net = part.net
            out = net.module(part.arranged[b * part.groups:(b + size) * part.groups])
            if isinstance(out, (tuple, list)):
                out = out[0]
            if not (type(out) is torch.Tensor and out.dim() == 2 and net.settled):
                out = net.settle(out, False)
            pos.append(net.as_log_probabilities(out, False).view(size, part.groups, -1)[:, :, 0])
        results: list = [None] * len(self.parts)
        for stack in self.stacks:
            parts = [self.parts[j] for j in stack]
            log_pos = pos[stack[0]] if len(stack) == 1 else torch.cat([pos[j] for j in stack])
            value, out = self._circuit(parts[0].circuit, log_pos, log1mexp(log_pos), parts, b, size)
            if len(stack) > 1 and not bool(out.detach().abs().amax() < _RANGE):
                # the stacked pass may have gone to log space where a candidate's own would not
                value = torch.cat([self._circuit(part.circuit, pos[j], log1mexp(pos[j]), [part], b, size)[0]
                                   for j, part in zip(stack, parts)])
            if self.in_order:
                return value
            for at, j in enumerate(stack):
                results[j] = value[at * size:(at + 1) * size]
        return torch.cat(results)

    @staticmethod
    def _circuit(circuit, log_pos, log_neg, parts: list[_Part], b: int, size: int):
        """(the label's output less the normaliser, every output), for the stacked examples
        of ``parts``."""
        import torch

        out = circuit(log_pos, log_neg)  # (examples, outputs); the last is the normaliser
        if circuit.n_outputs == 1 or all(part.first_output for part in parts):
            picked = out[:, 0]  # every example reads output 0
        else:
            index = torch.cat([part.arranged_out[b:b + size] for part in parts])
            picked = out.gather(1, index.unsqueeze(1)).squeeze(1)
        return picked - out[:, -1], out
