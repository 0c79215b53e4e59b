"""Training on k-best proofs, side by side: nesylang ``fit(..., proofs=k)`` against
DeepProbLog 2.1's ``ApproximateEngine`` on Forth Sort (issue 15).

Both sides load the same unchanged ``examples/deepproblog/forth_sort/compare.pl``, train the
same network (``train.py``'s ``EncodeModule``, initial weights from ``make_program(seed)``,
one state copied into the other; DeepProbLog calls it once per input, as its Forth examples
do), on the same 200 generated lists of length 2-3, in the same order (epoch ``e`` visits them
in ``random.Random(e)``'s shuffle, the order ``fit(..., seed=e)`` uses), with Adam, the same
learning rate and batch size, one torch thread. DeepProbLog's engine is configured as its
MNIST-addition and CLUTRR scripts configure it: ``ApproximateEngine(model, k,
ApproximateEngine.geometric_mean, exploration=False)``, no cache; its minibatch is
``TrainObject.get_loss``'s body (a query without a proof is left out of its batch, as there;
one whose proofs have probability 0 costs -log(1e-12), as there; both are counted).
nesylang trains with ``program.fit(data, proofs=k)`` (each query's k most probable proofs under
the current weights, searched again every minibatch), called once per epoch, so each epoch
also grounds its queries again.

Per epoch: the mean training loss (weighted by minibatch size on both sides), the CPU time of
the training loop only (``time.process_time``), and accuracy as DeepProbLog's
``get_confusion_matrix`` counts it (the most probable answer of ``forth_sort(L, X)``) on the
same 30 lists of length 4: *exact* (nesylang ``accuracy``; DeepProbLog an ``ExactEngine`` model
sharing the trained network, as DeepProbLog's Forth script tests on a separate model) and
*k-best* (nesylang ``query(..., proofs=k)``; DeepProbLog its approximate training model).
Each (k, seed) runs in its own process (one SWI-Prolog per process).

    OMP_NUM_THREADS=1 python benchmarks/dpl_approx_train.py [--k 1,3] [--seeds 0,1,2] [--epochs 3]
    OMP_NUM_THREADS=1 python benchmarks/dpl_approx_train.py --first-batches --k 1 --seeds 0

Needs deepproblog, SWI-Prolog (``swipl``) and PySwip (``pip install pyswip``); without them it
says so and exits 0.
"""
from __future__ import annotations

import argparse
import copy
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORTH = ROOT / "examples" / "deepproblog" / "forth_sort"


def missing() -> str | None:
    """Why this benchmark cannot run here, or None."""
    if shutil.which("swipl") is None:
        return "SWI-Prolog (swipl) is not installed"
    for module in ("pyswip", "deepproblog", "torch"):
        if importlib.util.find_spec(module) is None:
            return f"the Python package {module} is not installed (pip install {module})"
    try:
        import pyswip  # noqa: F401  (loads libswipl)
    except Exception as error:  # a missing or broken libswipl raises several kinds of error
        return f"PySwip cannot load SWI-Prolog: {error}"
    return None


def _train_module():
    spec = importlib.util.spec_from_file_location("forth_sort_train", FORTH / "train.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _open(text: str) -> str:
    """``forth_sort([3,1],[1,3])`` -> ``forth_sort([3,1],X)``."""
    return text[:text.index("],") + 2] + "X)"


def one_run(k: int, seed: int, epochs: int, lr: float, batch: int) -> dict:
    import torch
    from deepproblog.engines import ApproximateEngine, ExactEngine
    from deepproblog.evaluate import get_confusion_matrix
    from deepproblog.model import Model
    from deepproblog.network import Network
    from deepproblog.dataset import QueryDataset
    from deepproblog.query import Query
    from problog.program import PrologString

    torch.set_num_threads(1)

    class PerInput(torch.nn.Module):
        """The batched EncodeModule called as DeepProbLog calls Forth networks: one input."""

        def __init__(self, module):
            super().__init__()
            self.module = module

        def forward(self, *terms):
            return self.module(*[torch.tensor([int(t)]) for t in terms])[0]

    m = _train_module()
    rng = random.Random(0)
    train, test = m.data(rng, 200, (2, 3)), m.data(rng, 30, (4,))
    nesy = m.make_program(seed)
    dpl_module = copy.deepcopy(nesy.networks["swap_net"].module)
    wrapped = PerInput(dpl_module)

    def queries(texts):
        return [Query(next(iter(PrologString(t + ".")))) for t in texts]

    model = Model(str(FORTH / "compare.pl"),
                  [Network(wrapped, "swap_net", optimizer=torch.optim.Adam(dpl_module.parameters(), lr))])
    model.set_engine(ApproximateEngine(model, k, ApproximateEngine.geometric_mean, exploration=False))
    test_model = Model(str(FORTH / "compare.pl"), [Network(wrapped, "swap_net")])
    test_model.set_engine(ExactEngine(test_model), cache=True)
    train_q, test_set = queries(train), QueryDataset(queries(test))
    cross_entropy = model.solver.semiring.cross_entropy

    def nesy_kbest_accuracy() -> float:
        right = 0
        for text in test:
            answers = nesy.query(_open(text), proofs=k)
            if answers:
                best = max(answers, key=lambda a: a.probability)
                right += str(best.atom).replace(" ", "") == text
        return right / len(test)

    rows = []
    for epoch in range(epochs):
        order = list(range(len(train)))
        random.Random(epoch).shuffle(order)  # the order fit(..., seed=epoch) visits them in
        cpu = time.process_time()
        history = nesy.fit(train, epochs=1, batch_size=batch, lr=lr, seed=epoch, progress=False, proofs=k)
        nesy_cpu = time.process_time() - cpu
        nesy_exact = nesy.accuracy(test)
        nesy_kbest = nesy_kbest_accuracy()

        cpu = time.process_time()
        total, count, no_proof, zero = 0.0, 0, 0, 0
        for b in range(0, len(order), batch):  # TrainObject.get_loss's body, then the optimizer step
            queries_b = [train_q[i] for i in order[b:b + batch]]
            model.train()
            model.optimizer.zero_grad()
            results = model.solve(queries_b)
            kept = [(r, q) for r, q in zip(results, queries_b) if len(r) > 0]
            no_proof += len(queries_b) - len(kept)
            loss = 0.0
            for r, q in kept:
                zero += float(r.result[q.substitute().query]) <= 0.0  # a proof set of probability 0
                loss += cross_entropy(r, q.p, weight=1 / len(kept), q=q.substitute().query)
            model.optimizer.step()
            total += float(loss) * len(queries_b)
            count += len(queries_b)
        dpl_cpu = time.process_time() - cpu
        dpl_exact = get_confusion_matrix(test_model, test_set).accuracy()
        model.eval()
        dpl_kbest = get_confusion_matrix(model, test_set).accuracy()
        row = {"epoch": epoch + 1,
               "nesylang": {"loss": history.last.loss, "cpu_s": nesy_cpu, "accuracy_exact": nesy_exact,
                            "accuracy_kbest": nesy_kbest, "zero_probability": history.last.zero_probability},
               "deepproblog": {"loss": total / count, "cpu_s": dpl_cpu, "accuracy_exact": dpl_exact,
                               "accuracy_kbest": dpl_kbest, "no_proof": no_proof,
                               "zero_probability": zero}}
        rows.append(row)
        print(f"k={k} seed={seed} " + json.dumps(row), file=sys.stderr, flush=True)
    return {"k": k, "seed": seed, "epochs": rows}


def first_batches(k: int, seed: int, lr: float, batch: int) -> None:
    """Where the two sides part: one identical first step on epoch 1's first minibatch (both
    losses printed), then each query of the second minibatch under those weights: DeepProbLog's
    k-best probability, nesylang's, the exact one, and DeepProbLog's ground program where its
    proofs have probability 0."""
    import torch
    from deepproblog.engines import ApproximateEngine
    from deepproblog.model import Model
    from deepproblog.network import Network
    from deepproblog.query import Query
    from problog.program import PrologString

    torch.set_num_threads(1)
    m = _train_module()
    train = m.data(random.Random(0), 200, (2, 3))
    nesy = m.make_program(seed)
    module = copy.deepcopy(nesy.networks["swap_net"].module)

    class PerInput(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, *terms):
            return self.inner(*[torch.tensor([int(t)]) for t in terms])[0]

    model = Model(str(FORTH / "compare.pl"),
                  [Network(PerInput(module), "swap_net", optimizer=torch.optim.Adam(module.parameters(), lr))])
    model.set_engine(ApproximateEngine(model, k, ApproximateEngine.geometric_mean, exploration=False))
    order = list(range(len(train)))
    random.Random(0).shuffle(order)
    first = [train[i] for i in order[:batch]]
    nesy_loss = nesy.fit(first, epochs=1, batch_size=batch, lr=lr, progress=False, proofs=k).last.loss
    queries = [Query(next(iter(PrologString(t + ".")))) for t in first]
    model.train()
    model.optimizer.zero_grad()
    loss = sum(model.solver.semiring.cross_entropy(r, q.p, weight=1 / batch, q=q.substitute().query)
               for r, q in zip(model.solve(queries), queries))
    model.optimizer.step()
    print(f"first minibatch loss: nesylang {nesy_loss:.6f}, DeepProbLog {float(loss):.6f}")
    model.eval()
    for text in (train[i] for i in order[batch:2 * batch]):
        query = Query(next(iter(PrologString(text + "."))))
        with torch.no_grad():
            dpl = [float(p) for p in model.solve([query])[0].result.values()]
        kbest = [a.probability for a in nesy.query(text, proofs=k)]
        exact = [a.probability for a in nesy.query(text)]
        print(f"{text}: DeepProbLog {dpl}, nesylang {kbest}, exact {exact}")
        if dpl and dpl[0] <= 0.0:
            print(model.solver.engine.ground(query, label=None))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--k", default="1,3", help="proofs per query, comma-separated")
    ap.add_argument("--seeds", default="0,1,2", help="initial-weight seeds (make_program(seed))")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--out", default=None, help="write the results as JSON here")
    ap.add_argument("--first-batches", action="store_true",
                    help="only the second minibatch's probabilities after one identical step (first k and seed)")
    ap.add_argument("--one", default=None, help=argparse.SUPPRESS)  # "k,seed": one run, JSON on stdout
    args = ap.parse_args()
    why = missing()
    if why is not None:
        print(f"dpl_approx_train: skipped: {why}; DeepProbLog's ApproximateEngine needs it.")
        return
    if args.first_batches:
        first_batches(int(args.k.split(",")[0]), int(args.seeds.split(",")[0]), args.lr, args.batch)
        return
    if args.one is not None:
        k, seed = (int(v) for v in args.one.split(","))
        print(json.dumps(one_run(k, seed, args.epochs, args.lr, args.batch)))
        return
    env = dict(os.environ, OMP_NUM_THREADS="1")
    runs = []
    load = [os.getloadavg()[0]]
    for k in (int(v) for v in args.k.split(",")):
        for seed in (int(v) for v in args.seeds.split(",")):
            done = subprocess.run([sys.executable, __file__, "--one", f"{k},{seed}", "--epochs", str(args.epochs),
                                   "--lr", str(args.lr), "--batch", str(args.batch)],
                                  env=env, stdout=subprocess.PIPE, text=True, check=True)
            runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
            load.append(os.getloadavg()[0])
    print("k seed epoch | nesylang loss, CPU s, acc exact, acc k-best | DeepProbLog loss, CPU s, acc exact, acc k-best")
    for run in runs:
        for row in run["epochs"]:
            n, d = row["nesylang"], row["deepproblog"]
            print(f"{run['k']} {run['seed']} {row['epoch']} | {n['loss']:.3f}, {n['cpu_s']:.2f}, "
                  f"{n['accuracy_exact']:.2f}, {n['accuracy_kbest']:.2f} | {d['loss']:.3f}, {d['cpu_s']:.2f}, "
                  f"{d['accuracy_exact']:.2f}, {d['accuracy_kbest']:.2f}")
    print(f"load average (1 min) at the start and after each run: {', '.join(f'{v:.1f}' for v in load)}")
    if args.out:
        Path(args.out).write_text(json.dumps({"command": " ".join(sys.argv), "lr": args.lr, "batch": args.batch,
                                              "load_average": load, "runs": runs}, indent=1) + "\n")


if __name__ == "__main__":
    main()
