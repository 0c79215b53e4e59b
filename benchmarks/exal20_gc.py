"""What the cyclic garbage collector costs an EXAL (or exact) training run at N = 2 / 4, and
which live objects it walks (issue 17, session 20).

One training run as ``exal_profile_s14.py`` does it (1500 sums, Adam 1e-3, minibatches of 16,
one thread). ``gc.callbacks`` time every collection (CPU seconds, per generation); after each
epoch the objects the collector tracks are counted by type (``--types``).

    python benchmarks/exal20_gc.py --n 4 --epochs 5 --types 12
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--sums", type=int, default=1500)
    ap.add_argument("--method", choices=("exal", "exact"), default="exal")
    ap.add_argument("--worst", type=int, default=0, help="list the N most expensive collections")
    ap.add_argument("--types", type=int, default=0, help="after each epoch, the N most common tracked types")
    args = ap.parse_args()
    os.environ.setdefault("NESYLANG_CACHE", "off")
    import torch

    torch.set_num_threads(1)
    from bench_exal_addition import BATCH, LR, _program

    from nesylang.neural import training

    spent = [0.0, 0.0, 0.0]
    count = [0, 0, 0]
    began = [0.0]

    log: list = []  # per collection: (CPU s, generation, objects it examined, epoch)

    def on_gc(phase, info):
        if phase == "start":
            g = info["generation"]
            if g == 2 and args.worst:
                print(f"  full collection at {time.process_time() - epoch[1]:.2f} s into epoch {epoch[0] + 1}: "
                      f"{len(gc.get_objects())} tracked objects", flush=True)
            began[0] = time.process_time()
        else:
            g = info["generation"]
            dt = time.process_time() - began[0]
            spent[g] += dt
            count[g] += 1
            log.append((dt, g, info["collected"], epoch[0] + 1))

    inner_acc = training.accuracy
    epoch = [0, time.process_time()]

    def accuracy(prog, data, **kw):
        out = inner_acc(prog, data, **kw)
        epoch[0] += 1
        now = time.process_time()
        tracked = gc.get_objects()
        line = (f"epoch {epoch[0]}: {now - epoch[1]:.2f} s; collections (gen 0/1/2) {count} "
                f"{[round(s, 2) for s in spent]} s; tracked objects {len(tracked)}")
        print(line, flush=True)
        if args.types:
            c = Counter(type(o).__name__ for o in tracked)
            c.subtract(base)
            print("    new since training began:", c.most_common(args.types), flush=True)
        del tracked
        epoch[1] = time.process_time()
        return out

    training.accuracy = accuracy
    program = _program(args.n)
    program.materialise_declarations()
    examples = program.dataset("train_sums")[:args.sums]
    torch.manual_seed(args.seed)
    tracked = gc.get_objects()
    base = Counter(type(o).__name__ for o in tracked)
    print(f"before training: tracked objects {len(tracked)}", flush=True)
    del tracked
    gc.callbacks.append(on_gc)
    cpu0 = time.process_time()
    curve = {"test_digits": program.dataset("test_digits")}
    if args.method == "exact":
        program.fit(examples, epochs=args.epochs, batch_size=BATCH, lr=LR, seed=args.seed, progress=False,
                    evaluate=curve)
    else:
        program.fit_exal(examples, epochs=args.epochs, batch_size=BATCH, lr=LR, seed=args.seed, progress=False,
                         evaluate=curve)
    cpu = time.process_time() - cpu0
    if args.worst:
        print("most expensive collections (CPU s, generation, collected, epoch):",
              [(round(a, 4), b, c, d) for a, b, c, d in sorted(log, reverse=True)[:args.worst]])
        for g in range(3):
            xs = sorted(a for a, b, _, _ in log if b == g)
            if xs:
                print(f"  generation {g}: {len(xs)} collections, median {xs[len(xs) // 2] * 1e3:.2f} ms, "
                      f"largest {xs[-1] * 1e3:.1f} ms, total {sum(xs):.2f} s")
    print(f"N = {args.n} {args.method} seed {args.seed}: train CPU {cpu:.2f} s (includes counting), collections "
          f"{count}, {[round(s, 2) for s in spent]} s CPU; load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
