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
    is indexed under its first head. (This reads every library; :func:`autoload` and
    :func:`autoloadable` read only the one that defines the signature asked for.)"""
    of = _library_of(explicit)
    if any(sig not in _clauses(lib) for sig, lib in of.items()) and _distrust_disk():
        return library_index(explicit)
    return {sig: (lib, _clauses(lib)[sig]) for sig, lib in of.items()}


@functools.lru_cache(maxsize=None)
def _library_of(explicit: bool) -> dict[tuple[str, int], str]:
    """Signature -> the library :func:`library_index` takes its clauses from."""
    signatures = _library_signatures()
    names = [n for n in signatures if n not in EXPLICIT_ONLY]
    if explicit:
        names += [n for n in signatures if n in EXPLICIT_ONLY]
    out: dict[tuple[str, int], str] = {}
    for name in names:
        for sig in signatures[name]:
            out.setdefault(sig, name)
    return out


# ---- the signatures each library defines, kept on disk ------------------------------------------
#
# Knowing which library defines an undefined predicate took unpickling every library's AST (12
# files, 5-7 ms of a 0.1 s `nesy query`) where one library, or none, is used. So the signatures
# are kept beside the libraries' ASTs (loader._ast_cache_file: the same folder, owner and header
# checks, atomic writes), in one entry whose name hashes every indexed library's name and bytes,
# what the ASTs depend on (loader._ast_fingerprint) and this module's source; reading the
# libraries' bytes to hash them is cheap, unpickling their ASTs is what cost. An entry holds
# plain tuples and strings only (its unpickler makes no object of any class); any other, or
# one that does not match, is ignored and the index is built from the ASTs, as before.
_READ_DISK = True


@functools.lru_cache(maxsize=None)
def _library_signatures() -> dict[str, tuple[tuple[str, int], ...]]:
    """Every indexed library (name order) -> the signatures of its clauses' first heads, in
    the order they first appear."""
    from pathlib import Path

    from . import loader

    try:
        names, parts = [], [Path(__file__).read_bytes()]
    except OSError:  # pragma: no cover - no source to hash (an unusual install): no entry on disk
        names, parts = [], None
    for name in stdlib_names():
        path = stdlib_path(name)
        if name in NOT_INDEXED or path is None:
            continue
        names.append(name)
        data = path.read_bytes()
        if parts is not None:
            parts.append(f"\0{name}\0{len(data)}\0".encode() + data)
    cache = None if parts is None or not _READ_DISK else loader._ast_cache_file("all", b"".join(parts),
                                                                                 kind="libindex")
    if cache is not None:
        got = loader._read_plain_cache(cache)
        if _well_formed(got, names):
            return {name: got[name] for name in names}
    out = {name: tuple((str(sig[0]), sig[1]) for sig in _clauses(name)) for name in names}
    if cache is not None:
        loader._write_ast_cache(cache, out)
    return out


def _distrust_disk() -> bool:
    """After an entry on disk was found wrong: build the index from the ASTs from now on;
    False when it already was."""
    global _READ_DISK
    if not _READ_DISK:
        return False
    _READ_DISK = False
    for cached in (_library_signatures, _library_of, library_index):
        cached.cache_clear()
    return True


def _well_formed(got, names: list[str]) -> bool:
    return (type(got) is dict and set(got) == set(names)
            and all(type(sigs) is tuple and all(type(sig) is tuple and len(sig) == 2 and type(sig[0]) is str
                                                and type(sig[1]) is int for sig in sigs)
                    for sigs in got.values()))


@functools.lru_cache(maxsize=None)
def _clauses(name: str) -> dict[tuple[str, int], tuple[ast.Clause, ...]]:
    """Library ``name``'s clauses by their first head's signature (in order)."""
    from .loader import _library_ast

    path = stdlib_path(name)
    own: dict[tuple[str, int], list[ast.Clause]] = {}
    if path is not None:
        for st in _library_ast(str(path)).statements:
            if isinstance(st, ast.Clause):
                own.setdefault(_signature(st.heads[0].atom), []).append(st)
    return {sig: tuple(cs) for sig, cs in own.items()}


def _signature(t) -> tuple[str, int]:
    if isinstance(t, ast.Compound):
        return (t.functor, len(t.args))
    return (getattr(t, "name", str(t)), 0)


def autoloadable(sig: tuple[str, int]) -> str | None:
    """The library that defines ``sig`` (``("member", 2)`` -> ``"lists"``), or None."""
    return _library_of(True).get(sig)


def autoload(db: ClauseDB, sig: tuple[str, int]) -> bool:
    """Add library predicate ``sig``'s clauses to ``db`` if ``db`` does not define ``sig``
    (a ``dynamic`` declaration counts as a definition); True when it did."""
    from .loader import add_clause

    lib = _library_of(False).get(sig)
    if lib is None or sig in db.clauses:
        return False
    clauses = _clauses(lib).get(sig)
    if clauses is None:  # a (hand-edited) entry on disk that the libraries disagree with
        return _distrust_disk() and autoload(db, sig)
    for clause in clauses:
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
