"""EXAL: EXPLAIN, AGREE, LEARN — sampling-based learning that scales past exact inference.

For each training query (its ground formula phi):

* EXPLAIN samples explanations, complete assignments of phi's choices that satisfy it, with
  stochastic DPLL (:mod:`.explain`); Psi is the set of distinct ones found so far;
* AGREE weighs them by the model: Q*(f) = P(f|x) / sum_{f' in Psi} P(f'|x);
* LEARN minimises -log sum_{f in Psi} P(f|x) (whose gradient is the Q*-weighted sum of the
  explanations' log-likelihood gradients), batched over the minibatch.

Theorem 1 of the paper: P*(phi) <= P(phi) <= 1 - P*(not phi), with P* the summed probability
of sampled explanations; :func:`bounds` exposes both.

``#learn using exal(data=train, samples=10, theta=0.0, epochs=1, ...)`` or
``program.fit_exal(data, ...)``. A problem-specific EXPLAIN can be plugged in from Python:
``program.fit_exal(data, sampler=fn)`` with ``fn(query, rng, n) -> list[explanation]``, an
explanation being a dict from choice keys to outcome indices; a neural choice's key is
``(net_name, inputs)`` with ``inputs`` the concrete input list term, e.g.
``("cost_net", term("[tensor(tiles(3))]"))``.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ...errors import DirectiveError, LearningError
from ...grounding.ground_program import FALSE, TRUE, NeuralRef, ParamRef
from ...logic.terms import Struct, term_str
from ...logic.unify import variant_key
from ..base import Learner
from .explain import explain
from .formula import Formula, build_formula

OPTIONS = {"data", "samples", "theta", "epochs", "batch_size", "lr", "device", "seed", "test", "policy",
           "progress", "history", "checkpoint"}


@dataclass
class _Choice:
    """How to weigh one choice variable of an explanation."""

    kind: str        # "nn" | "param" | "fixed"
    key: Any         # ("nn", net, inputs) / clause id / group key
    n_real: int      # outcomes with a weight; outcome n_real is "false"/"none"
    boolean: bool
    weights: tuple = ()  # fixed probabilities
    categorical: bool = True


@dataclass
class _ExampleState:
    psi: dict[tuple, None] = field(default_factory=dict)   # distinct explanations (as tuples)
    counts: dict = field(default_factory=dict)             # N(mu') for diversity


class ExalTrainer:
    """Holds per-example explanation sets across epochs and runs LEARN steps."""

    def __init__(self, program, *, samples: int = 10, theta: float = 0.0, policy: str = "backtrack",
                 sampler: Callable | None = None, seed: int = 0, device: str = "cpu"):
        if samples < 1:
            raise LearningError("samples must be at least 1")
        self.program = program
        self.samples = samples
        self.theta = theta
        self.policy = policy
        self.sampler = sampler
        self.rng = random.Random(seed)
        self.device = device
        self.formulas: dict[Any, tuple[Formula, list[_Choice]]] = {}
        self.states: dict[int, _ExampleState] = {}
        self.choices: dict[Any, _Choice] = {}

    # ---- EXPLAIN ----------------------------------------------------------------------------
    def formula(self, query: Struct, negate: bool = False) -> tuple[Formula, list[Any], list[Struct]]:
        """The formula of a ground query (shared by queries of the same shape), the choice key
        of each of its groups for this query's tensors, and the query's tensor refs."""
        from ...neural.templates import abstract

        template, refs, _, _ = abstract(query, open_outputs=False)
        key = (variant_key(template), negate)
        hit = self.formulas.get(key)
        if hit is None:
            gp, per_query, _ = self.program._ground([(template, None)], [])
            answers = per_query[0]
            root = answers[0][1] if answers else FALSE
            formula = build_formula(gp, root, negate)
            hit = self.formulas[key] = (formula, [self._describe(gp, g.gid) for g in formula.groups])
        formula, described = hit
        keys = [self._concrete(d, refs) for d in described]
        return formula, keys, refs

    def _describe(self, gp, gid: int) -> _Choice:
        group = gp.groups[gid]
        w0 = group.weights[0]
        n = len(group.weights)
        boolean = n == 1 and not group.complete
        if isinstance(w0, NeuralRef):
            return _Choice("nn", (w0.net, w0.inputs), n, boolean, categorical=w0.index is not None)
        if isinstance(w0, ParamRef):
            return _Choice("param", w0.key[0], n, boolean)
        return _Choice("fixed", group.key, n, boolean, tuple(float(w) for w in group.weights))

    def _concrete(self, choice: _Choice, refs) -> Any:
        if choice.kind != "nn":
            key = (choice.kind, choice.key)
        else:
            from ...logic.terms import make_list
            from ...neural.batch import _concrete_inputs

            net, inputs = choice.key
            key = ("nn", net, make_list(_concrete_inputs(inputs, refs)))
        self.choices.setdefault(key, choice)
        return key

    def explain(self, index: int, query: Struct) -> _ExampleState:
        """Run EXPLAIN ``samples`` times for example ``index``; return its state (Psi, N)."""
        state = self.states.setdefault(index, _ExampleState())
        if self.sampler is not None:
            for expl in self.sampler(query, self.rng, self.samples):
                items = [(self._sampler_key(k), o) for k, o in expl.items()]
                state.psi[tuple(sorted(items, key=lambda kv: repr(kv[0])))] = None
            if not state.psi:
                raise LearningError(f"the sampler returned no explanation for {term_str(query)}")
            return state
        formula, keys, _ = self.formula(query)
        for _ in range(self.samples):
            expl = explain(formula, self.rng, theta=self.theta, counts=state.counts, policy=self.policy)
            state.psi[tuple((keys[gi], outcome) for gi, outcome in sorted(expl.items()))] = None
        return state

    def _sampler_key(self, key) -> tuple:
        """A plugged-in sampler's choice key in the trainer's form: the documented
        ``(net_name, inputs)`` of a neural choice becomes ``("nn", net_name, inputs)``; keys
        already in the trainer's form (as :meth:`formula` returns them) pass unchanged."""
        if isinstance(key, tuple) and len(key) == 3 and key[0] == "nn":
            return key
        if isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], str):
            if key[0] in ("param", "fixed") and key[0] not in self.program.network_names_used():
                return key
            return ("nn", key[0], key[1])
        raise LearningError(f"a sampler's explanation has the choice key {key!r}; a neural choice's key is "
                            "(net_name, inputs) with inputs the network's input list term")

    # ---- AGREE / LEARN ------------------------------------------------------------------------
    def log_p_explanations(self, explanations: Sequence[tuple], evaluator, net_out) -> "Any":
        """log P(f|x) for each explanation (a 1-D tensor, differentiable)."""
        import torch

        from ...neural.batch import _log1mexp

        rows = []
        for expl in explanations:
            total = torch.zeros((), device=evaluator.device)
            for key, outcome in expl:
                total = total + self._log_weight(key, outcome, evaluator, net_out, _log1mexp)
            rows.append(total)
        return torch.stack(rows)

    def _log_weight(self, key, outcome: int, evaluator, net_out, log1mexp):
        import torch

        choice = self.choices.get(key)
        if key[0] == "nn":
            logp = net_out[(key[1], key[2])]
            if (not choice.categorical) if choice is not None else logp.shape[0] == 1:
                lp = logp[0]  # a neural fact (a sampler's key without a formula: one output)
                return lp if outcome == 0 else log1mexp(lp)
            return logp[outcome]
        if key[0] == "param":
            lp, boolean = evaluator.params.log_probs(key[1])
            if boolean:
                return lp[0] if outcome == 0 else log1mexp(lp[0])
            if outcome < lp.shape[0]:
                return lp[outcome]
            return log1mexp(torch.logsumexp(lp, 0).clamp(max=0.0))
        if choice is None:
            raise LearningError(f"unknown choice key {key!r} in an explanation")
        ws = choice.weights
        if choice.boolean:
            p = ws[0] if outcome == 0 else 1.0 - ws[0]
        else:
            p = ws[outcome] if outcome < len(ws) else max(0.0, 1.0 - sum(ws))
        return torch.tensor(math.log(p) if p > 0 else -math.inf, device=evaluator.device)

    def network_outputs(self, keys: set, evaluator) -> dict:
        """Run each network once on every distinct input the explanations mention."""
        from ...logic.terms import list_items
        from ...neural.networks import run_network

        by_net: dict[str, list] = {}
        for key in keys:
            if key[0] == "nn":
                by_net.setdefault(key[1], []).append(key[2])
        out = {}
        for net_name, inputs in by_net.items():
            net = self.program.network(net_name)
            inputs = list(dict.fromkeys(inputs))
            flags = [c.categorical for k, c in self.choices.items() if k[0] == "nn" and k[1] == net_name]
            categorical = any(flags) if flags else True  # unknown (a sampler's key): one output = a fact
            logp = run_network(net, net_name, [tuple(list_items(i)[0]) for i in inputs], self.program,
                               categorical=categorical, device=evaluator.device)
            for row, i in enumerate(inputs):
                out[(net_name, i)] = logp[row]
        return out

    def loss(self, states: Sequence[_ExampleState], evaluator):
        """Mean over examples of -log sum_{f in Psi} P(f|x)."""
        import torch

        keys = {k for s in states for expl in s.psi for k, _ in expl}
        net_out = self.network_outputs(keys, evaluator)
        losses = []
        for s in states:
            logp = self.log_p_explanations(list(s.psi), evaluator, net_out)
            losses.append(-torch.logsumexp(logp, 0))
        return torch.stack(losses).mean()


def agree(log_p) -> "Any":
    """AGREE's closed form: Q*(f) = P(f) / sum_{f' in Psi} P(f') (from log-probabilities)."""
    import torch

    return torch.softmax(log_p, dim=0)


def bounds(program, query: str | Struct, *, samples: int, theta: float = 0.0, seed: int = 0,
           policy: str = "backtrack", steps: Sequence[int] | None = None) -> list[tuple[int, float, float]]:
    """Theorem 1's bounds after each number of EXPLAIN calls in ``steps`` (default: every call):
    (calls, lower = P*(phi), upper = 1 - P*(not phi)), with P* summing distinct explanations."""
    import torch

    from ...neural.batch import BatchEvaluator

    term = program._parse_goal(query)[0] if isinstance(query, str) else query
    trainer = ExalTrainer(program, samples=1, theta=theta, policy=policy, seed=seed)
    evaluator = program.batch_evaluator("cpu")
    out = []
    psi: dict[tuple, None] = {}
    psi_neg: dict[tuple, None] = {}
    counts: dict = {}
    counts_neg: dict = {}
    pos_formula, pos_keys, _ = trainer.formula(term)
    neg_formula, neg_keys, _ = trainer.formula(term, negate=True)
    wanted = set(steps) if steps is not None else None
    lower = upper_mass = 0.0

    def mass(expls, formula_keys_unused=None):
        if not expls:
            return 0.0
        keys = {k for e in expls for k, _ in e}
        with torch.no_grad():
            net_out = trainer.network_outputs(keys, evaluator)
            return float(trainer.log_p_explanations(list(expls), evaluator, net_out).exp().sum())

    pos_ok = neg_ok = True
    for t in range(1, samples + 1):
        if pos_ok:
            try:
                e = explain(pos_formula, trainer.rng, theta=theta, counts=counts, policy=policy)
                psi[tuple((pos_keys[g], o) for g, o in sorted(e.items()))] = None
            except LearningError:
                pos_ok = False  # phi is unsatisfiable: P(phi) = 0 and the lower bound stays 0
        if neg_ok:
            try:
                e = explain(neg_formula, trainer.rng, theta=theta, counts=counts_neg, policy=policy)
                psi_neg[tuple((neg_keys[g], o) for g, o in sorted(e.items()))] = None
            except LearningError:
                neg_ok = False
        if wanted is None or t in wanted:
            lower = mass(psi)
            upper_mass = mass(psi_neg)
            out.append((t, lower, 1.0 - upper_mass))
    return out


class ExalLearner(Learner):
    name = "exal"

    def run(self, program, directive) -> Any:
        from ..exact import _path, option_values, training_data

        opts = option_values(directive, OPTIONS)
        data = training_data(program, opts, directive)
        started = time.perf_counter()
        history = program.fit_exal(data, samples=int(opts.get("samples", 10)), theta=float(opts.get("theta", 0.0)),
                                   epochs=int(opts.get("epochs", 1)), batch_size=int(opts.get("batch_size", 16)),
                                   lr=float(opts.get("lr", 1e-3)), device=str(opts.get("device", "cpu")),
                                   seed=int(opts.get("seed", 0)), policy=str(opts.get("policy", "backtrack")),
                                   progress=bool(opts.get("progress", True)))
        last = history.last
        program.reports.append(f"% exal: {len(history.epochs)} epoch(s) on {data} in "
                               f"{time.perf_counter() - started:.1f} s (last epoch: surrogate loss {last.loss:.4f}, "
                               f"{last.examples_per_second:.0f} queries/s)")
        tests = opts.get("test", [])
        for name in tests if isinstance(tests, list) else [tests]:
            acc = program.accuracy(name, device=str(opts.get("device", "cpu")))
            program.reports.append(f"% accuracy on {name}: {acc:.4f}")
            last.metrics[f"{name}_accuracy"] = acc
        if "history" in opts:
            history.to_json(_path(program, opts["history"]))
        if "checkpoint" in opts:
            program.save_checkpoint(_path(program, opts["checkpoint"]))
        return history


def fit_exal(program, examples, *, samples: int = 10, theta: float = 0.0, epochs: int = 1, batch_size: int = 16,
             lr: float = 1e-3, device: str = "cpu", seed: int = 0, policy: str = "backtrack",
             sampler: Callable | None = None, progress: bool = True):
    """Train with EXAL; returns a History (the loss is the surrogate -log sum_{Psi} P(f|x))."""
    import torch

    from ...neural.training import EpochRecord, History, _progress, optimizer_step, prepare_optimizers

    if not examples:
        raise LearningError("no training examples")
    torch.manual_seed(seed)
    order_rng = random.Random(seed)
    evaluator = program.batch_evaluator(device)
    trainer = ExalTrainer(program, samples=samples, theta=theta, policy=policy, sampler=sampler, seed=seed,
                          device=device)
    networks, param_opt = prepare_optimizers(program, evaluator, lr)
    history = History()
    order = list(range(len(examples)))
    bar = _progress(progress, epochs * math.ceil(len(examples) / batch_size))
    for epoch in range(1, epochs + 1):
        order_rng.shuffle(order)
        started = time.perf_counter()
        total, count = 0.0, 0
        for b in range(0, len(order), batch_size):
            ids = order[b:b + batch_size]
            states = [trainer.explain(i, examples[i].query) for i in ids]
            loss = trainer.loss(states, evaluator)
            optimizer_step(networks, param_opt, loss)
            total += float(loss.detach()) * len(ids)
            count += len(ids)
            if bar is not None:
                bar.set_postfix(epoch=epoch, loss=f"{total / count:.4f}")
                bar.update(1)
        seconds = time.perf_counter() - started
        history.epochs.append(EpochRecord(epoch, total / count, seconds, count / seconds, 0,
                                          {"explanations_per_query": sum(len(s.psi) for s in trainer.states.values())
                                           / max(1, len(trainer.states))}))
        program.db.parameters.update(evaluator.params.values())
    if bar is not None:
        bar.close()
    for net in networks.values():
        net.module.eval()
    program.invalidate_weights()
    return history
