"""Training across processes (issue 16): throughput of the exact learner with 1 and 2 workers,
and the per-step communication cost that docs/distributed.md projects to 8-64 workers from.

    OMP_NUM_THREADS=1 python benchmarks/distributed.py --repeats 3      # N = 2 and 4, 1 and 2 workers
    OMP_NUM_THREADS=1 python benchmarks/distributed.py --cache shared   # workers share one template cache
    OMP_NUM_THREADS=1 python benchmarks/distributed.py --n 2 --sums 200 # a quick run

Both sides do the same work: `examples/addition/multi_addition.nesy` (its declared MLP, the carry
formulation) without its #learn line, the first SUMS training sums at N digits, batch 16
(global: with 2 workers each takes 8 of every minibatch), lr 0.003, one torch thread per worker,
the disk cache off. One worker is the ordinary in-process `fit`; two are a torch.distributed job
(gloo, DistributedDataParallel) started with torch.multiprocessing, as `nesy run --nproc 2`
does. Epoch 1 is cold (every template compiled), epoch 2 warm. Per epoch: wall seconds (the
workers run side by side, so this is what parallelism buys, inflated by other jobs on a shared
machine), CPU seconds summed over the workers (time.process_time), queries per wall second, and
the final loss. With 2 workers, rank 0 also times `dist.all_reduce` of the gradient's size
(median of 200) and of 1 KiB-4 MiB buffers, for the fit alpha + bytes / beta of the projection.
On a shared machine the wall figures mostly measure the other jobs, so the table also gives an
estimate of the throughput with a core per worker: sums / (the busiest worker's CPU seconds +
steps x the measured all-reduce time of the gradient), labelled as such.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "examples" / "addition" / "multi_addition.nesy"


def _program_text(n: int) -> str:
    text = EXAMPLE.read_text()
    text = re.sub(r"^#learn .*$", "", text, flags=re.M)
    return text.replace("train_n2", f"train_n{n}").replace("test_n2", f"test_n{n}")


def _run(rank: int, world: int, port: int, n: int, sums: int, batch: int, out: str, cache: str) -> None:
    os.environ.update(NESYLANG_CACHE=cache)
    if world > 1:
        os.environ.update(RANK=str(rank), LOCAL_RANK=str(rank), WORLD_SIZE=str(world), MASTER_ADDR="127.0.0.1",
                          MASTER_PORT=str(port))
    import torch

    torch.set_num_threads(1)
    from nesylang import Program

    program = Program()
    program.load_string(_program_text(n), f"multi_addition.nesy (N = {n})", base_dir=EXAMPLE.parent)
    data = program.dataset("train_sums")[:sums]
    rows = []
    for epoch in (1, 2):  # cold, then warm (the program keeps its evaluator and templates)
        cpu = time.process_time()
        result = program.learn("exact", data=data, epochs=1, batch_size=batch, lr=0.003, progress=False, seed=epoch)
        record = result.history.last
        rows.append({"epoch": epoch, "wall": record.seconds, "cpu": time.process_time() - cpu,
                     "loss": record.loss, "templates": record.templates_compiled})
    grad_bytes = sum(p.numel() * p.element_size() for p in program.network("mnist_net").module.parameters())
    grad_bytes += sum(p.numel() * p.element_size() for p in program.batch_evaluator().params.parameters())
    comm = {}
    if world > 1:
        import torch.distributed as dist

        def timed(numel: int, reps: int) -> tuple[float, float]:
            """(median, 10th percentile) seconds of one all-reduce of numel floats."""
            t = torch.zeros(numel)
            for _ in range(10):
                dist.all_reduce(t)
            times = []
            for _ in range(reps):
                dist.barrier()
                start = time.perf_counter()
                dist.all_reduce(t)
                times.append(time.perf_counter() - start)
            times.sort()
            return statistics.median(times), times[len(times) // 10]

        comm["gradient"] = timed(grad_bytes // 4, 400)
        comm["sizes"] = {str(b): timed(b // 4, 200) for b in (2 ** 10, 2 ** 14, 2 ** 18, 2 ** 20, 2 ** 22)}
    Path(out, f"rank{rank}.json").write_text(json.dumps({"rows": rows, "grad_bytes": grad_bytes, "comm": comm}))


def measure(n: int, world: int, sums: int, batch: int, cache: str) -> dict:
    import socket

    import torch.multiprocessing as mp

    with tempfile.TemporaryDirectory() as out:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        folder = "off" if cache == "off" else str(Path(out, "cache"))  # "shared": a fresh folder for all workers
        mp.spawn(_run, args=(world, port, n, sums, batch, out, folder), nprocs=world, join=True)
        ranks = [json.loads(Path(out, f"rank{r}.json").read_text()) for r in range(world)]
    epochs = []
    for e in range(2):
        rows = [r["rows"][e] for r in ranks]
        wall = max(row["wall"] for row in rows)
        busiest = max(row["cpu"] for row in rows)
        epochs.append({"wall": wall, "cpu": sum(row["cpu"] for row in rows), "busiest_cpu": busiest,
                       "queries_per_s": sums / wall, "loss": rows[0]["loss"], "templates": rows[0]["templates"]})
    return {"n": n, "workers": world, "sums": sums, "batch": batch, "cold": epochs[0], "warm": epochs[1],
            "grad_bytes": ranks[0]["grad_bytes"], "comm": ranks[0]["comm"]}


def fit_alpha_beta(sizes: dict[str, tuple[float, float]]) -> tuple[float, float]:
    """Least squares t = alpha + bytes / beta over the measured all-reduce sizes (their 10th
    percentiles: on a shared machine the median mostly measures the other jobs)."""
    xs = [int(k) for k in sizes]
    ys = [v[1] for v in sizes.values()]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    return my - slope * mx, 1 / slope


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, nargs="+", default=[2, 4])
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--sums", type=int, default=600)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--cache", choices=("off", "shared"), default="off",
                    help="the template disk cache: off (each worker compiles its shard's templates), or one "
                         "fresh folder shared by the workers")
    ap.add_argument("--repeats", type=int, default=1, help="runs per configuration; the table gives medians")
    ap.add_argument("--json", default=None, help="also write the results here")
    args = ap.parse_args(argv)
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = float("nan")
    print(f"load average at start {load:.1f}; {os.cpu_count()} cores")
    results = []
    print("| N | workers | sums | epoch | wall s | CPU s, all workers | CPU s, busiest worker | queries/s (wall) | "
          "queries/s, a core per worker (estimate) | templates | loss |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for n in args.n:
        for k in args.workers:
            runs = [measure(n, k, args.sums, args.batch, args.cache) for _ in range(args.repeats)]
            results.extend(runs)
            r = runs[-1]
            steps = -(-args.sums // args.batch)
            wait = steps * statistics.median(x["comm"]["gradient"][0] for x in runs) if r["comm"] else 0.0
            for name in ("cold", "warm"):
                e = {key: statistics.median(x[name][key] for x in runs) for key in r[name]}
                estimate = args.sums / (e["busiest_cpu"] + wait)
                print(f"| {n} | {k} | {args.sums} | {name} | {e['wall']:.2f} | {e['cpu']:.2f} | {e['busiest_cpu']:.2f} | "
                      f"{e['queries_per_s']:.0f} | {estimate:.0f} | {e['templates']} | {e['loss']:.4f} |", flush=True)
    comm = [r for r in results if r["comm"]]
    if comm:
        r = comm[-1]
        alpha, beta = fit_alpha_beta(r["comm"]["sizes"])
        med, p10 = r["comm"]["gradient"]
        print(f"gradient: {r['grad_bytes']} bytes; all-reduce of it (2 gloo workers, loopback): "
              f"median {med * 1e6:.0f} us, 10th percentile {p10 * 1e6:.0f} us")
        print("all-reduce by size, median / 10th percentile (us): " + ", ".join(
            f"{int(b) // 1024} KiB {t[0] * 1e6:.0f} / {t[1] * 1e6:.0f}" for b, t in r["comm"]["sizes"].items()))
        print(f"fit on the 10th percentiles: alpha {alpha * 1e6:.0f} us, beta {beta / 1e6:.0f} MB/s")
    print(f"load average at end {os.getloadavg()[0]:.1f}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
