"""The parsed libraries kept on disk (``loader._library_ast``; issue 14, "Start-up").

A library's AST is pickled into the temporary folder and read back by later processes. These
tests check that an entry read back is the very AST a fresh parse gives (spans too), and that
the answers do not change; that a corrupt, foreign, planted or mismatching entry is ignored;
that a folder that cannot be written costs nothing but the time; and that an edit to a library
is seen. Expected answers are worked out by hand in each test.
"""
from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from nesylang.program import loader
from nesylang.resources import stdlib_path
from nesylang.session import Program
from nesylang.syntax import ast

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    """A private cache folder, and no library parsed in this process yet."""
    folder = tmp_path / "cache"
    folder.mkdir()
    monkeypatch.setattr(loader, "_ast_cache_dir", lambda: str(folder))
    monkeypatch.setattr(loader, "AST_CACHE", True)
    _forget()
    yield folder
    _forget()


def _forget() -> None:
    loader._library_ast.cache_clear()
    loader._library_sigs.cache_clear()
    loader._library_loads.clear()


def _spans(node) -> list:
    """Every node's type and span (line, column, end line, end column, file), in order: the
    AST's equality ignores spans, so they are compared here."""
    out, stack = [], [node]
    while stack:
        n = stack.pop()
        if isinstance(n, (tuple, list)):
            stack.extend(reversed(n))
        elif hasattr(n, "__dataclass_fields__"):
            span = getattr(n, "span", None)
            out.append((type(n).__name__, None if span is None else
                        (span.line, span.column, span.end_line, span.end_column, span.filename)))
            stack.extend(reversed([getattr(n, f) for f in n.__dataclass_fields__ if f != "span"]))
    return out


def _fresh(path: str) -> ast.Program:
    from nesylang.syntax.parser import parse_program

    return parse_program(Path(path).read_text(encoding="utf-8"), loader.LIBRARY_SOURCE + Path(path).name)


def _entries(folder: Path, stem: str) -> list[Path]:
    return sorted(folder.glob(f".nesylang_ast_*_{stem}_*.pickle"))


def _no_parse(monkeypatch):
    def refuse(*_a, **_k):
        raise AssertionError("the library was parsed, not read from the cache")
    monkeypatch.setattr(loader, "parse_program", refuse)


@pytest.mark.parametrize("name", ["lists", "apply", "aggregate", "string", "cut", "scope"])
def test_a_library_read_from_the_cache_is_the_fresh_parse_spans_and_all(cache_dir, monkeypatch, name):
    path = str(stdlib_path(name))
    written = loader._library_ast(path)  # parsed, and written
    assert len(_entries(cache_dir, name)) == 1
    _forget()
    _no_parse(monkeypatch)
    cached = loader._library_ast(path)
    fresh = _fresh(path)
    assert cached is not written
    assert cached == fresh and cached.statements
    assert _spans(cached) == _spans(fresh)
    # an error inside the library still quotes its line
    first = cached.statements[0].span
    assert first.excerpt() == fresh.statements[0].span.excerpt() != ""


LISTS_PROGRAM = """:- use_module(library(lists)).
0.5::a. 0.5::b.
c :- a, b.
d(X) :- member(X, [1,2]), a.
e(N) :- findall(X, (member(X, [1,2,3]), b), L), length(L, N).
query(c). query(d(_)). query(e(_)).
"""


def _answers(text: str) -> dict[str, float]:
    program = Program()
    program.load_string(text)
    return {a.atom: a.probability for a in program.run_queries()}


def test_the_answers_are_the_same_from_the_cache(cache_dir, monkeypatch):
    # a, b independent, 0.5 each: P(c) = 0.25; d(1), d(2): P(a) = 0.5; e(3) when b, e(0) when not
    expected = {"c": 0.25, "d(1)": 0.5, "d(2)": 0.5, "e(3)": 0.5, "e(0)": 0.5}
    assert _answers(LISTS_PROGRAM) == pytest.approx(expected, abs=1e-12)
    assert _entries(cache_dir, "lists") and _entries(cache_dir, "apply")  # lists loads apply
    _forget()
    _no_parse(monkeypatch)
    assert _answers(LISTS_PROGRAM) == pytest.approx(expected, abs=1e-12)


def _write_entry(cache_dir, name: str) -> tuple[str, Path]:
    path = str(stdlib_path(name))
    loader._library_ast(path)
    _forget()
    (entry,) = _entries(cache_dir, name)
    return path, entry


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty", "header only", "other library",
                                    "wrong header"])
def test_a_corrupt_or_mismatching_entry_is_ignored_and_replaced(cache_dir, damage):
    path, entry = _write_entry(cache_dir, "lists")
    good = entry.read_bytes()
    header = good[:good.index(b"\n", len(loader._AST_CACHE_MAGIC)) + 1]
    if damage == "garbage":
        entry.write_bytes(b"\x00\xff not a pickle" * 50)
    elif damage == "truncated":
        entry.write_bytes(good[:len(good) // 2])
    elif damage == "empty":
        entry.write_bytes(b"")
    elif damage == "header only":
        entry.write_bytes(header)
    elif damage == "other library":  # a well-formed entry of library(apply) under lists' name
        entry.write_bytes(header + pickle.dumps(_fresh(str(stdlib_path("apply")))))
    else:  # an entry written for another key (another text of the library)
        entry.write_bytes(header.replace(b"_lists_", b"_lists_0") + good[len(header):])
    os.chmod(entry, 0o600)
    program = loader._library_ast(path)
    assert program == _fresh(path) and _spans(program) == _spans(_fresh(path))
    assert entry.read_bytes() == good  # parsed afresh, and the entry written again


class _Planted:
    def __reduce__(self):
        return (_planted_call, ())


CALLED = []


def _planted_call():  # pragma: no cover - must never run
    CALLED.append(1)
    return ast.Program(())


def test_an_entry_naming_anything_but_ast_classes_runs_nothing(cache_dir):
    path, entry = _write_entry(cache_dir, "lists")
    good = entry.read_bytes()
    header = good[:good.index(b"\n", len(loader._AST_CACHE_MAGIC)) + 1]
    entry.write_bytes(header + pickle.dumps(_Planted()))
    os.chmod(entry, 0o600)
    assert loader._library_ast(path) == _fresh(path)
    assert CALLED == []


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX file modes")
def test_an_entry_that_others_may_write_is_ignored(cache_dir, monkeypatch):
    path, entry = _write_entry(cache_dir, "lists")
    os.chmod(entry, 0o666)
    parsed = []
    real = loader.parse_program
    monkeypatch.setattr(loader, "parse_program", lambda *a: parsed.append(1) or real(*a))
    assert loader._library_ast(path) == _fresh(path)
    assert parsed == [1]


@pytest.mark.parametrize("kind", ["missing", "a file"])
def test_a_cache_folder_that_cannot_be_written_costs_only_time(tmp_path, monkeypatch, kind):
    folder = tmp_path / "nowhere"
    if kind == "a file":
        folder.write_text("not a folder")
    monkeypatch.setattr(loader, "_ast_cache_dir", lambda: str(folder))
    _forget()
    try:
        assert _answers(LISTS_PROGRAM)["c"] == pytest.approx(0.25, abs=1e-12)
        assert loader._library_ast(str(stdlib_path("lists"))) == _fresh(str(stdlib_path("lists")))
    finally:
        _forget()
    assert kind == "a file" or not folder.exists()


def test_an_edit_to_a_library_is_seen(cache_dir, tmp_path, monkeypatch):
    lib = tmp_path / "mylib.nesy"
    real_path = loader.stdlib_path
    monkeypatch.setattr(loader, "stdlib_path", lambda n: lib if n == "mylib" else real_path(n))
    text = ":- use_module(library(mylib)).\nquery(p(_)).\n"
    lib.write_text("0.3::p(1).\n")
    assert _answers(text) == pytest.approx({"p(1)": 0.3}, abs=1e-12)
    assert len(_entries(cache_dir, "mylib")) == 1
    _forget()  # a new process
    assert _answers(text) == pytest.approx({"p(1)": 0.3}, abs=1e-12)  # from the cache
    lib.write_text("0.3::p(1).\n0.6::p(2).\n")  # same length of name, new text
    _forget()
    assert _answers(text) == pytest.approx({"p(1)": 0.3, "p(2)": 0.6}, abs=1e-12)
    assert len(_entries(cache_dir, "mylib")) == 1  # the entry of the old text is gone
    lib.write_text("0.3::p(1).\r\n0.6::p(2).\r\n")  # line ends change nothing but the key
    _forget()
    assert _answers(text) == pytest.approx({"p(1)": 0.3, "p(2)": 0.6}, abs=1e-12)


def test_no_cache_when_switched_off(cache_dir):
    loader.AST_CACHE = False
    try:
        assert loader._library_ast(str(stdlib_path("lists"))).statements
    finally:
        loader.AST_CACHE = True
    assert not _entries(cache_dir, "lists")


def test_two_cli_runs_agree_and_the_second_reads_the_cache(tmp_path):
    """In fresh interpreters, as a user runs them: the first run writes the entries, the
    second reads them (a planted parse failure would show), and both print the hand-derived
    answers."""
    (tmp_path / "small.pl").write_text(LISTS_PROGRAM)
    cache = tmp_path / "tmp"
    cache.mkdir()
    env = dict(os.environ, PYTHONPATH=str(ROOT), TMPDIR=str(cache))
    code = ("import sys\nfrom nesylang.program import loader\n"
            "if sys.argv[1] == 'second':\n"
            "    def refuse(*a, **k): raise SystemExit('parsed a library')\n"
            "    loader.parse_program = refuse\n"
            "from nesylang.cli import main\nsys.exit(main(['query', 'small.pl']))\n")
    outs = []
    for run in ("first", "second"):
        proc = subprocess.run([sys.executable, "-c", code, run], cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        outs.append(proc.stdout)
        if run == "first":
            assert _entries(cache, "lists") and _entries(cache, "apply")
    assert outs[0] == outs[1]
    answers = dict(line.split(":") for line in outs[0].split("\n") if line.strip())
    assert {k.strip(): float(v) for k, v in answers.items()} == {
        "c": 0.25, "d(1)": 0.5, "d(2)": 0.5, "e(3)": 0.5, "e(0)": 0.5}


@pytest.mark.parametrize("value", ["off", "0", "False"])
def test_nesylang_cache_off_turns_it_off(cache_dir, monkeypatch, value):
    monkeypatch.setenv("NESYLANG_CACHE", value)
    assert loader._library_ast(str(stdlib_path("lists"))) == _fresh(str(stdlib_path("lists")))
    assert not _entries(cache_dir, "lists")
