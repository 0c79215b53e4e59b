"""Differential test for what needs trust: Python externs and library(db) answer as in ProbLog 2.3.

Each ``*.pl`` program in ``tests/compat/trusted/`` loads a Python module written for ProbLog
(``strings_ext.py``, ``from problog.extern import ...``), a CSV file or an SQLite database. The
folder is copied to a temporary folder, where the SQLite database is built with ``sqlite3``
(a binary file is not committed); then every program runs through ProbLog and through nesylang
with ``trust=True``, and every answer must agree to within 1e-9. Skipped without ProbLog.
Without trust, nothing of this runs: see ``tests/security/test_externs_need_trust.py``.
"""
from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from test_compat import TOLERANCE, _answer_term, problog_answers

FOLDER = Path(__file__).resolve().parent / "trusted"
PROGRAMS = sorted(p.name for p in FOLDER.glob("*.pl"))

SHOP = """
CREATE TABLE item(name TEXT, price INTEGER);
INSERT INTO item VALUES ('tea', 3), ('cake', 7), ('jam', 5);
CREATE TABLE preference(customer TEXT, item TEXT, p REAL);
INSERT INTO preference VALUES ('ann', 'tea', 0.9), ('ann', 'cake', 0.4), ('bob', 'jam', 0.6), ('bob', 'cake', 0.7);
CREATE TABLE budget(customer TEXT, amount INTEGER);
INSERT INTO budget VALUES ('ann', 6), ('bob', 8);
"""


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("trusted") / "programs"
    shutil.copytree(FOLDER, target, ignore=shutil.ignore_patterns("__pycache__"))
    conn = sqlite3.connect(target / "shop.sqlite")
    conn.executescript(SHOP)
    conn.commit()
    conn.close()
    return target


def test_the_trusted_corpus_covers_externs_and_db():
    assert {"ext_det.pl", "ext_nondet_prob.pl", "ext_raw.pl", "db_csv.pl", "db_sqlite.pl"} <= set(PROGRAMS)


@pytest.mark.parametrize("name", PROGRAMS)
def test_same_answers_as_problog_under_trust(folder, name):
    pytest.importorskip("problog")
    from nesylang.session import Program

    path = folder / name
    expected = problog_answers(path)
    program = Program.from_file(path, autoload=False, trust=True)
    got = {_answer_term(a): a.probability for a in program.run_queries()}
    assert expected, f"{name}: ProbLog gives no answer; the program tests nothing"
    assert set(got) == set(expected), (f"{name}: only nesylang {sorted(map(str, set(got) - set(expected)))}, "
                                       f"only ProbLog {sorted(map(str, set(expected) - set(got)))}")
    for atom, p in expected.items():
        assert abs(got[atom] - p) <= TOLERANCE, f"{name}: {atom}: nesylang {got[atom]!r}, ProbLog {p!r}"
