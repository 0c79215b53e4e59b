"""Scaling with N (issue 16, target 4): time per query of an epoch of multi-digit addition.

    python benchmarks/scaling.py                      # exact N = 1..8 and EXAL N = 1..30
    python benchmarks/scaling.py --exact 1 2 3 --exal --sums 300

For each N, in a fresh process with one torch thread and the on-disk template cache off
(``NESYLANG_CACHE=off``): the carry formulation of ``examples/addition/multi_addition.nesy`` on
the first ``--sums`` training sums (default 1,000) of N-digit numbers, batch 16, Adam 3e-3.

* exact: epoch 1 is cold (every new query template is grounded, compiled and flattened) and
  epoch 2 is warm (the same sums again, templates in memory); CPU seconds per epoch and per
  query. An epoch that does not finish within ``--limit`` CPU seconds is reported as such
  (``RLIMIT_CPU``), in a column of its own; the largest N whose cold epoch fits in 60 s is printed.
* EXAL: one epoch (its defaults, ``samples=20`` as in ``multi_addition_exal.nesy``), which
  compiles nothing.

Data: N = 1..4, 8 and 15 ship in ``examples/addition/data``; other N are generated into a scratch
folder by ``make_data.extra`` (same image split and seeds as ``make_data.py --n N``).
Results go to ``benchmarks/results/scaling.json``.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
EXAMPLE = ROOT / "examples" / "addition"
OUT = HERE / "results" / "scaling.json"


def _folder(ns) -> Path:
    """A scratch copy of the example with data for every N asked for."""
    tmp = Path(tempfile.mkdtemp(prefix="nesy_scaling_"))
    (tmp / "data").mkdir()
    shutil.copy(EXAMPLE / "data" / "digits.npz", tmp / "data")
    missing = []
    for n in ns:
        if (EXAMPLE / "data" / f"train_n{n}.jsonl").is_file():
            shutil.copy(EXAMPLE / "data" / f"train_n{n}.jsonl", tmp / "data")
        else:
            missing.append(n)
    if missing:
        sys.path.insert(0, str(EXAMPLE))
        import make_data

        make_data.extra(missing, out=tmp / "data")
    return tmp


def _program(folder: Path, n: int):
    import nesylang

    text = (EXAMPLE / "multi_addition.nesy").read_text().replace("train_n2", f"train_n{n}")
    text = "\n".join(line for line in text.splitlines()
                     if not line.lstrip().startswith(("#learn", "#data(test", "#tensors(test")))
    text += "\naddition(X, Y, Z) :- multi_addition([X], [Y], Z).\n"  # N = 1's queries, as one-digit numbers
    program = nesylang.Program()
    program.load_string(text, str(folder / "multi_addition.nesy"), base_dir=folder)
    return program


def _child(kind: str, folder: str, n: int, sums: int) -> dict:
    """One measurement, in this (fresh) process."""
    import torch

    torch.set_num_threads(1)
    torch.manual_seed(0)
    program = _program(Path(folder), n)
    program.materialise_declarations()
    examples = program.dataset("train_sums")[:sums]
    out = {"kind": kind, "n": n, "sums": len(examples)}
    if kind == "exact":
        for epoch in ("cold", "warm"):
            t0 = time.process_time()
            program.fit(examples, epochs=1, batch_size=16, lr=3e-3, seed=0, progress=False)
            out[f"{epoch}_s"] = time.process_time() - t0
            print(json.dumps(out), flush=True)  # the cold epoch survives a later RLIMIT_CPU
    else:
        t0 = time.process_time()
        program.fit_exal(examples, samples=20, theta=0.0, epochs=1, batch_size=16, lr=1e-3, seed=0, progress=False)
        out["epoch_s"] = time.process_time() - t0
    out["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(out), flush=True)
    return out


def _run(kind: str, folder: Path, n: int, sums: int, limit: int) -> dict:
    def cap():
        resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 5))

    env = dict(os.environ, NESYLANG_CACHE="off", OMP_NUM_THREADS="1")
    proc = subprocess.run([sys.executable, __file__, "--child", kind, str(folder), str(n), str(sums)],
                          capture_output=True, text=True, env=env, preexec_fn=cap)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    result = json.loads(lines[-1]) if lines else {"kind": kind, "n": n, "sums": sums}
    if proc.returncode != 0:
        result["unfinished"] = f"stopped at the {limit} s CPU limit" if proc.returncode < 0 else proc.stderr[-300:]
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--exact", type=int, nargs="*", default=list(range(1, 9)), metavar="N")
    ap.add_argument("--exal", type=int, nargs="*", default=[1, 2, 4, 8, 15, 30], metavar="N")
    ap.add_argument("--sums", type=int, default=1000)
    ap.add_argument("--limit", type=int, default=300, help="CPU seconds per process")
    ap.add_argument("--out", type=Path, default=OUT, help="where the JSON goes (default %(default)s)")
    ap.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        kind, folder, n, sums = args.child
        _child(kind, folder, int(n), int(sums))
        return
    folder = _folder(sorted(set(args.exact) | set(args.exal)))
    results = []
    try:
        print(f"# {args.sums} sums per epoch, batch 16, 1 thread, template cache off; "
              f"load average {os.getloadavg()[0]:.1f}; CPU seconds")
        for kind, ns in (("exact", args.exact), ("exal", args.exal)):
            for n in ns:
                r = _run(kind, folder, n, args.sums, args.limit)
                results.append(r)
                per = {k: f"{v:.2f} s ({v / r['sums'] * 1e3:.1f} ms/query)" for k, v in r.items() if k.endswith("_s")}
                print(f"{kind:5} N={n:<3} " + "  ".join(f"{k[:-2]} {v}" for k, v in per.items())
                      + (f"  [{r['unfinished']}]" if "unfinished" in r else ""), flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    fits = [r["n"] for r in results if r["kind"] == "exact" and r.get("cold_s", 1e9) <= 60]
    print(f"largest N whose cold exact epoch fits in 60 s CPU: {max(fits) if fits else 'none'}")
    args.out.parent.mkdir(exist_ok=True)
    args.out.write_text(json.dumps({"sums": args.sums, "load_average": os.getloadavg()[0], "results": results}, indent=1))


if __name__ == "__main__":
    main()
