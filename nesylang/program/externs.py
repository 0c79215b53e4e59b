"""Stage 2 (loading), trusted part: Python externs and ProbLog's ``library(db)``.

Two load-time features read or run code and data that a ``.nesy`` file from someone else should
not be able to: ``:- use_module('x.py').`` runs a Python module whose exported functions
become predicates, and ``library(db)``'s ``csv_load/2`` and ``sqlite_load/1`` read data files
through Python's ``csv`` and ``sqlite3``. Both need trust (``nesy run --trust``,
``Program(trust=True)``); without it they are a located error that says how to allow them,
raised before anything is read or run.

* **Externs**, as ProbLog 2.3 defines them (``problog/extern.py``). A module marks its
  predicates with ``@problog_export('+str', '-int')`` (deterministic: one answer),
  ``@problog_export_nondet(...)`` (a list of answers) or ``@problog_export_raw(...)`` (every
  argument may be unbound; the function yields whole argument tuples). A file written for
  ProbLog (``from problog.extern import problog_export``) runs unchanged when ProbLog is
  installed: its functions then see ProbLog's own terms and ProbLog's own mode checks. A file
  written for nesylang imports the same three decorators from :mod:`nesylang.extern` and sees
  Python values (``str``, ``int``, ``float``, ``list``) and nesylang terms (``term``). Each
  extern predicate ``p/n`` becomes the clause ``p(A1..An) :- '$extern'(A1..An)``, whose body
  calls the function when the grounder reaches it; its answers are certain, as in ProbLog.
* **library(db)** loads a CSV file or an SQLite database as certain facts, with ProbLog's
  conversions (``problog/library/db.py``): a CSV's first row names the columns, the first data
  row decides each column's type (integer, else float, else text), text is stripped and becomes
  an atom; every table of an SQLite database becomes a predicate of its columns.

Python's own semantics decide what a function does; nesylang only converts the values at the
boundary and locates what goes wrong at the directive that loaded the module.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from ..errors import DataError, DirectiveError, GroundingError, InstantiationError, NesyError, NesyTypeError
from ..logic.builtins import BUILTINS, CONTROL, Builtin
from ..logic.terms import NIL, Str, Struct, Var, atom_str, list_items, make_list
from ..logic.unify import deref, resolve, undo, unify
from ..source import Span
from .database import BUILTIN, ClauseDB, Goal, RClause

TRUST_HINT = "run it with --trust (Program(trust=True)) if you trust this program"
MODES = ("str", "int", "float", "list", "term", "obj")


def require_trust(policy, what: str, span: Span | None) -> None:
    """Refuse ``what`` unless the program is trusted (before anything is read or run)."""
    if policy is None or not policy.trust:
        raise DirectiveError(f"{what}; a program may not do this without trust; {TRUST_HINT}", span)


# ---- nesylang's own decorators (re-exported by nesylang.extern) ---------------------------------

@dataclass(frozen=True)
class Export:
    """One exported function: its predicate name, argument modes and kind."""

    name: str
    modes: tuple[tuple[str, str], ...]  # (direction "+"/"-", type)
    kind: str  # "det", "nondet" or "raw"
    function: Callable
    module: str


_collecting: list[list[Export]] = []  # the exports of the module being loaded (innermost last)


def _parse_modes(args: tuple[str, ...], raw: bool) -> tuple[tuple[str, str], ...]:
    modes = []
    for a in args:
        if not isinstance(a, str) or len(a) < 2 or a[0] not in "+-" or a[1:] not in MODES:
            raise ValueError(f"an argument mode is +Type or -Type with Type one of {', '.join(MODES)}, "
                             f"not {a!r}")
        if a[1:] == "obj":
            raise ValueError("the 'obj' mode (opaque Python objects) is not supported by nesylang")
        modes.append(("+" if raw else a[0], a[1:]))
    return tuple(modes)


class problog_export:  # noqa: N801 - ProbLog's name, so that extern files read the same
    """``@problog_export('+str', '+int', '-int')``: the function takes the ``+`` arguments and
    returns the ``-`` argument (a tuple of them when there are several).

    >>> @problog_export('+int', '+int', '-int')
    ... def add(a, b):
    ...     return a + b
    >>> add(1, 2)  # still an ordinary function
    3
    """

    kind = "det"

    def __init__(self, *args: str, functor: str | None = None):
        self.modes = _parse_modes(args, self.kind == "raw")
        self.functor = functor

    def __call__(self, func: Callable, funcname: str | None = None, modname: str | None = None) -> Callable:
        if _collecting:
            _collecting[-1].append(Export(funcname or self.functor or func.__name__, self.modes, self.kind, func,
                                          modname or getattr(func, "__module__", "")))
        return func


class problog_export_nondet(problog_export):  # noqa: N801
    """``@problog_export_nondet('+int', '-int')``: the function returns a list (or any iterable)
    of answers, each the ``-`` argument (a tuple when there are several)."""

    kind = "nondet"


class problog_export_raw(problog_export):  # noqa: N801
    """``@problog_export_raw('+term', '+term')``: every argument may be unbound (the function
    gets None for it) and the function yields whole argument tuples."""

    kind = "raw"


# ---- value conversion for nesylang's decorators ----------------------------------------------

def _mode_error(export: Export, args, span) -> NesyError:
    from ..logic.terms import term_str

    shown = ", ".join(term_str(a) for a in args)
    wanted = ", ".join(f"{d}{t}" for d, t in export.modes)
    return InstantiationError(f"{export.name}/{len(export.modes)} called as {export.name}({shown}), which does "
                              f"not fit its modes ({wanted}) (ProbLog: CallModeError)", span)


def _to_python(t, kind: str, export: Export, args, span):
    t = deref(t)
    if type(t) is Var:
        raise _mode_error(export, args, span)
    if kind == "term":
        return resolve(t)
    if kind == "str":
        if type(t) is Struct and not t.args:
            return t.functor
        if type(t) is Str:
            return t.value
    elif kind == "int":
        if type(t) is int:
            return t
    elif kind == "float":  # as ProbLog's mode check: an integer is not a float
        if type(t) is float:
            return t
    elif kind == "list":
        items, tail = list_items(resolve(t)) if type(t) is Struct else ([], None)
        if tail is NIL or (type(tail) is Struct and tail.functor == "[]" and not tail.args):
            return items
    raise _mode_error(export, args, span)


def from_python(value, span: Span | None = None):
    """A Python value returned by an extern as a nesylang term: ``str`` -> atom, numbers stay,
    lists and tuples -> lists, terms stay."""
    tv = type(value)
    if tv in (Struct, Str, Var):
        return value
    if tv is bool:
        return Struct("true" if value else "false")
    if tv in (int, float):
        return value
    if tv is str:
        return Struct(value)
    if tv in (list, tuple):
        return make_list([from_python(v, span) for v in value])
    raise NesyTypeError(f"an extern returned a Python {tv.__name__}, which has no nesylang term", span)


def _native_call(export: Export) -> Callable:
    n = len(export.modes)
    inputs = [i for i, (d, _) in enumerate(export.modes) if d == "+"]
    outputs = [i for i, (d, _) in enumerate(export.modes) if d == "-"]

    def call(args, trail, span) -> Iterator[None]:
        if export.kind == "raw":
            py = [None if type(deref(a)) is Var else _to_python(a, t, export, args, span)
                  for a, (_, t) in zip(args, export.modes)]
        else:
            py = [_to_python(args[i], export.modes[i][1], export, args, span) for i in inputs]
        result = _run(export, py, span)
        if export.kind == "det":
            answers: Iterable = [result]
        else:
            answers = _run(export, None, span, result)
        positions = list(range(n)) if export.kind == "raw" else outputs
        mark = len(trail)
        for answer in answers:
            values = answer if (len(positions) != 1 or export.kind == "raw") else (answer,)
            try:
                values = tuple(values)
            except TypeError:
                raise NesyTypeError(f"{export.name}/{n} returned {answer!r}, not a tuple of "
                                    f"{len(positions)} values", span) from None
            if len(values) != len(positions):
                raise NesyTypeError(f"{export.name}/{n} returned {len(values)} values, expected "
                                    f"{len(positions)}", span)
            if all(unify(args[i], from_python(v, span), trail) for i, v in zip(positions, values)):
                yield None
            undo(trail, mark)

    return call


def _run(export: Export, py, span, iterable=None):
    """Call the function (or, with ``iterable``, list its answers), turning any Python
    exception into a located error."""
    try:
        if iterable is not None:
            return list(iterable)
        return export.function(*py)
    except NesyError:
        raise
    except Exception as e:  # the extern's own failure: the user's code, reported at its call
        raise GroundingError(f"the extern {export.name}/{len(export.modes)} raised "
                             f"{type(e).__name__}: {e}", span) from None


# ---- ProbLog's decorators: ProbLog's own terms at the boundary --------------------------------

class _ProbLogDatabase:
    """What ``problog.extern`` registers into while a module loads (``problog_export.database``)."""

    def __init__(self, base_dir: Path | None):
        self.base_dir = base_dir
        self.externs: list[tuple[str, int, Callable, Any]] = []

    def add_extern(self, predicate, arity, func, scope=None):
        self.externs.append((str(predicate), int(arity), func, scope))

    def resolve_filename(self, filename):
        from problog.logic import unquote

        name = unquote(str(filename))
        return str(Path(self.base_dir or ".") / name)


def to_problog(t):
    """A nesylang term as ProbLog's parser would have built it (quoted atoms keep their quotes
    in the functor, strings in the value, unbound variables are None)."""
    from problog.logic import Constant, Term
    from problog.logic import Var as PVar

    t = deref(t)
    tt = type(t)
    if tt is Var:
        return None
    if tt in (int, float):
        return Constant(t)
    if tt is Str:
        return Constant('"' + t.value + '"')
    items, tail = list_items(t) if t.functor == "." and len(t.args) == 2 else ([], t)
    if items:
        out = to_problog(tail)
        for item in reversed(items):
            out = Term(".", to_problog(item), out)
        return out
    args = []
    for a in t.args:
        a = deref(a)
        args.append(PVar(f"_{a.name}") if type(a) is Var else to_problog(a))
    return Term(t.functor if t.functor in ("[]", ".") else atom_str(t.functor), *args)


def from_problog(t, span: Span | None = None):
    """A ProbLog term as a nesylang term."""
    from problog.logic import Constant, Term, unquote
    from problog.logic import Var as PVar

    if t is None or isinstance(t, PVar):
        return Var("_")
    if isinstance(t, Constant):
        v = t.value
        if isinstance(v, str):
            return Str(v[1:-1]) if len(v) >= 2 and v[0] == v[-1] == '"' else Struct(unquote(v))
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return v
        raise NesyTypeError(f"an extern returned {t!r}, which has no nesylang term", span)
    if isinstance(t, Term) and type(t).__name__ != "Object":
        functor = t.functor if isinstance(t.functor, str) else str(t.functor)
        if functor == "." and t.arity == 2:
            items = []
            while isinstance(t, Term) and not isinstance(t, Constant) and t.functor == "." and t.arity == 2:
                items.append(from_problog(t.args[0], span))
                t = t.args[1]
            return make_list(items, from_problog(t, span))
        name = functor if functor == "[]" else unquote(functor)
        return Struct(name, tuple(from_problog(a, span) for a in t.args))
    return from_python(t, span)


def _problog_call(name: str, arity: int, func: Callable, database) -> Callable:
    def call(args, trail, span) -> Iterator[None]:
        from problog.errors import ProbLogError

        try:
            results = func(*[to_problog(a) for a in args], database=database, location=None)
        except NesyError:
            raise
        except ProbLogError as e:
            raise GroundingError(f"{name}/{arity}: {e} (ProbLog: {type(e).__name__})", span) from None
        except Exception as e:
            raise GroundingError(f"the extern {name}/{arity} raised {type(e).__name__}: {e}", span) from None
        mark = len(trail)
        for result in results:
            if all(unify(a, from_problog(r, span), trail) for a, r in zip(args, result)):
                yield None
            undo(trail, mark)

    return call


# ---- loading a module -------------------------------------------------------------------------

def load_module(db: ClauseDB, path: Path, span: Span | None, only: set[tuple[str, int]] | None = None) -> None:
    """Run the Python module at ``path`` (the caller checked trust) and define its exported
    predicates in ``db`` (only those in ``only`` when given)."""
    import importlib.machinery
    import importlib.util

    text = path.read_text(encoding="utf-8", errors="replace")
    module_name = path.stem
    problog_db = None
    problog_extern = None
    if "problog" in text and importlib.util.find_spec("problog") is not None:
        import problog.extern as problog_extern

        problog_db = _ProbLogDatabase(path.parent)
    previous = problog_extern.problog_export.database if problog_extern else None
    exports: list[Export] = []
    _collecting.append(exports)
    if problog_extern:
        problog_extern.problog_export.database = problog_db
    try:
        loader = importlib.machinery.SourceFileLoader(module_name, str(path))
        module = importlib.util.module_from_spec(importlib.util.spec_from_loader(module_name, loader))
        loader.exec_module(module)
    except NesyError:
        raise
    except BaseException as e:  # SystemExit, KeyboardInterrupt included: report, never exit
        if isinstance(e, KeyboardInterrupt):
            raise
        raise DirectiveError(f"loading the Python module {path.name} failed: {type(e).__name__}: {e}",
                             span) from None
    finally:
        _collecting.pop()
        if problog_extern:
            problog_extern.problog_export.database = previous
    defined: list[tuple[str, int, Callable]] = [(e.name, len(e.modes), _native_call(e)) for e in exports]
    if problog_db is not None:
        defined += [(name, arity, _problog_call(name, arity, func, problog_db))
                    for name, arity, func, _ in problog_db.externs]
    names = {(n, a) for n, a, _ in defined}
    for sig in sorted(only - names) if only else ():
        raise DirectiveError(f"{sig[0]}/{sig[1]} is not exported by the module {path.name} (it exports "
                             f"{', '.join(f'{n}/{a}' for n, a in sorted(names)) or 'nothing'})", span)
    for name, arity, fn in defined:
        if only is not None and (name, arity) not in only:
            continue
        define_extern(db, name, arity, fn, span)


def define_extern(db: ClauseDB, name: str, arity: int, fn: Callable, span: Span | None) -> None:
    """Add ``name(A1..An) :- '$extern'(A1..An)``, whose body runs ``fn(args, trail, span)``
    (a generator that yields once per answer, bindings in place)."""
    if (name, arity) in BUILTINS or (name, arity) in CONTROL:
        raise DirectiveError(f"the extern {name}/{arity} would redefine the builtin {name}/{arity}", span)
    head_args = tuple(Var(f"A{i}") for i in range(arity))
    builtin = Builtin(name, arity, fn, det=False)
    body = Goal(BUILTIN, Struct("$extern", head_args), fn=builtin, span=span)
    db.add(RClause(Struct(name, head_args), body, span, db.new_clause_id(), -1))


# ---- library(db) --------------------------------------------------------------------------------

def _add_facts(db: ClauseDB, name: str, rows: Iterable[tuple], span: Span | None) -> int:
    atoms: dict[str, Struct] = {}
    count = 0
    for row in rows:
        args = tuple(atoms.setdefault(v, Struct(v)) if type(v) is str else v for v in row)
        db.add(RClause(Struct(name, args), None, span, db.new_clause_id(), -1))
        count += 1
    return count


def csv_rows(path: Path, span: Span | None = None) -> list[tuple]:
    """The data rows of a CSV file with ProbLog's conversions (``library(db)``'s csv_load/2):
    the first row is the header; the first data row fixes each column's type (int, else float,
    else text); text is stripped; empty lines are skipped; extra fields are ignored.

    >>> import tempfile, pathlib
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "t.csv"
    >>> _ = p.write_text("name,price\\napple,2\\n pear ,3\\n")
    >>> csv_rows(p)
    [('apple', 2), ('pear', 3)]
    """
    import csv

    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        header = next(reader, None)
        if header is None:
            raise DataError(f"{path.name} is empty (csv_load/2 needs a header row)", span)
        width = len(header)
        rows: list[tuple] = []
        types: list[type] | None = None
        for row in reader:
            line = reader.line_num
            if not row:
                continue
            if types is None:
                types = [_column_type(v) for v in row[:width]]
            if len(row) < len(types):
                raise DataError(f"{path.name}:{line}: {len(row)} fields, expected {len(types)}", span)
            values = []
            for v, ty in zip(row, types):
                try:
                    values.append(v.strip() if ty is str else ty(v))
                except ValueError:
                    raise DataError(f"{path.name}:{line}: expected {ty.__name__}, found {v!r}", span) from None
            rows.append(tuple(values))
    return rows


def _column_type(v: str) -> type:
    for ty in (int, float):
        try:
            ty(v)
            return ty
        except ValueError:
            pass
    return str


def csv_load(db: ClauseDB, path: Path, predicate: str, span: Span | None) -> int:
    """``:- csv_load(File, Pred).``: the CSV's rows as certain facts ``Pred(C1..Cn)``."""
    rows = csv_rows(path, span)
    if not rows:  # the predicate exists, with no facts (ProbLog's empty table)
        db.clauses.setdefault((predicate, _width(path)), [])
    return _add_facts(db, predicate, rows, span)


def _width(path: Path) -> int:
    import csv

    with open(path, encoding="utf-8", newline="") as f:
        return len(next(csv.reader(f), []))


def sqlite_load(db: ClauseDB, path: Path, span: Span | None) -> int:
    """``:- sqlite_load(File).``: every table of the SQLite database as a predicate of its
    columns, one certain fact per row (text -> atom, numbers stay)."""
    import sqlite3

    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error as e:
        raise DataError(f"cannot open the SQLite database {path.name}: {e}", span) from None
    total = 0
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY rowid")]
        for table in tables:
            quoted = '"' + table.replace('"', '""') + '"'
            cursor = conn.execute(f"SELECT * FROM {quoted}")
            width = len(cursor.description)
            rows = cursor.fetchall()
            for row in rows:
                for v in row:
                    if not isinstance(v, (str, int, float)):
                        raise DataError(f"{path.name}: table {table} holds {'NULL' if v is None else type(v).__name__} "
                                        "values, which have no ProbLog term", span)
            db.clauses.setdefault((table, width), [])
            total += _add_facts(db, table, rows, span)
    except sqlite3.Error as e:
        raise DataError(f"cannot read the SQLite database {path.name}: {e}", span) from None
    finally:
        conn.close()
    return total
