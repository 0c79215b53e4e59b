"""The open Forth Sort query ``forth_sort(L0, L)``, L0 the first n of [7,3,9,1,4,8,2,6], answered
from its k most probable proofs in all (``program.query(goal, proofs=k)``, the default for an
open query; :mod:`nesylang.neural.kbest_open`). CPU seconds of each search:

* ``top-down``: :func:`nesylang.grounding.kbest_topdown.k_best_top_down`, iterative deepening
  over derivations (session 15, what the query uses);
* ``grounding`` (with ``--grounding N``, up to n = N): grounding pruned by a threshold, lowered
  until certified (:func:`nesylang.neural.kbest_open.k_best_in_all`, session 14), and whether
  it gives the same proofs (answers, literals, probabilities to 1e-12);
* ``per-answer`` (with ``--per-answer N``): ``program.query(goal, proofs=k, per_answer=True)``,
  each answer's k best proofs, which grounds every answer;

and the whole default query (search, compilation, evaluation). ``--hwf`` times HWF's open query
``expression(Images, R)`` (examples/deepproblog/hwf, untrained networks) on formulas of n
symbols instead.

    OMP_NUM_THREADS=1 NESYLANG_CACHE=off python examples/deepproblog/forth_sort/kbest_open_bench.py \
        --n 4 5 6 7 8 --k 1 10 100 [--trained] [--grounding 7] [--per-answer 6] [--max-nodes 2000000]
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import time
from pathlib import Path

import torch

from kbest_bench import LIST, make_program  # noqa: E402  (same folder)

from nesylang.errors import NesyError
from nesylang.grounding.kbest_topdown import k_best_top_down
from nesylang.neural.kbest_open import k_best_in_all


def labelled(gp, answers, best):
    return [(p, str(answers[i][0]), frozenset(gp.label(abs(x)) if x > 0 else "-" + gp.label(-x)
                                              for x in proof.literals)) for p, i, proof in best]


def timed(fn):
    started = time.process_time()
    try:
        return fn(), time.process_time() - started
    except NesyError as e:
        return e, time.process_time() - started


def hwf_goals(ns):
    """HWF's open query on formulas of n symbols (digits and operators alternating)."""
    spec = importlib.util.spec_from_file_location(
        "hwf_train", Path(__file__).resolve().parents[1] / "hwf" / "train.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    program = module.make_program()
    symbols = "3+5*2-7/4+6"
    goals = {}
    for n in ns:
        refs = ",".join(f"tensor(img({program.by_symbol[s][0]}))" for s in symbols[:n])
        goals[n] = f"expression([{refs}],R)"
    return program, goals


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, nargs="+", default=[4, 5, 6, 7, 8])
    ap.add_argument("--k", type=int, nargs="+", default=[1, 10, 100])
    ap.add_argument("--trained", action="store_true")
    ap.add_argument("--hwf", action="store_true", help="HWF's open query on n symbols instead")
    ap.add_argument("--grounding", type=int, default=0, help="time the threshold grounding up to this n")
    ap.add_argument("--per-answer", type=int, default=0, help="time per_answer=True up to this n")
    ap.add_argument("--max-nodes", type=int, default=2_000_000, help="node budget of one grounding round")
    args = ap.parse_args()
    torch.set_num_threads(1)
    if args.hwf:
        program, goals = hwf_goals(args.n)
    else:
        program = make_program(args.trained)
        goals = {n: f"forth_sort({LIST[:n]},L)".replace(" ", "") for n in args.n}
    print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
    for n in args.n:
        goal = goals[n]
        term, span = program._parse_goal(goal)
        for k in args.k:
            rounds: list = []
            result, top_s = timed(lambda: k_best_top_down(program, term, span, k, rounds=rounds))
            if isinstance(result, NesyError):
                print(f"n={n} k={k}: top-down {type(result).__name__} after {top_s:.2f} s CPU", flush=True)
                continue
            gp, answers, best, certified = result
            new = labelled(gp, answers, best)
            out, query_s = timed(lambda: program.query(goal, proofs=k))
            values = {a.atom.replace(" ", ""): a.probability for a in out}
            top = max(values, key=values.get) if values else None
            line = (f"n={n} k={k}: top-down {top_s:.3f} s CPU (certified={certified}, {len(rounds)} rounds, last tau "
                    f"{rounds[-1][0]:.3g}); query {query_s:.3f} s CPU; proofs {len(best)} best {best[0][0]:.4g} "
                    f"k-th {best[-1][0]:.4g}; answers {len(values)}, most probable {top} ({values.get(top, 0):.4g})")
            if n <= args.grounding:
                res, grounding_s = timed(lambda: k_best_in_all(program, term, span, k, max_nodes=args.max_nodes))
                if isinstance(res, NesyError):
                    line += f"; grounding {type(res).__name__} after {grounding_s:.2f} s CPU"
                else:
                    old = labelled(res[0], res[1], res[2])
                    same = len(old) == len(new) and all(abs(a[0] - b[0]) < 1e-12 for a, b in zip(old, new)) \
                        and {(a[1], a[2]) for a in old} == {(b[1], b[2]) for b in new}
                    line += f"; grounding {grounding_s:.3f} s CPU (certified={res[3]}), same proofs: {same}"
            if n <= args.per_answer:
                res, per_s = timed(lambda: program.query(goal, proofs=k, per_answer=True))
                line += (f"; per_answer=True {per_s:.3f} s CPU" if not isinstance(res, NesyError)
                         else f"; per_answer=True {type(res).__name__} after {per_s:.2f} s CPU")
            print(line + f"  load {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
