"""Start-up of ``nesy query`` against ``problog`` on a one-fact program (or on given programs), run side by side.

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
``--program FILE`` (repeatable) runs those programs instead of the one-fact program, and
``--rules-set`` a set of small programs with rules and libraries (a 5-line program loading
library(lists) and 16 programs of ``tests/compat/programs`` under 40 lines); each round then runs
every command on every program in turn, and a summary gives each program's CPU medians and
their ratio, and how many programs nesylang is slower on.
``--before DIR`` adds ``python -m nesylang`` run from another checkout (PYTHONPATH=DIR), to
compare a change with the code before it; ``--tree NAME=DIR`` adds any other copy, such as one
installed with ``pip install --no-deps --target DIR .`` (which compiles its bytecode). Each of
those runs with its own ``TMPDIR``, so that their library caches do not evict each other.
"""
from __future__ import annotations

import argparse
import math
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


# session 23: small realistic programs with rules (issue 14, "Start-up")
SMALL_RULES = """:- use_module(library(lists)).
0.5::a. 0.5::b.
c :- a, b.
d(X) :- member(X, [1,2]), a.
query(c). query(d(_)).
"""
RULES_SET = ["hunt14c2_lists_select_chk", "hunt14c2_collect_votes", "hunt14c2_apply_maplist_sensors",
             "hunt14c2_lists_permutations", "hunt14c2_cards_draw", "hunt14c2_apply_include_exclude",
             "hunt14c2_subquery_cond", "hunt14c2_string_names", "hunt14c2_aggregate_salaries",
             "hunt14c2_scope_two_models", "hunt14c2_cut_priority_rules", "hunt14c2_lists_sampling_ad",
             "hunt14g_prism_msw_values_list", "hunt14g_ss_setof_bagof", "hunt14g_ss_meta_interpreter",
             "hunt14g_p99_graph_cycles"]  # each under 40 lines, ProbLog under 0.2 s CPU
PROGRAMS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "compat", "programs")


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
    ap.add_argument("--program", action="append", default=[], metavar="FILE",
                    help="run this program instead of the one-fact program (repeatable)")
    ap.add_argument("--rules-set", action="store_true",
                    help="small programs with rules and libraries (session 23): see RULES_SET")
    args = ap.parse_args()
    scratch = []
    programs = [os.path.abspath(p) for p in args.program]
    if args.rules_set:
        with tempfile.NamedTemporaryFile("w", suffix=".pl", prefix="small_rules_", delete=False) as f:
            f.write(SMALL_RULES)
        scratch.append(f.name)
        programs += [f.name] + [os.path.join(PROGRAMS, name + ".pl") for name in RULES_SET]
    if not programs:
        with tempfile.NamedTemporaryFile("w", suffix=".pl", delete=False) as f:
            f.write("0.5::a.\nquery(a).\n")
        scratch.append(f.name)
        programs = [f.name]
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
    nesy = [sys.executable, "-m", "nesylang", "query"]
    commands = {"nesy query": (nesy, env),
                "problog": ([os.path.join(os.path.dirname(sys.executable), "problog")], env)}
    # each other tree gets its own temporary folder: the library cache keeps one entry per
    # library and key, so trees with different parser sources would otherwise evict each other's
    # entry (and Lark's table) on every run, and each would re-parse its libraries
    if args.before:
        commands["nesy query (before)"] = (nesy, dict(env, PYTHONPATH=args.before,
                                                      TMPDIR=tempfile.mkdtemp(prefix="startup_tmp_")))
    for spec in args.tree:
        name, _, folder = spec.partition("=")
        commands[f"nesy query ({name})"] = (nesy, dict(env, PYTHONPATH=folder,
                                                       TMPDIR=tempfile.mkdtemp(prefix="startup_tmp_")))
    for program in programs:  # warm-up: caches (bytecode, Lark's grammar, parsed libraries) filled once
        for cmd, e in commands.values():
            run(cmd + [program], e)
    times: dict[tuple[str, str], list[tuple[float, float]]] = {(p, k): [] for p in programs for k in commands}
    for _ in range(args.rounds):
        for program in programs:
            for name, (cmd, e) in commands.items():
                times[program, name].append(run(cmd + [program], e))
    for name in scratch:
        os.unlink(name)
    if args.bytecode == "warm":
        shutil.rmtree(env["PYTHONPYCACHEPREFIX"], ignore_errors=True)
    for _, e in commands.values():
        if e.get("TMPDIR") != env.get("TMPDIR"):
            shutil.rmtree(e["TMPDIR"], ignore_errors=True)
    print(f"bytecode {args.bytecode}, {args.rounds} rounds, load average {os.getloadavg()[0]:.1f}")
    if len(programs) == 1:
        for name in commands:
            ts = times[programs[0], name]
            walls = sorted(w for w, _ in ts)
            cpus = sorted(c for _, c in ts)
            print(f"{name:22s} wall median {statistics.median(walls):.3f} s ({' '.join(f'{w:.2f}' for w in walls)}); "
                  f"CPU median {statistics.median(cpus):.3f} s ({' '.join(f'{c:.3f}' for c in cpus)})")
        return
    names = list(commands)
    print("CPU medians (s) per program; ratio: each nesylang command over problog")
    print(f"{'program':40s} " + " ".join(f"{n:>22s}" for n in names))
    ratios: dict[str, list[float]] = {n: [] for n in names if n != "problog"}
    for program in programs:
        med = {n: statistics.median(c for _, c in times[program, n]) for n in names}
        for n in ratios:
            ratios[n].append(med[n] / med["problog"])
        label = os.path.basename(program) if program not in scratch else "small.pl (SMALL_RULES)"
        print(f"{label:40s} " + " ".join(
            f"{med[n]:>13.3f}" + (f" ({med[n] / med['problog']:.2f}x)" if n != "problog" else " " * 8)
            for n in names))
    for n, rs in ratios.items():
        geo = math.exp(sum(math.log(r) for r in rs) / len(rs))
        print(f"{n}: geometric mean {geo:.2f}x problog, median {statistics.median(rs):.2f}x, "
              f"slower on {sum(r > 1 for r in rs)} of {len(rs)} (worst {max(rs):.2f}x)")

if __name__ == "__main__":
    main()
