"""nesylang against DeepProbLog 2.1: training on multi-digit addition (scikit-learn 8x8 digits).

Both systems run in one invocation on the same machine, each in its own subprocess (so the
peak RSS reported is that process's own), with ``OMP_NUM_THREADS=1`` and
``torch.set_num_threads(1)``, on the same data (``examples/addition/data``), the same program
text (DeepProbLog's own ``examples/MNIST/models/addition.pl``), the same network architecture
and initial weights (seeded), Adam with lr 1e-3 and minibatches of 16 sums.

1. N = 1 and N = 2 digits per number: training throughput (queries per second). nesylang
   trains one epoch over all 1500 sums with ``Program.fit``; DeepProbLog (``ExactEngine``,
   circuit cache on, ``TrainObject.train``) trains on the first K sums in the *same order*
   (nesylang's shuffle with seed 0), K limited because it takes ~20 ms (N = 1) to ~0.5 s
   (N = 2) per query. Both systems therefore see identical minibatches from identical weights,
   so their per-minibatch losses must agree: that is the check that both learn the same thing.
   The speedup is taken on the same K sums on both sides (nesylang's time to its K-th sum);
   the full-epoch figure against DeepProbLog's K-sum rate is printed as extrapolated.
2. Logic overhead (:func:`overhead`): nesylang's training step (``fit``'s loop body) against
   the same network's plain supervised step on the same images with their digit labels, the
   same fused Adam on both sides, at batch 16 and batch 2, interleaved, CPU time, medians.
3. N = 3 and N = 4, exact: nesylang trains ``examples/addition/multi_addition.nesy`` (digit by
   digit with a carry) for one epoch over 1000 sums; wall time including compilation, peak
   memory, digit accuracy on test_digits afterwards. DeepProbLog's program enumerates
   10^(2N) digit combinations per query; the script times DeepProbLog grounding and compiling
   a single N = 3 query under a time limit.

    pip install --no-deps deepproblog==2.1.0      # torchvision is not needed (see README)
    python benchmarks/bench_deepproblog.py        # ~5-6 minutes on 2 CPU cores

Results go to benchmarks/results/deepproblog_compare.json and are printed as Markdown.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DATA = ROOT / "examples" / "addition" / "data"
RESULT_TAG = "BENCH_RESULT:"
BATCH = int(os.environ.get("NESY_BENCH_BATCH", "16"))  # --batch; children read it from the environment
LR = 1e-3
SEED = 0


# ------------------------------------------------------------------------------------------
# helpers shared by the child processes
# ------------------------------------------------------------------------------------------
def _setup_torch():
    import torch

    torch.set_num_threads(1)
    return torch


def _peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def _make_net(seed: int = SEED):
    """The network both systems train: 64 -> 128 -> 64 -> 10, softmax output (DeepProbLog
    expects probabilities; nesylang detects them)."""
    import torch
    from torch import nn

    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 64), nn.ReLU(), nn.Linear(64, 10),
                         nn.Softmax(1))


def _images():
    import numpy as np
    import torch

    d = np.load(DATA / "digits.npz")
    return {k: torch.from_numpy(d[k]) for k in ("train", "test", "train_labels", "test_labels")}


def _query_lines(n: int, limit: int | None = None) -> list[str]:
    lines = []
    with open(DATA / f"train_n{n}.jsonl", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                lines.append(json.loads(line)["query"])
            if limit is not None and len(lines) >= limit:
                break
    return lines


def _decode(query: str, n: int) -> tuple[list[int], list[int], int]:
    """Image indices of both numbers and the sum, from a JSONL query string."""
    ids = [int(x) for x in re.findall(r"train\((\d+)\)", query)]
    total = int(re.search(r",\s*(\d+)\s*\)\s*$", query).group(1))
    assert len(ids) == 2 * n, query
    return ids[:n], ids[n:], total


def _fit_order(count: int, seed: int = SEED) -> list[int]:
    """The example order of nesylang's first epoch (``fit`` shuffles with random.Random(seed));
    DeepProbLog is given its queries in this order, so both see the same minibatches."""
    import random

    order = list(range(count))
    random.Random(seed).shuffle(order)
    return order


def _emit(result: dict) -> None:
    result["peak_rss_mib"] = round(_peak_mib(), 1)
    print(RESULT_TAG + json.dumps(result), flush=True)


def _batch_stats(batch_times: list[float], warmup: int) -> dict:
    steady = batch_times[warmup:] or batch_times
    return {"batches": len(batch_times), "median_batch_s": statistics.median(steady),
            "median_batch_warmup_skipped": min(warmup, len(batch_times) - len(steady))}


# ------------------------------------------------------------------------------------------
# child: nesylang training at N = 1, 2 (+ logic overhead)
# ------------------------------------------------------------------------------------------
def child_nesy_train(n: int, program_path: str, compare_k: int, overhead_steps: int) -> None:
    torch = _setup_torch()
    t_import = time.perf_counter()
    sys.path.insert(0, str(ROOT))
    import nesylang
    from nesylang.neural.data import examples_from

    from engine_imports import import_engine

    import_engine()  # before the clock, as DeepProbLog's side imports its engine; the time is in import_s

    import_s = time.perf_counter() - t_import
    imgs = _images()
    text = Path(program_path).read_text()

    t0 = time.perf_counter()
    program = nesylang.Program.from_string(text, "addition.pl")
    load_s = time.perf_counter() - t0
    module = _make_net()
    optimizer = torch.optim.Adam(module.parameters(), lr=LR)
    program.networks["mnist_net"] = (module, optimizer)
    program.tensors["train"] = imgs["train"]

    lines = _query_lines(n)
    t0 = time.perf_counter()
    examples = examples_from(lines)
    parse_s = time.perf_counter() - t0

    # instrument (measurement only): batch ends at each optimizer step; loss per minibatch
    step_ends: list[float] = []
    batch_losses: list[float] = []
    real_step = optimizer.step

    def timed_step(*a, **k):
        out = real_step(*a, **k)
        step_ends.append(time.perf_counter())
        return out

    optimizer.step = timed_step
    evaluator = program.batch_evaluator("cpu")
    real_log_probs = evaluator.log_probs

    def logged_log_probs(batch, **k):
        out = real_log_probs(batch, **k)
        if not k.get("all_outputs"):
            batch_losses.append(float(-out.detach().mean()))
        return out

    evaluator.log_probs = logged_log_probs
    real_mean_nll = getattr(evaluator, "mean_nll", None)  # the fused loss node fit uses for all-true targets

    def logged_mean_nll(batch, *a, **k):
        loss, logp = real_mean_nll(batch, *a, **k)
        batch_losses.append(float(loss.detach()))
        return loss, logp

    if real_mean_nll is not None:
        evaluator.mean_nll = logged_mean_nll

    c0, t0 = time.process_time(), time.perf_counter()
    history = program.fit(examples, epochs=1, batch_size=BATCH, lr=LR, seed=SEED, progress=False)
    fit_s = time.perf_counter() - t0
    fit_cpu_s = time.process_time() - c0
    peak_after_fit = _peak_mib()
    optimizer.step = real_step
    evaluator.log_probs = real_log_probs
    if real_mean_nll is not None:
        evaluator.mean_nll = real_mean_nll

    batch_times = [step_ends[0] - t0] + [b - a for a, b in zip(step_ends, step_ends[1:])]
    k_batches = -(-compare_k // BATCH)
    first_k_s = step_ends[k_batches - 1] - t0
    sizes = [min(BATCH, len(examples) - i) for i in range(0, len(examples), BATCH)]
    rec = history.last
    result = {
        "system": "nesylang", "n": n, "queries": len(examples), "import_s": import_s, "load_s": load_s,
        "parse_queries_s": parse_s, "fit_s": fit_s, "fit_cpu_s": fit_cpu_s, "epoch_s": rec.seconds,
        "queries_per_s": len(examples) / fit_s, "templates_compiled": rec.templates_compiled,
        "epoch_loss": rec.loss, "batch_losses": batch_losses, "batch_times": batch_times,
        "first_k": compare_k, "first_k_s": first_k_s, "first_k_queries_per_s": compare_k / first_k_s,
        "first_k_loss": sum(l * s for l, s in zip(batch_losses[:k_batches], sizes)) / sum(sizes[:k_batches]),
        **_batch_stats(batch_times, 5), "peak_rss_after_fit_mib": peak_after_fit,
    }
    result["steady_queries_per_s"] = BATCH / result["median_batch_s"]
    program.tensors["test"] = imgs["test"]
    result["test_digit_accuracy"] = program.accuracy(str(DATA / "test_digits.jsonl"))

    # ---- logic overhead: nesylang step vs the plain supervised step, same images -----------
    if overhead_steps:
        result["overhead"] = overhead(n, BATCH, overhead_steps, program_path=program_path)
        result["overhead_batch2"] = overhead(n, 2, overhead_steps, program_path=program_path)
    _emit(result)


def _adam(params):
    """The optimizer of both sides of the overhead comparison: torch's fused Adam where this
    torch has it (the same implementation on both sides either way)."""
    import torch

    try:
        return torch.optim.Adam(params, lr=LR, fused=True)
    except (RuntimeError, TypeError, ValueError):
        return torch.optim.Adam(params, lr=LR, foreach=True)


def overhead(n: int, batch: int, steps: int = 300, warm: int = 30, program_path: str | None = None) -> dict:
    """Logic overhead: nesylang's training step (the body of ``fit``'s loop: ``ExactStep``,
    ``optimizer_step``, the loss kept as a tensor) against the same network's plain supervised
    step (the same images with their digit labels, cross-entropy), same initial weights, same
    optimizer implementation (:func:`_adam`), same batch of sums, templates compiled and every
    query seen once beforehand. The two steps alternate, so load on the machine affects both
    alike; each is timed with the process's CPU clock (``time.process_time``); medians."""
    setup = overhead_setup(n, batch, program_path)
    nesy_step, plain_step, plain_opt = setup["nesy_step"], setup["plain_step"], setup["plain_opt"]
    clock = time.process_time
    t_nesy, t_plain = [], []
    for i in range(warm + steps):
        t0 = clock()
        nesy_step(i)
        t1 = clock()
        plain_step(i)
        t2 = clock()
        if i >= warm:
            t_nesy.append(t1 - t0)
            t_plain.append(t2 - t1)
    m_nesy, m_plain = statistics.median(t_nesy), statistics.median(t_plain)
    return {"n": n, "batch": batch, "steps": steps, "warmup": warm, "images_per_step": batch * 2 * n,
            "clock": "process_time", "optimizer": type(plain_opt).__name__ + (
                " (fused)" if plain_opt.defaults.get("fused") else " (foreach)"),
            "nesy_step_ms": m_nesy * 1e3, "plain_step_ms": m_plain * 1e3, "ratio": m_nesy / m_plain,
            "ratio_of_sums": sum(t_nesy) / sum(t_plain)}


def overhead_setup(n: int, batch: int, program_path: str | None = None) -> dict:
    """:func:`overhead`'s two steps, before its timing loop: ``nesy_step(i)`` and
    ``plain_step(i)`` (the i-th minibatch, cyclically), with what they use (``step``, the
    ``ExactStep``; ``networks``; ``batches``, the example ids per minibatch; ``plain_opt``),
    for scripts that time parts of a step (``perf19_*.py``)."""
    import copy

    import torch

    sys.path.insert(0, str(ROOT))
    import nesylang
    from nesylang.neural.data import examples_from
    from nesylang.neural.training import ExactStep, optimizer_step, prepare_optimizers
    from nesylang.logic.terms import term_str

    imgs = _images()
    text = Path(program_path).read_text() if program_path else _ADDITION_PL
    program = nesylang.Program.from_string(text, "addition.pl")
    module = _make_net()
    plain = copy.deepcopy(module)
    program.networks["mnist_net"] = (module, _adam(module.parameters()))
    program.tensors["train"] = imgs["train"]
    examples = examples_from(_query_lines(n))
    evaluator = program.batch_evaluator("cpu")
    with torch.no_grad():
        evaluator.log_probs(examples)  # compile and index every query once: warm steps only
    networks, param_opt = prepare_optimizers(program, evaluator, LR)
    step = ExactStep(examples, evaluator)
    plain.train()
    plain_opt = _adam(plain.parameters())
    labels, train = imgs["train_labels"], imgs["train"]
    batches, image_idx = [], []
    for b in range(0, len(examples) - batch + 1, batch):
        ids = list(range(b, b + batch))
        images = []
        for i in ids:
            xs, ys, _ = _decode(term_str(examples[i].query), n)
            images += xs + ys
        batches.append(ids)
        image_idx.append(torch.tensor(images))
    losses: list = []

    def nesy_step(i):
        loss = step(batches[i % len(batches)])
        optimizer_step(networks, param_opt, loss)
        losses.append(loss.detach())

    def plain_step(i):
        idx = image_idx[i % len(batches)]
        x, y = train[idx], labels[idx]
        loss = torch.nn.functional.nll_loss(torch.log(plain(x).clamp_min(1e-38)), y)
        plain_opt.zero_grad()
        loss.backward()
        plain_opt.step()
        losses.append(loss.detach())

    return {"nesy_step": nesy_step, "plain_step": plain_step, "step": step, "networks": networks,
            "batches": batches, "plain_opt": plain_opt}


# DeepProbLog's examples/MNIST/models/addition.pl, for runs without DeepProbLog installed
_ADDITION_PL = """\
nn(mnist_net,[X],Y,[0,1,2,3,4,5,6,7,8,9]) :: digit(X,Y).

number([],Result,Result).
number([H|T],Acc,Result) :- digit(H,Nr), Acc2 is Nr+10*Acc, number(T,Acc2,Result).
number(X,Y) :- number(X,0,Y).

multi_addition(X,Y,Z) :- number(X,X2), number(Y,Y2), Z is X2+Y2.
addition(X,Y,Z) :- digit(X,X2), digit(Y,Y2), Z is X2+Y2.
"""


# ------------------------------------------------------------------------------------------
# child: DeepProbLog training at N = 1, 2
# ------------------------------------------------------------------------------------------
def _dpl_model(program_path: str, module, tensors):
    import torch
    from deepproblog.engines import ExactEngine
    from deepproblog.model import Model
    from deepproblog.network import Network

    net = Network(module, "mnist_net", batching=True)
    net.optimizer = torch.optim.Adam(module.parameters(), lr=LR)
    model = Model(program_path, [net])
    model.set_engine(ExactEngine(model), cache=True)

    class Source:  # DeepProbLog's tensor-source API: source[(Constant(i),)] -> image tensor
        def __init__(self, t):
            self.t = t

        def __getitem__(self, item):
            return self.t[int(item[0])]

    for name, t in tensors.items():
        model.add_tensor_source(name, Source(t))
    return model, net


def _dpl_dataset(rows, n: int):
    from deepproblog.dataset import Dataset
    from deepproblog.query import Query
    from problog.logic import Constant, Term, list2term

    class Sums(Dataset):
        """Queries built as in DeepProbLog's MNISTOperator.to_query (substitution p{i}_{j})."""

        def __len__(self):
            return len(rows)

        def to_query(self, i):
            xs, ys, total = rows[i]
            subs, names = {}, []
            for a, number in enumerate((xs, ys)):
                inner = []
                for j, img in enumerate(number):
                    v = Term(f"p{a}_{j}")
                    subs[v] = Term("tensor", Term("train", Constant(img)))
                    inner.append(v)
                names.append(inner)
            if n == 1:
                return Query(Term("addition", names[0][0], names[1][0], Constant(total)), subs)
            return Query(Term("multi_addition", list2term(names[0]), list2term(names[1]), Constant(total)), subs)

    return Sums()


def child_dpl_train(n: int, program_path: str, k: int) -> None:
    import warnings

    warnings.filterwarnings("ignore")
    _setup_torch()
    t0 = time.perf_counter()
    from deepproblog.dataset import DataLoader
    from deepproblog.train import TrainObject

    import_s = time.perf_counter() - t0
    imgs = _images()
    lines = _query_lines(n)
    order = _fit_order(len(lines))[:k]  # nesylang's first-epoch order
    rows = [_decode(lines[i], n) for i in order]
    module = _make_net()
    t0 = time.perf_counter()
    model, net = _dpl_model(program_path, module, {"train": imgs["train"]})
    load_s = time.perf_counter() - t0
    loader = DataLoader(_dpl_dataset(rows, n), BATCH, shuffle=False)

    # instrument (measurement only): circuit construction time, loss and end of each batch
    build_s = [0.0]
    solver = model.solver
    real_build = solver.build_ac

    def timed_build(q):
        s = time.perf_counter()
        out = real_build(q)
        build_s[0] += time.perf_counter() - s
        return out

    solver.cache.func = timed_build  # the circuit cache calls this on a miss
    step_ends, losses = [], []
    real_step = net.optimizer.step

    def timed_step(*a, **kw):
        out = real_step(*a, **kw)
        step_ends.append(time.perf_counter())
        return out

    net.optimizer.step = timed_step
    trainer = TrainObject(model)
    real_get_loss = trainer.get_loss

    def logged_get_loss(batch, fn):
        loss = real_get_loss(batch, fn)
        losses.append(float(loss))
        return loss

    trainer.get_loss = logged_get_loss
    c0, t0 = time.process_time(), time.perf_counter()
    trainer.train(loader, 1, verbose=0, log_iter=10 ** 9)
    train_s = time.perf_counter() - t0
    train_cpu_s = time.process_time() - c0
    batch_times = [step_ends[0] - t0] + [b - a for a, b in zip(step_ends, step_ends[1:])]
    sizes = [len(b) for b in (rows[i:i + BATCH] for i in range(0, len(rows), BATCH))]
    result = {
        "system": "deepproblog", "n": n, "queries": len(rows), "import_s": import_s, "load_s": load_s,
        "train_s": train_s, "train_cpu_s": train_cpu_s, "queries_per_s": len(rows) / train_s,
        "circuit_build_s": build_s[0],
        "circuits_built": len(solver.cache.cache_dict),
        "queries_per_s_without_circuit_build": len(rows) / (train_s - build_s[0]),
        "batch_losses": losses, "batch_times": batch_times,
        "loss": sum(l * s for l, s in zip(losses, sizes)) / sum(sizes),
        **_batch_stats(batch_times, 5),
    }
    result["steady_queries_per_s"] = BATCH / result["median_batch_s"]
    _emit(result)


# ------------------------------------------------------------------------------------------
# child: DeepProbLog grounding + compiling one N >= 3 query (killed at the time limit)
# ------------------------------------------------------------------------------------------
def child_dpl_ground(n: int, program_path: str) -> None:
    import warnings

    warnings.filterwarnings("ignore")
    _setup_torch()
    imgs = _images()
    rows = [_decode(q, n) for q in _query_lines(n, 1)]
    model, _ = _dpl_model(program_path, _make_net(), {"train": imgs["train"]})
    query = _dpl_dataset(rows, n).to_query(0)
    t0 = time.perf_counter()
    ac = model.solver.build_ac(query)
    seconds = time.perf_counter() - t0
    _emit({"system": "deepproblog", "n": n, "ground_compile_s": seconds, "ground_s": ac.ground_time,
           "compile_s": ac.compile_time})


# ------------------------------------------------------------------------------------------
# child: baseline memory (torch, the data and the network, nothing else)
# ------------------------------------------------------------------------------------------
def child_baseline() -> None:
    _setup_torch()
    imgs = _images()
    net = _make_net()
    net(imgs["train"][:BATCH]).sum().backward()
    _emit({"system": "torch only"})


# ------------------------------------------------------------------------------------------
# child: nesylang exact training at N = 3, 4 with multi_addition.nesy
# ------------------------------------------------------------------------------------------
def child_nesy_exact(n: int, sums: int, lr: float) -> None:
    _setup_torch()
    t_start = time.perf_counter()
    sys.path.insert(0, str(ROOT))
    import nesylang

    import_s = time.perf_counter() - t_start
    path = ROOT / "examples" / "addition" / "multi_addition.nesy"
    text = path.read_text()
    text = text.replace("train_n2", f"train_n{n}").replace("test_n2", f"test_n{n}")
    text = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#learn"))
    t0 = time.perf_counter()
    program = nesylang.Program()
    program.load_string(text, str(path), base_dir=path.parent)
    examples = program.dataset("train_sums")[:sums]
    load_s = time.perf_counter() - t0
    t1 = time.perf_counter()
    history = program.fit(examples, epochs=1, batch_size=BATCH, lr=lr, seed=SEED, progress=False)
    fit_s = time.perf_counter() - t1
    wall_s = time.perf_counter() - t0
    peak_train = _peak_mib()
    t2 = time.perf_counter()
    acc = program.accuracy("test_digits")
    acc_s = time.perf_counter() - t2
    rec = history.last
    cache = program.batch_evaluator("cpu").templates
    _emit({"system": "nesylang", "n": n, "templates_from_disk_cache": getattr(cache, "loaded", 0),
           "disk_cache": os.environ.get("NESYLANG_CACHE"), "queries": len(examples), "import_s": import_s, "load_s": load_s,
           "fit_s": fit_s, "epoch_s": rec.seconds, "wall_s": wall_s, "loss": rec.loss,
           "templates_compiled": rec.templates_compiled, "test_digit_accuracy": acc, "accuracy_s": acc_s,
           "peak_rss_after_fit_mib": peak_train, "lr": lr})


# ------------------------------------------------------------------------------------------
# parent
# ------------------------------------------------------------------------------------------
def run_child(args: list[str], timeout: float, cache_dir: str | None = None) -> dict:
    """Run one measurement in a fresh interpreter. nesylang's on-disk template cache goes to
    ``cache_dir`` (a fresh, empty directory unless given), so every run compiles from scratch
    unless it is deliberately given a warm cache."""
    import tempfile

    fresh = None
    if cache_dir is None:
        fresh = tempfile.TemporaryDirectory(prefix="nesy-bench-cache-")
        cache_dir = fresh.name
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONHASHSEED="0",
               NESYLANG_CACHE=cache_dir)
    try:
        return _run_child(args, timeout, env)
    finally:
        if fresh is not None:
            fresh.cleanup()


def _run_child(args: list[str], timeout: float, env: dict) -> dict:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", *args]
    started = time.perf_counter()
    label = " ".join(args[:2])
    print(f"  running {label} ...", file=sys.stderr, flush=True)
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=str(ROOT))
    except subprocess.TimeoutExpired:
        print(f"  {label}: killed after {timeout:.0f} s", file=sys.stderr)
        return {"timeout_s": timeout, "finished": False}
    wall = time.perf_counter() - started
    for line in reversed(out.stdout.splitlines()):
        if line.startswith(RESULT_TAG):
            result = json.loads(line[len(RESULT_TAG):])
            result["process_wall_s"] = wall
            result["finished"] = True
            print(f"  {label}: {wall:.1f} s", file=sys.stderr, flush=True)
            return result
    raise RuntimeError(f"child {args} failed (rc {out.returncode}):\n{out.stdout[-3000:]}\n{out.stderr[-5000:]}")


def dpl_program_path() -> str:
    import importlib.util

    spec = importlib.util.find_spec("deepproblog")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("DeepProbLog is not installed: pip install --no-deps deepproblog==2.1.0")
    path = Path(list(spec.submodule_search_locations)[0]) / "examples" / "MNIST" / "models" / "addition.pl"
    if not path.is_file():
        sys.exit(f"DeepProbLog's addition.pl not found at {path}")
    return str(path)


def machine() -> dict:
    from importlib.metadata import PackageNotFoundError, version

    def v(name):
        try:
            return version(name)
        except PackageNotFoundError:
            return None

    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=str(ROOT)).stdout.strip() or None
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "nesylang"], capture_output=True, text=True,
                           cwd=str(ROOT)).stdout.strip()
    if commit and dirty:
        commit += " + uncommitted changes in nesylang/"
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = None
    mem = None
    try:
        mem = round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2 ** 30, 1)
    except (ValueError, OSError):
        pass
    return {"python": platform.python_version(), "platform": platform.platform(), "cpus": os.cpu_count(),
            "memory_gib": mem, "torch": v("torch"), "deepproblog": v("deepproblog"), "problog": v("problog"),
            "pysdd": v("PySDD"), "nesylang_commit": commit, "torch_threads": 1, "OMP_NUM_THREADS": 1,
            "load_average_1min_at_start": load}


def fmt(x, digits=1):
    return "-" if x is None else f"{x:.{digits}f}"


def markdown(res: dict) -> str:
    out = []
    cmp = res["training"]
    out.append("Throughput: fastest of the runs of each system (all runs are in the JSON). The speedup is on "
               "the same K sums for both systems (nesylang's time for its first K sums, compilation included); "
               "the last speedup column is extrapolated: DeepProbLog did not train the full epoch, so its rate on "
               "K sums stands in for it (its cost per sum falls as more sums share a circuit, so this overstates "
               "the speedup).\n")
    out.append("| N | K | nesylang q/s (same K sums) | DeepProbLog q/s (K sums) | **speedup, same sums** | "
               "median minibatch nesylang / DPL (ms) | loss nesylang / DPL (first K) | peak MiB nesylang / DPL | "
               "nesylang q/s (epoch of 1500) | extrapolated: epoch vs DPL K-sum rate |")
    out.append("|---|---|---|---|---|---|---|---|---|---|")
    for key in sorted(cmp):
        c = cmp[key]
        ny, dp = c["nesylang"], c["deepproblog"]
        out.append(
            f"| {ny['n']} | {dp['queries']} | {ny['first_k_queries_per_s']:.0f} | {dp['queries_per_s']:.1f} | "
            f"**{c['speedup_same_k']:.0f}x** | {ny['median_batch_s'] * 1e3:.1f} / {dp['median_batch_s'] * 1e3:.0f} | "
            f"{ny['first_k_loss']:.4f} / {dp['loss']:.4f} | {ny['peak_rss_mib']:.0f} / {dp['peak_rss_mib']:.0f} | "
            f"{ny['queries_per_s']:.0f} | {c['speedup_epoch']:.0f}x (extrapolated) |")
    for key in sorted(cmp):
        c = cmp[key]
        dp = c["deepproblog"]
        out.append(f"\nN = {c['nesylang']['n']}: DeepProbLog spent {dp['circuit_build_s']:.1f} s of {dp['train_s']:.1f} s "
                   f"building {dp['circuits_built']} circuits; without that it would run "
                   f"{dp['queries_per_s_without_circuit_build']:.1f} q/s. Per-minibatch losses of the two "
                   f"systems on the same K sums differ by at most {c['max_abs_batch_loss_difference']:.1e}. "
                   f"nesylang test digit accuracy after its epoch: {c['nesylang']['test_digit_accuracy']:.3f}."
                   + (f" All {c['runs']} runs, q/s: nesylang "
                      + ", ".join(f"{x:.0f}" for x in c["nesylang_queries_per_s_all_runs"]) + "; DeepProbLog "
                      + ", ".join(f"{x:.1f}" for x in c["deepproblog_queries_per_s_all_runs"]) + "."
                      if c.get("runs", 1) > 1 else ""))
    out.append("")
    out.append("| N | batch | images/step | nesylang step (ms CPU) | plain supervised step (ms CPU) | ratio | "
               "ratio of sums |")
    out.append("|---|---|---|---|---|---|---|")
    for key in sorted(cmp):
        for name in ("overhead", "overhead_batch2"):
            o = cmp[key]["nesylang"].get(name)
            if o:
                out.append(f"| {o['n']} | {o['batch']} | {o['images_per_step']} | {o['nesy_step_ms']:.3f} | "
                           f"{o['plain_step_ms']:.3f} | **{o['ratio']:.2f}x** | {o['ratio_of_sums']:.2f}x |")
    out.append("")
    out.append("| N | sums | nesylang wall incl. compile (s) | of which fit (s) | templates compiled | loss | "
               "test digit accuracy | peak MiB | rerun, disk cache off (s) | rerun, warm disk cache (s) | "
               "DeepProbLog (one query, ground + compile) |")
    out.append("|---|---|---|---|---|---|---|---|---|---|---|")
    for key in sorted(res.get("exact", {})):
        e = res["exact"][key]
        ny, dp = e["nesylang"], e.get("deepproblog")
        if dp is None:
            dtxt = "not run"
        elif dp.get("finished"):
            dtxt = (f"{dp['ground_compile_s']:.1f} s, {dp['peak_rss_mib']:.0f} MiB; x {e['distinct_sums']} distinct "
                    f"sums = at least {e['deepproblog_epoch_grounding_lower_bound_s'] / 3600:.1f} h per epoch")
        else:
            dtxt = f"not finished in {dp['timeout_s']:.0f} s"
        warm, off = e.get("nesylang_warm_cache"), e.get("nesylang_cache_off")
        wtxt = f"{warm['wall_s']:.1f} ({warm['templates_compiled']} compiled)" if warm else "-"
        wtxt = (f"{off['wall_s']:.1f}" if off else "-") + " | " + wtxt
        out.append(f"| {ny['n']} | {ny['queries']} | {ny['wall_s']:.1f} | {ny['fit_s']:.1f} | "
                   f"{ny['templates_compiled']} | {ny['loss']:.3f} | {ny['test_digit_accuracy']:.3f} | "
                   f"{ny['peak_rss_mib']:.0f} | {wtxt} | {dtxt} |")
    out.append(f"\nPeak RSS of a process that only imports torch, loads the data and runs the network once: "
               f"{res['baseline_torch_rss_mib']:.0f} MiB.")
    return "\n".join(out)


def _set_batch(batch: int) -> None:
    """The minibatch size of this run: here, and in the children (fresh interpreters), which
    read it from the environment at import."""
    global BATCH
    BATCH = batch
    os.environ["NESY_BENCH_BATCH"] = str(batch)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dpl-queries-n1", type=int, default=320, help="sums DeepProbLog trains on at N=1")
    ap.add_argument("--dpl-queries-n2", type=int, default=160, help="sums DeepProbLog trains on at N=2")
    ap.add_argument("--repeats-n1", type=int, default=3, help="runs of each system at N=1 (fastest kept)")
    ap.add_argument("--repeats-n2", type=int, default=1, help="runs of each system at N=2 (fastest kept)")
    ap.add_argument("--overhead-steps", type=int, default=300)
    ap.add_argument("--exact-sums", type=int, default=1000)
    ap.add_argument("--exact-lr", type=float, default=0.003, help="lr for N=3,4 (multi_addition.nesy's #learn)")
    ap.add_argument("--dpl-n3-timeout", type=float, default=240, help="0 skips the DeepProbLog N=3 attempt")
    ap.add_argument("--max-exact-n", type=int, default=4)
    ap.add_argument("--no-reruns", dest="warm_rerun", action="store_false",
                    help="skip re-running N=3,4 with nesylang's on-disk template cache off and warm")
    ap.add_argument("--batch", type=int, default=BATCH, help="minibatch size on both sides (default %(default)s)")
    ap.add_argument("--ns", type=int, nargs="+", default=[1, 2], choices=[1, 2],
                    help="the throughput comparisons to run (N = 1 and/or 2)")
    ap.add_argument("--out", default=str(HERE / "results" / "deepproblog_compare.json"))
    ap.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if not a.child:
        _set_batch(a.batch)

    if a.child:
        kind, *rest = a.child
        if kind == "nesy-train":
            child_nesy_train(int(rest[0]), rest[1], int(rest[2]), int(rest[3]))
        elif kind == "dpl-train":
            child_dpl_train(int(rest[0]), rest[1], int(rest[2]))
        elif kind == "dpl-ground":
            child_dpl_ground(int(rest[0]), rest[1])
        elif kind == "baseline":
            child_baseline()
        elif kind == "nesy-exact":
            child_nesy_exact(int(rest[0]), int(rest[1]), float(rest[2]))
        else:
            raise SystemExit(f"unknown child {kind}")
        return

    prog = dpl_program_path()
    started = time.perf_counter()
    res = {"machine": machine(), "program": prog, "batch_size": BATCH, "lr": LR, "training": {}, "exact": {}}
    res["baseline_torch_rss_mib"] = run_child(["baseline"], timeout=300)["peak_rss_mib"]
    for n, k, repeats in ((1, a.dpl_queries_n1, a.repeats_n1), (2, a.dpl_queries_n2, a.repeats_n2)):
        if n not in a.ns:
            continue
        k = max(BATCH, k // BATCH * BATCH)  # whole minibatches
        ny_runs, dp_runs = [], []
        for _ in range(max(1, repeats)):  # alternating, each system's fastest run is kept
            ny_runs.append(run_child(["nesy-train", str(n), prog, str(k), str(a.overhead_steps)], timeout=900))
            dp_runs.append(run_child(["dpl-train", str(n), prog, str(k)], timeout=1800))
        ny = max(ny_runs, key=lambda r: r["queries_per_s"])
        dp = max(dp_runs, key=lambda r: r["queries_per_s"])
        kb = k // BATCH
        res["training"][f"n{n}"] = {
            "nesylang": ny, "deepproblog": dp, "runs": len(ny_runs),
            "nesylang_queries_per_s_all_runs": [r["queries_per_s"] for r in ny_runs],
            "deepproblog_queries_per_s_all_runs": [r["queries_per_s"] for r in dp_runs],
            "nesylang_fit_cpu_s_all_runs": [r.get("fit_cpu_s") for r in ny_runs],
            "deepproblog_train_cpu_s_all_runs": [r.get("train_cpu_s") for r in dp_runs],
            "speedup_epoch": ny["queries_per_s"] / dp["queries_per_s"],
            "speedup_same_k": ny["first_k_queries_per_s"] / dp["queries_per_s"],
            "speedup_steady_median_batch": dp["median_batch_s"] / ny["median_batch_s"],
            "speedup_vs_dpl_without_circuit_build": ny["queries_per_s"] / dp["queries_per_s_without_circuit_build"],
            "max_abs_batch_loss_difference": max(abs(x - y) for x, y in
                                                 zip(ny["batch_losses"][:kb], dp["batch_losses"][:kb])),
        }
    for n in range(3, a.max_exact_n + 1):
        import tempfile

        exact_args = ["nesy-exact", str(n), str(a.exact_sums), str(a.exact_lr)]
        with tempfile.TemporaryDirectory(prefix="nesy-bench-cache-") as cache:
            # a first run: compiles everything, writing the templates to an empty disk cache
            entry = {"nesylang": run_child(exact_args, timeout=900, cache_dir=cache)}
            if a.warm_rerun:
                # the same again with the disk cache off, and with the cache the first run left
                entry["nesylang_cache_off"] = run_child(exact_args, timeout=900, cache_dir="off")
                entry["nesylang_warm_cache"] = run_child(exact_args, timeout=900, cache_dir=cache)
        entry["distinct_sums"] = len({_decode(q, n)[2] for q in _query_lines(n, a.exact_sums)})
        if n == 3 and a.dpl_n3_timeout > 0:
            dp = entry["deepproblog"] = run_child(["dpl-ground", str(n), prog], timeout=a.dpl_n3_timeout)
            if dp.get("finished"):  # one grounding per distinct sum (its circuit cache is keyed on the sum)
                entry["deepproblog_epoch_grounding_lower_bound_s"] = dp["ground_compile_s"] * entry["distinct_sums"]
        res["exact"][f"n{n}"] = entry
    res["total_benchmark_s"] = time.perf_counter() - started
    res["machine"]["load_average_1min_at_end"] = os.getloadavg()[0]
    if max(res["machine"]["load_average_1min_at_start"] or 0, res["machine"]["load_average_1min_at_end"]) > \
            (os.cpu_count() or 1):
        print("warning: the machine was busy with other work (load average above the core count); "
              "timings are inflated", file=sys.stderr)
    out = Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, indent=2))
    print(markdown(res))
    print(f"\n(total {res['total_benchmark_s']:.0f} s; results in {out})")


if __name__ == "__main__":
    main()
