"""EXAL against exact at N = 2 and 4, CPU seconds, with the runs interleaved (issue 17, session 15).

Session 14's runner (``exal_cpu_s14.py``) with one more method, ``exal-factor``: EXAL with the
learner's defaults and ``ExalTrainer.FACTOR = True`` (its formulas grounded on the factored
database that exact's shared compilation grounds; set in the child before it trains).

``bench_exal_addition.py --small`` runs every configuration of one tree; on a shared machine
whose load changes from minute to minute that puts the configurations' runs at different
loads. Here the same training children (``bench_exal_addition.py --child train``: 1500 sums,
5 epochs, Adam 1e-3, minibatches of 16, one thread, seeded initial weights, disk cache off)
run from one or more copies of the source tree, in the order (N, seed, configuration), two at a
time, so that the configurations compared run side by side. Configurations: ``exact``, and
``TREE:exal`` for EXAL with the learner's defaults from the tree ``TREE`` (a label=path pair of
``--trees``).

    python benchmarks/exal_cpu_s15.py --trees new=. head=/tmp/wt_exal6 \
        --configs new:exact new:exal new:exal-factor head:exal --ns 4 2 --seeds 0 1 2 \
        --out benchmarks/results/exal_cpu_s15.json
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

TAG = "BENCH_RESULT:"
LR = 1e-3


def child(tree: str, n: int, method: str, seed: int, epochs: int, sums: int) -> list[str]:
    script = str(Path(tree).resolve() / "benchmarks" / "bench_exal_addition.py")
    if method == "exact":
        args = ["train", n, "exact", epochs, 0, 0.0, LR, sums, 0, 0.0, 0, seed]
    else:  # the learner's defaults: 10 samples, theta 0, guide 0.9, memory 0, warmup 1, patience 2
        args = ["train", n, "exal", epochs, 10, 0.0, LR, sums, 0, 0.9, 0, seed, 0, 1, 2, "{}"]
    argv = [script, "--child", *[str(a) for a in args]]
    if method == "exal-factor":  # the same child, with ExalTrainer.FACTOR set first
        code = ("import runpy, sys; import nesylang.learners.exal as e; e.ExalTrainer.FACTOR = True; "
                f"sys.argv = {argv!r}; runpy.run_path({script!r}, run_name='__main__')")
        return [sys.executable, "-c", code]
    return [sys.executable, *argv]


def run(cmd: list[str], tree: str) -> dict:
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONHASHSEED="0", NESYLANG_CACHE="off",
               PYTHONPATH=str(Path(tree).resolve()))
    load = os.getloadavg()[0]
    t = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=str(Path(tree).resolve()), timeout=1800)
    for line in reversed(out.stdout.splitlines()):
        if line.startswith(TAG):
            res = json.loads(line[len(TAG):])
            res.update(process_wall_s=time.perf_counter() - t, load_average_at_start=load)
            return res
    raise RuntimeError(f"{cmd} failed (rc {out.returncode}):\n{out.stdout[-2000:]}\n{out.stderr[-3000:]}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trees", nargs="+", default=["new=."], metavar="LABEL=PATH")
    ap.add_argument("--configs", nargs="+", default=["new:exact", "new:exal"], metavar="TREE:METHOD")
    ap.add_argument("--ns", type=int, nargs="+", default=[4, 2])
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--sums", type=int, default=1500)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    trees = dict(item.split("=", 1) for item in args.trees)
    jobs = []
    for n in args.ns:
        for seed in args.seeds:
            for config in args.configs:
                label, method = config.split(":")
                jobs.append(((n, seed, config), trees[label], child(trees[label], n, method, seed, args.epochs,
                                                                     args.sums)))
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [(key, pool.submit(run, cmd, tree)) for key, tree, cmd in jobs]
        done = {}
        for key, f in futures:
            done[key] = f.result()
            r = done[key]
            print(f"N = {key[0]} seed {key[1]} {key[2]}: sum {r['sum_accuracy']:.3f} digit {r['digit_accuracy']:.3f} "
                  f"train CPU {r['train_cpu_s']:.2f} s (load {r['load_average_at_start']:.1f})", flush=True)
    mean = statistics.mean
    lines = ["| N | configuration | sum acc. (seeds) | digit acc. | train CPU s (seeds) | CPU s per epoch, mean |",
             "|---|---|---|---|---|---|"]
    for n in args.ns:
        for config in args.configs:
            rs = [done[(n, s, config)] for s in args.seeds]
            per_epoch = " ".join(f"{mean(x):.2f}" for x in zip(*(r["epoch_cpu_s"] for r in rs)))
            sums = " ".join(f"{r['sum_accuracy']:.3f}" for r in rs)
            cpus = " ".join(f"{r['train_cpu_s']:.2f}" for r in rs)
            lines.append(f"| {n} | {config} | {mean(r['sum_accuracy'] for r in rs):.3f} ({sums}) | "
                         f"{mean(r['digit_accuracy'] for r in rs):.3f} | {mean(r['train_cpu_s'] for r in rs):.2f} "
                         f"({cpus}) | {per_epoch} |")
    print("\n".join(lines))
    print(f"wall {time.perf_counter() - started:.0f} s; load average at the end {os.getloadavg()}")
    if args.out:
        res = {"trees": trees, "configs": args.configs, "ns": args.ns, "seeds": args.seeds, "epochs": args.epochs,
               "sums": args.sums, "jobs": args.jobs, "load_average_at_end": os.getloadavg(),
               "runs": [dict(r, config=k[2]) for k, r in done.items()], "table": lines}
        Path(args.out).write_text(json.dumps(res, indent=1) + "\n")


if __name__ == "__main__":
    main()
