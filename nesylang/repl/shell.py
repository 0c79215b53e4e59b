"""The REPL's core: one input in, the session called, results printed.

:class:`Repl` holds the session (:class:`nesylang.session.Program`) and the REPL's own settings
(precision, timing), and :meth:`Repl.execute` runs one input: a command from the table in
:mod:`nesylang.repl.commands`, a query, or statements added to the program. It is the same for
the interactive prompt and for piped input; only the way lines are read differs
(:mod:`nesylang.repl.app`).

A user error prints the same located message as the CLI and the session goes on; an internal
error prints a short message (its traceback with ``--traceback``) and the session goes on too.

>>> import io
>>> out = io.StringIO()
>>> repl = Repl(out=out, err=out)
>>> repl.execute("0.3::a. 0.5::b. c :- a ; b.")
True
>>> repl.execute("?- c.")
True
>>> print(out.getvalue(), end="")
added 3 clauses
c:	0.65
"""
from __future__ import annotations

import sys
import time
import traceback
from typing import IO, Any, Callable, Sequence

from ..interrupts import interruptible
from ..errors import NesyError
from ..syntax import ast
from . import commands
from .validator import REPL_SOURCE, ReplInput, classify, partial_error

__all__ = ["Repl"]

_KINDS = {ast.Clause: "clause", ast.Directive: "directive", ast.LearnDirective: "learning directive",
          ast.ModeDecl: "mode declaration", ast.Query: "query"}


class Repl:
    """A REPL session: the program, the REPL's settings and where output goes."""

    def __init__(self, program: Any = None, *, out: IO[str] | None = None, err: IO[str] | None = None,
                 interactive: bool = False, show_traceback: bool = False, precision: int = 8):
        if program is None:
            from ..session import Program

            program = Program()
        self.program = program
        self._out = out
        self._err = err
        self.interactive = interactive
        self.show_traceback = show_traceback
        self.precision = precision
        self.timing = False
        self.finished = False
        self.failures = 0

    # ---- output -------------------------------------------------------------------------------
    @property
    def out_stream(self) -> IO[str]:
        return self._out if self._out is not None else sys.stdout

    @property
    def err_stream(self) -> IO[str]:
        return self._err if self._err is not None else sys.stderr

    def out_is_terminal(self) -> bool:
        try:
            return self.out_stream.isatty()
        except (AttributeError, ValueError):
            return False

    def print(self, text: str = "") -> None:
        self.out_stream.write(text + "\n")
        self.out_stream.flush()

    def error(self, text: str) -> None:
        self.out_stream.flush()
        self.err_stream.write(text + "\n")
        self.err_stream.flush()

    def number(self, p: float) -> str:
        return f"{p:.{self.precision}g}"

    def show_answers(self, answers: Sequence[Any]) -> None:
        """Answers as an aligned table, most probable first (ties keep the grounder's order)."""
        from ..formatting import format_answers

        ranked = sorted(answers, key=lambda a: -a.probability)
        self.print(format_answers(ranked, self.precision))

    # ---- running inputs -------------------------------------------------------------------------
    def load_files(self, files: Sequence[str]) -> bool:
        """Load the files named on the command line; an error is printed and counted."""
        ok = True
        for f in files:
            ok = self.execute_guarded(lambda f=f: self.program.load_file(f)) and ok
        return ok

    def execute(self, text: str) -> bool:
        """Run one input; True when it succeeded. Errors are printed, never raised (except
        Ctrl-C outside the interactive prompt, which ends a piped session)."""
        started = time.perf_counter()
        self.program.last_stats.clear()
        ok = self.execute_guarded(lambda: self._execute(text))
        if self.timing and ok and not self.finished and _timed(text):
            self._report_time(time.perf_counter() - started)
        return ok

    def execute_guarded(self, action: Callable[[], object]) -> bool:
        """Run ``action``, printing (and counting) any error instead of raising it."""
        try:
            with interruptible():
                action()
            return True
        except NesyError as e:
            if self.show_traceback:
                self.error(traceback.format_exc().rstrip())
            self.error(e.render())
        except KeyboardInterrupt:
            if not self.interactive:
                raise
            self.error("interrupted")
        except Exception as e:  # a bug in nesylang: say so briefly and keep the session
            if self.show_traceback:
                self.error(traceback.format_exc().rstrip())
                self.error(f"internal error: {type(e).__name__}: {e}")
            else:
                self.error(f"internal error: {type(e).__name__}: {e}\n"
                           "(this is a bug in nesylang; rerun with --traceback, or type "
                           ":set traceback on, to see where it happened)")
        self.failures += 1
        return False

    def _execute(self, text: str) -> None:
        item = classify(text)
        if item.kind == "empty":
            return
        if item.kind == "command":
            commands.resolve(item.name).handler(self, item.argument)
        elif item.kind == "query":
            self._query(item)
        elif item.kind == "partial":
            raise partial_error(text)
        else:
            self._statements(item)

    def _query(self, item: ReplInput) -> None:
        if item.statements:  # ?- Goal. : query just the goal, keeping its columns for errors
            text = _keep(item.text, [_goal_range(item.text, item.statements[0])])
        else:
            text = item.text
        self.show_answers(self.program.query(text))

    def _statements(self, item: ReplInput) -> None:
        """Add the statements to the program (atomically); ``?- Goal.`` among them are run
        after the others are added, not stored as program queries."""
        text = item.text
        queries = [st for st in item.statements if isinstance(st, ast.Query)]
        others = [st for st in item.statements if not isinstance(st, ast.Query)]
        if others:
            query_ranges = []
            for q in queries:
                start, end = _goal_range(text, q)
                query_ranges.append((start - 2, end))
            self.program.load_string(_blank(text, query_ranges), REPL_SOURCE)
            self.print("added " + _summary(others))
        for q in queries:
            self.show_answers(self.program.query(_keep(text, [_goal_range(text, q)])))

    def _report_time(self, seconds: float) -> None:
        stats = self.program.last_stats
        parts = []
        if "ground_seconds" in stats:
            parts.append(f"ground {stats['ground_seconds'] * 1000:.1f} ms")
        if "compile_seconds" in stats:
            cached = " (cached)" if stats.get("cache_hit") == 1.0 else ""
            parts.append(f"compile {stats['compile_seconds'] * 1000:.1f} ms{cached}")
        if "circuit_size" in stats:
            parts.append(f"circuit size {int(stats['circuit_size'])}")
        if stats.get("cache_hit") == 1.0 and "compile_seconds" not in stats:
            parts.append("circuit from the cache")
        detail = f" ({', '.join(parts)})" if parts else ""
        self.print(f"% {seconds * 1000:.1f} ms{detail}")


_UNTIMED = {"help", "set", "time", "quit"}


def _timed(text: str) -> bool:
    """Whether to report the time of an input (not for empty input or settings commands)."""
    try:
        item = classify(text)
    except NesyError:
        return False
    if item.kind == "command":
        try:
            return commands.resolve(item.name).name not in _UNTIMED
        except NesyError:
            return False
    return item.kind != "empty"


def _summary(statements) -> str:
    counts: dict[str, int] = {}
    for st in statements:
        kind = _KINDS.get(type(st), "declaration")
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join(f"{n} {kind}" + ("" if n == 1 else "s") for kind, n in counts.items())


def _offset(text: str, line: int, column: int) -> int:
    lines = text.split("\n")
    return sum(len(x) + 1 for x in lines[: line - 1]) + column - 1


def _goal_range(text: str, query: ast.Query) -> tuple[int, int]:
    """The characters of a ``?- Goal.`` statement after its ``?-``, through its full stop
    (the statement's span starts at the goal and ends after the full stop)."""
    goal_start = _offset(text, query.goal.span.line, query.goal.span.column)
    start = text.rfind("?-", 0, goal_start)
    start = start + 2 if start >= 0 else goal_start
    return start, _offset(text, query.span.end_line, query.span.end_column)


def _keep(text: str, ranges: list[tuple[int, int]]) -> str:
    """``text`` with everything outside ``ranges`` blanked (new lines kept), so that what is
    left parses on its own and error locations still point at the user's columns."""
    chars = [c if c == "\n" else " " for c in text]
    for start, end in ranges:
        chars[start:end] = text[start:end]
    return "".join(chars)


def _blank(text: str, ranges: list[tuple[int, int]]) -> str:
    """``text`` with the characters in ``ranges`` blanked (new lines kept)."""
    chars = list(text)
    for start, end in ranges:
        chars[start:end] = [c if c == "\n" else " " for c in text[start:end]]
    return "".join(chars)
