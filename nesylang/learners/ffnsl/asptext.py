"""nesylang syntax -> clingo text, relativised by example: the translation FF-NSL's background,
contexts and candidate rules share.

Every atom ``p(t1, ..., tn)`` of the learning task becomes ``n_p(E, t1', ..., tn')`` where ``E``
is the example's id: one clingo program holds every example's answer set side by side. Only
what the issue's background allows is translated (atoms, ``\\+``, comparisons, ``is`` with
``+ - * // mod``, ``between/3``); anything else is an :class:`UnsupportedError` at its span.

>>> from nesylang.syntax.parser import parse_program
>>> (c,) = parse_program("q(X) :- p(X, Y), \\\\+ r(Y), Y is X mod 3.").statements
>>> rule_text(c.heads[0].atom, c.body)
'n_q(E, V_X) :- ex(E), n_p(E, V_X, V_Y), not n_r(E, V_Y), V_Y = (((V_X\\\\3)+3)\\\\3).'
"""
from __future__ import annotations

import re

from ...errors import LearningError
from ...syntax import ast

_IDENT = re.compile(r"[a-z][A-Za-z0-9_]*\Z")
_CMP = {"<": "<", ">": ">", "=<": "<=", ">=": ">=", "=:=": "=", "=\\=": "!=", "\\=": "!=", "==": "=",
        "\\==": "!=", "=": "="}
_ARITH = {"+": "+", "-": "-", "*": "*", "//": "/"}


class UnsupportedError(LearningError):
    """A construct FF-NSL cannot hand to the ASP solver (at the term's span)."""


_PLAIN = [False]  # True while writing ILASP text: predicates keep their own names


class plain_names:
    """Within ``with plain_names():`` predicates are written as themselves (for ILASP export)."""

    def __enter__(self):
        _PLAIN[0] = True

    def __exit__(self, *exc):
        _PLAIN[0] = False


def pred(name: str, arity: int | None = None) -> str:
    """The clingo predicate of a nesylang predicate name (any name: quoted atoms are hexed)."""
    if _PLAIN[0]:
        return name
    if _IDENT.match(name):
        return "n_" + name
    return "x_" + name.encode("utf-8").hex()


def signature_of(t) -> tuple[str, int] | None:
    if isinstance(t, ast.Atom):
        return (t.name, 0)
    if isinstance(t, ast.Compound):
        return (t.functor, len(t.args))
    return None


def var_text(name: str) -> str:
    return "_" if name == "_" else "V_" + name.lstrip("_") + ("_" * (len(name) - len(name.lstrip("_"))))


def term_text(t, arith: bool = False) -> str:
    """A ground or non-ground AST term as a clingo term (arithmetic when ``arith``)."""
    if isinstance(t, ast.Variable):
        return var_text(t.name)
    if isinstance(t, ast.Number):
        if type(t.value) is not int:
            raise UnsupportedError("FF-NSL's background has no floats (clingo computes with integers)", t.span)
        return str(t.value)
    if isinstance(t, ast.Atom):
        return _constant(t.name)
    if isinstance(t, ast.String):
        return "str__(" + _quoted(t.value) + ")"
    if isinstance(t, ast.Compound):
        if arith and len(t.args) == 2 and t.functor in _ARITH:
            return f"({term_text(t.args[0], True)}{_ARITH[t.functor]}{term_text(t.args[1], True)})"
        if arith and len(t.args) == 2 and t.functor == "mod":  # Prolog's mod takes the divisor's sign
            a, b = term_text(t.args[0], True), term_text(t.args[1], True)
            return f"((({a}\\{b})+{b})\\{b})"
        if arith and len(t.args) == 1 and t.functor == "-":
            return f"(-{term_text(t.args[0], True)})"
        if arith:
            raise UnsupportedError(f"FF-NSL's arithmetic has + - * // mod, not {t.functor}/{len(t.args)}", t.span)
        if not _IDENT.match(t.functor):
            raise UnsupportedError(f"the functor '{t.functor}' cannot be written for the ASP solver", t.span)
        return f"{t.functor}({', '.join(term_text(a) for a in t.args)})"
    if isinstance(t, (ast.ListTerm, ast.RangeList)):
        raise UnsupportedError("FF-NSL's background has no lists", t.span)
    raise UnsupportedError("this term cannot be written for the ASP solver", getattr(t, "span", None))


def _quoted(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _constant(name: str) -> str:
    if _IDENT.match(name) and name not in ("not", "inf", "sup"):
        return name
    return _quoted(name)


def atom_text(t, example: str | None = "E") -> str:
    """``p(a, X)`` as ``n_p(E, a, V_X)`` (``example`` None: as the term ``n_p(a, V_X)``)."""
    sig = signature_of(t)
    if sig is None:
        raise UnsupportedError("a goal must be an atom here", getattr(t, "span", None))
    args = ([example] if example is not None else []) + (
        [term_text(a) for a in t.args] if isinstance(t, ast.Compound) else [])
    return f"{pred(sig[0])}({', '.join(args)})" if args else pred(sig[0])


def conjuncts(body) -> list:
    out, stack = [], [body]
    while stack:
        t = stack.pop()
        if isinstance(t, ast.Compound) and t.functor == "," and len(t.args) == 2:
            stack.append(t.args[1])
            stack.append(t.args[0])
        else:
            out.append(t)
    return out


def literal_kind(t) -> str:
    """'atom', 'neg' (``\\+ atom``), 'cmp', 'is', 'between', 'true' or 'unsupported'."""
    if isinstance(t, ast.Atom) and t.name == "true":
        return "true"
    if isinstance(t, ast.Compound):
        if t.functor in ("\\+", "not") and len(t.args) == 1:
            return "neg"
        if t.functor in _CMP and len(t.args) == 2:
            return "cmp"
        if t.functor == "is" and len(t.args) == 2:
            return "is"
        if t.functor == "between" and len(t.args) == 3:
            return "between"
    if isinstance(t, (ast.Atom, ast.Compound)):
        return "atom"
    return "unsupported"


CONTROL = {(",", 2), (";", 2), ("->", 2), ("*->", 2), ("call", None), ("findall", 3), ("forall", 2),
           ("bagof", 3), ("setof", 3), ("\\+", 1), ("not", 1), ("once", 1), ("ignore", 1)}


def literal_text(t, example: str = "E") -> str:
    kind = literal_kind(t)
    if kind == "true":
        return ""
    if kind == "atom":
        return atom_text(t, example)
    if kind == "neg":
        inner = t.args[0]
        if literal_kind(inner) != "atom" or _is_control(inner):
            raise UnsupportedError("FF-NSL negates atoms only: \\+ p(X)", t.span)
        return "not " + atom_text(inner, example)
    if kind == "cmp":
        arith = t.functor in ("<", ">", "=<", ">=", "=:=", "=\\=")
        return f"{term_text(t.args[0], arith)} {_CMP[t.functor]} {term_text(t.args[1], arith)}"
    if kind == "is":
        return f"{term_text(t.args[0])} = {term_text(t.args[1], True)}"
    if kind == "between":
        lo, hi, x = t.args
        return f"{term_text(x)} = {term_text(lo, True)}..{term_text(hi, True)}"
    raise UnsupportedError("FF-NSL cannot translate this goal", getattr(t, "span", None))


def _is_control(t) -> bool:
    sig = signature_of(t)
    return sig is not None and (sig in CONTROL or (sig[0], None) in CONTROL)


def check_supported(t) -> None:
    """Raise at ``t`` if it is a goal the background may not use."""
    if literal_kind(t) == "atom" and _is_control(t):
        name = f"{signature_of(t)[0]}/{signature_of(t)[1]}"
        raise UnsupportedError(f"FF-NSL's background allows atoms, \\+, comparisons, is/2 and between/3, "
                               f"not {name}", t.span)
    literal_text(t)


def body_texts(body, example: str = "E") -> list[str]:
    out = []
    if body is None:
        return out
    for t in conjuncts(body):
        check_supported(t)
        s = literal_text(t, example)
        if s:
            out.append(s)
    return out


def rule_text(head, body, extra: tuple[str, ...] = ()) -> str:
    """One relativised rule: ``head :- ex(E), extra..., body.``"""
    parts = ["ex(E)", *extra, *body_texts(body)]
    return f"{atom_text(head)} :- {', '.join(parts)}."
