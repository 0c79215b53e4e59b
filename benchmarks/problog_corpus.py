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

Results go to benchmarks/results/problog_corpus.json (``--out NAME.json`` for another file in
benchmarks/results/) and are printed as a Markdown table.

``--interleave`` keeps both children alive and alternates them program by program (nesylang's
repeats of one program, then ProbLog's, then the next program), so that both systems run each
program under the same machine load; by default each system runs the whole corpus in turn, as
the earlier recorded runs did. The work per program is the same either way.

``--glob PATTERN`` measures only the matching programs of the corpus; ``--limit S`` (with
``--interleave``) stops any run past S CPU seconds and lists that program as time-boxed,
outside the totals:

    python benchmarks/problog_corpus.py --interleave --repeats 3 --limit 30 --out speed22_corpus_after.json
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
import json, os, resource, sys, time
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
# CPU s per run, 0: none. A watchdog thread reads the CPU clock twice a second and interrupts
# the run past it (an ITIMER_PROF timer would do it in C, but with one armed this sandbox's
# CPU clock counts in 4 ms ticks: a 2 ms program then reads 0 or 4 ms)
LIMIT = float(os.environ.get("CORPUS_CPU_LIMIT", "0") or 0)
deadline = [None]
if LIMIT:
    import _thread, threading
    def watch():
        while True:
            time.sleep(0.5)
            d = deadline[0]
            if d is not None and time.process_time() > d:
                deadline[0] = "fired"
                _thread.interrupt_main()
    threading.Thread(target=watch, daemon=True).start()
def timed(p):
    times = []
    for _ in range(repeats):
        t0 = time.process_time()
        try:
            deadline[0] = t0 + LIMIT if LIMIT else None
            run(p)
            over = deadline[0] == "fired"
            deadline[0] = None
        except BaseException:
            if deadline[0] != "fired":
                raise
            over = True
        if over:  # time-boxed: this program's remaining repeats are skipped
            deadline[0] = None
            return [None]
        times.append(time.process_time() - t0)
    return times
if paths == ["-"]:  # interleaved: one program per line on stdin, its times on the original stdout
    out = os.fdopen(os.dup(1), "w")
    sys.stdout.flush()
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)  # the programs' own output (write/1) is dropped
    for line in sys.stdin:
        out.write(json.dumps(timed(line.rstrip("\n"))) + "\n")
        out.flush()
    out.write(json.dumps({{"peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}}) + "\n")
    out.flush()
else:
    out = {{p: timed(p) for p in paths}}
    print(json.dumps({{"times": out, "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}}))
"""


def measure(system: str, paths: list[str], repeats: int) -> dict:
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONHASHSEED="0")
    code = CHILD.format(root=str(ROOT))
    done = subprocess.run([sys.executable, "-c", code, system, str(repeats), *paths],
                          capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure_interleaved(paths: list[str], repeats: int, limit: float = 0.0) -> dict[str, dict]:
    """Both systems' children alive at once, alternated program by program (see --interleave):
    {system: {"times": {path: [CPU s, ...]}, "peak_mib": ...}} as :func:`measure` returns.
    ``limit`` > 0 time-boxes each run at that many CPU seconds: a run over it is stopped and the
    program's times are ``[None]`` for that system (its other repeats are skipped)."""
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONHASHSEED="0",
               CORPUS_CPU_LIMIT=str(limit or 0))
    code = CHILD.format(root=str(ROOT))
    systems = ("nesylang", "problog")
    kids = {s: subprocess.Popen([sys.executable, "-c", code, s, str(repeats), "-"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
            for s in systems}
    out: dict[str, dict] = {s: {"times": {}} for s in systems}
    try:
        for p in paths:
            for s in systems:
                kids[s].stdin.write(p + "\n")
                kids[s].stdin.flush()
                out[s]["times"][p] = _read_json(kids[s], list)
        for s in systems:
            kids[s].stdin.close()
            out[s]["peak_mib"] = _read_json(kids[s], dict)["peak_mib"]
            if kids[s].wait() != 0:
                raise RuntimeError(f"the {s} child failed")
    finally:
        for k in kids.values():
            if k.poll() is None:
                k.kill()
    return out


def _read_json(kid, kind):
    line = kid.stdout.readline()
    if not line:
        raise RuntimeError("a benchmark child ended early")
    value = json.loads(line)
    if not isinstance(value, kind):
        raise RuntimeError(f"unexpected reply from a benchmark child: {line!r}")
    return value


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--interleave", action="store_true",
                    help="alternate the two systems program by program (the same load for both)")
    ap.add_argument("--out", default="problog_corpus.json",
                    help="file name under benchmarks/results/ (default problog_corpus.json)")
    ap.add_argument("--glob", default="*.pl",
                    help="which programs of tests/compat/programs/ (default *.pl, all of them)")
    ap.add_argument("--limit", type=float, default=0.0,
                    help="with --interleave: stop a run past this many CPU seconds and leave the "
                         "program out of the totals, listed as time-boxed (default 0: no limit)")
    args = ap.parse_args()
    paths = [str(p) for p in sorted(CORPUS.glob(args.glob))]
    load_before = os.getloadavg()
    if args.interleave:
        both = measure_interleaved(paths, args.repeats, args.limit)
        nesy, plog = both["nesylang"], both["problog"]
    else:
        nesy = measure("nesylang", paths, args.repeats)
        plog = measure("problog", paths, args.repeats)
    rows, boxed = [], []
    for p in paths:
        a, b = nesy["times"][p], plog["times"][p]
        if None in a or None in b:
            boxed.append({"program": Path(p).name, "nesylang_s": None if None in a else statistics.median(a),
                          "problog_s": None if None in b else statistics.median(b)})
            continue
        n, q = statistics.median(a), statistics.median(b)
        rows.append({"program": Path(p).name, "nesylang_s": n, "problog_s": q, "ratio": n / q if q > 0 else float("inf")})
    rows.sort(key=lambda r: -r["ratio"])
    total_n = sum(r["nesylang_s"] for r in rows)
    total_q = sum(r["problog_s"] for r in rows)
    slower = sum(1 for r in rows if r["ratio"] > 1)
    result = {"programs": len(rows), "repeats": args.repeats, "interleaved": args.interleave,
              "glob": args.glob, "limit_cpu_s": args.limit,
              "load_average": [load_before, os.getloadavg()], "total_nesylang_s": total_n,
              "total_problog_s": total_q, "programs_slower_than_problog": slower,
              "time_boxed": boxed,
              "peak_mib": {"nesylang": nesy["peak_mib"], "problog": plog["peak_mib"]}, "rows": rows}
    out = HERE / "results" / Path(args.out).name
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(result, indent=1))
    print(f"{len(rows)} programs, median of {args.repeats} CPU times each; total nesylang "
          f"{total_n:.3f} s, ProbLog {total_q:.3f} s; nesylang slower on {slower}; "
          f"time-boxed at {args.limit} CPU s: {len(boxed)}")
    for r in boxed:
        print(f"time-boxed: {r['program']} nesylang {r['nesylang_s']} s, ProbLog {r['problog_s']} s")
    print("| program | nesylang CPU s | ProbLog CPU s | ratio |\n|---|---|---|---|")
    for r in rows[: args.top]:
        print(f"| {r['program']} | {r['nesylang_s']:.4f} | {r['problog_s']:.4f} | {r['ratio']:.2f} |")


if __name__ == "__main__":
    main()
