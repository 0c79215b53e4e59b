r"""The k most probable proofs of a query in all, by a top-down search over derivations.

``program.query(goal, proofs=k)`` on an open query (:mod:`nesylang.neural.kbest_open`) first
tries this search, as DeepProbLog's approximate engine does: SLD resolution over the program's
clauses, one derivation at a time, without tables. A derivation's probability so far is the
product of the distinct choices it has made (a choice it makes again costs nothing; two
outcomes of one group make it inconsistent). Adding a choice never raises that product, so it
is an upper bound on the probability of every proof the derivation can still become, whatever
calls it makes later: the bound follows the caller's choices, which the tabled grounder's
per-table bounds cannot (:mod:`nesylang.neural.kbest_open`).

The search is iterative deepening on that bound. A round with threshold ``tau`` follows every
derivation until its product falls below ``tau``, so it finds every proof of probability
``>= tau``, with its probability exact. When a round has found at least ``k`` (answer, proof)
pairs, the ``k`` most probable of them are provably the ``k`` most probable of the query (no
proof it did not find reaches ``tau``). Otherwise ``tau`` is lowered (to about the value that
admits as many cut derivations as the round took steps, at most by the factor ``shrink``) and
the search runs again. A round with nothing cut has found every proof.

Deterministic builtins, arithmetic, ``call/N``, autoloaded library predicates and the
grounder's other deterministic constructs run as in grounding (this class is a
:class:`~nesylang.grounding.grounder.Grounder` whose user-predicate calls resolve clauses
instead of tabling). It gives up (:class:`TopDownUnsupported`, and the caller grounds instead)
where it cannot be exact:

* a negation, an if-then-else's condition or a ``findall``/``all`` whose goal makes a
  probabilistic choice (a deterministic one is decided on the spot);
* a call that is a variant of one of its own ancestors and is not ground (left recursion such
  as ``p(X) :- p(Y), e(Y, X)``: without tables its answers would be lost or the search would
  not end). A *ground* call equal to an ancestor is cut: any proof through it contains a
  proof without the repetition, which is at least as probable (unless the repetition passes
  through a negation, an if-then-else's condition or a findall: ``p :- \+ p`` is the
  grounder's error);
* an answer that is probabilistic but not ground (the grounder reports that error).

Derivations, not tables, are what it enumerates, so deterministic sub-goals are solved again
in every derivation that calls them: where a program's logic dominates (many deterministic
calls per choice), grounding once can be faster.
"""
from __future__ import annotations

import time

from ..errors import NesyError, RecursionLimitError
from ..interrupts import check as check_interrupt
from ..logic.terms import Struct
from ..logic.unify import deref, is_ground, resolve, undo, variant_key, variant_key_vars
from ..program.loader import goal_from_term
from ..program.database import CALL
from .ground_program import KIND_CHOICE, TRUE
from .grounder import Grounder, _NeedDeepStack, _at_callers_call, _unify_head
from .kbest import KProof
from . import uniform
from .reflect import REFLECTIVE


class TopDownUnsupported(Exception):
    """The query needs what the top-down search cannot do exactly (see the module docstring)."""


class _Prover(Grounder):
    """A grounder whose calls to user predicates are resolved clause by clause (no tables), and
    whose probabilistic choices are cut when the derivation's product falls below ``tau``."""

    def __init__(self, db, weights_of, tau: float, **kwargs):
        super().__init__(db, **kwargs)
        self.weights_of = weights_of  # group -> its outcome probabilities (memoised by the caller)
        self.tau = tau
        self.ancestors: dict = {}  # the calls on the current derivation's path: key -> their depths
        self.scopes: list[int] = []  # the depth at each enclosing negation, condition or findall
        self.depth = 0
        self.inner = 0  # > 0 inside a negation, an if-then-else's condition or a findall
        self.cut: list[float] = []  # the bounds of the derivations cut
        self.steps = 0
        self.kept = 0  # choice outcomes followed (at least tau)

    # ---- the derivation's probability ---------------------------------------------------------
    def probability(self, deps) -> float:
        """The product of the distinct choices in ``deps`` (0 if two outcomes of one group)."""
        gp = self.gp
        kinds, data = gp.kinds, gp.data
        chosen: dict[int, int] = {}
        p = 1.0
        for x in deps:
            if x == TRUE:
                continue
            if x < 0 or kinds[x] != KIND_CHOICE:  # pragma: no cover - only choices reach deps here
                raise TopDownUnsupported("a derivation depends on a derived formula")
            g, i = data[x]
            j = chosen.get(g)
            if j is None:
                chosen[g] = i
                p *= self.weights_of(gp, g)[i]
            elif j != i:
                return 0.0
        return p

    def _choice(self, goal, env, deps):
        if self.inner:
            for d in super()._choice(goal, env, deps):
                if len(d) > len(deps):
                    raise TopDownUnsupported("a negation, if-then-else or findall over a probabilistic goal")
                yield d
            return
        tau = self.tau
        for d in super()._choice(goal, env, deps):
            self.steps += 1
            if len(d) > len(deps):
                p = self.probability(d)
                if p < tau:
                    if p > 0.0:
                        self.cut.append(p)
                    continue
                self.kept += 1
            yield d

    def _complete(self, derivations, collect, span, message, problog=None):
        """A negation's, condition's or findall's goal, solved to the end: only where it makes
        no probabilistic choice (then each derivation is certain)."""
        self.inner += 1
        self.scopes.append(self.depth)
        keep = self.keep_certain
        self.keep_certain = -1
        try:
            return [collect(d) for d in derivations()]
        finally:
            self.inner -= 1
            self.scopes.pop()
            self.keep_certain = keep

    # ---- resolution -----------------------------------------------------------------------------
    def _call(self, term, span, deps):
        term = deref(term)
        if type(term) is not Struct:
            return super()._call(term, span, deps)  # its error
        sig = (term.functor, len(term.args))
        clauses = self.db.clauses.get(sig)
        if clauses is None and not self._library_builtin(sig) and sig not in REFLECTIVE \
                and self.autoload is not None and self.autoload(sig):
            clauses = self.db.clauses.get(sig)
        if clauses is None:
            if sig == uniform.SIGNATURE:  # its mode depends on the tabled answers before it
                raise TopDownUnsupported("sample_uniform1/3 (ProbLog's cache of ground answers needs tables)")
            return super()._call(term, span, deps)  # builtins of libraries, reflection, errors
        return self._resolve(term, clauses, span, deps)

    def _resolve(self, term, clauses, span, deps):
        ground = resolve(term)
        key = ground if ground._ground else variant_key_vars(ground)[0]
        seen = self.ancestors.get(key)
        if seen is not None:
            if ground._ground and (not self.scopes or seen[-1] >= self.scopes[-1]):
                return  # a proof through the repetition contains one without it
            if ground._ground:  # through a negation: p :- \+ p is not stratified (the grounder says so)
                raise TopDownUnsupported("recursion through a negation, if-then-else or findall")
            raise TopDownUnsupported(f"recursion through a variant of a call with variables ({term.functor}/"
                                     f"{len(term.args)})")
        if self.shallow_limit is not None and self.depth >= self.shallow_limit:
            raise _NeedDeepStack
        if self.depth >= self.recursion_limit:
            raise RecursionLimitError(
                f"recursion deeper than {self.recursion_limit} nested calls (at {term.functor}/"
                f"{len(term.args)}); the program may recurse forever, or raise the limit with --recursion-limit",
                span)
        self.steps += 1
        if not self.steps & 1023:
            check_interrupt()
            if self.budget is not None:
                self.budget.check_time()
        ancestors = self.ancestors
        trail = self.trail
        on = False

        def enter():
            nonlocal on
            ancestors.setdefault(key, []).append(self.depth)
            self.depth += 1
            on = True

        def leave():
            nonlocal on
            if on:
                depths = ancestors[key]
                depths.pop()
                if not depths:
                    del ancestors[key]
                self.depth -= 1
                on = False

        enter()
        try:
            for clause in self.db.candidates(term, clauses):
                env: dict = {}
                mark = len(trail)
                if _unify_head(clause.head, term, env, trail):
                    if clause.body is None:
                        leave()
                        yield deps
                        enter()
                    else:
                        for d in self.solve(clause.body, env, deps):
                            leave()
                            yield d
                            enter()
                undo(trail, mark)
        except NesyError as e:
            _at_callers_call(e, span)
            raise
        finally:
            leave()


def top_down_round(program, term, span, tau: float, weights: dict | None = None):
    """One round: (the prover, {answer key: (answer, {proof literals: probability})}) with every
    proof of probability ``>= tau``. ``weights``: group key -> outcome probabilities, filled in
    as groups are met (shared by the rounds of one search). Raises :class:`TopDownUnsupported`."""
    from .grounder import run_deep

    shared: dict = {} if weights is None else weights
    by_id: dict[int, list[float]] = {}  # this round's group ids (they differ between rounds)

    def weights_of(gp, g):
        w = by_id.get(g)
        if w is None:
            key = gp.groups[g].key
            w = shared.get(key)
            if w is None:
                w = shared[key] = [float(x) for x in program.group_weights(gp, [g])[g]]
            by_id[g] = w
        return w

    def work():
        by_id.clear()
        base = program._grounder()
        prover = _Prover(base.db, weights_of, tau, recursion_limit=program.options.recursion_limit)
        for name in ("autoload", "subquery", "cmd_args", "neural_select"):
            setattr(prover, name, getattr(base, name))
        for t, sp in program._loaded.directives:
            prover.run_directive(t, sp)
        found: dict = {}
        goal = goal_from_term(term, span)
        if goal.kind == CALL:
            prover._check_defined(goal.term, span)
        trail = prover.trail
        mark = len(trail)
        try:
            for deps in prover.solve(goal, None, ()):
                answer = resolve(term)
                literals = frozenset(x for x in deps if x != TRUE)
                if literals and not is_ground(answer):
                    raise TopDownUnsupported("a probabilistic answer with variables")
                entry = found.get(variant_key(answer))
                if entry is None:
                    entry = found[variant_key(answer)] = (answer, {})
                if literals not in entry[1]:
                    entry[1][literals] = prover.probability(deps)
        except NesyError as e:
            raise e.with_span(span) from None
        finally:  # the query's own variables are bound while a derivation is open
            undo(trail, mark)
        return prover, found

    return run_deep(work, program.options.recursion_limit)


def k_best_top_down(program, term, span, k: int, *, tau: float = 0.5, shrink: float = 1 / 16,
                    rounds: list | None = None):
    """The ``k`` most probable proofs of ``term`` in all, as
    :func:`nesylang.neural.kbest_open.k_best_in_all` returns them: (ground program, answers
    [(term, None)], [(probability, answer index, KProof)] best first, certified). A round that
    passes the time limit ends the search with the previous round's proofs, uncertified
    (a :class:`~nesylang.errors.LimitError` if there is none). ``rounds`` receives
    (tau, proofs found, derivations cut, steps, CPU s) per round."""
    from ..errors import LimitError
    from ..limits import Budget, running, stage

    last = None
    weights: dict = {}
    with running(Budget(program.options.limits(), program._budget([(term, span)]).goal, span)):
        stage("searching proofs")
        while True:
            started = time.process_time()
            try:
                prover, found = top_down_round(program, term, span, tau, weights)
            except LimitError:
                if last is None:
                    raise
                return last[0], last[1], last[2], False
            answers = [(answer, None) for answer, _ in found.values()]
            pairs = [(p, i, KProof(lits, p)) for i, (_, proofs) in enumerate(found.values())
                     for lits, p in proofs.items()]
            pairs.sort(key=lambda t: (-t[0], t[1], sorted(t[2].literals)))
            if rounds is not None:
                rounds.append((tau, len(pairs), len(prover.cut), prover.steps, time.process_time() - started))
            if len(pairs) >= k or not prover.cut:
                return prover.gp, answers, pairs[:k], True
            last = (prover.gp, answers, pairs[:k])
            # admit about as many cut derivations as were followed (a round then costs about
            # twice the last), lowering tau by at most ``shrink``
            ranked = sorted(prover.cut, reverse=True)
            tau = max(ranked[min(len(ranked) - 1, max(prover.kept, 1))], tau * shrink)
