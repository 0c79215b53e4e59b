"""Cyclic ProbLog programs (positive cycles among derived atoms) through nesylang and ProbLog 2.3,
side by side: probabilistic reachability on bidirectional k x k grids, on rings with chords, and
friends-and-smokers where everyone may influence everyone (one cyclic component).

Each (program, system) runs in its own subprocess with a wall-clock limit; the CPU time
(time.process_time) of load + ground + compile + evaluate is measured inside it, after a
small warm-up program (imports and first-call costs excluded on both sides); peak RSS is the subprocess's. nesylang runs ``Program.from_string(text).run_queries()``
twice per process: with its cycle breaking (``sdd.CYCLES = "break"``, the default) and, as the
"before" column, with the fixpoint iteration it used until session 10 (``"fixpoint"``), each in
its own process. ProbLog runs ``get_evaluatable().create_from(PrologString(text)).evaluate()``
(its default SDD path). Both print their answers; the script checks they agree to 1e-9.

    python benchmarks/cyclic_programs.py [--timeout 300] [--repeats 3]
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, {root!r})
system, text = sys.argv[1], sys.stdin.read()
WARM = "0.5::w(1). 0.5::w(2). r(X) :- w(X). r(X) :- r(Y), w(X), X > Y. query(r(2)).\n"  # lazy imports, first-call costs
if system == "problog":
    from problog import get_evaluatable
    from problog.program import PrologString
    get_evaluatable().create_from(PrologString(WARM)).evaluate()
    t = time.process_time()
    result = get_evaluatable().create_from(PrologString(text)).evaluate()
    answers = {{str(k): float(v) for k, v in result.items()}}
else:
    import torch; torch.set_num_threads(1)
    from nesylang.circuits import sdd
    from nesylang.session import Program
    sdd.CYCLES = "break" if system == "nesylang" else "fixpoint"
    Program.from_string(WARM).run_queries()
    t = time.process_time()
    answers = {{a.atom.replace(" ", ""): a.probability for a in Program.from_string(text).run_queries()}}
cpu = time.process_time() - t
print(json.dumps({{"cpu": cpu, "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "answers": answers}}))
"""


def grid(k: int) -> str:
    lines = []
    for i in range(k):
        for j in range(k):
            n = i * k + j
            if j + 1 < k:
                lines += [f"0.6::e({n},{n + 1}).", f"0.6::e({n + 1},{n})."]
            if i + 1 < k:
                lines += [f"0.6::e({n},{n + k}).", f"0.6::e({n + k},{n})."]
    return "\n".join(lines + ["p(X,Y) :- e(X,Y).", "p(X,Y) :- e(X,Z), p(Z,Y).", f"query(p(0,{k * k - 1}))."]) + "\n"


def ring(n: int) -> str:
    lines = [f"0.5::e({i},{(i + 1) % n})." for i in range(n)] + [f"0.3::e({i},{(i + 3) % n})." for i in range(n)]
    return "\n".join(lines + ["p(X,Y) :- e(X,Y).", "p(X,Y) :- e(X,Z), p(Z,Y).", f"query(p(0,{n // 2}))."]) + "\n"


def smokers(n: int) -> str:
    return (f"person(P) :- between(1, {n}, P).\n0.3::stress(X) :- person(X).\n"
            "0.2::inf(X, Y) :- person(X), person(Y), X \\= Y.\n"
            "smokes(X) :- stress(X).\nsmokes(X) :- inf(Y, X), smokes(Y).\nquery(smokes(1)).\n")


PROGRAMS = {"grid 3x3": grid(3), "grid 4x4": grid(4), "grid 5x5": grid(5), "ring 10": ring(10),
            "ring 20": ring(20), "ring 40": ring(40), "smokers 5": smokers(5), "smokers 6": smokers(6),
            "smokers 7": smokers(7), "smokers 8": smokers(8)}


def run(system: str, text: str, timeout: float):
    try:
        out = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT)), system], input=text,
                             capture_output=True, text=True, timeout=timeout,
                             env={"OMP_NUM_THREADS": "1", "PATH": "/usr/bin:/bin"})
    except subprocess.TimeoutExpired:
        return None
    if out.returncode != 0:
        raise RuntimeError(f"{system} failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--timeout", type=float, default=300.0, help="wall-clock seconds per run")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--only", nargs="*", default=None, help="program names (default: all)")
    args = ap.parse_args()
    rows = []
    print("| program | nesylang CPU s | before (fixpoint) CPU s | ProbLog 2.3 CPU s | nesylang / ProbLog | "
          "peak RSS MiB nesylang / ProbLog |")
    print("|---|---|---|---|---|---|")
    for name, text in PROGRAMS.items():
        if args.only and name not in args.only:
            continue
        res = {}
        for system in ("nesylang", "fixpoint", "problog"):
            runs = []
            for _ in range(args.repeats):
                r = run(system, text, args.timeout)
                if r is None:
                    break
                runs.append(r)
            res[system] = runs
        ref = (res["problog"] or res["fixpoint"] or [None])[0]
        for r in res["nesylang"]:
            if ref is not None:
                for k, p in ref["answers"].items():
                    assert abs(r["answers"][k] - p) <= 1e-9, (name, k, r["answers"][k], p)

        def cell(system):
            runs = res[system]
            if not runs:
                return f"did not finish in {args.timeout:.0f} s wall"
            return f"{statistics.median(r['cpu'] for r in runs):.3f}"

        def rss(system):
            return f"{max(r['rss_mb'] for r in res[system]):.0f}" if res[system] else "-"
        ratio = (f"{statistics.median(r['cpu'] for r in res['nesylang']) / statistics.median(r['cpu'] for r in res['problog']):.2f}"
                 if res["nesylang"] and res["problog"] else "-")
        print(f"| {name} | {cell('nesylang')} | {cell('fixpoint')} | {cell('problog')} | {ratio} | "
              f"{rss('nesylang')} / {rss('problog')} |", flush=True)
        rows.append({"program": name, **{s: res[s] and [r["cpu"] for r in res[s]] for s in res}})
    out = ROOT / "benchmarks" / "results" / "cyclic_programs.json"
    out.write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
