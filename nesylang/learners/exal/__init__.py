"""EXAL: EXPLAIN, AGREE, LEARN — sampling-based learning that scales past exact inference.

For each training query (its ground formula phi):

* EXPLAIN samples explanations, complete assignments of phi's choices that satisfy it, with
  stochastic DPLL (:mod:`.explain`); Psi is the set of distinct ones found so far;
* AGREE weighs them by the model: Q*(f) = P(f|x) / sum_{f' in Psi} P(f'|x);
* LEARN minimises -log sum_{f in Psi} P(f|x) (whose gradient is the Q*-weighted sum of the
  explanations' log-likelihood gradients), batched over the minibatch.

Theorem 1 of the paper: P*(phi) <= P(phi) <= 1 - P*(not phi), with P* the summed probability
of sampled explanations; :func:`bounds` exposes both.

Beyond the paper, and on by default (chosen from measured runs, docs/learners.md): after a
uniform ``warmup`` epoch EXPLAIN's decisions follow the network's probabilities mixed with
uniform (``guide``), and a guided round stops after ``patience`` draws Psi already held.
``guide=0, warmup=0, patience=0`` is the paper's EXPLAIN. Also on by default (``recombine``):
EXPLAIN's cached decision tree merges states with the same residual formula, and LEARN sums
P(f|x) over every explanation of that graph, the draws and their recombinations
(:meth:`ExalTrainer._graph_loss`); ``recombine=False`` sums over Psi alone, as the paper does.
The loss stays the paper's unless
``agree="importance"`` (off by default): LEARN then weighs each round's draws by P(f|x)/q(f),
q being the probability EXPLAIN drew them with (:meth:`ExalTrainer._importance_loss`).

``#learn using exal(data=train, samples=10, theta=0.0, epochs=1, ...)`` or
``program.fit_exal(data, ...)``. A problem-specific EXPLAIN can be plugged in from Python:
``program.fit_exal(data, sampler=fn)`` with ``fn(query, rng, n) -> list[explanation]``, an
explanation being a dict from choice keys to outcome indices; a neural choice's key is
``(net_name, inputs)`` with ``inputs`` the concrete input list term, e.g.
``("cost_net", term("[tensor(tiles(3))]"))``. A sampler's outcome may also be a tuple of
outcome indices, meaning "one of these": that choice's factor in P(f|x) is then the summed
probability of the listed outcomes (used for Rao-Blackwellised gradient estimates, e.g. the
pathfinding example's ``--rao-blackwell``; docs/learners.md).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ...errors import LearningError, NesyError
from ...grounding.ground_program import FALSE, NeuralRef, ParamRef
from ...logic.terms import Struct, term_str
from ...logic.unify import variant_key
from ..base import LearnRequest, option
from ..exact import GradientLearner, TrainingOptions
from ..result import LearnResult
from .explain import explain, explain_round
from .formula import Formula, build_formula

@dataclass
class _Choice:
    """How to weigh one choice variable of an explanation."""

    kind: str        # "nn" | "param" | "fixed"
    key: Any         # ("nn", net, inputs) / clause id / group key
    n_real: int      # outcomes with a weight; outcome n_real is "false"/"none"
    boolean: bool
    weights: tuple = ()  # fixed probabilities
    categorical: bool = True
    # a neural choice whose inputs are a list of tensor placeholders: their indices in the
    # query's refs (:meth:`ExalTrainer._concrete`); () for other inputs, None until worked out
    slots: tuple | None = None


class _ExampleState:
    """One example's explanations: Psi as rows of outcomes, one column per choice key.

    Rows are compact (a tuple of ints, -1 where an explanation leaves a choice out, trailing
    -1s dropped so that equal explanations are equal rows); LEARN reads them as an index array.
    A plugged-in sampler's set of outcomes ("one of these") is stored as ``-2 - bitmask``
    (:func:`_outcome_code`). ``psi`` gives them back as tuples of (choice key, outcome), a
    set of outcomes as a tuple."""

    __slots__ = ("keys", "columns", "rows", "counts", "formula", "visits", "_array", "draws")

    def __init__(self):
        self.formula = None                     # the example's formula (EXPLAIN), looked up once
        self.keys: list = []                    # choice key per column
        self.columns: dict = {}                 # choice key -> column
        self.rows: dict[tuple, None] = {}       # distinct explanations, in the order found
        self.counts: dict = {}                  # N(mu') for diversity (theta > 0)
        self.visits = 0                         # EXPLAIN rounds so far (one per epoch)
        self._array = None
        self.draws: list | tuple = ()           # agree="importance": this round's (row, log q) per draw

    def add(self, row: tuple) -> bool:
        """Add an explanation to Psi; False if it was there already."""
        while row and row[-1] == -1:
            row = row[:-1]
        if row in self.rows:
            return False
        self.rows[row] = None
        self._array = None
        return True

    def array(self):
        """Psi as an int64 array (|Psi|, columns), -1 for choices an explanation leaves out."""
        import numpy as np

        if self._array is None:
            arr = np.full((len(self.rows), len(self.keys)), -1, dtype=np.int64)
            for r, row in enumerate(self.rows):
                arr[r, :len(row)] = row
            self._array = arr
        return self._array

    @property
    def psi(self) -> dict[tuple, None]:
        return {tuple((self.keys[c], o if o >= 0 else _outcome_set(o)) for c, o in enumerate(row) if o != -1): None
                for row in self.rows}


class ExalTrainer:
    """Holds per-example explanation sets across epochs and runs LEARN steps."""

    def __init__(self, program, *, samples: int = 10, theta: float = 0.0, policy: str = "backtrack",
                 branch: str = "ordered", sampler: Callable | None = None, seed: int = 0, device: str = "cpu",
                 guide: float = 0.0, memory: int = 0, lookahead: bool = False, warmup: float = 0,
                 patience: int = 0, agree_warmup: int = 0, agree: str = "paper", recombine: bool | None = False):
        if samples < 1:
            raise LearningError("samples must be at least 1")
        if not 0.0 <= guide <= 1.0:
            raise LearningError("guide must be between 0 (uniform EXPLAIN) and 1 (the network's probabilities)")
        if patience < 0:
            raise LearningError("patience must be 0 (always draw `samples`) or a positive number of draws")
        if warmup < 0:
            raise LearningError("warmup must be 0 or a positive number of epochs")
        if memory < 0:
            raise LearningError("memory must be 0 (keep every explanation found) or a positive bound")
        if agree not in ("paper", "importance"):
            raise LearningError("agree must be 'paper' (Q* = P(f) / P*(Psi)) or 'importance' (P(f) / q(f) over "
                                "each round's draws)")
        if agree == "importance" and sampler is not None:
            raise LearningError("agree='importance' needs EXAL's own EXPLAIN: a plugged-in sampler does not "
                                "say how probable its draws were")
        if agree_warmup < 0:
            raise LearningError("agree_warmup must be 0 (the paper's AGREE throughout) or a positive number of epochs")
        # recombine=None (the learner's default): on wherever EXPLAIN keeps its cached graph
        graph = (sampler is None and not theta and policy == "backtrack" and branch == "ordered"
                 and agree == "paper" and not agree_warmup)
        if recombine is None:
            recombine = graph
        elif recombine and not graph:
            raise LearningError("recombine needs EXAL's own EXPLAIN with its cached decision graph (theta=0, "
                                "policy='backtrack', branch='ordered'), agree='paper' and agree_warmup=0")
        self.program = program
        self.samples = samples
        self.guide = guide
        self.memory = memory
        self.lookahead = lookahead
        self.warmup = warmup
        self.patience = patience
        self.agree_warmup = agree_warmup
        self.agree = agree
        self.recombine = recombine
        self.seen = 0  # examples stepped through so far (all epochs): training progress for `warmup`
        self.theta = theta
        self.policy = policy
        self.branch = branch
        self.sampler = sampler
        self.rng = random.Random(seed)
        self.device = device
        self.formulas: dict[Any, tuple[Formula, list[_Choice]]] = {}
        self.states: dict[int, _ExampleState] = {}
        self.choices: dict[Any, _Choice] = {}
        self.categorical: dict[str, bool] = {}  # per network: does some formula use it as an AD?
        self._canonical: dict = {}  # choice key -> the one object standing for it (:meth:`_concrete`)
        self._by_refs: dict = {}  # (network, input template) -> {refs: that object} (:meth:`_concrete`)
        self._offsets = (None, {})  # (the weight table's offset dict, {id(state): its keys' offsets}): :meth:`offsets`
        self._input_rows: dict = {}  # a neural key's input list term -> its items (:meth:`weight_table`)
        self._grounder = None  # shared by the formulas (:meth:`_ground`)
        self._choice_of: tuple = (None, {})  # (ground program, group id -> its _Choice): :meth:`_described`
        self._share = True

    # ---- EXPLAIN ----------------------------------------------------------------------------
    def formula(self, query: Struct, negate: bool = False) -> tuple[Formula, list[Any], list[Struct]]:
        """The formula of a ground query (shared by queries of the same shape), the choice key
        of each of its groups for this query's tensors, and the query's tensor refs."""
        from ...neural.templates import abstract

        template, refs, _, _ = abstract(query, open_outputs=False)
        key = (variant_key(template), negate)
        hit = self.formulas.get(key)
        if hit is None:
            gp, answers = self._ground(template)
            root = answers[0][1] if answers else FALSE
            formula = build_formula(gp, root, negate, unfold=self.FACTOR)
            hit = self.formulas[key] = (formula, [self._described(gp, g.gid) for g in formula.groups])
        formula, described = hit
        keys = [self._concrete(d, refs) for d in described]
        return formula, keys, refs

    def _ground(self, template: Struct) -> tuple[Any, list]:
        """(ground program, answers) of a template query, from one grounder shared by every
        formula of this trainer, so that sub-goals many queries call (addition's carry chain)
        are grounded once: at N = 4 this more than halves the first epoch. Where sharing fails
        the query is grounded alone, the path every other query takes (and which reports its
        errors); a grounding that needs a deep stack stops sharing for good."""
        from ...grounding.grounder import SHALLOW_LIMIT, _NeedDeepStack
        from ...limits import current, running, stage
        from ...neural.templates import SharedCompilation

        program = self.program
        if self._share:
            g = self._grounder
            if g is None or len(g.gp.kinds) > SharedCompilation.MAX_GROUND_NODES:
                g = self._grounder = program._grounder(self._database())
            try:
                with running(program._budget([(template, None)])):
                    stage("grounding")
                    g.budget = current()
                    g.shallow_limit = SHALLOW_LIMIT
                    return g.gp, g.ground_goal(template, None, query=True)
            except (_NeedDeepStack, RecursionError):
                self._grounder, self._share = None, False
            except NesyError:
                self._grounder = None  # e.g. a node limit counted over every formula: start afresh
        gp, per_query, _ = program._ground([(template, None)], [])
        return gp, per_query[0]

    # ground on the database exact learning's shared compilation grounds, factored joins included
    # (:meth:`_database`), and unfold the join tables while building the CNF: on since session 17
    # (the same CNFs as unfactored grounding, for less grounding: N = 4's first epoch 1.3-1.5 s
    # less; docs/learners.md, "Speed, session 17"). Off: ground the program's own database.
    FACTOR = True

    def _database(self):
        """The database the shared grounder reads: the program's own (None), or with ``FACTOR``
        the one exact learning's shared compilation grounds
        (:class:`~nesylang.neural.templates.SharedCompilation`), a clause's joins over variables
        of its own factored into shared tables where that compilation factors them (its
        ``FACTOR``; multi-digit addition's digit pairs per position, carry and digit: N = 4
        grounds in a third of the time). Factoring keeps every answer and its derivations
        (:mod:`nesylang.grounding.factor`), so the formulas have the same models; and
        :func:`~.formula.build_formula` unfolds the join tables again (``unfold``), so the CNF
        is the unfactored program's (checked variable for variable on the addition benchmark's
        N = 2 and N = 4 sums) and EXPLAIN draws what it draws on the unfactored grounding.
        (Sessions 15-16 built the factored CNF as it was: other variables, the same
        distribution of draws from other random numbers.)"""
        if not self.FACTOR:
            return None
        from ...grounding.factor import factor_db
        from ...neural.templates import SharedCompilation

        return factor_db(self.program.db) if SharedCompilation.FACTOR else None

    def _described(self, gp, gid: int) -> _Choice:
        """:meth:`_describe`, once per group of the shared ground program (formulas share
        groups: at N = 4 the 1,425 formulas' 11,400 groups are the same 8 digits)."""
        cache = self._choice_of
        if cache[0] is not gp:
            cache = self._choice_of = (gp, {})
        hit = cache[1].get(gid)
        if hit is None:
            hit = cache[1][gid] = self._describe(gp, gid)
        return hit

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
        by_refs = None
        if choice.kind != "nn":
            key = (choice.kind, choice.key)
        else:
            net, inputs = choice.key
            slots = choice.slots
            if slots is None:
                slots = choice.slots = _slots(inputs)
            if slots:
                # the key object of these refs, known without building the input list (session
                # 17: 12,000 keys at N = 4); per (network, input template) a dict from the refs
                # (one ref: itself, no tuple to keep alive per key; session 20)
                ref = refs[slots[0]] if len(slots) == 1 else tuple([refs[i] for i in slots])
                by_refs = self._by_refs.get((net, inputs))
                if by_refs is None:
                    by_refs = self._by_refs[(net, inputs)] = {}
                known = by_refs.get(ref)
                if known is not None:
                    return known
            from ...logic.terms import make_list
            from ...neural.batch import _concrete_inputs

            key = ("nn", net, make_list(_concrete_inputs(inputs, refs)))
        known = self._canonical.get(key)
        if known is not None:  # every example names a choice by one key object: lookups by identity
            if by_refs is not None:
                by_refs[ref] = known
            return known
        self._canonical[key] = key
        if by_refs is not None:
            by_refs[ref] = key
        if key not in self.choices:
            self.choices[key] = choice
            if choice.kind == "nn":
                self.categorical[key[1]] = self.categorical.get(key[1], False) or choice.categorical
        return key

    def prepare(self, index: int, query: Struct) -> _ExampleState:
        """Example ``index``'s state, its formula and choice keys looked up (no sampling)."""
        state = self.states.get(index)
        if state is None:
            state = self.states[index] = _ExampleState()
        if self.sampler is None and state.formula is None:
            formula, keys, _ = self.formula(query)
            state.formula = formula
            state.keys = list(keys)
            state.columns = {k: c for c, k in enumerate(keys)}
        return state

    def offsets(self, state: _ExampleState, offset: dict):
        """The weight table's offset of each of ``state``'s keys (an int64 array), computed once
        per weight table (``offset`` being its offset dict)."""
        import numpy as np

        table_offset, by_state = self._offsets
        if table_offset is not offset:
            by_state = {}
            self._offsets = (offset, by_state)
        hit = by_state.get(id(state))
        if hit is None or hit[0] is not state:
            hit = by_state[id(state)] = (state, np.array([offset[k] for k in state.keys], dtype=np.int64))
        return hit[1]

    def proposal(self, state: _ExampleState, probs: Sequence[float], offset: dict) -> list[list[float]]:
        """Guided EXPLAIN's weights for one example: per group, ``guide`` times the model's
        probability of each outcome plus ``1 - guide`` times uniform. ``probs`` is a weight
        table (:meth:`weight_table`) exponentiated, as a flat list."""
        g = self.guide
        out = []
        for gi, group in enumerate(state.formula.groups):
            n = len(group.indicators)
            start = offset[state.keys[gi]]
            u = (1.0 - g) / n
            out.append([g * probs[start + j] + u for j in range(n)])
        return out

    def remember(self, state: _ExampleState, log_table, offset: dict) -> None:
        """Bound Psi to ``memory`` explanations: keep the most probable under the current
        model (``log_table``: the weight table's log-weights as a NumPy array)."""
        import numpy as np

        if not self.memory or len(state.rows) <= self.memory:
            return
        arr = state.array()
        offs = np.fromiter((offset[k] for k in state.keys), dtype=np.int64, count=len(state.keys))
        logp = np.where(arr >= 0, log_table[np.where(arr >= 0, arr + offs, 0)], 0.0).sum(1)
        keep = np.sort(np.argsort(-logp, kind="stable")[:self.memory])
        rows = list(state.rows)
        state.rows = {rows[i]: None for i in keep}
        state._array = None

    def explain(self, index: int, query: Struct, proposal: list[list[float]] | None = None) -> _ExampleState:
        """Run EXPLAIN ``samples`` times for example ``index``; return its state (Psi, N).
        ``proposal``: guided EXPLAIN's outcome weights per group (:meth:`proposal`); a guided
        round stops early after ``patience`` draws that Psi already held."""
        state = self.prepare(index, query)
        if self.sampler is not None:
            for expl in self.sampler(query, self.rng, self.samples):
                row = {}
                for k, o in expl.items():
                    key = self._sampler_key(k)
                    col = state.columns.get(key)
                    if col is None:
                        col = state.columns[key] = len(state.keys)
                        state.keys.append(key)
                    row[col] = o if type(o) is int else _outcome_code(o, query)
                state.add(tuple(row.get(c, -1) for c in range(len(state.keys))))
            if not state.rows:
                raise LearningError(f"the sampler returned no explanation for {term_str(query)}")
            return state
        formula = state.formula
        counts = state.counts if self.theta else None
        stale = 0
        # a guided draw that Psi holds already says the model's likely explanations are in it;
        # a uniform one says nothing of the kind, so patience only cuts guided rounds short
        patience = self.patience if proposal is not None else 0
        logq = [] if self.agree == "importance" else None
        if logq is None and not self.theta and self.policy == "backtrack" and self.branch == "ordered":
            explain_round(formula, self.rng, self.samples, state.add, patience, proposal=proposal,
                          lookahead=self.lookahead, merge=self.recombine)  # the loop below, without its per-draw checks
            return state
        if logq is not None:
            state.draws = []  # importance weights hold for one proposal: this round's draws only
        for _ in range(self.samples):
            row = explain(formula, self.rng, theta=self.theta, counts=counts, policy=self.policy,
                          branch=self.branch, proposal=proposal, lookahead=self.lookahead, logq=logq,
                          merge=self.recombine, row=True)
            if logq is not None:
                state.draws.append((row, logq[-1]))
            if not state.add(row):
                stale += 1  # the sampler's likely draws are in Psi already
                if stale == patience:
                    break
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
    def weight_table(self, keys, evaluator) -> tuple["Any", dict, int]:
        """Every outcome's log-weight of the given choice keys in one flat tensor: (table,
        offset of each key's first outcome, index of a trailing zero used as padding).
        Each network runs once, on every distinct input the keys mention."""
        import torch

        from ...logic.terms import list_items
        from ...util.logspace import log1mexp as _log1mexp
        from ...neural.networks import run_network

        by_net: dict[str, dict] = {}
        others = []
        for key in keys:
            if key[0] == "nn":
                by_net.setdefault(key[1], {}).setdefault(key[2], key)
            else:
                others.append(key)
        parts, offset, pos = [], {}, 0
        rows = self._input_rows
        for net_name, inputs in by_net.items():
            net = self.program.network(net_name)
            categorical = self.categorical.get(net_name, True)  # unknown (a sampler's key): one output = a fact
            batch = []
            for i in inputs:  # each input list term's items, read once per trainer
                row = rows.get(i)
                if row is None:
                    row = rows[i] = tuple(list_items(i)[0])
                batch.append(row)
            logp = run_network(net, net_name, batch, self.program, categorical=categorical, device=evaluator.device)
            if logp.shape[1] == 1:  # a neural fact: outcome 0 true, 1 false
                logp = torch.cat([logp, _log1mexp(logp)], dim=1)
            width = logp.shape[1]
            for row, key in enumerate(inputs.values()):
                offset[key] = pos + row * width
            parts.append(logp.reshape(-1))
            pos += logp.numel()
        for key in others:
            row = self._log_row(key, evaluator)
            offset[key] = pos
            parts.append(row)
            pos += row.shape[0]
        dtype = parts[0].dtype if parts else torch.float32
        for part in parts[1:]:
            dtype = torch.promote_types(dtype, part.dtype)
        parts.append(torch.zeros(1, device=evaluator.device, dtype=dtype))
        return torch.cat([p.to(dtype) for p in parts]), offset, pos

    def _log_row(self, key, evaluator):
        """The log-weights of every outcome of a non-neural choice ("none"/"false" last)."""
        import torch

        from ...util.logspace import log1mexp as _log1mexp

        if key[0] == "param":
            lp, boolean = evaluator.params.log_probs(key[1])
            if boolean:
                return torch.cat([lp[:1], _log1mexp(lp[:1])])
            return torch.cat([lp, _log1mexp(torch.logsumexp(lp, 0).clamp(max=0.0)).view(1)])
        choice = self.choices.get(key)
        if choice is None:
            raise LearningError(f"unknown choice key {key!r} in an explanation")
        ws = list(choice.weights)
        ps = [ws[0], 1.0 - ws[0]] if choice.boolean else ws + [max(0.0, 1.0 - sum(ws))]
        return torch.tensor([math.log(p) if p > 0 else -math.inf for p in ps], device=evaluator.device)

    def log_p_explanations(self, explanations: Sequence[tuple], evaluator) -> "Any":
        """log P(f|x) for each explanation, given as a tuple of (choice key, outcome) pairs
        (a 1-D tensor, differentiable)."""
        import torch

        table, offset, pad = self.weight_table({k for e in explanations for k, _ in e}, evaluator)
        width = max((len(e) for e in explanations), default=0)
        index = [[offset[k] + o for k, o in e] + [pad] * (width - len(e)) for e in explanations]
        index = torch.tensor(index, dtype=torch.long, device=table.device).view(len(explanations), width)
        return table[index].sum(1)

    def step(self, ids: Sequence[int], examples, evaluator):
        """One minibatch: EXPLAIN (guided by the network's current probabilities when ``guide``
        > 0), the per-example memory bound, and the loss, all from one network pass.

        The cyclic collector is paused while the minibatch's formulas are looked up (grounded
        and built, the first time) and EXPLAIN runs, as exact learning pauses it while it
        compiles a minibatch's templates: both leave many objects that live on (ground
        nodes, clauses, decision-graph nodes), and with the collector on each batch of them
        starts collections that walk the older generations again (session 16, N = 4: about
        1.3 s of full collections in 5 epochs). Nothing in it is cyclic garbage."""
        from ...util.memory import collector_off

        if self.sampler is not None or (not self.guide and not self.memory):
            with collector_off():
                states = [self.explain(i, examples[i].query) for i in ids]
            for state in states:
                state.visits += 1
            return self.loss(states, evaluator)
        with collector_off():
            states = [self.prepare(i, examples[i].query) for i in ids]
        weights = self.weight_table(dict.fromkeys(k for s in states for k in s.keys), evaluator)
        table, offset, _ = weights
        log_table = table.detach().cpu().double().numpy()
        probs = list(map(math.exp, log_table.tolist())) if self.guide else None
        # uniform until `warmup` epochs of training have passed (a fraction: part of the first
        # epoch) or, per example, until its first `warmup` rounds are done
        warm = self.seen < self.warmup * len(examples)
        self.seen += len(ids)
        with collector_off():
            for i, state in zip(ids, states):
                guided = self.guide and (not warm or state.visits >= self.warmup)
                self.explain(i, examples[i].query, self.proposal(state, probs, offset) if guided else None)
                state.visits += 1
                self.remember(state, log_table, offset)
        return self.loss(states, evaluator, weights)

    def loss(self, states: Sequence[_ExampleState], evaluator, weights=None):
        """Mean over examples of -log sum_{f in Psi} P(f|x): one gather of every explanation's
        outcome log-weights, a row sum, and a padded logsumexp per example. ``weights``: a
        :meth:`weight_table` covering the states' keys, when the caller has one already.

        During an example's first ``agree_warmup`` rounds its term is instead the mean of
        -log P(f|x) over Psi: AGREE's weights Q* replaced by uniform ones. That is not the
        paper's loss: it is Monte Carlo EM, an unbiased estimate of -log P(phi|x)'s gradient
        when EXPLAIN samples the model's posterior p(f | x, phi) (docs/learners.md).

        With ``recombine`` the sum runs over every explanation of the explored decision graph
        instead of Psi alone (:meth:`_graph_loss`)."""
        if weights is None:
            weights = self.weight_table(dict.fromkeys(k for s in states for k in s.keys), evaluator)
        if self.agree == "importance":
            return self._importance_loss(states, weights)
        if self.recombine:
            return self._graph_loss(states, weights)
        return -self._agreed(states, weights).mean()

    def _agreed(self, states: Sequence[_ExampleState], weights):
        """Per example, log sum_{f in Psi} P(f|x) (or its agree_warmup replacement)."""
        import numpy as np
        import torch

        table, offset, pad = weights
        width = max(len(s.keys) for s in states)
        blocks, sets = [], []
        first = 0
        for s in states:
            arr = s.array()
            offs = np.fromiter((offset[k] for k in s.keys), dtype=np.int64, count=len(s.keys))
            idx = np.full((arr.shape[0], width), pad, dtype=np.int64)
            idx[:, :arr.shape[1]] = np.where(arr >= 0, arr + offs, pad)
            r, c = np.nonzero(arr <= -2)
            if len(r):  # sets of outcomes from a plugged-in sampler: filled in below
                sets.append((r + first, c, offs[c], -2 - arr[r, c]))
            first += arr.shape[0]
            blocks.append(idx)
        index = np.concatenate(blocks)
        if sets:
            table = self._with_sets(table, index, sets)
        index = torch.from_numpy(index).to(table.device)
        log_pf = torch.cat([table[index].sum(1), table.new_full((1,), -math.inf)])
        # per example, its explanations' positions in log_pf (padded with the -inf at the end)
        sizes = [b.shape[0] for b in blocks]
        most = max(sizes)
        rows = np.full((len(states), most), len(log_pf) - 1, dtype=np.int64)
        start = 0
        for i, n in enumerate(sizes):
            rows[i, :n] = np.arange(start, start + n)
            start += n
        per_example = log_pf[torch.from_numpy(rows).to(table.device)]
        agreed = torch.logsumexp(per_example, dim=1)
        if self.agree_warmup:
            uniform = [s.visits <= self.agree_warmup for s in states]
            if any(uniform):
                counts = torch.tensor(sizes, dtype=per_example.dtype, device=per_example.device)
                mean = torch.where(torch.isinf(per_example), torch.zeros_like(per_example), per_example).sum(1) / counts
                agreed = torch.where(torch.tensor(uniform, device=per_example.device), mean, agreed)
        return agreed

    @staticmethod
    def _with_sets(table, index, sets):
        """The weight table extended by the log of each set's summed outcome probability
        (logsumexp of its outcomes' log-weights), ``index`` (a NumPy array, changed in place)
        pointing at those entries. ``sets``: per state, (rows, columns, the columns' offsets,
        bitmasks)."""
        import numpy as np
        import torch

        rows = np.concatenate([x[0] for x in sets])
        cols = np.concatenate([x[1] for x in sets])
        base = np.concatenate([x[2] for x in sets])
        masks = np.concatenate([x[3] for x in sets])
        bits = np.arange(int(masks.max()).bit_length(), dtype=np.int64)
        member = ((masks[:, None] >> bits) & 1).astype(bool)
        # outcomes outside a set point at a -inf appended after the table
        gather = np.where(member, base[:, None] + bits, len(table))
        padded = torch.cat([table, table.new_full((1,), -math.inf)])
        summed = torch.logsumexp(padded[torch.from_numpy(gather).to(table.device)], dim=1)
        index[rows, cols] = len(table) + np.arange(len(rows))
        return torch.cat([table, summed])

    def _graph_loss(self, states: Sequence[_ExampleState], weights):
        """``recombine``: per example, -log of the summed probability of every explanation
        its formula's explored decision graph holds (:func:`.explain.explored_graph`): the
        paper's loss over a larger Psi, the complete paths of the graph, which contains the
        sampled explanations and their recombinations at merged states. A forward pass over
        the graphs of the minibatch, in decreasing height (a topological order): a node's
        log-mass is the logsumexp over its incoming edges of the parent's plus the edge's
        log-weight (its decided outcomes'). Examples without a graph use Psi."""
        import numpy as np
        import torch

        from .explain import explored_graph

        table, offset, pad = weights
        graphs = [explored_graph(s.formula) if s.formula is not None else None for s in states]
        with_graph = [i for i, g in enumerate(graphs) if g is not None]
        without = [i for i, g in enumerate(graphs) if g is None]
        parts = []
        if without:
            parts.append((without, self._agreed([states[i] for i in without], weights)))
        if with_graph:
            # the minibatch's graphs side by side: each one's arrays concatenated, then shifted
            # by the nodes, edges and keys of the graphs before it (one NumPy call per array)
            parts_of = [graphs[i] for i in with_graph]
            keys_offs = [self.offsets(states[i], offset) for i in with_graph]
            n_nodes = np.array([len(g[0]) for g in parts_of], dtype=np.int64)
            n_edges = np.array([len(g[1]) for g in parts_of], dtype=np.int64)
            n_pairs = np.array([len(g[3]) for g in parts_of], dtype=np.int64)
            n_start = np.array([len(g[6]) for g in parts_of], dtype=np.int64)
            n_keys = np.array([len(o) for o in keys_offs], dtype=np.int64)
            node_base = np.cumsum(n_nodes) - n_nodes
            edge_base = np.cumsum(n_edges) - n_edges
            key_base = np.cumsum(n_keys) - n_keys
            nodes, edges = int(n_nodes.sum()), int(n_edges.sum())
            all_offs = np.concatenate(keys_offs)
            shift = np.repeat(node_base, n_edges)
            heights = [g[0] for g in parts_of]
            parents = [np.concatenate([g[1] for g in parts_of]) + shift]
            children = [np.concatenate([g[2] for g in parts_of]) + shift]
            pe = [np.concatenate([g[3] for g in parts_of]) + np.repeat(edge_base, n_pairs)]
            pidx = [all_offs[np.concatenate([g[4] for g in parts_of]) + np.repeat(key_base, n_pairs)]
                    + np.concatenate([g[5] for g in parts_of])]
            cidx = [all_offs[np.concatenate([g[6] for g in parts_of]) + np.repeat(key_base, n_start)]
                    + np.concatenate([g[7] for g in parts_of])]
            cex = [np.repeat(np.arange(len(parts_of), dtype=np.int64), n_start)]
            sinks = node_base  # node 0 of each graph: its leaves
            roots = node_base + n_nodes - 1
            height = np.concatenate(heights)
            parent, child = np.concatenate(parents), np.concatenate(children)
            # renumber the nodes by decreasing height: each level is a slice after its parents
            order = np.argsort(-height, kind="stable")
            rank = np.empty_like(order)
            rank[order] = np.arange(len(order))
            parent, child, hs = rank[parent], rank[child], height[order]
            dev = table.device
            w = table.new_zeros(edges)
            if len(pe) and sum(len(p) for p in pe):
                w = w.index_add(0, torch.from_numpy(np.concatenate(pe)).to(dev),
                                table[torch.from_numpy(np.concatenate(pidx)).to(dev)])
            is_root = np.zeros(nodes, dtype=bool)
            is_root[rank[np.array(roots)]] = True
            init_all = np.where(is_root, 0.0, -math.inf)
            alpha = table.new_zeros(0)
            # the edges by child (stable: a node's incoming edges keep their order), so that a
            # level's incoming edges are one slice
            by_child = np.argsort(child, kind="stable")
            child_sorted = child[by_child]
            parent_sorted = parent[by_child]
            per_height = np.bincount(hs).tolist()
            lo = 0
            for h in range(len(per_height) - 1, -1, -1):
                hi = lo + per_height[h]  # nodes [lo, hi) have height h
                if hi <= lo:
                    continue
                a, b = np.searchsorted(child_sorted, (lo, hi)).tolist()
                init = torch.from_numpy(init_all[lo:hi]).to(dev, table.dtype)
                if b > a:
                    c = torch.from_numpy(child_sorted[a:b] - lo).to(dev)
                    x = alpha[torch.from_numpy(parent_sorted[a:b]).to(dev)] + w[torch.from_numpy(by_child[a:b]).to(dev)]
                    m = init.scatter_reduce(0, c, x.detach(), "amax", include_self=True)
                    total = torch.exp(init - m).index_add(0, c, torch.exp(x - m[c]))
                    level = m + torch.log(total)
                else:
                    level = init
                alpha = torch.cat([alpha, level])
                lo = hi
            log_z = alpha[torch.from_numpy(rank[np.array(sinks)]).to(dev)]
            if sum(len(x) for x in cidx):
                log_z = log_z.index_add(0, torch.from_numpy(np.concatenate(cex)).to(dev),
                                        table[torch.from_numpy(np.concatenate(cidx)).to(dev)])
            parts.append((with_graph, log_z))
        agreed = torch.cat([p for _, p in parts])
        return -agreed.mean()

    def _importance_loss(self, states: Sequence[_ExampleState], weights):
        """``agree="importance"``: per example, the cross-entropy -sum_i w_i log P(f_i|x) over
        this round's draws f_i (repeats included), with self-normalised importance weights
        w_i proportional to P(f_i|x) / q(f_i), q being the probability EXPLAIN drew f_i with
        (held constant: no gradient flows through w). Its gradient is the self-normalised
        importance-sampling estimate of the exact gradient of -log P(phi|x), the posterior
        expectation of -grad log P(f|x); AGREE's Q* instead weighs the distinct explanations of
        Psi by P(f|x) alone, which counts the model's preference twice when the model also
        chose the draws (guide > 0). Each term is a weighted mean of -log P(f|x) over
        explanations of phi, so the loss is still at least the exact -log P(phi|x). In an
        example's first ``agree_warmup`` rounds the weights are uniform."""
        import numpy as np
        import torch

        table, offset, pad = weights
        width = max(len(s.keys) for s in states)
        blocks, logq, sizes = [], [], []
        for s in states:
            offs = np.fromiter((offset[k] for k in s.keys), dtype=np.int64, count=len(s.keys))
            idx = np.full((len(s.draws), width), pad, dtype=np.int64)
            for r, (row, lq) in enumerate(s.draws):
                cols = np.asarray(row, dtype=np.int64)
                idx[r, :len(row)] = np.where(cols >= 0, cols + offs[:len(row)], pad)
                logq.append(lq)
            blocks.append(idx)
            sizes.append(len(s.draws))
        index = torch.from_numpy(np.concatenate(blocks)).to(table.device)
        log_pf = table[index].sum(1)
        most = max(sizes)
        rows = np.full((len(states), most), len(log_pf), dtype=np.int64)  # padding: one past the end
        start = 0
        for i, n in enumerate(sizes):
            rows[i, :n] = np.arange(start, start + n)
            start += n
        rows_t = torch.from_numpy(rows).to(table.device)
        padded = torch.cat([log_pf, log_pf.new_zeros(1)])[rows_t]
        mask = torch.from_numpy(rows < len(log_pf)).to(table.device)
        lq = torch.tensor(logq + [0.0], dtype=log_pf.dtype, device=table.device)[rows_t]
        score = torch.where(mask, padded.detach() - lq, torch.full_like(padded, -math.inf))
        if self.agree_warmup:
            uniform = torch.tensor([s.visits <= self.agree_warmup for s in states], device=table.device)
            score = torch.where(uniform.unsqueeze(1) & mask, torch.zeros_like(score), score)
        w = torch.softmax(score, dim=1)
        return -(w * torch.where(mask, padded, torch.zeros_like(padded))).sum(1).mean()


def _outcome_code(outcomes, query) -> int:
    """A plugged-in sampler's outcome as stored in a row: an int as it is; a tuple (or list,
    set) of outcome indices, meaning "one of these", as ``-2 - bitmask`` (one index: that int)."""
    if isinstance(outcomes, (tuple, list, set, frozenset)):
        chosen = set(outcomes)
        if chosen and all(type(o) is int and 0 <= o < 62 for o in chosen):
            if len(chosen) == 1:
                return chosen.pop()
            return -2 - sum(1 << o for o in chosen)
    elif hasattr(outcomes, "__index__") and outcomes.__index__() >= 0:  # a NumPy integer
        return outcomes.__index__()
    raise LearningError(f"a sampler's explanation for {term_str(query)} has the outcome {outcomes!r}; an outcome "
                        "is an outcome index (an int >= 0) or a non-empty tuple of them")


def _outcome_set(code: int) -> tuple:
    """The outcomes of a stored set code (:func:`_outcome_code`), in increasing order."""
    mask = -2 - code
    return tuple(o for o in range(mask.bit_length()) if mask >> o & 1)


def _slots(inputs) -> tuple:
    """The ref indices of a neural input list made of tensor placeholders only (in order), or
    () when the list holds anything else (the key is then built from the refs each time)."""
    from ...logic.terms import list_items
    from ...neural.templates import PLACEHOLDER

    items, tail = list_items(inputs)
    if not (isinstance(tail, Struct) and tail.functor == "[]" and not tail.args):
        return ()
    out = []
    for item in items:
        if not (isinstance(item, Struct) and item.functor == PLACEHOLDER and len(item.args) == 1
                and type(item.args[0]) is int):
            return ()
        out.append(item.args[0])
    return tuple(out)


def agree(log_p) -> "Any":
    """AGREE's closed form: Q*(f) = P(f) / sum_{f' in Psi} P(f') (from log-probabilities)."""
    import torch

    return torch.softmax(log_p, dim=0)


def bounds(program, query: str | Struct, *, samples: int, theta: float = 0.0, seed: int = 0,
           policy: str = "backtrack", branch: str = "ordered", guide: float = 0.0, lookahead: bool = False,
           steps: Sequence[int] | None = None, recombine: bool = False) -> list[tuple[int, float, float]]:
    """Theorem 1's bounds after each number of EXPLAIN calls in ``steps`` (default: every call):
    (calls, lower = P*(phi), upper = 1 - P*(not phi)), with P* summing distinct explanations.
    ``guide`` > 0 draws EXPLAIN's decisions from the model's probabilities mixed with uniform,
    as training does. ``recombine``: P* sums every explanation of the merged decision graph
    the draws explored (a superset of the draws, all of them explanations: tighter bounds)."""
    import torch

    term = program._parse_goal(query)[0] if isinstance(query, str) else query
    trainer = ExalTrainer(program, samples=1, theta=theta, policy=policy, branch=branch, seed=seed, guide=guide,
                          lookahead=lookahead, recombine=recombine)
    evaluator = program.batch_evaluator("cpu")
    out = []
    psi: dict[tuple, None] = {}
    psi_neg: dict[tuple, None] = {}
    counts: dict = {}
    counts_neg: dict = {}
    pos_formula, pos_keys, _ = trainer.formula(term)
    neg_formula, neg_keys, _ = trainer.formula(term, negate=True)
    pos_prop = neg_prop = None
    if guide:
        with torch.no_grad():
            table, offset, _ = trainer.weight_table(set(pos_keys) | set(neg_keys), evaluator)
        probs = table.exp().tolist()
        for formula, keys in ((pos_formula, pos_keys), (neg_formula, neg_keys)):
            state = _ExampleState()
            state.formula, state.keys = formula, list(keys)
            prop = trainer.proposal(state, probs, offset)
            pos_prop, neg_prop = (prop, neg_prop) if formula is pos_formula else (pos_prop, prop)
    wanted = set(steps) if steps is not None else None
    lower = upper_mass = 0.0

    def mass(expls, formula=None, keys=None):
        if not expls:
            return 0.0
        with torch.no_grad():
            if recombine:
                state = _ExampleState()
                state.formula, state.keys = formula, list(keys)
                weights = trainer.weight_table(dict.fromkeys(keys), evaluator)
                return math.exp(-float(trainer._graph_loss([state], weights)))
            return float(trainer.log_p_explanations(list(expls), evaluator).exp().sum())

    pos_ok = neg_ok = True
    for t in range(1, samples + 1):
        if pos_ok:
            try:
                e = explain(pos_formula, trainer.rng, theta=theta, counts=counts, policy=policy, branch=branch,
                            proposal=pos_prop, lookahead=lookahead, merge=recombine)
                psi[tuple((pos_keys[g], o) for g, o in sorted(e.items()))] = None
            except LearningError:
                pos_ok = False  # phi is unsatisfiable: P(phi) = 0 and the lower bound stays 0
        if neg_ok:
            try:
                e = explain(neg_formula, trainer.rng, theta=theta, counts=counts_neg, policy=policy, branch=branch,
                            proposal=neg_prop, lookahead=lookahead, merge=recombine)
                psi_neg[tuple((neg_keys[g], o) for g, o in sorted(e.items()))] = None
            except LearningError:
                neg_ok = False
        if wanted is None or t in wanted:
            lower = mass(psi, pos_formula, pos_keys)
            upper_mass = mass(psi_neg, neg_formula, neg_keys)
            out.append((t, lower, 1.0 - upper_mass))
    return out


@dataclass(frozen=True)
class ExalOptions(TrainingOptions):
    """exal's options: those of every gradient learner, and EXPLAIN's."""

    samples: int = option(10, minimum=1)
    theta: float = option(0.0, minimum=0)
    policy: str = option("backtrack", choices=("backtrack", "restart"))
    branch: str = option("ordered", choices=("ordered", "any"))
    # beyond the paper, defaults from the N = 2 / 4 addition runs (docs/learners.md, "Choosing
    # the defaults"): guided EXPLAIN after one uniform epoch, guided rounds cut short by repeats
    guide: float = option(0.9, minimum=0, maximum=1)
    memory: int = option(0, minimum=0)
    lookahead: bool = option(False)
    warmup: float = option(1, minimum=0)  # epochs; a fraction guides part-way through the first
    patience: int = option(2, minimum=0)
    # beyond the paper: LEARN weighs Psi uniformly (Monte Carlo EM) in each example's first
    # `agree_warmup` rounds, then with AGREE's Q* (docs/learners.md, "Pathfinding")
    agree_warmup: int = option(0, minimum=0)
    # beyond the paper: LEARN's weights (docs/learners.md, "Importance-weighted LEARN")
    agree: str = option("paper", choices=("paper", "importance"))
    # beyond the paper: EXPLAIN merges equal residual states, LEARN sums the graph's paths
    # (docs/learners.md, "Recombining explanations"); None: on wherever it applies (theta=0,
    # ordered backtracking, EXAL's own EXPLAIN, agree="paper", agree_warmup=0), chosen from the
    # N = 2 / 4 runs
    recombine: bool | None = option(None)
    sampler: Callable | None = option(None, python_only=True)


class ExalLearner(GradientLearner):
    name = "exal"
    Options = ExalOptions
    loss_name = "surrogate loss"

    def train(self, program, examples, o, evaluate):
        return fit_exal(program, examples, samples=o.samples, theta=o.theta, epochs=o.epochs,
                        batch_size=o.batch_size, lr=o.lr, device=o.device, seed=o.seed, policy=o.policy,
                        branch=o.branch, sampler=o.sampler, progress=o.progress, evaluate=evaluate,
                        guide=o.guide, memory=o.memory, lookahead=o.lookahead, warmup=o.warmup,
                        patience=o.patience, agree_warmup=o.agree_warmup, agree=o.agree, recombine=o.recombine)

    def summary(self, program, request: LearnRequest, result: LearnResult, data) -> None:
        from ..exact import _name

        if request.option_spans is not None:
            last = result.history.last
            program.reports.append(f"% exal: {len(result.history.epochs)} epoch(s) on {_name(data)} in "
                                   f"{result.timings['train']:.1f} s (last epoch: surrogate loss {last.loss:.4f}, "
                                   f"{last.examples_per_second:.0f} queries/s)")


def fit_exal(program, examples, *, samples: int = 10, theta: float = 0.0, epochs: int = 1, batch_size: int = 16,
             lr: float = 1e-3, device: str = "cpu", seed: int = 0, policy: str = "backtrack",
             branch: str = "ordered", sampler: Callable | None = None, progress: bool = True,
             evaluate: dict | None = None, guide: float = 0.9, memory: int = 0, lookahead: bool = False,
             warmup: float = 1, patience: int = 2, agree_warmup: int = 0, agree: str = "paper",
             recombine: bool | None = None):
    """Train with EXAL; returns a History (the loss is the surrogate -log sum_{Psi} P(f|x)).
    ``evaluate`` maps names to datasets whose accuracy is recorded after each epoch."""
    from ...neural.training import train_epochs

    trainer = ExalTrainer(program, samples=samples, theta=theta, policy=policy, branch=branch, sampler=sampler,
                          seed=seed, device=device, guide=guide, memory=memory,
                          lookahead=lookahead, warmup=warmup, patience=patience, agree_warmup=agree_warmup,
                          agree=agree, recombine=recombine)

    def make_step(evaluator):
        return lambda ids: trainer.step(ids, examples, evaluator)

    def explanations_per_query():
        return {"explanations_per_query": sum(len(s.rows) for s in trainer.states.values())
                / max(1, len(trainer.states))}

    return train_epochs(program, examples, make_step, epochs=epochs, batch_size=batch_size, lr=lr, device=device,
                        seed=seed, progress=progress, evaluate=evaluate, epoch_metrics=explanations_per_query)
