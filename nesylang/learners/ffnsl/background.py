"""FF-NSL, stage two: the background B reachable from the mode and label predicates -> clingo text.

:func:`translate` walks the program's clauses from the mode predicates, the label predicates
and the guard types, and writes each reachable clause relativised by example
(:mod:`.asptext`). Facts, normal rules, ``\\+``, comparisons, ``is`` and ``between/3`` are
allowed; the labelling annotated disjunctions (``nn(Net, [X], Y, Domain) :: p(X, Y)``) are
left out, their argmax facts going into each example's context instead. Anything else
reachable (``;``, ``->``, ``findall``, ``call``, other probabilistic clauses, negation through a
cycle) is an :class:`~.asptext.UnsupportedError` located at the clause.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...syntax import ast
from .asptext import UnsupportedError, check_supported, conjuncts, literal_kind, rule_text, signature_of

Sig = tuple[str, int]


@dataclass
class Background:
    """B as clingo text (``rules``), with what the learner needs to know about it."""

    rules: list[str] = field(default_factory=list)
    defined: set[Sig] = field(default_factory=set)          # signatures with clauses in B
    neural: dict[Sig, ast.Clause] = field(default_factory=dict)  # labelling ADs, by head signature
    edges: set[tuple[Sig, Sig, int]] = field(default_factory=set)  # head depends on body (1: negatively)
    clauses: dict[Sig, list[ast.Clause]] = field(default_factory=dict)


def _is_neural_ad(clause: ast.Clause) -> bool:
    prob = clause.heads[0].prob
    return (len(clause.heads) == 1 and isinstance(prob, ast.Compound) and prob.functor == "nn"
            and len(prob.args) == 4)


def body_calls(body) -> list[tuple[Sig, int, object]]:
    """The predicates a body calls: (signature, negated, the literal)."""
    out = []
    if body is None:
        return out
    for t in conjuncts(body):
        kind = literal_kind(t)
        if kind == "atom":
            out.append((signature_of(t), 0, t))
        elif kind == "neg" and literal_kind(t.args[0]) == "atom":
            out.append((signature_of(t.args[0]), 1, t))
    return out


def translate(statements, start: set[Sig], learned: set[Sig]) -> Background:
    """Translate the clauses reachable from ``start``; ``learned`` are the predicates the
    hypothesis defines (their clauses in B are kept, their bodies' calls followed)."""
    by_sig: dict[Sig, list[ast.Clause]] = {}
    for st in statements:
        if isinstance(st, ast.Clause):
            sig = signature_of(st.heads[0].atom)
            if sig is not None:
                by_sig.setdefault(sig, []).append(st)
    bg = Background()
    seen: set[Sig] = set()
    todo = sorted(start)
    while todo:
        sig = todo.pop()
        if sig in seen:
            continue
        seen.add(sig)
        for clause in by_sig.get(sig, []):
            bg.clauses.setdefault(sig, []).append(clause)
            if _is_neural_ad(clause):
                bg.neural[sig] = clause
                continue
            if len(clause.heads) > 1 or clause.heads[0].prob is not None:
                raise UnsupportedError("FF-NSL's background cannot hold probabilistic clauses (only the "
                                       "labelling nn(Net, [X], Y, Domain) :: p(X, Y) ones)", clause.span)
            try:
                for t in conjuncts(clause.body) if clause.body is not None else ():
                    check_supported(t)
                text = rule_text(clause.heads[0].atom, clause.body)
            except UnsupportedError as e:
                if e.span is None:
                    raise UnsupportedError(e.message, clause.span) from None
                raise
            _check_safe(clause)
            bg.rules.append(text)
            bg.defined.add(sig)
            for called, neg, _ in body_calls(clause.body):
                bg.edges.add((sig, called, neg))
                if called not in seen:
                    todo.append(called)
    _check_stratified(bg)
    return bg


def _variables(t, out: set[str]) -> set[str]:
    stack = [t]
    while stack:
        x = stack.pop()
        if isinstance(x, ast.Variable):
            if x.name != "_":
                out.add(x.name)
        elif isinstance(x, ast.Compound):
            stack.extend(x.args)
    return out


def _check_safe(clause: ast.Clause) -> None:
    """Every variable of the head, of a negated atom or of a comparison is bound by a positive
    atom, an ``is`` or ``between`` (clingo's safety, reported at the clause)."""
    bound: set[str] = set()
    needs: set[str] = set()
    _variables(clause.heads[0].atom, needs)
    lits = conjuncts(clause.body) if clause.body is not None else []
    changed = True
    for t in lits:
        kind = literal_kind(t)
        if kind == "atom":
            _variables(t, bound)
        elif kind == "neg":
            _variables(t, needs)
    while changed:  # X is Y + 1 binds X once Y is bound
        changed = False
        for t in lits:
            kind = literal_kind(t)
            if kind in ("is", "between") or (kind == "cmp" and t.functor == "="):
                target = t.args[0] if kind != "between" else t.args[2]
                rest = _variables(t.args[1], set()) if kind != "between" else _variables(t.args[0], _variables(t.args[1], set()))
                if isinstance(target, ast.Variable) and target.name not in bound and rest <= bound:
                    bound.add(target.name)
                    changed = True
            if kind == "cmp" and t.functor != "=":
                _variables(t, needs)
            if kind in ("is", "between"):
                _variables(t, needs)
    unsafe = sorted(needs - bound)
    if unsafe:
        raise UnsupportedError(f"variable {unsafe[0]} of this clause is not bound by a positive atom, so the "
                               f"ASP solver cannot ground it (FF-NSL needs safe background clauses)", clause.span)


def _check_stratified(bg: Background) -> None:
    """No predicate of B depends negatively on itself (through B's own clauses)."""
    graph: dict[Sig, set[Sig]] = {}
    for h, b, _ in bg.edges:
        graph.setdefault(h, set()).add(b)
    for h, b, neg in sorted(bg.edges):
        if neg and _reaches(graph, b, h):
            clause = next((c for c in bg.clauses.get(h, []) if any(s == b and n for s, n, _ in body_calls(c.body))),
                          None)
            raise UnsupportedError(f"{h[0]}/{h[1]} depends negatively on itself through {b[0]}/{b[1]}: FF-NSL "
                                   f"needs a stratified background (one answer set)", clause.span if clause else None)


def _reaches(graph: dict[Sig, set[Sig]], src: Sig, dst: Sig) -> bool:
    seen, stack = set(), [src]
    while stack:
        x = stack.pop()
        if x == dst:
            return True
        if x in seen:
            continue
        seen.add(x)
        stack.extend(graph.get(x, ()))
    return False
