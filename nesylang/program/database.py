"""Stage 2's output: the clause database (clauses by signature, compiled bodies, parameters).

A :class:`ClauseDB` holds runtime clauses keyed by ``(name, arity)``. Each clause body is
compiled once into a small goal tree (:class:`Goal`) so the grounder dispatches on a goal's
kind instead of re-inspecting terms. Probabilistic heads become ordinary clauses whose body
ends in a *choice* goal: ``0.3::h(X) :- b(X).`` is stored as ``h(X) :- b(X), <choice 0 of
group (clause, X)>``; the grounder turns a choice into a leaf of the ground program.
"""
from __future__ import annotations

import heapq
from dataclasses import field
from typing import Any, Callable

from ..logic.terms import Struct, Term, Var
from ..logic.unify import is_ground, resolve
from ..source import Span
from ..util.records import FACTORY, record

# Goal kinds (small ints: the grounder's dispatch is a chain of identity tests on these).
CALL, BUILTIN, CONJ, DISJ, NOT, ITE, DYNCALL, CHOICE, TRUE, FAIL, FINDALL, FORALL = range(12)


@record(eq=False)
class Goal:
    """One node of a compiled clause body.

    ``term``: the goal's term (templates share the clause's variables); ``goals``: sub-goals
    for conjunction, disjunction, negation and if-then-else; ``fn``: the builtin's function;
    ``extra``: call/N's extra arguments or a choice's :class:`ChoiceSpec`.
    """

    kind: int
    term: Any = None
    goals: tuple["Goal", ...] = ()
    fn: Callable | None = None
    extra: Any = None
    span: Span | None = None

    def __init__(self,
                 kind: int,
                 term: Any = None,
                 goals: tuple["Goal", ...] = (),
                 fn: Callable | None = None,
                 extra: Any = None,
                 span: Span | None = None) -> None:
        self.kind = kind
        self.term = term
        self.goals = goals
        self.fn = fn
        self.extra = extra
        self.span = span


@record(eq=False)
class WeightSpec:
    """How to compute one head's probability: a term evaluated when the choice is grounded.

    kind is ``"fixed"`` (a number or an arithmetic expression), ``"param"`` (``t(P)``, stored
    in the program's parameter table under ``key``) or ``"neural"`` (``nn(...)``).
    """

    kind: str
    term: Term
    key: Any = None
    span: Span | None = None

    def __init__(self, kind: str, term: Term, key: Any = None, span: Span | None = None) -> None:
        self.kind = kind
        self.term = term
        self.key = key
        self.span = span


@record(eq=False)
class ChoiceSpec:
    """A probabilistic clause's choice: one independent categorical variable per grounding of
    ``variables`` (all the clause's variables, as in ProbLog), with one outcome per head."""

    clause_id: int
    variables: tuple[Var, ...]
    weights: tuple[WeightSpec, ...]
    heads: tuple[Term, ...]
    span: Span | None = None
    neural: Any = None  # for nn(...) heads: (net name term, inputs term, domain list)
    from_rule: bool = False  # the clause has a body

    def __init__(self,
                 clause_id: int,
                 variables: tuple[Var, ...],
                 weights: tuple[WeightSpec, ...],
                 heads: tuple[Term, ...],
                 span: Span | None = None,
                 neural: Any = None,
                 from_rule: bool = False) -> None:
        self.clause_id = clause_id
        self.variables = variables
        self.weights = weights
        self.heads = heads
        self.span = span
        self.neural = neural
        self.from_rule = from_rule


@record(eq=False, slots=True)
class RClause:
    """A runtime clause: head template, compiled body, and where it came from."""

    head: Struct
    body: Goal | None
    span: Span | None
    clause_id: int
    source_clause: int = -1  # the statement index in the program (for printing and editing)

    def __init__(self,
                 head: Struct,
                 body: Goal | None,
                 span: Span | None,
                 clause_id: int,
                 source_clause: int = -1) -> None:
        self.head = head
        self.body = body
        self.span = span
        self.clause_id = clause_id
        self.source_clause = source_clause


INDEX_ABOVE = 8  # predicates with more clauses are indexed


def _deref(t):
    while type(t) is Var:
        if t.ref is None:
            return None
        t = t.ref
    return t


def _value_key(t) -> Any:
    """The key of a ground argument (numbers keyed with their type: 1 and 1.0 do not unify)."""
    tt = type(t)
    if tt is Struct:
        return t
    return (tt, t)


class ArgIndex:
    """The index of one argument position of one predicate's clause list.

    ``by_value``: a ground head argument's value -> positions (one position as a bare int:
    10^6 facts with distinct keys then make no list each); ``by_functor``: a compound head
    argument's (name, arity) -> positions (ground or not); ``open_functor``: the same for
    compound arguments that are not ground (they may unify with many ground values); ``free``:
    positions whose head argument is a variable (they match every call). Integers are keyed by
    themselves, other numbers and strings with their type (1 and 1.0 do not unify).
    """

    __slots__ = ("by_value", "by_functor", "open_functor", "free")

    def __init__(self, clauses: list["RClause"], position: int):
        by_value: dict[Any, Any] = {}
        by_functor: dict[Any, list[int]] = {}
        open_functor: dict[Any, list[int]] = {}
        free: list[int] = []
        get = by_value.get
        for i, c in enumerate(clauses):
            a = c.head.args[position]
            ta = type(a)
            if ta is int:
                key = a
            else:
                if ta is Var:
                    a = _deref(a)
                    if a is None:
                        free.append(i)
                        continue
                    ta = type(a)
                if ta is Struct:
                    fk = (a.functor, len(a.args))
                    by_functor.setdefault(fk, []).append(i)
                    if not a._ground:
                        open_functor.setdefault(fk, []).append(i)
                        continue
                    key = a
                else:
                    key = a if ta is int else (ta, a)
            hits = get(key)
            if hits is None:
                by_value[key] = i
            elif type(hits) is int:
                by_value[key] = [hits, i]
            else:
                hits.append(i)
        self.by_value, self.by_functor, self.open_functor, self.free = by_value, by_functor, open_functor, free

    def _hits(self, key) -> Any:
        hits = self.by_value.get(key, ())
        return (hits,) if type(hits) is int else hits

    def lookup(self, arg) -> tuple[list[int], ...]:
        """The sorted position lists whose union holds every clause that may match ``arg``
        (a bound call argument)."""
        ta = type(arg)
        if ta is Struct:
            fk = (arg.functor, len(arg.args))
            if arg._ground:
                return (self._hits(arg), self.open_functor.get(fk, ()), self.free)
            return (self.by_functor.get(fk, ()), (), self.free)
        return (self._hits(arg if ta is int else (ta, arg)), (), self.free)


def _ground_arg(t) -> bool:
    """Whether a term holds no unbound variable (a clause head's argument or a call's)."""
    t = _deref(t)
    if t is None:
        return False
    if type(t) is not Struct or t._ground:
        return True
    return is_ground(t)


def _mixed_positions(clauses: list["RClause"], arity: int) -> frozenset:
    """The argument positions where ProbLog's clause index changes the program order: where a
    clause head with a ground argument comes after one whose argument is not ground (see
    ClauseDB.candidates). One pass; a ground head (every fact of a table) costs one attribute
    test until an open head has been seen."""
    if len(clauses) < 2:
        return frozenset()
    open_seen = [False] * arity
    any_open = False
    mixed = set()
    for c in clauses:
        head = c.head
        if head._ground:
            if any_open:
                mixed.update(i for i in range(arity) if open_seen[i])
            continue
        for i, a in enumerate(head.args):
            if not _ground_arg(a):
                open_seen[i] = any_open = True
            elif open_seen[i]:
                mixed.add(i)
    return frozenset(mixed)


def _problog_order(args: tuple, mixed: frozenset, clauses: list["RClause"]) -> list["RClause"]:
    """``clauses`` (in program order) as ProbLog 2.3's ClauseIndex.find gives them for a call
    with these arguments: keyed by the call's last ground argument, the clauses whose head is
    ground there first, then those whose head is not, each in program order (``mixed``: the
    positions where that is not the program order)."""
    position = None
    for i in range(len(args) - 1, -1, -1):
        if _ground_arg(args[i]):
            position = i
            break
    if position is None or position not in mixed:
        return clauses
    ground, rest = [], []
    for c in clauses:
        (ground if _ground_arg(c.head.args[position]) else rest).append(c)
    return ground + rest if ground and rest else clauses


def _head_key(t) -> Any:
    """A clause head argument's key in ProbLog's clause index: its value if ground, else None."""
    t = _deref(t)
    if t is None or (type(t) is Struct and not t._ground and not is_ground(t)):
        return None
    return _value_key(t)


def _call_keys(args: tuple) -> tuple:
    """The (position, key) pairs of a call's ground arguments, in position order."""
    keys = []
    for i, a in enumerate(args):
        a = _deref(a)
        if a is None:
            continue
        if type(a) is Struct:
            if not a._ground:
                if not is_ground(a):
                    continue
                a = resolve(a)  # (bound variables inside: keyed as the plain term)
            keys.append((i, a))
        else:
            keys.append((i, (type(a), a)))  # (as _value_key)
    return tuple(keys)


def problog_find(call: Struct, clauses: list[RClause]) -> list[RClause]:
    """The clauses ProbLog 2.3's ``ClauseIndex.find`` gives for ``call``, as loaded (see
    ClauseIndexLog for what lookups and asserts change): those whose head, at each ground
    argument of the call, is ground there with the same value or is not ground there, in the
    index's order (ClauseDB.candidates'). Unlike a call's, they need not unify with ``call``
    (``r(f(X), 1)`` for ``r(b, _)``, ``r(X, X)`` for ``r(a, b)``): ProbLog's ``retract/1``
    erases the first of them and ``retractall/1`` all of them, as found."""
    args = call.args
    keys = _call_keys(args)
    if not keys:
        return list(clauses)
    out = []
    for c in clauses:
        hargs = c.head.args
        for pos, key in keys:
            k = _head_key(hargs[pos])
            if k is not None and k != key:
                break
        else:
            out.append(c)
    return _problog_order(args, frozenset(range(len(args))), out)


class _Entry:
    """One key's entry of one argument position in ProbLog's clause index: the clauses in the
    order the entry holds them (``rank``: clause id() -> place), how many of the position's
    open clauses it holds (``merged``), and whether a clause with the key came after some of
    those (``perturbed``: only then is its order not the one ClauseDB.candidates gives)."""

    __slots__ = ("rank", "merged", "perturbed")

    def __init__(self) -> None:
        self.rank: dict[int, int] = {}
        self.merged = 0
        self.perturbed = False


class _Mirror:
    """ProbLog 2.3's ``ClauseIndex`` (problog/clausedb.py) of one predicate, as its lookups and
    library(assert) change it: per argument position, an entry per ground key holding the
    clauses ground at that key, and the position's open clauses (``none``). Every clause ever
    appended stays (``clauses``, with its keys): ProbLog's erase only hides a retracted one."""

    __slots__ = ("clauses", "none", "entries")

    def __init__(self, arity: int) -> None:
        self.clauses: list[tuple[RClause, tuple]] = []
        self.none: list[list[RClause]] = [[] for _ in range(arity)]
        self.entries: list[dict[Any, _Entry]] = [{} for _ in range(arity)]

    def append(self, clause: RClause) -> None:
        """ClauseIndex.append: the clause goes to the end of its key's entry (made if new) at
        each position where its head is ground, and to the open clauses where it is not."""
        keys = tuple(_head_key(a) for a in clause.head.args)
        self.clauses.append((clause, keys))
        for pos, key in enumerate(keys):
            if key is None:
                self.none[pos].append(clause)
                continue
            entry = self.entries[pos].get(key)
            if entry is None:
                entry = self.entries[pos][key] = _Entry()
            elif entry.merged:
                entry.perturbed = True
            entry.rank[id(clause)] = len(entry.rank)

    def touch(self, keys: tuple) -> _Entry | None:
        """ClauseIndex.find's side effect: at each ground argument it passes, an existing entry
        gets the position's open clauses it lacks at its end (``curr |= none``, for good); it
        stops where the clauses left (an intersection) are none. The entry of the last ground
        argument, whose order is find's, or None."""
        last = None
        n = len(keys)
        for i, (pos, key) in enumerate(keys):
            entry = self.entries[pos].get(key)
            opened = self.none[pos]
            if entry is not None and entry.merged < len(opened):
                rank = entry.rank
                for c in opened[entry.merged:]:
                    rank[id(c)] = len(rank)
                entry.merged = len(opened)
            last = entry
            if i + 1 < n and self._would_change(keys, i + 1) and self._none_left(keys, i + 1):
                return None
        return last

    def _would_change(self, keys: tuple, start: int) -> bool:
        for pos, key in keys[start:]:
            entry = self.entries[pos].get(key)
            if entry is not None and entry.merged < len(self.none[pos]):
                return True
        return False

    def _none_left(self, keys: tuple, upto: int) -> bool:
        """Whether no clause (erased ones too, as ProbLog's sets hold them) is ground at the
        key or open at each of the first ``upto`` ground arguments."""
        prefix = keys[:upto]
        for _, ckeys in self.clauses:
            for pos, key in prefix:
                k = ckeys[pos]
                if k is not None and k != key:
                    break
            else:
                return False
        return True


class ClauseIndexLog:
    """ProbLog 2.3's clause index where the program asserts (library(assert)): one per grounding.

    ProbLog's ``ClauseIndex.find`` appends, at the first lookup with a ground argument, the
    clauses that are not ground at that position to that key's entry, for good; a clause
    asserted later with the key goes to the end of the entry, after them (ClauseDB.candidates
    gives it before them, as for a clause loaded with the program). So after
    ``r(a, 1). r(X, 2) :- X = a.``, a call ``r(a, V)`` and ``assertz(r(a, 3))``, the next
    ``r(a, V)`` answers 1, 2, 3 there. Retracting erases a clause from view only.

    Until a predicate changes, its lookups are only noted (the distinct ground-argument keys of
    its calls, since nothing else changes the index between two changes); its index is built
    at its first change (assertz, retract) and the noted lookups replayed on it. After that,
    a lookup gives the entry's order where a clause came after merged open clauses. The
    grounder makes one only where library(assert) is loaded (no cost for other programs).
    """

    __slots__ = ("noted", "mirrors")

    def __init__(self) -> None:
        self.noted: dict[tuple[str, int], set[tuple]] = {}
        self.mirrors: dict[tuple[str, int], _Mirror] = {}

    def find(self, call: Struct, clauses: list[RClause]) -> list[RClause]:
        """``clauses`` (ClauseDB.candidates for ``call``) in ProbLog's order, after the lookup's
        change to the index."""
        args = call.args
        if not args:
            return clauses
        keys = _call_keys(args)
        if not keys:
            return clauses
        sig = (call.functor, len(args))
        mirror = self.mirrors.get(sig)
        if mirror is None:
            noted = self.noted.get(sig)
            if noted is None:
                noted = self.noted[sig] = set()
            noted.add(keys)
            return clauses
        entry = mirror.touch(keys)
        if entry is None or not entry.perturbed:
            return clauses
        rank = entry.rank
        last = len(rank)  # (a clause not in the entry is ground at another key: it cannot match)
        return sorted(clauses, key=lambda c: rank.get(id(c), last))

    def changing(self, db: "ClauseDB", sig: tuple[str, int], exclude: tuple = ()) -> None:
        """Before ``sig``'s clauses change (a retract): its index, built from ``db``'s clauses
        (less ``exclude``, just appended) with the noted lookups replayed, if not built yet."""
        if sig in self.mirrors:
            return
        skip = {id(c) for c in exclude}
        mirror = self.mirrors[sig] = _Mirror(sig[1])
        for c in db.clauses.get(sig, ()):
            if id(c) not in skip:
                mirror.append(c)
        for keys in self.noted.pop(sig, ()):
            mirror.touch(keys)

    def appended(self, db: "ClauseDB", added: list[RClause]) -> None:
        """``added`` (library(assert)'s new clauses, at the end of ``db``'s lists) go into the index."""
        for c in added:
            sig = (c.head.functor, len(c.head.args))
            self.changing(db, sig, tuple(added))
            self.mirrors[sig].append(c)


@record
class ClauseDB:
    """Clauses by signature, plus the program's declarations and learnable parameters."""

    clauses: dict[tuple[str, int], list[RClause]] = field(default_factory=dict)
    first_span: dict[tuple[str, int], Span | None] = field(default_factory=dict)
    parameters: dict[Any, float] = field(default_factory=dict)
    parameter_spans: dict[Any, Span | None] = field(default_factory=dict)
    libraries: set[str] = field(default_factory=set)
    next_clause_id: int = 0
    unknown: str = "error"  # ":- unknown(fail)." makes a call to an undefined predicate fail
    # builtins of nesylang that ProbLog does not have and that the program defines itself
    # (``string/1``, ``msort/2``, ...): calls go to the program's clauses, as in ProbLog
    overridden: set = field(default_factory=set)
    # argument indexes, built when a call first binds the argument: sig -> (clause list, its
    # length, position -> ArgIndex); rebuilt when the clause list changes
    _indexes: dict = field(default_factory=dict, repr=False, compare=False)

    def __init__(self,
                 clauses: dict[tuple[str, int], list[RClause]] = FACTORY,
                 first_span: dict[tuple[str, int], Span | None] = FACTORY,
                 parameters: dict[Any, float] = FACTORY,
                 parameter_spans: dict[Any, Span | None] = FACTORY,
                 libraries: set[str] = FACTORY,
                 next_clause_id: int = 0,
                 unknown: str = "error",
                 overridden: set = FACTORY,
                 _indexes: dict = FACTORY) -> None:
        self.clauses = {} if clauses is FACTORY else clauses
        self.first_span = {} if first_span is FACTORY else first_span
        self.parameters = {} if parameters is FACTORY else parameters
        self.parameter_spans = {} if parameter_spans is FACTORY else parameter_spans
        self.libraries = set() if libraries is FACTORY else libraries
        self.next_clause_id = next_clause_id
        self.unknown = unknown
        self.overridden = set() if overridden is FACTORY else overridden
        self._indexes = {} if _indexes is FACTORY else _indexes

    def candidates(self, call: Struct, clauses: list[RClause]) -> list[RClause]:
        """The clauses of ``call``'s predicate whose head may unify with it, in ProbLog's order.

        Just-in-time indexing, as SWI-Prolog does it: an argument position gets an index the
        first time a call binds it, keyed on the whole ground value (``s(0,1,1)`` and ``s(1,0,1)``
        are different keys) and on the functor of compound values; among the call's bound
        arguments, the most selective index is used. 10^6 facts answer a ground lookup on any
        argument without trying each clause.

        The order is ProbLog 2.3's, which findall/3 lists and the order of proofs show: program
        order, except where the call's last ground argument meets clause heads of which some
        hold a ground argument there and others not. ProbLog's clause index then gives the
        ground ones first and the others after them, each group in program order
        (``likes(ann, X) :- X = tea.`` after ``likes(bob, tea).`` for ``likes(P, tea)``). The
        positions where that differs from program order are found once per clause list.
        """
        args = call.args
        n = len(clauses)
        if not args or n < 2:
            return clauses
        sig = (call.functor, len(args))
        entry = self._indexes.get(sig)
        if entry is None or entry[0] is not clauses or entry[1] != n:
            entry = self._indexes[sig] = (clauses, n, {}, _mixed_positions(clauses, len(args)))
        mixed = entry[3]
        if n < INDEX_ABOVE:
            return _problog_order(args, mixed, clauses) if mixed else clauses
        per_arg = entry[2]
        best = None
        best_size = len(clauses)
        for position, arg in enumerate(args):
            arg = _deref(arg)
            if arg is None:
                continue
            index = per_arg.get(position)
            if index is None:
                index = per_arg[position] = ArgIndex(clauses, position)
            parts = index.lookup(arg)
            size = len(parts[0]) + len(parts[1]) + len(parts[2])
            if size < best_size:
                best, best_size = parts, size
                if size <= 1:
                    break
        if best is None:
            found = clauses
        else:
            a, b, c = best
            if not b and not c:
                found = [clauses[i] for i in a]
            else:
                found = [clauses[i] for i in heapq.merge(a, b, c)]
        return _problog_order(args, mixed, found) if mixed else found

    def add(self, clause: RClause) -> None:
        sig = (clause.head.functor, len(clause.head.args))
        bucket = self.clauses.get(sig)
        if bucket is None:
            self.clauses[sig] = bucket = []
            self.first_span[sig] = clause.span
        bucket.append(clause)

    def get(self, sig: tuple[str, int]) -> list[RClause] | None:
        return self.clauses.get(sig)

    def defines(self, sig: tuple[str, int]) -> bool:
        return sig in self.clauses

    def new_clause_id(self) -> int:
        self.next_clause_id += 1
        return self.next_clause_id

    def signatures(self) -> list[tuple[str, int]]:
        return sorted(self.clauses)

    def remove(self, clause_ids: set[int]) -> None:
        """Drop the clauses with these ids (and their learnable parameters); a predicate left
        with no clause is dropped too. Used to replace learned clauses."""
        for sig in list(self.clauses):
            kept = [c for c in self.clauses[sig] if c.clause_id not in clause_ids]
            if len(kept) != len(self.clauses[sig]):
                if kept:
                    self.clauses[sig] = kept
                else:
                    del self.clauses[sig]
                    self.first_span.pop(sig, None)
        for key in [k for k in self.parameters if isinstance(k, tuple) and k and k[0] in clause_ids]:
            del self.parameters[key]
            self.parameter_spans.pop(key, None)

    def retract(self, sig: tuple[str, int], clauses: list[RClause]) -> None:
        """Drop these clauses (the objects) from ``sig``'s list (library(assert)'s retract/1):
        one head of an annotated disjunction is one clause, as in ProbLog, and the other heads
        stay. The predicate stays defined (a call fails). A clause's learnable parameters go
        with its last head."""
        gone = {id(c) for c in clauses}
        self.clauses[sig] = [c for c in self.clauses.get(sig, ()) if id(c) not in gone]
        ids = {c.clause_id for c in clauses}
        left = {c.clause_id for cs in self.clauses.values() for c in cs if c.clause_id in ids}
        ids -= left
        for key in [k for k in self.parameters if isinstance(k, tuple) and k and k[0] in ids]:
            del self.parameters[key]
            self.parameter_spans.pop(key, None)

    def copy(self) -> "ClauseDB":
        """A copy whose clause lists can be extended without touching this one."""
        return ClauseDB({k: list(v) for k, v in self.clauses.items()}, dict(self.first_span),
                        dict(self.parameters), dict(self.parameter_spans), set(self.libraries),
                        self.next_clause_id, self.unknown, overridden=set(self.overridden))
