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
    python benchmarks/deepproblog_examples_side_by_side.py hwf --lr 0.003 [--epochs 3 --train 300 --test 40]

HWF's networks are called batched on both sides (DeepProbLog ``batching=True``); its images come
from a DeepProbLog tensor source ``img`` over the same table nesylang reads.

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


class _Rows:
    """A DeepProbLog tensor source over a (N, 64) table: ``tensor(img(7))`` gives row 7
    (DeepProbLog passes the source the term's arguments as a tuple)."""

    def __init__(self, table: torch.Tensor):
        self.table = table

    def __getitem__(self, item):
        return self.table[int(item[0])]


def hwf(epochs: int, lr: float, batch: int, n_train: int, n_test: int):
    from deepproblog.engines import ExactEngine
    from deepproblog.model import Model
    from deepproblog.network import Network
    from deepproblog.query import Query
    from deepproblog.train import TrainObject
    from problog.logic import Term
    from problog.program import PrologString

    train_mod = _module(EXAMPLES / "hwf" / "train.py")
    rng = random.Random(0)
    nesy = train_mod.make_program()
    train = train_mod.formulas(rng, nesy.by_symbol, n_train, (1, 3))
    test = train_mod.formulas(rng, nesy.by_symbol, n_test, (3,))
    train_texts = [f"expression({refs}, {value!r})" for refs, value in train]
    networks = []
    for name in ("net1", "net2"):
        module = copy.deepcopy(nesy.networks[name].module)
        networks.append(Network(module, name, optimizer=torch.optim.Adam(module.parameters(), lr),
                                batching=True))
    model = Model(str(EXAMPLES / "hwf" / "model.pl"), networks)
    model.set_engine(ExactEngine(model), cache=True)
    model.add_tensor_source("img", _Rows(nesy.tensors["img"]))

    def term(text: str) -> Term:
        return next(iter(PrologString(text + ".")))

    train_queries = [Query(term(t)) for t in train_texts]
    test_queries = [Query(term(f"expression({refs}, R)")) for refs, _ in test]

    def dpl_accuracy() -> float:
        model.eval()
        right = 0
        for query, (_, value) in zip(test_queries, test):
            answers = model.solve([query])[0].result
            best = max(answers, key=lambda t: float(answers[t]))
            right += abs(float(best.args[1]) - value) < 1e-4
        model.train()
        return right / len(test)

    trainer = TrainObject(model)
    order = random.Random(1)
    rows = []
    for epoch in range(epochs):
        cpu = time.process_time()
        history = nesy.fit(train_texts, epochs=1, batch_size=batch, lr=lr, seed=epoch, progress=False)
        nesy_cpu = time.process_time() - cpu
        nesy_acc = train_mod.accuracy(nesy, test)
        cpu = time.process_time()
        losses = []
        shuffled = list(train_queries)
        order.shuffle(shuffled)
        for start in range(0, len(shuffled), batch):  # TrainObject.train's loop body
            model.train()
            model.optimizer.zero_grad()
            losses.append(trainer.get_loss(shuffled[start:start + batch], model.solver.semiring.cross_entropy))
            model.optimizer.step()
        dpl_cpu = time.process_time() - cpu
        dpl_acc = dpl_accuracy()
        rows.append((epoch + 1, history.last.loss, nesy_cpu, nesy_acc, sum(losses) / len(losses), dpl_cpu, dpl_acc))
        print("so far:", rows[-1], flush=True)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("task", choices=["forth_sort", "hwf"])
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--train", type=int, default=300, help="hwf: training formulas")
    ap.add_argument("--test", type=int, default=40, help="hwf: three-symbol test formulas")
    args = ap.parse_args()
    torch.set_num_threads(1)
    if args.task == "hwf":
        rows = hwf(args.epochs, args.lr, args.batch, args.train, args.test)
    else:
        rows = forth_sort(args.epochs, args.lr, args.batch)
    print("epoch | nesylang loss, CPU s, accuracy | DeepProbLog loss, CPU s, accuracy")
    for epoch, nl, nc, na, dl, dc, da in rows:
        print(f"{epoch} | {nl:.3f}, {nc:.2f}, {na:.2f} | {dl:.3f}, {dc:.2f}, {da:.2f}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS of the process (both sides): {peak:.0f} MiB; python {sys.version.split()[0]}, "
          f"torch {torch.__version__}")


if __name__ == "__main__":
    main()
