"""Every program of the ProbLog compatibility corpus (tests/compat/programs/*.pl) through
nesylang and through ProbLog 2.3, side by side: per program the CPU time of load + ground +
compile + evaluate (time.process_time, median of repeats), and the 10 programs where nesylang
is slowest relative to ProbLog.

Each system runs in its own subprocess (its imports are paid once, outside the timings), one
torch thread, the same program files, ProbLog through ``get_evaluatable().create_from(
PrologFile(path), propagate_evidence=True).evaluate()`` (its default SDD path with evidence
propagated, as its command line and tests/compat run it; so does nesylang) and nesylang through
``Program.from_file(path, autoload=False).run_queries()`` with a fresh Program per repeat (so
no compiled-circuit cache is reused).

    python benchmarks/problog_corpus.py --repeats 5

Results go to benchmarks/results/problog_corpus.json and are printed as a Markdown table.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CORPUS = ROOT / "tests" / "compat" / "programs"

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, {root!r})
system, repeats, paths = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
if system == "nesylang":
    import torch; torch.set_num_threads(1)
    from nesylang.session import Program
    def run(p):
        return len(Program.from_file(p, autoload=False).run_queries())
else:
    from problog import get_evaluatable
    from problog.program import PrologFile
    def run(p):
        return len(get_evaluatable().create_from(PrologFile(p), propagate_evidence=True).evaluate())
out = {{}}
for p in paths:
    times = []
    for _ in range(repeats):
        t0 = time.process_time()
        run(p)
        times.append(time.process_time() - t0)
    out[p] = times
print(json.dumps({{"times": out, "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}}))
"""


def measure(system: str, paths: list[str], repeats: int) -> dict:
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONHASHSEED="0")
    code = CHILD.format(root=str(ROOT))
    done = subprocess.run([sys.executable, "-c", code, system, str(repeats), *paths],
                          capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--top", type=int, default=10)
    args = ap.parse_args()
    paths = [str(p) for p in sorted(CORPUS.glob("*.pl"))]
    nesy = measure("nesylang", paths, args.repeats)
    plog = measure("problog", paths, args.repeats)
    rows = []
    for p in paths:
        n, q = statistics.median(nesy["times"][p]), statistics.median(plog["times"][p])
        rows.append({"program": Path(p).name, "nesylang_s": n, "problog_s": q, "ratio": n / q if q > 0 else float("inf")})
    rows.sort(key=lambda r: -r["ratio"])
    total_n = sum(r["nesylang_s"] for r in rows)
    total_q = sum(r["problog_s"] for r in rows)
    slower = sum(1 for r in rows if r["ratio"] > 1)
    result = {"programs": len(rows), "repeats": args.repeats, "total_nesylang_s": total_n,
              "total_problog_s": total_q, "programs_slower_than_problog": slower,
              "peak_mib": {"nesylang": nesy["peak_mib"], "problog": plog["peak_mib"]}, "rows": rows}
    out = HERE / "results" / "problog_corpus.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(result, indent=1))
    print(f"{len(rows)} programs, median of {args.repeats} CPU times each; total nesylang "
          f"{total_n:.3f} s, ProbLog {total_q:.3f} s; nesylang slower on {slower}")
    print("| program | nesylang CPU s | ProbLog CPU s | ratio |\n|---|---|---|---|")
    for r in rows[: args.top]:
        print(f"| {r['program']} | {r['nesylang_s']:.4f} | {r['problog_s']:.4f} | {r['ratio']:.2f} |")


if __name__ == "__main__":
    main()
