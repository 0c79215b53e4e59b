"""ProbLog's library(assert): ``assertz/1``, ``retract/1`` and ``retractall/1`` while grounding.

ProbLog 2.3 (problog/library/assert.py) changes the database its grounder is working on: a
clause asserted by one derivation is there for every call made after it, whatever the world
(``p :- a, assertz(q).`` adds ``q`` even though ``a`` is probabilistic), and its cache of
complete calls is dropped at each change. The grounder does the same on its own copy of the
database (the program's stays as loaded, so the next query starts from it again), and drops its
complete tables. ``retract/1`` removes the first clause ProbLog's clause index finds for the
term (ground arguments compared, no unification: see ``matching``) and, as in ProbLog, binds
nothing; ``retractall/1`` removes every such clause and always succeeds. The index's order, as
lookups and asserts change it, is the grounding's ClauseIndexLog (program/database.py). A
clause may be probabilistic, as in ProbLog: ``assertz((0.4::y))``, ``assertz((P::h(X) :-
b(X)))`` with P a number or arithmetic, or an annotated disjunction ``assertz((0.3::a ;
0.7::b))``; ``retract((0.5::a))`` matches the head only (ProbLog ignores the probability
there). Only loaded by name:
``:- use_module(library(assert)).``
"""
from __future__ import annotations

from ..errors import InstantiationError, NesyTypeError
from ..logic.builtins import evaluate
from ..logic.terms import Str, Struct, Var, term_str
from ..logic.unify import deref, resolve, undo, unify
from ..program.database import problog_find
from ..syntax import ast

LIBRARY = "library:assert"
PREDICATES = frozenset({("assertz", 1), ("retract", 1), ("retractall", 1)})


def to_ast(t, names: dict) -> ast.Term:
    """A runtime term as a syntax tree; each variable gets its own name (``names``)."""
    if type(t) is Var:
        if t not in names:
            names[t] = f"_A{len(names)}"
        return ast.Variable(names[t])
    if type(t) is Struct:
        if not t.args:
            return ast.Atom(t.functor)
        return ast.Compound(t.functor, tuple(to_ast(a, names) for a in t.args))
    if type(t) is Str:
        return ast.String(t.value)
    if isinstance(t, (int, float)):
        return ast.Number(t)
    raise NesyTypeError(f"cannot assert {term_str(t)}")  # pragma: no cover - terms are these


def clause_of(term, span) -> ast.Clause:
    """``assertz``'s argument, ``Head`` or ``(Head :- Body)``, as a clause statement; a head may
    be probabilistic (``0.3::a``) or, as in ProbLog, an annotated disjunction ``(0.3::a ; 0.7::b)``."""
    term = resolve(term)
    head, body = term, None
    if type(term) is Struct and term.functor == ":-" and len(term.args) == 2:
        head, body = term.args
    parts = [resolve(head)]
    while type(parts[-1]) is Struct and parts[-1].functor == ";" and len(parts[-1].args) == 2:
        parts[-1:] = [resolve(parts[-1].args[0]), resolve(parts[-1].args[1])]
    names: dict = {}
    heads = []
    for part in parts:
        prob = None
        if type(part) is Struct and part.functor == "::" and len(part.args) == 2:
            prob, part = resolve(part.args[0]), resolve(part.args[1])  # assertz((0.3::a)), as ProbLog
        if type(part) is Var or type(prob) is Var:
            raise InstantiationError("assertz/1 needs its clause's head bound (ProbLog: CallModeError)", span)
        if type(part) is not Struct:
            raise NesyTypeError(f"assertz/1: {term_str(part)} cannot be a clause head (ProbLog: CallModeError)",
                                span)
        if len(parts) > 1 and prob is None:
            raise NesyTypeError(f"assertz/1: {term_str(part)} has no probability in a multi-head clause "
                                "(ProbLog: GroundingError)", span)
        if prob is not None:  # a number, or arithmetic as ProbLog evaluates it (no t(_), no nn(...))
            prob = evaluate(prob, span)
        heads.append(ast.Head(to_ast(part, names), to_ast(prob, names) if prob is not None else None, span=span))
    return ast.Clause(tuple(heads), to_ast(body, names) if body is not None else None, span=span)


def evidence_may_change(db, terms) -> bool:
    """Whether grounding the evidence ``terms`` may call assertz/1, retract/1 or retractall/1,
    by the names its clauses mention (arities ignored, data atoms taken as calls, a call of an
    unbound goal taken as any): ProbLog grounds the evidence before the queries, so what such a
    call changes is seen by them (the caller grounds the evidence first then). Most evidence
    reaches none, and is grounded after the queries as elsewhere."""
    from ..program.database import DYNCALL

    changing = {name for name, _ in PREDICATES}
    by_name: dict[str, list] = {}
    for sig in db.clauses:
        by_name.setdefault(sig[0], []).append(sig)
    todo: list[str] = []
    seen: set[str] = set()

    def names(t) -> bool:
        """Add the names in ``t`` to the walk; True where one changes the database."""
        stack = [t]
        while stack:
            t = deref(stack.pop())
            if type(t) is Struct:
                if t.functor in changing:
                    return True
                if t.functor not in seen:
                    seen.add(t.functor)
                    todo.append(t.functor)
                stack.extend(t.args)
        return False

    for t in terms:
        if names(t):
            return True
    while todo:
        for sig in by_name.get(todo.pop(), ()):
            for clause in db.clauses.get(sig, ()):
                goals = [clause.body] if clause.body is not None else []
                while goals:
                    g = goals.pop()
                    if g is None:
                        continue
                    if g.kind == DYNCALL and type(deref(g.term)) is Var:
                        return True  # (a goal known only at run time)
                    if g.term is not None and names(g.term):
                        return True
                    if g.kind == DYNCALL and g.extra and any(names(a) for a in g.extra):
                        return True
                    goals.extend(g.goals)
    return False


def matching(db, term, trail, reflect_terms, index_log=None) -> tuple[tuple[str, int] | None, list]:
    """The signature of ``term``'s head and the clauses ``retract/1`` (the first) and
    ``retractall/1`` (all) erase, in the order a call of the head gets them; binds nothing.
    Each head of an annotated disjunction is a clause of its own, as in ProbLog.

    With ``index_log`` (the grounding's ClauseIndexLog), as ProbLog 2.3's library(assert):
    the clauses its clause index finds for the term's arguments (ClauseIndex.find, no
    unification: see database.problog_find), in the index's order as asserts and lookups
    changed it, the lookup being one of the index's. For ``(Head :- Body)``, which ProbLog's
    retract cannot take (it stops with an internal error), and without ``index_log``: the
    clauses whose head and body unify with the term's, in ClauseDB.candidates' order."""
    term = resolve(term)
    head, body = term, None
    if type(term) is Struct and term.functor == ":-" and len(term.args) == 2:
        head, body = term.args
    head = resolve(head)
    if type(head) is Struct and head.functor == "::" and len(head.args) == 2:
        head = resolve(head.args[1])  # retract((0.5::a)): ProbLog matches the head, not the probability
    if type(head) is not Struct:
        return None, []
    sig = (head.functor, len(head.args))
    if body is None and index_log is not None:
        return sig, list(index_log.find(head, problog_find(head, db.clauses.get(sig, []))))
    out = []
    for clause, (h, b, _p) in zip(db.clauses.get(sig, ()), reflect_terms(db, sig)):
        mark = len(trail)
        if unify(head, h, trail) and (body is None or unify(body, b, trail)):
            out.append(clause)
        undo(trail, mark)
    if len(out) > 1 or index_log is not None:  # program order -> the index's
        keep = {id(c) for c in out}
        ordered = db.candidates(head, db.clauses[sig]) if sig in db.clauses else []
        if index_log is not None:
            ordered = index_log.find(head, ordered)
        out = [c for c in ordered if id(c) in keep]
    return sig, out
