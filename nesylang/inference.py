"""Inference: a program's queries and evidence -> answers, proofs, or the most probable world.

Runs the stages of one query explicitly, each within the program's limits
(:mod:`nesylang.limits`): :func:`ground` (queries and evidence -> ground program),
:func:`compile_queries` (ground program -> compiled circuit, cached on the program by
query, evidence and mode), then evaluation: the circuit weighed with the current
probabilities (fixed, learned, or neural: ``program.group_weights``), with results as
:class:`Answer`, :class:`Proof` and :class:`MPE` values.

Each function takes the :class:`~nesylang.session.Program` it runs on (this module never
imports the session) and is what one of its methods does: ``_ground``, ``_compiled``,
``query`` (:func:`infer`, :func:`infer_kbest`), ``explain`` and ``mpe``.

>>> from nesylang import Program
>>> p = Program.from_string("0.3::a. 0.5::b. c :- a ; b.")
>>> [(a.atom, round(a.probability, 4)) for a in infer(p, [p._parse_goal("c")], [])]
[('c', 0.65)]
"""
from __future__ import annotations

import threading
import time
from dataclasses import field
from typing import Any

from .errors import EvidenceError, NesyError
from .grounding.ground_program import FALSE, KIND_CHOICE, TRUE
from .util.memory import collector_off
from .util.records import record, set_field as _set
from .limits import running, stage
from .logic.terms import Term, answer_str, term_str


@record(frozen=True)
class Answer:
    """One answer of a query: the atom as the language prints it, and its probability."""

    atom: str
    probability: float
    term: Any = field(default=None, compare=False, repr=False)

    def __init__(self, atom: str, probability: float, term: Any = None) -> None:
        _set(self, "atom", atom)
        _set(self, "probability", probability)
        _set(self, "term", term)


@record(frozen=True)
class Proof:
    """The most probable proof of an answer: the choices it uses and their joint probability."""

    atom: str
    probability: float
    literals: tuple[str, ...]

    def __init__(self, atom: str, probability: float, literals: tuple[str, ...]) -> None:
        _set(self, "atom", atom)
        _set(self, "probability", probability)
        _set(self, "literals", literals)


@record(frozen=True)
class MPE:
    """The most probable explanation of the evidence: a world and its probability P(world, e)."""

    probability: float
    true: tuple[str, ...]
    false: tuple[str, ...]
    log_probability: float = field(default=0.0, compare=False, repr=False)  # exact below 1e-308 too

    def __init__(self,
                 probability: float,
                 true: tuple[str, ...],
                 false: tuple[str, ...],
                 log_probability: float = 0.0) -> None:
        _set(self, "probability", probability)
        _set(self, "true", true)
        _set(self, "false", false)
        _set(self, "log_probability", log_probability)


# ProbLog raises InconsistentEvidenceError here; the message names it, as the other errors name theirs
_INCONSISTENT = "the evidence is inconsistent: it has probability 0 (ProbLog: InconsistentEvidenceError)"


def ground(program, queries, evidence):
    """Ground ``queries`` (a list of (term, span)) and ``evidence`` (a list of (term, value,
    span)): the ground program, each query's answers as (term, node), and each evidence atom's
    (node, value, span)."""
    import copy
    import dataclasses

    from .grounding import assertion, uniform
    from .grounding.grounder import nonground_query_error, run_deep
    from .logic.terms import Struct, iter_vars
    from .logic.unify import is_ground, resolve, variant_key

    grounder = still = None
    # subquery/3,5 lists every answer of its goal, those its evidence makes false too (with 0)
    keep_false = getattr(_SUBQUERY, "keep_false", False)
    _SUBQUERY.keep_false = False  # (for this grounding only, not for those it starts)

    def here():
        """The program a subquery/2,3,5 of this grounding answers on, as ProbLog's runs on the
        live database: the grounder's, with what library(assert) changed so far, and without
        the directives, which have run (once: their output is not repeated, and a directive
        that calls subquery does not run itself again)."""
        nonlocal still
        live = grounder.live_state()  # library(assert) or library(record) loaded
        if grounder.db is program.db and not program._loaded.directives:
            return program  # the program as loaded: its cache of compiled subqueries is good
        if still is not None:
            return still
        view = copy.copy(program)
        view._loaded = dataclasses.replace(program._loaded, db=grounder.db, directives=[])
        view._cache, view._evaluators = {}, {}
        if not live:  # nothing changes the database: one view, whose cache serves every subquery
            still = view
        return view

    def sub(goal, ev, span):
        """subquery/2,3,5 of this grounding; where the database is live, the inner grounding
        shares it (handed over per thread, see _SUBQUERY.caller)."""
        view = here()
        previous = getattr(_SUBQUERY, "caller", None)
        _SUBQUERY.caller = grounder if view is not still and view is not program else None
        try:
            return subquery(view, goal, ev, span)
        finally:
            _SUBQUERY.caller = previous

    def work():
        nonlocal grounder
        grounder = program._grounder()
        caller = getattr(_SUBQUERY, "caller", None)
        if caller is not None:  # a subquery's grounding, on its caller's live database
            _SUBQUERY.caller = None  # for this grounding only, not for those it starts
            grounder.share_live_state(caller)
        if grounder.subquery is not None:
            grounder.subquery = sub
        gp = grounder.gp
        for term, span in program._loaded.directives:
            grounder.run_directive(term, span)
        if program._loaded.directives:
            grounder.forget_complete_tables()  # ProbLog grounds the queries with a fresh cache
        per_query = []
        pending: list = []  # non-ground answers, judged below
        # judged after the evidence's propagation, which can decide such an answer; without
        # evidence, raised at once, as ProbLog raises it before it grounds the next query (which
        # may not terminate: `last(S, _)` with S left unbound)
        grounder.defer_nonground = pending if evidence else None
        clauses_pending: list = []  # non-ground probabilistic clauses, judged below
        early = None  # the evidence's answers, where it is grounded before the queries
        if evidence:
            grounder.defer_nonground_clause = clauses_pending
            # (ground calls of these are not answered from ProbLog's cache: see Grounder._answered)
            grounder.evidence_sigs = frozenset((t.functor, len(t.args)) for t in (resolve(e[0]) for e in evidence)
                                               if type(t) is Struct)
            # ProbLog grounds the evidence before the queries: so does the grounding of an
            # evidence that may call library(assert)'s assertz/retract (the queries see what
            # it changed; found by a walk of the names its clauses mention)
            changes = (not keep_false and assertion.LIBRARY in grounder.db.libraries
                       and assertion.evidence_may_change(grounder.db, (t for t, *_ in evidence)))
            if changes or not keep_false and (uniform.called_in(grounder.db)
                                              or uniform.mentioned(t for t, *_ in (*queries, *evidence))):
                # ProbLog grounds the evidence before the queries, and sample_uniform1/3's answers
                # depend on that order (see grounding/uniform.py): so here too, for such a program
                # (the loader marks its database: no scan here); not in a subquery/3,5, whose
                # goal ProbLog grounds before its evidence
                firsts = [grounder.ground_goal(term, span, query=not is_ground(term))
                          for term, _, span in evidence]
                if changes:
                    # kept: grounded again after the queries, the evidence would see what
                    # library(assert) did in between; ProbLog's keeps its first grounding
                    early = firsts
        if evidence and not keep_false:  # (subquery/3,5 grounds its goal before its evidence)
            grounder.evidence_true = evidence_true_choices(grounder.db, evidence)
        seen: dict = {}  # a query written twice is grounded once, as in ProbLog (it matters
        for term, span in queries:  # where library(assert) changes the database in between)
            # (but a query/1 rule's query keeps the names ProbLog gives its variables, so
            # `query(t(a, _)).` and the rule's t(a, X3) are two queries, as in ProbLog)
            key = (variant_key(term), tuple(v.name for v in iter_vars(term) if v.name.startswith("$")))
            if key not in seen:
                seen[key] = grounder.ground_goal(term, span, query=True)
            per_query.append(seen[key])
        grounder.evidence_true = None
        grounder.defer_nonground = grounder.defer_nonground_clause = None
        if pending and not evidence:
            raise nonground_query_error(*pending[0][1:])
        ev_nodes = []
        if grounder.track:  # (GroundProgram.evidence_seq)
            grounder.evidence_seq = gp.evidence_seq
        for k, (term, value, span) in enumerate(evidence):
            if is_ground(term):
                answers = early[k] if early is not None else grounder.ground_goal(term, span)
                answers = [(resolve(term), answers[0][1] if answers else FALSE)]
            else:  # as ProbLog: the evidence holds for each answer (none: for the goal, false)
                answers = (early[k] if early is not None
                           else grounder.ground_goal(term, span, query=True))
                key = variant_key(resolve(term))
                for _, node in answers:
                    gp.evidence_calls.setdefault(abs(node), key)
            for answer, node in answers:
                gp.evidence.append((answer, node, value, span))
                ev_nodes.append((node, value, span))
        grounder.evidence_seq = None
        if clauses_pending:
            _check_nonground_clauses(gp, clauses_pending)
        if ev_nodes:
            per_query = _drop_answers_evidence_falsifies(gp, queries, per_query, pending, keep_false)
        elif pending:
            raise nonground_query_error(*pending[0][1:])
        if len(per_query) > 1:
            per_query = _one_node_per_name(queries, per_query, gp.printed)
        for answers in per_query:
            gp.queries.extend(answers)
        return gp, per_query, ev_nodes

    started = time.perf_counter()
    try:
        with running(program._budget(queries or [(t, sp) for t, _, sp in evidence])), collector_off():
            stage("grounding")
            gp, per_query, ev_nodes = run_deep(work, program.options.recursion_limit)
    finally:
        # The grounder holds `sub`, whose closure holds the grounder and the program: a cycle
        # that only the cyclic collector frees, so a dropped Program (its ground programs and
        # circuits) lived until a full collection, and each one made those collections come
        # sooner (0.1 s each with torch loaded). Nothing calls `sub` after the grounding.
        grounder = None  # (clears the closures' cell)
    program.last_stats["ground_seconds"] = time.perf_counter() - started
    return gp, per_query, ev_nodes


def evidence_true_choices(db, evidence) -> frozenset | None:
    """The evidence-true atoms where every evidence atom is a ground, true atom of a predicate
    defined by annotated-disjunction facts (or probabilistic facts) only; else None. ProbLog
    grounds such evidence first, which makes only those choices, so every other choice of their
    groups is first made while the queries are grounded, after the evidence was propagated: false
    there (see findall.sublists). Evidence on another atom may make more choices first: None."""
    from .logic.terms import Struct
    from .logic.unify import is_ground, resolve
    from .program.database import CHOICE

    out = set()
    for term, value, _ in evidence:
        term = resolve(term)
        if value is not True or type(term) is not Struct or not is_ground(term):
            return None
        clauses = db.clauses.get((term.functor, len(term.args)))
        if not clauses:
            return None
        for c in clauses:
            body = c.body
            if body is None or body.kind != CHOICE or body.extra[0].from_rule or body.extra[0].neural is not None:
                return None
        out.add(term)
    return frozenset(out)


def _one_node_per_name(queries, per_query, printed=None):
    """The answers of each query, an atom that two queries answer kept once (where the first
    one lists it), with ProbLog's node for it: its formula has one node per name, and a later
    query's answer renames its own node (LogicFormula.add_name overwrites), except that a later
    ground query is answered from the cache of an earlier open call (DefineCache keeps each
    ground answer of a completed call), which gives the same node. The two differ where a rule
    is not steadfast (`r(X, N) :- findall(Y, f(X, Y), L), length(L, N), g(X).` queried as
    r(1, _) and then as r(_, _): r(1, 1) is answered by the second). ``printed`` (a dict) gets
    each answer's name (see GroundProgram.printed)."""
    from .logic.unify import is_ground

    where: dict[str, tuple[int, int]] = {}
    out = []
    for (term, _), answers in zip(queries, per_query):
        mine = []
        later_open = not is_ground(term)
        for answer, node in answers:
            name = answer_str(answer)
            if printed is not None:
                printed[id(answer)] = (answer, name)
            at = where.get(name)
            if at is None:
                where[name] = (len(out), len(mine))
                mine.append((answer, node))
            elif later_open:
                q, i = at
                out[q][i] = (out[q][i][0], node)
        out.append(mine)
    return out


def _check_nonground_clauses(gp, pending):
    """ProbLog's NonGroundProbabilisticClause for each (body node, error) in ``pending``: a
    probabilistic clause reached with an unbound variable while the queries were grounded. ProbLog
    grounds the queries after propagating the evidence, so a clause whose body the evidence makes
    false is never reached there: no error, and no derivation (`0.8::h(X) :- X = 1, forall(member(Y,
    [1, 2]), q(X, Y)).` with `evidence(q(1, 2), false)` lists `h(X2)` with 0)."""
    fixed = gp.evidence_fixed()
    if not fixed:  # nothing decided, or inconsistent evidence
        raise pending[0][1]
    false = gp.falsified(fixed)
    try:
        for node, error in pending:
            if not false(node):
                raise error
    finally:
        false.release()  # (its closures' reference cycles: see GroundProgram.falsified)


def _drop_answers_evidence_falsifies(gp, queries, per_query, pending=(), keep_false=False):
    """Each open query's answers without those the evidence makes false by propagation, as
    ``problog FILE`` lists them: it propagates the evidence through the ground program before it
    grounds the queries, so such an answer is never found (an open query left with none is
    listed as itself, false). A ground query keeps its answer, with probability 0.

    ``pending``: the queries' answers that are not ground and not certain ((node, query,
    answer, span)); ProbLog's NonGroundQuery error, unless the evidence makes the answer false
    (dropped, as above) or true (ProbLog's node is then TRUE, no error): `u(Y) :- \\+ p(a, Y).`
    with p(a, b) in the evidence lists `u(X2)` with 0.

    ``keep_false``: check ``pending`` only, and keep every answer, as subquery/3,5 does:
    ProbLog's grounds its goal and then its evidence, with no propagation in between, so an
    answer the evidence excludes is listed, with probability 0."""
    from .grounding.grounder import nonground_query_error
    from .logic.terms import Struct
    from .logic.unify import is_ground, resolve

    if all(is_ground(term) for term, _ in queries):
        return per_query
    fixed = gp.evidence_fixed()
    if not fixed:  # nothing decided, or inconsistent evidence (reported, located, later)
        if pending:
            raise nonground_query_error(*pending[0][1:])
        return per_query
    false = gp.falsified(fixed)
    try:
        for node, term, answer, span in pending:
            if not (false(node) or false(-node)):
                raise nonground_query_error(term, answer, span)
        if keep_false:
            return per_query
        out = []
        for (term, _), answers in zip(queries, per_query):
            goal = resolve(term)
            if not is_ground(goal) and type(goal) is Struct and goal.functor in ("\\+", "not") \
                    and len(goal.args) == 1:
                # query(\+ G): ProbLog drops the answers A of G that the evidence makes false (so
                # no \+ A, where this answer would be certain); \+ A of a true A stays, with 0.
                # Left with none: \+ G itself, true
                kept = [(a, node) for a, node in answers if not false(-node)]
                if len(kept) < len(answers):
                    answers = kept or [(Struct("\\+", goal.args), TRUE)]
            elif not is_ground(goal):
                kept = [(a, node) for a, node in answers if not false(node)]
                if len(kept) < len(answers):
                    answers = kept or [(goal, FALSE)]
            out.append(answers)
    finally:
        false.release()  # (its closures' reference cycles: see GroundProgram.falsified)
    return out


def compile_queries(program, queries, evidence, mode: str = "wmc"):
    """The compiled circuit of ``queries`` given ``evidence``, from the program's cache of
    compiled circuits when it has one: (ground program, answers as (term, node), circuit,
    evidence nodes). ``mode``: how a choice's outcomes exclude each other (see
    :func:`nesylang.circuits.sdd.compile_roots`)."""
    from .circuits.sdd import compile_roots
    from .logic.unify import variant_key

    key = (program._version, mode, tuple(variant_key(t) for t, _ in queries),
           tuple((variant_key(t), v) for t, v, _ in evidence), getattr(_SUBQUERY, "keep_false", False))
    hit = program._cache.get(key)
    if hit is not None:
        program.last_stats["cache_hit"] = 1.0
        return hit
    program.last_stats["cache_hit"] = 0.0
    gp, per_query, ev_nodes = program._ground(queries, evidence)
    for node, value, span in ev_nodes:
        if value and node == FALSE or (not value and node == TRUE):
            raise EvidenceError(_INCONSISTENT, span)
    answers = [a for group in per_query for a in group]
    roots = [node for _, node in answers]
    span = queries[0][1] if queries else None
    with running(program._budget(queries or [(t, sp) for t, _, sp in evidence])), collector_off():
        stage("compiling")
        compiled = compile_roots(gp, roots, evidence=[(n, v) for n, v, _ in ev_nodes],
                                 mode=mode, minimize=program.options.minimize, span=span)
    program.last_stats["compile_seconds"] = compiled.compile_seconds
    if compiled.flattened:  # (a large circuit's size would cost its export: `:circuit` shows it)
        program.last_stats["circuit_size"] = compiled.sdd_size
    else:
        program.last_stats.pop("circuit_size", None)
    result = (gp, answers, compiled, ev_nodes)
    if gp.network_dependent:  # grounded on the networks' current top-k outputs: not reusable
        return result
    if len(program._cache) >= program.options.cache_size:
        program._cache.pop(next(iter(program._cache)))
    program._cache[key] = result
    return result


def infer(program, queries, evidence) -> list[Answer]:
    """Every answer of ``queries`` (a list of (term, span)) given ``evidence`` (a list of
    (term, value, span)), by exact inference on the compiled circuit, within the program's
    limits on one query."""
    with running(program._budget(queries or [(t, sp) for t, _, sp in evidence])), collector_off():
        return _infer_within_limits(program, queries, evidence)


def _infer_within_limits(program, queries, evidence) -> list[Answer]:
    import math

    started = time.perf_counter()
    gp, answers, compiled, ev_nodes = program._compiled(queries, evidence)
    weights = program.group_weights(gp, compiled.groups)
    if ev_nodes:
        weights = _decided_facts_weighed(gp, weights)
    lw = compiled.literal_weights(weights)
    stage("evaluating")
    # in log space where it matters: evidence of probability 1e-600 is not inconsistent
    values = compiled.log_probabilities(lw)
    z = values[-1]
    if ev_nodes and z == -math.inf:
        raise EvidenceError(_INCONSISTENT, ev_nodes[0][2])
    out = []
    seen: set[str] = set()
    printed = getattr(gp, "printed", None) or {}  # (absent from an older pickle)
    for (term, _), v in zip(answers, values):
        known = printed.get(id(term))
        atom = known[1] if known is not None and known[0] is term else answer_str(term)
        if atom in seen:  # the same answer of two overlapping queries is reported once
            continue
        seen.add(atom)
        p = math.exp(min(0.0, v - z)) if z > -math.inf else 0.0
        out.append(Answer(atom, min(1.0, max(0.0, p)), term))
    program.last_stats["total_seconds"] = time.perf_counter() - started
    return out


def _decided_facts_weighed(gp, weights: dict) -> dict:
    """``weights`` with every probabilistic fact that the evidence decides (by ProbLog's
    propagation) weighing 1 if true and 0 if false, as ProbLog's command line evaluates it.
    P(q | e) is the same either way, but dividing P(q, e) by P(e) rounds differently:
    ``0.3::rain. 0.5::ot :- rain. evidence(rain).`` gives P(ot) = 0.5 exactly, not
    0.5000000000000001, which matters where the probability is printed into an answer term
    (``subquery/3``)."""
    decided = gp.evidence_fixed()
    if not decided:
        return weights
    out = dict(weights)
    for node, value in decided.items():
        if gp.kinds[node] != KIND_CHOICE:
            continue
        g, _ = gp.data[node]
        group = gp.groups[g]
        if g in out and len(group.weights) == 1 and not group.complete:
            p = float(out[g][0])
            if (p > 0.0) if value else (p < 1.0):  # (a value of probability 0 stays: inconsistent)
                out[g] = (1.0 if value else 0.0,)
    return out


# per thread: how deep subquery/2,3,5 calls are nested (depth), and the grounder whose live
# database the next subquery grounding shares (caller; see ground)
_SUBQUERY = threading.local()
MAX_SUBQUERY_DEPTH = 20


def subquery(program, goal, evidence, span) -> list[tuple[Term, float]]:
    """ProbLog's subquery/2,3 inside a program (the grounder's callback): (answer, probability)
    of ``goal`` given the positive ``evidence`` atoms, by a separate exact inference."""
    from .errors import RecursionLimitError

    depth = getattr(_SUBQUERY, "depth", 0)
    if depth >= MAX_SUBQUERY_DEPTH:
        raise RecursionLimitError(f"subquery/2 nested more than {MAX_SUBQUERY_DEPTH} deep (a subquery "
                                  "that calls itself?)", span)
    _SUBQUERY.depth = depth + 1
    _SUBQUERY.keep_false = True  # (read by this subquery's grounding: see ground)
    try:
        answers = infer(program, [(goal, span)], [(e, True, span) for e in evidence])
    finally:
        _SUBQUERY.depth = depth
        _SUBQUERY.keep_false = False
    return [(a.term, a.probability) for a in answers]


def check_kbest(k, evidence, span) -> None:
    """``proofs=k`` takes a positive integer and no evidence: k-best proofs give lower bounds,
    which bound no conditional probability."""
    if type(k) is not int or isinstance(k, bool) or k < 1:
        raise NesyError(f"proofs must be a positive integer, got {k!r}", span)
    if evidence:
        raise EvidenceError("k-best-proof inference (proofs=k) gives lower bounds, which do not bound a "
                            "conditional probability: query without evidence (program_evidence=False), "
                            "or use exact inference", evidence[0][2])


def answers_from_proofs(program, gp, terms: list, roots: list[int], span) -> tuple[list[Answer], Any]:
    """Each answer's probability from the disjunction of its proofs (``roots[i]`` for
    ``terms[i]``), compiled (a lower bound of exact inference); the first of equal answers is
    kept. Runs inside the query's budget (:func:`~nesylang.limits.running`)."""
    import math

    from .circuits.sdd import compile_roots

    stage("compiling proofs")
    compiled = compile_roots(gp, roots, mode="wmc", minimize=program.options.minimize, span=span)
    lw = compiled.literal_weights(program.group_weights(gp, compiled.groups))
    stage("evaluating")
    values = compiled.log_probabilities(lw)
    z = values[-1]
    out, seen = [], set()
    for term, v in zip(terms, values):
        atom = answer_str(term)
        if atom in seen:
            continue
        seen.add(atom)
        p = math.exp(min(0.0, v - z)) if z > -math.inf else 0.0
        out.append(Answer(atom, min(1.0, max(0.0, p)), term))
    return out, compiled


def infer_kbest(program, queries, evidence, k: int) -> list[Answer]:
    """Answers from the disjunction of each answer's ``k`` most probable proofs, compiled."""
    from .grounding.kbest import k_best_proofs, proofs_node

    span = queries[0][1] if queries else None
    check_kbest(k, evidence, span)
    started = time.perf_counter()
    with running(program._budget(queries)):
        gp, per_query, _ = program._ground(queries, [])
        answers = [a for group in per_query for a in group]
        stage("searching proofs")
        cone = gp.cone([abs(n) for _, n in answers if abs(n) != TRUE])
        weights = program.group_weights(gp, gp.groups_in(cone))
        roots, n_proofs = [], 0
        for _, node in answers:
            found = k_best_proofs(gp, node, weights, k)
            n_proofs += len(found)
            roots.append(proofs_node(gp, found))
        out, compiled = answers_from_proofs(program, gp, [term for term, _ in answers], roots, span)
    program.last_stats.update(proofs=float(n_proofs), circuit_size=compiled.sdd_size,
                              compile_seconds=compiled.compile_seconds,
                              total_seconds=time.perf_counter() - started)
    return out


def explain(program, goal: str | Term) -> list[Proof]:
    """The most probable proof of each answer of ``goal``: a set of choices (and, where the
    program negates, of choices that must not happen) that entails the answer, with the
    largest probability among proofs found by max-product search."""
    from .circuits.sdd import argmax_assignment
    from .circuits.semiring import ProbabilitySemiring

    term, span = program._parse_goal(goal)
    gp, answers, compiled, _ = program._compiled([(term, span)], [], mode="at_most_one")
    weights = program.group_weights(gp, compiled.groups)
    lw = compiled.literal_weights(weights, mode="at_most_one")
    semiring = ProbabilitySemiring()
    n_out = len(compiled.flat.outputs) - 1  # the last output is the constraints alone

    def entails(i: int, fixed: dict[int, bool]) -> bool:
        # Does the partial assignment imply answer i? P(answer | fixed) == 1 with the free
        # variables at weight 1/2 (any positive weights would do).
        weights_ = {}
        for v in range(1, len(compiled.variables) + 1):
            if v in fixed:
                weights_[v], weights_[-v] = (1.0, 0.0) if fixed[v] else (0.0, 1.0)
            else:
                weights_[v] = weights_[-v] = 0.5
        values = compiled.evaluate(weights_, semiring)
        return values[-1] > 0 and values[i] >= values[-1] * (1 - 1e-9)

    proofs = []
    for i, (answer, node) in enumerate(answers[:n_out]):
        if node == FALSE:
            continue
        assignment = argmax_assignment(compiled, i, lw)
        if not entails(i, assignment):
            continue  # no proof (probability zero)
        positive = {v: True for v, val in assignment.items() if val and compiled.variables[v - 1].outcome >= 0}
        negative = {v: False for v, val in assignment.items() if not val}
        for v in list(negative):  # keep only the negations the proof needs
            trial = {**positive, **{u: False for u in negative if u != v}}
            if entails(i, trial):
                del negative[v]
        literals, prob = [], 1.0
        excluded: dict[int, float] = {}
        for v in sorted(positive):
            info = compiled.variables[v - 1]
            literals.append(gp.groups[info.group].label(info.outcome))
            prob *= weights[info.group][info.outcome]
        chosen = {compiled.variables[v - 1].group for v in positive}
        for v in sorted(negative):
            info = compiled.variables[v - 1]
            if info.group in chosen or info.outcome < 0:
                continue
            literals.append("\\+" + gp.groups[info.group].label(info.outcome))
            excluded[info.group] = excluded.get(info.group, 0.0) + weights[info.group][info.outcome]
        for mass in excluded.values():
            prob *= 1.0 - mass
        proofs.append(Proof(term_str(answer), prob, tuple(literals)))
    return proofs


def mpe(program, evidence=None) -> MPE:
    """The most probable explanation: the likeliest world consistent with the evidence
    (the program's own evidence when none is given), over the choices it depends on."""
    import math

    from .circuits.sdd import argmax_assignment
    from .circuits.semiring import LogMaxProductSemiring

    ev = program._parse_evidence(evidence) if evidence is not None else program.program_evidence()
    queries = [] if ev else program.program_queries()
    gp, _, compiled, ev_nodes = program._compiled(queries, ev, mode="exactly_one")
    weights = program.group_weights(gp, compiled.groups)
    lw = compiled.literal_weights(weights)
    out = len(compiled.flat.outputs) - 1
    log_value = compiled.evaluate(lw, LogMaxProductSemiring())[out]  # worlds below 1e-308 too
    if ev_nodes and log_value == -math.inf:
        raise EvidenceError(_INCONSISTENT, ev_nodes[0][2])
    assignment = argmax_assignment(compiled, out, lw)
    true, false = [], []
    for v, val in sorted(assignment.items()):
        info = compiled.variables[v - 1]
        group = gp.groups[info.group]
        if info.boolean:
            (true if val else false).append(group.label(0))
        elif info.outcome >= 0:
            (true if val else false).append(group.label(info.outcome))
    return MPE(math.exp(log_value), tuple(true), tuple(false), log_value)
