"""The ``nesy`` command line, in-process through ``nesylang.cli.main`` and once as a subprocess.

Expected probabilities are derived by hand (or by enumerating worlds in the test).
"""
from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from nesylang.cli import main

ROOT = Path(__file__).resolve().parents[1]

# P(c) = P(a or b) = 1 - 0.7 * 0.5 = 0.65
OR_PROGRAM = "0.3::a.\n0.5::b.\nc :- a; b.\nquery(c).\n"
# p(1,2) = 0.3, p(2,3) = 0.6, p(1,3) = 0.3 * 0.6 = 0.18
PATH_PROGRAM = "0.3::e(1,2).\n0.6::e(2,3).\np(X,Y) :- e(X,Y).\np(X,Y) :- e(X,Z), p(Z,Y).\n"
# Two proofs of q: {a, c} with 0.9 * 0.8 = 0.72 and {b} with 0.5; the best is {a, c}.
EXPLAIN_PROGRAM = "0.9::a.\n0.5::b.\n0.8::c.\nq :- a, c.\nq :- b.\nquery(q).\n"
ALARM_FACTS = {"burglary": 0.1, "earthquake": 0.2}
MPE_PROGRAM = ("0.1::burglary.\n0.2::earthquake.\nalarm :- burglary.\nalarm :- earthquake.\n"
               "evidence(alarm, true).\n")
BAD_PROGRAM = "a.\nb :- a\nc.\n"  # the full stop after "b :- a" is missing: "c" on line 3 is unexpected


@pytest.fixture
def write(tmp_path):
    def _write(name: str, text: str) -> str:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)

    return _write


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as e:  # argparse usage errors
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


def test_query_json_is_one_object(capsys, write):
    f = write("or.nesy", OR_PROGRAM)
    code, out, err = run_cli(capsys, "query", f, "--format", "json")
    assert code == 0, err
    result = json.loads(out)
    assert set(result) == {"c"}
    assert result["c"] == pytest.approx(0.65, abs=1e-9)


def test_query_given_on_the_command_line(capsys, write):
    f = write("path.nesy", PATH_PROGRAM)
    code, out, err = run_cli(capsys, "query", f, "p(X,Y)", "--format", "json")
    assert code == 0, err
    assert json.loads(out) == pytest.approx({"p(1,2)": 0.3, "p(2,3)": 0.6, "p(1,3)": 0.18}, abs=1e-9)
    code, out, err = run_cli(capsys, "query", f, "p(1,Y)", "--format", "json")
    assert code == 0, err
    assert json.loads(out) == pytest.approx({"p(1,2)": 0.3, "p(1,3)": 0.18}, abs=1e-9)


def test_query_text_format(capsys, write):
    f = write("or.nesy", OR_PROGRAM)
    code, out, err = run_cli(capsys, "query", f)
    assert code == 0, err
    (line,) = out.strip().splitlines()
    atom, value = line.split(":")
    assert atom.strip() == "c" and float(value) == pytest.approx(0.65, abs=1e-6)


def test_query_with_command_line_evidence(capsys, write):
    f = write("or.nesy", OR_PROGRAM)
    # P(c | not a) = P(b) = 0.5; P(a | c) = 0.3 / 0.65
    code, out, err = run_cli(capsys, "query", f, "c", "-e", "\\+a", "--format", "json")
    assert code == 0, err
    assert json.loads(out)["c"] == pytest.approx(0.5, abs=1e-9)
    code, out, err = run_cli(capsys, "query", f, "a", "--evidence", "c", "--format", "json")
    assert code == 0, err
    assert json.loads(out)["a"] == pytest.approx(0.3 / 0.65, abs=1e-9)


def test_run(capsys, write):
    f = write("or.nesy", OR_PROGRAM)
    code, out, err = run_cli(capsys, "run", f, "--format", "json")
    assert code == 0, err
    assert json.loads(out) == pytest.approx({"c": 0.65}, abs=1e-9)


def test_check_good_file(capsys, write):
    f = write("or.nesy", OR_PROGRAM)
    code, out, err = run_cli(capsys, "check", f)
    assert code == 0, err
    assert err == ""
    assert out.strip().endswith(f"{f}: ok")


def _assert_error_output(err: str, path: str, line: int, column: int, source_line: str) -> None:
    lines = err.splitlines()
    assert lines[0].startswith(f"{path}:{line}:{column}: error:"), err
    assert source_line in lines, err
    caret = lines[lines.index(source_line) + 1]
    assert caret.index("^") == column - 1, err
    assert "Traceback" not in err


@pytest.mark.parametrize("command", ["check", "query", "run", "ground", "explain", "mpe"])
def test_syntax_error_exit_code_and_message(capsys, write, command):
    f = write("bad.nesy", BAD_PROGRAM)
    code, out, err = run_cli(capsys, command, f)
    assert code == 1
    _assert_error_output(err, f, 3, 1, "c.")


def test_probability_error_is_located(capsys, write):
    f = write("prob.nesy", "0.5::a.\n1.5::b.\nquery(a).\n")
    code, out, err = run_cli(capsys, "query", f)
    assert code == 1
    _assert_error_output(err, f, 2, 1, "1.5::b.")


def test_recursion_limit_flag(capsys, write):
    f = write("deep.nesy", "p(X) :- p(s(X)).\nquery(p(a)).\n")
    code, out, err = run_cli(capsys, "query", f, "--recursion-limit", "50")
    assert code == 1
    assert err.startswith(f"{f}:1:"), err
    assert "Traceback" not in err


def test_traceback_flag(capsys, write):
    f = write("bad.nesy", BAD_PROGRAM)
    code, out, err = run_cli(capsys, "check", f, "--traceback")
    assert code == 1
    assert "Traceback" in err
    assert f"{f}:3:1: error:" in err


def test_unknown_query_predicate(capsys, write):
    f = write("or.nesy", OR_PROGRAM)
    code, out, err = run_cli(capsys, "query", f, "nosuch(X)")
    assert code == 1
    assert "nosuch/1" in err and "Traceback" not in err


def test_missing_file(capsys, tmp_path):
    code, out, err = run_cli(capsys, "query", str(tmp_path / "absent.nesy"))
    assert code == 1
    assert "absent.nesy" in err and "Traceback" not in err


@pytest.mark.parametrize("argv", [
    ["query", "FILE", "--bogus"],
    ["frobnicate"],
    ["query", "FILE", "--format", "xml"],
    ["query", "FILE", "--recursion-limit", "many"],
])
def test_bad_command_line_exits_2(capsys, write, argv):
    f = write("or.nesy", OR_PROGRAM)
    code, out, err = run_cli(capsys, *[f if a == "FILE" else a for a in argv])
    assert code == 2
    assert "Traceback" not in err
    assert "error" in err


def test_ground_mentions_the_query(capsys, write):
    f = write("path.nesy", PATH_PROGRAM)
    code, out, err = run_cli(capsys, "ground", f, "p(1,3)")
    assert code == 0, err
    assert any("p(1,3)" in line and "query" in line for line in out.splitlines()), out
    assert "e(1,2)" in out and "e(2,3)" in out  # the choices the query depends on


def test_ground_program_queries(capsys, write):
    f = write("or.nesy", OR_PROGRAM)
    code, out, err = run_cli(capsys, "ground", f)
    assert code == 0, err
    assert any(line.startswith("query c") for line in out.splitlines()), out


def _parse_proof(line: str) -> tuple[str, set[str], float]:
    head, rest = line.split(" :- ", 1)
    body, prob = rest.split("% P =")
    literals = {x.strip() for x in body.strip().rstrip(".").split(",")}
    return head, literals, float(prob)


def test_explain(capsys, write):
    f = write("explain.nesy", EXPLAIN_PROGRAM)
    code, out, err = run_cli(capsys, "explain", f, "q")
    assert code == 0, err
    (line,) = out.strip().splitlines()
    head, literals, prob = _parse_proof(line)
    assert head == "q"
    assert literals == {"a", "c"}
    assert prob == pytest.approx(0.72, abs=1e-6)


def test_explain_uses_program_queries(capsys, write):
    f = write("explain.nesy", EXPLAIN_PROGRAM)
    code, out, err = run_cli(capsys, "explain", f)
    assert code == 0, err
    (line,) = out.strip().splitlines()
    assert _parse_proof(line)[1:] == ({"a", "c"}, pytest.approx(0.72, abs=1e-6))


def _brute_force_mpe():
    best = None
    for b, e in itertools.product((True, False), repeat=2):
        if not (b or e):  # the evidence: alarm is true
            continue
        w = 1.0
        for name, value in (("burglary", b), ("earthquake", e)):
            w *= ALARM_FACTS[name] if value else 1 - ALARM_FACTS[name]
        if best is None or w > best[0]:
            best = (w, {"burglary": b, "earthquake": e})
    return best


def test_mpe(capsys, write):
    f = write("mpe.nesy", MPE_PROGRAM)
    code, out, err = run_cli(capsys, "mpe", f)
    assert code == 0, err
    prob, world = _brute_force_mpe()  # no burglary, an earthquake: 0.9 * 0.2 = 0.18
    lines = out.strip().splitlines()
    assert lines[0].startswith("% P =")
    assert float(lines[0].split("=")[1]) == pytest.approx(prob, abs=1e-6)
    expected = {f"{k}." if v else f"\\+{k}." for k, v in world.items()}
    assert set(lines[1:]) == expected


def test_version(capsys):
    code, out, err = run_cli(capsys, "--version")
    assert code == 0
    assert out.startswith("nesylang ")


def test_subprocess(tmp_path):
    f = tmp_path / "or.nesy"
    f.write_text(OR_PROGRAM, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "nesylang", "query", str(f), "--format", "json"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == pytest.approx({"c": 0.65}, abs=1e-9)

    bad = tmp_path / "bad.nesy"
    bad.write_text(BAD_PROGRAM, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "nesylang", "check", str(bad)],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 1
    _assert_error_output(proc.stderr, str(bad), 3, 1, "c.")
    assert proc.stdout == ""


def test_evidence_neither_true_nor_false_is_ignored_with_a_located_warning(capsys, write):
    # ProbLog 2.3 grounds `evidence(A, 0.7)` as "maybe" evidence and does not condition on it.
    # With only evidence(burglary): P(alarm) = 1 - (1 - 0.9)(1 - 0.8 * 0.2) = 0.916 (conditioning
    # on alarm as well would give 1, on earthquake 0.98).
    f = write("maybe.pl", "0.3::burglary.\n0.2::earthquake.\n0.9::alarm :- burglary.\n"
                          "0.8::alarm :- earthquake.\nevidence(burglary, true).\n"
                          "evidence(alarm, 0.7).\nevidence(earthquake, none).\nquery(alarm).\n")
    code, out, err = run_cli(capsys, "query", f, "--format", "json")
    assert code == 0
    assert json.loads(out)["alarm"] == pytest.approx(0.916)
    assert f"warning: {f}:6:1: evidence/2's second argument 0.7 is neither true nor false" in err
    assert f"warning: {f}:7:1: evidence/2's second argument none is neither" in err
