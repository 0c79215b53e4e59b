"""k-best-proof answers (``program.query(goal, proofs=k)``) to the open Forth Sort query
``forth_sort(L0, L)`` on the first n of [7,3,9,1,4,8,2,6]: CPU seconds per stage, the most
probable answer, and (where it runs) exact inference's most probable answer.

    OMP_NUM_THREADS=1 NESYLANG_CACHE=off python examples/deepproblog/forth_sort/kbest_bench.py \
        --n 4 5 6 --k 1 10 100 [--trained] [--exact-upto 6]

The stages are those of :func:`nesylang.inference.infer_kbest`, timed one by one with
``time.process_time`` (grounding; proof search for every answer; compiling the proofs'
disjunction; evaluating). ``--trained`` first trains the swap network as ``train.py`` does
(200 lists of length 2-3, 3 epochs).
"""
from __future__ import annotations

import argparse
import importlib.util
import math
import os
import random
import time
from pathlib import Path

import torch

from nesylang.errors import NesyError

LIST = [7, 3, 9, 1, 4, 8, 2, 6]


def _train_module():
    spec = importlib.util.spec_from_file_location("forth_sort_train", Path(__file__).with_name("train.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def kbest(program, goal: str, k: int, per_answer: bool = False) -> dict:
    """infer_kbest's stages, each timed (same calls, same order). ``per_answer``: one
    ``k_best_proofs`` call per answer (as before ``k_best_proofs_many``)."""
    from nesylang.circuits.sdd import compile_roots
    from nesylang.grounding import kbest as kb
    from nesylang.grounding.kbest import proofs_node
    from nesylang.limits import running

    term, span = program._parse_goal(goal)
    times = {}
    t = time.process_time()
    with running(program._budget([(term, span)])):
        gp, per_query, _ = program._ground([(term, span)], [])
        answers = per_query[0]
        times["ground"] = time.process_time() - t
        t = time.process_time()
        cone = gp.cone([abs(n) for _, n in answers])
        weights = program.group_weights(gp, gp.groups_in(cone))
        if per_answer or not hasattr(kb, "k_best_proofs_many"):
            found_all = [kb.k_best_proofs(gp, n, weights, k) for _, n in answers]
        else:
            found_all = kb.k_best_proofs_many(gp, [n for _, n in answers], weights, k)
        roots = [proofs_node(gp, found) for found in found_all]
        times["search"] = time.process_time() - t
        t = time.process_time()
        compiled = compile_roots(gp, roots, mode="wmc", minimize=program.options.minimize, span=span)
        lw = compiled.literal_weights(program.group_weights(gp, compiled.groups))
        times["compile"] = time.process_time() - t
        t = time.process_time()
        values = compiled.log_probabilities(lw)
        times["evaluate"] = time.process_time() - t
    z = values[-1]
    probs = [math.exp(min(0.0, v - z)) for v in values[:len(answers)]]
    best = max(range(len(answers)), key=lambda i: probs[i])
    return {"times": times, "nodes": len(gp.kinds), "answers": len(answers),
            "proofs": sum(len(f) for f in found_all), "argmax": str(answers[best][0]), "p": probs[best],
            "mass": sum(probs)}


def make_program(trained: bool):
    """The swap program of ``train.py``, its network trained as ``train.py`` trains it (200
    lists of length 2-3, 3 epochs) where ``trained``."""
    train = _train_module()
    program = train.make_program()
    if trained:
        rng = random.Random(0)
        data = train.data(rng, 200, (2, 3))
        t = time.process_time()
        for epoch in range(3):
            program.fit(data, epochs=1, batch_size=16, lr=0.02, seed=epoch, progress=False)
        print(f"trained 3 epochs in {time.process_time() - t:.1f} s CPU", flush=True)
    return program


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, nargs="+", default=[4, 5, 6])
    ap.add_argument("--k", type=int, nargs="+", default=[1, 10, 100])
    ap.add_argument("--trained", action="store_true")
    ap.add_argument("--exact-upto", type=int, default=6)
    ap.add_argument("--per-answer", action="store_true", help="one proof search per answer (the old way)")
    ap.add_argument("--max-ground-nodes", type=int, default=None, help="the ground program's size limit")
    ap.add_argument("--sorted", action="store_true",
                    help="the ground query forth_sort(L0, sorted(L0)) instead of the open one: exact and proofs=k")
    args = ap.parse_args()
    torch.set_num_threads(1)
    program = make_program(args.trained)
    if args.max_ground_nodes is not None:
        program.options.max_ground_nodes = args.max_ground_nodes
    print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
    for n in args.n:
        if args.sorted:
            goal = f"forth_sort({LIST[:n]},{sorted(LIST[:n])})".replace(" ", "")
            for k in [None] + args.k:
                started = time.process_time()
                try:
                    [answer] = program.query(goal, proofs=k)
                except NesyError as e:
                    print(f"{goal} proofs={k}: {type(e).__name__} after {time.process_time() - started:.1f} s CPU",
                          flush=True)
                    continue
                print(f"{goal} proofs={k}: p={answer.probability:.6g} {time.process_time() - started:.2f} s CPU  "
                      f"load {os.getloadavg()[0]:.1f}", flush=True)
            continue
        goal = f"forth_sort({LIST[:n]},L)".replace(" ", "")
        exact = None
        if n <= args.exact_upto:
            t = time.process_time()
            answers = program.query(goal)
            seconds = time.process_time() - t
            top = max(answers, key=lambda a: a.probability)
            exact = top.atom.replace(" ", "")
            print(f"n={n} exact: {len(answers)} answers, {seconds:.2f} s CPU, argmax {exact} "
                  f"p={top.probability:.4g}", flush=True)
        for k in args.k:
            started = time.process_time()
            try:
                r = kbest(program, goal, k, args.per_answer)
            except NesyError as e:  # the open 8-element query: the ground program's size limit
                print(f"n={n} k={k}: {type(e).__name__} after {time.process_time() - started:.1f} s CPU: "
                      f"{str(e).splitlines()[0]}  load {os.getloadavg()[0]:.1f}", flush=True)
                continue
            ts = r["times"]
            same = "" if exact is None else f" same-as-exact={r['argmax'].replace(' ', '') == exact}"
            print(f"n={n} k={k}: ground {ts['ground']:.2f} search {ts['search']:.2f} compile {ts['compile']:.2f} "
                  f"evaluate {ts['evaluate']:.2f} total {sum(ts.values()):.2f} s CPU; nodes {r['nodes']} "
                  f"answers {r['answers']} proofs {r['proofs']} argmax {r['argmax']} p={r['p']:.4g} "
                  f"mass={r['mass']:.4f}{same}  load {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
