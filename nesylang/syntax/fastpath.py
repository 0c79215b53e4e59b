"""A fast reader for the plain facts that make up large programs (part of stage 1).

Lark's LALR parser costs about 10 microseconds a token in Python, so 10^6 facts or a list of
10^6 numbers would take minutes. Large programs are mostly *plain facts*: ``name(Args).``
whose arguments are numbers, names, simple quoted atoms and strings, variables, lists and
nested compounds, with no operators. :func:`read_plain_fact` reads one such statement with a
single regular expression per token and builds exactly the AST nodes (and spans) that the
grammar's transformer builds; anything else returns None and goes to Lark.

:func:`statement_ends` finds the full stops that end statements (skipping quoted text,
comments, ``..`` and ``=..``), so the parser can split a program into plain facts and the
stretches in between, which Lark parses as before. The parser checks the result: when any
stretch fails, it parses the whole text with Lark again, so errors are reported exactly as
before.

>>> from nesylang.source import Source
>>> text = "edge(1, [a, 'b c'], X)."
>>> read_plain_fact(text, Source("<s>", text), 0, len(text) - 1, 1, 0)
Clause(heads=(Head(atom=Compound(functor='edge', args=(Number(value=1), ListTerm(items=(Atom(name='a'), Atom(name='b c')), tail=None), Variable(name='X'))), prob=None),), body=None)
"""
from __future__ import annotations

import re

from ..source import Source, Span
from .ast import Atom, Clause, Compound, Head, ListTerm, Number, String, Variable

# Statement ends: a full stop followed by layout, '%' or the end of the text, outside quoted
# text and comments (the grammar's END token). Group 1 is set for an end.
_SCAN = re.compile(r"""
    '(?:\\.|''|[^'\\])*'
  | "(?:\\.|""|[^"\\])*"
  | 0'(?:\\.|''|.)
  | %[^\n]*
  | /\*.*?\*/
  | =?\.\.
  | (\.)(?=\s|%|\Z)
  | (?:[^'"%/.0]|0(?!')|/(?!\*))+
  | .
""", re.X | re.S)

# One token of a plain fact. Numbers are read as the grammar reads them (a sign directly
# before a number is part of it); a name directly followed by "(" is a functor.
_TOKEN = re.compile(r"""[ \t\r\n]*(?:
    (?P<functor>[a-z][A-Za-z0-9_]*)\(
  | (?P<name>[a-z][A-Za-z0-9_]*)
  | (?P<var>[A-Z_][A-Za-z0-9_]*)
  | (?P<float>-?(?:\d+\.\d+(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+))(?![\w.'])
  | (?P<int>-?[1-9][0-9]*|-?0)(?![\w.'])
  | (?P<quoted>'[^'\\\n]*')(?![('])
  | (?P<string>"[^"\\\n]*")(?!")
  | (?P<punct>[,\[\]|)])
)""", re.X)

_LAYOUT = re.compile(r"(?:\s+|%[^\n]*)*")


def statement_ends(text: str) -> list[int] | None:
    """The offsets of the full stops that end statements, or None if the text ends inside a
    quoted atom or a comment (then only Lark can say what is wrong)."""
    ends = []
    for m in _SCAN.finditer(text):
        if m.group(1) is not None:
            ends.append(m.start())
    return ends


class _Lines:
    """Offset -> (line, column), for offsets that only grow."""

    __slots__ = ("text", "pos", "line", "line_start")

    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.line = 1
        self.line_start = 0

    def at(self, offset: int) -> tuple[int, int]:
        text = self.text
        n = text.count("\n", self.pos, offset)
        if n:
            self.line += n
            self.line_start = text.rfind("\n", self.pos, offset) + 1
        self.pos = offset
        return self.line, offset - self.line_start + 1


def _cover(nodes: list, source: Source) -> Span | None:
    first = next((n.span for n in nodes if n.span is not None), None)
    if first is None:
        return None
    last = next(n.span for n in reversed(nodes) if n.span is not None)
    return Span(source, first.line, first.column, last.end_line, last.end_column)


def read_plain_fact(text: str, source: Source, start: int, end: int, line: int, line_start: int,
                    lines: _Lines | None = None):
    """The Clause of the plain fact ``text[start:end]`` (``end`` is its full stop), or None.

    ``line`` and ``line_start`` place ``start`` (its line number and that line's offset)."""
    pos = _LAYOUT.match(text, start, end).end()
    if pos >= end:
        return None
    if lines is None:
        lines = _Lines(text)
        lines.pos, lines.line, lines.line_start = start, line, line_start
    match = _TOKEN.match
    # a statement on one line (the usual fact) needs no line counting per token
    one_line = text.find("\n", pos, end) < 0
    if one_line:
        fixed_line, fixed_start = lines.at(pos)[0], lines.line_start
    # the stack of open compounds and lists: [kind, items, first span, functor, tail]
    stack: list[list] = []
    head = None
    while True:
        m = match(text, pos, end)
        if m is None:
            return None
        kind = m.lastgroup
        tok_start = m.start(kind)
        pos = m.end()
        if kind == "punct":
            ch = m.group(kind)
            if not stack:
                return None
            top = stack[-1]
            if ch == ",":
                if top[5] or top[4] is not None:  # a comma must follow an item, not a tail
                    return None
                top[5] = True
                continue
            if ch == "[":
                if not top[5]:
                    return None
                stack.append(["list", [], None, None, None, True])
                continue
            if ch == "|":
                if top[0] != "list" or top[5] or not top[1] or top[4] is not None:
                    return None
                top[4] = False  # a tail follows
                top[5] = True
                continue
            # a closing bracket
            if (ch == ")") != (top[0] == "compound"):
                return None
            if top[5] and (top[1] or top[0] == "compound"):
                return None  # f(a,) or [a,] or f()
            stack.pop()
            items = top[1]
            if top[0] == "compound":
                first, last = top[2], items[-1].span
                if items[0].span is None or last is None:  # as the grammar does around an empty list
                    last = first
                node = Compound(top[3], tuple(items), span=Span(source, first.line, first.column,
                                                                   last.end_line, last.end_column))
            else:
                tail = top[4]
                if tail is False:
                    return None  # [a|]
                # as the grammar: from the first to the last item (or tail) that has a span;
                # the empty list has no span of its own
                node = ListTerm(tuple(items), tail, span=_cover(items + [tail] if tail is not None else items,
                                                                source))
        else:
            value = m.group(kind)
            if one_line:
                ln, col = fixed_line, tok_start - fixed_start + 1
            else:
                ln, col = lines.at(tok_start)
            if kind == "functor":
                if stack and not stack[-1][5]:
                    return None
                span = Span(source, ln, col, ln, col + len(value) + 1)
                stack.append(["compound", [], span, value, None, True])
                continue
            span = Span(source, ln, col, ln, col + len(value))
            if kind == "name":
                node = Atom(value, span=span)
            elif kind == "var":
                node = Variable(value, span=span)
            elif kind == "int":
                if len(value) > 4000:
                    return None  # Lark's path reports integers over the bound
                node = Number(int(value), span=span)
            elif kind == "float":
                node = Number(float(value), span=span)
            elif kind == "quoted":
                node = Atom(value[1:-1], span=span)
            else:
                node = String(value[1:-1], span=span)
        # a complete term: an item of the innermost open compound or list, or the head
        if not stack:
            if head is not None:
                return None
            head = node
            if _LAYOUT.match(text, pos, end).end() != end:
                return None
            break
        top = stack[-1]
        if top[4] is False:  # the tail of a list
            top[4] = node
            top[5] = False
            continue
        if not top[5]:
            return None
        top[1].append(node)
        top[5] = False
    if not isinstance(head, (Atom, Compound)):
        return None
    hs = head.span
    stop_line, stop_col = (fixed_line, end - fixed_start + 1) if one_line else lines.at(end)
    clause_span = Span(source, hs.line, hs.column, stop_line, stop_col + 1)
    return Clause((Head(head, None, span=hs),), None, span=clause_span)
