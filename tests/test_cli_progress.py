"""Training shows progress in a log too (issue 13): when standard error is a pipe or a file,
where tqdm's bar stays silent, every learner that trains over epochs through the shared loop
(exact, EXAL) prints one plain line per epoch, and one every few seconds within a long epoch.

The coin below has ten tosses, seven heads. Before the first step every query has P = 0.5, so
epoch 1's mean loss (one minibatch of all ten, read before its update) is -ln 0.5 = ln 2 =
0.6931; no coin does better than P = 0.7, whose loss is the entropy -(0.7 ln 0.7 + 0.3 ln 0.3)
= 0.6109, so every later epoch's loss lies between the two.
"""
from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LN2 = math.log(2)
ENTROPY = -(0.7 * math.log(0.7) + 0.3 * math.log(0.3))
EPOCH = re.compile(r"^% epoch (\d+)/(\d+): loss (\d+\.\d{4}), (\d+) queries/s, (\d+\.\d) s elapsed$")


def _coin(folder: Path, learner: str) -> Path:
    with open(folder / "d.jsonl", "w") as f:
        for i in range(10):
            f.write(json.dumps({"query": "heads", "p": 1.0 if i < 7 else 0.0}) + "\n")
    path = folder / "coin.nesy"
    path.write_text(f't(0.5)::heads.\n#data(d, jsonl("d.jsonl")).\n#learn heads/0 using {learner}.\nquery(heads).\n')
    return path


def _run(folder: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "nesylang", "run", "coin.nesy"], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=300)


def _piped_epochs(folder: Path, learner: str) -> tuple[subprocess.CompletedProcess, list]:
    """``nesy run`` of the coin program with ``learner``, its output piped: the result and the
    epoch-line matches after the first line (which names the learner and the directive)."""
    _coin(folder, learner)
    result = _run(folder)
    assert result.returncode == 0, result.stderr
    lines = result.stderr.splitlines()
    assert lines[0] == f"% learning with {learner.split('(')[0]} (coin.nesy:3)..."
    return result, [EPOCH.match(line) for line in lines[1:]]


def test_piped_nesy_run_prints_a_line_per_epoch(tmp_path):
    result, epochs = _piped_epochs(tmp_path, "exact(data=d, epochs=3, batch_size=10, lr=0.3)")
    epochs = epochs[:3]
    assert all(epochs), result.stderr
    assert [(int(m[1]), int(m[2])) for m in epochs] == [(1, 3), (2, 3), (3, 3)]
    losses = [float(m[3]) for m in epochs]
    assert losses[0] == pytest.approx(LN2, abs=1e-4)
    assert ENTROPY < losses[2] < losses[1] < losses[0]
    elapsed = [float(m[5]) for m in epochs]
    assert elapsed == sorted(elapsed)
    # then the report, whose last epoch is the last line's
    report = next(line for line in result.stdout.splitlines() if line.startswith("% exact: 3 epoch(s)"))
    assert f"loss {losses[2]:.4f}" in report


def test_progress_false_prints_no_epoch_lines(tmp_path):
    _coin(tmp_path, "exact(data=d, epochs=3, batch_size=10, lr=0.3, progress=false)")
    result = _run(tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == ["% learning with exact (coin.nesy:3)..."]


def test_piped_exal_prints_a_line_per_epoch(tmp_path):
    _, epochs = _piped_epochs(tmp_path, "exal(data=d, epochs=2, batch_size=5, lr=0.3, samples=4)")
    assert [(int(m[1]), int(m[2])) for m in epochs if m] == [(1, 2), (2, 2)]


def test_a_long_epoch_prints_running_lines(tmp_path, monkeypatch, capsys):
    """Within an epoch a line every LINES_EVERY seconds (0 here: at every minibatch); the
    first minibatch (two examples, P = 0.5 each) has running loss ln 2."""
    from nesylang.neural import training
    from nesylang.session import Program

    monkeypatch.setattr(training, "LINES_EVERY", 0.0)
    _coin(tmp_path, "exact(data=d, epochs=1, batch_size=2, lr=0.3)")
    p = Program.from_file(tmp_path / "coin.nesy")
    p.run()
    err = capsys.readouterr().err.splitlines()
    running = [line for line in err if "minibatch" in line]
    assert [re.match(r"% epoch 1/1: minibatch (\d)/5,", line)[1] for line in running] == ["1", "2", "3", "4"]
    assert running[0].startswith(f"% epoch 1/1: minibatch 1/5, running loss {LN2:.4f},")
    assert EPOCH.match(err[-1]) and err[-1].startswith("% epoch 1/1: loss ")
