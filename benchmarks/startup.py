"""Start-up of ``nesy query`` against ``problog`` on a one-fact program, run side by side.

Each round runs every command once, in turn (interleaved, so that the machine's load falls on
all of them alike), and records wall time and CPU time (user + system of the child, from
``getrusage(RUSAGE_CHILDREN)`` before and after) of the child process. Prints the median and
the sorted runs of each command.

    python benchmarks/startup.py                          # 11 rounds, bytecode cached (warm)
    python benchmarks/startup.py --bytecode cold          # nesylang compiled at every run
    python benchmarks/startup.py --rounds 5 --before /tmp/old_tree   # also an older source tree

``--bytecode warm`` (the normal case) gives every command a bytecode cache in a scratch folder
(``PYTHONPYCACHEPREFIX``), filled by the warm-up run. ``--bytecode cold`` sets
``PYTHONDONTWRITEBYTECODE=1`` with no prefix, as in the agents' environment: an editable
checkout without ``__pycache__`` then recompiles every nesylang module on every run, while the
installed ProbLog (and the standard library) read their bytecode from ``__pycache__``.
``--before DIR`` adds ``python -m nesylang`` run from another checkout (PYTHONPATH=DIR), to
compare a change with the code before it; ``--tree NAME=DIR`` adds any other copy, such as one
installed with ``pip install --no-deps --target DIR .`` (which compiles its bytecode).
"""
from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(cmd: list[str], env: dict) -> tuple[float, float]:
    cpu = _children_cpu()
    start = time.perf_counter()
    # from a neutral folder: ``python -m`` puts the current folder first on sys.path
    proc = subprocess.run(cmd, env=env, cwd=tempfile.gettempdir(), stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed")
    return wall, _children_cpu() - cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--bytecode", choices=("warm", "cold"), default="warm",
                    help="warm: bytecode cached in a scratch folder; cold: none written (nesylang compiled each run)")
    ap.add_argument("--before", help="an older nesylang source tree to compare with")
    ap.add_argument("--tree", action="append", default=[], metavar="NAME=DIR",
                    help="also run nesylang from DIR (a source tree, or a `pip install --target DIR` copy)")
    args = ap.parse_args()
    with tempfile.NamedTemporaryFile("w", suffix=".pl", delete=False) as f:
        f.write("0.5::a.\nquery(a).\n")
    env = dict(os.environ)
    env.pop("PYTHONPYCACHEPREFIX", None)
    if args.bytecode == "warm":
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="startup_pyc_")
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        here = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "nesylang")
        if os.path.isdir(os.path.join(here, "__pycache__")):
            print(f"note: {here}/__pycache__ exists, so nesylang's bytecode is read: not a cold start")
    commands = {"nesy query": ([sys.executable, "-m", "nesylang", "query", f.name], env),
                "problog": ([os.path.join(os.path.dirname(sys.executable), "problog"), f.name], env)}
    if args.before:
        commands["nesy query (before)"] = ([sys.executable, "-m", "nesylang", "query", f.name],
                                           dict(env, PYTHONPATH=args.before))
    for spec in args.tree:
        name, _, folder = spec.partition("=")
        commands[f"nesy query ({name})"] = ([sys.executable, "-m", "nesylang", "query", f.name],
                                            dict(env, PYTHONPATH=folder))
    for cmd, e in commands.values():  # warm-up: caches (bytecode, Lark's grammar) filled once
        run(cmd, e)
    times: dict[str, list[tuple[float, float]]] = {k: [] for k in commands}
    for _ in range(args.rounds):
        for name, (cmd, e) in commands.items():
            times[name].append(run(cmd, e))
    os.unlink(f.name)
    if args.bytecode == "warm":
        shutil.rmtree(env["PYTHONPYCACHEPREFIX"], ignore_errors=True)
    print(f"bytecode {args.bytecode}, {args.rounds} rounds, load average {os.getloadavg()[0]:.1f}")
    for name, ts in times.items():
        walls = sorted(w for w, _ in ts)
        cpus = sorted(c for _, c in ts)
        print(f"{name:22s} wall median {statistics.median(walls):.3f} s ({' '.join(f'{w:.2f}' for w in walls)}); "
              f"CPU median {statistics.median(cpus):.3f} s ({' '.join(f'{c:.3f}' for c in cpus)})")


if __name__ == "__main__":
    main()
