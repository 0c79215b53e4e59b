"""Answers print exactly as ProbLog 2.3 prints them (session 23, issue 14): the text, not the term.

``test_compat.py`` compares answers as terms; here the printed text is compared with ProbLog's:

- the session's compat programs (``programs/compat23_*.pl``) through both command lines:
  ``nesy query FILE`` against ``problog FILE`` (ProbLog's CLI, run as ``python -m problog``);
- every operator atom of the table that both systems read, as the operand of infix and prefix
  operators, as an argument and as a list item, bound at run time;
- terms of the seeded generator of ``test_term_corpus.py`` (operators of every priority, quoted
  atoms, numbers, strings, lists, partial lists, variables), as each system answers them.

Skipped when ProbLog is not installed.
"""
from __future__ import annotations

import random
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from nesylang.cli import main
from nesylang.errors import NesyError
from nesylang.session import Program

HERE = Path(__file__).resolve().parent
PROGRAMS = sorted((HERE / "programs").glob("compat23_*.pl"))


def _cli_answers(text: str) -> dict:
    """``atom: probability`` lines of a CLI's output (both pad the atom on the left)."""
    out = {}
    for line in text.splitlines():
        if ":\t" in line:
            atom, p = line.rsplit(":\t", 1)
            out[atom.strip()] = float(p)
    return out


def _problog_text(program: str) -> list[str] | None:
    from problog import get_evaluatable
    from problog.program import PrologString

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            result = get_evaluatable().create_from(PrologString(program)).evaluate()
        except Exception:  # noqa: BLE001 - ProbLog refuses the program
            return None
    return sorted(str(atom) for atom in result)


def _nesylang_text(program: str) -> list[str] | None:
    try:
        return sorted(a.atom for a in Program.from_string(program, autoload=False).run_queries())
    except NesyError:
        return None


def test_there_are_compat23_programs():
    assert len(PROGRAMS) >= 4


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.name)
def test_cli_prints_answers_as_problogs_cli(path, capsys):
    pytest.importorskip("problog")
    theirs = subprocess.run([sys.executable, "-m", "problog", str(path)], capture_output=True, text=True,
                            timeout=300)
    assert theirs.returncode == 0, theirs.stderr
    expected = _cli_answers(theirs.stdout)
    assert expected, f"{path.name}: ProbLog printed no answer"
    assert main(["query", str(path)]) == 0
    got = _cli_answers(capsys.readouterr().out)
    assert sorted(got) == sorted(expected)
    for atom, p in expected.items():
        assert abs(got[atom] - p) <= 1e-6, (atom, got[atom], p)  # as printed (8 digits here)


# every operator atom both systems read in parentheses (ProbLog reads `(\=@=)` as `\+`, and
# both refuse `(,)` and `(|)`)
OPERATOR_ATOMS = [":-", "-->", ";", "->", "*->", "::", "=", "\\=", "==", "\\==", "@<", "@>", "@=<", "@>=",
                  "=..", "is", "=:=", "=\\=", "<", ">", "=<", ">=", ":", "+", "-", "/\\", "\\/", "xor", "*",
                  "/", "//", "rem", "mod", "div", "rdiv", "<<", ">>", "**", "^", "\\+", "\\", "=>", "as",
                  "=@=", "><", "not", "!", "[]", "?", "~", "#"]
FORMS = ["A:x", "x:A", "A-1", "1-A", "f(A)", "[A]", "[A|A]", "-A", "\\\\A", "(A,b)", "(b;A)", "A^2", "2^A",
         "(A is 2)", "(2 = A)", "A*A", "(A->b)", "(A=A)", "(A =.. b)", "A/2", "(A-->b)", "(A mod 2)",
         "f(A,-A)", "A+A", "- (A-1)", "-(A)", "\\A", "+A", "(A xor A)"]


def test_operator_atoms_print_as_problog_prints_them():
    pytest.importorskip("problog")
    lines = [f"a({i}, ({op}))." for i, op in enumerate(OPERATOR_ATOMS)]
    lines += [f"t({j}, I, X) :- a(I, A), X = {form}." for j, form in enumerate(FORMS)]
    program = "\n".join(lines) + "\nquery(t(_, _, _)).\n"
    expected = _problog_text(program)
    assert expected is not None and len(expected) == len(OPERATOR_ATOMS) * len(FORMS)
    assert _nesylang_text(program) == expected


@pytest.mark.parametrize("seed", [1, 2])
def test_generated_terms_print_as_problog_prints_them(seed):
    pytest.importorskip("problog")
    sys.path.insert(0, str(HERE))
    try:
        from test_term_corpus import generate
    finally:
        sys.path.remove(str(HERE))
    rng = random.Random(seed)
    compared, differences = 0, []
    for _ in range(150):
        term = generate(rng)
        if "'.'" in term:  # '.'(a, []) is the list [a] here (a documented difference)
            continue
        program = f"t(1, {term}).\nquery(t(1, _)).\n"
        theirs = _problog_text(program)
        if theirs is None:
            continue
        ours = _nesylang_text(program)
        compared += 1
        if ours != theirs:
            differences.append(f"{term}\n    nesylang: {ours}\n    ProbLog:  {theirs}")
    assert compared >= 100
    assert not differences, "\n".join(differences[:20])
