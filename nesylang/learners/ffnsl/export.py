"""FF-NSL's task as ILASP 4 input (``export=``): B, S_M as ``length ~ rule.``, and one
``#pos(id@pen, {inc}, {exc}, {ctx}).`` (or ``#neg``) per example, without ``@pen`` for the
examples of infinite penalty. ILASP solves the same task and should reach the same optimal cost.
"""
from __future__ import annotations

import re

from .asptext import atom_text, body_texts, plain_names
from ...sandbox import EXPORTED_TEXT_HEADER
from .background import Background

_REL = re.compile(r"\(E, |\(E\)|ex\(E\), ")


def _plain_rule(rule: str) -> str:
    # B's rules are written relativised (n(E, ...) :- ex(E), ...); drop the example argument
    rule = rule.replace(" :- ex(E).", ".").replace("ex(E), ", "")
    return rule.replace("(E, ", "(").replace("(E)", "")


def ilasp_task(bg: Background, candidates, examples) -> str:
    with plain_names():
        return _task(bg, candidates, examples)


def _task(bg, candidates, examples) -> str:
    from .asptext import rule_text

    lines = [f"{EXPORTED_TEXT_HEADER}: an FF-NSL task as ILASP 4 input", "% background"]
    for clauses in bg.clauses.values():
        for c in clauses:
            if c.heads[0].prob is not None:
                continue
            lines.append(_plain_rule(rule_text(c.heads[0].atom, c.body)))
    lines.append("% hypothesis space")
    for c in candidates:
        body = body_texts(c.body_ast(), None)
        if c.is_constraint:
            lines.append(f"{c.length} ~ :- {', '.join(body)}.")
        else:
            head = atom_text(c.head_ast(), None)
            lines.append(f"{c.length} ~ {head}{' :- ' + ', '.join(body) if body else ''}.")
    lines.append("% examples")
    for ex in examples:
        from .examples import context_lines

        ident = re.sub(r"[^A-Za-z0-9_]", "_", ex.id)
        ident = ident if ident[:1].islower() else "e" + ident
        head = ident if ex.penalty is None else f"{ident}@{ex.penalty}"
        inc = ", ".join(atom_text(a, None) for a in ex.inc)
        exc = ", ".join(atom_text(a, None) for a in ex.exc)
        ctx = " ".join(line.replace("(K__, ", "(").replace("(K__)", "") for line in context_lines(ex, "K__"))
        lines.append(f"#{ex.kind}({head}, {{{inc}}}, {{{exc}}}, {{{ctx}}}).")
    return "\n".join(lines) + "\n"
