"""Warcraft-style shortest-path learning through fit_exal with a plugged-in EXPLAIN (synthetic, offline).

    python examples/pathfinding/run.py                      # 12x12, posterior sampling (default;
                                  # Rao-Blackwellised tiles from epoch 21, session 19)
    python examples/pathfinding/run.py --estimator exal     # 12x12, EXAL (AGREE over growing Psi)
    python examples/pathfinding/run.py --k 6 --epochs 5     # a quick run on 6x6 grids
    python examples/pathfinding/run.py --check              # exact checks on a 3x3 grid
    python examples/pathfinding/run.py --epochs 50 --valid 100 --keep-best --lr-step 41:1e-4
                                  # 1e-4 from epoch 41, ending with the best validation epoch
    python examples/pathfinding/run.py --explore 0.5 --explore-step 11:0.25 --explore-step 21:0
                                  # annealed exploration (session 18; not better, see README.md)
    python examples/pathfinding/run.py --rao-blackwell
                                  # each sampled tile replaced by its allowed set given the others

What it does:

1. generates ``--train`` training and ``--test`` test grids of ``k x k`` tiles (grids.py): each
   tile an 8x8 RGB image of one of 8 terrain textures, each terrain a cost in {1, 2, 5, 9};
   the label of a grid is its Dijkstra shortest path (8-connectivity, vertex costs);
2. loads ``pathfinding.nesy`` (the neural predicate ``cost/2`` and the meaning of the training
   queries ``shortest_path(grid(G), [0-0, 1-1, ...])``), registers the tile images as the tensor
   sources ``train_tiles`` / ``test_tiles`` and a small CNN as ``cost_net``;
3. trains with ``program.fit_exal(queries, sampler=...)``: EXPLAIN is :class:`grids.PathSampler`,
   a Gibbs sampler over tile costs under which the labelled path stays a shortest path, driven by
   the network's current predictions and never by the true costs. ``--estimator`` chooses how
   its samples are used (see PRESETS and README.md): EXAL's AGREE over growing explanation sets,
   or posterior sampling (Monte Carlo EM: one sample per query copy, Psi reset every epoch);
4. evaluates on the test grids: each tile's cost is the network's argmax; Dijkstra on those costs
   gives a path, correct when its true cost equals the true shortest cost (the paper's
   criterion; ties make several paths optimal), and also reports exact path match and per-tile
   cost accuracy. ``--supervised`` also trains the same network on the true tile costs, as a
   ceiling for comparison.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for p in (str(HERE), str(ROOT)):
    if p not in sys.path:
        sys.path.insert(0, p)

import torch  # noqa: E402

import nesylang  # noqa: E402
from nesylang.logic.terms import Struct, list_items, make_list  # noqa: E402
from grids import COSTS, PathSampler, GridSet, is_shortest, make_grids, path_cost, shortest_path  # noqa: E402

PROGRAM = HERE / "pathfinding.nesy"
NET = "cost_net"


def cost_net() -> torch.nn.Module:
    """A small CNN: 3x8x8 tile image -> logits over the 4 costs."""
    return torch.nn.Sequential(
        torch.nn.Conv2d(3, 16, 3, padding=1), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
        torch.nn.Conv2d(16, 32, 3, padding=1), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
        torch.nn.Flatten(), torch.nn.Linear(32 * 2 * 2, 64), torch.nn.ReLU(), torch.nn.Linear(64, len(COSTS)))


# ---- terms ------------------------------------------------------------------------------------
def tile_ref(source: str, index: int) -> Struct:
    """``tensor(Source(Index))``."""
    return Struct("tensor", (Struct(source, (index,)),))


def choice_key(source: str, index: int) -> tuple:
    """EXAL's key of the neural choice ``cost(tensor(Source(Index)), _)``: ("nn", net, inputs)."""
    return ("nn", NET, make_list([tile_ref(source, index)]))


def query_text(g: int, k: int, path: list[int]) -> str:
    cells = ", ".join(f"{v // k}-{v % k}" for v in path)
    return f"shortest_path(grid({g}), [{cells}])"


def parse_query(query: Struct, k: int) -> tuple[int, list[int]]:
    """(grid number, labelled path as cell numbers) of ``shortest_path(grid(G), [R-C, ...])``."""
    grid, cells = query.args
    items, _ = list_items(cells)
    return grid.args[0], [cell.args[0] * k + cell.args[1] for cell in items]


# ---- the plugged-in EXPLAIN ---------------------------------------------------------------------
def make_sampler(program, k: int, source: str, **options):
    """``fn(query, rng, n)`` for ``fit_exal``: n explanations of ``shortest_path(grid(G), Path)``,
    each a dict from every tile's choice key to its cost's index in the nn/4 domain."""
    kk = k * k
    tiles = program.tensors[source]

    def probs(g: int):
        with torch.no_grad():
            x = torch.as_tensor(tiles[g * kk:(g + 1) * kk]).float()
            return program.network(NET).log_probabilities(x, True).exp().cpu().numpy()

    sampler = PathSampler(k, probs, **options)
    keys: dict[int, list] = {}

    def explain(query, rng: random.Random, n: int) -> list[dict]:
        g, path = parse_query(query, k)
        ks = keys.get(g)
        if ks is None:
            ks = keys[g] = [choice_key(source, g * kk + v) for v in range(kk)]
        return [{ks[v]: c for v, c in expl.items()} for expl in sampler.sample(g, path, rng, n)]

    explain.sampler = sampler
    return explain


# ---- data and program ---------------------------------------------------------------------------
def build(k: int, n_train: int, n_test: int, seed: int, noise: float = 0.15):
    train = make_grids(n_train, k, seed=seed, noise=noise)
    test = make_grids(n_test, k, seed=seed + 1000, noise=noise)
    program = nesylang.Program.from_file(PROGRAM)
    program.tensors["train_tiles"] = torch.from_numpy(train.images)
    program.tensors["test_tiles"] = torch.from_numpy(test.images)
    torch.manual_seed(seed)
    program.networks[NET] = cost_net()
    return program, train, test


def augment_images(images: np.ndarray, rng: np.random.Generator, shift: int = 1, brightness: float = 0.1,
                   noise: float = 0.05) -> np.ndarray:
    """Generic image augmentation of tile images (n, 3, T, T), labels unused: each image rolled by
    up to ``shift`` pixels each way, its brightness scaled by U(1 - b, 1 + b), Gaussian pixel
    noise of deviation ``noise`` added, clipped to [0, 1]."""
    out = np.empty_like(images)
    moves = rng.integers(-shift, shift + 1, size=(len(images), 2))
    for dr in range(-shift, shift + 1):
        for dc in range(-shift, shift + 1):
            idx = np.flatnonzero((moves[:, 0] == dr) & (moves[:, 1] == dc))
            out[idx] = np.roll(images[idx], shift=(dr, dc), axis=(2, 3))
    out *= rng.uniform(1.0 - brightness, 1.0 + brightness, size=(len(images), 1, 1, 1)).astype(images.dtype)
    out += rng.normal(0.0, noise, size=images.shape).astype(images.dtype)
    return np.clip(out, 0.0, 1.0, out=out)


def predict_classes(program, images: np.ndarray) -> np.ndarray:
    net = program.network(NET)
    net.module.eval()
    with torch.no_grad():
        out = []
        for b in range(0, len(images), 4096):
            out.append(net.log_probabilities(torch.from_numpy(images[b:b + 4096]), True).argmax(1))
    return torch.cat(out).numpy()


def evaluate(program, grids: GridSet) -> dict:
    kk = grids.k * grids.k
    pred = predict_classes(program, grids.images).reshape(len(grids), kk)
    costs = np.asarray(COSTS)[pred]
    cost_ok = exact = 0
    for g in range(len(grids)):
        path, _ = shortest_path(costs[g].tolist(), grids.k)
        true_cost = path_cost(grids.costs[g].tolist(), path)
        cost_ok += true_cost == grids.best[g]
        exact += path == grids.paths[g]
    confusion = np.zeros((len(COSTS), len(COSTS)), dtype=int)
    np.add.at(confusion, (grids.classes.reshape(-1), pred.reshape(-1)), 1)
    return {"path_accuracy": cost_ok / len(grids), "exact_path_accuracy": exact / len(grids),
            "tile_accuracy": float((pred == grids.classes).mean()),
            "confusion (rows: true cost, cols: predicted)": confusion.tolist(), "errors": error_analysis(grids, pred)}


def error_analysis(grids: GridSet, pred: np.ndarray) -> dict:
    """Where the wrong paths come from (session 19): for each grid whose predicted path is not
    the labelled one, whether correcting only its tiles confused between costs 5 and 9 (or
    only between 1 and 2) makes it exact; per terrain type, how many of its tiles are predicted
    each cost; and how far the wrong tiles lie from the labelled path (Chebyshev distance in
    tiles, 0 = on it)."""
    k = grids.k
    kk = k * k
    truth = grids.classes
    pairs = {"5/9": (2, 3), "1/2": (0, 1)}
    fixed = {name: 0 for name in pairs}
    wrong = 0
    for g in range(len(grids)):
        path, _ = shortest_path(np.asarray(COSTS)[pred[g]].tolist(), k)
        if path == grids.paths[g]:
            continue
        wrong += 1
        for name, (a, b) in pairs.items():
            both = np.isin(truth[g], (a, b)) & np.isin(pred[g], (a, b))
            repaired = np.where(both, truth[g], pred[g])
            fixed[name] += shortest_path(np.asarray(COSTS)[repaired].tolist(), k)[0] == grids.paths[g]
    out = {"wrong_paths": wrong, "wrong_paths_fixed_by_correcting_only": fixed}
    if grids.terrain is not None:
        by_terrain = np.zeros((int(grids.terrain.max()) + 1, len(COSTS)), dtype=int)
        np.add.at(by_terrain, (grids.terrain.reshape(-1), pred.reshape(-1)), 1)
        out["predicted cost per terrain (rows: terrain, its true cost COSTS[row // 2])"] = by_terrain.tolist()
    rows, cols = np.divmod(np.arange(kk), k)
    far = np.zeros((len(grids), kk), dtype=int)
    for g, path in enumerate(grids.paths):
        pr, pc = rows[path], cols[path]
        far[g] = np.max(np.stack([np.abs(rows[:, None] - pr[None]), np.abs(cols[:, None] - pc[None])]), 0).min(1)
    bad = pred != truth
    out["wrong tiles by distance to the labelled path (0, 1, 2, 3+)"] = [
        int((bad & (far == d)).sum()) for d in (0, 1, 2)] + [int((bad & (far >= 3)).sum())]
    out["tiles by distance to the labelled path (0, 1, 2, 3+)"] = [
        int((far == d).sum()) for d in (0, 1, 2)] + [int((far >= 3).sum())]
    return out


def train_supervised(k: int, n_train: int, seed: int, epochs: int = 10, lr: float = 3e-3, noise: float = 0.15):
    """The same network trained on the true tile costs (a ceiling, not EXAL)."""
    train = make_grids(n_train, k, seed=seed, noise=noise)
    torch.manual_seed(seed)
    net = cost_net()
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    x = torch.from_numpy(train.images)
    y = torch.from_numpy(train.classes.reshape(-1))
    gen = torch.Generator().manual_seed(seed)
    for _ in range(epochs):
        order = torch.randperm(len(x), generator=gen)
        for b in range(0, len(x), 64):
            i = order[b:b + 64]
            loss = torch.nn.functional.cross_entropy(net(x[i]), y[i])
            opt.zero_grad()
            loss.backward()
            opt.step()
    return net


# Two ways of using the same sampler through fit_exal (see the README):
# * "exal": EXAL as in the paper: each grid's Psi gets `samples` explanations per epoch and grows
#   across epochs (one fit_exal call), AGREE weighs them by the model; explanations are full cost
#   assignments (drop="none") or cubes implying the query (drop="cube");
# * "posterior": the sampler is a posterior sampler (explore=0: its chain samples the model's
#   distribution over costs given the label), so the average of grad log p(f) over its samples
#   estimates grad log P(query) without bias (Monte Carlo EM). Through fit_exal: samples=1, each
#   query listed `repeat` times (each copy is its own example with a one-element Psi), and one
#   fit_exal call per epoch (a fresh Psi each epoch); tiles that the other tiles leave free are
#   dropped (drop="local"), which keeps the estimate unbiased and removes most of its noise; from
#   epoch RAO_BLACKWELL_FROM on, each kept tile is given as its allowed set given the others
#   (rao_blackwell: the same expectation, no noise inside the set; not EXAL's AGREE loss).
# the posterior preset's first epoch with Rao-Blackwellised tiles (grids.PathSampler.allowed_sets):
# plain samples first, whose chain states carry the start point's informative bias; session 19
# (benchmarks/README.md): from epoch 1 it learned far slower, from epoch 21 it beat plain samples
RAO_BLACKWELL_FROM = 21
PRESETS = {
    "exal": dict(samples=4, repeat=1, drop="cube", explore=0.2, lr=3e-3, batch_size=2, epochs=10, agree_warmup=0,
                 rao_blackwell=0),
    "posterior": dict(samples=1, repeat=4, drop="local", explore=0.0, lr=1e-3, batch_size=8, epochs=30,
                      agree_warmup=0, rao_blackwell=RAO_BLACKWELL_FROM),
}


def lr_at(lr: float, lr_steps, epoch: int) -> float:
    """The learning rate of ``epoch`` (from 1): ``lr``, replaced by each ``(from_epoch, lr)`` of
    ``lr_steps`` once ``epoch`` reaches ``from_epoch``."""
    for start, value in sorted(lr_steps or ()):
        if epoch >= start:
            lr = value
    return lr


def run(estimator: str = "posterior", k: int = 12, n_train: int = 100, n_test: int = 100, seed: int = 0,
        burn_in: int = 720, thin: int = 40, noise: float = 0.15, supervised: bool = False,
        eval_every_epoch: bool | None = None, verbose: bool = True, n_valid: int = 0, keep_best: bool = False,
        init: str = "start", augment: bool = False, **overrides) -> dict:
    """Train on ``n_train`` k x k grids with ``estimator`` (PRESETS, any of whose values may be
    overridden), evaluate on ``n_test`` grids; returns the results as a dict. ``n_valid`` > 0
    also evaluates after each epoch on that many validation grids (another seed than the train
    and test grids), for choosing settings without looking at the test grids; ``keep_best``
    then ends with the network of the epoch with the most exact validation paths (the first
    such epoch), which is what the final test figures measure. ``init`` is the sampler's chain
    start: "start" (the paper's) or "network" (the network's most likely costs, repaired; see
    grids.PathSampler.repaired). ``augment`` replaces the training tile images before each
    epoch by a fresh augmentation of the originals (:func:`augment_images`; network and sampler see the
    same images); evaluation uses the images as generated. Option ``rao_blackwell`` (a PRESETS
    key) > 0: from that epoch on, LEARN gets each sampled tile as its set of allowed costs given the other tiles
    (grids.PathSampler.allowed_sets; needs drop "local" or "none"); 0: never."""
    if keep_best and not n_valid:
        raise ValueError("keep_best needs validation grids (n_valid > 0)")
    opts = dict(PRESETS[estimator])
    opts.update({key: v for key, v in overrides.items() if v is not None})
    rao_blackwell = opts["rao_blackwell"] = int(opts["rao_blackwell"])
    if rao_blackwell < 0 or (rao_blackwell and opts["drop"] == "cube"):
        raise ValueError("rao_blackwell is 0 (off) or the first epoch with allowed sets, which need drop "
                         "'local' or 'none'")
    samples, repeat, drop, explore = opts["samples"], opts["repeat"], opts["drop"], opts["explore"]
    lr, batch_size, epochs = opts["lr"], opts["batch_size"], opts["epochs"]
    lr_steps = [tuple(s) for s in opts.get("lr_steps") or ()]
    opts["lr_steps"] = lr_steps
    explore_steps = [tuple(s) for s in opts.get("explore_steps") or ()]
    opts["explore_steps"] = explore_steps

    def fit(n_epochs: int, fit_seed: int, fit_lr: float = lr):
        # program.learn("exal", ...) is fit_exal with every exal option, agree_warmup included;
        # the network's Adam optimizer is made by the first call and kept: set its rate here
        optimizer = program.network(NET).optimizer
        if optimizer is not None:
            for group in optimizer.param_groups:
                group["lr"] = fit_lr
        return program.learn("exal", data=queries, samples=samples, epochs=n_epochs, batch_size=batch_size,
                             lr=fit_lr, seed=fit_seed, sampler=sampler, progress=False,
                             agree_warmup=opts["agree_warmup"]).history
    per_epoch = (estimator == "posterior" or bool(eval_every_epoch) or bool(lr_steps) or bool(explore_steps)
                 or augment or rao_blackwell > 1)
    started = time.perf_counter()
    program, train, test = build(k, n_train, n_test, seed, noise)
    valid = make_grids(n_valid, k, seed=seed + 2000, noise=noise) if n_valid else None
    queries = [query_text(g, k, p) for g, p in enumerate(train.paths)] * repeat
    sampler = make_sampler(program, k, "train_tiles", burn_in=burn_in, thin=thin, explore=explore, drop=drop,
                           init=init, values="allowed" if rao_blackwell == 1 else "sample")
    original = train.images.copy() if augment else None
    augment_rng = np.random.default_rng(seed + 3000)
    before = evaluate(program, test)
    setup = time.perf_counter() - started
    if verbose:
        print(f"{estimator}: {n_train} train / {n_test} test grids of {k}x{k}, mean labelled path "
              f"{np.mean([len(p) for p in train.paths]):.1f} tiles; {opts}; untrained: {_fmt(before)}", flush=True)
    epochs_out = []
    best = None  # (validation exact paths, epoch, network weights) with keep_best
    if per_epoch:
        # one fit_exal call per epoch: the network, its optimizer and the sampler's chains persist,
        # but each call starts a fresh ExalTrainer, so Psi holds the current epoch's explanations
        for epoch in range(1, epochs + 1):
            program.network(NET).module.train()
            t0 = time.perf_counter()
            epoch_lr = lr_at(lr, lr_steps, epoch)
            epoch_explore = sampler.sampler.explore = lr_at(explore, explore_steps, epoch)
            sampler.sampler.values = "allowed" if 0 < rao_blackwell <= epoch else "sample"
            if augment:  # in place: the sampler's and the network's view of train_tiles
                program.tensors["train_tiles"].copy_(torch.from_numpy(augment_images(original, augment_rng)))
            history = fit(1, seed + epoch, epoch_lr)
            seconds = time.perf_counter() - t0
            metrics = evaluate(program, test) if eval_every_epoch is not False else {}
            record = {"epoch": epoch, "seconds": seconds, "lr": epoch_lr, "explore": epoch_explore,
                      "rao_blackwell": sampler.sampler.values == "allowed",
                      "loss": history.last.loss, **metrics}
            if valid is not None:
                record["valid"] = evaluate(program, valid)
                if keep_best and (best is None or record["valid"]["exact_path_accuracy"] > best[0]):
                    state = {name: t.detach().clone() for name, t in program.network(NET).module.state_dict().items()}
                    best = (record["valid"]["exact_path_accuracy"], epoch, state)
            epochs_out.append(record)
            if verbose:
                print(f"epoch {epoch}: {seconds:.1f} s, surrogate loss {history.last.loss:.2f}"
                      + (f"; test: {_fmt(metrics)}" if metrics else "")
                      + (f"; valid: {_fmt(record['valid'])}" if valid is not None else ""), flush=True)
    else:
        # one call: each grid's Psi grows across epochs, as nesylang's EXAL does
        history = fit(epochs, seed)
        for rec in history.epochs:
            epochs_out.append({"epoch": rec.epoch, "seconds": rec.seconds, "loss": rec.loss,
                               "explanations_per_query": rec.metrics.get("explanations_per_query")})
            if verbose:
                print(f"epoch {rec.epoch}: {rec.seconds:.1f} s, surrogate loss {rec.loss:.2f}", flush=True)
    if best is not None:
        program.network(NET).module.load_state_dict(best[2])
    if augment:
        program.tensors["train_tiles"].copy_(torch.from_numpy(original))
    final = evaluate(program, test)
    if verbose:
        which = f"the network of epoch {best[1]} (best on validation)" if best is not None else f"{epochs} epochs"
        print(f"test after {which}: {_fmt(final)}", flush=True)
    result = {"estimator": estimator, "k": k, "train_grids": n_train, "test_grids": n_test, **opts, "seed": seed,
              "burn_in": burn_in, "thin": thin, "init": init, "augment": augment, "noise": noise,
              "one_call_per_epoch": per_epoch,
              "setup_seconds": setup, "seconds_per_epoch": float(np.mean([e["seconds"] for e in epochs_out])),
              "train_seconds": float(sum(e["seconds"] for e in epochs_out)),
              "sampler_steps": sampler.sampler.steps, "sampler_dijkstras": sampler.sampler.dijkstras,
              "untrained": before, "per_epoch": epochs_out, "final": final,
              "final_epoch": best[1] if best is not None else epochs}
    if supervised:
        t0 = time.perf_counter()
        program.networks[NET] = train_supervised(k, n_train, seed, noise=noise)
        result["supervised_ceiling"] = {**evaluate(program, test), "seconds": time.perf_counter() - t0}
        if verbose:
            print(f"supervised on the true tile costs (a ceiling): {_fmt(result['supervised_ceiling'])}")
    result["total_seconds"] = time.perf_counter() - started
    return result


def _fmt(m: dict) -> str:
    return (f"path (optimal cost) {m['path_accuracy']:.1%}, exact path {m['exact_path_accuracy']:.1%}, "
            f"tiles {m['tile_accuracy']:.1%}")


# ---- exact check on a tiny grid -------------------------------------------------------------------
def check(k: int = 3, seed: int = 5, samples: int = 200, verbose: bool = True) -> dict:
    """On a k x k grid (k = 3): nesylang's exact P(shortest_path(grid(0), Label)) from
    pathfinding.nesy equals brute force over all 4^(k*k) cost assignments; every sampled
    explanation makes the query true, and its keys are exactly the neural choices of the
    query's ground formula as nesylang's own EXAL sees them."""
    import itertools

    from nesylang.learners.exal import ExalTrainer
    from nesylang.neural.data import parse_query as parse_term

    grids = make_grids(1, k, seed=seed)
    program = nesylang.Program.from_file(PROGRAM)
    program.tensors["check_tiles"] = torch.from_numpy(grids.images)
    torch.manual_seed(seed)
    program.networks[NET] = cost_net()
    program.load_string("".join(f"tile(grid(0), {v // k}, {v % k}, tensor(check_tiles({v}))).\n"
                                for v in range(k * k)) + f"size(grid(0), {k}).\n")
    text = query_text(0, k, grids.paths[0])
    t0 = time.perf_counter()
    exact = program.query(text)[0].probability
    exact_seconds = time.perf_counter() - t0
    probs = program.network(NET).log_probabilities(torch.from_numpy(grids.images), True).exp().detach().numpy()
    probs = probs.astype(np.float64)
    brute, models = 0.0, set()
    for a in itertools.product(range(len(COSTS)), repeat=k * k):
        if is_shortest([COSTS[j] for j in a], k, grids.paths[0]):
            brute += float(np.prod(probs[np.arange(k * k), a]))
            models.add(a)
    # the sampler's explanations: models of the formula, keyed as nesylang's EXAL keys them
    fn = make_sampler(program, k, "check_tiles", burn_in=50, thin=5)
    query = parse_term(text, "check")
    expls = fn(query, random.Random(seed), samples)
    trainer = ExalTrainer(program, samples=1)
    _, formula_keys, _ = trainer.formula(query)
    key_sets_equal = set(formula_keys) == set(expls[0])
    all_models = all(tuple(e[choice_key("check_tiles", v)] for v in range(k * k)) in models for e in expls)
    lower = sum(float(np.prod(probs[np.arange(k * k), list(a)]))
                for a in {tuple(e[choice_key("check_tiles", v)] for v in range(k * k)) for e in expls})
    # partial explanations (--drop cube): every completion of the kept tiles is a model
    fn_min = make_sampler(program, k, "check_tiles", burn_in=50, thin=5, drop="cube")
    cubes = fn_min(query, random.Random(seed + 1), 50)
    cube_ok = True
    for cube in cubes:
        fixed = {v: cube[choice_key("check_tiles", v)] for v in range(k * k) if choice_key("check_tiles", v) in cube}
        free = [v for v in range(k * k) if v not in fixed]
        for values in itertools.product(range(len(COSTS)), repeat=len(free)):
            a = {**fixed, **dict(zip(free, values))}
            if tuple(a[v] for v in range(k * k)) not in models:
                cube_ok = False
                break
    # the gradient of log P(query) w.r.t. each tile's logits is (posterior marginal - network
    # probabilities); estimate it from posterior samples (explore=0) with each kind of dropping
    post = np.zeros((k * k, len(COSTS)))
    for a in models:
        w = float(np.prod(probs[np.arange(k * k), a]))
        post[np.arange(k * k), a] += w
    exact_grad = post / brute - probs
    # each kind of dropping, and ("allowed") the Rao-Blackwellised values: each tile's term is p
    # restricted to its allowed set given the other tiles, minus p
    grad_error = {}
    draws = 4000
    for name, drop, values in (("none", "none", "sample"), ("local", "local", "sample"), ("cube", "cube", "sample"),
                               ("allowed", "local", "allowed")):
        fn_g = make_sampler(program, k, "check_tiles", burn_in=200, thin=9, explore=0.0, drop=drop, values=values)
        est = np.zeros_like(exact_grad)
        for e in fn_g(query, random.Random(seed + 2), draws):
            for v in range(k * k):
                key = choice_key("check_tiles", v)
                if key in e:
                    allowed = list(e[key]) if isinstance(e[key], tuple) else [e[key]]
                    est[v, allowed] += probs[v, allowed] / probs[v, allowed].sum()
                    est[v] -= probs[v]
        grad_error[name] = float(np.abs(est / draws - exact_grad).max())
    out = {"k": k, "label": grids.paths[0], "exact_probability": exact, "exact_seconds": exact_seconds,
           "brute_force_probability": brute, "models": len(models), "agree": abs(exact - brute) < 1e-5,
           "sampled": samples, "sampled_distinct": len({tuple(e.values()) for e in expls}),
           "sampled_all_models": all_models, "sampled_mass_lower_bound": lower,
           "keys_match_exal_formula": key_sets_equal, "partial_explanations": len(cubes),
           "partial_mean_size": float(np.mean([len(c) for c in cubes])), "partial_all_imply_query": cube_ok,
           "gradient_max_abs_error": grad_error, "gradient_max_abs": float(np.abs(exact_grad).max())}
    if verbose:
        print(f"{k}x{k} check: exact P = {exact:.6f} ({exact_seconds:.1f} s to ground and compile), brute force "
              f"{brute:.6f} over {len(models)} of {len(COSTS) ** (k * k)} assignments; {samples} samples: "
              f"{out['sampled_distinct']} distinct, all models: {all_models}, their mass {lower:.4f} <= P; "
              f"keys = the formula's neural choices: {key_sets_equal}; {len(cubes)} partial explanations "
              f"(mean {out['partial_mean_size']:.1f} of {k * k} tiles) all imply the query: {cube_ok}")
        print(f"gradient of log P wrt the logits (largest entry {out['gradient_max_abs']:.3f}): largest error of "
              "the posterior-sample estimate (4000 samples) dropping "
              + ", ".join(f"{d}: {e:.3f}" for d, e in grad_error.items()))
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--estimator", choices=sorted(PRESETS), default="posterior",
                    help="exal: EXAL's AGREE over growing explanation sets; posterior: Monte Carlo EM "
                         "with the same sampler (default)")
    ap.add_argument("--k", type=int, default=12)
    ap.add_argument("--train", type=int, default=100)
    ap.add_argument("--test", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--samples", type=int, help="explanations per query per epoch")
    ap.add_argument("--repeat", type=int, help="list each training query this many times")
    ap.add_argument("--drop", choices=["none", "cube", "local"],
                    help="tiles an explanation leaves out: none; cube (a partial explanation implying "
                         "the query); local (tiles the others leave free)")
    ap.add_argument("--explore", type=float, help="share of the uniform distribution in the sampler's proposal")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--batch-size", type=int)
    ap.add_argument("--lr", type=float)
    ap.add_argument("--agree-warmup", type=int,
                    help="exal's agree_warmup: epochs in which LEARN weighs Psi uniformly before AGREE's Q*")
    ap.add_argument("--lr-step", action="append", metavar="EPOCH:LR",
                    help="from epoch EPOCH on, train at learning rate LR (repeatable; one fit_exal call per epoch)")
    ap.add_argument("--explore-step", action="append", metavar="EPOCH:SHARE",
                    help="from epoch EPOCH on, the sampler's explore share is SHARE (repeatable; e.g. an "
                         "annealing schedule ending at 0, where the posterior estimator is unbiased again)")
    ap.add_argument("--valid", type=int, default=0,
                    help="also evaluate after each epoch on this many validation grids (not the test grids)")
    ap.add_argument("--keep-best", action="store_true",
                    help="end with the network of the epoch with the most exact validation paths (needs --valid)")
    ap.add_argument("--burn-in", type=int, default=720)
    ap.add_argument("--thin", type=int, default=40)
    ap.add_argument("--init", choices=["start", "network"], default="start",
                    help="where each grid's chain starts: the paper's point (path tiles cheapest, others "
                         "dearest) or the network's most likely costs, repaired into an explanation")
    ap.add_argument("--augment", action="store_true",
                    help="before each epoch, replace the training tile images by a fresh augmentation of the "
                         "originals (roll up to 1 pixel, brightness x U(0.9, 1.1), noise 0.05)")
    ap.add_argument("--rao-blackwell", action="store_true",
                    help="give LEARN each sampled tile as its set of allowed costs given the other tiles (the "
                         "sample's conditional expectation of the gradient; needs --drop local or none)")
    ap.add_argument("--rao-blackwell-from", type=int, metavar="EPOCH",
                    help="--rao-blackwell from epoch EPOCH on (plain samples before); 0: never (default: the "
                         "preset's, RAO_BLACKWELL_FROM for posterior)")
    ap.add_argument("--noise", type=float, default=0.15)
    ap.add_argument("--eval-every-epoch", action="store_true",
                    help="evaluate after each epoch (for exal: one fit_exal call per epoch, so Psi is reset)")
    ap.add_argument("--supervised", action="store_true", help="also train on the true costs (a ceiling)")
    ap.add_argument("--check", action="store_true", help="only run the exact checks on a 3x3 grid")
    ap.add_argument("--json", type=Path, help="write the results here")
    args = ap.parse_args(argv)
    if args.keep_best and not args.valid:
        ap.error("--keep-best needs --valid N (validation grids)")
    lr_steps = None
    if args.lr_step:
        try:
            lr_steps = [(int(e), float(v)) for e, v in (item.split(":") for item in args.lr_step)]
        except ValueError:
            ap.error("--lr-step is EPOCH:LR, e.g. --lr-step 21:1e-4")
    explore_steps = None
    if args.explore_step:
        try:
            explore_steps = [(int(e), float(v)) for e, v in (item.split(":") for item in args.explore_step)]
        except ValueError:
            ap.error("--explore-step is EPOCH:SHARE, e.g. --explore-step 11:0.25")
        if any(not 0.0 <= v <= 1.0 for _, v in explore_steps):
            ap.error("--explore-step shares are between 0 and 1")
    torch.set_num_threads(1)
    if args.check:
        result = check()
    else:
        result = run(args.estimator, args.k, args.train, args.test, args.seed, args.burn_in, args.thin, args.noise,
                     args.supervised, True if args.eval_every_epoch else None, n_valid=args.valid,
                     keep_best=args.keep_best, init=args.init, augment=args.augment,
                     rao_blackwell=1 if args.rao_blackwell else args.rao_blackwell_from,
                     lr_steps=lr_steps, explore_steps=explore_steps, samples=args.samples,
                     repeat=args.repeat, drop=args.drop, explore=args.explore, epochs=args.epochs,
                     batch_size=args.batch_size, lr=args.lr, agree_warmup=args.agree_warmup)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
