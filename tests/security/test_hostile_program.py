"""End to end: hostile program files run with ``nesy run`` and no --trust.

Each program tries one way to read or write outside its folder. Every run must fail with a
located error and no traceback, leave everything outside the program's folder (and the user's
own files inside it) exactly as it was, and never print a secret from the environment or from
a file outside.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ENV_SECRET = "FAKE-ENV-SECRET-5a1f"
FILE_SECRET = "FAKE-FILE-SECRET-9c3e"

LEARN = ('t(0.5)::coin.\n#data(train, jsonl("train.jsonl")).\n'
         "#learn using exact(data=train, progress=false, {opts}).\n")

ESCAPES = {
    "consult a file above": ":- consult('../secret.nesy').\n",
    "consult an absolute path": ":- consult('{parent}/secret.nesy').\n",
    "consult the environment": ":- consult('/proc/self/environ').\n",
    "consult standard input": ":- consult('/dev/stdin').\n",
    "consult through a symlink": ":- consult('up/secret.nesy').\n",
    "consult a linked file": ":- consult('secret_link.pl').\n",
    "data above": 't(0.5)::coin.\n#data(train, jsonl("../secret.nesy")).\n'
                  "#learn using exact(data=train, progress=false).\n",
    "tensors from /proc": '#tensors(t, npy("/proc/self/environ")).\n' + LEARN.format(opts="epochs=1"),
    "checkpoint above": LEARN.format(opts='checkpoint="../victim.txt"'),
    "history absolute": LEARN.format(opts='history="{parent}/victim.txt"'),
    "plot through a symlink": LEARN.format(opts='plot="up/victim.txt"'),
    "new file through a symlink": LEARN.format(opts='checkpoint="up/new.pt"'),
    "missing folder": LEARN.format(opts='history="made/up/h.json"'),
    "replace a user's file": LEARN.format(opts='checkpoint="notes.txt"'),
}


def snapshot(root: Path) -> dict[str, tuple[int, int, bytes]]:
    out = {}
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        for name in filenames + dirnames:
            p = Path(dirpath) / name
            st = os.lstat(p)
            content = p.read_bytes() if p.is_file() and not p.is_symlink() else b""
            out[str(p.relative_to(root))] = (st.st_mtime_ns, st.st_size, content)
    return out


@pytest.fixture()
def world(tmp_path):
    parent = tmp_path / "home"
    prog = parent / "downloaded"
    prog.mkdir(parents=True)
    (parent / "secret.nesy").write_text(f"'{FILE_SECRET}' oops.\n")
    (parent / "victim.txt").write_text("the user's precious file\n")
    (prog / "train.jsonl").write_text('{"query": "coin", "p": 0.8}\n')
    (prog / "notes.txt").write_text("the user's notes\n")
    os.symlink(parent, prog / "up")
    os.symlink(parent / "secret.nesy", prog / "secret_link.pl")
    return parent, prog


def test_hostile_programs_change_nothing_outside_and_leak_nothing(world):
    parent, prog = world
    env = dict(os.environ, NESY_FAKE_SECRET=ENV_SECRET, NESYLANG_CACHE=str(parent.parent / "cache"))
    for what, text in ESCAPES.items():
        (prog / "evil.nesy").write_text(text.format(parent=parent))
        before = snapshot(parent)
        before.pop("downloaded/evil.nesy")
        result = subprocess.run([sys.executable, "-m", "nesylang", "run", "evil.nesy"], cwd=prog, env=env,
                                input=f"{FILE_SECRET}.\n", capture_output=True, text=True, timeout=300)
        output = result.stdout + result.stderr
        assert result.returncode == 1, f"{what}: {output}"
        assert "evil.nesy:" in result.stderr and "error:" in result.stderr, f"{what}: {output}"
        assert "Traceback" not in output, f"{what}: {output}"
        assert ENV_SECRET not in output and FILE_SECRET not in output, f"{what}: {output}"
        after = snapshot(parent)
        after.pop("downloaded/evil.nesy")
        assert after == before, f"{what}: files changed: {set(after.items()) ^ set(before.items())}"
