"""Learned clauses become ordinary program text, added atomically.

:func:`absorb` builds a candidate program: the current one, without the statements learned
before under the same key (the directive that learned them), plus the new statements. It is
validated like any loaded text and swapped in only when everything succeeded, so an error or
Ctrl-C adds nothing. The new statements are recorded in ``LoadedProgram.provenance`` under the
key, with the ``% learned by ...`` comment that marks them when printed (:func:`learned_text`)
or saved (:func:`save_program`).

>>> from nesylang.session import Program
>>> from nesylang.syntax.parser import parse_program
>>> p = Program.from_string("0.5::a.")
>>> _ = absorb(p, parse_program("b :- a.").statements, "#learn b/0 using toy", "% learned by toy")
>>> _ = absorb(p, parse_program("b :- \\\\+ a.").statements, "#learn b/0 using toy", "% learned by toy")
>>> print(learned_text(p, "#learn b/0 using toy"))
% learned by toy
b :- \\+ a.
"""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from ..errors import LearningError
from ..program.loader import Learned, load_program
from ..sandbox import saved_program_header
from ..syntax import ast
from ..syntax.printer import print_statement
from ..util.files import write_atomic


def absorb(program, statements: Sequence[ast.Statement], key: str, mark: str) -> tuple[ast.Statement, ...]:
    """Add ``statements`` (clauses) to ``program`` in place of those learned under ``key``;
    all or nothing. Returns the statements as added."""
    statements = tuple(statements)
    for st in statements:
        # clauses, the declarations of the networks they learned (NeuID3's node copies) and the
        # modes of invented predicates (NeSy-π)
        if not (isinstance(st, (ast.Clause, ast.ModeDecl))
                or (isinstance(st, ast.Declaration) and st.kind == "network")):
            raise LearningError(f"a learner may only add clauses, not {print_statement(st)}", st.span)
    candidate = program.loaded.copy()
    old = candidate.provenance.pop(key, None)
    if old is not None:
        candidate.statements = [s for s in candidate.statements if not any(s is o for o in old.statements)]
        candidate.declarations = [d for d in candidate.declarations if not any(d is o for o in old.statements)]
        candidate.modes = [m for m in candidate.modes if not any(m is o for o in old.statements)]
        candidate.db.remove(set(old.clause_ids))
    first_id = candidate.db.next_clause_id
    start = len(candidate.statements)
    load_program(ast.Program(statements), candidate)
    added = tuple(candidate.statements[start:])
    if added:
        ids = frozenset(range(first_id + 1, candidate.db.next_clause_id + 1))
        candidate.provenance[key] = Learned(key, mark, added, ids)
    program._replace_loaded(candidate)
    if old is not None:  # networks a previous run declared and this one does not (a NeuID3 node's copy)
        kept = {d.name for d in candidate.declarations if d.kind == "network"}
        for st in old.statements:
            if isinstance(st, ast.Declaration) and st.kind == "network" and st.name not in kept:
                program.networks.remove(st.name)
    return added


def learned_text(program, key: str) -> str:
    """The statements learned under ``key`` as program text, after their mark ("" if none)."""
    learned = program.loaded.provenance.get(key)
    if learned is None or not learned.statements:
        return ""
    return "\n".join([learned.mark, *(print_statement(s) for s in learned.statements)])


def save_program(path: Path, text: str, weights: bytes | None = None) -> tuple[Path, ...]:
    """Write learned program text atomically (and network weights beside it, ``NAME.pt``)."""
    path = Path(path)
    lines = []
    written = [path]
    if weights is not None:
        weights_path = path.with_suffix(".pt")
        write_atomic(weights_path, weights)
        lines.append(f"% weights: {weights_path.name} (program.load_checkpoint)")
        written.append(weights_path)
    rest = "\n".join(lines + [text]) + "\n"
    header = saved_program_header("learned clauses; consult it beside the background knowledge", rest)
    write_atomic(path, (header + "\n" + rest).encode("utf-8"))
    return tuple(written)
