"""Training data: queries with target probabilities.

An :class:`Example` is a ground query term and the probability it should have (1.0 for a
query that is simply true). Datasets come from JSONL files, one object per line::

    {"query": "addition(tensor(train(0)), tensor(train(1)), 7)"}
    {"query": "heads(c1)", "p": 0.6}

or from Python (a list of query strings, ``(query, p)`` pairs or Examples). Programs declare
them with ``#data(train, jsonl("data/train.jsonl")).``; paths are relative to the program.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from ..errors import DataError, LearningError, NesyError
from ..logic.terms import Term
from ..source import Span


@dataclass(frozen=True)
class Example:
    """A training query and its target probability; ``where`` is ``file:line`` for an example
    read from a JSONL file (learners name the line in their errors; equality ignores it)."""

    query: Term
    target: float = 1.0
    span: Span | None = None
    where: str | None = field(default=None, compare=False)


def parse_query(text: str, name: str) -> Term:
    found = _ground_query(text)
    if found is not None:
        return found
    from ..program.loader import VarMap, to_runtime
    from ..syntax.parser import parse_term

    return to_runtime(parse_term(text, name), VarMap())


# One token of a ground query made of compounds, names and integers (what training data is:
# ``addition(tensor(train(3)), tensor(train(8)), 11)``): a functor with its "(", a name, an
# integer (as the grammar reads it: not followed by a letter, digit, "." or quote), "," or ")".
_QUERY_TOKEN = re.compile(r"[ \t]*(?:([a-z][A-Za-z0-9_]*)(\()?|(-?[1-9][0-9]{0,17}|-?0)(?![\w.'])|([,)]))")


def _ground_query(text: str) -> Term | None:
    """The runtime term of ``text`` where it is a ground compound of compounds, names and
    integers (an optional full stop at the end), read straight into terms: the parser's AST
    and its spans are not needed for data, and a first epoch over 750 query strings spent 45
    µs on each. Anything else (variables, lists, floats, quotes, operators, errors) is None,
    and the parser reads it as before."""
    from ..logic.terms import INFIX_OPS, PREFIX_OPS, Struct

    text = text.strip()
    if text.endswith("."):
        text = text[:-1]
    match = _QUERY_TOKEN.match
    stack: list[tuple[str, list]] = []
    pos, end, item_next = 0, len(text), True
    while pos < end:
        m = match(text, pos)
        if m is None:
            return None
        name, paren, number, punct = m.groups()
        pos = m.end()
        if punct is None:
            if not item_next or (not stack and (name is None or paren is None)):
                return None  # two items in a row, or not a compound at the top
            if name is not None and paren is not None:
                if name in INFIX_OPS or name in PREFIX_OPS:
                    return None  # printed as written: the parser marks these
                stack.append((name, []))
                continue  # an argument next
            stack[-1][1].append(Struct(name) if name is not None else int(number))
            item_next = False
        elif punct == ",":
            if item_next or not stack:
                return None
            item_next = True
        else:  # ")"
            if item_next or not stack:
                return None
            functor, args = stack.pop()
            term = Struct(functor, tuple(args))
            if not stack:
                return term if text[pos:].strip() == "" else None
            stack[-1][1].append(term)
    return None


def examples_from(items: Iterable[Any], name: str = "<data>") -> list[Example]:
    """Examples from strings, (query, target) pairs, Examples or runtime terms."""
    if isinstance(items, (str, bytes)) or not hasattr(items, "__iter__"):
        raise LearningError(f"{name}: examples are a list of queries or (query, probability) pairs, "
                            f"not {type(items).__name__}")
    out = []
    for i, item in enumerate(items):
        target = 1.0
        if isinstance(item, Example):
            out.append(item)
            continue
        if isinstance(item, tuple):
            if len(item) != 2:
                raise LearningError(f"{name}[{i}]: an example pair is (query, probability), not {len(item)} items")
            item, target = item
        if not isinstance(item, (str, Term)):
            raise LearningError(f"{name}[{i}]: a query is a string or a term, not {type(item).__name__}")
        query = parse_query(item, f"{name}[{i}]") if isinstance(item, str) else item
        try:
            target = float(target)
        except (TypeError, ValueError):
            raise LearningError(f"{name}[{i}]: the probability is a number, not {target!r}") from None
        if not 0.0 <= target <= 1.0:
            raise LearningError(f"{name}[{i}]: target probability {target} is outside [0, 1]")
        out.append(Example(query, float(target)))
    return out


def read_jsonl(path: Path, span: Span | None = None, *, what: str = "data file", max_bytes: int | None = None,
               line_span=None):
    """The records of a JSONL file, one JSON value per non-blank line, as ``(where, line,
    record)`` with ``where`` = ``file:line``: the one reader behind every JSONL dataset.

    The file must be a regular file within ``max_bytes`` (see :mod:`nesylang.sandbox`). A bad
    line (not UTF-8, not JSON, a number beyond Python's 4,300-digit limit, nesting too deep) is
    a :class:`DataError` naming ``file:line`` at ``span``, or at ``line_span(lineno, line)``
    when given (a span of the data line itself)."""
    from ..sandbox import DEFAULT_MAX_DATA_BYTES, check_regular

    check_regular(path, span, what, max_bytes if max_bytes is not None else DEFAULT_MAX_DATA_BYTES)
    with path.open("rb") as f:
        for lineno, raw in enumerate(f, start=1):
            where = f"{path.name}:{lineno}"
            try:
                line = raw.decode("utf-8").rstrip("\r\n")
            except UnicodeDecodeError:
                raise DataError(f"{where}: not UTF-8 text", span) from None
            if not line.strip():
                continue
            at = line_span(lineno, line) if line_span is not None else span
            prefix = "" if line_span is not None else f"{where}: "
            try:
                record = json.loads(line)
            except json.JSONDecodeError as e:
                raise DataError(f"{prefix}not JSON: {e.msg}", at) from None
            except ValueError:  # an integer of over 4,300 digits (Python's int() limit)
                raise DataError(f"{prefix}a number too large (over 4,300 digits)", at) from None
            except RecursionError:
                raise DataError(f"{prefix}JSON nested too deeply", at) from None
            yield where, line, record


def load_jsonl(path: Path, span: Span | None = None, *, max_bytes: int | None = None) -> list[Example]:
    """Examples from a JSONL file: {"query": "...", "p": 1.0} per line ("p" is optional); any
    bad line is a :class:`DataError` naming ``file:line``."""
    out = []
    for where, _, record in read_jsonl(path, span, max_bytes=max_bytes):
        if not isinstance(record, dict) or not isinstance(record.get("query"), str):
            raise DataError(f'{where}: each line needs a "query" string', span)
        target = record.get("p", record.get("target", 1.0))
        try:
            query = parse_query(record["query"], where)
        except NesyError as e:
            raise DataError(f"{where}: {e.message}", span) from None
        except RecursionError:
            raise DataError(f"{where}: query nested too deeply", span) from None
        if not isinstance(target, (int, float)) or not 0.0 <= target <= 1.0:
            raise DataError(f"{where}: target probability must be a number in [0, 1]", span)
        out.append(Example(query, float(target), where=where))
    return out
