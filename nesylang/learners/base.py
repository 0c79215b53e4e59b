"""The learner interface: typed options validated in one place, a request, one entry point.

A learner is a :class:`Learner` with a typed options dataclass (``Options``) and one method,
:meth:`Learner.learn`, that takes the program and a :class:`LearnRequest` (target, data,
validated options, the directive's location) and returns a
:class:`~nesylang.learners.result.LearnResult`. Options come from a ``#learn`` directive or
from ``program.learn``'s keyword arguments; :func:`parse_options` checks them before any work:
an unknown key (with a "did you mean"), a wrong type or a value out of range is a
:class:`~nesylang.errors.DirectiveError` at the option's location in a directive, or a
:class:`~nesylang.errors.LearningError` (no location) from Python.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Opts:
...     epochs: int = option(1, minimum=1)
>>> parse_options(Opts, {"epochs": 3}, learner="toy").epochs
3
>>> parse_options(Opts, {"epoch": 3}, learner="toy")
Traceback (most recent call last):
...
nesylang.errors.LearningError: unknown option 'epoch' for toy; did you mean 'epochs'? options: epochs
"""
from __future__ import annotations

import dataclasses
import difflib
import importlib.util
import keyword
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable as AbcCallable, Mapping as AbcMapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, ClassVar, Mapping

from ..errors import DirectiveError, LearningError, NesyError
from ..source import Span

if typing.TYPE_CHECKING:  # pragma: no cover
    from .result import LearnResult


# ---- options ----------------------------------------------------------------------------------

def option(default: Any = None, *, minimum: float | None = None, above: float | None = None,
           maximum: float | None = None, choices: tuple | None = None,
           check: Callable[[Any], str | None] | None = None, python_only: bool = False, help: str = "") -> Any:
    """A field of a learner's options dataclass, with its validation: ``minimum`` (inclusive),
    ``above`` (exclusive), ``maximum``, ``choices``, a ``check`` returning an error message
    or None, ``python_only`` for values a directive cannot write (callables, datasets)."""
    meta = {"minimum": minimum, "above": above, "maximum": maximum, "choices": choices, "check": check,
            "python_only": python_only, "help": help}
    return field(default=default, metadata=meta)


def requires_matplotlib(value: Any) -> str | None:
    """The check of every ``plot=`` option: plotting needs matplotlib, so say so when the
    directive is loaded rather than after training."""
    if value is not None and importlib.util.find_spec("matplotlib") is None:
        return "plot= needs matplotlib, which is not installed: pip install matplotlib (or pip install \"nesylang[plot]\")"
    return None


def requires_device(value: Any) -> str | None:
    """The check of every ``device=`` option: a device torch has on this machine."""
    from ..neural.devices import device_problem

    return device_problem(value)


class _Bad(Exception):
    pass


def option_value(t) -> Any:
    """A directive option's value as Python: numbers, strings, names (true/false as booleans)
    and lists of these."""
    from ..syntax import ast

    if isinstance(t, (ast.Number, ast.String)):
        return t.value
    if isinstance(t, ast.Atom):
        return {"true": True, "false": False}.get(t.name, t.name)
    if isinstance(t, ast.ListTerm) and t.tail is None:
        return [option_value(i) for i in t.items]
    raise DirectiveError("option values are numbers, names, strings or lists", t.span)


def option_names(options_type: type) -> list[str]:
    return [f.name for f in dataclasses.fields(options_type)]


def parse_options(options_type: type, given: Mapping[str, Any], *, learner: str,
                  spans: Mapping[str, Span | None] | None = None, directive_span: Span | None = None) -> Any:
    """Validate ``given`` (key -> Python value) against a learner's options dataclass and
    return an instance. With ``spans`` (from a directive) errors are located DirectiveErrors;
    without, LearningErrors."""
    from_directive = spans is not None
    spans = spans or {}

    def fail(message: str, key: str | None = None) -> NesyError:
        if from_directive:
            return DirectiveError(message, spans.get(key) if key else directive_span)
        return LearningError(message)

    fields = {f.name: f for f in dataclasses.fields(options_type)}
    hints = typing.get_type_hints(options_type)
    values = {}
    for key, value in given.items():
        # a Python keyword (lambda) is a field with a trailing underscore (lambda_)
        f = fields.get(key) or (fields.get(key + "_") if key.isidentifier() and key + "_" in fields else None)
        if f is None:
            # shown as written in a program: lambda, not the field's lambda_
            known = sorted(k.rstrip("_") if keyword.iskeyword(k.rstrip("_")) else k for k, f in fields.items()
                           if not (from_directive and f.metadata.get("python_only")))
            close = difflib.get_close_matches(key, known, n=1)
            hint = f"did you mean '{close[0]}'? " if close else ""
            raise fail(f"unknown option '{key}' for {learner}; {hint}options: {', '.join(known) or 'none'}", key)
        meta = f.metadata
        if from_directive and meta.get("python_only"):
            raise fail(f"{key}= can only be given from Python (program.learn)", key)
        try:
            value = _coerce(value, hints[f.name])
        except _Bad as e:
            raise fail(f"{learner}'s {key} must be {e}, not {value!r}", key) from None
        problem = _range_problem(key, value, meta)
        if problem is None and meta.get("check") is not None:
            problem = meta["check"](value)
        if problem is not None:
            raise fail(problem, key)
        values[f.name] = value
    return options_type(**values)


def _range_problem(key: str, value: Any, meta: Mapping[str, Any]) -> str | None:
    if value is None or isinstance(value, bool):
        return None
    choices = meta.get("choices")
    if choices is not None and value not in choices:
        return f"{key} is {' or '.join(map(str, choices))}, not {value!r}"
    if isinstance(value, (int, float)):
        if meta.get("minimum") is not None and value < meta["minimum"]:
            return f"{key} must be at least {meta['minimum']}, not {value}"
        if meta.get("above") is not None and not value > meta["above"]:
            return f"{key} must be greater than {meta['above']}, not {value}"
        if meta.get("maximum") is not None and value > meta["maximum"]:
            return f"{key} must be at most {meta['maximum']}, not {value}"
    return None


def _describe(hint) -> str:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_describe(a) for a in typing.get_args(hint) if a is not type(None))
    if origin in (tuple, list):
        item = typing.get_args(hint)[0] if typing.get_args(hint) else Any
        plural = {int: "integers", float: "numbers", str: "names or strings", bool: "true or false values"}
        return f"a list of {plural.get(item, 'values')}"
    return {int: "an integer", float: "a number", str: "a name or a string", bool: "true or false"}.get(
        hint, getattr(hint, "__name__", str(hint)))


def _coerce(value: Any, hint) -> Any:
    """``value`` as the annotated type (ints where floats are asked, a single item where a
    list is asked); raises _Bad with what was expected."""
    if hint is Any:
        return value
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        if value is None and type(None) in args:
            return None
        for a in args:
            if a is type(None):
                continue
            try:
                return _coerce(value, a)
            except _Bad:
                pass
        raise _Bad(_describe(hint))
    if origin in (tuple, list):
        item = typing.get_args(hint)[0] if typing.get_args(hint) else Any
        items = value if isinstance(value, (list, tuple)) else [value]
        try:
            out = [_coerce(v, item) for v in items]
        except _Bad:
            raise _Bad(_describe(hint)) from None  # "a list of numbers", not "a number"
        return tuple(out) if origin is tuple else out
    if origin in (AbcCallable,) or hint is Callable:
        if callable(value):
            return value
        raise _Bad("a function")
    if origin in (AbcMapping, dict) or hint in (dict, Mapping):
        if isinstance(value, AbcMapping):
            return value
        raise _Bad("a mapping")
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise _Bad(_describe(hint))
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise _Bad(_describe(hint))
    if hint is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        raise _Bad(_describe(hint))
    if hint is str:
        if isinstance(value, str):
            return value
        raise _Bad(_describe(hint))
    if isinstance(hint, type):
        if isinstance(value, hint):
            return value
        raise _Bad(_describe(hint))
    return value


@dataclass(frozen=True)
class NoOptions:
    """The options of a learner that takes none."""


# ---- the request --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Target:
    """A predicate to learn, ``name/arity``."""

    name: str
    arity: int
    span: Span | None = field(default=None, compare=False, repr=False)

    @property
    def signature(self) -> tuple[str, int]:
        return (self.name, self.arity)

    def __str__(self) -> str:
        from ..logic.terms import atom_str

        return f"{atom_str(self.name)}/{self.arity}"


def parse_target(t) -> Target:
    """A ``Name/Arity`` AST term (or text) as a :class:`Target`."""
    from ..syntax import ast

    if isinstance(t, str):
        from ..syntax.parser import parse_term

        t = parse_term(t, "<target>")
    elif not isinstance(t, ast.Term.__args__):  # (an AST term: one of the Union's classes)
        raise DirectiveError(f"a learning target is written Name/Arity, e.g. \"monk1/1\", not {type(t).__name__}")
    if (isinstance(t, ast.Compound) and t.functor == "/" and len(t.args) == 2 and isinstance(t.args[0], ast.Atom)
            and isinstance(t.args[1], ast.Number) and isinstance(t.args[1].value, int) and t.args[1].value >= 0):
        return Target(t.args[0].name, t.args[1].value, t.span)
    raise DirectiveError("a learning target is written Name/Arity, e.g. monk1/1", t.span)


@dataclass(frozen=True)
class LearnRequest:
    """What a learner is asked to do: the targets, the data, the validated options (an
    instance of the learner's ``Options``), the options as given, and where it was asked
    (the ``#learn`` directive's span, None from Python)."""

    learner: str
    targets: tuple[Target, ...] = ()
    data: Any = None
    options: Any = None
    given: Mapping[str, Any] = field(default_factory=dict)
    span: Span | None = None
    option_spans: Mapping[str, Span | None] | None = None

    @property
    def target(self) -> Target | None:
        """The single target (None when the directive names none)."""
        if len(self.targets) > 1:
            raise self.error(f"{self.learner} learns one target at a time, not {len(self.targets)}")
        return self.targets[0] if self.targets else None

    @property
    def key(self) -> str:
        """The directive this request stands for, ``#learn p/1 using ndnf``: clauses learned
        under the same key replace each other, whether learned from a directive or Python."""
        names = ", ".join(str(t) for t in self.targets)
        return f"#learn {names + ' ' if names else ''}using {self.learner}"

    @property
    def mark(self) -> str:
        """The comment that marks learned clauses: ``% learned by #learn p/1 using ndnf at f:3``."""
        where = f" at {self.span.filename}:{self.span.line}" if self.span is not None else ""
        return f"% learned by {self.key}{where}"

    def error(self, message: str, option: str | None = None) -> NesyError:
        """An error about this request, located at the option (or the directive) when it came
        from a directive."""
        if self.option_spans is not None:
            return DirectiveError(message, self.option_spans.get(option, self.span) if option else self.span)
        return LearningError(message)

    def dataset(self, program) -> Any:
        """The ``data`` to learn from: as given, or the program's only declared dataset."""
        if self.data is not None:
            return self.data
        declared = sorted(d.name for d in program.loaded.declarations if d.kind == "data")
        if len(declared) != 1:
            raise self.error(f"say which dataset to learn from: {self.learner}(data=Name, ...)")
        return declared[0]

    def examples(self, program, data: Any = None, option: str = "data") -> Any:
        """The examples of dataset ``data`` (default: :meth:`dataset`'s), an unknown name
        reported at the option that names it (at the directive for the implicit one)."""
        if data is None:
            data = self.dataset(program)
        span = None if self.option_spans is None else self.option_spans.get(option, self.span)
        return program.dataset(data, span)

    def output_path(self, program, raw: str | Path, option: str) -> Path:
        """Where an output option (``save=``, ``history=``, ``plot=``, ``checkpoint=``) writes:
        a directive's paths pass the program's file policy (:mod:`nesylang.sandbox`: under the
        program's folder or ``--output-dir``, never over a file nesylang did not write); a path
        given from Python is the caller's own choice, but one that cannot be written is refused
        here too, before any work (a learner must not train for minutes, then fail to save)."""
        if self.option_spans is None:
            return _writable(Path(raw), option)
        from ..sandbox import RECOGNISERS

        span = self.option_spans.get(option, self.span)
        base = None
        if self.span is not None and self.span.filename and Path(self.span.filename).is_file():
            base = Path(self.span.filename).parent
        elif program.loaded.files:
            base = Path(program.loaded.files[-1]).parent
        return program.path_policy().output(raw, base, span, f"{option}=", own=RECOGNISERS.get(option))


def _writable(path: Path, option: str) -> Path:
    """``path`` (given from Python) if a file can be written there: its folder exists and is a
    writable folder, and the path is not something other than a regular file."""
    import os

    from ..errors import PathError

    what = f"{option}= {str(path)!r}"
    if not str(path) or "\x00" in str(path):
        raise PathError(f"{option}= needs a file name without NUL characters")
    parent = path.parent
    if not parent.is_dir():
        raise PathError(f"{what}: the folder {str(parent)!r} does not exist (nesylang never creates folders; "
                        "create it first)")
    if os.path.lexists(path) and not path.is_file():
        raise PathError(f"{what} exists and is not a regular file")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise PathError(f"{what}: the folder {str(parent)!r} is not writable")
    return path


# every learner option that names a file the learner writes
OUTPUT_OPTIONS = ("checkpoint", "history", "plot", "save", "asp", "export", "hypothesis")


def output_paths(program, request: LearnRequest) -> dict[str, tuple[Path, Any]]:
    """The checked path of each output option given (:data:`OUTPUT_OPTIONS` the learner has),
    under the program's file policy (:mod:`nesylang.sandbox`): checked before any training, so
    a refused path costs nothing, and by ``nesy check`` as by ``nesy run``. Each comes with its
    option's span (None from Python)."""
    out: dict[str, tuple[Path, Any]] = {}
    names = {f.name for f in dataclasses.fields(request.options)}
    for key in OUTPUT_OPTIONS:
        raw = getattr(request.options, key, None) if key in names else None
        if raw is not None:
            if not raw:
                raise request.error(f"{key}= needs a file name (a string)", key)
            span = request.option_spans.get(key, request.span) if request.option_spans is not None else None
            out[key] = (request.output_path(program, raw, key), span)
    _distinct_outputs(request, out)
    return out


def _distinct_outputs(request: LearnRequest, out: dict[str, tuple[Path, Any]]) -> None:
    """Two output options naming one file would leave only the one written last (``save=``
    also writes its networks' weights beside it, as ``NAME.pt``): refused before any work."""
    seen: dict[Path, str] = {}
    for key, (path, _span) in out.items():
        files = [(path, f"{key}=")]
        if key == "save":
            files.append((path.with_suffix(".pt"), "the weights save= writes beside it"))
        for file, what in files:
            other = seen.get(file)
            if other is not None:
                raise request.error(f"{what} and {other} name the same file, {file.name}: each output needs its own",
                                    key)
            seen[file] = what


# ---- learners ---------------------------------------------------------------------------------

class Learner(ABC):
    """A parameter or structure learner.

    Subclasses set ``name``, ``Options`` (a frozen dataclass whose fields are made with
    :func:`option`) and implement :meth:`learn`. What a learner returns is absorbed by the
    program by :func:`nesylang.learners.api.run_learner`: clauses in ``result.clauses`` are
    added atomically, marked with the request's directive; a re-run replaces them."""

    name: ClassVar[str] = ""
    Options: ClassVar[type] = NoOptions

    def check(self, program, request: LearnRequest) -> None:
        """Learner-specific checks run when the directive is loaded (after the options'
        types and ranges are checked); raise ``request.error(...)``. Default: none."""

    @abstractmethod
    def learn(self, program, request: LearnRequest) -> "LearnResult":
        """Learn as ``request`` says; return a LearnResult. Clauses returned in
        ``result.clauses`` are added to the program by the caller, not here."""

    def weights(self, program, result: "LearnResult") -> bytes | None:
        """Network state to save beside ``save=``'s program file (None: nothing to save)."""
        return None
