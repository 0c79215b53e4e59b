"""What the user typed at the prompt: a command, a query, or statements to add.

The REPL does not parse by itself: :func:`classify` hands the text to the real parser's REPL
entry point (:func:`nesylang.syntax.parser.parse_repl_line`) and sorts the result:

* ``:name args`` is a command (``:-`` starts a directive, not a command);
* ``?- Goal.``, or a goal without a final full stop, is a query;
* anything else that ends with a full stop is statements (clauses, directives, ``#`` declarations)
  to add to the program;
* a clause without its full stop (``a :- b``, ``0.3::a``) is *partial*: the prompt waits for more.

:func:`is_complete` decides whether Enter submits the input or starts a new line, and
:class:`NesyValidator` shows a syntax error at its position before the input is submitted.

>>> classify("?- q(X).").kind, classify("q(X)").kind, classify("q(a).").kind, classify(":list").kind
('query', 'query', 'statements', 'command')
>>> is_complete("c :- a,"), is_complete("c :- a, b."), is_complete("p(X")
(False, True, False)
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from prompt_toolkit.document import Document
from prompt_toolkit.validation import ValidationError, Validator

from ..errors import NesyError, NesySyntaxError
from ..source import Source, Span
from ..syntax import ast
from ..syntax.parser import parse_repl_line

__all__ = ["ReplInput", "classify", "is_command", "is_complete", "NesyValidator", "REPL_SOURCE"]

REPL_SOURCE = "<repl>"
_COMMAND = re.compile(r"\s*:(?P<name>[A-Za-z?][\w-]*)?(?P<rest>.*)\Z", re.S)
_STATEMENT_TYPES = (ast.Clause, ast.Directive, ast.Query, ast.ModeDecl, ast.ConstantDecl,
                    ast.TypeDecl, ast.MaxVars, ast.LearnDirective, ast.Declaration, ast.BiasDecl)


@dataclass(frozen=True)
class ReplInput:
    """One classified input.

    ``kind`` is ``"empty"``, ``"command"`` (``name`` and ``argument`` set), ``"query"`` (``text``
    is what to hand to :meth:`Program.query`), ``"statements"`` (``statements`` holds the parsed
    statements) or ``"partial"`` (a clause still missing its full stop).
    """

    kind: str
    text: str
    name: str = ""
    argument: str = ""
    statements: tuple = ()


def is_command(text: str) -> bool:
    """``:name ...`` is a command; ``:- goal.`` is a directive."""
    stripped = text.lstrip()
    return stripped.startswith(":") and not stripped.startswith(":-")


def classify(text: str, name: str = REPL_SOURCE) -> ReplInput:
    """Sort an input into a command, a query or statements; a syntax error raises
    :class:`~nesylang.errors.NesySyntaxError` (or another :class:`NesyError` the parser
    reports, e.g. for a malformed ``#`` declaration)."""
    if not text.strip():
        return ReplInput("empty", text)
    if is_command(text):
        m = _COMMAND.match(text)
        assert m is not None
        return ReplInput("command", text, name=(m.group("name") or ""), argument=m.group("rest").strip())
    try:
        parsed = parse_repl_line(text, name)
    except NesyError as e:
        if not (text.lstrip().startswith("?-") and _error_at_end(e, text)):
            raise
        # "?- goal" without its full stop: as a query it is still unambiguous
        try:
            text = text.rstrip() + "\n."
            parsed = parse_repl_line(text, name)
        except NesyError:
            raise e from None
    if not parsed:  # only comments
        return ReplInput("empty", text)
    if not isinstance(parsed[0], _STATEMENT_TYPES):
        goal = parsed[0]
        if _looks_like_clause(goal):
            return ReplInput("partial", text)
        return ReplInput("query", text)
    if len(parsed) == 1 and isinstance(parsed[0], ast.Query):
        return ReplInput("query", text, statements=tuple(parsed))
    return ReplInput("statements", text, statements=tuple(parsed))


def _looks_like_clause(goal) -> bool:
    """A rule or a probabilistic fact typed without its final full stop."""
    if not isinstance(goal, ast.Compound) or len(goal.args) != 2:
        return False
    if goal.functor in (":-", "::"):
        return True
    if goal.functor == ";":  # an annotated disjunction 0.5::a; 0.5::b
        left = goal.args[0]
        return isinstance(left, ast.Compound) and left.functor == "::"
    return False


def end_position(text: str) -> tuple[int, int]:
    lines = text.split("\n")
    return len(lines), len(lines[-1]) + 1


def _error_at_end(error: NesyError, text: str) -> bool:
    span = error.span
    if span is None:
        return False
    at_end = (span.line, span.column) >= end_position(text)
    return at_end or error.message.startswith("unexpected end of input")


def is_complete(text: str) -> bool:
    """Whether Enter should submit ``text`` (True) or continue it on a new line (False).

    Input is incomplete when the parser ran out of text (an open bracket, a clause without its
    full stop); any other error is complete, so the validator can point at it.
    """
    if not text.strip() or is_command(text):
        return True
    try:
        result = classify(text)
    except NesyError as e:
        return not _error_at_end(e, text)
    return result.kind != "partial"


def offset_of(text: str, line: int, column: int) -> int:
    """The index into ``text`` of a 1-based line and column (clamped to the text)."""
    lines = text.split("\n")
    line = max(1, min(line, len(lines)))
    offset = sum(len(x) + 1 for x in lines[: line - 1]) + max(column, 1) - 1
    return max(0, min(offset, len(text)))


def partial_error(text: str) -> NesySyntaxError:
    line, col = end_position(text.rstrip())
    return NesySyntaxError("a clause ends with a full stop ('.'); to query a goal, "
                           "write ?- Goal.", Span(Source(REPL_SOURCE, text), line, col, line, col))


class NesyValidator(Validator):
    """Runs the real parser on the input before it is submitted and, on a syntax error, moves
    the cursor to the error and shows the message. ``known_command`` checks ``:name`` inputs."""

    def __init__(self, known_command: Callable[[str], str | None] | None = None):
        self.known_command = known_command

    def validate(self, document: Document) -> None:
        text = document.text
        try:
            result = classify(text)
        except NesyError as e:
            span = e.span
            if span is None:
                raise ValidationError(cursor_position=len(text), message=e.message) from None
            raise ValidationError(cursor_position=offset_of(text, span.line, span.column),
                                  message=f"line {span.line}, column {span.column}: {e.message}") from None
        if result.kind == "partial":
            raise ValidationError(cursor_position=len(text.rstrip()), message=partial_error(text).message)
        if result.kind == "command" and self.known_command is not None:
            problem = self.known_command(result.name)
            if problem:
                start = text.index(":") + 1
                raise ValidationError(cursor_position=start, message=problem)
