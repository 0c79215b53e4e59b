"""DeepProbLog's evaluation with ``Network(..., k=K)`` (its Forth Sort script's test model),
side by side with nesylang's ``Network(..., k=K)``: the open query ``forth_sort(L0, L)``, L0 the
first n of [7,3,9,1,4,8,2,6], with the swap network of ``train.py`` (after its 3 epochs;
``--untrained``: its initial weights), the same module object on both sides. DeepProbLog runs
its ExactEngine (ProbLog, SDDs), as ``sort.py``'s ``test_model`` does; nesylang grounds each swap
on the network's k most probable outputs in the same way. Prints answers, the most probable
one with its probability, and CPU time per query, one torch thread.

    OMP_NUM_THREADS=1 python examples/deepproblog/forth_sort/topk.py --n 4 6 8 --k 1 2 [--no-deepproblog]
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import random
import time
from pathlib import Path

import torch

import nesylang
from nesylang.neural.networks import Network

HERE = Path(__file__).resolve().parent
LIST = [7, 3, 9, 1, 4, 8, 2, 6]


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"forth_sort_{name}", HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def nesylang_answers(module, n: int, k: int) -> tuple[dict[str, float], float]:
    program = nesylang.load(str(HERE / "compare.pl"))
    program.networks["swap_net"] = Network(module, k=k)
    cpu = time.process_time()
    answers = program.query(f"forth_sort({LIST[:n]}, L)".replace(" ", ""))
    cpu = time.process_time() - cpu
    return {str(a.term.args[1]).replace(" ", ""): a.probability for a in answers}, cpu


def deepproblog_answers(module, n: int, k: int) -> tuple[dict[str, float], float]:
    from deepproblog.engines import ExactEngine
    from deepproblog.model import Model
    from deepproblog.network import Network as DplNetwork
    from deepproblog.query import Query
    from problog.logic import Constant, Term, Var, list2term

    per_input = _load("dpl_approx").PerInput(module)
    model = Model(str(HERE / "compare.pl"), [DplNetwork(per_input, "swap_net", k=k)])
    model.set_engine(ExactEngine(model), cache=False)
    model.eval()
    query = Query(Term("forth_sort", list2term([Constant(x) for x in LIST[:n]]), Var("L")))
    cpu = time.process_time()
    with torch.no_grad():
        [result] = model.solve([query])
    cpu = time.process_time() - cpu
    return {str(a.args[1]).replace(" ", ""): float(p) for a, p in result.result.items()}, cpu


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, nargs="+", default=[4, 6, 8])
    ap.add_argument("--k", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--untrained", action="store_true")
    ap.add_argument("--no-deepproblog", action="store_true")
    args = ap.parse_args()
    torch.set_num_threads(1)
    train = _load("train")
    program = train.make_program()
    if not args.untrained:
        data = train.data(random.Random(0), 200, (2, 3))
        for epoch in range(3):
            program.fit(data, epochs=1, batch_size=16, lr=0.02, seed=epoch, progress=False)
    module = program.network("swap_net").module
    module.eval()
    print(f"load average {os.getloadavg()[0]:.1f}")
    sides = [("nesylang", nesylang_answers)] + ([] if args.no_deepproblog else [("DeepProbLog", deepproblog_answers)])
    for k in args.k:
        for n in args.n:
            for name, run in sides:
                answers, cpu = run(module, n, k)
                best = max(answers, key=answers.get)
                print(f"{name} k={k} n={n}: {len(answers)} answers, most probable {best} "
                      f"p={answers[best]:.6g}, mass {sum(answers.values()):.6g}, {cpu:.3f} s CPU", flush=True)


if __name__ == "__main__":
    main()
