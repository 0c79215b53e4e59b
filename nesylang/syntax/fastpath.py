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
>>> read_plain_fact(text, Source("<s>", text), 0, len(text) - 1)
Clause(heads=(Head(atom=Compound(functor='edge', args=(Number(value=1), ListTerm(items=(Atom(name='a'), Atom(name='b c')), tail=None), Variable(name='X'))), prob=None),), body=None)
"""
from __future__ import annotations

import re

from ..logic.terms import QuotedName, functional_name
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

# The commonest fact of all, ``name(A1, ..., An).`` on one line with names, integers, variables
# or simple quoted atoms as arguments, is read one argument per match (same tokens as above).
_FUNCTOR = re.compile(r"[ \t\r\n]*([a-z][A-Za-z0-9_]*)\(")
_FLAT_ARG = re.compile(r"""[ \t]*(?:
    (?P<name>[a-z][A-Za-z0-9_]*)
  | (?P<int>-?[1-9][0-9]{0,3998}|-?0)
  | (?P<var>[A-Z_][A-Za-z0-9_]*)
  | (?P<quoted>'[^'\\\n]*')
)(?=[ \t]*[,)])""", re.X)


def statement_ends(text: str) -> list[int] | None:
    """The offsets of the full stops that end statements, or None if the text ends inside a
    quoted atom or a comment (then only Lark can say what is wrong)."""
    ends = []
    for m in _SCAN.finditer(text):
        if m.group(1) is not None:
            ends.append(m.start())
    return ends


# AST nodes are built without their dataclass __init__ (a Python call with keyword arguments
# that then sets each field with object.__setattr__, as frozen dataclasses must): the same
# objects, set the same way, in half the time, which matters at a million facts.
_new = object.__new__
_set = object.__setattr__


def _node(cls, fields: dict):
    node = _new(cls)
    for name, value in fields.items():
        _set(node, name, value)
    return node


def _cover(nodes: list, source: Source) -> Span | None:
    first = next((n.span for n in nodes if n.span is not None), None)
    if first is None:
        return None
    last = next(n.span for n in reversed(nodes) if n.span is not None)
    return Span.at(source, first.offsets()[0], last.offsets()[1])


def read_plain_fact(text: str, source: Source, start: int, end: int):
    """The Clause of the plain fact ``text[start:end]`` (``end`` is its full stop), or None.

    Its spans hold offsets, placed (line, column) only when read (:meth:`Span.at`)."""
    pos = _LAYOUT.match(text, start, end).end()
    if pos >= end:
        return None
    at = Span.at
    flat = _flat_fact(text, source, pos, end)
    if flat is not None:
        return flat
    match = _TOKEN.match
    # the stack of open compounds and lists: [kind, items, start offset, functor, tail, expecting an item]
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
            ch = text[tok_start]
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
                items = []
                stack.append(["list", items, tok_start, None, None, True])
                pos = _simple_items(text, source, pos, end, items)
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
                # as the grammar: from the functor to the end of the last argument (to the end
                # of the functor when the first or last argument has no span)
                first_start, first_end = top[2]
                last = items[-1].span
                stop = first_end if items[0].span is None or last is None else last.offsets()[1]
                node = _node(Compound, {"functor": functional_name(top[3]), "args": tuple(items),
                                        "span": at(source, first_start, stop)})
            else:
                tail = top[4]
                if tail is False:
                    return None  # [a|]
                # as the grammar: from the first to the last item (or tail) that has a span;
                # the empty list's is its brackets'
                span = (_cover(items + [tail] if tail is not None else items, source) if items
                        else at(source, top[2], pos))
                node = _node(ListTerm, {"items": tuple(items), "tail": tail, "span": span})
        else:
            if kind == "functor":
                if stack and not stack[-1][5]:
                    return None
                stack.append(["compound", [], (tok_start, pos), text[tok_start:pos - 1], None, True])
                continue
            value = text[tok_start:pos]
            span = at(source, tok_start, pos)
            if kind == "name":
                node = _node(Atom, {"name": value, "span": span})
            elif kind == "int":
                if len(value) > 4000:
                    return None  # Lark's path reports integers over the bound
                node = _node(Number, {"value": int(value), "span": span})
            elif kind == "var":
                node = _node(Variable, {"name": value, "span": span})
            elif kind == "float":
                node = _node(Number, {"value": float(value), "span": span})
            elif kind == "quoted":
                node = _node(Atom, {"name": QuotedName(value[1:-1]), "span": span})
            else:
                node = _node(String, {"value": value[1:-1], "span": span})
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
    if type(head) is not Atom and type(head) is not Compound:
        return None
    hs = head.span
    return _node(Clause, {"heads": (_node(Head, {"atom": head, "prob": None, "span": hs}),), "body": None,
                          "span": at(source, hs.offsets()[0], end + 1)})


def _flat_fact(text: str, source: Source, pos: int, end: int):
    m = _FUNCTOR.match(text, pos, end)
    if m is None:
        return None
    at = Span.at
    functor_start = m.start(1)
    functor = m.group(1)
    pos = m.end()
    match = _FLAT_ARG.match
    new = _new
    set_ = _set
    args = []
    while True:
        m = match(text, pos, end)
        if m is None:
            return None
        kind = m.lastgroup
        tok_start, pos = m.span(kind)
        value = text[tok_start:pos]
        span = at(source, tok_start, pos)
        # as _node does, inline: the hottest loop
        if kind == "name":
            node = new(Atom)
            set_(node, "name", value)
        elif kind == "int":
            node = new(Number)
            set_(node, "value", int(value))
        elif kind == "var":
            node = new(Variable)
            set_(node, "name", value)
        else:
            node = new(Atom)
            set_(node, "name", QuotedName(value[1:-1]))
        set_(node, "span", span)
        args.append(node)
        ch = text[pos]
        while ch == " " or ch == "\t":
            pos += 1
            ch = text[pos]
        pos += 1
        if ch == ")":
            break
    if pos != end and _LAYOUT.match(text, pos, end).end() != end:
        return None
    head_span = at(source, functor_start, tok_start + len(value))
    head = _node(Compound, {"functor": functor, "args": tuple(args), "span": head_span})
    return _node(Clause, {"heads": (_node(Head, {"atom": head, "prob": None, "span": head_span}),), "body": None,
                          "span": at(source, functor_start, end + 1)})


# Long list literals are mostly numbers or names, each followed by a comma: one match each.
_LIST_ITEM = re.compile(r"[ \t\r\n]*(?:(?P<int>-?[1-9][0-9]{0,3998}|-?0)|(?P<name>[a-z][A-Za-z0-9_]*))[ \t\r\n]*,")


def _simple_items(text: str, source: Source, pos: int, end: int, items: list) -> int:
    """Append the list items from ``pos`` on that are a number or a name followed by a comma (as
    the token loop would read them); return where the first other item starts."""
    match = _LIST_ITEM.match
    at = Span.at
    new = _new
    set_ = _set
    while True:
        m = match(text, pos, end)
        if m is None:
            return pos
        kind = m.lastgroup
        tok_start, tok_end = m.span(kind)
        if kind == "int":
            node = new(Number)
            set_(node, "value", int(text[tok_start:tok_end]))
        else:
            node = new(Atom)
            set_(node, "name", text[tok_start:tok_end])
        set_(node, "span", at(source, tok_start, tok_end))
        items.append(node)
        pos = m.end()


# ---- runs of ground plain facts -------------------------------------------------------------

class PlainFact(Clause):
    """A ground plain fact ``name(A1, ..., An).`` read in bulk by :func:`read_ground_facts`: a
    :class:`Clause` that keeps its predicate name, its argument values (ints and atom names) and
    its span, and builds its AST nodes (``heads``) from its text only when something reads them
    (printing, saving, ``:list``, an error). A million facts then cost one object each.

    It equals, hashes and prints as the Clause that Lark (or :func:`read_plain_fact`) builds:

    >>> from nesylang.source import Source
    >>> text = "f(1, a). g('b c')."
    >>> facts, end = read_ground_facts(text, Source("<s>", text), 0)
    >>> facts[0] == read_plain_fact(text, Source("<s>", text), 0, 7), facts[1].values, end
    (True, ('b c',), 18)
    >>> facts[0]
    Clause(heads=(Head(atom=Compound(functor='f', args=(Number(value=1), Atom(name='a'))), prob=None),), body=None)
    """

    # instance dict: span, functor, values; heads once read

    def __getattr__(self, name: str):
        if name != "heads":
            raise AttributeError(name)
        span = self.__dict__["span"]
        start, stop = span.offsets()
        source = span.source
        heads = read_plain_fact(source.text, source, start, stop - 1).heads
        self.__dict__["heads"] = heads
        return heads

    def __eq__(self, other):
        if isinstance(other, Clause):
            return self.heads == other.heads and other.body is None
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.heads, None))  # as the frozen dataclass Clause hashes (heads, body)

    def __repr__(self) -> str:
        return repr(Clause(self.heads, None))

    def __reduce__(self):
        return (_clause, (self.heads, self.span))


def _clause(heads, span):
    return Clause(heads, None, span=span)


# A ground fact on one line whose arguments are names, integers or simple quoted atoms (no
# comma inside), after layout; its full stop ends the statement as statement_ends reads one.
_GROUND_ARG = r"(?>[a-z][A-Za-z0-9_]*|-?(?:[1-9][0-9]{0,3998}|0)|'[^'\\\n,]*')"
_GROUND_FACT = re.compile(rf"""(?:\s|%[^\n]*)*+
    ([a-z][A-Za-z0-9_]*)\(([ \t]*{_GROUND_ARG}(?:[ \t]*,[ \t]*{_GROUND_ARG})*+)[ \t]*\)[ \t]*\.(?=\s|%|\Z)""", re.X)


def read_ground_facts(text: str, source: Source, pos: int) -> tuple[list[PlainFact], int]:
    """The ground plain facts that follow ``pos`` (a statement boundary) one after another, and
    where the last one ends (after its full stop; ``pos`` when there is none). One regular
    expression match reads each fact, arguments included."""
    facts: list[PlainFact] = []
    append = facts.append
    match = _GROUND_FACT.match
    at = Span.at
    new = _new
    while True:
        m = match(text, pos)
        if m is None:
            return facts, pos
        functor, args = m.group(1, 2)
        end = m.end()
        values = []
        add = values.append
        for a in args.split(","):
            a = a.strip(" \t")
            c = a[0]
            if c == "'":
                add(QuotedName(a[1:-1]))
            elif "a" <= c <= "z":
                add(a)
            else:
                add(int(a))
        fact = new(PlainFact)
        d = fact.__dict__
        d["span"] = at(source, m.start(1), end)
        d["functor"] = functor
        d["values"] = tuple(values)
        append(fact)
        pos = end


def next_statement_end(text: str, pos: int) -> int | None:
    """The offset of the full stop that ends the statement starting at ``pos`` (as
    :func:`statement_ends` finds it), or None when no statement ends after ``pos``."""
    for m in _SCAN.finditer(text, pos):
        if m.group(1) is not None:
            return m.start()
    return None
