"""The user's mistakes: one root class, one subclass per stage.

Every :class:`NesyError` carries a :class:`~nesylang.source.Span` (file, line, column) when one
is known, and renders as ``FILE:LINE:COL: error: MESSAGE`` followed by the source line and a
caret. Front ends (CLI, REPL, Python API) print these without a traceback; any other
exception is a bug in nesylang.
"""
from __future__ import annotations

from .source import Span


class NesyError(Exception):
    """Root of every error that is the user's fault."""

    kind = "error"

    def __init__(self, message: str, span: Span | None = None, *, notes: tuple[str, ...] = ()):
        super().__init__(message)
        self.message = message
        self.span = span
        self.notes = tuple(notes)

    @property
    def filename(self) -> str | None:
        return self.span.filename if self.span else None

    @property
    def line(self) -> int | None:
        return self.span.line if self.span else None

    @property
    def column(self) -> int | None:
        return self.span.column if self.span else None

    def with_span(self, span: Span | None) -> "NesyError":
        """Attach a location if the error has none yet (errors keep the innermost location)."""
        if self.span is None and span is not None:
            self.span = span
        return self

    def render(self) -> str:
        """The user-facing text: location, message, source line and caret, notes."""
        prefix = f"{self.span.render_prefix()}: " if self.span else ""
        out = [f"{prefix}error: {self.message}"]
        if self.span is not None:
            excerpt = self.span.excerpt()
            if excerpt:
                out.append(excerpt)
        out.extend(f"note: {n}" for n in self.notes)
        return "\n".join(out)

    def __str__(self) -> str:
        if self.span is None:
            return self.message
        return f"{self.span.render_prefix()}: {self.message}"


class NesyWarning(UserWarning):
    """A program that runs, but perhaps not as its author meant (a line ProbLog ignores, say):
    the message starts with the source location; ``nesy`` prints it as ``warning: ...``."""


class NesySyntaxError(NesyError):
    """The text is not a well-formed program, clause, query or directive."""


class NesyNameError(NesyError):
    """An unknown predicate, learner, network, dataset or library."""


class ProbabilityError(NesyError):
    """A probability outside [0, 1], or annotated-disjunction probabilities summing above 1."""


class DirectiveError(NesyError):
    """A malformed or invalid directive (mode bias, learning, network or data declaration)."""


class GroundingError(NesyError):
    """A failure while grounding: instantiation and type errors, recursion too deep."""


class InstantiationError(GroundingError):
    """A goal needed a bound argument and got a variable."""


class NesyTypeError(GroundingError):
    """A goal got an argument of the wrong type."""


class RecursionLimitError(GroundingError):
    """Derivations nested deeper than the session's recursion limit."""


class DomainError(GroundingError):
    """An argument of the right type outside the values a builtin accepts (ISO ``domain_error``)."""


class RepresentationError(GroundingError):
    """A value the implementation cannot represent, such as a code that is no character (ISO
    ``representation_error``)."""


class EvaluationError(GroundingError):
    """Arithmetic without a value: division by zero, an undefined result (a complex number, the
    logarithm of 0), or an integer over the size bound (ISO ``evaluation_error``)."""


class CyclicTermError(NesyTypeError):
    """A cyclic (infinite) term where a finite one is needed: ``X = f(X)`` binds ``X`` without an
    occurs check, as in Prolog; printing, copying, sorting or tabling it cannot finish."""


class LimitError(NesyError):
    """A query reached one of the session's limits (time, ground-program size, circuit size or
    memory; see :mod:`nesylang.limits`). ``limit`` names it as the command line does."""

    def __init__(self, message: str, span: Span | None = None, *, notes: tuple[str, ...] = (),
                 limit: str = ""):
        super().__init__(message, span, notes=notes)
        self.limit = limit


class CompilationError(NesyError):
    """The ground program cannot be compiled (e.g. negation through a cycle)."""


class EvidenceError(NesyError):
    """The evidence is inconsistent (its probability is zero) or malformed."""


class NetworkError(NesyError):
    """A neural network is unknown, untrusted, or gives outputs of the wrong shape."""


class LearningError(NesyError):
    """A learning directive or run failed because of its inputs."""


class PathError(NesyError):
    """A file a program names may not be read or written (outside its folder without trust, a
    device or pipe, an existing file nesylang did not write), or cannot be."""


class DataError(NesyError):
    """A data, tensor or checkpoint file is malformed, of the wrong kind, or too large."""
