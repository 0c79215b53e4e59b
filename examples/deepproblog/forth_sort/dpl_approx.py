"""DeepProbLog 2.1's ApproximateEngine (k-best proofs by top-down search in SWI-Prolog) on the
open Forth Sort query ``forth_sort(L0, L)``, L0 the first n of [7,3,9,1,4,8,2,6], with the
swap network of ``train.py``'s ``make_program()`` (same weights; ``trained``: after
``train.py``'s 3 epochs), called per input as DeepProbLog calls its Forth networks. The
counterpart of ``kbest_bench.py``. Needs SWI-Prolog and PySwip
(``apt-get install swi-prolog-nox``, ``pip install pyswip``).

    OMP_NUM_THREADS=1 python examples/deepproblog/forth_sort/dpl_approx.py 5,6,7,8 1,10,100 [trained]
"""
import importlib.util
import os
import random
import sys
import time
from pathlib import Path

import torch
from deepproblog.engines import ApproximateEngine
from deepproblog.model import Model
from deepproblog.network import Network
from deepproblog.query import Query
from problog.logic import Constant, Term, Var, list2term

HERE = Path(__file__).resolve().parent
LIST = [7, 3, 9, 1, 4, 8, 2, 6]


def _train_module():
    spec = importlib.util.spec_from_file_location("forth_sort_train", HERE / "train.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class PerInput(torch.nn.Module):
    """train.py's EncodeModule, called as DeepProbLog calls Forth networks (one input's values)."""

    def __init__(self, enc):
        super().__init__()
        self.enc = enc

    def forward(self, *x):
        xs = torch.tensor([int(v) for v in x])
        return self.enc(xs[0:1], xs[1:2])[0]


def main():
    ns = [int(a) for a in sys.argv[1].split(",")]
    ks = [int(a) for a in sys.argv[2].split(",")]
    trained = len(sys.argv) > 3 and sys.argv[3] == "trained"
    torch.set_num_threads(1)
    m = _train_module()
    program = m.make_program()
    if trained:
        data = m.data(random.Random(0), 200, (2, 3))
        for epoch in range(3):
            program.fit(data, epochs=1, batch_size=16, lr=0.02, seed=epoch, progress=False)
    enc = program.network("swap_net").module
    print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
    for k in ks:
        model = Model(str(HERE / "compare.pl"), [Network(PerInput(enc), "swap_net")])
        model.set_engine(ApproximateEngine(model, k, ApproximateEngine.geometric_mean, exploration=False), cache=False)
        model.eval()
        for n in ns:
            query = Query(Term("forth_sort", list2term([Constant(x) for x in LIST[:n]]), Var("L")))
            cpu, wall = time.process_time(), time.perf_counter()
            with torch.no_grad():
                [result] = model.solve([query])
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            answers = {str(a): float(p) for a, p in result.result.items()}
            best = max(answers, key=answers.get) if answers else None
            print(f"DeepProbLog approximate n={n} k={k}: {cpu:.2f} s CPU ({wall:.2f} s wall), {len(answers)} answers, "
                  f"argmax {best} p={answers.get(best, 0.0):.4g} mass={sum(answers.values()):.4f}", flush=True)


if __name__ == "__main__":
    main()
