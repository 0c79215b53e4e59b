"""The open Forth Sort query ``forth_sort(L0, L)``, L0 the first n of [7,3,9,1,4,8,2,6], answered
from its k most probable proofs in all (``program.query(goal, proofs=k, per_answer=False)``,
:mod:`nesylang.neural.kbest_open`: grounding pruned by a probability threshold, lowered until
the k proofs found are provably the k best, or the node budget is hit). CPU seconds, the rounds,
the most probable answer, and, with ``--check``, the same k best proofs from the old path (the
whole open query grounded, each answer's k best proofs searched, the k best of all kept).

    OMP_NUM_THREADS=1 NESYLANG_CACHE=off python examples/deepproblog/forth_sort/kbest_open_bench.py \
        --n 4 5 6 7 8 --k 1 10 100 [--trained] [--check 6] [--max-nodes 2000000]
"""
from __future__ import annotations

import argparse
import os
import time

import torch

from kbest_bench import LIST, make_program  # noqa: E402  (same folder)

from nesylang.errors import NesyError
from nesylang.neural.kbest_open import k_best_in_all


def old_k_best(program, term, span, k):
    """The k best (probability, answer, literals) of all answers, from the whole ground program."""
    from nesylang.grounding.kbest import k_best_proofs_many

    gp, per_query, _ = program._ground([(term, span)], [])
    answers = per_query[0]
    roots = [n for _, n in answers]
    weights = program.group_weights(gp, gp.groups_in(gp.cone([abs(r) for r in roots])))
    found = k_best_proofs_many(gp, roots, weights, k)
    pairs = [(p.probability, str(answers[i][0]), frozenset(gp.label(abs(x)) if x > 0 else "-" + gp.label(-x)
                                                            for x in p.literals))
             for i, proofs in enumerate(found) for p in proofs]
    pairs.sort(key=lambda t: -t[0])
    return pairs[:k]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, nargs="+", default=[4, 5, 6, 7, 8])
    ap.add_argument("--k", type=int, nargs="+", default=[1, 10, 100])
    ap.add_argument("--trained", action="store_true")
    ap.add_argument("--check", type=int, default=0, help="compare with the old path up to this n")
    ap.add_argument("--max-nodes", type=int, default=2_000_000, help="node budget of one round")
    args = ap.parse_args()
    torch.set_num_threads(1)
    program = make_program(args.trained)
    print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
    for n in args.n:
        goal = f"forth_sort({LIST[:n]},L)".replace(" ", "")
        term, span = program._parse_goal(goal)
        for k in args.k:
            rounds: list = []
            started = time.process_time()
            try:
                gp, answers, best, certified = k_best_in_all(program, term, span, k, rounds=rounds,
                                                             max_nodes=args.max_nodes)
            except NesyError as e:
                print(f"n={n} k={k}: {type(e).__name__} after {time.process_time() - started:.1f} s CPU: "
                      f"{str(e).splitlines()[0]}", flush=True)
                continue
            search = time.process_time() - started
            t = time.process_time()
            values = {a.atom.replace(" ", ""): a.probability
                      for a in program.query(goal, proofs=k, per_answer=False)}
            query = time.process_time() - t
            top = max(values, key=values.get) if values else None
            shown = "; ".join(f"tau {r.tau:.2g}: {r.nodes} nodes, {r.dropped} dropped, {r.cpu:.2f} s"
                              for r in rounds)
            print(f"n={n} k={k}: search {search:.2f} s CPU, query {query:.2f} s CPU; certified={certified} "
                  f"proofs {len(best)} answers {len(values)} best proof {best[0][0] if best else 0:.4g} "
                  f"k-th {best[-1][0] if best else 0:.4g}; most probable answer {top} "
                  f"({values.get(top, 0):.4g}), mass {sum(values.values()):.4f}; rounds [{shown}]  "
                  f"load {os.getloadavg()[0]:.1f}", flush=True)
            if n <= args.check:
                t = time.process_time()
                old = old_k_best(program, term, span, k)
                old_s = time.process_time() - t
                new = [(p, str(answers[i][0]), frozenset(gp.label(abs(x)) if x > 0 else "-" + gp.label(-x)
                                                         for x in proof.literals)) for p, i, proof in best]
                same = len(old) == len(new) and all(abs(a[0] - b[0]) < 1e-12 for a, b in zip(old, new)) \
                    and {(a[1], a[2]) for a in old} == {(b[1], b[2]) for b in new}
                print(f"    old path (ground all, k per answer, k best kept): {old_s:.2f} s CPU; same proofs: "
                      f"{same}", flush=True)


if __name__ == "__main__":
    main()
