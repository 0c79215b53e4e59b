"""Mode biases, stage two: a typed :class:`~.modes.Bias` -> the hypothesis space it spans.

A candidate clause is data (:class:`Clause`: a head literal, body literals, a type per
variable, variables as small integers), so learners and tests can count, filter and print
candidates without touching the program. What is generated here:

* :func:`head_clauses`: one empty-bodied clause per instance of a target's head modes;
* :func:`body_literals`: every literal a body mode can add to a clause (types, Aleph's input
  and output roles, constants, ``anti_reflexive``, ``symmetric``, recall, ``#maxv``);
* :func:`refine`: a clause's one-literal refinements, unique up to renaming, literal order and
  the argument order of ``symmetric`` literals;
* :func:`clauses`: the whole space up to a body length (breadth first);
* :func:`instances`: body literals over the head's variables only (NeuID3's tests).

>>> from nesylang.session import Program
>>> p = Program.from_string('''
... #modeh(p(var(t))).
... #modeb(q(var(t), const(c))).
... #modeb(r(var(t), var(t)), (anti_reflexive, symmetric)).
... #constant(c, a). #constant(c, b). #maxv(2).
... ''')
>>> from nesylang.bias import Bias
>>> bias = Bias.from_program(p.loaded)
>>> [c.text() for c in clauses(bias, "p", 1, max_body=1, negation=False)]
['p(A) :- q(A, a).', 'p(A) :- q(A, b).', 'p(A) :- r(A, B).']
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any, Iterable

from ..errors import DirectiveError
from .modes import CONST, INPUT, Bias, Mode, Placeholder

_MAX_PERMUTED_BODY = 7  # canonical forms try every body order up to this length
_MAX_PERMUTED_VARS = 7  # ... or every renaming of the variables, whichever is fewer


class IntConstant(int):
    """An integer constant of a type inside a candidate literal: variable numbers are plain
    ints (``type(a) is int``), so integer constants (``#constant(player, 1)``) are wrapped."""

    __slots__ = ()

    def __repr__(self) -> str:
        return int.__repr__(self)


@dataclass(frozen=True)
class Literal:
    """A candidate literal: ``args`` hold variable numbers (ints) or constant terms."""

    predicate: str
    args: tuple[Any, ...]
    negated: bool = False
    mode: Mode | None = None

    def variables(self) -> list[int]:
        return [a for a in self.args if type(a) is int]

    def key(self) -> tuple:
        """Identity of the literal (its mode left out)."""
        from ..logic.terms import term_str

        return (self.predicate, self.negated,
                tuple(a if type(a) is int else ("c", term_str(a)) for a in self.args))

    def to_ast(self, names: dict[int, str]):
        from ..syntax import ast

        args = tuple(ast.Variable(names[a]) if type(a) is int else runtime_to_ast(a) for a in self.args)
        atom = ast.Compound(self.predicate, args) if args else ast.Atom(self.predicate)
        return ast.Compound("\\+", (atom,)) if self.negated else atom


def runtime_to_ast(t):
    """A ground runtime term (a constant of a type) as a syntax tree."""
    from ..logic.terms import Str, Struct
    from ..syntax import ast

    if type(t) is Struct:
        if not t.args:
            return ast.Atom(t.functor)
        return ast.Compound(t.functor, tuple(runtime_to_ast(a) for a in t.args))
    if type(t) is Str:
        return ast.String(t.value)
    if isinstance(t, (int, float)):
        return ast.Number(int(t) if type(t) is IntConstant else t)
    raise TypeError(f"not a constant: {t!r}")


@dataclass(frozen=True)
class Clause:
    """A candidate clause. ``types[i]`` is the type of variable ``i``."""

    head: Literal
    body: tuple[Literal, ...]
    types: tuple[str, ...]

    @property
    def length(self) -> int:
        """ILASP's length: one for the head plus one per body literal."""
        return 1 + len(self.body)

    def variables(self) -> list[int]:
        return list(range(len(self.types)))

    def add(self, literal: Literal, new_types: tuple[str, ...] = ()) -> "Clause":
        return Clause(self.head, self.body + (literal,), self.types + new_types)

    def mode_count(self, mode: Mode) -> int:
        return sum(1 for lit in self.body if lit.mode == mode)

    def unsafe_variables(self) -> list[int]:
        """Variables that no positive, non-comparison body literal binds: a head variable, or
        one under negation or in a comparison, must be bound for the clause to be safe."""
        bound = {v for lit in self.body if not lit.negated and not (lit.mode and lit.mode.is_comparison)
                 for v in lit.variables()}
        return [v for v in self.variables() if v not in bound]

    def is_safe(self) -> bool:
        return not self.unsafe_variables()

    def canonical(self) -> tuple:
        """A key equal for clauses that differ only by variable names, body order and the order
        of a ``(symmetric)`` body literal's two variable arguments."""
        from math import factorial

        from ..logic.terms import term_str

        n = len(self.types)
        lits = [(lit.predicate, lit.negated, tuple(a if type(a) is int else ("c", term_str(a)) for a in lit.args))
                for lit in (self.head,) + self.body]
        pairs = [None] + [_symmetric_pair(lit) for lit in self.body]
        if n <= _MAX_PERMUTED_VARS and (factorial(n) <= factorial(len(self.body))
                                         or len(self.body) > _MAX_PERMUTED_BODY):
            # the least (head, sorted body) over the renamings that number the variables in the
            # order of a renaming-invariant signature (type and occurrences; a symmetric
            # literal's two places count as one), permuting only variables of equal signature:
            # exact, and few renamings (equivalent clauses take the same branch)
            types = self.types
            occurs: list[list] = [[] for _ in range(n)]
            for k, (p, neg, args) in enumerate(lits):
                pair = pairs[k]
                for i, a in enumerate(args):
                    if type(a) is int:
                        place = pair[0] if pair is not None and i == pair[1] else i
                        occurs[a].append((k == 0, p, neg, len(args), place))
            sig = [(types[v], sorted(occurs[v])) for v in range(n)]
            order = sorted(range(n), key=lambda v: sig[v])
            groups: list[list[int]] = []
            for v in order:
                if groups and sig[groups[-1][0]] == sig[v]:
                    groups[-1].append(v)
                else:
                    groups.append([v])
            best = None
            for choice in itertools.product(*(itertools.permutations(g) for g in groups)):
                perm = [0] * n
                for slot, v in enumerate(v for g in choice for v in g):
                    perm[v] = slot
                out = [(p, neg, _unordered(tuple(("v", perm[a], types[a]) if type(a) is int else a
                                                 for a in args), pairs[k]))
                       for k, (p, neg, args) in enumerate(lits)]
                key = (out[0], tuple(sorted(out[1:])))
                if best is None or key < best:
                    best = key
            return best
        indices: Iterable[tuple[int, ...]]
        body = range(1, len(lits))
        if len(self.body) <= _MAX_PERMUTED_BODY:
            indices = itertools.permutations(body)
        else:  # long bodies: one order by a name-independent sort (may keep some duplicates)
            indices = [tuple(sorted(body, key=lambda k: (lits[k][0], lits[k][1], len(lits[k][2]))))]
        best = None
        for order in indices:
            for key in self._first_occurrence_keys(lits, pairs, (0,) + tuple(order)):
                if best is None or key < best:
                    best = key
        return best

    def _first_occurrence_keys(self, lits, pairs, order):
        # the clause with its variables numbered by first occurrence in ``order``; a symmetric
        # literal that meets two new variables numbers them either way, so one key per choice
        types = self.types
        stack: list[tuple[int, dict, list]] = [(0, {}, [])]
        while stack:
            pos, rename, out = stack.pop()
            while pos < len(order):
                k = order[pos]
                p, neg, args = lits[k]
                pair = pairs[k]
                if pair is not None:
                    x, y = args[pair[0]], args[pair[1]]
                    if x != y and x not in rename and y not in rename:  # the other choice: y first
                        other = dict(rename)
                        other[y] = len(other)
                        other[x] = len(other)
                        stack.append((pos, other, list(out)))
                renamed = []
                for a in args:
                    if type(a) is int:
                        if a not in rename:
                            rename[a] = len(rename)
                        renamed.append(("v", rename[a], types[a]))
                    else:
                        renamed.append(a)
                out.append((p, neg, _unordered(tuple(renamed), pair)))
                pos += 1
            yield (out[0], tuple(sorted(out[1:])))

    def names(self) -> dict[int, str]:
        """Printable variable names: A, B, ..., Z, V26, ..."""
        return {i: chr(ord("A") + i) if i < 26 else f"V{i}" for i in range(len(self.types))}

    def to_ast(self, prob=None):
        """The clause as a syntax tree (:class:`nesylang.syntax.ast.Clause`); ``prob`` an
        optional annotation term (``ast.Number(0.97)``)."""
        from ..syntax import ast

        names = self.names()
        head = ast.Head(self.head.to_ast(names), prob)
        if not self.body:
            return ast.Clause((head,))
        body = self.body[-1].to_ast(names)
        for lit in reversed(self.body[:-1]):
            body = ast.Compound(",", (lit.to_ast(names), body))
        return ast.Clause((head,), body)

    def text(self) -> str:
        """The clause as nesylang prints it: ``p(A) :- q(A, a), \\+ r(A, B).``"""
        from ..syntax.printer import print_statement

        return print_statement(self.to_ast())

    def __str__(self) -> str:
        return self.text()


def _symmetric_pair(lit: Literal) -> tuple[int, int] | None:
    """The places of a ``(symmetric)`` literal's two variable arguments (None: not symmetric)."""
    if lit.mode is None or not lit.mode.symmetric:
        return None
    places = [i for i, p in enumerate(lit.mode.args) if isinstance(p, Placeholder) and p.is_var]
    return places[0], places[1]


def _unordered(args: tuple, pair: tuple[int, int] | None) -> tuple:
    """``args`` with the two places of ``pair`` in ascending order."""
    if pair is None or args[pair[0]] <= args[pair[1]]:
        return args
    out = list(args)
    out[pair[0]], out[pair[1]] = args[pair[1]], args[pair[0]]
    return tuple(out)


def head_clauses(bias: Bias, predicate: str, arity: int, span=None) -> list[Clause]:
    """Every head instance of a target's ``#modeh``s, with an empty body. Each variable
    placeholder gets its own variable; each constant placeholder each value of its type."""
    out = []
    for mode in bias.head_modes(predicate, arity, span):
        for args, types in _fill(bias, mode, (), new_only=True):
            out.append(Clause(Literal(mode.predicate, args, False, mode), (), types))
    return out


def body_literals(bias: Bias, clause: Clause, *, negation: bool = True, new_vars: bool = True,
                  modes: Iterable[Mode] | None = None) -> list[tuple[Literal, tuple[str, ...]]]:
    """The literals that may be added to ``clause``, each with the types of the new variables
    it introduces. Respects types, roles (``+t`` must reuse a variable), constants, recall,
    ``#maxv``, ``anti_reflexive``, ``symmetric`` (one argument order) and ``positive``."""
    out = []
    existing = {lit.key() for lit in clause.body}
    for mode in bias.bodies if modes is None else modes:
        if mode.recall is not None and clause.mode_count(mode) >= mode.recall:
            continue
        for args, new_types in _fill(bias, mode, clause.types, new_only=False, allow_new=new_vars):
            if bias.max_vars is not None and len(clause.types) + len(new_types) > bias.max_vars:
                continue
            var_args = [a for a, p in zip(args, mode.args) if isinstance(p, Placeholder) and p.is_var]
            reflexive = len(set(var_args)) < len(var_args)
            if reflexive and (mode.anti_reflexive or mode.is_comparison):  # X < X is constant
                continue
            if mode.symmetric and len(var_args) >= 2 and var_args[0] > var_args[1]:
                continue
            for negated in ((False, True) if negation and mode.negatable else (False,)):
                lit = Literal(mode.predicate, args, negated, mode)
                key = lit.key()
                flipped = (key[0], not key[1], key[2])
                if key in existing or flipped in existing:
                    continue
                out.append((lit, new_types))
    return out


def refine(bias: Bias, clause: Clause, *, negation: bool = True, max_body: int | None = None,
           modes: Iterable[Mode] | None = None) -> list[Clause]:
    """The clause's refinements by one body literal, unique up to renaming and body order."""
    if max_body is not None and len(clause.body) >= max_body:
        return []
    seen = set()
    out = []
    for lit, new_types in body_literals(bias, clause, negation=negation, modes=modes):
        refined = clause.add(lit, new_types)
        key = refined.canonical()
        if key not in seen:
            seen.add(key)
            out.append(refined)
    return out


def clauses(bias: Bias, predicate: str, arity: int, *, max_body: int, negation: bool = True,
            safe: bool = True, span=None) -> list[Clause]:
    """Every clause for a target with at most ``max_body`` body literals, unique up to renaming
    and literal order, safe ones only unless ``safe=False``; shortest first."""
    frontier = head_clauses(bias, predicate, arity, span)
    seen = {c.canonical() for c in frontier}
    out = list(frontier)
    for _ in range(max_body):
        nxt = []
        for c in frontier:
            for r in refine(bias, c, negation=negation, max_body=max_body):
                key = r.canonical()
                if key not in seen:
                    seen.add(key)
                    nxt.append(r)
        out.extend(nxt)
        frontier = nxt
    if safe:
        out = [c for c in out if c.is_safe()]
    return out


def instances(bias: Bias, head: Clause) -> list[Literal]:
    """The body literals that use only the head's variables (no negation): the candidate tests
    of a decision-tree learner, one per instance of each ``#modeb``."""
    return [lit for lit, new in body_literals(bias, head, negation=False, new_vars=False) if not new]


def _fill(bias: Bias, mode: Mode, types: tuple[str, ...], *, new_only: bool,
          allow_new: bool = True) -> list[tuple[tuple[Any, ...], tuple[str, ...]]]:
    """Argument tuples for a mode over a clause whose variables have ``types``: each tuple with
    the types of the fresh variables it introduces (numbered after the existing ones)."""
    results: list[tuple[tuple[Any, ...], tuple[str, ...]]] = [((), ())]
    for arg in mode.args:
        nxt = []
        for args, new in results:
            if not isinstance(arg, Placeholder):
                nxt.append((args + (arg,), new))
                continue
            if arg.role == CONST:
                for v in bias.values(arg.type, mode.span):
                    # an integer constant must not read as a variable number (a plain int)
                    nxt.append((args + (IntConstant(v) if type(v) is int else v,), new))
                continue
            if new_only:
                nxt.append((args + (len(types) + len(new),), new + (arg.type,)))
                continue
            for i, t in enumerate(types):
                if t == arg.type:
                    nxt.append((args + (i,), new))
            for j, t in enumerate(new):  # a variable introduced earlier in this literal
                if t == arg.type:
                    nxt.append((args + (len(types) + j,), new))
            if arg.role != INPUT and allow_new:
                nxt.append((args + (len(types) + len(new),), new + (arg.type,)))
        results = nxt
    return results


def check_target(bias: Bias, target: str, span=None) -> tuple[str, int]:
    """``name/arity`` -> (name, arity), with a located error when it is malformed."""
    name, _, arity = target.rpartition("/")
    if not name or not arity.isdigit():
        raise DirectiveError(f"a target is written name/arity, e.g. p/1 (got '{target}')", span)
    bias.head_modes(name, int(arity), span)
    return name, int(arity)
