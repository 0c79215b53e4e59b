"""The k-best search stage (every answer of the open Forth Sort query) with an older copy of
``nesylang/grounding/kbest.py`` against the current one, alternating in one process on one
ground program: CPU seconds (best of 2), whether the proofs are the same, for how many answers
the new proofs' summed probability is higher / lower (the k most probable proofs have the
largest sum, so "lower" counts answers where new missed better proofs), and whether the new
proofs come out in order of probability.

    git show 4282bc6:nesylang/grounding/kbest.py > /tmp/kbest_old.py
    OMP_NUM_THREADS=1 NESYLANG_CACHE=off python examples/deepproblog/forth_sort/kbest_ab.py /tmp/kbest_old.py 6 1,10,100 [--trained]
"""
import importlib.util
import os
import sys
import time
from pathlib import Path

import torch

import nesylang.grounding
from nesylang.grounding import kbest as new

LIST = [7, 3, 9, 1, 4, 8, 2, 6]


def main():
    old_path, ns, ks = sys.argv[1], sys.argv[2], sys.argv[3]
    torch.set_num_threads(1)
    spec = importlib.util.spec_from_file_location(nesylang.grounding.__name__ + ".kbest_old", old_path)
    old = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = old
    spec.loader.exec_module(old)
    spec = importlib.util.spec_from_file_location("forth_sort_train", Path(__file__).with_name("train.py"))
    train = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train)
    program = train.make_program()
    if "--trained" in sys.argv:  # the swap network after train.py's 3 epochs, as kbest_bench.py --trained
        import random
        data = train.data(random.Random(0), 200, (2, 3))
        for epoch in range(3):
            program.fit(data, epochs=1, batch_size=16, lr=0.02, seed=epoch, progress=False)
    for n in [int(a) for a in ns.split(",")]:
        term, _ = program._parse_goal(f"forth_sort({LIST[:n]},L)".replace(" ", ""))
        gp, per_query, _ = program._ground([(term, None)], [])
        roots = [node for _, node in per_query[0]]
        weights = program.group_weights(gp, gp.groups_in(gp.cone([abs(r) for r in roots])))
        for k in [int(a) for a in ks.split(",")]:
            times: dict[str, list[float]] = {"old": [], "new": []}
            for _ in range(2):
                t = time.process_time()
                if hasattr(old, "k_best_proofs_many"):  # both sides the same entry: values computed per call
                    a = old.k_best_proofs_many(gp, roots, weights, k)
                else:
                    a = [old.k_best_proofs(gp, r, weights, k) for r in roots]
                times["old"].append(time.process_time() - t)
                t = time.process_time()
                b = new.k_best_proofs_many(gp, roots, weights, k)
                times["new"].append(time.process_time() - t)
            same = [[p.literals for p in x] for x in a] == [[p.literals for p in x] for x in b]
            # answers whose k-th proof (or fewer found) differs in probability, either way
            better = sum(1 for x, y in zip(a, b) if sum(p.probability for p in y) > sum(p.probability for p in x) + 1e-12)
            worse = sum(1 for x, y in zip(a, b) if sum(p.probability for p in y) < sum(p.probability for p in x) - 1e-12)
            ordered = all(all(p.probability >= q.probability for p, q in zip(y, y[1:])) for y in b)
            print(f"n={n} k={k}: search CPU s old {min(times['old']):.2f} new {min(times['new']):.2f} "
                  f"same proofs {same}; answers whose proofs' summed probability is higher in new {better}, "
                  f"lower {worse}; new in order {ordered}  load {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
