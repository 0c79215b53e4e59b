"""Start-up of ``nesy query`` against ``problog`` on a one-fact program, run side by side.

Each round runs every command once, in turn (interleaved, so that the machine's load falls on
all of them alike), and records wall time and CPU time (user + system, from ``wait4``) of the
child process. Prints the median and the sorted runs of each command.

    python benchmarks/startup.py                    # 10 rounds
    python benchmarks/startup.py --rounds 5 --before /tmp/old_tree   # also an older source tree

``--before DIR`` adds ``python -m nesylang`` run from another checkout (PYTHONPATH=DIR), to
compare a change with the code before it. Bytecode caching follows the environment: run it
once with ``PYTHONDONTWRITEBYTECODE=1`` and once with it unset (and ``PYTHONPYCACHEPREFIX``
set to a scratch folder), since an editable checkout without ``__pycache__`` recompiles every
module on every run, while an installed ProbLog has its bytecode.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run(cmd: list[str], env: dict) -> tuple[float, float]:
    start = time.perf_counter()
    # from a neutral folder: ``python -m`` puts the current folder first on sys.path
    proc = subprocess.Popen(cmd, env=env, cwd=tempfile.gettempdir(), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"{' '.join(cmd)} failed")
    return wall, usage.ru_utime + usage.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--before", help="an older nesylang source tree to compare with")
    args = ap.parse_args()
    with tempfile.NamedTemporaryFile("w", suffix=".pl", delete=False) as f:
        f.write("0.5::a.\nquery(a).\n")
    env = dict(os.environ)
    commands = {"nesy query": ([sys.executable, "-m", "nesylang", "query", f.name], env),
                "problog": ([os.path.join(os.path.dirname(sys.executable), "problog"), f.name], env)}
    if args.before:
        commands["nesy query (before)"] = ([sys.executable, "-m", "nesylang", "query", f.name],
                                           dict(env, PYTHONPATH=args.before))
    for cmd, e in commands.values():  # warm-up: caches (bytecode, Lark's grammar) filled once
        run(cmd, e)
    times: dict[str, list[tuple[float, float]]] = {k: [] for k in commands}
    for _ in range(args.rounds):
        for name, (cmd, e) in commands.items():
            times[name].append(run(cmd, e))
    os.unlink(f.name)
    print(f"PYTHONDONTWRITEBYTECODE={os.environ.get('PYTHONDONTWRITEBYTECODE', '')!r}, "
          f"load average {os.getloadavg()[0]:.1f}")
    for name, ts in times.items():
        walls = sorted(w for w, _ in ts)
        cpus = sorted(c for _, c in ts)
        print(f"{name:22s} wall median {statistics.median(walls):.2f} s ({' '.join(f'{w:.2f}' for w in walls)}); "
              f"CPU median {statistics.median(cpus):.2f} s")


if __name__ == "__main__":
    main()
