"""Source text and locations: the one location type every stage reports errors with.

A :class:`Span` points into a :class:`Source` (a file or an in-memory string). Spans are
frozen and compare equal regardless of where they point, so AST nodes can carry them in a
field that equality ignores (see :mod:`nesylang.syntax.ast`).
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, eq=False)
class Source:
    """A named piece of program text (a file path or ``<string>``)."""

    name: str
    text: str

    def line_text(self, line: int) -> str:
        lines = self.text.split("\n")  # Lark counts lines by "\n" only
        return lines[line - 1] if 0 < line <= len(lines) else ""


@dataclass(frozen=True)
class Span:
    """A region of a source: 1-based line and column of its start, and of its end.

    >>> Span(Source("f.nesy", "a."), 1, 1, 1, 2).render_prefix()
    'f.nesy:1:1'
    """

    source: Source | None = field(compare=False, repr=False)
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0

    @property
    def filename(self) -> str:
        return self.source.name if self.source is not None else "<unknown>"

    def render_prefix(self) -> str:
        return f"{self.filename}:{self.line}:{self.column}"

    def excerpt(self) -> str:
        """The source line and a caret under the span (empty when no text is known)."""
        if self.source is None or self.line <= 0:
            return ""
        text = self.source.line_text(self.line)
        if not text:
            return ""
        width = 1
        if self.end_line == self.line and self.end_column > self.column:
            width = self.end_column - self.column
        caret = " " * (max(self.column, 1) - 1) + "^" + "~" * (width - 1)
        return f"{text}\n{caret}"


def span_between(start: Span | None, end: Span | None) -> Span | None:
    """The span from the start of ``start`` to the end of ``end``."""
    if start is None:
        return end
    if end is None:
        return start
    return Span(start.source, start.line, start.column, end.end_line, end.end_column)
