"""EXAL's own work at N = 2 / 4 without the network, timed phase by phase, and a digest of what
it produced, to check that a change of representation draws the very same explanations
(issue 17, session 20).

For the first ``--sums`` training sums: look up every formula (grounding and CNF), one uniform
EXPLAIN round per sum (``samples`` draws, as the warm-up epoch), then ``--guided`` guided rounds
(a fixed pseudo-random proposal per choice key, mixed with uniform as ``guide`` does, patience
2), then LEARN's explored graph of every formula. The cyclic collector is off throughout (CPU
time of the work alone). The digest hashes every example's Psi rows and graph arrays: two trees
with the same draws give the same digest.

    python benchmarks/exal20_micro.py --n 4            # run it in each tree and compare the digests
"""
from __future__ import annotations

import argparse
import gc
import hashlib
import os
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--sums", type=int, default=1500)
    ap.add_argument("--guided", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=1, help="time the uniform round on this many fresh trainers")
    args = ap.parse_args()
    os.environ.setdefault("NESYLANG_CACHE", "off")
    import torch

    torch.set_num_threads(1)
    from bench_exal_addition import _program

    from nesylang.learners import exal
    from nesylang.learners.exal.explain import explored_graph

    gc.disable()
    program = _program(args.n)
    program.materialise_declarations()
    examples = program.dataset("train_sums")[:args.sums]
    times: dict[str, list] = {}

    def clock(name, t0):
        times.setdefault(name, []).append(time.process_time() - t0)

    for rep in range(args.repeat):
        trainer = exal.ExalTrainer(program, samples=10, seed=0, guide=0.9, warmup=1, patience=2, recombine=True)
        t0 = time.process_time()
        states = [trainer.prepare(i, ex.query) for i, ex in enumerate(examples)]
        clock("prepare (ground + CNF)", t0)
        t0 = time.process_time()
        for i, ex in enumerate(examples):
            trainer.explain(i, ex.query, None)
        clock("uniform round", t0)
    table: dict = {}
    rng = random.Random(1)

    def probs(key):
        p = table.get(key)
        if p is None:
            w = [rng.random() ** 4 for _ in range(10)]
            p = table[key] = [x / sum(w) for x in w]
        return p

    for r in range(args.guided):
        t0 = time.process_time()
        for i, (ex, s) in enumerate(zip(examples, states)):
            prop = []
            for gi, group in enumerate(s.formula.groups):
                n = len(group.indicators)
                p = probs(s.keys[gi])
                prop.append([0.9 * (p[j] if j < len(p) else 0.0) + 0.1 / n for j in range(n)])
            trainer.explain(i, ex.query, prop)
        clock(f"guided round {r + 1}", t0)
    t0 = time.process_time()
    graphs = [explored_graph(s.formula) for s in states]
    clock("explored graphs", t0)
    h = hashlib.sha256()
    for s, g in zip(states, graphs):
        h.update(repr(list(s.rows)).encode())
        if g is not None:
            for a in g:
                h.update(a.tobytes())
    gc.collect()
    tracked = len(gc.get_objects())
    print(f"N = {args.n}, {len(examples)} sums, {len(trainer.formulas)} formulas; load {os.getloadavg()[0]:.1f}")
    for name, v in times.items():
        print(f"  {name}: " + " ".join(f"{x:.3f}" for x in v) + " s CPU")
    print(f"  tracked objects after: {tracked}")
    print(f"  digest {h.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
