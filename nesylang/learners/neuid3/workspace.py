"""Probabilities for NeuID3 from the program's own inference, and training a candidate's copy.

A :class:`Workspace` is a private :class:`~nesylang.session.Program`: the user's program
(without its learning directives) plus the node copies installed so far, the copies of this
node's candidates and one query clause per probability NeuID3 needs::

    neuid3_q3(S0, R0, S1, R1) :- gt_rank_n2c3(R0, R1).                 % P(tau|e)
    neuid3_q4(S0, R0, S1, R1) :- gt_rank_n1(R0, R1), lt_rank_n2c4(R0, R1). % P(kappa and tau|e)

Each query clause is evaluated by the batched circuit machinery (:mod:`nesylang.neural.batch`):
one compiled template per query shape, reused over examples and epochs; examples whose
arguments hold tensors share one template. A test that reaches no probabilistic predicate is
decided by grounding alone (its circuit is a constant). The user's program and networks are
never modified: networks are copied into the workspace, and only the copies train.
"""
from __future__ import annotations

import copy
import random
import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from ...errors import LearningError, NesyError
from ...logic.terms import Struct, term_str
from ...syntax import ast
from .estimates import weighted_terms

QUERY = "neuid3_q"
# CPU seconds (time.process_time) are kept by exclusive stage, as timings["cpu_<stage>"]:
# "network" the networks' forward and backward passes and optimizer steps; "compile" building
# workspaces, grounding and compiling queries; "circuit" the batched evaluator's calls less the
# networks and compilation inside them (literal weights, circuit evaluation, template lookup);
# "loss" the loss of each minibatch; "backward" its backward pass less the networks' part. The
# learner adds "grow" (all of it) and "other" (grow less the stages: NeuID3's bookkeeping).
CPU_STAGES = ("network", "compile", "circuit", "loss", "backward")
# evaluate a node's candidate queries that are Boolean neural facts read off a tensor source
# by :class:`~.direct.DirectQueries` (once-per-node lookups, the candidates' circuits in one
# call) rather than the batched evaluator's per-minibatch work; the values are the same
# (tests compare the two)
DIRECT = True


def new_timings(timings: dict[str, float] | None = None) -> dict[str, float]:
    """``timings`` (or a new dict) with every wall-clock and CPU key present."""
    timings = timings if timings is not None else {}
    for key in ("compile", "network") + tuple(f"cpu_{s}" for s in CPU_STAGES):
        timings.setdefault(key, 0.0)
    return timings


class Workspace:
    """One node's private program and its batched evaluator."""

    def __init__(self, program, base, statements: Sequence[ast.Statement], networks: dict[str, Any], device: str,
                 timings: dict[str, float] | None = None):
        from ...neural.batch import BatchEvaluator
        from ...program.loader import load_program
        from ...session import Program

        # seconds spent building this workspace and compiling its queries ("compile") and
        # running its networks forward and backward and stepping their optimizer ("network"),
        # wall-clock, added to ``timings``; and CPU seconds (``time.process_time``) by exclusive
        # stage (:data:`CPU_STAGES`) under "cpu_<stage>"
        self.timings = new_timings(timings)
        t0, c0 = time.perf_counter(), time.process_time()
        loaded = base.copy()
        first = loaded.db.next_clause_id
        load_program(ast.Program(tuple(statements)), loaded)
        # the clause id of each statement loaded here (by identity): its learnable heads are
        # the parameters (clause id, head index); ids up to ``first`` are the base program's
        self._clause_ids = {id(loaded.statements[rc.source_clause]): rc.clause_id
                            for rcs in loaded.db.clauses.values() for rc in rcs
                            if rc.clause_id > first and rc.source_clause >= 0}
        work = Program(loaded=loaded)
        work.options = copy.copy(program.options)
        work.tensors = program.tensors
        for name, net in networks.items():
            work.networks.replace(name, net)
        self.program = work
        self.networks = networks
        self.device = device
        self.evaluator = BatchEvaluator(work, device)
        self.evaluator.templates = _timed_templates(work, self.timings)  # small, throwaway templates
        self._example_memo: dict[tuple, tuple] = {}  # (query name, id(heads)) -> (heads, example id -> Example)
        self._direct_memo: dict[tuple, Any] = {}  # (query names, id(heads), ids) -> DirectQueries or None
        self.timings["compile"] += time.perf_counter() - t0
        self.timings["cpu_compile"] += time.process_time() - c0

    def parameters(self, statement: ast.Clause) -> list:
        """The torch parameters (logits) of ``statement``'s ``t(...)`` heads, one per clause;
        [] for a clause with none (``statement`` is one this workspace loaded)."""
        entry = self.evaluator.params.groups.get(self._clause_ids.get(id(statement)))
        return [entry[2]] if entry is not None else []

    def values(self, statement: ast.Clause) -> dict[int, float]:
        """The current probabilities of ``statement``'s ``t(...)`` heads, by head index."""
        cid = self._clause_ids.get(id(statement))
        return {key[1]: v for key, v in self.evaluator.params.values().items() if key[0] == cid}

    @contextmanager
    def _timed_networks(self, backward: bool = False):
        """Time the networks: forward passes by module hooks; with ``backward``, the backward
        pass of each ``loss.backward()`` from the first gradient reaching a network's output to
        the last parameter gradient accumulated (:meth:`backward_seconds`). Hooks are removed on
        exit, so the user's modules are left as they were."""
        handles, marks = [], {"start": None, "end": None, "fwd": {}}
        timings = self.timings
        wall, cpu = time.perf_counter, time.process_time

        def pre(module, args):
            marks["fwd"][id(module)] = (wall(), cpu())

        def post(module, args, output):
            started = marks["fwd"].pop(id(module), None)
            if started is not None:
                timings["network"] += wall() - started[0]
                timings["cpu_network"] += cpu() - started[1]
            if backward and getattr(output, "requires_grad", False):
                def first(grad):
                    now = (wall(), cpu())
                    if marks["start"] is None or now[0] < marks["start"][0]:
                        marks["start"] = now
                output.register_hook(first)

        def accumulated(param):
            marks["end"] = (wall(), cpu())

        for net in self.networks.values():
            handles.append(net.module.register_forward_pre_hook(pre))
            handles.append(net.module.register_forward_hook(post))
            if backward:
                for p in net.module.parameters():
                    if p.requires_grad:
                        handles.append(p.register_post_accumulate_grad_hook(accumulated))
        self._marks = marks
        try:
            yield
        finally:
            for h in handles:
                h.remove()

    def _backward(self, loss) -> None:
        """``loss.backward()``: the networks' part is network time, the rest (the circuits' and
        the loss's backward) "backward"."""
        marks = self._marks
        marks["start"] = marks["end"] = None
        c0 = time.process_time()
        loss.backward()
        spent = time.process_time() - c0
        if marks["start"] is not None and marks["end"] is not None and marks["end"][0] >= marks["start"][0]:
            self.timings["network"] += marks["end"][0] - marks["start"][0]
            net = max(0.0, marks["end"][1] - marks["start"][1])
            self.timings["cpu_network"] += net
            spent -= net
        self.timings["cpu_backward"] += max(0.0, spent)

    def _log_probs(self, batch):
        """``evaluator.log_probs(batch)``, its CPU seconds outside the networks and compilation
        counted as "circuit" (the batched evaluator's own work)."""
        t = self.timings
        c0, net0, comp0 = time.process_time(), t["cpu_network"], t["cpu_compile"]
        try:
            return self.evaluator.log_probs(batch)
        finally:
            t["cpu_circuit"] += max(0.0, time.process_time() - c0 - (t["cpu_network"] - net0)
                                    - (t["cpu_compile"] - comp0))

    def _direct(self, names: Sequence[str], heads: Sequence[Struct], ids: Sequence[int]):
        """:class:`~.direct.DirectQueries` of the queries ``names`` over the examples ``ids``
        (built once per workspace, its lookups timed as "circuit"), or None where the
        evaluator must evaluate them (:data:`DIRECT` off, or a query it does not handle)."""
        if not DIRECT:
            return None
        from .direct import DirectQueries

        key = (tuple(names), id(heads), np.asarray(ids, dtype=np.int64).tobytes())
        if key not in self._direct_memo:
            t = self.timings
            c0, comp0 = time.process_time(), t["cpu_compile"]
            try:
                self._direct_memo[key] = DirectQueries.build(self, names, heads, ids)
            finally:
                t["cpu_circuit"] += max(0.0, time.process_time() - c0 - (t["cpu_compile"] - comp0))
        return self._direct_memo[key]

    def _direct_log_probs(self, direct, b: int, size: int, fallback):
        """``direct.log_probs(b, size)``, its CPU seconds outside the networks counted as
        "circuit" (as :meth:`_log_probs`); if it fails (a network failing on its inputs, say),
        ``fallback()``: the evaluator on the same examples, which gives the value or raises
        the located error."""
        t = self.timings
        c0, net0 = time.process_time(), t["cpu_network"]
        try:
            return direct.log_probs(b, size)
        except Exception:  # noqa: BLE001 - the evaluator says what is wrong, and where
            pass
        finally:
            t["cpu_circuit"] += max(0.0, time.process_time() - c0 - (t["cpu_network"] - net0))
        return fallback()

    def _examples(self, name: str, heads: Sequence[Struct], ids: Sequence[int]):
        """The queries ``name(args of e)`` of the examples ``ids``; each built once per
        workspace, so that training and reading the probabilities hand the evaluator the same
        objects (its per-query memo then matches them by identity, not by comparing terms)."""
        from ...neural.data import Example

        found = self._example_memo.get((name, id(heads)))
        if found is None or found[0] is not heads:  # (the heads are kept, so their id stays theirs)
            found = self._example_memo[(name, id(heads))] = (heads, {})
        memo = found[1]
        out = []
        for i in ids:
            e = memo.get(i)
            if e is None:
                e = memo[i] = Example(Struct(name, heads[i].args))
            out.append(e)
        return out

    def probabilities(self, name: str, heads: Sequence[Struct], ids: Sequence[int], what: str,
                      batch_size: int = 256) -> np.ndarray:
        """P(name(args of e)) for the examples ``ids`` (no gradients)."""
        return self.probabilities_together([(name, what)], heads, ids, batch_size)[0]

    def probabilities_together(self, queries: Sequence[tuple[str, str]], heads: Sequence[Struct],
                               ids: Sequence[int], batch_size: int = 256) -> list[np.ndarray]:
        """:meth:`probabilities` of several queries (predicate, text of its test) over the same
        examples, each minibatch of examples evaluated for all of them in one evaluator call."""
        import torch

        per_query = [self._examples(name, heads, ids) for name, _ in queries]
        n, k = len(ids), len(queries)
        out = np.zeros((k, n))
        modes = {n: net.module.training for n, net in self.networks.items()}
        for net in self.networks.values():
            net.module.eval()
        dtype = torch.get_default_dtype()
        if not self.networks:  # fixed probabilities only: evaluate them in double precision
            torch.set_default_dtype(torch.float64)
        try:
            direct = self._direct([name for name, _ in queries], heads, ids)
            if direct is not None:
                direct.arrange(None)
            with torch.no_grad(), self._timed_networks():
                for b in range(0, n, batch_size):
                    batch = [e for examples in per_query for e in examples[b:b + batch_size]]
                    size = min(batch_size, n - b)
                    try:
                        lp = self._log_probs(batch) if direct is None else \
                            self._direct_log_probs(direct, b, size, lambda: self._log_probs(batch))
                    except NesyError as e:
                        for (name, what), examples in zip(queries, per_query):  # whose examples fail
                            try:
                                self.evaluator.log_probs(examples[b:b + batch_size])
                            except NesyError as one:
                                raise self._failed(what, heads, ids[b:b + batch_size], one) from None
                        raise self._failed(queries[0][1], heads, ids[b:b + batch_size], e) from None
                    out[:, b:b + size] = lp.double().exp().cpu().numpy().reshape(k, size)
        finally:
            torch.set_default_dtype(dtype)
            for n, net in self.networks.items():
                net.module.train(modes[n])
        return list(np.clip(out, 0.0, 1.0))

    def decide(self, name: str, heads: Sequence[Struct], ids: Sequence[int], what: str) -> np.ndarray | None:
        """For a query that reaches no probabilistic choice: 1 where it is provable, else 0,
        by grounding all examples at once. None if the ground program has choices after all.

        Each distinct query is grounded once and its result read back by term: the grounder
        answers an atom once, so a repeated example (the same row twice in the data) would
        read an empty answer list, i.e. "not provable", if results were read by position."""
        atoms = [Struct(name, heads[i].args) for i in ids]
        distinct = list(dict.fromkeys(atoms))
        queries = [(atom, None) for atom in distinct]
        t0, c0 = time.perf_counter(), time.process_time()
        try:
            gp, per_query, _ = self.program._ground(queries, [])
        except NesyError as e:
            raise self._failed(what, heads, ids, e) from None
        finally:
            self.timings["compile"] += time.perf_counter() - t0
            self.timings["cpu_compile"] += time.process_time() - c0
        if gp.groups:
            return None
        provable = {atom: any(node != -1 for _, node in answers) for atom, answers in zip(distinct, per_query)}
        return np.array([1.0 if provable[atom] else 0.0 for atom in atoms])

    def _failed(self, what: str, heads, ids, e: NesyError) -> LearningError:
        """The error of the first example (of ``ids``) the test fails on, named."""
        name = None
        if len(ids) > 1:  # find the example: ground them one by one
            for i in ids:
                try:
                    self.program._ground([(heads[i], None)], [])
                except NesyError as one:
                    name, e = term_str(heads[i]), one
                    break
                except Exception:  # noqa: BLE001 - only looking for the culprit
                    continue
        example = name or term_str(heads[ids[0]]) if len(ids) == 1 or name else \
            f"one of {len(ids)} examples from {term_str(heads[ids[0]])}"
        return LearningError(f"the test {what} cannot be evaluated on {example}: {e.message}", e.span)

    def train(self, name: str, heads: Sequence[Struct], ids: Sequence[int], y: np.ndarray, weights: np.ndarray,
              log_reach: np.ndarray | None, trained: Sequence[str], *, epochs: int, lr: float, batch_size: int,
              seed: int, what: str, parameters: Sequence = ()) -> list[float]:
        """Minimise the weighted loss of the candidate whose query is ``name`` over the
        examples ``ids`` (``y``, ``weights``, and log P(kappa|e) when the query holds kappa
        too), stepping only the networks ``trained`` and the ``t(...)`` logits ``parameters``
        (:meth:`parameters`); returns the mean loss per epoch."""
        job = Candidate(name, log_reach, tuple(trained), tuple(parameters), seed, what)
        return self.train_together([job], heads, ids, y, weights, epochs=epochs, lr=lr, batch_size=batch_size)[0]

    def train_together(self, jobs: Sequence["Candidate"], heads: Sequence[Struct], ids: Sequence[int],
                       y: np.ndarray, weights: np.ndarray, *, epochs: int, lr: float,
                       batch_size: int, until: "Plateau | None" = None,
                       epochs_each: Sequence[int] | None = None,
                       held_losses: list | None = None) -> list[list[float]]:
        """Train the candidates ``jobs`` of one node at once: each step evaluates every
        candidate's minibatch in one call of the batched evaluator, sums their losses (one mean
        per candidate) and takes one backward pass and one Adam step over all their copies.

        Each candidate's loss reads only its own copies (:meth:`train`'s networks and ``t(...)``
        logits, none shared between candidates), so the gradient each copy gets is that of its
        own candidate's loss, and Adam's update is per parameter: every candidate trains as it
        would alone, on its own shuffles (``random.Random(job.seed)``), one candidate after
        another. What is shared is the per-step work: one evaluator call, one loss, one
        backward, one optimizer step.

        ``until`` None: every candidate trains ``epochs`` epochs. A :class:`Plateau`: each
        candidate trains at least ``epochs`` epochs and then stops by its own loss
        (:meth:`Plateau.stops`); a stopped candidate's queries are no longer evaluated, so its
        copies get no gradient and Adam leaves them (and their moments) as they are, and the
        others go on as before: each still trains as it would alone. Returns, per candidate,
        its mean loss per epoch (one entry per epoch it trained).

        A :class:`Plateau` with ``refit``: the epochs are chosen on the held-out examples and
        each candidate then retrains on all of them (:meth:`_train_refit`). ``epochs_each``
        (with ``until`` None): candidate k trains ``epochs_each[k]`` epochs (0: not at all)
        instead of ``epochs``. ``held_losses``, a list, gets per candidate its held-out losses
        (before training, then after each epoch; [] without a holdout)."""
        import torch

        from ...interrupts import check as check_interrupt

        jobs = [j for j in jobs if j.trained or j.parameters]
        if not jobs:
            return []
        if until is not None and until.refit:
            return self._train_refit(jobs, heads, ids, y, weights, epochs=epochs, lr=lr, batch_size=batch_size,
                                     until=until)
        modules = {n: self.networks[n].module for j in jobs for n in j.trained}
        params = [p for m in modules.values() for p in m.parameters()] + [p for j in jobs for p in j.parameters]
        if not params:
            return [[] for _ in jobs]
        torch.manual_seed(jobs[0].seed)
        rngs = [random.Random(j.seed) for j in jobs]
        # foreach: one multi-tensor update over every candidate's parameters (elementwise, as
        # a separate optimizer per candidate would update them; parameters without a gradient,
        # those of stopped candidates, are skipped)
        optimizer = torch.optim.Adam(params, lr=lr, foreach=True)
        y_t = torch.as_tensor(np.asarray(y, dtype=np.float64))
        w_t = torch.as_tensor(np.asarray(weights, dtype=np.float64))
        n_ex = len(ids)
        every_weight = bool((w_t > 0).all())  # no example of weight 0: weighted_terms needs no mask
        # steps="auto" with a holdout: positions of the node's examples that no candidate trains
        # on, whose loss decides when each stops (and which epoch's copy it keeps)
        held = until.held_out(y) if until is not None else None
        set_held = set(held or ())
        fit = [i for i in range(n_ex) if i not in set_held]
        n_fit = len(fit)
        per_epoch = max(1, -(-n_fit // batch_size))
        caps = list(epochs_each) if epochs_each is not None and until is None else \
            [epochs if until is None else until.cap(epochs, per_epoch, j.steps_before) for j in jobs]
        own = [[p for n in j.trained for p in self.networks[n].module.parameters()] + list(j.parameters) for j in jobs]
        monitored: list[list[float]] = [[] for _ in jobs]  # held-out loss before training, then after each epoch
        best: list = [None] * len(jobs)  # (epoch, copy of its parameters) at its least held-out loss
        stepped = {id(p) for p in params}
        # parameters reached but not trained: their gradients are dropped after each step
        others = [p for n, net in self.networks.items() if n not in modules
                  for p in net.module.parameters() if p.requires_grad]
        others += [p for p in self.evaluator.params.parameters() if id(p) not in stepped]
        for n, net in self.networks.items():
            net.module.train(n in modules)
        orders = [list(fit) for _ in jobs]
        losses: list[list[float]] = [[] for _ in jobs]
        active = [j for j in range(len(jobs)) if caps[j] > 0]
        group = None  # the active candidates' per-step state, rebuilt when one stops
        try:
            with self._timed_networks(backward=True):
                while active:
                    if group != active:
                        group = list(active)
                        sub = [jobs[j] for j in group]
                        k = len(sub)
                        # per candidate its examples (the same objects every epoch and in
                        # :meth:`probabilities_together`: the evaluator finds them by identity), as
                        # object arrays so that an epoch's order permutes them at C speed
                        examples = [_object_array(self._examples(j.name, heads, ids)) for j in sub]
                        # log P(kappa|e) per candidate (0 where the query holds tau alone: subtracting 0 is exact)
                        reach = torch.stack([torch.as_tensor(np.asarray(j.log_reach, dtype=np.float64))
                                             if j.log_reach is not None else torch.zeros(n_ex, dtype=torch.float64)
                                             for j in sub]) if any(j.log_reach is not None for j in sub) else None
                        direct = self._direct([j.name for j in sub], heads, ids)
                    for j in group:
                        rngs[j].shuffle(orders[j])
                    # the epoch's minibatches, every candidate's in its own order, as (k, n) tables
                    # sliced per step: examples, labels, weights and log P(kappa|e)
                    at = np.asarray([orders[j] + (held or []) for j in group])
                    at_t = torch.from_numpy(at)
                    if direct is not None:
                        direct.arrange(at)
                        table = None  # built for a minibatch only if the direct path fails on it
                    else:
                        table = np.stack([examples[j][at[j]] for j in range(k)])
                    y_e, w_e = y_t[at_t], w_t[at_t]
                    reach_e = reach.gather(1, at_t) if reach is not None else None
                    totals = torch.zeros(k, dtype=torch.float64)

                    def terms(b, size):
                        """Per candidate of the group, the mean weighted loss of positions b .. b + size."""
                        try:
                            if direct is None:
                                logp = self._log_probs(table[:, b:b + size].ravel().tolist()).double()
                            else:
                                logp = self._direct_log_probs(direct, b, size, lambda: self._log_probs(
                                    [examples[j][i] for j in range(k) for i in at[j, b:b + size]])).double()
                        except NesyError as e:
                            idx = [list(at[j, b:b + size]) for j in range(k)]
                            raise self._failed_among(sub, examples, idx, heads, ids, e) from None
                        c0 = time.process_time()
                        if reach_e is not None:
                            logp = logp - reach_e[:, b:b + size].reshape(-1)
                        per = weighted_terms(y_e[:, b:b + size].reshape(-1), w_e[:, b:b + size].reshape(-1), logp,
                                             masked=not every_weight).view(k, size).mean(dim=1)
                        self.timings["cpu_loss"] += time.process_time() - c0
                        return per

                    def held_loss():
                        """Per candidate of the group, its mean weighted loss on the held-out positions."""
                        total = torch.zeros(k, dtype=torch.float64)
                        with torch.no_grad():
                            for b in range(n_fit, n_ex, batch_size):
                                size = min(batch_size, n_ex - b)
                                total += terms(b, size) * size
                        return (total / (n_ex - n_fit)).tolist()

                    def keep(values):
                        for j, value in zip(group, values):
                            monitored[j].append(value)
                            if value <= min(monitored[j]):
                                best[j] = (len(losses[j]), [p.detach().clone() for p in own[j]])

                    if held is not None and not monitored[group[0]]:  # the group's first epoch
                        keep(held_loss())
                    for b in range(0, n_fit, batch_size):
                        check_interrupt()
                        size = min(batch_size, n_fit - b)
                        per = terms(b, size)
                        loss = per.sum()
                        for p in params:  # optimizer.zero_grad(), without its per-call overhead
                            p.grad = None
                        self._backward(loss)
                        t0, c0 = time.perf_counter(), time.process_time()  # the networks' update: network time too
                        optimizer.step()
                        self.timings["network"] += time.perf_counter() - t0
                        self.timings["cpu_network"] += time.process_time() - c0
                        for p in others:  # gradients reaching networks that do not train
                            if p.grad is not None:
                                p.grad = None
                        totals += per.detach() * size
                    for j, total in zip(group, totals.tolist()):
                        losses[j].append(total / max(1, n_fit))
                    if held is not None:
                        keep(held_loss())
                        active = [j for j in group if len(losses[j]) < caps[j]
                                  and not until.stops(monitored[j], epochs + 1)]
                        for j in set(group) - set(active):  # stopped: back to its best epoch's copy
                            epoch, values = best[j]
                            with torch.no_grad():
                                for p, v in zip(own[j], values):
                                    p.copy_(v)
                            del losses[j][epoch:]
                    else:
                        active = [j for j in group if len(losses[j]) < caps[j]
                                  and not (until is not None and until.stops(losses[j], epochs))]
        finally:
            for net in self.networks.values():
                net.module.eval()
            for p in params:
                p.grad = None
        if held_losses is not None:
            held_losses[:] = monitored
        return losses

    def _train_refit(self, jobs: Sequence["Candidate"], heads, ids, y, weights, *, epochs: int, lr: float,
                     batch_size: int, until: "Plateau") -> list[list[float]]:
        """``steps="auto_refit"``: choose each candidate's epochs on the held-out examples,
        then retrain it on all the node's examples for that many epochs from the same start.

        1. Choice (only for candidates with more than one allowed count): every candidate
           trains as under ``steps="auto"`` (:attr:`Plateau.holdout` held out, at least
           ``epochs`` epochs, stopping by the rule or the cap), its held-out loss L_0 (before
           training), L_1, ... read after each epoch. It gets e* = the first t >= e_min
           with the least L_t, where e_min = :meth:`Plateau.fewest` (the guard: a copy that
           has not yet had ``epochs`` passes over this node's examples, counting the steps of
           the copy it was warm-started from, a network fresh from the user's at the root
           say, is not kept untrained or short of that on a noisy held-out reading).
        2. Refit: every candidate's networks and ``t(...)`` logits are put back to their
           start, and it trains e* epochs on all the node's examples exactly as
           ``steps="epochs"`` with ``epochs=e*`` would (the same shuffles, a fresh Adam).
           The same number of epochs, not of steps: each example is seen e* times, as in
           the choice (with 5/4 the examples an epoch has 5/4 the steps).

        Without a holdout (a class with fewer than round(1 / holdout) examples, or
        ``holdout=0``), as ``steps="auto"`` on the training loss (nothing to refit)."""
        import dataclasses

        import torch

        plain = dataclasses.replace(until, refit=False)
        held = until.held_out(y)
        if held is None:
            return self.train_together(jobs, heads, ids, y, weights, epochs=epochs, lr=lr, batch_size=batch_size,
                                       until=plain)
        per_all = max(1, -(-len(ids) // batch_size))
        per_fit = max(1, -(-(len(ids) - len(held)) // batch_size))
        chosen = [until.fewest(epochs, per_all, j.steps_before) for j in jobs]
        choose = [k for k, j in enumerate(jobs) if until.cap(epochs, per_fit, j.steps_before) > chosen[k]]
        if choose:
            own = [[p for n in j.trained for p in self.networks[n].module.parameters()] + list(j.parameters)
                   for j in jobs]
            start = [[p.detach().clone() for p in ps] for ps in own]
            monitored: list = []
            self.train_together([jobs[k] for k in choose], heads, ids, y, weights, epochs=epochs, lr=lr,
                                batch_size=batch_size, until=plain, held_losses=monitored)
            for k, curve in zip(choose, monitored):
                tail = curve[chosen[k]:]
                chosen[k] += int(np.argmin(tail))  # the first least
            with torch.no_grad():
                for ps, values in zip(own, start):
                    for p, v in zip(ps, values):
                        p.copy_(v)
        return self.train_together(jobs, heads, ids, y, weights, epochs=epochs, lr=lr, batch_size=batch_size,
                                   epochs_each=chosen)

    def _failed_among(self, jobs, examples, idx, heads, ids, e: NesyError) -> LearningError:
        """The error of a joint minibatch, named: the first candidate whose own part fails
        (evaluated alone), else the first candidate's."""
        for j, job in enumerate(jobs):
            try:
                self.evaluator.log_probs([examples[j][i] for i in idx[j]])
            except NesyError as one:
                return self._failed(job.what, heads, [ids[i] for i in idx[j]], one)
        return self._failed(jobs[0].what, heads, [ids[i] for i in idx[0]], e)


@dataclass(frozen=True)
class Candidate:
    """One candidate to train (:meth:`Workspace.train_together`): its query predicate, log
    P(kappa|e) per example of the node when the query holds kappa too (else None), the names of
    its networks' copies and its ``t(...)`` logits to step, its seed and its text (for errors)."""

    name: str
    log_reach: Any
    trained: tuple
    parameters: tuple
    seed: int
    what: str
    steps_before: int = 0  # optimizer steps its copies took before (where warm-started), for Plateau.cap


@dataclass(frozen=True)
class Plateau:
    """``steps="auto"``: when a candidate stops training at a node (:meth:`Workspace.train_together`).

    After each epoch t (its mean weighted loss L_t, the loss of §4.2 averaged over the epoch's
    minibatches), a candidate that has trained at least ``epochs`` epochs (the floor: the
    paper's schedule) stops when the best loss of its last ``patience`` epochs is not below
    (1 - ``tol``) times its best loss before them: min(L_{t-patience+1..t}) > (1 - tol) *
    min(L_{1..t-patience}) (a relative improvement under ``tol`` in ``patience`` epochs; a best
    loss of 0 stops it too). Whatever the loss does, it stops when its network copies have
    taken ``max_steps`` optimizer steps in all, counting those of the copies it was
    warm-started from (:meth:`cap`), but never before the floor. A loss that falls by a
    constant factor per epoch (a test getting sharper on examples it already separates) runs
    to the cap; one that has levelled off stops ``patience`` epochs after the floor."""

    tol: float = 0.01
    patience: int = 5
    max_steps: int = 400
    # the share of a node's examples held out (stratified by class: every round(1 / holdout)-th
    # example of each class, in the node's order) and not trained on: the rule then reads
    # their loss (before training and after each epoch) instead of the training loss, and a
    # stopped candidate keeps its copy of the epoch whose held-out loss was least (0: the
    # training loss, the last epoch's copy; also where a class would get no held-out example)
    holdout: float = 0.2
    # steps="auto_refit": the epochs are chosen on the held-out loss, then the candidate is put
    # back to its start and trained that many epochs on all the node's examples
    # (:meth:`Workspace._train_refit`)
    refit: bool = False

    def fewest(self, floor: int, per_epoch: int, steps_before: int = 0) -> int:
        """``refit``: the fewest epochs a candidate may be refitted for at a node of
        ``per_epoch`` steps an epoch (all its examples), where ``floor`` is its ``epochs``:
        enough that its copies have taken ``floor`` epochs' steps at this node in all, counting
        the ``steps_before`` of the copies it was warm-started from. At the root (0 before)
        that is ``floor``: a network fresh from the user's, untrained, is never what a noisy
        held-out loss may choose; a copy that trained ``floor`` epochs over its parent's (more)
        examples may keep 0 more."""
        return max(0, -(-(floor * per_epoch - steps_before) // per_epoch))

    def held_out(self, y) -> list[int] | None:
        """The held-out positions among a node's examples of labels ``y`` (None: none)."""
        if self.holdout <= 0:
            return None
        every = max(2, round(1 / self.holdout))
        y = np.asarray(y)
        out = []
        for c in (0, 1):
            at = np.flatnonzero((y > 0.5) == bool(c))
            if len(at) < every:
                return None
            out.extend(int(i) for i in at[every // 2::every])
        return sorted(out)

    def cap(self, floor: int, per_epoch: int, steps_before: int = 0) -> int:
        """The most epochs at a node of ``per_epoch`` steps an epoch: enough to reach
        ``max_steps`` in all, and at least ``floor``."""
        return max(floor, -(-max(0, self.max_steps - steps_before) // per_epoch))

    def stops(self, losses: Sequence[float], floor: int) -> bool:
        """Whether a candidate whose epochs' losses are ``losses`` stops now."""
        t = len(losses)
        if t < floor or t <= self.patience:
            return False
        before = min(losses[:t - self.patience])
        return before <= 0 or min(losses[t - self.patience:]) > (1 - self.tol) * before


class Facts:
    """A predicate defined by certain facts alone (no rule, no probability), read from a
    program's database: a test on it is a database lookup, 1 for an example whose instance of
    the test is one of the facts (up to unification), else 0, as grounding that instance gives
    (:meth:`Workspace.decide`), found by one hash lookup instead of grounding the instance.

    >>> from nesylang.session import Program
    >>> from nesylang.logic.terms import Struct
    >>> p = Program.from_string("has(r1, a). has(r2, 1). has(X, all).")
    >>> f = Facts.read(p.loaded, ("has", 2))
    >>> [f.holds((Struct(r), v)) for r, v in (("r1", Struct("a")), ("r2", 1), ("r2", 1.0), ("r3", Struct("all")))]
    [True, True, False, True]
    """

    def __init__(self, patterns: dict[tuple[int, ...], set]):
        # the facts by the argument positions they bind (the rest are distinct variables,
        # which match anything): positions -> the set of their keyed values
        self.patterns = patterns
        # (positions bound, those of them a test fixes) -> the fixed positions' values -> the
        # set of the other bound positions' values (one value where there is one position)
        self._index: dict[tuple, dict] = {}

    @classmethod
    def read(cls, loaded, sig: tuple[str, int]) -> "Facts | None":
        """The facts of ``sig`` in the database of the loaded program ``loaded``; None where a
        lookup is not sure to be what grounding gives: ``sig`` undefined or with a rule or a
        probabilistic clause, a directive (which could add clauses when the program is
        grounded), or a fact whose unbound arguments are not distinct variables (matching it
        is unification)."""
        from ...logic.terms import Var
        from ...logic.unify import deref, is_ground

        defined = loaded.db.clauses.get(sig)
        if not defined or loaded.directives or any(rc.body is not None for rc in defined):
            return None
        every = tuple(range(sig[1]))
        patterns: dict[tuple[int, ...], set] = {}
        ground = patterns[every] = set()
        for rc in defined:
            args = rc.head.args
            if rc.head._ground:
                ground.add(tuple([keyed(a) for a in args]))
                continue
            bound, free = [], []
            for k, a in enumerate(args):
                if is_ground(a):
                    bound.append(k)
                    continue
                a = deref(a)
                if type(a) is not Var or any(a is f for f in free):
                    return None
                free.append(a)
            patterns.setdefault(tuple(bound), set()).add(tuple(keyed(args[k]) for k in bound))
        return cls({bound: found for bound, found in patterns.items() if found})

    def holds(self, args: Sequence[Any]) -> bool:
        """Whether the ground atom ``sig(args...)`` is one of the facts (matches one)."""
        return bool(self.holding([(False, [keyed(a)]) for a in args], 1)[0])

    def holding(self, args: Sequence[tuple[bool, Any]], n: int) -> np.ndarray:
        """:meth:`holds` of ``n`` atoms at once, a 0/1 float array. Per argument, ``(True,
        key)`` where all ``n`` share the value whose key (:func:`keyed`) is ``key``, else
        ``(False, keys)``, the ``n`` atoms' keys. The facts are indexed once by the shared
        arguments' values, so each atom costs one set lookup of its own arguments."""
        out = np.zeros(n, dtype=bool)
        for bound, found in self.patterns.items():
            fixed = tuple(k for k in bound if args[k][0])
            varying = [k for k in bound if not args[k][0]]
            index = self._index.get((bound, fixed))
            if index is None:
                index = self._index[(bound, fixed)] = {}
                at_fixed = [bound.index(k) for k in fixed]
                at_varying = [bound.index(k) for k in varying]
                for values in found:
                    rest = values[at_varying[0]] if len(at_varying) == 1 else tuple(values[j] for j in at_varying)
                    index.setdefault(tuple(values[j] for j in at_fixed), set()).add(rest)
            hit = index.get(tuple(args[k][1] for k in fixed))
            if not hit:
                continue
            if not varying:
                out[:] = True
                break
            rows = args[varying[0]][1] if len(varying) == 1 else zip(*[args[k][1] for k in varying])
            out |= np.fromiter(map(hit.__contains__, rows), dtype=bool, count=n)
        return out.astype(float)


def keyed(term):
    """A ground argument as a set key that equals another only where the two unify: an atom
    its name (a plain string: hashed and compared in C), a compound term itself, anything else
    (type, value) (numbers keyed with their type, as the clause index keys them: 1 and 1.0 do
    not unify)."""
    if type(term) is Struct:
        return term if term.args else str(term.functor)
    return (type(term), term)


def _object_array(items: list) -> np.ndarray:
    """``items`` as a 1-d numpy object array (never a 2-d one, whatever the items are)."""
    out = np.empty(len(items), dtype=object)
    out[:] = items
    return out


def _timed_templates(program, timings: dict[str, float]):
    """A throwaway in-memory template cache that adds its grounding and compilation seconds to
    ``timings["compile"]``."""
    from ...neural.templates import TemplateCache

    timings = new_timings(timings)
    cache = TemplateCache(program)
    cache.disk = None  # never written to disk (TemplateCache(disk=None) means the default folder)
    compile_ = cache._compile

    def timed(*args, **kwargs):
        t0, c0 = time.perf_counter(), time.process_time()
        try:
            return compile_(*args, **kwargs)
        finally:
            timings["compile"] += time.perf_counter() - t0
            timings["cpu_compile"] += time.process_time() - c0

    cache._compile = timed
    cache.lookup = _per_row_lookup(cache.lookup)
    return cache


def _per_row_lookup(lookup):
    """``TemplateCache.lookup`` for candidate queries ``c_k(Row...)``: every candidate asks for
    the same example arguments under its own predicate, so the arguments are abstracted (tensor
    refs out, placeholders in) once per example, not once per candidate, and each candidate's
    template is found by (predicate, shape) without building and hashing the template query
    again. The first query of each (predicate, shape) goes through ``lookup`` itself, so what
    is compiled, and every error, is as before."""
    from ...logic.unify import variant_key
    from ...neural.templates import abstract

    rows: dict[int, tuple] = {}     # id(args) -> (args, shape, tensor refs, labels)
    shapes: dict[Any, int] = {}     # variant key of the abstracted arguments -> shape number
    found: dict[tuple, Any] = {}    # (predicate, shape) -> its template

    def per_row(query, span=None):
        if type(query) is not Struct or not query.args:
            return lookup(query, span)
        row = rows.get(id(query.args))
        if row is None or row[0] is not query.args:
            t, refs, labels, _ = abstract(Struct("$row", query.args))
            shape = shapes.setdefault(variant_key(t), len(shapes))
            row = rows[id(query.args)] = (query.args, shape, refs, labels)
        _, shape, refs, labels = row
        template = found.get((query.functor, shape))
        if template is None:
            template, refs, output = lookup(query, span)
            found[(query.functor, shape)] = template
            return template, refs, output
        return template, refs, (template.output_index(labels) if template.opened else 0)

    return per_row


def copy_network(net):
    """A trainable copy of a :class:`~nesylang.neural.networks.Network` (weights copied)."""
    from ...neural.networks import Network

    module = copy.deepcopy(net.module)
    for p in module.parameters():
        p.requires_grad_(True)
    return Network(module, output=net.output, lr=net.lr)


def base_program(program, key: str):
    """The user's program as a workspace starts from: no learning directives, and without what
    an earlier run of the same directive learned (a re-run replaces it)."""
    loaded = program.loaded.copy()
    loaded.learn = []
    old = loaded.provenance.pop(key, None)
    if old is not None:
        loaded.statements = [s for s in loaded.statements if not any(s is o for o in old.statements)]
        loaded.declarations = [d for d in loaded.declarations if not any(d is o for o in old.statements)]
        loaded.db.remove(set(old.clause_ids))
    return loaded
