"""Stage 2: AST -> clause database.

:func:`load_program` turns a parsed :class:`~nesylang.syntax.ast.Program` into a
:class:`LoadedProgram`: the :class:`~nesylang.program.database.ClauseDB` with compiled clause
bodies, plus the program's declarations (mode biases, learning directives, networks, data).
It also runs load-time directives (``:- use_module(library(lists)).``, ``:- consult(F).``),
loading libraries from ``stdlib/`` (written in nesylang) and other files.

Loading never executes Python, except for what a trusted program asks for: Python externs
(``:- use_module('x.py').``) and library(db)'s data loading (see :mod:`.externs`).
"""
from __future__ import annotations

import functools
import math
import re
import dataclasses
import threading
import weakref
from dataclasses import field
from pathlib import Path
from typing import Callable

from ..errors import DirectiveError, GroundingError, NesyError, NesyNameError, PathError, ProbabilityError
from ..logic.builtins import BUILTINS, CONTROL, PROBLOG_ENGINE_BUILTINS, Builtin
from ..logic.terms import NIL, QuotedName, Str, Struct, Term, Var, iter_vars, make_list, problog_float
from ..resources import stdlib_names, stdlib_path
from ..sandbox import DEFAULT_MAX_DATA_BYTES, PROGRAM_EXTENSIONS, read_program_text
from ..source import Source, Span
from ..syntax import ast
from ..syntax.fastpath import PlainFact
from ..syntax.parser import parse_program
from ..util.hashing import sha256
from ..util.records import FACTORY, record, set_field as _set
from .database import (BUILTIN, CALL, CHOICE, CONJ, DISJ, DYNCALL, FAIL, FINDALL, ITE,
                       NOT, TRUE, ChoiceSpec, ClauseDB, Goal, RClause, WeightSpec)


@record
class LoadedProgram:
    """The clause database and everything else a program declares."""

    db: ClauseDB = field(default_factory=ClauseDB)
    statements: list[ast.Statement] = field(default_factory=list)
    modes: list[ast.ModeDecl] = field(default_factory=list)
    constants: list[ast.ConstantDecl] = field(default_factory=list)
    types: list[ast.TypeDecl] = field(default_factory=list)
    max_vars: ast.MaxVars | None = None
    learn: list[ast.LearnDirective] = field(default_factory=list)
    declarations: list[ast.Declaration] = field(default_factory=list)
    base_dirs: dict[tuple[str, str], Path | None] = field(default_factory=dict)  # (kind, name) -> folder
    goals: list[tuple[Term, Span | None]] = field(default_factory=list)  # ?- Goal. statements
    files: list[str] = field(default_factory=list)
    # learned statements by the directive that learned them (see nesylang.learners.absorb)
    provenance: dict[str, "Learned"] = field(default_factory=dict)
    biases: list[ast.BiasDecl] = field(default_factory=list)  # #bias("...") texts, in order
    # ":- Goal." directives that are not load-time ones: run before a query's grounding, in
    # order, every solution, as ProbLog runs them (for their output and their errors)
    directives: list[tuple[Term, Span | None]] = field(default_factory=list)

    def __init__(self,
                 db: ClauseDB = FACTORY,
                 statements: list[ast.Statement] = FACTORY,
                 modes: list[ast.ModeDecl] = FACTORY,
                 constants: list[ast.ConstantDecl] = FACTORY,
                 types: list[ast.TypeDecl] = FACTORY,
                 max_vars: ast.MaxVars | None = None,
                 learn: list[ast.LearnDirective] = FACTORY,
                 declarations: list[ast.Declaration] = FACTORY,
                 base_dirs: dict[tuple[str, str], Path | None] = FACTORY,
                 goals: list[tuple[Term, Span | None]] = FACTORY,
                 files: list[str] = FACTORY,
                 provenance: dict[str, "Learned"] = FACTORY,
                 biases: list[ast.BiasDecl] = FACTORY,
                 directives: list[tuple[Term, Span | None]] = FACTORY) -> None:
        self.db = ClauseDB() if db is FACTORY else db
        self.statements = [] if statements is FACTORY else statements
        self.modes = [] if modes is FACTORY else modes
        self.constants = [] if constants is FACTORY else constants
        self.types = [] if types is FACTORY else types
        self.max_vars = max_vars
        self.learn = [] if learn is FACTORY else learn
        self.declarations = [] if declarations is FACTORY else declarations
        self.base_dirs = {} if base_dirs is FACTORY else base_dirs
        self.goals = [] if goals is FACTORY else goals
        self.files = [] if files is FACTORY else files
        self.provenance = {} if provenance is FACTORY else provenance
        self.biases = [] if biases is FACTORY else biases
        self.directives = [] if directives is FACTORY else directives

    def copy(self) -> "LoadedProgram":
        return LoadedProgram(self.db.copy(), list(self.statements), list(self.modes),
                             list(self.constants), list(self.types), self.max_vars, list(self.learn),
                             list(self.declarations), dict(self.base_dirs), list(self.goals), list(self.files),
                             dict(self.provenance), list(self.biases), list(self.directives))

    def learned_mark(self, statement: ast.Statement) -> str | None:
        """The ``% learned by ...`` mark of a learned statement (None for the program's own)."""
        for learned in self.provenance.values():
            if any(s is statement for s in learned.statements):
                return learned.mark
        return None


@record(frozen=True)
class Learned:
    """Statements a learning directive added: its key (``#learn p/1 using ndnf``), the comment
    that marks them when printed, the statements, and their clause ids in the database."""

    key: str
    mark: str
    statements: tuple[ast.Statement, ...]
    clause_ids: frozenset[int]

    def __init__(self,
                 key: str,
                 mark: str,
                 statements: tuple[ast.Statement, ...],
                 clause_ids: frozenset[int]) -> None:
        _set(self, "key", key)
        _set(self, "mark", mark)
        _set(self, "statements", statements)
        _set(self, "clause_ids", clause_ids)


# ---- AST terms -> runtime terms --------------------------------------------------------------

class VarMap(dict):
    """Variable name -> Var for one clause; ``_`` is always a fresh variable.

    ``ranges``: where a clause being compiled collects its large ranges (see
    :data:`LAZY_RANGE_ABOVE`); None (the default) builds every range at once."""

    ranges: list | None = None

    def var(self, name: str) -> Var:
        if name == "_":
            return Var("_")
        v = self.get(name)
        if v is None:
            v = self[name] = Var(name)
        return v


def to_runtime(t: ast.Term, varmap: VarMap) -> Term:
    """Convert an AST term into a runtime term (variables through ``varmap``)."""
    tt = type(t)
    if tt is ast.Atom:
        return Struct(t.name)
    if tt is ast.Number:
        # a float literal is kept as ProbLog keeps it, rounded to 15 decimal places (see
        # FLOAT_DECIMALS): t(1.0e-20) holds 0.0 there, and 0.30000000000000004 is 0.3
        return problog_float(t.value) if type(t.value) is float else t.value
    if tt is ast.Variable:
        return varmap.var(t.name)
    if tt is ast.String:
        return Str(t.value)
    if tt is ast.Compound:
        return Struct(t.functor, tuple([to_runtime(a, varmap) for a in t.args]))
    if tt is ast.ListTerm:
        tail = to_runtime(t.tail, varmap) if t.tail is not None else NIL
        return make_list([to_runtime(i, varmap) for i in t.items], tail)
    if tt is ast.RangeList:
        low, high = _range_bounds(t)
        if high - low + 1 > LAZY_RANGE_ABOVE and varmap.ranges is not None:
            # built when the clause runs, by a goal placed before the one that holds it
            v = Var("_")
            varmap.ranges.append(Goal(BUILTIN, Struct("$range", (low, high, v)), fn=_RANGE, span=t.span))
            return v
        return range_list(low, high, t.span)
    raise AssertionError(f"unknown AST term {t!r}")  # pragma: no cover


# ---- ranges ----------------------------------------------------------------------------------
# ``[Low..High]`` is a list of integers. A small one is built when the program is loaded; a
# larger one is built only when the clause that holds it runs (``items(R) :- $range(1, N, R).``),
# under the query's limits, and ``member(X, [1..N])`` (or memberchk/2) tests or enumerates X
# without building the list at all, unless the program defines its own member/2 (memberchk/2):
# then the list is built and the program's definition answers, as for a short list. So
# [1..100000000] loads at once, and is a located error only where it really has to be built
# past a limit.

LAZY_RANGE_ABOVE = 100_000  # items


def _range_bounds(t: ast.RangeList) -> tuple[int, int]:
    low, high = t.low, t.high
    if not (isinstance(low, ast.Number) and isinstance(high, ast.Number)
            and isinstance(low.value, int) and isinstance(high.value, int)):
        raise DirectiveError("a range [Low..High] needs two integers", t.span)
    return low.value, high.value


def range_list(low: int, high: int, span: Span | None) -> Term:
    """The list ``[Low..High]``, built under the running query's limits.

    >>> from nesylang.logic.terms import term_str
    >>> term_str(range_list(3, 5, None))
    '[3, 4, 5]'
    """
    from ..limits import reserve

    # [1..100000000] is refused before it is built (a located error naming the limit)
    reserve(max(0, high - low + 1), span, f"the range [{low}..{high}]")
    return make_list(range(low, high + 1))


def _build_range(args, trail, span) -> bool:
    from ..logic.unify import unify

    return unify(args[2], range_list(args[0], args[1], span), trail)


def _in_range(args, trail, span):
    """``member(X, [Low..High])``: X's integers in the range, in order, as member/2 gives them."""
    from ..logic.unify import deref, undo

    low, high, x = args[0], args[1], deref(args[2])
    if type(x) is int:
        if low <= x <= high:
            yield
        return
    if type(x) is not Var:
        return  # (a float, an atom or a compound is no member of a list of integers)
    for i in range(low, high + 1):
        mark = len(trail)
        x.ref = i
        trail.append(x)
        yield
        undo(trail, mark)


def _in_range_once(args, trail, span) -> bool:
    """``memberchk(X, [Low..High])``: the first of X's solutions under member/2."""
    for _ in _in_range(args, trail, span):
        return True
    return False


_RANGE = Builtin("$range", 3, _build_range)
# member/2 and memberchk/2 over a large range, while they are library(lists)'s (the grounder
# checks, Grounder._range_member)
IN_RANGE = Builtin("$in_range", 3, _in_range, det=False)
IN_RANGE_ONCE = Builtin("$in_range", 3, _in_range_once)


def _range_member(name: str, args, varmap: VarMap, span: Span | None) -> Goal | None:
    """``member(X, [L..H])`` or ``memberchk(X, [L..H])`` over a large range, as a test or an
    enumeration of integers (None for anything else)."""
    if len(args) != 2 or name not in ("member", "memberchk") or not isinstance(args[1], ast.RangeList):
        return None
    low, high = _range_bounds(args[1])
    if high - low + 1 <= LAZY_RANGE_ABOVE:
        return None
    fn = IN_RANGE if name == "member" else IN_RANGE_ONCE
    # extra: the predicate it stands for; a program that defines its own member/2 (or
    # memberchk/2) is answered by that definition over the built list (Grounder._range_member)
    return Goal(BUILTIN, Struct("$in_range", (low, high, to_runtime(args[0], varmap))), fn=fn, extra=name,
                span=span)


# ---- bodies -> goal trees ---------------------------------------------------------------------

def compile_goal(t: ast.Term, varmap: VarMap) -> Goal:
    """Compile a body term into a goal tree, resolving builtins by name and arity."""
    span = t.span
    if isinstance(t, ast.Variable):
        return Goal(DYNCALL, varmap.var(t.name), extra=(), span=span)
    if type(t) is ast.ListTerm and not t.items and t.tail is None:
        t = ast.Atom("[]", span=span)  # the goal `[]` calls the atom '[]', as in ProbLog
    if isinstance(t, (ast.Number, ast.String, ast.ListTerm, ast.RangeList)):
        from ..errors import NesyTypeError

        raise NesyTypeError(f"a goal must be callable, not {_describe(t)}", span)
    name = t.name if isinstance(t, ast.Atom) else t.functor
    args = t.args if isinstance(t, ast.Compound) else ()
    n = len(args)
    if n == 2 and name == ",":
        goals = []
        cur = t
        while isinstance(cur, ast.Compound) and cur.functor == "," and len(cur.args) == 2:
            goals.append(compile_goal(cur.args[0], varmap))
            cur = cur.args[1]
        goals.append(compile_goal(cur, varmap))
        return Goal(CONJ, goals=tuple(goals), span=span)
    if n == 2 and name == ";":
        left = args[0]
        if isinstance(left, ast.Compound) and left.functor in ("->", "*->") and len(left.args) == 2:
            return Goal(ITE, goals=(compile_goal(left.args[0], varmap), compile_goal(left.args[1], varmap),
                                    compile_goal(args[1], varmap)), extra=left.functor == "*->", span=span)
        return Goal(DISJ, goals=(compile_goal(args[0], varmap), compile_goal(args[1], varmap)), span=span)
    if n == 2 and name in ("->", "*->"):
        return Goal(ITE, goals=(compile_goal(args[0], varmap), compile_goal(args[1], varmap),
                                Goal(FAIL, span=span)), extra=name == "*->", span=span)
    if n >= 1 and name in ("\\+", "not") and (n == 1 or name == "\\+"):
        # ProbLog reads \+(a, b) as the negation of the conjunction (a, b)
        inner = [compile_goal(a, varmap) for a in args]
        return Goal(NOT, goals=(inner[0] if n == 1 else Goal(CONJ, goals=tuple(inner), span=span),), span=span)
    if n == 0 and name == "true":
        return Goal(TRUE, span=span)
    if n == 0 and name in ("fail", "false"):
        return Goal(FAIL, span=span)
    if _is_call(name, n):
        return _with_ranges(lambda: Goal(DYNCALL, to_runtime(args[0], varmap),
                                         extra=tuple(to_runtime(a, varmap) for a in args[1:]), span=span),
                            varmap, span)
    if name in ("findall", "all", "all_or_none") and n == 3:
        return _with_ranges(lambda: Goal(FINDALL, to_runtime(t, varmap), span=span), varmap, span)
    if name == "forall" and n == 2:
        # forall(C, A) is \+ (C, \+ A): exact under the distribution semantics.
        cond = compile_goal(args[0], varmap)
        action = compile_goal(args[1], varmap)
        return Goal(NOT, goals=(Goal(CONJ, goals=(cond, Goal(NOT, goals=(action,), span=span)), span=span),),
                    term=to_runtime(t, varmap), extra="forall", span=span)
    return _with_ranges(lambda: _call_goal(t, name, args, varmap, span), varmap, span)


# forall/2 is a clause of ProbLog's library(builtin), not an engine builtin: a program's own
# clauses of it are added to that one (a call is then the OR of both), not refused
FORALL = ("forall", 2)


def _is_call(name: str, n: int) -> bool:
    """call/N, and ProbLog's once/1 and call_nc/N, which are call/N there (no cut, no cache)."""
    return (n >= 1 and name in ("call", "call_nc")) or (n == 1 and name == "once")


def _call_goal(t: ast.Term, name: str, args, varmap: VarMap, span: Span | None) -> Goal:
    member = _range_member(name, args, varmap, span)
    if member is not None:
        return member
    term = to_runtime(t, varmap)
    fn = BUILTINS.get((name, len(args)))
    if fn is not None:
        return Goal(BUILTIN, term, fn=fn, span=span)
    return Goal(CALL, term, span=span)


def _with_ranges(compile_one: Callable[[], Goal], varmap: VarMap, span: Span | None) -> Goal:
    """The goal ``compile_one`` compiles, after the goals that build the large ranges it holds."""
    outer = varmap.ranges
    if outer is None:
        return compile_one()
    varmap.ranges = []
    try:
        goal = compile_one()
        built = varmap.ranges
    finally:
        varmap.ranges = outer
    return Goal(CONJ, goals=(*built, goal), span=span) if built else goal


def goal_from_term(term: Term, span: Span | None) -> Goal:
    """Compile a runtime term into a goal at grounding time (call/N, variable goals, queries)."""
    from ..logic.unify import deref

    term = deref(term)
    if type(term) is Var:
        from ..errors import InstantiationError

        raise InstantiationError("the goal is an unbound variable (ProbLog: CallModeError)", span)
    if type(term) is not Struct:
        from ..errors import NesyTypeError
        from ..logic.terms import term_str

        raise NesyTypeError(f"a goal must be callable, got {term_str(term)} (ProbLog: CallModeError)", span)
    name, args = term.functor, term.args
    n = len(args)
    if n == 2 and name == ",":
        return Goal(CONJ, goals=(goal_from_term(args[0], span), goal_from_term(args[1], span)), span=span)
    if n == 2 and name == ";":
        left = deref(args[0])
        if type(left) is Struct and left.functor in ("->", "*->") and len(left.args) == 2:
            return Goal(ITE, goals=(goal_from_term(left.args[0], span), goal_from_term(left.args[1], span),
                                    goal_from_term(args[1], span)), extra=left.functor == "*->", span=span)
        return Goal(DISJ, goals=(goal_from_term(args[0], span), goal_from_term(args[1], span)), span=span)
    if n == 2 and name in ("->", "*->"):
        return Goal(ITE, goals=(goal_from_term(args[0], span), goal_from_term(args[1], span),
                                Goal(FAIL, span=span)), extra=name == "*->", span=span)
    if n >= 1 and name in ("\\+", "not") and (n == 1 or name == "\\+"):
        inner = [goal_from_term(a, span) for a in args]
        return Goal(NOT, goals=(inner[0] if n == 1 else Goal(CONJ, goals=tuple(inner), span=span),), span=span)
    if n == 0 and name == "true":
        return Goal(TRUE, span=span)
    if n == 0 and name in ("fail", "false"):
        return Goal(FAIL, span=span)
    if _is_call(name, n):
        return Goal(DYNCALL, args[0], extra=tuple(args[1:]), span=span)
    if name in ("findall", "all", "all_or_none") and n == 3:
        return Goal(FINDALL, term, span=span)
    if name == "forall" and n == 2:
        cond, action = goal_from_term(args[0], span), goal_from_term(args[1], span)
        return Goal(NOT, goals=(Goal(CONJ, goals=(cond, Goal(NOT, goals=(action,), span=span)), span=span),),
                    span=span)
    fn = BUILTINS.get((name, n))
    if fn is not None:
        return Goal(BUILTIN, term, fn=fn, span=span)
    return Goal(CALL, term, span=span)


def _describe(t) -> str:
    return {ast.Number: "a number", ast.String: "a string", ast.ListTerm: "a list",
            ast.RangeList: "a list"}.get(type(t), "this term")


# ---- clauses -------------------------------------------------------------------------------

def _eval_constant(t: ast.Term) -> float | None:
    """The value of a constant probability expression (``0.3``, ``1/3``), or None."""
    if isinstance(t, ast.Number):
        return float(t.value)
    if isinstance(t, ast.Compound) and len(t.args) == 2 and t.functor in ("/", "*", "+", "-"):
        a, b = _eval_constant(t.args[0]), _eval_constant(t.args[1])
        if a is None or b is None:
            return None
        try:
            return {"/": lambda: a / b, "*": lambda: a * b, "+": lambda: a + b, "-": lambda: a - b}[t.functor]()
        except ZeroDivisionError:
            return None
    return None


def _weight_spec(prob: ast.Term, varmap: VarMap, key, db: ClauseDB, n_heads: int) -> WeightSpec:
    if isinstance(prob, ast.Compound) and prob.functor == "t" and len(prob.args) in (1, 2):
        init = prob.args[0]
        if isinstance(init, ast.Variable):
            value = 0.5 if n_heads == 1 else 1.0 / n_heads
        else:
            value = _eval_constant(init)
            if value is None:
                raise ProbabilityError("t(P) needs a number or _ as its initial probability", init.span)
            if not 0.0 <= value <= 1.0:
                raise ProbabilityError(f"probability {value:.12g} is outside [0, 1] (ProbLog: InvalidValue)",
                                       init.span)
        db.parameters.setdefault(key, value)
        db.parameter_spans.setdefault(key, prob.span)
        return WeightSpec("param", to_runtime(prob, varmap), key, prob.span)
    value = _eval_constant(prob)
    if value is not None:
        if not 0.0 <= value <= 1.0 + 1e-12 or math.isnan(value):
            raise ProbabilityError(f"probability {value:.12g} is outside [0, 1] (ProbLog: InvalidValue)",
                                   prob.span)
        return WeightSpec("fixed", min(value, 1.0), None, prob.span)
    return WeightSpec("fixed", to_runtime(prob, varmap), None, prob.span)


def _all_vars(varmap: VarMap, *terms: Term) -> tuple[Var, ...]:
    from ..logic.terms import iter_vars

    seen: dict[Var, None] = {}
    for v in varmap.values():
        seen[v] = None
    for t in terms:
        for v in iter_vars(t):
            seen[v] = None
    return tuple(seen)


# forall/2 is not one: ProbLog defines it by a clause, so its variables are the clause's
_LOCAL_SCOPES = {("\\+", None): None, ("not", 1): None, ("findall", 3): 2, ("all", 3): 2,
                 ("all_or_none", 3): 2}


def _outside_vars(body: ast.Term) -> set[str]:
    """Names of the body's variables that occur outside a negation or the template and goal of a ``findall/3`` (``all/3``): only those are clause variables, which
    a probabilistic clause's choice is made per binding of (as in ProbLog). In
    ``0.3::q(X) :- not(a(X, Y)).`` only X is.

    >>> from nesylang.syntax.parser import parse_term
    >>> sorted(_outside_vars(parse_term("(p(X), not(a(X, Y)), findall(Z, r(Z, W), L))")))
    ['L', 'X']
    """
    out: set[str] = set()
    stack = [body]
    while stack:
        t = stack.pop()
        if isinstance(t, ast.Variable):
            out.add(t.name)
        elif isinstance(t, ast.Compound):
            n = len(t.args)
            key = (t.functor, None) if t.functor == "\\+" else (t.functor, n)
            if key in _LOCAL_SCOPES:
                kept = _LOCAL_SCOPES[key]
                if kept is not None:  # the result list of findall/3 is a clause variable
                    stack.append(t.args[kept])
                continue
            stack.extend(t.args)
        elif isinstance(t, ast.ListTerm):
            stack.extend(t.items)
            if t.tail is not None:
                stack.append(t.tail)
        elif isinstance(t, ast.RangeList):
            stack.extend((t.low, t.high))
    return out


def _name_anonymous(body: ast.Term) -> ast.Term:
    r"""``body`` with each ``_`` outside a negation or a findall/3 goal renamed apart
    (``_#1``, ``_#2``, ...): in a probabilistic clause those are clause variables, so its
    choice is made once per binding of them, as in ProbLog (``0.5::p :- q(_).`` with q(1) and
    q(2) gives 0.75); inside a negation or findall they stay local.

    >>> from nesylang.syntax.parser import parse_term
    >>> from nesylang.syntax.printer import print_term
    >>> print(print_term(_name_anonymous(parse_term("(q(_, X), \\+ r(_), findall(Y, s(Y, _), L))"))))
    q(_#1, X), \+ r(_), findall(Y, s(Y, _), L)
    """
    count = [0]

    def walk(t):
        if isinstance(t, ast.Variable):
            if t.name != "_":
                return t
            count[0] += 1
            return dataclasses.replace(t, name=f"_#{count[0]}")
        if isinstance(t, ast.Compound):
            key = (t.functor, None) if t.functor == "\\+" else (t.functor, len(t.args))
            if key in _LOCAL_SCOPES:
                kept = _LOCAL_SCOPES[key]
                if kept is None:
                    return t
                args = list(t.args)
                args[kept] = walk(args[kept])  # the result list of findall/3 is a clause variable
                return dataclasses.replace(t, args=tuple(args))
            return dataclasses.replace(t, args=tuple(walk(a) for a in t.args))
        if isinstance(t, ast.ListTerm):
            return dataclasses.replace(t, items=tuple(walk(a) for a in t.items),
                                       tail=None if t.tail is None else walk(t.tail))
        return t

    try:
        return walk(body)
    finally:
        walk = None  # (walk's cell holds walk: a cycle only the cyclic collector frees)


def add_clause(db: ClauseDB, clause: ast.Clause, index: int) -> list[RClause]:
    """Compile one clause statement (fact, rule, probabilistic clause or AD) into the db."""
    varmap = VarMap()
    if clause.body is not None and not (len(clause.heads) == 1 and (clause.heads[0].prob is None
                                                                     or _is_nn(clause.heads[0].prob))):
        clause = dataclasses.replace(clause, body=_name_anonymous(clause.body))
    if len(clause.heads) == 1 and clause.heads[0].prob is None:
        varmap.ranges = []  # a large range in the head is built when the clause runs
    head_terms = [to_runtime(h.atom, varmap) for h in clause.heads]
    for h, term in zip(clause.heads, head_terms):
        if type(term) is not Struct:
            raise NesyError("a clause head must be an atom or compound term", h.span)
        sig = (term.functor, len(term.args))
        if sig in NEGATIONS:
            # ProbLog takes clauses of not/1 and \\+/1 (a library may define not(Q) :- \\+ call(Q)),
            # and never calls them: a call of either is the negation. In an annotated
            # disjunction (`0.3::not(a); 0.2::b.`, written as a term, not the negative head
            # `not a`) the head keeps its share of the choice, and its clause is dropped below
            if len(clause.heads) == 1:
                return []
            continue
        if sig in PROBLOG_ENGINE_BUILTINS or ((sig in BUILTINS or sig in CONTROL) and sig != FORALL):
            if sig in PROBLOG_ENGINE_BUILTINS or sig in CONTROL or sig[0].startswith("$"):
                raise NesyNameError(f"cannot redefine the builtin {term.functor}/{len(term.args)} "
                                    "(ProbLog: AccessError)", h.span)
            db.overridden.add(sig)  # not a ProbLog builtin: the program's own definition is used
    head_ranges = varmap.ranges or []
    varmap.ranges = []  # and one in the body, just before the goal that holds it
    body = compile_goal(clause.body, varmap) if clause.body is not None else None
    varmap.ranges = None  # (probabilities and nn(...) domains are built now, as before)
    if head_ranges:
        body = Goal(CONJ, goals=(*head_ranges, *((body,) if body is not None else ())), span=clause.span)
    cid = db.new_clause_id()
    added: list[RClause] = []
    if len(clause.heads) == 1 and clause.heads[0].prob is None:
        span = clause.span
        atom = clause.heads[0].atom
        if body is None and isinstance(atom, ast.Compound) and atom.functor == "query" and len(atom.args) == 1:
            span = atom.args[0].span or span  # a query's errors point at its goal, as ProbLog's do
        added.append(RClause(head_terms[0], body, span, cid, index))
    elif len(clause.heads) == 1 and _is_nn(clause.heads[0].prob):
        added.append(_neural_clause(clause, head_terms[0], body, varmap, cid, index))
    else:
        weights = []
        for i, h in enumerate(clause.heads):
            if h.prob is None:  # pragma: no cover - the parser requires probabilities in ADs
                raise ProbabilityError("missing probability", h.span)
            if _is_nn(h.prob):
                raise ProbabilityError("a neural annotation nn(...) cannot be part of an annotated "
                                       "disjunction; give the domain as nn(Net, Inputs, Var, Domain)", h.prob.span)
            weights.append(_weight_spec(h.prob, varmap, (cid, i), db, len(clause.heads)))
        kinds = {w.kind for w in weights}
        if len(weights) > 1 and "param" in kinds and len(kinds) > 1:
            raise ProbabilityError("an annotated disjunction's heads must be all learnable t(...) or all fixed",
                                   clause.span)
        fixed = [w.term for w in weights if w.kind == "fixed" and isinstance(w.term, float)]
        if len(fixed) > 1 and sum(fixed) > 1.0 + 1e-9:
            raise ProbabilityError(f"the probabilities of this annotated disjunction sum to "
                                   f"{sum(fixed):.12g}, more than 1 (ProbLog: InvalidValue)", clause.span)
        choice_vars = _all_vars(varmap, *head_terms)
        if clause.body is not None:  # variables local to a negation or a findall do not name the choice
            outside = _outside_vars(clause.body)
            head_vars = {v for t in head_terms for v in iter_vars(t)}
            choice_vars = tuple(v for v in choice_vars if v in head_vars or v.name in outside)
        spec = ChoiceSpec(cid, choice_vars, tuple(weights), tuple(head_terms), clause.span,
                          from_rule=clause.body is not None)
        for i, term in enumerate(head_terms):
            choice = Goal(CHOICE, term, extra=(spec, i), span=clause.heads[i].span)
            goal = choice if body is None else Goal(CONJ, goals=(body, choice), span=clause.span)
            if (term.functor, len(term.args)) not in NEGATIONS:  # (never called: see above)
                added.append(RClause(term, goal, clause.span, cid, index))
    if UNIFORM_MARK not in db.libraries and _names_uniform(clause, index):
        db.libraries.add(UNIFORM_MARK)
    for rc in added:
        db.add(rc)
    return added


# A mark in ``db.libraries`` (which ClauseDB.copy keeps, as a REPL's later pieces and
# library(assert)'s copy do): a clause added to the database names sample_uniform1 somewhere,
# as a call, as a goal or closure given to call/N, findall/3, maplist/N, ..., or as data that
# may become one. ProbLog's answers of that builtin depend on its grounding order, and ProbLog
# grounds the evidence before the queries: inference.ground does too where the mark is set
# (see grounding/uniform.py). Set here, as each clause is added, so no run scans the database.
UNIFORM_MARK = "names:sample_uniform1"
_UNIFORM = "sample_uniform1"
# the last source looked at (a weak reference: a dropped program's text is not kept) and
# whether its text holds the name
_text_checked: tuple = (lambda: None, False)


def _names_uniform(clause: ast.Clause, index: int) -> bool:
    """Whether the clause's heads or body hold the name sample_uniform1 (as an atom or a functor).
    A clause read from a text that does not hold the name anywhere is not walked (one search of
    each text: the walk costs some 5 % of loading a program of rules); one that library(assert)
    adds (``index`` -1) always is."""
    global _text_checked
    span = clause.span
    source = span.source if span is not None else None
    if index >= 0 and source is not None:
        checked = _text_checked
        if checked[0]() is not source:
            checked = _text_checked = (weakref.ref(source), _UNIFORM in source.text)
        if not checked[1]:
            return False
    stack = [h.atom for h in clause.heads]
    if clause.body is not None:
        stack.append(clause.body)
    compound, atom, listterm = ast.Compound, ast.Atom, ast.ListTerm
    pop, extend = stack.pop, stack.extend
    while stack:
        t = pop()
        tt = type(t)
        if tt is compound:
            if t.functor == _UNIFORM:
                return True
            extend(t.args)
        elif tt is atom:
            if t.name == _UNIFORM:
                return True
        elif tt is listterm:
            extend(t.items)
            if t.tail is not None:
                stack.append(t.tail)
    return False


def _is_nn(prob) -> bool:
    return isinstance(prob, ast.Compound) and prob.functor == "nn" and 2 <= len(prob.args) <= 4


def _neural_clause(clause: ast.Clause, head: Struct, body: Goal | None, varmap: VarMap, cid: int,
                   index: int) -> RClause:
    """``nn(Net, Inputs[, Var[, Domain]]) :: head``: a neural AD, fact or tensor predicate."""
    prob = clause.heads[0].prob
    net = to_runtime(prob.args[0], varmap)
    inputs = to_runtime(prob.args[1], varmap)
    if not isinstance(prob.args[1], (ast.ListTerm, ast.Variable)):  # a variable: a list bound at run time
        raise ProbabilityError("nn/2..4 needs its inputs as a list, as in nn(net, [X], Y, [0..9])",
                               prob.args[1].span)
    out_var = domain = None
    kind = "fact"
    if len(prob.args) >= 3:
        if not isinstance(prob.args[2], ast.Variable):
            raise ProbabilityError("the third argument of nn/3,4 must be the output variable", prob.args[2].span)
        out_var = to_runtime(prob.args[2], varmap)
        kind = "tensor"
    if len(prob.args) == 4:
        dom = prob.args[3]
        if not isinstance(dom, (ast.ListTerm, ast.RangeList)) or (isinstance(dom, ast.ListTerm) and dom.tail):
            raise ProbabilityError("the domain of nn/4 must be a list, e.g. [0..9]", dom.span)
        domain = to_runtime(dom, varmap)
        kind = "ad"
    spec = ChoiceSpec(cid, (), (), (head,), clause.span,
                      neural={"kind": kind, "net": net, "inputs": inputs, "var": out_var, "domain": domain,
                              "span": prob.span})
    choice = Goal(CHOICE, head, extra=(spec, None), span=clause.heads[0].span)
    goal = choice if body is None else Goal(CONJ, goals=(body, choice), span=clause.span)
    return RClause(head, goal, clause.span, cid, index)


# ---- programs ------------------------------------------------------------------------------

def load_program(program: ast.Program, into: LoadedProgram | None = None, *,
                 base_dir: Path | None = None, read_file: Callable[[Path], str] | None = None,
                 policy=None, _loading: tuple[str, ...] = (), _library: bool = False) -> LoadedProgram:
    """Add a parsed program's statements to ``into`` (a new LoadedProgram by default).

    ``policy`` (a :class:`nesylang.sandbox.PathPolicy`) decides which files ``consult`` may
    read; without one, files are read wherever they are (the caller's own trusted use).
    Library statements are loaded into the database but not listed among the program's own
    statements (so printing or saving a program does not copy its libraries)."""
    loaded = into if into is not None else LoadedProgram()
    renamed, extra = _negative_heads(program.statements)
    db = loaded.db
    # ground facts read in bulk (PlainFact): heads built from their values, not their AST
    atoms: dict[str, Struct] = {}  # their runtime atoms, each made once
    fact_sig = bucket = None  # the last one's signature and clause list
    for st in program.statements:
        index = len(loaded.statements)
        if not _library:
            loaded.statements.append(st)
        if type(st) is PlainFact and (not renamed or id(st) not in renamed):
            sig = (st.functor, len(st.values))
            if sig != fact_sig:
                fact_sig, bucket = sig, None
            if bucket is not None or not _special_fact(sig):
                args = []
                for v in st.values:
                    if type(v) is str:
                        a = atoms.get(v)
                        if a is None:
                            a = atoms[v] = Struct(v)
                        v = a
                    elif type(v) is QuotedName:  # not shared with the plain name's atom: it prints quoted
                        v = Struct(v)
                    args.append(v)
                db.next_clause_id += 1
                rc = RClause(Struct(st.functor, tuple(args)), None, st.span, db.next_clause_id, index)
                if bucket is None:
                    db.add(rc)
                    bucket = db.clauses[sig]
                else:
                    bucket.append(rc)
                continue
        fact_sig = bucket = None
        if isinstance(st, ast.Clause):
            try:
                add_clause(loaded.db, renamed.get(id(st), st), index)
            except RecursionError:
                from ..errors import NesySyntaxError
                raise NesySyntaxError("term nested too deeply", st.span) from None
        elif isinstance(st, ast.Directive):
            _directive(loaded, st, base_dir, read_file, _loading, policy)
        elif isinstance(st, ast.Query):
            loaded.goals.append((to_runtime(st.goal, VarMap()), st.span))
        elif isinstance(st, ast.ModeDecl):
            loaded.modes.append(st)
        elif isinstance(st, ast.ConstantDecl):
            loaded.constants.append(st)
        elif isinstance(st, ast.TypeDecl):
            loaded.types.append(st)
        elif isinstance(st, ast.MaxVars):
            loaded.max_vars = st
        elif isinstance(st, ast.BiasDecl):
            loaded.biases.append(st)
        elif isinstance(st, ast.LearnDirective):
            _learned_once(loaded.learn, st)
            loaded.learn.append(st)
        elif isinstance(st, ast.Declaration):
            for d in loaded.declarations:
                if d.kind == st.kind and d.name == st.name:
                    raise DirectiveError(f"{st.kind} '{st.name}' is declared twice", st.span)
            loaded.declarations.append(st)
            loaded.base_dirs[(st.kind, st.name)] = base_dir
        else:  # pragma: no cover
            raise AssertionError(f"unknown statement {st!r}")
    for clause in extra:
        add_clause(loaded.db, clause, -1)
    if not _library and not _loading:
        _user_overrides_library(loaded.db)
    return loaded


def _target_key(t: ast.Term):
    """A ``#learn`` target as written, ``Name/Arity`` or a bare name (arity 0), comparable
    across directives; None for a malformed one (its learner reports it)."""
    if isinstance(t, ast.Atom):
        return (t.name, 0)
    if (isinstance(t, ast.Compound) and t.functor == "/" and len(t.args) == 2 and isinstance(t.args[0], ast.Atom)
            and isinstance(t.args[1], ast.Number)):
        return (t.args[0].name, t.args[1].value)
    return None


def learned_targets(directives: list[ast.LearnDirective]) -> set[tuple[str, int]]:
    """The predicates the ``#learn`` directives define when they run."""
    return {key for d in directives for key in map(_target_key, d.targets) if key is not None}


def _learned_once(earlier: list[ast.LearnDirective], st: ast.LearnDirective) -> None:
    """Refuse a second ``#learn`` directive for a target an earlier one learns: running both
    would fail only after the first learner's work (the second finds the target defined), or
    silently keep one of the two results."""
    for t in st.targets:
        key = _target_key(t)
        if key is None:
            continue
        for d in earlier:
            if any(_target_key(u) == key for u in d.targets):
                where = f" (at {d.span.render_prefix()})" if d.span is not None else ""
                raise DirectiveError(f"{key[0]}/{key[1]} is already learned by #learn ... using {d.learner}{where}; "
                                     "one #learn directive per target", getattr(t, "span", None) or st.span)


# ProbLog 2.3's libraries without a module declaration: use_module consults them
CONSULTED_LIBRARIES = frozenset({"aggregate", "collect", "control", "nlp4plp", "scope"})

# Files of ProbLog 2.3's library folder that a program may load by their own names: the Python
# halves of library(lists) and library(string) (`library('string.py')` gives concat/2, join/3,
# str2lst/2, lst2str/2 and str2int/2 there), loaded here as the whole library, and
# library(builtin), whose one predicate, forall/2, is a builtin here (so it loads nothing)
PROBLOG_LIBRARY_FILES = {"lists.py": "lists", "string.py": "string", "builtin": None}


def _user_overrides_library(db) -> None:
    """A predicate that the program defines and a loaded library defines too keeps only the
    program's clauses, as in ProbLog 2.3: ``use_module`` runs after the whole file is read and
    aliases a library predicate only where the program has no clauses for it
    (``ClauseDB._create_alias``: "user code overrides library"). So a program that writes its
    own ``member/2`` next to ``:- use_module(library(lists)).`` proves each member once. A
    library ProbLog consults rather than imports (:data:`CONSULTED_LIBRARIES`) adds its clauses
    to the program's, as there."""
    sigs: set[tuple[str, int]] = set()
    for mark in db.libraries:
        # Only a library that ProbLog loads as a module (`:- module(...)` at its top, or a
        # Python module) is overridden: the others (aggregate, collect, control, nlp4plp,
        # scope) it consults, so their clauses join the program's (a program's own
        # `query(q).` next to library(nlp4plp)'s `query(X) :- probability(X).`)
        if mark.startswith("library:") and mark[len("library:"):] not in CONSULTED_LIBRARIES:
            path = stdlib_path(mark[len("library:"):])
            if path is not None:
                sigs.update(_library_sigs(str(path)))
    drop: set[int] = set()
    by_source: dict[int, bool] = {}  # id(span.source) -> from a library (one test per source file)
    for sig in sigs:
        clauses = db.clauses.get(sig)
        if not clauses:
            continue
        library = set()
        for c in clauses:
            source = None if c.span is None else c.span.source
            known = by_source.get(id(source))
            if known is None:
                known = by_source[id(source)] = _from_library(c)
            if known:
                library.add(c.clause_id)
        if library and len(library) < len(clauses):
            drop |= library
    if drop:
        db.remove(drop)


def _from_library(clause) -> bool:
    span = clause.span
    return span is not None and str(span.filename).startswith(LIBRARY_SOURCE)


@functools.lru_cache(maxsize=None)
def _library_sigs(path: str) -> frozenset:
    """The signatures a standard library's clauses define (every head of each clause)."""
    out = set()
    for st in _library_ast(path).statements:
        if isinstance(st, ast.Clause):
            for h in st.heads:
                sig = _signature(h.atom)
                if sig is not None:
                    out.add(sig)
    return frozenset(out)


def _special_fact(sig: tuple[str, int]) -> bool:
    """Whether the plain facts of ``sig`` must go through :func:`add_clause`: a builtin's
    (refused there, with its location) or ``query/1``'s (whose errors point at its goal)."""
    return sig in BUILTINS or sig in CONTROL or sig in PROBLOG_ENGINE_BUILTINS or sig == ("query", 1)


def _is_negation(t: ast.Term) -> bool:
    """``\\+a``, ``\\+(X)`` or ``not a``: what ProbLog's parser reads as a negation (not ``not(a)``)."""
    return (isinstance(t, ast.Compound) and t.functor in ("\\+", "not") and len(t.args) == 1
            and not (t.functor == "not" and _written_as_call(t)))


def _is_negative_head(t: ast.Term) -> bool:
    """A negation of an atom or compound term (a negative head literal)."""
    return _is_negation(t) and isinstance(t.args[0], (ast.Atom, ast.Compound))


def _written_as_call(t: ast.Compound) -> bool:
    """``not(a)``, not ``not a``: ProbLog's parser reads only the operator as a negation (``\\+(a)``
    is one either way), so a head ``not(a)`` is a clause of ``not/1``, which no call reaches."""
    span = t.span
    if span is None or span.source is None:
        return False
    text, at = span.source.text, span.offsets()  # (a bulk-read fact's span has offsets)
    if at is not None:
        return text.startswith("not(", at[0])
    if not span.line:
        return False
    line = text.split("\n", span.line)[span.line - 1]  # (split no further than the head's line)
    return line.startswith("not(", span.column - 1)


def _negation_text(t: ast.Compound) -> str:
    """``\\+foo(a)`` (or ``not foo(a)``) for an error message."""
    arg = t.args[0]
    try:  # a variable by its written name (a runtime variable would print as X_0)
        inner = arg.name if isinstance(arg, ast.Variable) else str(to_runtime(arg, VarMap()))
    except NesyError:
        inner = "..."
    return f"\\+{inner}" if t.functor == "\\+" else f"not {inner}"


def _renamed(t: ast.Term, suffix: str) -> ast.Term:
    if isinstance(t, ast.Atom):
        return ast.Atom(t.name + suffix, span=t.span)
    return ast.Compound(t.functor + suffix, t.args, span=t.span)


def _signature(t: ast.Term) -> tuple[str, int] | None:
    if isinstance(t, ast.Atom):
        return (t.name, 0)
    if isinstance(t, ast.Compound):
        return (t.functor, len(t.args))
    return None


NEGATIONS = frozenset({("not", 1), ("\\+", 1)})
_NEGATION_TEXT = re.compile(r"\\\+|\bnot\b")


def _negative_heads(statements) -> tuple[dict[int, ast.Clause], list[ast.Clause]]:
    """Negative head literals, as ProbLog 2.3 defines them (Meert and Vennekens, PGM 2014).

    ``0.5::\\+a :- c.`` makes ``a`` a predicate of two parts: every clause of the file whose
    head is ``a`` defines ``a_p`` instead, every negative head ``\\+a`` defines ``a_n``, and
    one added clause ``a :- a_p, \\+a_n.`` joins them. Bodies still call ``a``. Returns the
    rewritten clauses (by the ``id`` of the original statement) and the added clauses."""
    source = statements[0].span.source if statements and statements[0].span is not None else None
    if source is not None and ("\\+" not in source.text and "not" not in source.text
                               or not _NEGATION_TEXT.search(source.text)):
        return {}, []  # (a text search: scanning 10^6 facts' statements would cost a second)
    negative: dict[tuple[str, int], ast.Clause] = {}
    for st in statements:
        if type(st) is PlainFact and st.functor != "not":
            continue  # (a ground fact's head is negative only as not(...))
        if isinstance(st, ast.Clause):
            for h in st.heads:
                if st.body is None and h.prob is None and _is_negation(h.atom):
                    text = _negation_text(h.atom)  # \+a. (ProbLog refuses it)
                    raise GroundingError(
                        f"a negative fact needs a probability: {text} is not a fact (ProbLog: "
                        f"GroundingError, Unexpected fact); write 1.0::{text} to make it false, "
                        "or give it a body", h.span or st.span)
                if _is_negative_head(h.atom):
                    negative.setdefault(_signature(h.atom.args[0]), st)
    if not negative:
        return {}, []
    renamed: dict[int, ast.Clause] = {}
    for st in statements:
        if not isinstance(st, ast.Clause):
            continue
        if type(st) is PlainFact and st.functor != "not" and (st.functor, len(st.values)) not in negative:
            continue
        heads = []
        for h in st.heads:
            if _is_negative_head(h.atom):
                h = ast.Head(_renamed(h.atom.args[0], "_n"), h.prob, span=h.span)
            elif _signature(h.atom) in negative:
                h = ast.Head(_renamed(h.atom, "_p"), h.prob, span=h.span)
            heads.append(h)
        if any(h is not o for h, o in zip(heads, st.heads)):
            renamed[id(st)] = ast.Clause(tuple(heads), st.body, span=st.span)
    extra = []
    for (name, arity), first in negative.items():
        args = tuple(ast.Variable(f"V{i}", span=first.span) for i in range(arity))
        def atom(suffix: str) -> ast.Term:
            return ast.Compound(name + suffix, args, span=first.span) if arity else \
                ast.Atom(name + suffix, span=first.span)
        body = ast.Compound(",", (atom("_p"), ast.Compound("\\+", (atom("_n"),), span=first.span)),
                            span=first.span)
        extra.append(ast.Clause((ast.Head(atom(""), None, span=first.span),), body, span=first.span))
    return renamed, extra


def _directive(loaded: LoadedProgram, st: ast.Directive, base_dir, read_file, loading, policy=None) -> None:
    goal = st.goal
    goals = []
    while isinstance(goal, ast.Compound) and goal.functor == "," and len(goal.args) == 2:
        goals.append(goal.args[0])
        goal = goal.args[1]
    goals.append(goal)
    runtime = []  # the conjuncts that are goals, not load-time directives: one goal, run later
    for g in goals:
        name = g.functor if isinstance(g, ast.Compound) else getattr(g, "name", None)
        args = g.args if isinstance(g, ast.Compound) else ()
        if name in ("use_module", "ensure_loaded", "consult") and len(args) in (1, 2):
            _use(loaded, args[0], g.span, base_dir, read_file, loading, policy, args[1] if len(args) == 2 else None)
        elif isinstance(g, ast.ListTerm):
            for item in g.items:
                _use(loaded, item, g.span, base_dir, read_file, loading, policy)
        elif (name == "unknown" and len(args) == 1) or (name == "set_prolog_flag" and len(args) == 2 and
                                                         isinstance(args[0], ast.Atom) and args[0].name == "unknown"):
            value = args[-1]  # what a call to an undefined predicate does: raise an error, or fail
            if not (isinstance(value, ast.Atom) and value.name in ("fail", "error")):
                raise DirectiveError("unknown/1 takes fail or error, as in :- unknown(fail).", value.span)
            loaded.db.unknown = value.name
        elif name == "dynamic" and len(args) == 1:
            for spec in _split_ast(args[0], ","):  # declares predicates that may have no clauses
                if (isinstance(spec, ast.Compound) and spec.functor == "/" and isinstance(spec.args[0], ast.Atom)
                        and isinstance(spec.args[1], ast.Number)):
                    sig = (spec.args[0].name, int(spec.args[1].value))
                    if sig in PROBLOG_ENGINE_BUILTINS or sig in CONTROL:  # (its clauses would hide it)
                        raise NesyNameError(f"cannot declare the builtin {sig[0]}/{sig[1]} dynamic "
                                            "(ProbLog: AccessError)", spec.span)
                    loaded.db.clauses.setdefault(sig, [])
                    loaded.db.first_span.setdefault(sig, g.span)
                else:
                    raise DirectiveError("dynamic/1 takes Name/Arity", spec.span)
        elif name in ("discontiguous", "set_prolog_flag", "style_check", "table", "initialization"):
            continue  # declarations with no effect here (every predicate is tabled)
        elif (name, len(args)) in (("csv_load", 2), ("sqlite_load", 1)):
            _db_directive(loaded, name, args, g.span, base_dir, policy)
        elif name == "load_external":
            raise DirectiveError("load_external would run Python code; it is not supported", g.span)
        elif name == "module" and len(args) == 2:
            continue  # a module declaration: one program has one namespace here
        elif isinstance(g, (ast.Compound, ast.Atom, ast.Variable)):
            runtime.append(g)
        else:
            raise DirectiveError(f"a directive must be a goal, got {_describe(g)}", g.span)
    if runtime:  # run as ProbLog runs a directive (see LoadedProgram.directives)
        body = runtime[-1]
        for g in reversed(runtime[:-1]):
            body = ast.Compound(",", (g, body), span=g.span)
        loaded.directives.append((to_runtime(body, VarMap()), runtime[0].span if len(runtime) == 1 else st.goal.span))


def _split_ast(t, op: str) -> list:
    out = []
    while isinstance(t, ast.Compound) and t.functor == op and len(t.args) == 2:
        out.append(t.args[0])
        t = t.args[1]
    out.append(t)
    return out


def _db_directive(loaded: LoadedProgram, name: str, args, span: Span | None, base_dir, policy) -> None:
    """``:- csv_load(File, Pred).`` and ``:- sqlite_load(File).`` of library(db)."""
    from . import externs

    if "library:db" not in loaded.db.libraries:
        raise DirectiveError(f"{name}/{len(args)} is defined in library(db): add :- use_module(library(db)).", span)
    externs.require_trust(policy, f"{name}/{len(args)} reads a data file through Python", span)
    texts = []
    for a in args:
        if not isinstance(a, (ast.Atom, ast.String)):
            raise DirectiveError(f"{name}/{len(args)} takes file and predicate names (atoms or strings)", a.span)
        texts.append(a.name if isinstance(a, ast.Atom) else a.value)
    path = policy.input(texts[0], base_dir, span, "database file")
    if name == "csv_load":
        externs.csv_load(loaded.db, path, texts[1], span)
    else:
        externs.sqlite_load(loaded.db, path, span)


def _import_list(spec: ast.Term | None, span: Span | None) -> set[tuple[str, int]] | None:
    """``use_module(File, [p/2, q/1])``'s import list as signatures (None: import everything)."""
    if spec is None:
        return None
    if not isinstance(spec, ast.ListTerm) or spec.tail is not None:
        raise DirectiveError("use_module/2 takes a list of Name/Arity", span)
    out = set()
    for item in spec.items:
        if not (isinstance(item, ast.Compound) and item.functor == "/" and isinstance(item.args[0], ast.Atom)
                and isinstance(item.args[1], ast.Number)):
            raise DirectiveError("use_module/2 takes a list of Name/Arity", item.span)
        if not isinstance(item.args[1].value, int):
            raise DirectiveError(f"use_module/2 imports {item.args[0].name}/{item.args[1].value}, whose arity is "
                                 "not an integer: no predicate has it (ProbLog: GroundingError)", item.span)
        out.add((item.args[0].name, item.args[1].value))
    return out


def _use(loaded: LoadedProgram, target: ast.Term, span: Span | None, base_dir, read_file, loading,
         policy=None, imports: ast.Term | None = None) -> None:
    if isinstance(target, ast.Compound) and target.functor == "library" and len(target.args) == 1:
        lib = target.args[0]
        name = lib.name if isinstance(lib, ast.Atom) else lib.value if isinstance(lib, ast.String) else None
        if name and name.endswith(".pl") and stdlib_path(name) is None:
            name = name[:-3]  # library('lists.pl'), as ProbLog accepts it
        if name in PROBLOG_LIBRARY_FILES:
            name = PROBLOG_LIBRARY_FILES[name]
            if name is None:
                return
        path = stdlib_path(name) if name else None
        if path is None:
            raise NesyNameError(f"unknown library '{name}'; available: {', '.join(stdlib_names())}", span)
        if imports is not None and name not in CONSULTED_LIBRARIES:
            # ProbLog imports a module library's listed predicates (a consulted one ignores the
            # list): a list that is not Name/Arity items, or an arity that is no integer
            # (member/2.0), names nothing the module defines (ProbLog: GroundingError)
            _import_list(imports, span)
        if name == "db":
            from .externs import require_trust

            require_trust(policy, "library(db) reads CSV and SQLite files through Python", span)
        if f"library:{name}" in loaded.db.libraries:
            return
        loaded.db.libraries.add(f"library:{name}")
        try:
            _load_library(loaded, str(path), read_file, policy, loading)
        except NesyError as e:  # pragma: no cover - the shipped libraries load cleanly
            e.notes = e.notes + (f"loaded from {span.render_prefix()}",) if span else e.notes
            raise
        return
    if isinstance(target, (ast.Atom, ast.String)):
        raw = target.name if isinstance(target, ast.Atom) else target.value
        if policy is not None:  # before any probe: whether a file outside the folder exists is not the program's to learn
            policy.confine(raw, base_dir, span, "consulted file")
        if raw.endswith(".py") or _python_only(raw, base_dir):
            _use_python(loaded, raw if raw.endswith(".py") else raw + ".py", span, base_dir, policy,
                        _import_list(imports, span))
            return
        path = Path(raw)
        if base_dir is not None and not path.is_absolute():
            path = base_dir / path
        if not path.exists():
            for ext in (".nesy", ".pl"):
                if path.with_name(path.name + ext).exists():
                    path = path.with_name(path.name + ext)
                    raw += ext
                    break
        if policy is not None:
            path = policy.input(raw, base_dir, span, "consulted file")
            if not policy.trust and path.suffix not in PROGRAM_EXTENSIONS:
                raise PathError(f"consulted file {raw} is not a program file (a program may consult only "
                                f"{', '.join(PROGRAM_EXTENSIONS)} files without --trust)", span)
        elif not path.exists():
            raise NesyNameError(f"cannot read {raw}: no such file", span)
        key = f"file:{path.resolve()}"
        if key in loaded.db.libraries:
            return
        here = _consulting_file(span)  # the file this directive is in: loaded once, as in ProbLog
        loading = loading + (here,) if here is not None and here not in loading else loading
        if str(path.resolve()) in loading:
            return
        if read_file:
            try:
                text = read_file(path)
            except OSError as e:
                raise NesyNameError(f"cannot read {raw}: {e.strerror}", span) from None
        else:
            text = read_program_text(path, span, policy.max_data_bytes if policy else DEFAULT_MAX_DATA_BYTES)
        loaded.db.libraries.add(key)
        _load_text(loaded, text, str(path), path.parent, read_file, loading + (str(path.resolve()),), span,
                   policy)
        return
    raise DirectiveError("expected library(Name) or a file name", span)


def _consulting_file(span: Span | None) -> str | None:
    """The resolved path of the program file a directive is in (None for a string program):
    a file that consults itself, or is consulted back by a file it consults, is not loaded
    again (ProbLog loads each file once; a second copy would double its facts)."""
    if span is None or not span.filename or span.filename.startswith("<"):
        return None
    path = Path(span.filename)
    return str(path.resolve()) if path.is_file() else None


def _python_only(raw: str, base_dir) -> bool:
    """Whether ``use_module(x)`` names ``x.py`` (as ProbLog resolves it: ``x``, then ``x.pl``,
    then ``x.py``; nesylang also tries ``x.nesy``)."""
    base = Path(base_dir) if base_dir is not None else Path.cwd()
    if raw.endswith(PROGRAM_EXTENSIONS) or (base / raw).exists():
        return False
    return not any((base / (raw + ext)).exists() for ext in (".nesy", ".pl")) and (base / (raw + ".py")).is_file()


def _use_python(loaded: LoadedProgram, raw: str, span: Span | None, base_dir, policy, only) -> None:
    """``:- use_module('x.py').``: run a Python module and define its externs (trusted only)."""
    from . import externs

    externs.require_trust(policy, f"use_module('{raw}') would run Python code", span)
    path = policy.input(raw, base_dir, span, "Python module")
    key = f"python:{path.resolve()}"
    if key in loaded.db.libraries:
        return
    loaded.db.libraries.add(key)
    externs.load_module(loaded.db, path, span, only)


LIBRARY_SOURCE = "<stdlib>/"  # the source name of a standard library's clauses: <stdlib>/lists.nesy

# ---- library loads, compiled once per process ----------------------------------------------------
#
# ``use_module(library(lists))`` compiled about 160 clauses for every program (7 ms; 207 of
# the 626 corpus programs load a library). A library's clauses do not depend on the program
# that loads it, except for which other libraries it has loaded already (a library's own
# use_module of one is skipped), the first clause id and the statement index its clauses
# carry. So a library is loaded once per set of loaded libraries into an empty program (a
# scratch), and each program then gets the scratch's clauses appended, as loading would append
# them: the same RClause objects where the ids and index agree (a library loaded first, as in
# ``:- use_module(library(lists)).`` at the top), else copies with the ids shifted. The
# clauses are shared between programs as ClauseDB.copy shares them within one: grounding
# never changes a clause (its templates are renamed, never bound). Entries are never changed
# once made; two threads that miss at once both build one and the first is kept.
LIBRARY_CACHE = True
_library_loads: dict = {}
_library_loads_lock = threading.Lock()


@record(frozen=True)
class _LibraryLoad:
    """What loading one library into an empty program (ids from 1, statement index 1) added."""

    added: tuple  # ((signature, (RClause, ...)), ...) in the scratch database's order
    count: int  # clause ids used
    overridden: frozenset
    libraries: frozenset  # library marks it added (its own and the libraries it loaded)
    relocatable: frozenset  # positions (sig number, clause number) of clauses holding a choice

    def __init__(self,
                 added: tuple,
                 count: int,
                 overridden: frozenset,
                 libraries: frozenset,
                 relocatable: frozenset) -> None:
        _set(self, "added", added)
        _set(self, "count", count)
        _set(self, "overridden", overridden)
        _set(self, "libraries", libraries)
        _set(self, "relocatable", relocatable)


def _load_library(loaded: LoadedProgram, path: str, read_file, policy, loading) -> None:
    db = loaded.db
    key = (path, frozenset(m for m in db.libraries if m.startswith("library:")))
    entry = _library_loads.get(key) if LIBRARY_CACHE else None
    if entry is None and LIBRARY_CACHE:
        entry = _library_scratch(path, key[1], read_file, policy, loading)
        if entry is not None:
            with _library_loads_lock:
                entry = _library_loads.setdefault(key, entry)
    if entry is None:  # not replayable (see _library_scratch): loaded into the program itself
        load_program(_library_ast(path), loaded, base_dir=Path(path).parent, read_file=read_file,
                     policy=policy, _loading=loading, _library=True)
        return
    shift, index = db.next_clause_id, len(loaded.statements)
    specs: dict = {}
    for i, (sig, clauses) in enumerate(entry.added):
        if shift or index != 1:
            clauses = [_relocated(c, shift, index, specs) if (i, j) in entry.relocatable else
                       RClause(c.head, c.body, c.span, c.clause_id + shift,
                               index if c.source_clause == 1 else c.source_clause)
                       for j, c in enumerate(clauses)]
        bucket = db.clauses.get(sig)
        if bucket is None:
            db.clauses[sig] = list(clauses)
            db.first_span[sig] = clauses[0].span  # as ClauseDB.add sets it
        else:
            bucket.extend(clauses)
    db.next_clause_id += entry.count
    db.overridden |= entry.overridden
    db.libraries |= entry.libraries


def _library_scratch(path: str, marks: frozenset, read_file, policy, loading) -> _LibraryLoad | None:
    """Load the library into an empty program with the library marks ``marks``; None when
    the result is not a plain list of clauses (it declared something, added parameters, read a
    file, or loaded library(db), whose trust check must run each time)."""
    scratch = LoadedProgram()
    scratch.statements.append(None)  # its clauses carry statement index 1
    sdb = scratch.db
    sdb.libraries = set(marks)
    load_program(_library_ast(path), scratch, base_dir=Path(path).parent, read_file=read_file,
                 policy=policy, _loading=loading, _library=True)
    new_marks = frozenset(sdb.libraries - marks)
    empty, empty_db = LoadedProgram(), ClauseDB()
    if (scratch.statements != [None]
            or any(getattr(scratch, f.name) != getattr(empty, f.name) for f in dataclasses.fields(LoadedProgram)
                   if f.name not in ("db", "statements"))
            or any(getattr(sdb, f.name) != getattr(empty_db, f.name) for f in dataclasses.fields(ClauseDB)
                   if f.name not in ("clauses", "first_span", "libraries", "next_clause_id", "overridden",
                                     "_indexes"))
            or any(not m.startswith("library:") or m == "library:db" for m in new_marks)
            or any(not cs for cs in sdb.clauses.values())):
        return None
    added, relocatable = [], set()
    for i, (sig, clauses) in enumerate(sdb.clauses.items()):
        if sdb.first_span.get(sig) is not clauses[0].span:
            return None
        added.append((sig, tuple(clauses)))
        relocatable.update((i, j) for j, c in enumerate(clauses) if _has_choice(c.body))
    return _LibraryLoad(tuple(added), sdb.next_clause_id, frozenset(sdb.overridden), new_marks | marks,
                        frozenset(relocatable))


def _has_choice(goal) -> bool:
    return goal is not None and (goal.kind == CHOICE or any(_has_choice(g) for g in goal.goals))


def _relocated(clause: RClause, shift: int, index: int, specs: dict) -> RClause:
    """A copy of a library clause holding a choice, its ids shifted by ``shift`` (``specs``:
    the new ChoiceSpec of each old one, shared by an annotated disjunction's heads)."""
    def goal(g):
        if g.kind == CHOICE:
            spec, i = g.extra
            new = specs.get(id(spec))
            if new is None:
                new = specs[id(spec)] = (dataclasses.replace(spec, clause_id=spec.clause_id + shift), spec)
            return dataclasses.replace(g, extra=(new[0], i))
        if not any(_has_choice(s) for s in g.goals):
            return g
        return dataclasses.replace(g, goals=tuple(goal(s) for s in g.goals))

    try:
        return RClause(clause.head, goal(clause.body), clause.span, clause.clause_id + shift,
                       index if clause.source_clause == 1 else clause.source_clause)
    finally:
        goal = None  # (a cycle, as in _name_anonymous)


@functools.lru_cache(maxsize=None)
def _library_ast(path: str) -> ast.Program:
    """Libraries are parsed once per process (they are read-only), and their parsed form is
    kept on disk between processes (see _ast_cache_file)."""
    data = Path(path).read_bytes()
    # (as read_text reads it: universal newlines)
    text, name = data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n"), LIBRARY_SOURCE + Path(path).name
    cache = _ast_cache_file(Path(path).stem, data)
    if cache is not None:
        program = _read_ast_cache(cache, name, text)
        if program is not None:
            return program
    program = parse_program(text, name)
    if cache is not None:
        _write_ast_cache(cache, program)
    return program


# ---- parsed libraries, kept on disk ---------------------------------------------------------------
#
# Parsing library(lists) with Lark took a third of `nesy query` on a small program that loads it
# (the parse itself, and building the lexer states that only the library's text reaches), which
# made such a program slower to start than ProbLog. So each library's AST is pickled next to
# Lark's own parser table (the temporary folder, as Lark's cache=True), under a name made of a
# hash of everything the AST depends on: the library's bytes, the grammar, the source of the
# modules that build and define the AST, nesylang's, Lark's and Python's versions. An entry that
# does not match is never read (its name differs); one that cannot be read, is not the current
# user's own, is writable by others, or holds anything but AST nodes is ignored, and the library
# is parsed as before. Nothing here ever fails a load: the cache only saves time.
# NESYLANG_CACHE=off (which turns the template cache off) turns this one off too. Autoload's index
# of the signatures each library defines is kept the same way (autoload._library_signatures).
AST_CACHE = True
_AST_CACHE_MAGIC = b"nesylang library ast 1\n"
# the modules whose source decides what a library parses to (and the classes it unpickles into)
_AST_MODULES = ("syntax/parser.py", "syntax/fastpath.py", "syntax/ast.py", "source.py", "logic/terms.py")


@functools.lru_cache(maxsize=None)
def _ast_fingerprint() -> bytes | None:
    import sys

    from .. import __version__
    from ..resources import grammar_text

    try:
        from ..syntax.parser import parser_key  # the stand-alone parser's header, or Lark's version

        h = sha256(f"{__version__} {parser_key()} {sys.version_info[:2]}".encode())
        h.update(grammar_text().encode("utf-8"))
        package = Path(__file__).resolve().parent.parent
        for module in _AST_MODULES:
            h.update((package / module).read_bytes())
    except Exception:  # noqa: BLE001 - no source to hash (or no Lark): no cache
        return None
    return h.digest()


def _ast_cache_dir() -> str:
    import tempfile

    return tempfile.gettempdir()  # where Lark's cache=True keeps the parser table


def _ast_cache_file(stem: str, data: bytes, kind: str = "ast") -> Path | None:
    """The entry for ``data`` (a library's bytes), or None when the cache is off. ``kind``
    names what the entry holds: "ast" a library's AST, "libindex" autoload's index."""
    import os

    off = os.environ.get("NESYLANG_CACHE")  # off for the template cache (docs/cli.md): off here too
    if not AST_CACHE or (off is not None and off.strip().lower() in ("off", "0", "no", "false", "")):
        return None
    fingerprint = _ast_fingerprint()
    if fingerprint is None:
        return None
    digest = sha256(fingerprint + data).hexdigest()[:40]
    user = os.getuid() if hasattr(os, "getuid") else "user"
    return Path(_ast_cache_dir()) / f".nesylang_{kind}_{user}_{stem}_{digest}.pickle"


def _ast_cache_header(path: Path) -> bytes:
    return _AST_CACHE_MAGIC + path.name.encode("utf-8") + b"\n"  # the name holds the digest


def _read_ast_cache(path: Path, name: str, text: str) -> ast.Program | None:
    program = _read_cache(path, _ast_unpickler())
    if not isinstance(program, ast.Program):
        return None
    if program.statements:  # parsed from this very text (and under this name)
        source = getattr(program.statements[0].span, "source", None)
        if source is None or source.name != name or source.text != text:
            return None
    return program


def _read_plain_cache(path: Path) -> object:
    """An entry of plain data (tuples, dicts, strings, numbers: no object of any class), or
    None when it cannot be used."""
    return _read_cache(path, _plain_unpickler())


def _read_cache(path: Path, unpickler: type) -> object:
    import os

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        with os.fdopen(fd, "rb") as f:
            st = os.fstat(f.fileno())
            # the current user's own file, that no one else may have written (a shared /tmp)
            if hasattr(os, "getuid") and (st.st_uid != os.getuid() or st.st_mode & 0o022):
                return None
            header = _ast_cache_header(path)
            if f.read(len(header)) != header:
                return None
            return unpickler(f).load()
    except Exception:  # noqa: BLE001 - unreadable or corrupt: built afresh
        return None


def _write_ast_cache(path: Path, program: object) -> None:
    import pickle

    from ..util.files import write_atomic

    try:
        data = _ast_cache_header(path) + pickle.dumps(program, protocol=pickle.HIGHEST_PROTOCOL)
        write_atomic(path, data)  # (mkstemp: mode 0600) a reader sees the whole entry or none
        prefix = path.name[:-len(path.name.rsplit("_", 1)[1])]  # the same user and library
        for old in path.parent.glob(prefix + "?" * 40 + ".pickle"):
            if old != path:  # an entry for an older text of the library (or an older nesylang)
                old.unlink()
    except Exception:  # noqa: BLE001 - a folder we cannot write (or a race): no cache this time
        pass


@functools.lru_cache(maxsize=None)
def _plain_unpickler() -> type:
    import pickle

    class Unpickler(pickle.Unpickler):
        """Makes plain data only: an entry naming any class or function is refused."""

        def find_class(self, module: str, name: str):
            raise pickle.UnpicklingError(f"{module}.{name}: a plain-data entry names no class")

    return Unpickler


@functools.lru_cache(maxsize=None)
def _ast_unpickler() -> type:
    import pickle

    from .. import source
    from ..logic import terms

    allowed = {("nesylang.source", "Source"): source.Source, ("nesylang.source", "Span"): source.Span,
               ("nesylang.logic.terms", "QuotedName"): terms.QuotedName}
    allowed.update(((ast.__name__, key), value) for key, value in vars(ast).items()
                   if isinstance(value, type) and value.__module__ == ast.__name__)

    class Unpickler(pickle.Unpickler):
        """Makes AST nodes and nothing else: an entry naming any other class or function is
        refused (beside the owner check, so that a planted file runs no code)."""

        def find_class(self, module: str, name: str):
            cls = allowed.get((module, name))
            if cls is None:
                raise pickle.UnpicklingError(f"{module}.{name} is not an AST class")
            return cls

    return Unpickler


def _load_text(loaded, text, name, base_dir, read_file, loading, span, policy=None) -> None:
    try:
        program = parse_program(text, name)
        load_program(program, loaded, base_dir=base_dir, read_file=read_file, policy=policy, _loading=loading)
    except NesyError as e:
        if e.span is not None and e.span.filename == name and Path(name).suffix not in PROGRAM_EXTENSIONS:
            # never echo a line of a file that is not a program file (a trusted consult of any file)
            e.span = Span(Source(name, ""), e.span.line, e.span.column, e.span.end_line, e.span.end_column)
            e.message = f"not a nesylang program ({type(e).__name__} here; the file's text is not shown)"
            e.args = (e.message,)
        if span is not None:
            e.notes = e.notes + (f"loaded from {span.render_prefix()}",)
        raise
