"""Issue 14: Python externs and library(db) need trust, and without it nothing of theirs runs.

``:- use_module('x.py').`` runs Python code and library(db) reads files through Python, so a
program file from someone else may do neither: the refusal is a located error that says how to
allow it, raised before the module is read or run (the module here writes a marker file the
moment it is imported, and the marker never appears).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import nesylang
from nesylang.errors import DirectiveError

HOSTILE = """import pathlib
pathlib.Path(__file__).with_name("RAN").write_text("the module ran")
from nesylang.extern import problog_export

@problog_export("-int")
def answer():
    return 42
"""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "hostile.py").write_text(HOSTILE)
    (tmp_path / "data.csv").write_text("a,b\n1,2\n")
    return tmp_path


@pytest.mark.parametrize("directive, says", [
    (":- use_module('hostile.py').", "use_module('hostile.py') would run Python code"),
    (":- use_module(hostile).", "use_module('hostile.py') would run Python code"),  # found as ProbLog does
    (":- use_module('hostile.py', [answer/1]).", "would run Python code"),
    (":- use_module(library(db)).", "library(db) reads CSV and SQLite files through Python"),
])
def test_refused_without_trust_and_nothing_runs(folder, directive, says):
    path = folder / "prog.pl"
    path.write_text(f"a.\n{directive}\nquery(a).\n")
    with pytest.raises(DirectiveError) as info:
        nesylang.Program.from_file(path)
    assert says in info.value.message and "--trust" in info.value.message
    assert (info.value.line, info.value.column) == (2, 4)
    assert not (folder / "RAN").exists()


def test_a_consulted_file_cannot_load_python_either(folder):
    (folder / "inner.pl").write_text(":- use_module('hostile.py').\n")
    path = folder / "prog.pl"
    path.write_text(":- consult('inner.pl').\nquery(a).\na.\n")
    with pytest.raises(DirectiveError) as info:
        nesylang.Program.from_file(path)
    assert info.value.filename.endswith("inner.pl") and "--trust" in info.value.message
    assert not (folder / "RAN").exists()


def test_the_cli_refuses_without_trust_and_runs_with_it(folder):
    path = folder / "prog.pl"
    path.write_text(":- use_module('hostile.py').\nq(X) :- answer(X).\nquery(q(_)).\n")
    cmd = [sys.executable, "-m", "nesylang", "run", str(path)]
    refused = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert refused.returncode != 0 and "--trust" in refused.stderr and "Traceback" not in refused.stderr
    assert not (folder / "RAN").exists()
    trusted = subprocess.run(cmd[:-1] + ["--trust", str(path)], capture_output=True, text=True, timeout=120)
    assert trusted.returncode == 0, trusted.stderr
    assert "q(42)" in trusted.stdout and (folder / "RAN").exists()
