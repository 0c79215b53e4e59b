"""FF-NSL, stage three and a half: ``#bias("...")`` (ILASP / FastLAS) over the candidates of S_M.

Each candidate rule is described to clingo by facts, as ILASP and FastLAS do:

* ``head(A)`` for its head atom (a constraint has none);
* ``body(A)`` for each positive body literal, ``body(naf(A))`` for each ``\\+ A``;
* ``body(cmp(Op, X, Y))`` for a comparison ``X Op Y`` (``Op`` the nesylang operator as a
  string: ``"<"``, ``"=<"``, ``">"``, ``">="``, ``"\\="``);
* variables are the terms ``var__(N)`` (N = 0, 1, ...), constants are themselves;
  ``in_head(A)`` and ``in_body(A)`` are aliases of ``head(A)`` and ``body(A)``.

Added type guards are not described (they are not part of the rule's length either). The
``#bias`` texts are ordinary clingo rules over these facts, evaluated for every candidate in
one clingo run (:func:`nesylang.asp.relativise` gives each candidate its own copy):

* a constraint ``:- ...`` that fires removes the candidate;
* ``penalty(W, head)`` and ``penalty(W, body(L))`` atoms set its length: when the texts derive
  any penalty atom for a candidate, its length is the sum of their W (``penalty(W, head)``
  counts only when the candidate has a head); otherwise it keeps its ILASP length.

FastLAS's scoring lines work verbatim (``penalty(1, head).`` and
``penalty(1, body(X)) :- in_body(X).`` give every rule its usual length). The texts must have
one answer set per candidate (no choices, negation stratified).
"""
from __future__ import annotations

import dataclasses

from ...asp import AspError, relativise, solve
from ...errors import LearningError
from .asptext import _IDENT, _quoted
from .space import Candidate

_RESERVED = ("inst__", "killed__")


def _constant(t) -> str:
    from ...logic.terms import Str, Struct

    if type(t) is Struct:
        name = t.functor if _IDENT.match(t.functor) and t.functor not in ("not", "inf", "sup") else None
        if not t.args:
            return name if name is not None else _quoted(t.functor)
        if name is None:
            raise LearningError(f"the constant {t} cannot be written for #bias (its functor is not a clingo name)")
        return f"{name}({', '.join(_constant(a) for a in t.args)})"
    if type(t) is Str:
        return _quoted(t.value)
    if isinstance(t, int) and not isinstance(t, bool):
        return str(t)
    raise LearningError(f"the constant {t!r} cannot be written for #bias")


def _arg(a) -> str:
    return f"var__({a})" if type(a) is int else _constant(a)


def literal_term(lit) -> str:
    """One candidate literal as the clingo term #bias sees (``naf(...)`` for ``\\+``)."""
    args = [_arg(a) for a in lit.args]
    if lit.mode is not None and lit.mode.is_comparison:
        text = f"cmp({_quoted(lit.predicate)}, {', '.join(args)})"
    else:
        name = lit.predicate if _IDENT.match(lit.predicate) else "x_" + lit.predicate.encode("utf-8").hex()
        text = f"{name}({', '.join(args)})" if args else name
    return f"naf({text})" if lit.negated else text


def candidate_facts(c: Candidate, key: str) -> list[str]:
    """The facts describing candidate ``c`` (relativised by ``key``)."""
    out = [f"inst__({key})."]
    if not c.is_constraint:
        out.append(f"head({literal_term(c.clause.head)}, {key}).")
    for lit in c.clause.body:
        out.append(f"body({literal_term(lit)}, {key}).")
    return out


_ALIASES = ["in_head(A, I__) :- head(A, I__).", "in_body(A, I__) :- body(A, I__)."]


def relativised(decl) -> str:
    """A ``#bias`` text relativised by candidate (an AspError at the directive if clingo rejects it)."""
    if any(r in decl.text for r in _RESERVED):
        raise AspError(f"#bias text may not use the names {', '.join(_RESERVED)} (nesylang's own)", decl.span)
    return relativise(decl.text, span=decl.span, what="#bias text")


def check_biases(biases) -> None:
    """Load-time check: every text parses and grounds (unsafe variables, bad syntax), each at its
    own ``#bias`` directive."""
    for decl in biases:
        text = relativised(decl)
        solve("\n".join(_ALIASES) + "\n" + text, optimise=False, models=1, span=decl.span, what="#bias text")


def apply_biases(biases, candidates: list[Candidate]) -> tuple[list[Candidate], dict]:
    """The candidates the ``#bias`` texts keep, with the lengths their penalties set."""
    if not biases or not candidates:
        return candidates, {"bias removed": 0, "bias lengths": 0}
    parts = [relativised(d) for d in biases]
    lines = list(_ALIASES)
    for c in candidates:
        lines.extend(candidate_facts(c, str(c.index)))
    lines.extend(parts)
    lines += ["#show killed__/1.", "#show penalty/3."]
    span = biases[0].span
    r = solve("\n".join(lines) + "\n", optimise=False, models=2, span=span, what="#bias text")
    if len(r.models) != 1:
        why = ("has no answer set (is its negation stratified?)" if not r.models else
               "has more than one answer set (choices and unstratified negation are not allowed)")
        raise LearningError(f"the #bias text {why}", span)
    killed: set[int] = set()
    penalties: dict[int, list[tuple[int, str]]] = {}
    for atom in r.models[0]:
        if atom.startswith("killed__("):
            killed.add(int(atom[len("killed__("):-1]))
            continue
        inner = atom[len("penalty("):-1]
        w, rest = inner.split(",", 1)
        t, key = rest.rsplit(",", 1)
        try:
            weight = int(w)
        except ValueError:
            raise LearningError(f"a #bias penalty weight is an integer, not {w} (in {atom})", span) from None
        if weight < 0:
            raise LearningError(f"a #bias penalty weight is not negative: {atom}", span)
        penalties.setdefault(int(key), []).append((weight, t))
    out, relengthed = [], 0
    for c in candidates:
        if c.index in killed:
            continue
        pens = [w for w, t in penalties.get(c.index, ()) if not (t == "head" and c.is_constraint)]
        if c.index in penalties:
            length = sum(pens)
            if length != c.length:
                relengthed += 1
            c = dataclasses.replace(c, length=length)
        out.append(c)
    return out, {"bias removed": len(killed), "bias lengths": relengthed}
