"""Autoload's index of which library defines what, kept on disk (``autoload._library_signatures``;
issue 14, "Start-up").

Finding the library of an undefined predicate used to unpickle every library's AST; the index
of signatures is now kept beside those ASTs, so a run reads only the library it autoloads from
(or none). These tests check the index against a scan of the library texts written here (not
the parser), whether it was read from disk or built from the ASTs; that an entry for other
library bytes, or one that another user owns or that others may write, is never used; and that
a run autoloading member/2 reads library(lists) alone.
"""
from __future__ import annotations

import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from nesylang.program import autoload, loader
from nesylang.program.database import ClauseDB
from nesylang.resources import stdlib_names, stdlib_path

ROOT = Path(__file__).resolve().parents[1]
SYMBOL_CHARS = set("+-*/\\^<>=~:.?@#&$")


# ---- a scan of the library texts, independent of the parser ------------------------------------
def _clause_texts(text: str) -> list[tuple[int, str]]:
    """(line, text) of each clause or directive: comments dropped, split at an end '.' (one
    followed by white space and not part of a symbol-char operator such as =..), outside
    quotes and brackets."""
    out, buf, line, start, depth, i, quote = [], [], 1, None, 0, 0, None
    while i < len(text):
        c = text[i]
        if quote:
            buf.append(c)
            if c == quote:
                if text[i + 1:i + 2] == quote:  # '' inside a quoted atom
                    buf.append(quote)
                    i += 1
                else:
                    quote = None
        elif c == "%":
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        elif c in "'\"`":
            quote = c
            buf.append(c)
        elif c in "([{":
            depth += 1
            buf.append(c)
        elif c in ")]}":
            depth -= 1
            buf.append(c)
        elif (c == "." and depth == 0 and (i + 1 == len(text) or text[i + 1].isspace())
              and (not buf or buf[-1] not in SYMBOL_CHARS)):
            out.append((start, "".join(buf).strip()))
            buf, start = [], None
        else:
            buf.append(c)
        if start is None and not c.isspace() and buf:
            start = line
        if c == "\n":
            line += 1
        i += 1
    assert not "".join(buf).strip(), "text after the last clause"
    return out


def _top_level_split(text: str, op: str) -> list[str]:
    """``text`` split at each ``op`` outside quotes and brackets."""
    parts, depth, quote, last, i = [], 0, None, 0, 0
    while i < len(text):
        c = text[i]
        if quote:
            quote = None if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif depth == 0 and text.startswith(op, i) and not (
                op == ":" and (text.startswith(":-", i) or text.startswith("::", i)
                               or text[i - 1:i] == ":")):
            parts.append(text[last:i])
            last = i + len(op)
            i += len(op)
            continue
        i += 1
    parts.append(text[last:])
    return parts


def _head_signature(head: str) -> tuple[str, int]:
    head = head.strip()
    infix = _top_level_split(head, ":")
    if len(infix) == 2:  # scope's C:G
        return (":", 2)
    if head.startswith("'"):
        end = head.index("'", 1)
        name, rest = head[1:end], head[end + 1:]
    else:
        n = 0
        while n < len(head) and (head[n].isalnum() or head[n] == "_"):
            n += 1
        name, rest = head[:n], head[n:]
    assert name and name[0].islower() or head.startswith("'"), head
    if not rest:
        return (name, 0)
    assert rest.startswith("(") and rest.endswith(")"), head
    return (name, len(_top_level_split(rest[1:-1], ",")))


def _scan(name: str) -> dict[tuple[str, int], list[int]]:
    """Library ``name``'s signatures (of each clause's first head), in order, each with the
    lines its clauses start on."""
    text = stdlib_path(name).read_text(encoding="utf-8")
    out: dict[tuple[str, int], list[int]] = {}
    for line, clause in _clause_texts(text):
        if clause.startswith(":-"):
            continue  # a directive
        head = _top_level_split(clause, ":-")[0]
        head = _top_level_split(head, ";")[0]  # an annotated disjunction's first head
        head = _top_level_split(head, "::")[-1]  # P::Head
        out.setdefault(_head_signature(head), []).append(line)
    return out


def _expected(explicit: bool) -> dict[tuple[str, int], tuple[str, list[int]]]:
    """First library wins, in name order; ProbLog's explicit-only libraries after the others,
    and only for hints; nlp4plp never."""
    names = [n for n in stdlib_names() if n not in autoload.EXPLICIT_ONLY and n not in autoload.NOT_INDEXED]
    if explicit:
        names += [n for n in stdlib_names() if n in autoload.EXPLICIT_ONLY]
    out: dict = {}
    for name in names:
        for sig, lines in _scan(name).items():
            out.setdefault(sig, (name, lines))
    return out


def test_the_scan_sees_what_the_libraries_are_known_to_define():
    # spot checks of the scan itself, read off the library files by hand
    lists = _scan("lists")
    assert ("member", 2) in lists and ("append", 3) in lists and ("sw_take_", 5) in lists
    assert _scan("scope") == {(":", 2): _lines_starting("scope", ("C:G", "L:G", "_:G"))}
    assert ("=>", 2) in _scan("collect") and len(_scan("collect")[("=>", 2)]) == 2
    assert _expected(False)[("member", 2)][0] == "lists"
    assert ("sum", 2) not in _expected(False) and _expected(True)[("sum", 2)][0] == "aggregate"
    assert ("max", 2) in _expected(False) and _expected(False)[("max", 2)][0] == "tensor"


def _lines_starting(name: str, starts: tuple[str, ...]) -> list[int]:
    """The lines of library ``name`` that start with one of ``starts`` (scope's five clauses,
    each on a line of its own)."""
    lines = stdlib_path(name).read_text(encoding="utf-8").splitlines()
    return [i for i, t in enumerate(lines, 1) if t.startswith(starts)]


# ---- the cache --------------------------------------------------------------------------------
def _forget() -> None:
    for f in (autoload.library_index, autoload._library_of, autoload._library_signatures, autoload._clauses,
              loader._library_ast, loader._library_sigs):
        f.cache_clear()


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    """A private cache folder, the cache on, and no index or library read in this process yet."""
    folder = tmp_path / "cache"
    folder.mkdir()
    monkeypatch.setattr(loader, "_ast_cache_dir", lambda: str(folder))
    monkeypatch.setattr(loader, "AST_CACHE", True)
    monkeypatch.setattr(autoload, "_READ_DISK", True)
    monkeypatch.delenv("NESYLANG_CACHE", raising=False)
    _forget()
    yield folder
    _forget()


def _index_entries(folder: Path) -> list[Path]:
    return sorted(folder.glob(".nesylang_libindex_*.pickle"))


def _no_library_read(monkeypatch) -> list[str]:
    """Record every library AST asked for from now on (and refuse to parse one)."""
    read: list[str] = []

    def spy(path):
        read.append(Path(path).stem)
        return real(path)
    real = loader._library_ast
    spy.cache_clear = real.cache_clear
    monkeypatch.setattr(loader, "_library_ast", spy)
    return read


def _lines(index) -> dict:
    return {sig: (lib, [c.span.line for c in clauses]) for sig, (lib, clauses) in index.items()}


@pytest.mark.parametrize("explicit", [False, True])
def test_the_index_built_and_the_index_read_from_disk_match_the_scan(cache_dir, monkeypatch, explicit):
    expected = _expected(explicit)
    built = autoload.library_index(explicit)  # built from the ASTs, and written
    assert len(_index_entries(cache_dir)) == 1
    assert _lines(built) == expected
    assert list(built) == list(expected)  # the same order (first library, then its clauses)
    _forget()
    read = _no_library_read(monkeypatch)
    for sig, (lib, _) in expected.items():
        assert autoload.autoloadable(sig) == (expected[sig][0] if explicit else _expected(True)[sig][0])
        assert autoload._library_of(explicit)[sig] == lib
    assert autoload._library_of(explicit) == {sig: lib for sig, (lib, _) in expected.items()}
    assert read == []  # from the index on disk: no library's AST was read
    assert _lines(autoload.library_index(explicit)) == expected
    assert list(autoload.library_index(explicit)) == list(expected)


def test_a_signature_no_library_defines_reads_no_library(cache_dir, monkeypatch):
    autoload.library_index()
    _forget()
    read = _no_library_read(monkeypatch)
    assert autoload.autoload(ClauseDB(), ("no_such_thing", 3)) is False
    assert autoload.autoloadable(("no_such_thing", 3)) is None
    assert autoload.autoloadable(("size", 2)) is None  # nlp4plp's: never indexed
    assert autoload.autoloadable(("sum", 2)) == "aggregate"  # a hint only
    assert autoload.autoload(ClauseDB(), ("sum", 2)) is False
    assert read == []


def test_autoloading_member_reads_lists_alone_and_adds_its_clauses(cache_dir, monkeypatch):
    autoload.library_index()
    _forget()
    read = _no_library_read(monkeypatch)
    db = ClauseDB()
    assert autoload.autoload(db, ("member", 2)) is True
    assert read == ["lists"]
    lines = [c.span.line for c in db.clauses[("member", 2)]]
    assert lines == _scan("lists")[("member", 2)] and len(lines) == 2
    assert autoload.MARK + "member/2" in db.libraries
    # a predicate the program defines is left alone
    own = ClauseDB()
    own.clauses[("append", 3)] = []
    assert autoload.autoload(own, ("append", 3)) is False


def test_the_cache_off_builds_the_index_in_memory_and_writes_nothing(cache_dir, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", "off")
    assert _lines(autoload.library_index(True)) == _expected(True)
    assert autoload.autoloadable(("member", 2)) == "lists"
    assert _index_entries(cache_dir) == []


def _planted(cache_dir: Path, mapping_change: dict) -> Path:
    """Write the index, then replace its content with a well-formed one in which some
    signatures moved (keeping the name and the header); returns the entry."""
    autoload.library_index()
    (entry,) = _index_entries(cache_dir)
    _forget()
    signatures = dict(autoload._library_signatures())
    for name, sigs in mapping_change.items():
        signatures[name] = sigs + signatures[name]
    header = loader._ast_cache_header(entry)
    entry.write_bytes(header + pickle.dumps(signatures))
    os.chmod(entry, 0o600)
    _forget()
    return entry


def test_a_planted_entry_of_ones_own_is_read(cache_dir):
    # the control for the two tests below: the planted content is what the index then says
    _planted(cache_dir, {"apply": (("member", 2),)})
    assert autoload.autoloadable(("member", 2)) == "apply"


def test_a_world_writable_entry_is_ignored(cache_dir):
    entry = _planted(cache_dir, {"apply": (("member", 2),)})
    os.chmod(entry, 0o666)
    assert autoload.autoloadable(("member", 2)) == "lists"
    os.chmod(entry, 0o620)  # group-writable: ignored too
    _forget()
    assert autoload.autoloadable(("member", 2)) == "lists"


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="giving a file away needs root")
def test_an_entry_of_another_owner_is_ignored(cache_dir):
    entry = _planted(cache_dir, {"apply": (("member", 2),)})
    os.chown(entry, 12345, 12345)
    assert autoload.autoloadable(("member", 2)) == "lists"


@pytest.mark.parametrize("damage", ["garbage", "wrong header", "a class", "missing library", "not tuples"])
def test_a_corrupt_or_malformed_entry_is_ignored_and_replaced(cache_dir, damage):
    autoload.library_index()
    (entry,) = _index_entries(cache_dir)
    good = entry.read_bytes()
    header = loader._ast_cache_header(entry)
    _forget()
    if damage == "garbage":
        entry.write_bytes(header + b"\x00\xff not a pickle" * 20)
    elif damage == "wrong header":
        entry.write_bytes(b"nesylang library ast 0\n" + good[len(loader._AST_CACHE_MAGIC):])
    elif damage == "a class":  # a pickle that would call a function: refused, not run
        marker = cache_dir / "ran"
        payload = pickle.dumps(_Call(marker))
        entry.write_bytes(header + payload)
    elif damage == "missing library":
        signatures = dict(autoload._library_signatures())
        del signatures["lists"]
        _forget()
        entry.write_bytes(header + pickle.dumps(signatures))
    else:
        signatures = {k: list(v) for k, v in autoload._library_signatures().items()}
        _forget()
        entry.write_bytes(header + pickle.dumps(signatures))
    assert _lines(autoload.library_index(True)) == _expected(True)
    assert autoload.autoloadable(("member", 2)) == "lists"
    if damage == "a class":
        assert not (cache_dir / "ran").exists()
    assert entry.read_bytes() == good  # rewritten


class _Call:
    def __init__(self, marker):
        self.marker = str(marker)

    def __reduce__(self):
        return (Path.touch, (Path(self.marker),))


def test_an_edited_library_gets_an_entry_of_another_name(cache_dir, tmp_path, monkeypatch):
    # a copy of the libraries stands in for the shipped ones
    folder = tmp_path / "stdlib"
    shutil.copytree(stdlib_path("lists").parent, folder)
    monkeypatch.setattr(autoload, "stdlib_path", lambda n: folder / f"{n}.nesy")
    monkeypatch.setattr(autoload, "stdlib_names", lambda: sorted(p.stem for p in folder.glob("*.nesy")))
    assert autoload.autoloadable(("brand_new", 1)) is None
    (first,) = _index_entries(cache_dir)
    with open(folder / "lists.nesy", "a", encoding="utf-8") as f:
        f.write("brand_new(1).\n")
    _forget()
    assert autoload.autoloadable(("brand_new", 1)) == "lists"
    db = ClauseDB()
    assert autoload.autoload(db, ("brand_new", 1)) is True and len(db.clauses[("brand_new", 1)]) == 1
    (second,) = _index_entries(cache_dir)  # the old entry is gone
    assert second.name != first.name
    # and going back to the old text gives the old name again
    (folder / "lists.nesy").write_bytes(stdlib_path("lists").read_bytes())
    _forget()
    assert autoload.autoloadable(("brand_new", 1)) is None
    assert [p.name for p in _index_entries(cache_dir)] == [first.name]


def test_a_consistent_looking_but_wrong_entry_still_autoloads_the_right_clauses(cache_dir, monkeypatch):
    # an entry of one's own that sends member/2 to a library without it (apply, before lists):
    # autoload notices, and
    # builds the index from the ASTs
    _planted(cache_dir, {"apply": (("member", 2),)})
    db = ClauseDB()
    assert autoload.autoload(db, ("member", 2)) is True
    assert [c.span.line for c in db.clauses[("member", 2)]] == _scan("lists")[("member", 2)]
    assert autoload.autoloadable(("member", 2)) == "lists"


def test_a_consistent_looking_but_wrong_entry_still_gives_the_right_index(cache_dir):
    _planted(cache_dir, {"apply": (("member", 2),)})
    assert _lines(autoload.library_index(True)) == _expected(True)
    assert autoload.autoloadable(("member", 2)) == "lists"


# ---- a real run ---------------------------------------------------------------------------------
RUN = """
import sys
from pathlib import Path
from nesylang.program import loader
read = []
real = loader._library_ast
def spy(path):
    read.append(Path(path).stem)
    return real(path)
loader._library_ast = spy
from nesylang.cli import main
code = main(['query', sys.argv[1]])
print('READ', ' '.join(read))
sys.exit(code)
"""


def _run(program: Path, tmp: Path) -> tuple[str, list[str]]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TMPDIR=str(tmp), OMP_NUM_THREADS="1")
    env.pop("NESYLANG_CACHE", None)
    proc = subprocess.run([sys.executable, "-c", RUN, str(program)], cwd=program.parent, capture_output=True, check=False,
                          text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    *lines, read = proc.stdout.strip().splitlines()
    return "\n".join(lines), read.split()[1:]


def test_a_run_that_autoloads_member_reads_library_lists_alone(tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    program = tmp_path / "p.pl"
    # P(q) = 1 - (1 - 0.5)(1 - 0.3) = 0.65; maybe: try_call of an undefined goal fails, so none
    program.write_text("0.5::p(1). 0.3::p(2).\nq :- member(X, [1, 2]), p(X).\n"
                       "maybe(X) :- try_call(undefined_goal(X)).\nmaybe(none).\n"
                       "query(q). query(maybe(_)).\n")
    first, read_first = _run(program, tmp)  # writes the index (reading every library)
    assert sorted(set(read_first)) == sorted(n for n in stdlib_names() if n not in autoload.NOT_INDEXED)
    again, read = _run(program, tmp)
    assert again == first
    words = again.split()
    assert dict(zip(words[::2], words[1::2])) == {"q:": "0.65", "maybe(none):": "1"}
    assert read == ["lists"]
