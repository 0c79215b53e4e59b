"""Source text and locations: the one location type every stage reports errors with.

A :class:`Span` points into a :class:`Source` (a file or an in-memory string). Spans are
frozen and compare equal regardless of which source they point into, so AST nodes can carry
them in a field that equality ignores (see :mod:`nesylang.syntax.ast`).
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import FrozenInstanceError, field

from .util.records import record, set_field as _set


@record(frozen=True, eq=False)
class Source:
    """A named piece of program text (a file path or ``<string>``)."""

    name: str
    text: str
    # offsets where lines start, built the first time an offset-based span is placed
    _line_starts: list | None = field(default=None, init=False, repr=False, compare=False)

    def __init__(self, name: str, text: str) -> None:
        _set(self, "name", name)
        _set(self, "text", text)
        _set(self, "_line_starts", None)

    def line_text(self, line: int) -> str:
        lines = self.text.split("\n")  # Lark counts lines by "\n" only
        return lines[line - 1] if 0 < line <= len(lines) else ""

    def position(self, offset: int) -> tuple[int, int]:
        r"""The 1-based line and column of a character offset.

        >>> Source("s", "ab\ncd").position(4)
        (2, 2)
        """
        starts = self._line_starts
        if starts is None:
            text = self.text
            starts = [0]
            find = text.find
            i = find("\n")
            while i >= 0:
                starts.append(i + 1)
                i = find("\n", i + 1)
            object.__setattr__(self, "_line_starts", starts)
        line = bisect_right(starts, offset)
        return line, offset - starts[line - 1] + 1


_new = object.__new__


class Span:
    r"""A region of a source: 1-based line and column of its start, and of its end. Frozen;
    equality and hashing ignore the source.

    >>> Span(Source("f.nesy", "a."), 1, 1, 1, 2).render_prefix()
    'f.nesy:1:1'

    :meth:`at` makes a span from two character offsets and places it (line, column) only when
    it is first read: the fast fact reader makes millions of spans that no error ever reads.

    >>> s = Source("f.nesy", "a.\nb(1).")
    >>> Span.at(s, 5, 6) == Span(s, 2, 3, 2, 4)
    True
    """

    # _pos is (line, column, end line, end column), unset until placed for a span made by at()
    __slots__ = ("_source", "_start", "_end", "_pos")

    def __init__(self, source: Source | None = None, line: int = 0, column: int = 0, end_line: int = 0,
                 end_column: int = 0):
        _set_source(self, source)
        _set_pos(self, (line, column, end_line, end_column))

    @classmethod
    def at(cls, source: Source, start: int, end: int) -> "Span":
        """The span of ``source.text[start:end]``."""
        span = _new(cls)
        _set_source(span, source)
        _set_start(span, start)
        _set_end(span, end)
        return span

    def offsets(self) -> tuple[int, int] | None:
        """The start and end offsets of a span made by :meth:`at`, else None."""
        try:
            return self._start, self._end
        except AttributeError:
            return None

    def _place(self) -> tuple[int, int, int, int]:
        try:
            return self._pos
        except AttributeError:  # made by at(): placed on first use
            source = self._source
            pos = source.position(self._start) + source.position(self._end)
            _set_pos(self, pos)
            return pos

    @property
    def source(self) -> Source | None:
        return self._source

    @property
    def line(self) -> int:
        return self._place()[0]

    @property
    def column(self) -> int:
        return self._place()[1]

    @property
    def end_line(self) -> int:
        return self._place()[2]

    @property
    def end_column(self) -> int:
        return self._place()[3]

    def __eq__(self, other) -> bool:
        if type(other) is not Span:
            return NotImplemented
        return self._place() == other._place()

    def __hash__(self) -> int:
        return hash(self._place())

    def __repr__(self) -> str:
        line, column, end_line, end_column = self._place()
        return f"Span(line={line}, column={column}, end_line={end_line}, end_column={end_column})"

    def __setattr__(self, name, value):
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name):
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self):
        return (Span, (self.source,) + self._place())

    @property
    def filename(self) -> str:
        return self.source.name if self.source is not None else "<unknown>"

    def render_prefix(self) -> str:
        return f"{self.filename}:{self.line}:{self.column}"

    def excerpt(self) -> str:
        """The source line and a caret under the span (empty when no text is known)."""
        line, column, end_line, end_column = self._place()
        if self.source is None or line <= 0:
            return ""
        text = self.source.line_text(line)
        if not text:
            return ""
        width = 1
        if end_line == line and end_column > column:
            width = end_column - column
        caret = " " * (max(column, 1) - 1) + "^" + "~" * (width - 1)
        return f"{text}\n{caret}"


# the slots' setters (Span itself refuses attribute assignment: it is frozen)
_set_source = Span._source.__set__  # type: ignore[attr-defined]
_set_start = Span._start.__set__  # type: ignore[attr-defined]
_set_end = Span._end.__set__  # type: ignore[attr-defined]
_set_pos = Span._pos.__set__  # type: ignore[attr-defined]


def span_between(start: Span | None, end: Span | None) -> Span | None:
    """The span from the start of ``start`` to the end of ``end``."""
    if start is None:
        return end
    if end is None:
        return start
    return Span(start.source, start.line, start.column, end.end_line, end.end_column)
