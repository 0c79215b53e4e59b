"""Start-up stays light: ``import nesylang`` and ``nesy query`` on a one-fact program load none of
the heavy libraries (torch, numpy, Lark, the REPL's prompt_toolkit and pygments, scikit-learn,
clingo), which a fresh interpreter would otherwise spend a large share of its start-up on
(benchmarks/startup.py, issue 14). Each check runs in its own interpreter, since this test
process has long since imported them all."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("torch", "numpy", "lark", "prompt_toolkit", "pygments", "sklearn", "clingo", "scipy")


def _modules_after(code: str, tmp_path: Path) -> tuple[str, set[str]]:
    """Run ``code`` in a fresh interpreter; return its standard output and the top-level names
    of the modules it ended with."""
    script = code + "\nimport json, sys\nprint(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))\n"
    proc = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    assert proc.returncode == 0, proc.stderr
    *lines, modules = proc.stdout.strip().splitlines()
    return "\n".join(lines), set(json.loads(modules))


def test_import_nesylang_loads_no_heavy_library(tmp_path):
    _, modules = _modules_after("import nesylang", tmp_path)
    assert "nesylang" in modules
    assert not modules & set(HEAVY), sorted(modules & set(HEAVY))


def test_query_of_one_fact_loads_no_heavy_library(tmp_path):
    (tmp_path / "one.pl").write_text("0.5::a.\nquery(a).\n")
    out, modules = _modules_after(
        "from nesylang.cli import main\nassert main(['query', 'one.pl']) == 0", tmp_path)
    assert out.split() == ["a:", "0.5"]  # P(a) = 0.5: the query really ran
    assert not modules & set(HEAVY), sorted(modules & set(HEAVY))
    assert "pysdd" in modules  # the query was compiled to an SDD, not answered some other way


def test_query_of_a_large_circuit_loads_neither_numpy_nor_torch(tmp_path):
    """A circuit too large to export at once (over ``FLATTEN_UP_TO`` edges) is counted by PySDD,
    its weights handed over in an ``array.array``: importing numpy for them cost more than the
    rest of a small program's run (hunt14h_bn_19, a 30-node network with evidence: 0.34 s against
    ProbLog's 0.19 s on the command line, 0.21 s without it). Lark may be loaded (it reads the
    program when no bytecode of the generated parser is cached), so only numpy and torch are
    checked. P(age | evidence) is ProbLog 2.3's answer (the corpus test compares all of them)."""
    program = ROOT / "tests" / "compat" / "programs" / "hunt14h_bn_19.pl"
    out, modules = _modules_after(
        "import nesylang.circuits.sdd as sdd\n"
        "calls = []\n"
        "inner = sdd._wmc_log\n"
        "sdd._wmc_log = lambda *a: calls.append(1) or inner(*a)\n"
        "from nesylang.cli import main\n"
        f"assert main(['query', {str(program)!r}]) == 0\n"
        "assert calls, 'the circuit was exported: this test no longer reaches the counter'", tmp_path)
    assert ["age:", "0.020120947"] in [line.split() for line in out.splitlines()]
    assert not modules & {"numpy", "torch"}, sorted(modules & {"numpy", "torch"})


def test_one_subcommand_parser_matches_the_full_parser():
    """``nesy query ...`` builds only the query subcommand's parser: it must read every option
    as the full parser does (``nesy --help`` lists all subcommands)."""
    from nesylang.cli import build_parser, command_parser

    argv = ["query", "p.nesy", "a", "b", "-e", "\\+c", "--proofs", "3", "--format", "json",
            "--time-limit", "off", "--max-ground-nodes", "5", "--trust"]
    full = vars(build_parser().parse_args(argv))
    alone = vars(command_parser("query").parse_args(argv[1:]))
    assert alone == full
    assert full["queries"] == ["a", "b"] and full["evidence"] == ["\\+c"] and full["time_limit"] is None
    for name in ("run", "check", "ground", "explain", "mpe", "repl"):
        args = [] if name == "repl" else ["p.nesy"]
        assert vars(command_parser(name).parse_args(args)) == vars(build_parser().parse_args([name] + args))
