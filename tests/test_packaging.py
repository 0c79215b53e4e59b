"""The installed package carries its grammar and standard library (a non-editable install
must work from any working directory)."""
from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

PROBE = """
import nesylang, json
p = nesylang.Program.from_string(':- use_module(library(lists)). q(X) :- member(X, [a, b]). query(q(_)).')
print(json.dumps({"file": nesylang.__file__, "answers": [a.atom for a in p.run_queries()]}))
"""


def test_installed_copy_runs_from_another_directory(tmp_path):
    try:
        importlib.metadata.distribution("nesylang")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("nesylang is not installed in this environment (CI installs it)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    import json

    result = json.loads(out.stdout)
    installed = Path(result["file"]).resolve()
    if REPO in installed.parents:
        pytest.skip("nesylang is installed in editable mode")
    assert result["answers"] == ["q(a)", "q(b)"]
