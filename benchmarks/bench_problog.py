"""nesylang against ProbLog 2.3, in one run on the same machine.

1. DeepProbLog's multi-digit addition program with fixed-weight digit ADs, N = 1, 2, 3 digits
   per number: ground + compile + evaluate one query, each system in a fresh subprocess (so
   peak memory is the process's own), wall time and peak RSS.
2. The golden programs (tests/programs/*.nesy that ProbLog can read): in-process inference
   time (load + ground + compile + evaluate), summed over programs, median of repeats.

    python benchmarks/bench_problog.py                # everything (ProbLog N=3 takes minutes)
    python benchmarks/bench_problog.py --max-n 2      # quicker

Results go to benchmarks/results/problog_compare.json and are printed as a Markdown table.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))


CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, {root!r}); sys.path.insert(0, {here!r})
import multi_addition
system, n = sys.argv[1], int(sys.argv[2])
text = multi_addition.program(n)
t0 = time.perf_counter()
if system == "nesylang":
    import nesylang
    answers = nesylang.Program.from_string(text).run_queries()
    result = {{a.atom: a.probability for a in answers}}
else:
    from problog.program import PrologString
    from problog import get_evaluatable
    result = {{str(k): v for k, v in get_evaluatable("sdd").create_from(PrologString(text)).evaluate().items()}}
seconds = time.perf_counter() - t0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({{"seconds": seconds, "peak_mib": peak, "result": result}}))
"""


def run_child(system: str, n: int, timeout: float) -> dict:
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONHASHSEED="0")
    code = CHILD.format(root=str(ROOT), here=str(HERE))
    started = time.perf_counter()
    try:
        out = subprocess.run([sys.executable, "-c", code, system, str(n)], capture_output=True, text=True,
                             timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return {"seconds": None, "timeout": timeout, "wall": time.perf_counter() - started}
    if out.returncode != 0:
        raise RuntimeError(f"{system} N={n} failed:\n{out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def golden_programs() -> list[Path]:
    out = []
    for path in sorted((ROOT / "tests" / "programs").glob("*.nesy")):
        text = path.read_text()
        if "expect-error" in text or "#" in re.sub(r"%.*", "", text):
            continue  # error programs and nesylang-only directives
        if "expect:" not in text:
            continue
        out.append(path)
    return out


def time_golden(paths: list[Path], repeats: int) -> dict:
    """Per program: load (parse + clause database) and inference (ground + compile +
    evaluate the program's queries given its evidence), timed separately, for both systems.
    Each repetition loads afresh, so no compiled circuit is reused."""
    import nesylang
    from problog import get_evaluatable
    from problog.engine import DefaultEngine
    from problog.program import PrologString

    def nesy_load(path):
        return nesylang.load(str(path))

    def nesy_infer(program):
        return program.run_queries()

    def problog_load(path):
        engine = DefaultEngine()
        return engine, engine.prepare(PrologString(path.read_text()))

    def problog_infer(loaded):
        engine, db = loaded
        return get_evaluatable("sdd").create_from(db, engine=engine).evaluate()

    systems = {"nesylang": (nesy_load, nesy_infer), "problog": (problog_load, problog_infer)}
    usable = []
    for p in paths:  # keep the programs both systems run
        try:
            for load, infer in systems.values():
                infer(load(p))
            usable.append(p)
        except Exception as e:  # noqa: BLE001 - report and skip
            print(f"  skipped {p.name}: {type(e).__name__}: {str(e)[:80]}", file=sys.stderr)
    totals = {f"{k}_{part}": [] for k in systems for part in ("load", "infer")}
    for _ in range(repeats):
        for name, (load, infer) in systems.items():
            t_load = t_infer = 0.0
            for p in usable:
                t0 = time.perf_counter()
                loaded = load(p)
                t1 = time.perf_counter()
                infer(loaded)
                t2 = time.perf_counter()
                t_load += t1 - t0
                t_infer += t2 - t1
            totals[f"{name}_load"].append(t_load)
            totals[f"{name}_infer"].append(t_infer)
    med = {k: statistics.median(v) for k, v in totals.items()}
    return {"programs": len(usable), "repeats": repeats, **{f"{k}_s": v for k, v in med.items()},
            "infer_ratio": med["problog_infer"] / med["nesylang_infer"],
            "total_ratio": (med["problog_load"] + med["problog_infer"]) / (med["nesylang_load"] + med["nesylang_infer"])}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-n", type=int, default=3)
    ap.add_argument("--repeats", type=int, default=3, help="runs per (system, N) for N < 3")
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--skip-golden", action="store_true")
    args = ap.parse_args()
    import problog

    report = {"machine": {"python": platform.python_version(), "cpus": os.cpu_count(),
                          "problog": getattr(problog, "__version__", "2.3")}, "addition": [], "golden": None}
    for n in range(1, args.max_n + 1):
        reps = args.repeats if n < 3 else 1
        row = {"n": n}
        for system in ("nesylang", "problog"):
            runs = [run_child(system, n, args.timeout) for _ in range(reps)]
            secs = [r["seconds"] for r in runs if r.get("seconds") is not None]
            row[system] = {"median_s": statistics.median(secs) if secs else None,
                           "peak_mib": max(r.get("peak_mib", 0) for r in runs),
                           "result": runs[0].get("result")}
            print(f"N={n} {system}: {row[system]['median_s']} s, peak {row[system]['peak_mib']:.0f} MiB",
                  file=sys.stderr)
        a, b = row["nesylang"]["result"], row["problog"]["result"]
        row["agree"] = bool(a and b and all(abs(a[k] - b[k]) < 1e-9 for k in a))
        if row["nesylang"]["median_s"] and row["problog"]["median_s"]:
            row["speedup"] = row["problog"]["median_s"] / row["nesylang"]["median_s"]
        report["addition"].append(row)
    if not args.skip_golden:
        report["golden"] = time_golden(golden_programs(), args.repeats)
    out = HERE / "results" / "problog_compare.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(report, indent=2))
    print("| N | nesylang (s) | ProbLog (s) | speedup | nesylang peak (MiB) | ProbLog peak (MiB) | same answer |")
    print("|---|---|---|---|---|---|---|")
    for row in report["addition"]:
        nl, pl = row["nesylang"], row["problog"]
        print(f"| {row['n']} | {nl['median_s']:.3f} | {pl['median_s']:.3f} | {row.get('speedup', float('nan')):.1f}x "
              f"| {nl['peak_mib']:.0f} | {pl['peak_mib']:.0f} | {'yes' if row['agree'] else 'NO'} |")
    g = report["golden"]
    if g:
        print(f"\nGolden programs ({g['programs']}, median of {g['repeats']} runs, summed):")
        print("| part | nesylang (s) | ProbLog (s) | ProbLog / nesylang |")
        print("|---|---|---|---|")
        print(f"| inference (ground + compile + evaluate) | {g['nesylang_infer_s']:.3f} | {g['problog_infer_s']:.3f} "
              f"| {g['infer_ratio']:.1f}x |")
        print(f"| load (parse + clause database) | {g['nesylang_load_s']:.3f} | {g['problog_load_s']:.3f} "
              f"| {g['problog_load_s'] / g['nesylang_load_s']:.1f}x |")
        print(f"| total | {g['nesylang_load_s'] + g['nesylang_infer_s']:.3f} | "
              f"{g['problog_load_s'] + g['problog_infer_s']:.3f} | {g['total_ratio']:.1f}x |")


if __name__ == "__main__":
    main()
