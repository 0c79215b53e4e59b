"""Training on k-best proofs: DeepProbLog's approximate engine, for learning.

:class:`KBestEvaluator` is a :class:`~.batch.BatchEvaluator` whose circuit for a training query
is not the query's whole ground program but the disjunction of its ``k`` most probable proofs
under the current weights (:func:`nesylang.grounding.kbest.k_best_proofs`), compiled; the
probability it gives is a lower bound of the exact one, exact once ``k`` covers every proof, and
differentiable like any compiled circuit. This is what DeepProbLog's ``ApproximateEngine``
does (there by a top-down search; here after grounding, where the size that matters is the
circuit's).

Per training query, and for every minibatch that contains it:

1. its ground program is made once (grounding does not depend on the weights) and kept;
2. the current outcome probabilities of the groups it uses are read (the networks run without
   gradients, on this query's inputs only: ``program.group_weights``);
3. its ``k`` best proofs are searched under them; a proof set seen before for this query
   reuses its compiled circuit, a new one is compiled (small: at most ``k`` conjunctions);
4. the minibatch is then evaluated as in exact training, with gradients (the networks run
   once per minibatch on every input the chosen proofs need).

A query with no proof has probability 0: the training loop counts it and uses ``eps`` (see
:func:`nesylang.neural.training.fit`). Each query is its own template here (the proofs depend
on its inputs' values), so nothing is shared between queries of one shape.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..grounding.ground_program import FALSE, TRUE
from ..grounding.kbest import k_best_proofs, proofs_node
from ..limits import running, stage
from .batch import BatchEvaluator, ParamStore, _concrete_inputs, _Entry, _Plan
from .data import Example
from .templates import Template, _outputs_of


class KBestEvaluator(BatchEvaluator):
    """Log-probabilities of minibatches of ground queries from each query's ``k`` most probable
    proofs under the current weights (a lower bound; see the module docstring).

    ``searches`` and ``compiled_proof_sets`` count the proof searches and the compilations
    (a proof set met again for the same query is not compiled again)."""

    def __init__(self, program, device="cpu", k: int = 1, params: ParamStore | None = None):
        super().__init__(program, device, params)
        self.k = k
        self._grounded: dict[Any, tuple] = {}  # ground query -> (ground program, its node)
        self._current: dict[Any, tuple] = {}  # ground query -> (proof-set key, template)
        self.searches = 0
        self.compiled_proof_sets = 0

    def log_probs(self, examples: Sequence[Example], *, all_outputs: bool = False):
        self._entries.clear()  # proofs are searched again under the weights of this step
        return super().log_probs(examples, all_outputs=all_outputs)

    def _entry(self, example: Example) -> _Entry:
        template, found = self._template(example)
        plan = self._plans.get(id(template))
        if plan is None:
            plan = self._plans[id(template)] = _Plan(template, self.device)
        inputs = [self._input_id(w.net, _concrete_inputs(w.inputs, [])) for w, _ in plan.neural]
        return _Entry(plan, 0 if found else -1, inputs)

    def _template(self, example: Example) -> tuple[Template, bool]:
        query, span = example.query, example.span
        program = self.program
        with running(program._budget([(query, span)])):
            grounded = self._grounded.get(query)
            if grounded is None:
                gp, per_query, _ = program._ground([(query, span)], [])
                answers = per_query[0]
                node = answers[0][1] if answers else FALSE
                grounded = self._grounded[query] = (gp, node)
            gp, node = grounded
            stage("searching proofs")
            if abs(node) == TRUE or node == FALSE:
                found = [] if node == FALSE else [None]
                key: tuple = (node,)
            else:
                weights = program.group_weights(gp, gp.groups_in(gp.cone([abs(node)])))
                found = k_best_proofs(gp, node, weights, self.k)
                key = tuple(sorted(tuple(sorted(p.literals)) for p in found))
            self.searches += 1
            current = self._current.get(query)
            if current is not None and current[0] == key:
                return current[1], bool(found)
            if current is not None:
                self._plans.pop(id(current[1]), None)
            root = node if not found or found[0] is None else proofs_node(gp, found)
            stage("compiling proofs")
            template = self._compile(query, gp, root, span)
        self._current[query] = (key, template)
        return template, bool(found)

    def _compile(self, query, gp, root: int, span) -> Template:
        from ..circuits.sdd import compile_roots

        compiled = compile_roots(gp, [root], mode="wmc", minimize=self.program.options.minimize, span=span)
        counts: dict[int, int] = {}
        for info in compiled.variables:
            counts[info.group] = counts.get(info.group, 0) + 1
        self.compiled_proof_sets += 1
        self.templates.compiled += 1  # the epoch record's count of compiled circuits
        return Template(query, (), _outputs_of([()]), compiled, [tuple(gp.groups[g].weights) for g in compiled.groups],
                        [gp.groups[g].complete for g in compiled.groups],
                        [counts.get(g, 0) for g in compiled.groups], 0,
                        [gp.groups[g].span for g in compiled.groups], labels=[()])
