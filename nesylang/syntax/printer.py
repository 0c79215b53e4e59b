"""AST -> source text. Printing a parsed program and parsing it again gives the same AST.

Operators are printed with the fewest parentheses Prolog's precedences allow, so learned
clauses read as a person would write them.

>>> from nesylang.syntax.parser import parse_program
>>> print_program(parse_program("0.2::a;0.5::b:-c(X),\\\\+d."))
'0.2::a; 0.5::b :- c(X), \\\\+ d.'
"""
from __future__ import annotations

import re

from ..logic.terms import INFIX_OPS, PREFIX_OPS, atom_str, quote_text
from .ast import (Atom, BiasDecl, Clause, Compound, ConstantDecl, Declaration, Directive, Head, LearnDirective,
                  ListTerm, MaxVars, ModeDecl, Number, NumberRange, Option, Program, Query, RangeList,
                  Statement, String, Term, TypeDecl, Variable)

_WORD_OPS = {"is", "as", "xor", "rem", "mod", "div", "rdiv"}
# Operators the grammar reads as atoms when they are a whole argument or list item (its
# `op_atom` rule and the signs): printed bare there, as ProbLog prints them (`cmp(<)`, `[+, -]`).
_ARG_OPS = {"*", "/", "=..", "=:=", "=\\=", "\\==", "@=<", "@>=", "==", "\\=", "=<", ">=", "@<", "@>",
            "=", "<", ">", "//", "<<", ">>", "/\\", "\\/", "**", "->", "*->", "<-", "\\+", "^", ":",
            "::", ":-", "?-", "-", "+", "\\", "&", "=>", "-->", "=@=", "\\=@=", "~=", "~==", "~=/=",
            "~<", "~=<", "~>", "~>=", "><"}
_PLAIN_RE = re.compile(r"^[^\W\d_A-Z]\w*$")  # the grammar's NAME


def _plain(name: str) -> bool:
    """A name that reads back unquoted as an atom (an upper-case letter beyond ASCII starts a variable)."""
    return _PLAIN_RE.match(name) is not None and not name[0].isupper()


def print_term(t: Term, max_priority: int = 1200) -> str:
    out: list[str] = []
    _term(t, max_priority, out)
    return "".join(out)


def _number(v) -> str:
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):
            return {"nan": "nan", "inf": "inf", "-inf": "(-inf)"}[repr(v)]
        r = repr(v)
        if "e" in r and "." not in r.split("e")[0]:
            mantissa, exp = r.split("e")
            r = f"{mantissa}.0e{exp}"
        return r
    return str(v)


def _string(s: str) -> str:
    return quote_text(s, '"')


def _unquotable(name: str) -> bool:
    """A symbol name ending in an odd run of backslashes, as ``\\``: quoted, its last backslash
    would keep the closing quote (as ProbLog reads it), so it is written bare, ``\\(a)``, and
    as an atom in parentheses, ``(\\)``."""
    return name.endswith("\\") and (len(name) - len(name.rstrip("\\"))) % 2 == 1 and bool(_SYMBOLS.match(name))


def _quote(name: str) -> str:
    return name if _unquotable(name) else quote_text(name, "'")


_SYMBOLS = re.compile(r"^[+\-*/\\^<>=~:.?@#&$]+$")


def _name(name: str) -> str:
    return name if _plain(name) else _quote(name)


def _atom(name: str, in_operand: bool) -> str:
    if name == "!":
        return name
    if _unquotable(name):
        return f"({name})"
    if not _plain(name) or name == "using":  # "using" is a keyword after a term
        return _quote(name)
    if in_operand and name in _WORD_OPS:
        return f"({name})"
    return name


def _arg(t: Term, out: list[str]) -> None:
    """A whole argument or list item."""
    if isinstance(t, Atom) and t.name in _ARG_OPS:
        out.append(t.name)
    else:
        _term(t, 999, out)


def _term(t: Term, max_p: int, out: list[str]) -> None:
    if isinstance(t, Atom):
        out.append(_atom(t.name, True))
    elif isinstance(t, Number):
        s = _number(t.value)
        out.append(f"({s})" if s.startswith("-") else s)
    elif isinstance(t, Variable):
        out.append(t.name)
    elif isinstance(t, String):
        out.append(_string(t.value))
    elif isinstance(t, ListTerm):
        out.append("[")
        for i, item in enumerate(t.items):
            if i:
                out.append(", ")
            _arg(item, out)
        if t.tail is not None:
            out.append("|")
            _arg(t.tail, out)
        out.append("]")
    elif isinstance(t, RangeList):
        out.append("[")
        _term(t.low, 999, out)
        out.append("..")
        _term(t.high, 999, out)
        out.append("]")
    elif isinstance(t, Compound):
        _compound(t, max_p, out)
    else:  # pragma: no cover
        raise AssertionError(f"cannot print {t!r}")


def _compound(t: Compound, max_p: int, out: list[str]) -> None:
    name, args = t.functor, t.args
    if len(args) == 2 and name in INFIX_OPS:
        p, typ = INFIX_OPS[name]
        lp = p - 1 if typ[0] == "x" else p
        rp = p - 1 if typ[2] == "x" else p
        left = args[0]
        if lp == p and isinstance(left, Compound) and len(left.args) == 2 and left.functor in INFIX_OPS \
                and INFIX_OPS[left.functor] == (p, "xfy"):
            lp = p - 1  # (a ^ b) div c: bare, a ^ b div c reads as a ^ (b div c) (both 400)
        wrap = p > max_p
        if wrap:
            out.append("(")
        _term(args[0], lp, out)
        right = args[1]
        if name in ("-", "+") and isinstance(right, Compound) and len(right.args) == 1 and right.functor in PREFIX_OPS:
            rp = 0  # force parentheses: "1 - - (1)" would not read back
        if name == ",":
            out.append(", ")
        elif name in ("::",):
            out.append("::")
        elif name == ":":
            out.append(" : ")  # spaced: "a:-b" would read as ":-"
        else:
            out.append(f" {name} ")
        _term(args[1], rp, out)
        if wrap:
            out.append(")")
        return
    if len(args) == 1 and name in PREFIX_OPS:
        p, typ = PREFIX_OPS[name]
        ap = p if typ == "fy" else p - 1
        wrap = p > max_p
        if wrap:
            out.append("(")
        arg = args[0]
        if name == "-" and isinstance(arg, Number):  # `- (1)` reads as the number -1
            out.append("-(")
            _term(arg, 1200, out)
            out.append(")")
            if wrap:
                out.append(")")
            return
        out.append(name)
        out.append(" ")
        if isinstance(arg, Number) or (isinstance(arg, Compound) and len(arg.args) == 1
                                       and arg.functor in PREFIX_OPS):
            out.append("(")
            _term(arg, 1200, out)
            out.append(")")
        else:
            _term(arg, ap, out)
        if wrap:
            out.append(")")
        return
    if name == "{}" and len(args) == 1:
        out.append("{")
        _term(args[0], 1200, out)
        out.append("}")
        return
    if name == "#" and len(args) == 1 and isinstance(args[0], Atom) and _plain(args[0].name):
        out.append("#" + args[0].name)
        return
    out.append(_name(name))
    out.append("(")
    for i, a in enumerate(args):
        if i:
            out.append(", ")
        _arg(a, out)
    out.append(")")


def _head(h: Head) -> str:
    if h.prob is None:
        return print_term(h.atom, 999)
    return f"{print_term(h.prob, 999)}::{print_term(h.atom, 999)}"


def _options(options: tuple[Option, ...]) -> list[str]:
    return [f"{o.key}={print_term(o.value, 699)}" for o in options]


def _target(t: Term) -> str:
    """A learning target as written, ``monk1/1`` (not ``monk1 / 1``)."""
    if isinstance(t, Compound) and t.functor == "/" and len(t.args) == 2 and isinstance(t.args[1], Number):
        return f"{print_term(t.args[0], 399)}/{print_term(t.args[1], 399)}"
    return print_term(t, 999)


def print_statement(st: Statement) -> str:
    if isinstance(st, Clause):
        heads = "; ".join(_head(h) for h in st.heads)
        if st.body is None:
            return f"{heads}."
        return f"{heads} :- {print_term(st.body, 1199)}."
    if isinstance(st, Directive):
        return f":- {print_term(st.goal, 1199)}."
    if isinstance(st, Query):
        return f"?- {print_term(st.goal, 1199)}."
    if isinstance(st, ModeDecl):
        parts = []
        if st.recall is not None:
            parts.append(str(st.recall))
        parts.append(print_term(st.schema, 999))
        if st.options:
            parts.append("(" + ", ".join(st.options) + ")")
        return f"#{st.kind}({', '.join(parts)})."
    if isinstance(st, ConstantDecl):
        return f"#constant({atom_str(st.type_name)}, {print_term(st.value, 999)})."
    if isinstance(st, TypeDecl):
        if isinstance(st.values, NumberRange):  # (a large range prints as written)
            return f"#type({atom_str(st.name)}, [{st.values.low}..{st.values.high}])."
        return f"#type({atom_str(st.name)}, [{', '.join(print_term(v, 999) for v in st.values)}])."
    if isinstance(st, MaxVars):
        return f"#maxv({st.limit})."
    if isinstance(st, BiasDecl):
        return f"#bias({print_term(String(st.text), 999)})."
    if isinstance(st, LearnDirective):
        targets = ", ".join(_target(t) for t in st.targets)
        spec = f"{atom_str(st.learner)}({', '.join(_options(st.options))})" if st.options else atom_str(st.learner)
        return f"#learn {targets + ' ' if targets else ''}using {spec}."
    if isinstance(st, Declaration):
        inner = [print_term(a, 999) for a in st.args] + _options(st.options)
        spec = f"{atom_str(st.spec_kind)}({', '.join(inner)})" if inner else atom_str(st.spec_kind)
        return f"#{st.kind}({atom_str(st.name)}, {spec})."
    raise AssertionError(f"cannot print {st!r}")  # pragma: no cover


def print_program(program: Program) -> str:
    return "\n".join(print_statement(s) for s in program.statements)
