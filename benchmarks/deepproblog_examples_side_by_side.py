"""DeepProbLog's example programs run by nesylang and by DeepProbLog 2.1 on the same data.

Both sides load the same unchanged program file (``examples/deepproblog/...``), train the same
network architecture from the same initial weights (one module's state dict copied into the
other), on the same generated queries in the same order of epochs, with Adam, the same learning
rate and batch size, one torch thread; DeepProbLog with its ``ExactEngine`` (cache on, as its
examples do), nesylang with ``program.fit``. Per epoch: CPU time of this process
(``time.process_time``) and DeepProbLog-style accuracy (the most probable answer of the query
with its last argument open, ``get_confusion_matrix``) on the same test queries. Peak memory is
the process's maximum resident size after both sides ran.

    python benchmarks/deepproblog_examples_side_by_side.py forth_sort [--epochs 3]

Needs deepproblog (``pip install --no-deps deepproblog``, with problog and pysdd).
"""
from __future__ import annotations

import argparse
import copy
import importlib.util
import random
import resource
import sys
import time
from pathlib import Path

import torch

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "deepproblog"


def _module(path: Path):
    spec = importlib.util.spec_from_file_location(path.parent.name + "_train", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class PerInput(torch.nn.Module):
    """A batched module called as DeepProbLog calls networks: once per input, each argument a
    ProbLog term (``int(term)`` gives a digit)."""

    def __init__(self, module: torch.nn.Module):
        super().__init__()
        self.module = module

    def forward(self, *terms):
        return self.module(*[torch.tensor([int(t)]) for t in terms])[0]


def forth_sort(epochs: int, lr: float, batch: int):
    from deepproblog.dataset import DataLoader, QueryDataset
    from deepproblog.engines import ExactEngine
    from deepproblog.evaluate import get_confusion_matrix
    from deepproblog.model import Model
    from deepproblog.network import Network
    from deepproblog.query import Query
    from deepproblog.train import TrainObject
    from problog.logic import Term
    from problog.program import PrologString

    train_mod = _module(EXAMPLES / "forth_sort" / "train.py")
    rng = random.Random(0)
    train, test = train_mod.data(rng, 200, (2, 3)), train_mod.data(rng, 30, (4,))
    nesy = train_mod.make_program()
    dpl_module = copy.deepcopy(nesy.networks["swap_net"].module)

    def queries(texts):
        return [Query(next(iter(PrologString(t + ".")))) for t in texts]

    network = Network(PerInput(dpl_module), "swap_net", optimizer=torch.optim.Adam(dpl_module.parameters(), lr))
    model = Model(str(EXAMPLES / "forth_sort" / "compare.pl"), [network])
    model.set_engine(ExactEngine(model), cache=True)
    train_set, test_set = QueryDataset(queries(train)), QueryDataset(queries(test))
    assert isinstance(train_set.queries[0].query, Term)
    trainer = TrainObject(model)
    rows = []
    for epoch in range(epochs):
        cpu = time.process_time()
        history = nesy.fit(train, epochs=1, batch_size=batch, lr=lr, seed=epoch, progress=False)
        nesy_cpu = time.process_time() - cpu
        nesy_acc = nesy.accuracy(test)
        cpu = time.process_time()
        losses = []
        for batch_queries in DataLoader(train_set, batch, shuffle=True):  # TrainObject.train's loop body
            model.train()
            model.optimizer.zero_grad()
            losses.append(trainer.get_loss(batch_queries, model.solver.semiring.cross_entropy))
            model.optimizer.step()
        dpl_cpu = time.process_time() - cpu
        dpl_acc = get_confusion_matrix(model, test_set).accuracy()
        rows.append((epoch + 1, history.last.loss, nesy_cpu, nesy_acc, sum(losses) / len(losses), dpl_cpu, dpl_acc))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("task", choices=["forth_sort"])
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--batch", type=int, default=16)
    args = ap.parse_args()
    torch.set_num_threads(1)
    rows = {"forth_sort": forth_sort}[args.task](args.epochs, args.lr, args.batch)
    print("epoch | nesylang loss, CPU s, accuracy | DeepProbLog loss, CPU s, accuracy")
    for epoch, nl, nc, na, dl, dc, da in rows:
        print(f"{epoch} | {nl:.3f}, {nc:.2f}, {na:.2f} | {dl:.3f}, {dc:.2f}, {da:.2f}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS of the process (both sides): {peak:.0f} MiB; python {sys.version.split()[0]}, "
          f"torch {torch.__version__}")


if __name__ == "__main__":
    main()
