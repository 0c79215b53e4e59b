"""Autoloading: a library predicate is loaded the first time a program calls it undefined.

DeepProbLog's exact engine consults ProbLog's ``library(lists)`` into every program, and
SWI-Prolog loads a library predicate on its first call; so ``member/2`` works in their
programs without ``:- use_module(library(lists)).``. nesylang does the same, lazily and one
predicate at a time: when the grounder meets a call to a predicate the program does not
define, :func:`autoload` looks it up in the index of the standard libraries (``stdlib/*.nesy``)
and adds that predicate's clauses to the database; the helpers it calls are loaded the same
way on their own first call. A program that defines ``member/2`` itself keeps its own
definition: only undefined predicates are ever loaded (so a library predicate that calls a
name the program defines uses the program's definition, as in ProbLog, where libraries share
the program's one namespace).

Autoloading is on by default; ``Program(autoload=False)`` and ``nesy --no-autoload`` turn it
off, and then an undefined predicate is "unknown predicate" as before.

>>> from nesylang.program.database import ClauseDB
>>> db = ClauseDB()
>>> autoload(db, ("member", 2)), len(db.clauses[("member", 2)])
(True, 2)
>>> autoload(db, ("no_such_thing", 3))
False
"""
from __future__ import annotations

import functools

from ..resources import stdlib_names, stdlib_path
from ..syntax import ast
from .database import ClauseDB

MARK = "autoload:"  # db.libraries entries "autoload:member/2": what was autoloaded
# ProbLog's libraries that a program loads by name, never autoloaded: they define common names
# (sum/2, max/2, :/2, =>/2, concat/2) that a program calling them undefined means otherwise
# (max/2 is also DeepProbLog's tensor builtin). An undefined call still gets the hint.
EXPLICIT_ONLY = frozenset({"aggregate", "assert", "collect", "control", "cut", "record", "scope", "string"})
# Libraries neither autoloaded nor named in hints: ProbLog's nlp4plp (3,000 lines, parsed only
# when a program loads it) defines input predicates (size/2, union/2, and/2, all/2, take/3) that
# a program calling them undefined does not mean.
NOT_INDEXED = frozenset({"nlp4plp"})


@functools.lru_cache(maxsize=None)
def library_index(explicit: bool = False) -> dict[tuple[str, int], tuple[str, tuple[ast.Clause, ...]]]:
    """Signature -> (library, its clauses), over every shipped library (first library wins,
    in name order; the EXPLICIT_ONLY ones only when ``explicit``, after the others). A clause
    is indexed under its first head."""
    from .loader import _library_ast

    index: dict[tuple[str, int], tuple[str, list[ast.Clause]]] = {}
    names = [n for n in stdlib_names() if n not in EXPLICIT_ONLY and n not in NOT_INDEXED]
    if explicit:
        names += sorted(n for n in stdlib_names() if n in EXPLICIT_ONLY)
    for name in names:
        path = stdlib_path(name)
        if path is None:  # pragma: no cover - listed from the same folder
            continue
        own: dict[tuple[str, int], list[ast.Clause]] = {}
        for st in _library_ast(str(path)).statements:
            if isinstance(st, ast.Clause):
                own.setdefault(_signature(st.heads[0].atom), []).append(st)
        for sig, clauses in own.items():
            index.setdefault(sig, (name, clauses))  # type: ignore[arg-type]
    return {sig: (lib, tuple(cs)) for sig, (lib, cs) in index.items()}


def _signature(t) -> tuple[str, int]:
    if isinstance(t, ast.Compound):
        return (t.functor, len(t.args))
    return (getattr(t, "name", str(t)), 0)


def autoloadable(sig: tuple[str, int]) -> str | None:
    """The library that defines ``sig`` (``("member", 2)`` -> ``"lists"``), or None."""
    entry = library_index(explicit=True).get(sig)
    return entry[0] if entry else None


def autoload(db: ClauseDB, sig: tuple[str, int]) -> bool:
    """Add library predicate ``sig``'s clauses to ``db`` if ``db`` does not define ``sig``
    (a ``dynamic`` declaration counts as a definition); True when it did."""
    from .loader import add_clause

    entry = library_index().get(sig)
    if entry is None or sig in db.clauses:
        return False
    for clause in entry[1]:
        add_clause(db, clause, -1)  # -1: no statement of the program's own
    db.libraries.add(f"{MARK}{sig[0]}/{sig[1]}")
    return True


def is_autoloaded(clause) -> bool:
    """Whether a runtime clause came from :func:`autoload` (not from the program, nor from an
    explicit ``use_module``, whose clauses carry their statement index)."""
    span = clause.span
    return clause.source_clause == -1 and span is not None and str(span.filename).startswith("<stdlib>")


def reconcile(db: ClauseDB) -> None:
    """After new program text is loaded: a predicate that was autoloaded and now has clauses
    of the program's own (or of an explicit ``use_module``) loses its autoloaded clauses, so
    the program's definition replaces the library's rather than adding to it."""
    for mark in [m for m in db.libraries if m.startswith(MARK)]:
        name, _, arity = mark[len(MARK):].rpartition("/")
        sig = (name, int(arity))
        clauses = db.clauses.get(sig, [])
        loaded = {c.clause_id for c in clauses if is_autoloaded(c)}
        if len(loaded) < len({c.clause_id for c in clauses}):
            db.remove(loaded)
            db.libraries.discard(mark)
