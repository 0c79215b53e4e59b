"""Stage 3: clause database + queries and evidence -> ground program.

Grounding is query-driven and tabled. Every call to a user predicate gets a table keyed by
the call's variant; a table's answers are the call's solutions, each with an OR node of the
ground program that collects its derivations. Recursion (left recursion and cycles included)
is evaluated by *linear tabling*: a call that meets a variant of itself on the stack consumes
the answers found so far, and the oldest table of such a strongly connected group (its
leader) re-runs its clauses until an iteration adds no answer and no derivation. The OR nodes
may then refer to themselves; the compiler gives them least-model semantics.

Only what the queries and evidence need is grounded. Nesting deeper than the session's
recursion limit is reported as a :class:`~nesylang.errors.RecursionLimitError` at the call
that went too deep (grounding runs on a thread with a large stack so that the limit, not
Python's, is what stops it).
"""
from __future__ import annotations

import functools
import sys
import threading
from typing import Any, Callable, Iterator

from ..errors import (CompilationError, DomainError, GroundingError, InstantiationError, NesyError,
                      NesyNameError, NesyTypeError, NetworkError, ProbabilityError, RecursionLimitError)
from ..limits import current as current_budget
from ..interrupts import check as check_interrupt
from ..logic.builtins import evaluate
from ..logic.terms import (NIL, Str, Struct, Var, answer_str, iter_vars, list_items, make_list, problog_float,
                           term_str)
from ..logic.unify import (_resolve_struct, copy_term, deref, instantiate, is_ground, resolve, undo, unify,
                           unify_template, variant_key, variant_key_vars)
from ..program.database import (BUILTIN, CALL, CHOICE, CONJ, DISJ, DYNCALL, FAIL, FINDALL, ITE, NOT,
                                TRUE as GOAL_TRUE, ClauseDB, ClauseIndexLog, Goal)
from ..program.loader import FORALL, IN_RANGE, IN_RANGE_ONCE, LIBRARY_SOURCE, goal_from_term, range_list
from ..source import Span
from .arith import compiled as compiled_arith
from .findall import all_elements as collect_all, findall_elements as collect_findall, replayed_elements, sublists
from .ground_program import FALSE, KIND_AND, TRUE, GroundProgram, NeuralRef, ParamRef
from . import assertion, record, uniform
from .reflect import REFLECTIVE, clause_terms
from ..logic import varnames

DEFAULT_RECURSION_LIMIT = 100_000
SHALLOW_LIMIT = 40
_THREAD = threading.local()
_EXHAUSTED = iter(())  # a goal without (more) solutions
# the k-th distinct unbound variable of a flat call's key (Grounder._call): objects equal only
# to themselves, so no atom name or integer is ever one
_FLAT_VARS = tuple(object() for _ in range(32))
_FLAT_ANSWER = object()  # the first item of a table answer's key of atoms and integers (_add_answer)


class _NeedDeepStack(Exception):
    """Grounding nests deeper than the caller's thread can safely hold."""


class Table:
    """The answers of one call variant, and its state in the linear-tabling evaluation.

    ``call`` is the term the clauses are tried against, ``vars`` its variables. A table made
    with ``shared=True`` evaluates the creating call's own term (no copy): it is unbound during
    that first evaluation, and answers are stored as copies. Only a table that stays incomplete
    (it is evaluated again later, when the creating call may have bound its variables) then
    takes a private copy (:meth:`Grounder._evaluate`)."""

    __slots__ = ("call", "vars", "answers", "answer_list", "complete", "on_stack", "index", "leader",
                 "looped", "evaluated_at", "leader_table", "shared", "in_calls", "cached")

    def __init__(self, call: Struct, variables: tuple[Var, ...] | None = None, shared: bool = False):
        self.call = call
        self.shared = shared
        if variables is None:
            seen: dict[Var, None] = {}
            for v in iter_vars(call):
                seen[v] = None
            variables = tuple(seen)
        self.vars = variables
        self.answers: dict[Any, list] = {}
        # [values, or_node, to_copy]: to_copy is None for a ground answer, else the positions
        # to bind on consumption and their values as one term (see Grounder._add_answer)
        self.answer_list: list[list] = []
        self.complete = False
        self.on_stack = False
        self.index = -1
        self.leader = -1
        self.looped = False
        self.evaluated_at = -1
        self.leader_table: Table | None = None  # the table this one waits on, once popped
        self.in_calls: set | None = None  # the query's set of calls its key was last added to
        self.cached = False  # entered in ProbLog's cache of ground answers (Grounder._answered)


def _negative_integral(a) -> bool:
    """Whether a variant key's argument is a negative integral number (-2, -2.0): the values
    ProbLog 2.3's cache takes for variables (see Grounder._problog_alias)."""
    t = type(a)
    return (t is int or t is float) and a < 0 and (t is int or a.is_integer())


def _problog_key(key) -> tuple:
    """(ProbLog 2.3's cache key of a non-ground call as far as its equality goes, whether an
    argument is a negative integral number), from the call's variant key: the variables
    renumbered -1, -2, ... by first occurrence, a number as its value (-2.0 equals -2 there).
    (None, False) where an argument is a compound with variables (not followed)."""
    if type(key) is not tuple:
        return None, False
    out: list = [key[0]]
    has_neg = False
    for a in key[1:]:
        if type(a) is tuple:
            if len(a) == 2 and a[0] == "$VAR" and type(a[1]) is int:
                out.append(-a[1] - 1)
                continue
            return None, False
        if _negative_integral(a):
            has_neg = True
        out.append(a)
    return tuple(out), has_neg


def _alias_keys(key: tuple):
    """The variant keys of the calls ProbLog 2.3's cache takes for the call with variant key
    ``key`` (see Grounder._problog_alias): each negative integral number -k among its top-level
    arguments either stays or is the k-th variable, where that numbers the variables by first
    occurrence, as a variant key does (``p(X, -1)``: ``p(X, X)``; ``lt(X, -2)``: ``lt(X, Y)``)."""
    at = [i for i in range(1, len(key)) if _negative_integral(key[i])]
    if not at or len(at) > 4:  # (more is not followed)
        return
    for mask in range(1, 1 << len(at)):
        cand = list(key)
        for j, i in enumerate(at):
            if mask >> j & 1:
                cand[i] = ("$VAR", int(-key[i]) - 1)
        nxt = 0
        for a in cand[1:]:
            if type(a) is tuple:
                if len(a) != 2 or a[0] != "$VAR" or a[1] > nxt:
                    break
                if a[1] == nxt:
                    nxt += 1
        else:
            yield tuple(cand)


def _unify_head(head: Struct, call: Struct, env: dict, trail: list) -> bool:
    """Unify a clause head template with a call of the same predicate, renaming through ``env``.

    A head variable met for the first time is mapped straight to the call's argument instead
    of to a fresh variable bound to it: the same answers, without a copy of the head or a trail
    entry per argument (``p(I) :- ...`` called a million times deep). A compound head argument
    is matched against the call's structure in place (``parse([N1, +|T], R)``), not copied."""
    return unify(head, call, trail) if head._ground else unify_template(head, call, env, trail)


def _instantiate(t, env):
    """A clause-template term renamed through ``env`` (None: already a runtime term)."""
    return t if env is None else instantiate(t, env)


def _fresh_elements(elements: list, template) -> None:
    """Give the collected elements' unbound variables fresh ones, in place, as ProbLog's
    findall/3, all/3 and all_or_none/3 return them: a solution's variables are not the
    caller's (``findall(X-Y, p(X), L), Y = z`` leaves ``L``'s elements unbound), and they are
    shared between elements as ProbLog's engine shares them: a variable that is the value of
    the template's k-th variable is one variable in every element
    (``findall([X, Y], (member(X, [A, 1]), member(Y, [B, 2])), L)`` gives
    ``[[V, W], [V, 2], [1, W], [1, 2]]``; ``findall(Y, member(Y, [A, B]), L)`` gives
    ``[V, V]``), and the others, made while solving, are numbered by first appearance from
    one pool (the k-th such variable of every element is the same one)."""
    tvars = list(dict.fromkeys(iter_vars(template)))
    own = [Var("_") for _ in tvars]
    pool: list = []
    for i, (value, node) in enumerate(elements):
        if not (type(value) is Var or (type(value) is Struct and not value._ground)):
            continue
        at: dict = {}
        _values_of(template, value, at)
        mapping: dict = {}
        for k, tv in enumerate(tvars):
            v = at.get(tv)
            if type(v) is Var and v not in mapping:
                mapping[v] = own[k]
        _, vs = variant_key_vars(value)
        rest = [v for v in vs if v not in mapping]
        while len(pool) < len(rest):
            pool.append(Var("_"))
        mapping.update(zip(rest, pool))
        elements[i] = (copy_term(value, mapping), node)


def _values_of(template, value, out: dict) -> None:
    """Each variable of ``template`` (as it was called) mapped to what stands at its place in
    ``value`` (the template's value in one solution)."""
    template = deref(template)
    if type(template) is Var:
        out.setdefault(template, deref(value))
    elif type(template) is Struct and not template._ground:
        value = deref(value)
        if type(value) is Struct and len(value.args) == len(template.args):
            for t, v in zip(template.args, value.args):
                _values_of(t, v, out)


def _input_list(inputs, span):
    """Neural inputs bound at run time that are not a list: another network's output (its
    items become the arguments, see nesylang.neural.networks.SPREAD), else an error."""
    if type(inputs) is Struct and inputs.functor == "$nn" and len(inputs.args) == 2:
        return Struct(".", (Struct("$spread", (inputs,)), NIL))
    raise NetworkError(f"the inputs of a neural predicate must be a list, got {term_str(inputs)}", span)


def nonground_query_error(term, answer, span) -> GroundingError:
    """ProbLog's NonGroundQuery: the query's answer is probabilistic and not ground."""
    # variables named as ProbLog names them (X2, ...), not by their internal names (_Y4)
    return GroundingError(f"the query {answer_str(term)} still has variables after grounding: its "
                          f"answer {answer_str(answer)} is probabilistic, so a probability per "
                          "binding is undefined; query a ground atom, or bind the variables in "
                          "the query (ProbLog: NonGroundQuery)", span)


# ProbLog's control builtins (and library(builtin)'s forall/2) whose top-level answers are named
# as a builtin's (see Grounder._builtin_query_names); the others are in logic.builtins.BUILTINS
_ANSWERED_BUILTINS = frozenset({("findall", 3), ("all", 3), ("all_or_none", 3), ("forall", 2)})


class Grounder:
    """Grounds goals against a clause database into one shared :class:`GroundProgram`."""

    # ProbLog's cache of ground answers, kept once sample_uniform1/3 is called (see uniform.py)
    uniform_answers: uniform.GroundAnswers | None = None

    def __init__(self, db: ClauseDB, gp: GroundProgram | None = None, *,
                 recursion_limit: int = DEFAULT_RECURSION_LIMIT):
        self.db = db
        self.gp = gp if gp is not None else GroundProgram()
        self.trail: list = []
        self.tables: dict[Any, Table] = {}
        # the tables (by id) that the query being grounded found made already: see
        # GroundProgram.query_hits (None outside a query's grounding)
        self.hits: set[int] | None = None
        self.calls: set | None = None  # its calls (variant keys): GroundProgram.query_calls
        self.in_findall = 0  # findall/3 goals being solved
        # the atoms of annotated-disjunction facts that the evidence makes true, while the queries
        # are grounded (see findall.sublists and inference.evidence_true_choices); None: none
        self.evidence_true: frozenset | None = None
        self.table_level: dict[int, int] = {}  # a table -> in_findall when it was made (tracked)
        # where choices and tables come from, for falsified's ProbLog rules on annotated
        # disjunctions under evidence: only a program with evidence keeps that record
        self.track = ("evidence", 1) in db.clauses or ("evidence", 2) in db.clauses
        # a list: a query's non-ground probabilistic answers are collected here (node, query,
        # answer, span) to be judged after evidence propagation, instead of raised at once
        self.defer_nonground: list | None = None
        # a list where evidence can decide: a probabilistic clause met with an unbound variable
        # while the queries are grounded is collected here (its body's node, the error) and
        # judged after evidence propagation (ProbLog grounds the evidence first, and a body the
        # evidence makes false never reaches the clause's probability), not raised at once
        self.defer_nonground_clause: list | None = None
        self.query_at: int | None = None  # the start of the query being grounded (tracked only)
        self.neg_ctx: tuple | None = None  # (table, nodes before the negation being solved)
        self.evidence_seq: list | None = None  # the tables the evidence's calls reach, in order
        self.evidence_seen: set = set()  # (those tables, as a set)
        self.stack: list[Table] = []
        self.incomplete: list[Table] = []
        self.changes = 0
        self.negation_bases: list[int] = []
        self.negation_violated = False
        self.recursion_limit = recursion_limit
        # In the caller's thread only shallow nesting is safe; deeper grounding restarts on a
        # thread with a large stack (see run_deep).
        self.shallow_limit: int | None = getattr(_THREAD, "shallow_limit", None)
        self._steps = 0
        # library predicates loaded on first call (nesylang.program.autoload); set by the session
        self.autoload: Any = None
        # ProbLog's subquery/2,3: fn(goal, evidence atoms, span) -> [(answer term, probability)],
        # a separate exact inference on the same program; set by the session
        self.subquery: Any = None
        self.cmd_args: tuple[str, ...] = ()  # what cmd_args/1 answers (ProbLog's -a ARG); set by the session
        # DeepProbLog's Network(k=K): fn(net, inputs, width, span) -> the domain positions a neural
        # annotated disjunction is grounded on (None: all); set by the session when a network has k
        self.neural_select: Any = None
        # fn(derivation node) -> False to drop a table answer's derivation (k-best search's pruned
        # grounding, nesylang.neural.kbest_open); set by that caller only
        self.answer_filter: Any = None
        self.budget = current_budget()  # the running query's limits (time, size, memory)
        # A findall/3 at this stack depth sees certain answers as their nodes, to count and
        # order them as ProbLog does (-1: none); certain_dups counts a certain answer's
        # repeated derivations (p(1). p(1).), which its OR node keeps once.
        self.keep_certain = -1
        self.certain_dups: dict[int, int] = {}
        self._arith: dict[Goal, Callable] = {}  # compiled arithmetic goals met so far (see .arith)
        self.records: record.Records | None = None  # library(record)'s terms, made at first use
        self._db_copied = False  # self.db is this grounder's own copy (library(assert) changed it)
        # ProbLog's clause index as its lookups and library(assert) change it (the order of a
        # clause asserted after a lookup): kept where library(assert) is loaded
        self.index_log = ClauseIndexLog() if assertion.LIBRARY in db.libraries else None
        if uniform.MODE_LIBRARIES & db.libraries:  # (answers that depend on the call's mode)
            self.uniform_answers = uniform.GroundAnswers()
        # library(assert)/(record) calls made so far, and whether _problog_names is replaying
        # (which must not make one: it refuses the replay instead)
        self.db_calls = 0
        self.replaying = False
        # the tables of flat calls (arguments atoms, integers or unbound variables) by a key of
        # plain values: (table, its key in self.tables); valid for self._flat_of at the size
        # self._flat_len (a table dropped from it, see forget_complete_tables, empties it)
        self._flat: dict[tuple, tuple] = {}
        self._flat_of: dict | None = None
        self._flat_len = -1
        # the predicates whose calls use it: those called again with a variant of an earlier call
        # (a table found, not made). Until then a call takes the general path only: a program
        # that makes mostly new tables would build the flat keys for nothing.
        self._flat_on: set[tuple[str, int]] = set()
        # ProbLog's cache keys of non-ground calls whose arguments hold a negative number, and
        # their tables (see _problog_alias): empty in most programs, so other calls skip it
        self._neg_keys: dict[tuple, tuple] = {}
        # ProbLog's cache of ground answers (see _answered): the complete tables of calls
        # with variables, by signature, until a ground call of it indexes them, and the
        # ground answers so indexed (answer -> its node); the evidence's signatures (set by
        # inference.ground), whose ground calls it does not answer
        self._open_done: dict[tuple[str, int], list[Table]] = {}
        self._open_answers: dict[Struct, int] = {}
        self.evidence_sigs: frozenset = frozenset()
        # solve calls _call_goal, which ends in this class's _call (a subclass with a _call of
        # its own, the k-best prover's, is called with the instantiated goal instead)
        self._plain_call = type(self)._call is Grounder._call

    # ---- entry points ------------------------------------------------------------------------
    def ground_goal(self, term, span: Span | None, *, query: bool = False) -> list[tuple[Struct, int]]:
        """All answers of a goal with their ground-program nodes (one per distinct answer).

        For a ``query`` an answer that is probabilistic but not ground (``query(p(_, _))``
        where p has the fact ``0.3::p(_, a)``) is ProbLog's NonGroundQuery error."""
        term = deref(term)
        if query and isinstance(term, Struct) and term.functor == "not" and len(term.args) == 1:
            term = Struct("\\+", term.args)  # ProbLog's query(not(G)) is \+G (engine.ground)
        if query and isinstance(term, Struct) and term.functor == "\\+" and len(term.args) == 1 \
                and not is_ground(term):
            return self._negated_open_query(term, span)
        goal = goal_from_term(term, span)
        if goal.kind == CALL:
            self._check_defined(goal.term, span)
        found: dict[Any, tuple[Struct, list[int]]] = {}
        db_calls = self.db_calls
        mark = len(self.trail)
        start = len(self.gp.kinds)  # the nodes this query makes (GroundProgram.query_start)
        outer_hits, outer_calls, outer_at = self.hits, self.calls, self.query_at
        if query and self.track:
            # one key per query, even where the one before made no node: below ``start``, above
            # ``start - 1`` (a node id n was made before the query iff n < key), in query order
            n = sum(1 for k in self.gp.query_calls if start - 1 < k <= start)
            start = start - 1 + min(n + 1, 1023) / 1024
            self.hits = self.gp.query_hits.setdefault(start, set())
            self.calls = self.gp.query_calls.setdefault(start, set())
            self.query_at = start
        try:
            for deps in self.solve(goal, None, ()):
                answer = resolve(term)
                key = variant_key(answer)
                entry = found.get(key)
                if entry is None:
                    entry = found[key] = (answer, [])
                entry[1].append(self.gp.conj(deps))
        except NesyError as e:  # e.g. a cyclic term (X = f(X)) met in tabling or the answer
            raise e.with_span(span) from None
        finally:
            self.hits, self.calls, self.query_at = outer_hits, outer_calls, outer_at
        undo(self.trail, mark)
        if not found and is_ground(term):
            return [(resolve(term), FALSE)]  # a ground query with no proof has probability 0
        out = []
        open_query = query and not is_ground(term)
        names = None
        if query and any(not answer._ground for answer, _ in found.values()):
            if self.track:  # the replay's calls are the query's own, not the evidence's
                self.hits, self.calls = set(), set()
            try:
                # (replayed on the database as the query saw it: none of its calls changed it)
                names = self._problog_names(term) if self.db_calls == db_calls else None
            finally:
                self.hits, self.calls = outer_hits, outer_calls
        for key, (answer, nodes) in found.items():
            if open_query and all(self.gp.contradictory(n) or self.gp.negates_certain(n) for n in nodes):
                continue  # as ProbLog, which lists no answer whose formula is false on its face
            if len(nodes) == 1 and nodes[0] in self.gp.names:
                node = nodes[0]
            else:
                node = self.gp.disj(nodes, name=answer)
            # ProbLog's NonGroundQuery is for a probabilistic answer only: one whose node its
            # compaction makes TRUE (OR(e, \+ e)) is listed, unbound variables and all
            certain = not query or answer._ground or self.gp.certain_on_face(node)
            if not certain and self.defer_nonground is None:
                raise nonground_query_error(term, answer, span)
            if not certain and self.defer_nonground is not None:
                # judged once the evidence is propagated (ProbLog grounds the evidence first):
                # an answer the evidence decides is no error (see inference.ground_queries)
                self.defer_nonground.append((node, term, answer, span))
            named = names.get(key) if names is not None and not answer._ground else None
            if named:  # ProbLog's names; an answer it reaches with two numberings is two answers
                for vs in named:
                    mapping = {v: Var("$" + n) for v, n in zip(dict.fromkeys(iter_vars(answer)), vs)}
                    out.append((copy_term(answer, mapping), node))
            else:
                out.append((answer, node))
        if query and self.track:
            for _, node in out:
                self.gp.query_start.setdefault(abs(node), start)
        if open_query and not out:  # as ProbLog, which then lists the query itself, false
            return [(resolve(term), FALSE)]
        return out

    def problog_named(self, term, answers: list[tuple[Struct, int]]) -> list[tuple[Struct, int]]:
        """``answers`` of the goal ``term`` (from :meth:`ground_goal`) with their unbound
        variables named as ProbLog's engine names them (a query/1 rule's answer is a query: with
        no answers of its own it prints so, `query(t(X, _)) :- d(X).` as `t(a,X3)`); unchanged
        where the names cannot be replayed."""
        if all(answer._ground for answer, _ in answers):
            return answers
        names = self._problog_names(term)
        if not names:
            return answers
        out = []
        for answer, node in answers:
            named = None if answer._ground else names.get(variant_key(answer))
            if named:
                mapping = {v: Var("$" + n) for v, n in zip(dict.fromkeys(iter_vars(answer)), named[0])}
                answer = copy_term(answer, mapping)
            out.append((answer, node))
        return out

    def _problog_names(self, term) -> dict | None:
        """For each non-ground answer of the query ``term`` (by variant key), the names ProbLog
        prints for its unbound variables, one tuple per numbering ProbLog reaches (in order of
        first occurrence): each clause of the query's predicate is replayed on nesylang's
        derivations, numbering the clause's context as ProbLog's engine does (see
        :mod:`nesylang.logic.varnames`). None where the replay cannot be made (a program that
        changes its database or records as it runs, a query of a builtin, a construct ProbLog
        lacks): the answers then keep the fact rule of :func:`~nesylang.logic.terms.answer_str`.
        With library(assert) or library(record) loaded, the replay is made only where it calls
        none of their predicates (the caller makes it only where the query called none)."""
        term = deref(term)
        if type(term) is not Struct or not term.args:
            return None
        sig = (term.functor, len(term.args))
        clauses = self.db.clauses.get(sig)
        if not clauses:
            from ..logic.builtins import BUILTINS

            if sig in BUILTINS or sig in _ANSWERED_BUILTINS:
                return self._builtin_query_names(term)
            if term.functor in ("call", "try_call") or sig == ("once", 1):
                return self._builtin_query_names(term, renamed=True)
            return None
        self.replaying = True
        try:
            return self._problog_names_replay(term, clauses)
        finally:
            self.replaying = False

    def _builtin_query_names(self, term, renamed: bool = False) -> dict | None:
        """ProbLog's names for the unbound variables of a query of a builtin (``query(length(L,
        2)).``, ``query(findall(X, p(X), L)).``), which its engine answers without a clause: the
        query's variables are numbered 1, 2, ... in order of first occurrence; one still unbound
        keeps its number (variables made one keep the first's), and the variables the call made
        get the lowest numbers no such variable holds, in order of first occurrence in the
        answer (``length([P|T], 3)`` answers ``length([X1, X2, X3],3)``, ``findall(X, member(X,
        [A, B]), L)`` answers ``findall(X1,member(X1,[X2, X3]),[X4, X4])``). ``renamed``: a
        meta-call (call/N, once/1, try_call/N), whose goal ProbLog calls in a context of its own:
        every unbound variable of the answer is renamed below the query's, so with k query
        variables they are k+1, k+2, ... by first occurrence (``once(P = Q)`` answers
        ``once(X3=X3)``)."""
        import contextlib
        import io
        import itertools

        qvars = list(dict.fromkeys(iter_vars(term)))
        out: dict = {}
        trail = self.trail
        start = len(trail)
        sink = io.StringIO()  # the call's write/1 output is not printed again
        self.replaying = True
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                for _ in self.solve(goal_from_term(term, None), None, ()):
                    answer = resolve(term)
                    if answer._ground:
                        continue
                    kept: dict = {}
                    for number, v in enumerate(() if renamed else qvars, 1):
                        r = deref(v)
                        if type(r) is Var and r not in kept:
                            kept[r] = number
                    held = set(kept.values())
                    free = (n for n in itertools.count(len(qvars) + 1 if renamed else 1) if n not in held)
                    names = []
                    for v in dict.fromkeys(iter_vars(answer)):
                        if v not in kept:
                            kept[v] = next(free)
                        names.append(f"X{kept[v]}")
                    seen = out.setdefault(variant_key(answer), [])
                    if tuple(names) not in seen:
                        seen.append(tuple(names))
        except (NesyError, RecursionError):
            return None
        finally:
            self.replaying = False
            undo(trail, start)
        return out

    def _problog_names_replay(self, term, clauses) -> dict | None:
        import contextlib
        import io

        qnums: dict = {}
        qctx = varnames.query_context([varnames.from_term(a, lambda v: qnums.setdefault(v, -1 - len(qnums)))
                                       for a in term.args])
        out: dict = {}
        trail = self.trail
        start = len(trail)
        sink = io.StringIO()  # the replay's write/1 output is not printed again
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                for clause in clauses:
                    slots = _clause_slots(clause)
                    num = slots.__getitem__
                    head = [varnames.from_term(a, num) for a in clause.head.args]
                    env: dict = {}
                    mark = len(trail)
                    if _unify_head(clause.head, term, env, trail):
                        ctx = varnames.enter_clause(qctx, head, len(slots))
                        body = clause.body if clause.body is not None else Goal(GOAL_TRUE)
                        for final in self._pl_walk(body, env, ctx, num):
                            answer = resolve(term)
                            if answer._ground:
                                continue
                            result = varnames.PT((term.functor, len(term.args)),
                                                 tuple(varnames._subst_simple(h, final) for h in head))
                            named = varnames.names_of(answer, result)
                            if named is None:
                                return None
                            vs = tuple(named[v] for v in dict.fromkeys(iter_vars(answer)))
                            seen = out.setdefault(variant_key(answer), [])
                            if vs not in seen:
                                seen.append(vs)
                    undo(trail, mark)
        except (NesyError, varnames.UnifyError, KeyError, IndexError, RecursionError, _NoReplay):
            return None
        finally:
            undo(trail, start)
        return out

    def _pl_walk(self, goal, env, ctx, num):
        """Solve a clause body goal by goal as ProbLog's engine does, yielding the clause's
        ProbLog context after each solution (bindings in place)."""
        k = goal.kind
        trail = self.trail
        if k == CONJ:
            yield from self._pl_conj(goal.goals, 0, env, ctx, num)
            return
        if k == DISJ:
            for g in goal.goals:
                yield from self._pl_walk(g, env, ctx, num)
            return
        if k == FAIL:
            return
        if k == NOT and goal.extra != "forall":  # \+ passes its context on
            mark = len(trail)
            for _ in self.solve(goal, env, ()):
                yield ctx
            undo(trail, mark)
            return
        if k == ITE:
            raise _NoReplay  # ProbLog 2.3 has no if-then-else
        if k == GOAL_TRUE:
            args = ()
        elif k == DYNCALL:
            args = (goal.term, *goal.extra)
        else:
            args = goal.term.args if type(goal.term) is Struct else ()
        call_args, translate = varnames.substitute_call_args([varnames.from_term(a, num) for a in args], ctx)
        min_var = varnames.context_min_var(ctx)
        runtime = [instantiate(a, env) for a in args]
        mark = len(trail)
        for _ in self.solve(goal, env, ()):
            rnums: dict = {}
            result = [varnames.from_term(resolve(a), lambda v: rnums.setdefault(v, -1_000_000 - len(rnums)))
                      for a in runtime]
            yield varnames.call_return(result, call_args, ctx, translate, min_var)
        undo(trail, mark)

    def _pl_conj(self, goals, i, env, ctx, num):
        if i == len(goals):
            yield ctx
            return
        for c in self._pl_walk(goals[i], env, ctx, num):
            yield from self._pl_conj(goals, i + 1, env, c, num)

    def run_directive(self, term, span: Span | None) -> None:
        """A ``:- Goal.`` directive, as ProbLog runs one before the queries: every solution
        of the goal, for its output (write/1) and its errors; its answers are dropped, and a
        goal that fails is no error."""
        goal = Goal(DYNCALL, copy_term(term), extra=(), span=span)
        mark = len(self.trail)
        try:
            for _ in self._dyncall(goal, None, ()):
                pass
        except NesyError as e:
            raise e.with_span(span) from None
        finally:
            undo(self.trail, mark)

    def forget_complete_tables(self) -> None:
        """Drop the completed tables, so that their goals are evaluated again (their output
        printed again) when called next: after library(assert) changes the database, and
        between the directives and the queries, which ProbLog grounds with a fresh cache."""
        self.tables = {k: t for k, t in self.tables.items() if not t.complete}
        self._open_done, self._open_answers = {}, {}
        if self.uniform_answers is not None:  # (see uniform.py)
            self.uniform_answers = uniform.GroundAnswers()

    def _negated_open_query(self, term: Struct, span) -> list[tuple[Struct, int]]:
        """``query(\\+ G)`` with G not ground, as ProbLog answers it: one answer ``\\+ A`` per
        answer A of G, with A's negated formula (``\\+ z(b)`` is 0 where ``z(b)`` is certain);
        when G has no answer, the one answer ``\\+ G`` itself, true."""
        inner = deref(term.args[0])
        answers = self.ground_goal(inner, span, query=True)
        if not answers:
            return [(term, TRUE)]
        return [(Struct("\\+", (answer,)), -node) for answer, node in answers]

    def _check_defined(self, term, span) -> None:
        sig = (term.functor, len(term.args))
        if (sig in REFLECTIVE or sig == uniform.SIGNATURE or self._library_builtin(sig)) \
                and not self.db.defines(sig):
            return
        if not self.db.defines(sig) and not (self.autoload is not None and self.autoload(sig)):
            if self.db.unknown == "fail":  # :- unknown(fail).
                return
            raise NesyNameError(f"unknown predicate {term_str(Struct(term.functor))}/{len(term.args)}"
                                " (ProbLog: UnknownClause)" + self._suggest(sig), span)

    def _suggest(self, sig) -> str:
        from ..program.autoload import autoloadable

        library = ("assert" if sig in assertion.PREDICATES else "record" if sig in record.PREDICATES
                   else autoloadable(sig))
        if library is not None:  # autoloading is off, or it would have been found
            return (f"; {term_str(Struct(sig[0]))}/{sig[1]} is defined in library({library}): "
                    f"add :- use_module(library({library})).")
        same = [f"{n}/{a}" for n, a in self.db.signatures() if n == sig[0]]
        if same:
            return f"; defined: {', '.join(same)}"
        import difflib

        close = difflib.get_close_matches(sig[0], list(dict.fromkeys(n for n, _ in self.db.signatures())), n=3)
        return f"; did you mean {', '.join(close)}?" if close else ""

    # ---- solving -----------------------------------------------------------------------------
    def solve(self, goal: Goal, env: dict | None, deps: tuple) -> Iterator[tuple]:
        """Yield the ground-program nodes of each derivation of ``goal`` (bindings in place)."""
        k = goal.kind
        if k == CALL:
            if env is None:
                return self._call(goal.term, goal.span, deps)
            if self._plain_call:
                return self._call_goal(goal, env, deps)
            return self._call(instantiate(goal.term, env), goal.span, deps)
        if k == CONJ:
            return self._conj(goal.goals, env, deps)
        if k == BUILTIN:
            return self._builtin(goal, env, deps)
        if k == CHOICE:
            return self._choice(goal, env, deps)
        if k == DISJ:
            return self._disj(goal.goals, env, deps)
        if k == NOT:
            if goal.extra == "forall" and FORALL in self.db.clauses:
                return self._forall(goal, env, deps)
            return self._not(goal, env, deps)
        if k == GOAL_TRUE:
            return iter((deps,))
        if k == FAIL:
            return iter(())
        if k == DYNCALL:
            return self._dyncall(goal, env, deps)
        if k == ITE:
            return self._ite(goal, env, deps)
        if k == FINDALL:
            return self._findall(goal, env, deps)
        raise AssertionError(f"unknown goal kind {k}")  # pragma: no cover

    # Protocol: ``solve`` returns an iterator of derivations; the bindings of a derivation are
    # in place while the consumer continues. A deterministic builtin binds eagerly and returns
    # a one-element tuple, so whoever iterates a goal to exhaustion undoes the trail to the
    # mark it took before (the conjunction does this per goal).

    def _conj(self, goals, env, deps):
        n = len(goals)
        solve = self.solve
        trail = self.trail
        iters = [None] * n
        marks = [0] * n
        marks[0] = len(trail)
        iters[0] = iter(solve(goals[0], env, deps))
        i = 0
        last = n - 1
        arith = self._arith if env is not None else {}
        while i >= 0:
            d = next(iters[i], None)
            if d is None:
                undo(trail, marks[i])
                i -= 1
                continue
            if i == last:
                yield d
            else:
                i += 1
                marks[i] = len(trail)
                g = goals[i]
                fast = arith.get(g)
                if fast is None:
                    iters[i] = iter(solve(g, env, d))
                    continue
                try:  # compiled arithmetic (see _builtin), without the call through solve
                    ok = fast(env, trail)
                except Exception:  # the general path decides (see _builtin)
                    undo(trail, marks[i])
                    ok = g.fn.template_fn(g.term.args, env, trail, g.span)
                iters[i] = iter((d,)) if ok else _EXHAUSTED

    def _disj(self, goals, env, deps):
        trail = self.trail
        mark = len(trail)
        for g in goals:
            yield from self.solve(g, env, deps)
            undo(trail, mark)

    def _builtin(self, goal, env, deps):
        if self.db.overridden and (goal.term.functor, len(goal.term.args)) in self.db.overridden \
                and not (goal.span is not None and goal.span.filename.startswith(LIBRARY_SOURCE)):
            return self._call(_instantiate(goal.term, env), goal.span, deps)  # the program's own
        if env is not None:
            fast = self._arith.get(goal)
            if fast is not None:  # plain arithmetic of a clause body, compiled (see .arith)
                trail = self.trail
                mark = len(trail)
                try:
                    return (deps,) if fast(env, trail) else ()
                except Exception:  # GiveUp, or an error the general path reports with its location
                    undo(trail, mark)
                    return (deps,) if goal.fn.template_fn(goal.term.args, env, trail, goal.span) else ()
        b = goal.fn
        if (b is IN_RANGE or b is IN_RANGE_ONCE) and not self._library_defines(goal.extra):
            return self._range_member(goal, env, deps)
        trail = self.trail
        if b.template_fn is not None and env is not None:
            fast = compiled_arith(goal)
            if fast is not None:
                self._arith[goal] = fast
            return (deps,) if b.template_fn(goal.term.args, env, trail, goal.span) else ()
        args = _instantiate(goal.term, env).args
        if b.det:
            try:
                ok = b.fn(args, trail, goal.span)
            except RecursionError:
                raise GroundingError("term nested too deeply", goal.span) from None
            except NesyError as e:  # e.g. a cyclic term met inside the builtin: locate it here
                raise e.with_span(goal.span) from None
            return (deps,) if ok else ()
        return self._enumerate(b, args, goal.span, deps)

    def _library_defines(self, name: str) -> bool:
        """Whether ``name/2`` (member or memberchk) is library(lists)'s, autoloaded or
        used, so that a large range may be tested without building it."""
        sig = (name, 2)
        clauses = self.db.clauses.get(sig)
        if clauses is None and self.autoload is not None and self.autoload(sig):
            clauses = self.db.clauses.get(sig)
        return bool(clauses) and all(c.span is not None and str(c.span.filename).startswith("<stdlib>")
                                     for c in clauses)

    def _range_member(self, goal, env, deps):
        """``member(X, [L..H])`` where the program defines its own member/2 (or leaves it
        undefined): the range is built, under the limits, and the call goes to the program's
        clauses (or is the unknown-predicate error) as for a list written out."""
        low, high, x = _instantiate(goal.term, env).args
        if (goal.extra, 2) not in self.db.clauses:  # undefined: its error (or failure) comes before any building
            return self._call(Struct(goal.extra, (x, NIL)), goal.span, deps)
        return self._call(Struct(goal.extra, (x, range_list(low, high, goal.span))), goal.span, deps)

    def _enumerate(self, b, args, span, deps):
        trail = self.trail
        mark = len(trail)
        budget = self.budget
        try:
            for _ in b.fn(args, trail, span):
                if budget is not None:  # a builtin may enumerate many answers (between(1, 10**12, X))
                    budget.tick(len(self.gp.kinds), span)
                yield deps
        except NesyError as e:
            raise e.with_span(span) from None
        undo(trail, mark)

    def _dyncall(self, goal, env, deps):
        term = deref(_instantiate(goal.term, env))
        extra = tuple(_instantiate(a, env) for a in goal.extra)
        if type(term) is Var:
            raise InstantiationError("call/N needs a goal, got an unbound variable (ProbLog: CallModeError)",
                                     goal.span)
        if type(term) is Struct and term.functor in (">>", "/") and len(term.args) == 2 and _is_lambda(term):
            term, extra = _lambda_goal(term, extra, goal.span), ()
        if extra:
            if type(term) is not Struct:
                raise NesyTypeError(f"call/N needs a callable goal, got {term_str(term)} "
                                    "(ProbLog: CallModeError)", goal.span)
            term = Struct(term.functor, term.args + extra)
        sub = goal_from_term(term, goal.span)
        if sub.kind == CALL:
            self._check_defined(sub.term, goal.span)
        return self.solve(sub, None, deps)

    def _complete(self, derivations: Callable[[], Any], collect: Callable[[tuple], Any], span,
                  message: str, problog: str | None = None) -> list:
        """``collect`` applied to every derivation of a goal (``derivations()`` starts solving
        it) whose outcome depends on all of them (a negation, an if-then-else's condition, a
        findall): it must be fully evaluated first, so if it reads a table still being evaluated
        outside it, the program recurses through it (it is not stratified): ``message`` is raised
        at ``span``, naming ProbLog's error ``problog``."""
        saved = self.negation_violated
        self.negation_violated = False
        self.negation_bases.append(len(self.stack))
        keep = self.keep_certain
        self.keep_certain = -1
        try:
            out = [collect(d) for d in derivations()]
        finally:
            self.negation_bases.pop()
            self.keep_certain = keep
        if self.negation_violated:
            raise CompilationError(message + " (the program is not stratified)"
                                   + (f" (ProbLog: {problog})" if problog else ""), span)
        self.negation_violated = saved
        return out

    def _forall(self, goal, env, deps):
        """forall/2 where the program defines clauses of it too: as in ProbLog, whose forall/2
        is a clause of library(builtin) that the program's clauses are added to, the
        derivations of ``\\+ (C, \\+ A)`` and then those of the program's clauses."""
        yield from self._not(goal, env, deps)
        yield from self._call(_instantiate(goal.term, env), goal.span, deps)

    def _not(self, goal, env, deps):
        mark = len(self.trail)
        outer_ctx = self.neg_ctx
        if self.track:  # the calls inside come after deps (see _prefix)
            self.neg_ctx = (id(self.stack[-1]) if self.stack else None, self._prefix(deps))
        try:
            nodes = self._complete(lambda: self.solve(goal.goals[0], env, ()), self.gp.conj, goal.span,
                                   "negation through recursion: this goal's outcome depends on itself",
                                   "NegativeCycle")
        except CompilationError as error:
            # ProbLog grounds the queries after propagating the evidence, and stops a conjunction
            # at a literal it made false: a negative cycle met after such a literal is never
            # reached there. Deferred as NonGroundProbabilisticClause is (see _choice): an error
            # unless the evidence makes the conjuncts before the negation false.
            body = self.gp.conj(deps) if self.defer_nonground_clause is not None else TRUE
            if body == TRUE:
                raise
            if body != FALSE:
                self.defer_nonground_clause.append((body, error))
            return
        finally:
            undo(self.trail, mark)
            self.neg_ctx = outer_ctx
        node = self.gp.disj(nodes)
        if node == TRUE or node > TRUE and self.gp.certain_on_face(node, limit=64):
            # (TRUE in ProbLog's formula, whose add_or finds a literal and its negation among a
            # disjunction's proofs: the negation fails there, and what follows it is not run,
            # such as library(nlp4plp)'s `\+ cstatins(Set), error(...)`)
            return
        if node == FALSE:
            yield deps
        else:
            yield deps + (-node,)

    def _ite(self, goal, env, deps):
        """``(C -> T ; E)``: T under C's first binding (``*->``: under each binding), in the worlds
        where C holds with that binding; E in the worlds where C has no derivation at all."""
        cond, then, other = goal.goals
        soft = bool(goal.extra)
        trail = self.trail
        mark = len(trail)
        cond_vars = None
        groups: dict[Any, list[int]] = {}
        all_nodes: list[int] = []

        def collect(d):
            nonlocal cond_vars
            if cond_vars is None:
                cond_vars = list(trail[mark:])
            values = Struct("$", tuple(resolve(v) for v in cond_vars))  # a Struct: 1 is not 1.0
            node = self.gp.conj(d)
            all_nodes.append(node)
            if soft or not groups or values in groups:
                groups.setdefault(values, []).append(node)

        try:
            if soft and other.kind == FAIL:  # (C *-> T) is (C, T): no negation of C
                for d in self.solve(cond, env, ()):
                    collect(d)
            else:  # the else branch (and a hard cut's first binding) needs all of C: a negation
                self._complete(lambda: self.solve(cond, env, ()), collect, goal.span,
                               "if-then-else through recursion: the condition depends on the goal being proved")
        finally:
            undo(trail, mark)
        for values, nodes in groups.items():
            for v, value in zip(cond_vars, values.args):
                unify(v, value, trail)
            for d in self.solve(then, env, deps + (self.gp.disj(nodes),)):
                yield d
            undo(trail, mark)
        cond_node = self.gp.disj(all_nodes)
        if cond_node != TRUE:
            extra = () if cond_node == FALSE else (-cond_node,)
            yield from self.solve(other, env, deps + extra)

    def _findall(self, goal, env, deps):
        """``findall/3``, ``all/3``, ``all_or_none/3``: one list per possible world (the solutions
        true in it), each under its condition; see :mod:`nesylang.grounding.findall`."""
        term = _instantiate(goal.term, env)
        template, sub, result = term.args
        out = deref(result)
        if type(out) is not Var:  # ProbLog's modes: the result unbound or a list (a partial one too)
            _, tail = list_items(out)
            if type(tail) is not Var and tail != NIL:
                raise NesyTypeError(f"{term.functor}/3 needs an unbound result or a list, got "
                                    f"{term_str(resolve(result))} (type_error(list, ...)) (ProbLog: "
                                    "CallModeError)", goal.span)
        sub_goal = goal_from_term(sub, goal.span)
        if sub_goal.kind == CALL:
            self._check_defined(sub_goal.term, goal.span)
        derivations = []
        trail = self.trail
        gp = self.gp
        mark = len(trail)
        pair = Struct("$", (template, sub))

        def collect(d):
            value = resolve(pair)
            key = value if value._ground else variant_key(value)
            derivations.append((key, value.args[0], d, len(gp.kinds)))

        def run():
            self.keep_certain = len(self.stack)
            yield from self.solve(sub_goal, None, ())

        start = len(gp.kinds)

        # the list is known only once every solution is: a findall/3 that reaches the goal
        # being proved recurses through it, as a negation does
        apart = term.functor == "findall"  # ProbLog grounds its goal apart (GroundProgram.findall_made)
        self.in_findall += apart
        try:
            self._complete(run, collect, goal.span,
                           f"{term.functor}/3 through recursion: the solutions it collects depend on the goal "
                           "being proved", "IndirectCallCycleError")
        finally:
            self.in_findall -= apart
            undo(trail, mark)
        if term.functor == "findall":  # in ProbLog's order, replayed; else as found
            # (the replay's calls are the goal's, which ProbLog grounds without the query's
            # cache of ground answers: see uniform.py)
            cache = self.uniform_answers
            if cache is not None:
                cache.off += 1
            try:
                elements = replayed_elements(self, pair, sub_goal, derivations, goal.span)
            finally:
                if cache is not None:
                    cache.off -= 1
            if elements is None:
                elements = collect_findall(gp, derivations, goal.span, self.certain_dups, start)
        else:
            elements = collect_all(gp, derivations)
        _fresh_elements(elements, template)
        # the lists of equal values are one term (two solutions with one value make [v] twice):
        # its hash, worked out once, and the identity its answers' keys then compare by
        made: dict[Struct, Struct] = {}
        skip = None
        if self.track and self.query_at is not None:
            at = self.query_at

            def skip(proofs):
                # a proof the evidence's constraint leaves out of every list is copied into
                # ProbLog's formula all the same: this query made its atoms (GroundProgram.falsified)
                for proof in proofs:
                    gp.query_start.setdefault(abs(proof), at)
        for values, cond in sublists(gp, elements, term.functor != "all", goal.span, self.budget,
                                     opaque=term.functor == "findall", single=self.track,
                                     evidence_true=self.evidence_true if apart else None, made=start,
                                     on_skip=skip):
            key = Struct("$", tuple(values))  # (a Struct: 1 and 1.0 stay apart)
            items = made.get(key)
            if items is None:
                items = made[key] = make_list(values)
            if unify(result, items, trail):
                yield deps if cond == TRUE else deps + (cond,)
            undo(trail, mark)

    # ---- probabilistic choices --------------------------------------------------------------
    def _choice(self, goal, env, deps):
        spec, index = goal.extra
        if spec.neural is not None:
            yield from self._neural_choice(goal, spec, env, deps)
            return
        gp = self.gp
        values = []
        for v in spec.variables:
            value = resolve(env.get(v, v)) if env is not None else resolve(v)
            if not is_ground(value):
                error = GroundingError(f"probabilistic clause is not ground: variable {v.name} is unbound "
                                       "when its probability is needed (bind it in the body or query a ground "
                                       "atom; ProbLog: NonGroundProbabilisticClause)", spec.span)
                body = gp.conj(deps)
                if self.defer_nonground_clause is None or body == TRUE:
                    raise error
                if body != FALSE:
                    self.defer_nonground_clause.append((body, error))
                return  # no derivation: an error unless the evidence makes the body false
            # an integer and a float that are equal in Python (1 == 1.0) are two terms: the
            # group of u(1) is not the group of u(1.0)
            values.append((float, value) if type(value) is float else value)
        key = (spec.clause_id, tuple(values))
        gid = gp.group_index.get(key)
        if gid is None:
            weights = tuple(self._weight(w, env) for w in spec.weights)
            fixed = [w for w in weights if isinstance(w, float)]
            if len(fixed) > 1 and sum(fixed) > 1.0 + 1e-9:
                raise ProbabilityError(f"the probabilities of this annotated disjunction sum to {sum(fixed):.12g}, "
                                       "more than 1 (ProbLog: InvalidValue)", spec.span)
            labels = tuple(resolve(_instantiate(h, env)) for h in spec.heads)
            gid = gp.add_group(key, weights, labels, spec.span, complete=False, from_rule=spec.from_rule)
        size = len(gp.kinds)
        node = gp.choice(gid, index)
        if self.track:
            if len(gp.kinds) != size:  # made here: by the tables being evaluated
                if self.in_findall:  # (its tables are not ProbLog's query formula's)
                    gp.findall_made.add(node)
                elif self.stack:
                    gp.choice_origin[node] = id(self.stack[-1])
            if not self.in_findall and (self.stack or self.query_at is not None):
                gp.choice_reach.setdefault(node, []).append(
                    (id(self.stack[-1]) if self.stack else None, self._prefix(deps), self.query_at))
            if spec.from_rule and deps:  # ProbLog's AND(body, choice): see rule_and
                body = gp.conj(deps)
                # (a body of one node: only a findall/3 list condition, which ProbLog's body_N
                # answer looks up in the propagated evidence)
                if body > TRUE and gp.kinds[body] == KIND_AND and (len(deps) > 1 or body in gp.opaque):
                    whole = gp.conj(deps + (node,))
                    if whole > TRUE and gp.kinds[whole] == KIND_AND:
                        gp.rule_and.setdefault(whole, (body, node))
                        if all(is_ground(h) for h in spec.heads):  # (see GroundProgram.static_bodies)
                            gp.static_bodies.add(body)
        yield deps + (node,)

    def _weight(self, w, env):
        if w.kind == "param":
            return ParamRef(w.key)
        term = w.term
        if isinstance(term, float):
            return term
        value = resolve(_instantiate(term, env))
        if type(value) is Struct and value.functor in ("$t", "$nn") and len(value.args) == 2:
            # a tensor as the probability (DeepProbLog's P :: a :- rbf(X, Y, P)): evaluated with
            # the networks, like a neural fact, by the pseudo-network '$tensor'
            return NeuralRef("$tensor", Struct(".", (value, NIL)), None)
        value = evaluate(value, w.span)
        if not 0.0 <= value <= 1.0 + 1e-12:
            raise ProbabilityError(f"probability {value:.12g} is outside [0, 1] (ProbLog: InvalidValue)", w.span)
        return float(min(value, 1.0))

    def _neural_choice(self, goal, spec, env, deps):
        nn = spec.neural
        span = nn["span"]
        net = deref(_instantiate(nn["net"], env))
        if type(net) is not Struct or net.args:
            raise NetworkError("the network of nn(...) must be a name", span)
        inputs = resolve(_instantiate(nn["inputs"], env))
        if not is_ground(inputs):
            raise InstantiationError("the inputs of a neural predicate must be bound when it is called", span)
        if list_items(inputs)[1] != NIL:  # inputs given as a variable (CLUTRR's nn(rel_extract, E, ...))
            inputs = _input_list(inputs, span)
        gp = self.gp
        if nn["kind"] == "tensor":
            # Var is the network's output: a symbolic term, evaluated (with gradients) when
            # another network takes it as input. The predicate itself is deterministic.
            trail = self.trail
            mark = len(trail)
            if unify(_instantiate(nn["var"], env), Struct("$nn", (net, inputs)), trail):
                yield deps
            undo(trail, mark)
            return
        if nn["kind"] == "fact":
            key = (spec.clause_id, inputs)
            gid = gp.group_index.get(key)
            if gid is None:
                label = resolve(_instantiate(spec.heads[0], env))
                gid = gp.add_group(key, (NeuralRef(net.functor, inputs, None),), (label,), spec.span, False)
            yield deps + (gp.choice(gid, 0),)
            return
        domain, tail = list_items(resolve(_instantiate(nn["domain"], env)))
        out = deref(_instantiate(nn["var"], env))
        head = _instantiate(spec.heads[0], env)
        key = (spec.clause_id, inputs)
        gid = gp.group_index.get(key)
        if gid is None:
            weights = tuple(NeuralRef(net.functor, inputs, k) for k in range(len(domain)))
            trail = self.trail
            labels = []
            for value in domain:
                mark = len(trail)
                unify(out, value, trail)
                labels.append(resolve(head))
                undo(trail, mark)
            gid = gp.add_group(key, weights, tuple(labels), spec.span, complete=True)
        positions = range(len(domain))
        if self.neural_select is not None:
            chosen = self.neural_select(net.functor, inputs, len(domain), span)
            if chosen is not None:  # only the network's k most probable outputs, for this input
                positions = chosen
                gp.network_dependent = True
        trail = self.trail
        for k in positions:
            mark = len(trail)
            if unify(out, domain[k], trail):
                yield deps + (gp.choice(gid, k),)
            undo(trail, mark)

    # ---- tabling -----------------------------------------------------------------------------
    def _call(self, term, span, deps):
        term = deref(term)
        if type(term) is not Struct:
            if type(term) is Var:
                raise InstantiationError("a goal is an unbound variable", span)
            raise NesyTypeError(f"{term_str(term)} is not callable", span)
        sig = (term.functor, len(term.args))
        clauses = self.db.clauses.get(sig)
        if clauses is None and self._library_builtin(sig):
            return self._assert(term, span, deps) if sig in assertion.PREDICATES else self._record(term, span, deps)
        if clauses is None and sig in REFLECTIVE:
            if sig[0] == "try_call":
                return self._try_call(term, span, deps)
            if sig[0] == "subquery":
                return self._subquery(term, span, deps)
            if sig[0] == "possible":
                return self._possible(term, span, deps)
            if sig[0] == "cmd_args":
                return self._cmd_args(term, span, deps)
            return self._clause(term, span, deps)
        if clauses is None and sig == uniform.SIGNATURE:  # ProbLog's sample_uniform1/3
            return uniform.sample_uniform(self, term, span, deps)
        if clauses is None and self.autoload is not None and self.autoload(sig):
            clauses = self.db.clauses.get(sig)
        if clauses is None:
            if self.db.unknown == "fail":  # :- unknown(fail): an undefined predicate fails
                return iter(())
            raise NesyNameError(f"unknown predicate {term_str(Struct(term.functor))}/{len(term.args)}"
                                " (ProbLog: UnknownClause)" + self._suggest(sig), span)
        # A flat call (atoms, integers and unbound variables as arguments: most are) finds its
        # table by a tuple of plain values, compared in C, without building the resolved call
        # and its key and comparing that with the table's (Struct.__eq__): `p(a, X, 3, X)` is
        # (p, 'a', V0, 3, V0). Equal tuples are exactly variant calls (an atom is its name, a
        # variable its rank among the call's distinct ones; floats, strings and compound
        # arguments take the general path, as 1 == 1.0 would make p(1) and p(1.0) one key).
        if sig not in self._flat_on:
            return self._tabled(term, None, None, None, clauses, span, deps)
        parts, seen = _flat_key(term.functor, term.args, None)
        return self._tabled(term, None, parts, seen, clauses, span, deps)

    def _call_goal(self, goal: Goal, env: dict, deps):
        """A clause body's call (``solve`` of a CALL goal with a clause's renaming ``env``):
        :meth:`_call` of the instantiated goal, where a flat call whose table exists finds it
        from the goal's template and ``env`` directly, without building the call's term. The
        template's variables not in ``env`` yet get fresh ones there, in the order (and as)
        :func:`instantiate` would make them."""
        t = goal.term
        args = t.args
        sig = (t.functor, len(args))
        clauses = self.db.clauses.get(sig)
        if clauses is None or not args:
            return self._call(instantiate(t, env), goal.span, deps)
        if sig not in self._flat_on:  # (_call's own path for it: a Struct with clauses)
            return self._tabled(instantiate(t, env), None, None, None, clauses, goal.span, deps)
        parts, seen = _flat_key(t.functor, args, env)
        if parts is None:
            return self._call(instantiate(t, env), goal.span, deps)
        return self._tabled(None, (t, env), parts, seen, clauses, goal.span, deps)

    def _tabled(self, term, template, parts, seen, clauses, span, deps):
        """The rest of :meth:`_call`: the call's table (made and evaluated if new), and its
        answers. ``term`` is the call, or None with ``template`` (a goal's term and renaming)
        to build it from where it is needed (a flat call, ``parts`` its key, ``seen`` its
        variables: see _call)."""
        if self.uniform_answers and self.evidence_seq is None and not seen:  # (see uniform.py)
            cached = uniform.cached_answer(self, term, template, deps)
            if cached is not None:
                return cached
        flat = self._flat
        hit = None
        if parts is not None:
            fk = tuple(parts)
            if self._flat_of is not self.tables or self._flat_len != len(self.tables):
                flat.clear()
                self._flat_of = self.tables
                self._flat_len = len(self.tables)
            hit = flat.get(fk)
        if hit is not None:
            table, key = hit
            call_vars = tuple(seen) if seen is not None else ()
        else:
            if term is None:
                term = instantiate(*template)
            ground = resolve(term)
            if ground._ground:
                key, call_vars = ground, ()
            else:
                # the key walk also lists the call's variables, in the order a variant's table has them
                key, call_vars = variant_key_vars(ground)
            table = self.tables.get(key)
            if table is not None and parts is None:  # (a variant met again: see _flat_on)
                self._flat_on.add((term.functor, len(term.args)))
            if table is None and call_vars:
                alias = self._problog_alias(ground, key)
                if alias is not None:
                    if self.track:
                        self._record_call(alias, deps)
                    if self.hits is not None:
                        self.hits.add(id(alias))
                    return self._consume_alias(alias, ground, deps)
        calls = self.calls
        if calls is not None and (table is None or table.in_calls is not calls):  # (an open call by
            calls.add(key)  # its variant key; a table's key is added once per set)
            if table is not None:
                table.in_calls = calls
        if self.evidence_seq is not None and table is not None:
            self._evidence_reach(id(table))
        if table is None:
            found = None
            if key is ground and (self._open_done or self._open_answers) and not self.in_findall \
                    and self.evidence_seq is None:
                found = self._answered(ground)
            # a ground call is its own key and table call (no copy, no variables to collect)
            # a call with variables lends its own term to the table's first evaluation
            table = Table(key, ()) if key is ground else Table(ground, call_vars, shared=True)
            tables = self.tables
            if parts is not None:
                tables[key] = table
                flat[fk] = (table, key)
                self._flat_len = len(tables)
            elif self._flat_of is tables and self._flat_len == len(tables):
                tables[key] = table  # (a table added keeps the index valid)
                self._flat_len = len(tables)
            else:
                tables[key] = table
            if self.evidence_seq is not None:
                self.evidence_seq.append(id(table))
                self.evidence_seen.add(id(table))
            if self._neg_keys and call_vars:  # (see _problog_alias)
                canon, has_neg = _problog_key(key)
                if has_neg and self._neg_keys.get(canon, (None, 0))[1] is None:
                    self._neg_keys[canon] = (key, table)
            if self.track:
                self._record_call(table, deps)
                self.table_level[id(table)] = self.in_findall
                # (made in a findall/3 goal: in ProbLog's formula of that goal, with a cache of
                # its own, so no query's: a later query's call grounds it afresh)
                self.gp.table_info[id(table)] = (ground if key is ground else None,
                                                 None if self.in_findall else self.query_at)
            if self.stack and self.track:  # (GroundProgram.choice_origin: who derives a choice)
                self.gp.table_caller[id(table)] = id(self.stack[-1])
            if found is None:
                self._evaluate(table, clauses, span)
            else:  # the derivations of the earlier open call's answer (see _answered)
                for d in list(self.gp.data[found]):
                    self._add_answer(table, d)
                table.complete = True
                table.evaluated_at = self.changes
        else:
            if hit is None and parts is not None:
                flat[fk] = (table, key)
            if self.track:
                self._record_call(table, deps)
            if self.evidence_seq is not None and table.complete:  # (GroundProgram.evidence_hits)
                self.gp.evidence_hits.append((self._evidence_tick(), id(table)))
            if self.hits is not None:
                self.hits.add(id(table))
            if table.complete:
                if self.uniform_answers is not None and call_vars:  # (a findall's table: see uniform.py)
                    uniform.remember_answers(self, (table,))
                if call_vars and not table.cached and not self.in_findall and self.evidence_seq is None:
                    self._remember(table)  # (a findall's table: see _answered)
                return self._consume(table, call_vars, deps)
            if table.on_stack:
                self._depends_on(table.index)
                table.looped = True
            elif table.evaluated_at != self.changes:
                self._evaluate(table, clauses, span)
            if not table.complete and not table.on_stack:
                # Its leader index was taken when it was last evaluated; follow the chain of
                # leaders to the one still being evaluated (on the stack).
                leader = table.leader_table
                while leader is not None and not leader.on_stack and not leader.complete:
                    leader = leader.leader_table
                self._depends_on(leader.index if leader is not None and leader.on_stack else 0)
        return self._consume(table, call_vars, deps)

    def _problog_alias(self, call: Struct, key) -> Table | None:
        """The complete table whose answers ProbLog 2.3 gives this non-ground call (``key``
        its variant key), where its cache confuses the two calls (None: none does). ProbLog's
        engine writes an unbound variable as a negative integer, and its cache keys a
        non-ground call by its arguments with the variables renumbered -1, -2, ... in order:
        a number argument -k then equals the k-th variable, so `lt(X, -2)` and `lt(X, Y)` are
        one key there, and whichever is called second gets the first one's answers, binding
        its variables only (`lt(_, -2)` after `lt(X, Y)` has `lt(-1, 10)`'s node as an answer).
        Top-level arguments only; a query's own call with the number is not redirected (its
        answers would print as the other call's there, under that call's names)."""
        neg = self._neg_keys
        if not neg:  # (the common case: no such call yet, and this one has no negative number)
            if type(key) is not tuple:
                return None
            for a in key:
                if (type(a) is int or type(a) is float) and a < 0:
                    break
            else:
                return None
        canon, has_neg = _problog_key(key)
        if canon is None or not (has_neg or neg):
            return None
        hit = neg.get(canon)
        if hit is not None:
            k, table = hit
            if table is not None and k != key and self.tables.get(k) is table and table.complete \
                    and (self.stack or not has_neg):
                return table if all(e[2] is None for e in table.answer_list) else None
        if has_neg:
            if self.stack:  # an earlier call with variables there: a complete table of it
                tables = self.tables
                for k in _alias_keys(key):
                    table = tables.get(k)
                    if (table is not None and table.complete and table.vars
                            and all(e[2] is None for e in table.answer_list)):
                        return table
            if hit is None:
                neg[canon] = (key, None)  # (its table, once made: see _tabled)
        return None

    def _consume_alias(self, table: Table, call: Struct, deps):
        """The answers of ``table`` (complete, its answers ground) for ``call``, which ProbLog's
        cache takes for the same call (see _problog_alias): each binds the call's variables to
        the answer's arguments at their places, whatever the call holds elsewhere."""
        pos = {v: j for j, v in enumerate(table.vars)}
        targs = table.call.args
        cargs = [deref(a) for a in call.args]
        trail = self.trail
        or_sets = self.gp.or_sets
        for values, node, _ in list(table.answer_list):
            mark = len(trail)
            ok = True
            for a, b in zip(cargs, targs):
                if type(a) is Var:
                    v = values[pos[b]] if type(b) is Var and b in pos else b
                    if not unify(a, v, trail):
                        ok = False
                        break
            if ok:
                if TRUE in or_sets[node] and self.keep_certain != len(self.stack):
                    yield deps
                else:
                    yield deps + (node,)
            undo(trail, mark)

    def _evidence_tick(self) -> int:
        """The time of an event of the evidence's grounding (GroundProgram.evidence_hits)."""
        gp = self.gp
        return len(gp.evidence_hits) + len(gp.evidence_done)

    def _evidence_reach(self, table: int) -> None:
        """GroundProgram.evidence_seq: a table the evidence's grounding hits, made earlier (by a
        query, which this grounder grounds first), and the tables it called, in order, as
        ProbLog, which grounds the evidence first, calls them there."""
        seq = self.evidence_seq
        seen = self.evidence_seen
        todo = [table]
        while todo:
            t = todo.pop()
            if t in seen:
                continue
            seen.add(t)
            seq.append(t)
            todo.extend(u for _, u in reversed(self.gp.call_out.get(t, ())))

    def _prefix(self, deps: tuple) -> tuple:
        """The nodes of the derivation before a call: ``deps``, after those before the
        negation it is in (in the same table's clause), where ProbLog makes the call only if
        none of them is false."""
        ctx = self.neg_ctx
        if ctx is not None and ctx[0] == (id(self.stack[-1]) if self.stack else None):
            return ctx[1] + deps
        return deps

    def _record_call(self, table: Table, deps: tuple) -> None:
        """GroundProgram.call_edges / evidence_roots: who calls which table, and call_out /
        call_roots: with the derivation's nodes before the call (a program with evidence
        only)."""
        if self.stack:
            top = id(self.stack[-1])
            gp = self.gp
            if self.in_findall <= self.table_level.get(top, 0):
                # (a call in a findall/3 goal the caller's clause holds is not: ProbLog grounds
                # that goal in a formula of its own, with a cache of its own)
                edges = gp.call_edges.get(top)
                if edges is None:
                    edges = gp.call_edges[top] = set()
                edges.add(id(table))
            if not self.in_findall:
                ctx = self.neg_ctx  # (self._prefix(deps), inline)
                out = gp.call_out.get(top)
                if out is None:
                    out = gp.call_out[top] = []
                out.append((ctx[1] + deps if ctx is not None and ctx[0] == top else deps, id(table)))
        elif self.calls is None:  # a top-level call outside a query's grounding: the evidence's
            self.gp.evidence_roots.add(id(table))
        elif self.query_at is not None and not self.in_findall:
            self.gp.call_roots.setdefault(self.query_at, []).append((self._prefix(deps), id(table)))

    def _clause(self, term, span, deps):
        """``clause(Head, Body)`` and ``clause(Head, Body, P)`` (see :mod:`.reflect`)."""
        head = deref(term.args[0])
        if type(head) is Var:
            raise InstantiationError(f"{term.functor}/{len(term.args)} needs its head bound (ProbLog: "
                                     "CallModeError)", span)
        if type(head) is not Struct:
            raise NesyTypeError(f"{term.functor}/{len(term.args)} needs a callable head, got "
                                f"{term_str(head)} (ProbLog: CallModeError)", span)
        trail = self.trail
        for values in list(clause_terms(self.db, (head.functor, len(head.args)))):
            mark = len(trail)
            if all(unify(a, v, trail) for a, v in zip(term.args, values)):
                yield deps
            undo(trail, mark)

    def _subquery(self, term, span, deps):
        """ProbLog's ``subquery(Goal, P)`` and ``subquery(Goal, P, Evidence)``: each answer of
        ``Goal`` with ``P`` its probability (given the positive evidence atoms of the list), from
        a separate exact inference on the same program. The result is certain: the inner
        inference's choices do not enter this ground program (as in ProbLog)."""
        if self.subquery is None:
            raise NesyNameError("subquery/" + str(len(term.args)) + " needs a program session "
                                "(ProbLog: UnknownClause)", span)
        goal = resolve(term.args[0])
        evidence = []
        n = len(term.args)
        # ProbLog's modes: a callable goal and an unbound probability (CallModeError otherwise)
        if type(goal) is Var:
            raise InstantiationError(f"subquery/{n} needs a bound goal (ProbLog: CallModeError)", span)
        if type(goal) is not Struct:
            raise NesyTypeError(f"subquery/{n} needs a callable goal, got {term_str(goal)} (ProbLog: "
                                "CallModeError)", span)
        if type(deref(term.args[1])) is not Var:
            raise NesyTypeError(f"subquery/{n} needs an unbound probability, got "
                                f"{term_str(resolve(term.args[1]))} (ProbLog: CallModeError)", span)
        if n >= 3:
            items, tail = list_items(resolve(term.args[2]))
            if tail != NIL:
                raise InstantiationError(f"subquery/{n} needs its evidence as a proper list (ProbLog: "
                                         "CallModeError)", span)
            evidence = items
        pair = n == 5 and _subquery_engine(resolve(term.args[3]), resolve(term.args[4]), span)
        if pair:
            evidence = []  # ProbLog's kbest evaluator ignores evidence (it warns)
        trail = self.trail
        for answer, p in self.subquery(goal, evidence, span):
            mark = len(trail)
            if type(p) is float:  # ProbLog binds Constant(p), which rounds a float
                p = problog_float(p)
            value = Struct(",", (p, p)) if pair else p
            if unify(term.args[0], answer, trail) and unify(term.args[1], value, trail):
                yield deps
            undo(trail, mark)

    def _assert(self, term, span, deps):
        """library(assert)'s assertz/1, retract/1 and retractall/1 (see :mod:`.assertion`)."""
        from ..program.loader import add_clause

        if self.replaying:
            raise _NoReplay
        self.db_calls += 1
        arg = term.args[0]
        if self.index_log is None:  # (library(assert) loaded since this grounding began)
            self.index_log = ClauseIndexLog()
        if term.functor == "assertz":
            clause = assertion.clause_of(arg, span)
            db = self._own_db()
            self.index_log.appended(db, add_clause(db, clause, -1))
        else:
            sig, ids = assertion.matching(self.db, arg, self.trail, clause_terms, self.index_log)
            if term.functor == "retract":
                if not ids:
                    return
                ids = ids[:1]
            if ids:
                db = self._own_db()
                self.index_log.changing(db, sig)  # (ProbLog's index keeps an erased clause)
                db.retract(sig, ids)  # (still defined: a call fails, as in ProbLog)
        self.forget_complete_tables()  # as ProbLog's cache reset
        yield deps

    def _library_builtin(self, sig) -> bool:
        """Whether ``sig`` is a predicate of library(assert) or library(record), which the
        grounder answers, and its library is loaded."""
        return ((sig in assertion.PREDICATES and assertion.LIBRARY in self.db.libraries)
                or (sig in record.PREDICATES and record.LIBRARY in self.db.libraries))

    def _record(self, term, span, deps):
        """library(record)'s predicates (see :mod:`.record`), on this grounding's records."""
        if self.replaying:
            raise _NoReplay
        self.db_calls += 1
        if self.records is None:
            self.records = record.Records()
        for _ in self.records.call(term, span, self.trail):
            yield deps

    def _own_db(self) -> ClauseDB:
        """The database this grounder may change: a copy of the program's, made at the first
        change (the program keeps its clauses; library autoloading goes to the copy)."""
        if not self._db_copied:
            old = self.db
            self.db = old.copy()
            self._db_copied = True
            auto = self.autoload
            if isinstance(auto, functools.partial) and auto.args and auto.args[0] is old:
                self.autoload = functools.partial(auto.func, self.db, *auto.args[1:], **auto.keywords)
        return self.db

    def live_state(self) -> bool:
        """Ready this grounder's database and records for a subquery run inside it, as ProbLog's
        subquery grounds on the live database (what library(assert) and library(record) did so
        far is seen, and what the subquery does to them is seen after it). False, and nothing
        made, where neither library is loaded."""
        if not (assertion.LIBRARY in self.db.libraries or record.LIBRARY in self.db.libraries):
            return False
        self._own_db()
        if self.records is None:
            self.records = record.Records()
        return True

    def share_live_state(self, caller: "Grounder") -> None:
        """Work on ``caller``'s database (already this grounder's, see :meth:`live_state`) and
        records: this grounder grounds a subquery inside ``caller``'s grounding."""
        self._db_copied = True  # the caller's own copy: changed in place, the program's stays
        self.records = caller.records
        self.index_log = caller.index_log

    def _cmd_args(self, term, span, deps):
        """ProbLog's ``cmd_args(L)``: the command line's ``-a ARG`` values as a list of atoms
        (``[]`` where none were given); ``L`` must be a variable or a list (ProbLog's mode)."""
        arg = deref(term.args[0])
        if type(arg) is not Var and not (type(arg) is Struct and (arg.functor, len(arg.args)) in (("[]", 0), (".", 2))):
            raise NesyTypeError(f"cmd_args/1 takes a variable or a list, got {term_str(arg)} "
                                "(ProbLog: CallModeError)", span)
        mark = len(self.trail)
        if unify(arg, make_list([Struct(a) for a in self.cmd_args]), self.trail):
            yield deps
        undo(self.trail, mark)

    def _possible(self, term, span, deps):
        """ProbLog's ``possible(Goal)``: each answer of Goal that has a derivation not false on its
        face, as a certain fact: the weights are ignored (``0.0::a`` is possible), so no choice
        enters the formula."""
        goal = Goal(DYNCALL, term.args[0], extra=(), span=span)
        trail = self.trail
        mark = len(trail)
        answers: dict = {}
        for d in self._dyncall(goal, None, ()):
            node = self.gp.conj(d)
            if node == FALSE or self.gp.contradictory(node):
                continue  # false on its face (a, \+ a): ProbLog's grounder has no such answer
            answer = resolve(term.args[0])
            answers.setdefault(variant_key(answer), answer)
        undo(trail, mark)
        for answer in answers.values():
            if unify(term.args[0], answer, trail):
                yield deps
            undo(trail, mark)

    def _try_call(self, term, span, deps):
        """ProbLog's ``try_call/N``: call/N, but an error of the goal itself makes it fail: an
        undefined predicate, or a builtin's error (``try_call(X is foo + 1)``, also inside a
        findall of the goal, or a conjunction, which ProbLog 2.3's try_call cannot call: it
        raises UnknownClause for ,/2). ProbLog catches what its call raises at once; an
        error inside a called clause's body comes later, from its engine stack, and is raised
        (``p :- undefined.`` then ``try_call(p)``). Here the goal's parts carry the call's span,
        a clause body's goals their own."""
        goal = Goal(DYNCALL, term.args[0], extra=tuple(term.args[1:]), span=span)
        trail = self.trail
        mark = len(trail)
        try:
            # the goal's predicate is not autoloaded: ProbLog has no autoloading, so a library
            # predicate the program did not load is undefined there, and try_call fails
            # (_dyncall checks the predicate before it returns its answers' generator)
            autoload, self.autoload = self.autoload, None
            try:
                answers = self._dyncall(goal, None, deps)
            finally:
                self.autoload = autoload
            yield from answers
        except (NesyNameError, GroundingError) as e:
            if e.span != span:
                raise
            undo(trail, mark)

    def _depends_on(self, index: int) -> None:
        if self.negation_bases and index < self.negation_bases[-1]:
            self.negation_violated = True
        stack = self.stack
        for t in stack[index + 1:]:
            if t.leader > index:
                t.leader = index
        stack[index].looped = True
        if self.track:  # (GroundProgram.cycle_tables)
            self.gp.cycle_tables.update(map(id, stack[index:]))

    def _consume(self, table: Table, call_vars: tuple, deps):
        # The call is a variant of the table's call: bind its variables (``call_vars``, in the
        # order of the table's) to each answer's values.
        if not table.vars:
            for entry in table.answer_list:
                node = entry[1]
                if TRUE in self.gp.or_sets[node] and self.keep_certain != len(self.stack):
                    yield deps
                else:
                    yield deps + (node,)
            return
        trail = self.trail
        or_sets = self.gp.or_sets
        answers = table.answer_list
        i = 0
        while i < len(answers):
            values, node, to_copy = answers[i]
            i += 1
            if not i & 4095:
                check_interrupt()
            mark = len(trail)
            if to_copy is None:
                for v, value in zip(call_vars, values):
                    v.ref = value
                    trail.append(v)
            elif to_copy[0]:
                positions, pattern = to_copy
                for j, value in zip(positions, copy_term(pattern).args):
                    v = call_vars[j]
                    v.ref = value
                    trail.append(v)
            if TRUE in or_sets[node] and self.keep_certain != len(self.stack):
                yield deps
            else:
                yield deps + (node,)
            while len(trail) > mark:  # (undo(trail, mark), inline)
                trail.pop().ref = None

    def _evaluate(self, table: Table, clauses, span) -> None:
        stack = self.stack
        if self.shallow_limit is not None and len(stack) >= self.shallow_limit:
            raise _NeedDeepStack
        if len(stack) >= self.recursion_limit:
            raise RecursionLimitError(
                f"recursion deeper than {self.recursion_limit} nested calls (at {term_str(table.call)}); "
                "the program may recurse forever, or raise the limit with --recursion-limit", span)
        self._steps += 1
        if not self._steps & 255:
            check_interrupt()
        if self.budget is not None:
            self.budget.tick(len(self.gp.kinds), span)
        table.on_stack = True
        table.index = table.leader = len(stack)
        stack.append(table)
        incomplete_mark = len(self.incomplete)
        trail = self.trail
        call = table.call
        clauses = self.db.candidates(call, clauses)  # argument indexing (just in time)
        if self.index_log is not None:  # (a program that may assert: ProbLog's index as it changed)
            clauses = self.index_log.find(call, clauses)
        entry_mark = len(trail)
        finished = interrupted = False
        try:
            while True:
                table.looped = False
                start = self.changes
                for clause in clauses:
                    env: dict = {}
                    mark = len(trail)
                    if _unify_head(clause.head, call, env, trail):
                        if clause.body is None:
                            self._add_answer(table, TRUE)
                        else:
                            conj = self.gp.conj
                            for d in self.solve(clause.body, env, ()):
                                self._add_answer(table, conj(d))
                    undo(trail, mark)
                if table.leader < table.index:
                    break
                if table.looped and self.changes != start:
                    continue
                break
            finished = True
        except NesyError as e:
            _at_callers_call(e, span)
            raise
        except KeyboardInterrupt:
            # Ctrl-C abandons the whole grounding: no caller evaluates this table again, and
            # the signal may have landed between a binding and its trail entry (bind), which
            # leaves the term bound where the copy below expects it free
            interrupted = True
            raise
        finally:
            stack.pop()
            table.on_stack = False
            if table.shared:
                # the creating call's term was lent for this evaluation; a table that will be
                # evaluated again (incomplete, or abandoned by an error a caller may catch)
                # needs its own copy, taken while the term is unbound
                table.shared = False
                if not interrupted and (not finished or table.leader < table.index):
                    undo(trail, entry_mark)
                    mapping: dict = {}
                    table.call = copy_term(call, mapping)
                    table.vars = tuple([mapping[v] for v in table.vars])
        table.evaluated_at = self.changes
        if table.leader < table.index:
            table.leader_table = stack[table.leader]
            self.incomplete.append(table)
            if stack:
                caller = stack[-1]
                if caller.leader > table.leader:
                    caller.leader = table.leader
                stack[table.leader].looped = True
        else:
            table.complete = True
            for t in self.incomplete[incomplete_mark:]:
                t.complete = True
            if self.evidence_seq is not None:  # (GroundProgram.evidence_done)
                done = self.gp.evidence_done
                at = self._evidence_tick()
                done[id(table)] = at
                for t in self.incomplete[incomplete_mark:]:
                    done[id(t)] = at
            if self.uniform_answers is not None:  # (see uniform.py)
                uniform.remember_answers(self, [table, *self.incomplete[incomplete_mark:]])
            if not self.in_findall and self.evidence_seq is None:  # (see _answered)
                if table.vars:
                    self._remember(table)
                for t in self.incomplete[incomplete_mark:]:
                    if t.vars:
                        self._remember(t)
            del self.incomplete[incomplete_mark:]

    def _remember(self, table: Table) -> None:
        """Keep the complete ``table`` of a call with variables for :meth:`_answered`."""
        table.cached = True
        call = table.call
        sig = (call.functor, len(call.args))
        done = self._open_done.get(sig)
        if done is None:
            self._open_done[sig] = [table]
        else:
            done.append(table)

    def _answered(self, call: Struct) -> int | None:
        """The answer node of an earlier call with variables whose derivations the new ground
        ``call``'s table takes instead of being evaluated, as ProbLog's cache of ground answers
        gives it; None where there is none.

        ProbLog 2.3 enters every answer of a completed call with variables into its cache of
        ground calls when all of that call's answers are ground (``engine_stack.DefineCache.
        __setitem__``, a later call's answers replacing an earlier one's), and a later ground
        call of one of them takes that answer's node instead of being evaluated
        (``eval_define``). The formula is the same either way, but grounding the call afresh
        can cost much more: a findall/3 in it lists every subset of the solutions again, where
        the evidence pruned those lists while the choices were first made (findall.sublists).

        Not inside a findall/3 goal, whose tables the grounder keeps apart (GroundProgram.
        findall_made; a table completed there enters when a call outside first uses it, as
        in uniform.py), nor in the evidence's grounding, which comes after the queries here,
        nor for a predicate the evidence names, nor where sample_uniform1/3 or library(cut)
        keep uniform.py's cache: there the nodes ProbLog's cache gives are followed through
        the tables' own records (GroundProgram.falsified and _shared_nodes, uniform.py), which
        expect a ground call's own evaluation. The tables are indexed per signature, at the
        first ground call of it, so a program that makes none pays one list append a table."""
        sig = (call.functor, len(call.args))
        if sig in self.evidence_sigs or self.uniform_answers is not None:
            return None
        pending = self._open_done.pop(sig, None)
        answers = self._open_answers
        if pending:
            for table in pending:
                if any(e[2] is not None for e in table.answer_list):
                    continue  # an answer with variables: ProbLog enters none of them
                # (the call's term may be the creating call's own, its variables bound while
                # that call takes its answers: substituted, not unified)
                try:
                    for values, node, _ in table.answer_list:
                        answers[_substituted(table.call, dict(zip(table.vars, values)))] = node
                except _TooDeep:
                    pass
        return answers.get(call)

    def _add_answer(self, table: Table, node: int) -> None:
        if node == FALSE or (self.answer_filter is not None and not self.answer_filter(node)):
            return
        values = []
        # the key of values that are all atoms and integers: their names and numbers, compared
        # in C (as for flat calls, see _call), apart from every other key by its first item
        flat: list | None = [_FLAT_ANSWER]
        for v in table.vars:  # (resolve(v), inline)
            while type(v) is Var:
                r = v.ref
                if r is None:
                    break
                v = r
            tv = type(v)
            if tv is Struct:
                if v.args:
                    flat = None
                    if not v._ground:
                        v = _resolve_struct(v, 0)
                elif flat is not None:
                    flat.append(v.functor)
            elif tv is int:
                if flat is not None:
                    flat.append(v)
            else:
                flat = None
            values.append(v)
        values = tuple(values)
        # resolved values: ground exactly when no variable is left at the top or inside
        ground, floats = True, False
        if flat is None:
            for v in values:
                tv = type(v)
                if tv is Var or tv is Struct and not v._ground:
                    ground = False
                    break
                if tv is float:
                    floats = True
        if flat is not None:
            key = tuple(flat)
        elif not ground:
            key = variant_key_vars(Struct("$", values))[0]
            if key in table.answers:
                values = None
            else:  # stored apart from the call's variables (the call may be the caller's own term)
                values = copy_term(Struct("$", values)).args
        elif floats:
            key = Struct("$", values)  # as a tuple, 1 == 1.0 would make p(1) and p(1.0) one answer
        else:
            key = values
        entry = table.answers.get(key)
        gp = self.gp
        if entry is None:
            if not len(table.answer_list) & 1023:
                check_interrupt()
            if self.budget is not None:  # nat(X) has an answer for every natural number
                self.budget.tick(len(gp.kinds))
            # (its name, for printing, may hold the caller's variables: grounding has undone
            # every binding by the time a ground program is printed)
            or_node = gp.new_or(resolve(table.call))
            if self.track:
                gp.answer_table[or_node] = id(table)
            entry = [values, or_node, None if ground else _to_copy(values)]
            table.answers[key] = entry
            table.answer_list.append(entry)
            self.changes += 1
        derivations = gp.or_sets[entry[1]]  # (gp.add_disjunct, inline: node is not FALSE)
        if node not in derivations:
            derivations.add(node)
            gp.data[entry[1]].append(node)
            self.changes += 1
        elif node == TRUE and not table.looped:
            self.certain_dups[entry[1]] = self.certain_dups.get(entry[1], 0) + 1


class _TooDeep(Exception):
    pass


def _substituted(t, values: dict, depth: int = 0):
    """A table's call ``t`` with its variables (not dereferenced: they may be bound) replaced
    by ``values``; _TooDeep past 64 levels of nesting (a long partial list: not followed)."""
    tt = type(t)
    if tt is Var:
        return values.get(t, t)
    if tt is Struct and not t._ground:
        if depth > 64:
            raise _TooDeep
        return Struct(t.functor, tuple([_substituted(a, values, depth + 1) for a in t.args]))
    return t


class _NoReplay(Exception):
    """A clause body ProbLog's numbering cannot be replayed on (see Grounder._problog_names)."""


def _clause_slots(clause) -> dict:
    """A clause's variables numbered as ProbLog numbers its context's slots: in order of first
    occurrence, head first, then the body left to right (each ``_`` is a slot of its own)."""
    out: dict = {}

    def add(t):
        for v in iter_vars(t):
            if v not in out:
                out[v] = len(out)

    def walk(g):
        if g.kind in (CONJ, DISJ, ITE) or (g.kind == NOT and g.extra != "forall"):
            for x in g.goals:
                walk(x)
        elif g.kind == DYNCALL:
            add(g.term)
            for a in g.extra:
                add(a)
        elif g.term is not None:
            add(g.term)

    add(clause.head)
    if clause.body is not None:
        walk(clause.body)
    walk = None  # (it calls itself through its cell: a cycle for the collector)
    return out


def _at_callers_call(error: NesyError, span) -> None:
    """An error raised inside a standard library's clauses is reported at the program's own call
    that led there (``maplist(foo, L)`` with ``foo/1`` undefined: at the ``maplist`` call, as
    ProbLog reports it), with where in the library it arose as a note."""
    at = error.span
    if (at is not None and span is not None and str(at.filename).startswith(LIBRARY_SOURCE)
            and not str(span.filename).startswith(LIBRARY_SOURCE)):
        error.notes = error.notes + (f"raised inside the library, at {at.render_prefix()}",)
        error.span = span


def _to_copy(values: tuple) -> tuple:
    """What consuming a non-ground answer must copy and bind: the positions of its values
    other than *free singletons* (a variable that occurs once in the answer), and those values
    as one term. Binding a call's variable to a fresh copy of a free singleton would leave it as
    unconstrained as it was, so it stays unbound; and a call whose variables are not bound keeps
    its terms unchanged, shared rather than rebuilt by ``resolve`` at the next call (a list of
    rule templates passed down a recursion, as in DeepProbLog's CLUTRR program)."""
    counts: dict[Var, int] = {}
    for v in iter_vars(Struct("$", values)):
        counts[v] = counts.get(v, 0) + 1
    positions = tuple([j for j, value in enumerate(values) if type(value) is not Var or counts[value] > 1])
    return positions, Struct("$", tuple([values[j] for j in positions]))


def _is_lambda(term: Struct) -> bool:
    """``Params>>Body``, ``Free/Params>>Body`` or ``Free/(Params>>Body)`` (library(yall))."""
    if term.functor == "/":
        inner = deref(term.args[1])
        return type(inner) is Struct and inner.functor == ">>" and len(inner.args) == 2
    return True


def _flat_key(functor, args, env: dict | None):
    """A flat call's key and variables (see Grounder._call): ``[functor, ...]`` with an atom as
    its name, an integer as itself and an unbound variable as its rank among the call's
    distinct ones (``seen`` maps each to its rank), or (None, ...) for any other argument.
    With ``env`` (a clause body's goal and its renaming), a template variable is renamed first,
    a fresh one made in ``env`` where it has none yet, as :func:`instantiate` would make it."""
    parts: list | None = [functor]
    seen: dict | None = None
    for a in args:
        if env is not None and type(a) is Var:  # (a head variable may stand for any term)
            v = env.get(a)
            if v is None:
                v = env[a] = Var(a.name)
            a = v
        while type(a) is Var:
            r = a.ref
            if r is None:
                break
            a = r
        ta = type(a)
        if ta is Struct and not a.args:
            parts.append(a.functor)
        elif ta is int:
            parts.append(a)
        elif ta is Var:
            if seen is None:
                seen = {}
            n = seen.get(a)
            if n is None:
                n = seen[a] = len(seen)
                if n == len(_FLAT_VARS):
                    return None, seen
            parts.append(_FLAT_VARS[n])
        else:
            return None, seen
    return parts, seen


def _lambda_goal(term: Struct, extra: tuple, span) -> Struct:
    """The goal that calling a yall lambda with ``extra`` arguments runs: a copy of the lambda
    (fresh variables, except those of ``Free`` in ``Free/Lambda``; bound variables keep their
    values, as yall copies), its parameters unified with the arguments in turn, and arguments
    beyond the parameters appended to the body, as call/N does.

    >>> X = Var("X")
    >>> goal = _lambda_goal(Struct(">>", (Struct(".", (X, NIL)), Struct("p", (X, 7)))), (1, 2), None)
    >>> goal.functor, goal.args[0].functor, goal.args[0].args[1], goal.args[1].functor, goal.args[1].args[1:]
    (',', '=', 1, 'p', (7, 2))
    """
    free = None
    if term.functor == "/":
        free, term = term.args[0], deref(term.args[1])
    params, body = term.args
    params = deref(params)
    if type(params) is Struct and params.functor == "/" and len(params.args) == 2:
        free, params = params.args
    mapping = {v: v for v in iter_vars(free)} if free is not None else {}
    params, body = copy_term(Struct("$lambda", (params, body)), mapping).args
    items, tail = list_items(params)
    if tail != NIL:
        raise NesyTypeError(f"the parameters of a lambda must be a list, as in [X]>>p(X); got {term_str(params)}",
                            span)
    body = deref(body)
    rest = extra[len(items):]
    if rest:
        if type(body) is not Struct:
            raise NesyTypeError(f"call/N needs a callable goal, got {term_str(body)} (ProbLog: CallModeError)", span)
        body = Struct(body.functor, body.args + tuple(rest))
    goal = body
    for p, a in reversed(list(zip(items, extra))):
        goal = Struct(",", (Struct("=", (p, a)), goal))
    return goal


def _roomy(fn: Callable[[], Any]) -> Any:
    """``fn()``, called from a frame that CPython (3.11+) places at the start of a stack chunk of
    its own with room for the whole grounding's frames after it (see _ROOMY_SLOTS)."""
    return fn()


# CPython 3.11+ keeps function frames in 16 KiB chunks, mapped when a call does not fit in the
# current one and unmapped when the call that opened the chunk returns: a recursion that
# goes back and forth over a chunk's edge (a table's evaluation calling many new tables, each
# one level deeper) maps and unmaps a chunk per call, several microseconds each (nlp4plp_p07:
# one per table call, a quarter of its time; where the edges fall shifts with every change
# of a frame's size or depth). _roomy's frame declares a value stack of this many slots (never
# used, so never touched: it costs address space only): it opens a 1 MiB chunk (the least
# 16 KiB * 2**k that holds it and 1,000 slots more) and leaves about 480 KiB after it, room
# for some thousands of frames, far more than the shallow grounding's 40 tables deep need.
_ROOMY_SLOTS = 70_000
if sys.implementation.name == "cpython" and sys.version_info >= (3, 11):
    try:
        _roomy.__code__ = _roomy.__code__.replace(co_stacksize=_ROOMY_SLOTS)
    except (TypeError, ValueError):  # pragma: no cover (an interpreter that refuses it: no room)
        pass


def run_deep(fn: Callable[[], Any], recursion_limit: int = DEFAULT_RECURSION_LIMIT) -> Any:
    """Run a grounding function ``fn`` (which must build its own Grounder, so it can restart).

    It first runs in the caller's thread with a shallow nesting budget (no thread start-up
    cost for ordinary programs). If grounding nests deeper, it restarts on a thread whose stack
    and Python frame limit are sized from the session's recursion limit, so that the limit,
    not Python, is what stops a runaway recursion, with a located error.
    """
    _THREAD.shallow_limit = SHALLOW_LIMIT
    try:
        return _roomy(fn)
    except (_NeedDeepStack, RecursionError):
        pass
    finally:
        _THREAD.shallow_limit = None
    result: dict[str, Any] = {}

    def target():
        _THREAD.shallow_limit = None
        try:
            result["value"] = _roomy(fn)
        except BaseException as e:  # re-raised in the caller's thread
            result["error"] = e

    frames = 40 * recursion_limit + 2000
    old_limit = sys.getrecursionlimit()
    old_stack = threading.stack_size()
    try:
        sys.setrecursionlimit(max(old_limit, frames))
        threading.stack_size(min(max(64 * 1024 * 1024, frames * 2048), 1024 * 1024 * 1024))
        thread = threading.Thread(target=target, name="nesylang-grounder", daemon=True)
        thread.start()
    finally:
        threading.stack_size(old_stack)
    try:
        while thread.is_alive():
            thread.join(0.05)
    finally:
        sys.setrecursionlimit(old_limit)
    if "error" in result:
        err = result["error"]
        if isinstance(err, RecursionError):
            raise RecursionLimitError("recursion too deep while grounding; lower the nesting of the "
                                      "program or raise --recursion-limit") from None
        raise err
    return result.get("value")


# subquery/5's semiring and evaluator names, as ProbLog 2.3 registers them. Every exact
# evaluator gives the same probability, and so do the two probability semirings ("logprob"
# computes in log space, then answers the probability); ProbLog's "kbest" answers the pair
# (lower bound, upper bound), which meet when its search completes, as an exact inference's
# does, and ignores the evidence.
SUBQUERY_SEMIRINGS = ("prob", "logprob")
SUBQUERY_EVALUATORS = ("sdd", "sddx", "bdd", "nnf", "ddnnf", "fsdd", "fbdd", "kbest")


def _subquery_engine(semiring, evaluator, span) -> bool:
    """Check subquery/5's semiring and evaluator (strings, as ProbLog needs them); True where
    the answer is kbest's (lower, upper) pair."""
    for what, value, known in (("semiring", semiring, SUBQUERY_SEMIRINGS),
                               ("evaluator", evaluator, SUBQUERY_EVALUATORS)):
        if type(value) is not Str:
            raise NesyTypeError(f"subquery/5: the {what} must be a string, as \"{known[0]}\"; got "
                                f"{term_str(value)} (ProbLog: GroundingError)", span)
        if value.value not in known:
            extra = " (the symbolic semiring is not supported)" if value.value == "symbolic" else ""
            raise DomainError(f"subquery/5: unknown {what} \"{value.value}\"{extra}; known: "
                              + ", ".join(known), span)
    return evaluator.value == "kbest"
