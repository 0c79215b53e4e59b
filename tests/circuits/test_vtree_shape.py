"""The vtree's shape (``sdd.VTREE = "auto"``): right-linear, as ProbLog's, for small managers;
balanced for large ones, whose right-linear vtree would overflow the C stack in SDD's apply
(about 48 KB per vtree level; benchmarks/README.md, session 17).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from nesylang.circuits import sdd

ROOT = Path(__file__).resolve().parents[2]


def test_small_managers_are_right_linear_and_large_ones_balanced():
    assert sdd.VTREE == "auto"
    assert sdd._vtree_type(1) == "right"
    assert sdd._vtree_type(sdd.RIGHT_LINEAR_UP_TO) == "right"
    assert sdd._vtree_type(sdd.RIGHT_LINEAR_UP_TO + 1) == "balanced"
    mgr = sdd._take_manager(5, minimize=False)
    vtree = mgr.vtree()
    for _ in range(4):  # right-linear: every left child is a leaf
        assert vtree.left().is_leaf()
        vtree = vtree.right()
    assert vtree.is_leaf()


TOGGLE = """
0.1::flip(T) :- between(1, {n}, T).
state(0, off).
state(T, S) :- T > 0, T1 is T - 1, state(T1, S0), next(T, S0, S).
next(T, off, on) :- flip(T).
next(T, off, off) :- \\+ flip(T).
next(T, on, off) :- flip(T).
next(T, on, on) :- \\+ flip(T).
query(state({n}, on)).
"""


@pytest.mark.parametrize("n", [40, 300])
def test_a_long_toggle_chain_compiles_without_crashing(n):
    """A state that toggles at each flip: an XOR of n variables, numbered in chain order. With a
    right-linear vtree over 300 variables this crashed the process (SIGSEGV: C stack); so it
    runs in a child process. Hand-derived: P(an odd number of n flips of probability p) is
    (1 - (1 - 2p)^n) / 2."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from nesylang.session import Program; "
            "print(repr(Program.from_string(sys.argv[2], autoload=False).run_queries()[0].probability))")
    done = subprocess.run([sys.executable, "-c", code, str(ROOT), TOGGLE.format(n=n)], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert float(done.stdout.strip()) == pytest.approx((1 - 0.8 ** n) / 2, abs=1e-12)


def test_right_linear_only_where_the_thread_has_the_stack_for_it():
    """Another thread's stack is known only if it was set (else taken as macOS's 512 KB: 5
    levels of about 48 KB, with half the stack spare); there a 40-variable chain gets a balanced
    vtree and answers as on the main thread, where it is right-linear. Run in a child process,
    as a stack overflow would kill it. By hand: 1 MB / 2 / 48 KB = 10 levels."""
    code = (
        "import sys, threading; sys.path.insert(0, sys.argv[1])\n"
        "from nesylang.circuits import sdd\n"
        "from nesylang.session import Program\n"
        "out = {}\n"
        "def run(name):\n"
        "    out[name] = (sdd._safe_levels(), sdd._vtree_type(40),\n"
        "                 Program.from_string(sys.argv[2], autoload=False).run_queries()[0].probability)\n"
        "threading.stack_size(512 * 1024)\n"
        "t = threading.Thread(target=run, args=('small',)); t.start(); t.join()\n"
        "threading.stack_size(1 << 20)\n"
        "t = threading.Thread(target=run, args=('one_mb',)); t.start(); t.join()\n"
        "run('main')\n"
        "print(repr(out))\n")
    done = subprocess.run([sys.executable, "-c", code, str(ROOT), TOGGLE.format(n=40)], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    out = eval(done.stdout.strip())
    assert out["small"][:2] == (5, "balanced") and out["one_mb"][:2] == (10, "balanced")
    assert out["main"][1] == "right" and out["main"][0] >= 40
    for levels, shape, p in out.values():
        assert p == pytest.approx((1 - 0.8 ** 40) / 2, abs=1e-12)
