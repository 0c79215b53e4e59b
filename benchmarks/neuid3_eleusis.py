"""NeuID3 (issue 9), Experiments 2 (Eleusis) and 3 (reuse, Table 6).

Data: ``examples/eleusis/generate.py`` (ranks 1..8 from scikit-learn digits, suits A..D as
jittered letter glyphs, red/white as two channels, red suits A and C, faces 5..8; disjoint
train/test images; 1000/200/1000 balanced examples per concept and seed). An example is
``hidden(S0, R0, S1, R1)``: each argument ``tensor(img(K))``, a 2x8x8 image.

Test sets (the paper's section 6.3, Appendix C with issue 9's errata: ``gt_*`` uses <,
``equal_*`` uses =, ``modulo_*`` wraps around: (X mod 8) + 1 for ranks, (X mod 4) + 1 for
suits):

* ``nf``: the neural facts ``rel_rank(R0, R1)`` and ``rel_suit(S0, S1)`` (one network on both images,
  ``--pair-net``: by default the paper's encoder-decoder, ``neuid3_eleusis_nets.PairNet``);
* ``opt``: per concept, the rules that express it (suit_order {gt_suit}, rank_order {gt_rank},
  hidden_order_simple {gt_rank, gt_suit}, alternating_faces {alternate_attr_rank});
* ``optu``: Appendix C's 12 rules; ``bad``: (optu + nf) minus opt.

The image networks are ``cnn(size=8, channels=2, output=K, hidden=64)`` (``--net mlp``:
``mlp(input=128, hidden=[64], output=K)``), the pair nets of ``rel_*`` (``--pair-net``) by default
one encoder of that family (16 outputs) reading both images and a decoder 64-32-1 on
``[u, v, |u-v|, u*v]`` (``--pair-net concat``: ``mlp(input=256, hidden=[64], output=1)`` on both
images' pixels, the network before session 17); ``rank`` 8-way, ``suit`` 4-way,
``*_attribute`` 2-way; ``eq_*_attrs`` read a second network of their own. NeuID3 copies each
network per candidate and trains it from the class label alone (Adam, batch 32, 20 epochs,
lr 3e-3: the paper's 1e-3 gave rank_order 0.935/0.937 with the CNN, 0.884/0.892 with the
MLP, seed 0), ``max_depth=3``, ``epsilon=0.01``, ``--steps auto_refit`` (the learner's default
since session 18: at the 1000-window roots exactly the 20 epochs; below them each candidate's
epochs are chosen on a held-out fifth of its node; ``--steps epochs``: 20 everywhere).

Baselines in the same run: the paper's monolithic network (4 encoders, one per image, each an MLP
128-64-32-16, and a decoder 64-32-2; Adam lr 1e-3, batch 32, up to 50 epochs, early stopping on
the validation set with patience 10, best validation loss kept), and ``exact`` given the true
rule over the neural predicates (the same networks, 10 epochs, batch 32, the same lr).

Experiment 3 (``--reuse``): hidden_order_simple with the tests gt_rank and gt_suit, each either
untrained (NeuID3 trains it) or loaded from the saved tree of rank_order (resp. suit_order) under
T^opt and frozen (``freeze=``).

Per-class F1 on the test set. Timings per tree: ``compile`` (building node programs, grounding,
compiling), ``network`` (forward and backward passes), ``other`` (the rest of growing).

    python benchmarks/neuid3_eleusis.py --quick        # 1 seed: suit_order, rank_order under opt and nf; network
    python benchmarks/neuid3_eleusis.py                # 3 seeds, every concept and set, baselines
    python benchmarks/neuid3_eleusis.py --concepts rank_order --sets opt,optu --seeds 0
    python benchmarks/neuid3_eleusis.py --reuse --seeds 0
    python benchmarks/neuid3_eleusis.py --reuse --seeds 0 --warm-from installed   # the pre-session-8 reading
    python benchmarks/neuid3_eleusis.py --ceiling --seeds 0,1,2   # supervised rank reading, for reference
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import math
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# by path, under a name of its own (and with nothing added to sys.path): another example's
# `generate` module (examples/kandinsky) may be imported as `generate` in the same process (the
# test suite imports both)
_spec = importlib.util.spec_from_file_location("eleusis_generate", ROOT / "examples" / "eleusis" / "generate.py")
_generator = sys.modules["eleusis_generate"] = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_generator)
CONCEPTS, generate = _generator.CONCEPTS, _generator.generate

NETWORK_DECLS = """
#network(rank_net, {rank}).
#network(rank_net2, {rank}).
#network(suit_net, {suit}).
#network(suit_net2, {suit}).
#network(rank_attr_net, {attr}).
#network(suit_attr_net, {attr}).
#network(rel_rank_net, {pair}).
#network(rel_suit_net, {pair}).
"""
FAMILIES = {"mlp": "mlp(input=128, hidden=[64], output={k})", "cnn": "cnn(size=8, channels=2, output={k}, hidden=64)"}
NEURAL_PREDICATES = """
nn(rank_net, [I], R, [1, 2, 3, 4, 5, 6, 7, 8]) :: rank(I, R).
nn(rank_net2, [I], R, [1, 2, 3, 4, 5, 6, 7, 8]) :: rank2(I, R).
nn(suit_net, [I], S, [1, 2, 3, 4]) :: suit(I, S).
nn(suit_net2, [I], S, [1, 2, 3, 4]) :: suit2(I, S).
nn(rank_attr_net, [I], B, [0, 1]) :: rank_attribute(I, B).
nn(suit_attr_net, [I], B, [0, 1]) :: suit_attribute(I, B).
nn(rel_rank_net, [A, B]) :: rel_rank(A, B).
nn(rel_suit_net, [A, B]) :: rel_suit(A, B).
"""
NET = "cnn"  # --net: the family of the image networks (and of the pair nets' encoders)
# --pair-net: the network of the T^nf neural facts rel_rank/rel_suit (over two images).
# "relation" (the default since session 17): the paper's encoder-decoder (section 6.2.2, Fig. 4), one
# encoder of the --net family reading both images, a decoder on [u, v, |u-v|, u*v] of the two codes
# (benchmarks/neuid3_eleusis_nets.py); "shared": the same on [u, v]; "separate": one encoder per
# image, [u, v]; "concat": the 256-64-1 MLP on both images' pixels concatenated (sessions 4-16).
PAIR_NET = "relation"
PAIR_NETS = ("relation", "shared", "separate", "concat")
# --bad-order: how T^bad's tests are declared. "facts" (the default since session 18): T^nf's two
# neural facts first, as in T^nf, then the rules. A candidate's minibatch orders are seeded by its
# declaration index (NeuID3's Grower: seed + node * 1009 + index), so T^nf's tests then train in
# T^bad exactly as in T^nf and T^nf vs T^bad compares the tests added, not two shuffles of the same
# root test (rank_order: up to 0.025 apart, session 18). "rules": the rules first (sessions 8-17).
BAD_ORDER = "facts"


def steps_options(args) -> dict:
    """NeuID3's ``steps`` options from the command line, always passed (the learner's default is
    ``auto_refit`` since session 18; ``--steps epochs`` is the paper's fixed schedule)."""
    steps = getattr(args, "steps", "auto_refit")
    # --restarts and --restart-* pass NeuID3's options on only where given (else the learner's defaults)
    restarts = {k: v for k in ("restarts", "restart_which", "restart_confidence", "restart_residual")
                if (v := getattr(args, k, None)) is not None}
    if steps == "epochs":
        return {"steps": "epochs", **restarts}
    return {"steps": steps, "plateau_holdout": getattr(args, "plateau_holdout", 0.2), **restarts}


def networks() -> str:
    f = FAMILIES[NET]
    if PAIR_NET == "concat":
        pair = "mlp(input=256, hidden=[64], output=1)"
    else:
        pair = (f'python("neuid3_eleusis_nets:PairNet", family={NET}, code=16, hidden=32, '
                f'shared={"false" if PAIR_NET == "separate" else "true"}, '
                f'combine={"relation" if PAIR_NET == "relation" else "concat"})')
    return (NETWORK_DECLS.format(rank=f.format(k=8), suit=f.format(k=4), attr=f.format(k=2), pair=pair)
            + NEURAL_PREDICATES)

# Appendix C's 12 rules (errata: gt_* <, equal_* =, modulo_* wraps around)
RULES = {
    "alternate_attr_rank": "alternate_attr_rank(A, B) :- rank_attribute(A, X), rank_attribute(B, Y), X =\\= Y.",
    "equal_ranks": "equal_ranks(A, B) :- rank(A, X), rank(B, Y), X =:= Y.",
    "modulo_rank": "modulo_rank(A, B) :- rank(A, X), rank(B, Y), X mod 8 + 1 =:= Y.",
    "increment_rank": "increment_rank(A, B) :- rank(A, X), rank(B, Y), X + 1 =:= Y.",
    "gt_rank": "gt_rank(A, B) :- rank(A, X), rank(B, Y), X < Y.",
    "eq_rank_attrs": "eq_rank_attrs(A, B) :- rank(A, X), rank2(B, Y), X =:= Y.",
    "alternate_attr_suit": "alternate_attr_suit(A, B) :- suit_attribute(A, X), suit_attribute(B, Y), X =\\= Y.",
    "equal_suits": "equal_suits(A, B) :- suit(A, X), suit(B, Y), X =:= Y.",
    "modulo_suit": "modulo_suit(A, B) :- suit(A, X), suit(B, Y), X mod 4 + 1 =:= Y.",
    "increment_suit": "increment_suit(A, B) :- suit(A, X), suit(B, Y), X + 1 =:= Y.",
    "gt_suit": "gt_suit(A, B) :- suit(A, X), suit(B, Y), X < Y.",
    "eq_suit_attrs": "eq_suit_attrs(A, B) :- suit(A, X), suit2(B, Y), X =:= Y.",
}
NEURAL_FACTS = ("rel_rank", "rel_suit")
OPT = {"suit_order": ("gt_suit",), "rank_order": ("gt_rank",), "hidden_order_simple": ("gt_rank", "gt_suit"),
       "alternating_faces": ("alternate_attr_rank",)}
# the true rule over the neural predicates (the `exact` baseline)
TRUE_RULES = {
    "suit_order": "hidden(S0, R0, S1, R1) :- gt_suit(S0, S1).",
    "rank_order": "hidden(S0, R0, S1, R1) :- gt_rank(R0, R1).",
    "hidden_order_simple": "hidden(S0, R0, S1, R1) :- gt_rank(R0, R1), gt_suit(S0, S1).",
    "alternating_faces": "hidden(S0, R0, S1, R1) :- alternate_attr_rank(R0, R1).",
}


def test_set(name: str, concept: str) -> tuple[str, ...]:
    if name == "nf":
        return NEURAL_FACTS
    if name == "opt":
        return OPT[concept]
    if name == "optu":
        return tuple(RULES)
    if name == "bad":
        rules = tuple(t for t in RULES if t not in OPT[concept])
        return NEURAL_FACTS + rules if BAD_ORDER == "facts" else rules + NEURAL_FACTS
    raise SystemExit(f"unknown test set {name} (nf, opt, optu, bad)")


def mode(test: str) -> str:
    kind = "suit" if "suit" in test else "rank"
    return f"#modeb({test}(+{kind}0, +{kind}1))."


def program_text(tests) -> str:
    lines = [networks()] + list(RULES.values())
    lines.append("#modeh(hidden(+suit0, +rank0, +suit1, +rank1)).")
    lines += [mode(t) for t in tests]
    return "\n".join(lines) + "\n"


def atom(index_row) -> str:
    return "hidden(" + ", ".join(f"tensor(img({int(k)}))" for k in index_row) + ")"


def examples(split) -> list:
    return [(atom(row), float(lab)) for row, lab in zip(split.index, split.labels)]


def f1s(p: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """(F1 of the positive class, F1 of the negative class)."""
    pred = p >= 0.5
    out = []
    for cls in (True, False):
        tp = float(np.sum((pred == cls) & ((y > 0.5) == cls)))
        fp = float(np.sum((pred == cls) & ((y > 0.5) != cls)))
        fn = float(np.sum((pred != cls) & ((y > 0.5) == cls)))
        out.append(2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 1.0)
    return out[0], out[1]


def new_program(data, text: str, seed: int = 0):
    import torch

    from nesylang.session import Program

    program = Program.from_string(text, trust=True)  # trust: the pair nets are python(...) networks
    # PairNet returns one logit: say so (not left to "auto"). Building the two pair nets here draws
    # their initial weights; do it from `seed` on a forked RNG, so they do not depend on what ran
    # before in the process and every other network is drawn as before (lazily, after the caller's
    # torch.manual_seed(seed)). --pair-net concat leaves its mlp(...) pair nets lazy, as before session 17.
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        for name in ("rel_rank_net", "rel_suit_net"):
            if PAIR_NET != "concat" and name in text:
                program.network(name).output = "logits"
    program.tensors["img"] = torch.tensor(data.images)
    program.datasets["held_out"] = program.dataset(examples(data.splits["test"]))
    return program


def run_neuid3(data, tests, args, *, freeze=(), extra="", save=None, seed=0) -> dict:
    import torch

    program = new_program(data, program_text(tests) + extra, seed)
    torch.manual_seed(seed)
    t0, c0 = time.perf_counter(), time.process_time()
    result = program.learn("neuid3", target="hidden/4", data=examples(data.splits["train"]), test=["held_out"],
                           max_depth=args.max_depth, epochs=args.epochs, lr=args.lr, batch_size=32, seed=seed,
                           epsilon=0.01, freeze=list(freeze), save=save, progress=args.progress,
                           warm_from=args.warm_from, **steps_options(args))
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    tree = result.details["tree"]
    t = result.details["timings"]
    grow = result.timings.get("grow", 0.0)
    used = [n.test.signature[0] for n in tree.nodes() if not n.is_leaf]
    return {"f1_pos": result.metric("test", "held_out F1 pos"), "f1_neg": result.metric("test", "held_out F1 neg"),
            "accuracy": result.metric("test", "held_out accuracy"), "depth": tree.depth,
            "leaves": len(tree.leaves()), "tests_used": used,
            "rules_used": sum(1 for u in used if u in RULES), "facts_used": sum(1 for u in used if u in NEURAL_FACTS),
            "seconds": seconds, "cpu_seconds": cpu, "grow": grow, "compile": t.get("compile", 0.0), "network": t.get("network", 0.0),
            "other": max(0.0, grow - t.get("compile", 0.0) - t.get("network", 0.0)),
            # the grow stage's CPU seconds by exclusive stage (cpu_network, cpu_circuit, cpu_loss,
            # cpu_backward, cpu_compile, cpu_other; they add up to cpu_grow)
            **{k: v for k, v in t.items() if k.startswith("cpu_")},
            "render": tree.render(), "program": program, "result": result}


def run_exact(data, concept: str, args, seed=0) -> dict:
    import torch

    program = new_program(data, networks() + "\n".join(RULES.values()) + "\n" + TRUE_RULES[concept] + "\n", seed)
    torch.manual_seed(seed)
    t0, c0 = time.perf_counter(), time.process_time()
    program.learn("exact", data=examples(data.splits["train"]), epochs=args.exact_epochs, batch_size=32, lr=args.lr,
                  seed=seed, progress=False)
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    test = data.splits["test"]
    p = np.array([program.query(q)[0].probability for q, _ in examples(test)])
    pos, neg = f1s(p, test.labels)
    return {"f1_pos": pos, "f1_neg": neg, "accuracy": float(np.mean((p >= 0.5) == (test.labels > 0.5))),
            "seconds": seconds, "cpu_seconds": cpu}


def run_network(data, args, seed=0) -> dict:
    """The paper's monolithic network: 4 encoders (one per image) and a decoder, early stopping."""
    import torch
    from torch import nn

    torch.manual_seed(seed)

    def encoder():
        return nn.Sequential(nn.Flatten(), nn.Linear(128, 64), nn.ReLU(), nn.Linear(64, 32), nn.ReLU(),
                             nn.Linear(32, 16), nn.ReLU())

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.enc = nn.ModuleList([encoder() for _ in range(4)])
            self.dec = nn.Sequential(nn.Linear(64, 32), nn.ReLU(), nn.Linear(32, 2))

        def forward(self, x):  # x: (B, 4, 2, 8, 8)
            return self.dec(torch.cat([e(x[:, j]) for j, e in enumerate(self.enc)], dim=1))

    images = torch.tensor(data.images)

    def tensors(split):
        s = data.splits[split]
        return images[torch.tensor(s.index)], torch.tensor(s.labels, dtype=torch.long)

    (xtr, ytr), (xva, yva), (xte, yte) = tensors("train"), tensors("val"), tensors("test")
    net = Net()
    opt = torch.optim.Adam(net.parameters(), lr=1e-3)
    best, best_state, waited = math.inf, None, 0
    g = torch.Generator().manual_seed(seed)
    t0, c0 = time.perf_counter(), time.process_time()
    for epoch in range(args.net_epochs):
        net.train()
        for idx in torch.randperm(len(ytr), generator=g).split(32):
            loss = nn.functional.cross_entropy(net(xtr[idx]), ytr[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        net.eval()
        with torch.no_grad():
            val = float(nn.functional.cross_entropy(net(xva), yva))
        if val < best - 1e-6:
            best, waited = val, 0
            best_state = {k: v.clone() for k, v in net.state_dict().items()}
        else:
            waited += 1
            if waited >= args.patience:
                break
    net.load_state_dict(best_state)
    with torch.no_grad():
        p = torch.softmax(net(xte), dim=1)[:, 1].numpy()
    pos, neg = f1s(p, yte.numpy())
    return {"f1_pos": pos, "f1_neg": neg, "accuracy": float(np.mean((p >= 0.5) == (yte.numpy() > 0))),
            "epochs": epoch + 1, "seconds": time.perf_counter() - t0, "cpu_seconds": time.process_time() - c0}


def run_reuse(args, seed: int, results: dict) -> None:
    """Experiment 3: hidden_order_simple with gt_rank/gt_suit untrained or loaded from the saved
    rank_order/suit_order trees (T^opt) and frozen."""
    import torch

    tmp = Path(tempfile.mkdtemp(prefix="neuid3_reuse_"))
    saved = {}
    for concept, test, net in (("rank_order", "gt_rank", "rank_net"), ("suit_order", "gt_suit", "suit_net")):
        data = generate(CONCEPTS[concept], seed)
        r = run_neuid3(data, (test,), args, save=str(tmp / f"{concept}.nesy"), seed=seed)
        ckpt = torch.load(tmp / f"{concept}.pt", weights_only=True)["networks"]
        root = [k for k in ckpt if k.startswith(net + "_n1")]  # the root's copy: the tree's test
        saved[test] = (net, ckpt[root[0]]) if root else None
        print(f"  reuse seed {seed}: saved {concept} tree (F1 pos {r['f1_pos']:.3f}, neg {r['f1_neg']:.3f}); "
              f"root copy {root}", flush=True)
        results.setdefault("reuse_sources", []).append({"seed": seed, "concept": concept, "f1_pos": r["f1_pos"],
                                                        "f1_neg": r["f1_neg"], "render": r["render"]})
    data = generate(CONCEPTS["hidden_order_simple"], seed)
    for label, frozen in (("none", ()), ("suit", ("gt_suit",)), ("rank", ("gt_rank",)), ("both", ("gt_rank", "gt_suit"))):
        if label not in getattr(args, "reuse_labels", "none,suit,rank,both").split(","):
            continue
        if any(saved[f] is None for f in frozen):
            print(f"  reuse {label}: a source tree installed no copy; skipped")
            continue
        # a frozen test reads its own network, loaded from the saved tree's checkpoint
        text = program_text(("gt_rank", "gt_suit"))
        for f in frozen:
            kind = f.replace("gt_", "")
            values = ", ".join(str(i) for i in range(1, (8 if kind == "rank" else 4) + 1))
            text = text.replace(RULES[f], RULES[f].replace(f"{kind}(", f"{kind}_saved(").replace(
                f"gt_{kind}_saved(", f"gt_{kind}("))
            text += (f"#network({kind}_net_saved, {FAMILIES[NET].format(k=len(values.split(',')))}).\n"
                     f"nn({kind}_net_saved, [I], X, [{values}]) :: {kind}_saved(I, X).\n")
        program = new_program(data, text, seed)
        for f in frozen:
            net, state = saved[f]
            program.network(f"{net}_saved").module.load_state_dict(state)
        torch.manual_seed(seed)
        t0, c0 = time.perf_counter(), time.process_time()
        result = program.learn("neuid3", target="hidden/4", data=examples(data.splits["train"]), test=["held_out"],
                               max_depth=args.max_depth, epochs=args.epochs, lr=args.lr, batch_size=32, seed=seed,
                               epsilon=0.01, freeze=list(frozen), progress=args.progress,
                               warm_from=args.warm_from, **steps_options(args))
        row = {"seed": seed, "frozen": label, "f1_pos": result.metric("test", "held_out F1 pos"),
               "f1_neg": result.metric("test", "held_out F1 neg"), "seconds": time.perf_counter() - t0,
               "cpu_seconds": time.process_time() - c0,
               "render": result.details["render"]}
        results.setdefault("reuse", []).append(row)
        print(f"  reuse seed {seed} {label}: F1 pos {row['f1_pos']:.3f}, neg {row['f1_neg']:.3f} "
              f"({row['seconds']:.1f} s)\n" + "\n".join("      " + x for x in row["render"].splitlines()), flush=True)


def run_ceiling(args, seed: int, results: dict) -> None:
    """How well the rank images can be read at all: the same image network (``--net``) trained
    *supervised* on the rank labels of the rank_order training images (both cards; Adam, lr
    ``--lr``, batch 32, ``--epochs``), tested on the test cards' images (the disjoint digit pool):
    per-image accuracy, and the share of test windows whose R0 < R1 it reads right (what a
    frozen gt_rank can reach at best, up to what a label-trained network adds)."""
    import torch

    from nesylang.session import Program

    data = generate(CONCEPTS["rank_order"], seed)
    images = torch.tensor(data.images)

    def ranks(split):
        sp = data.splits[split]
        return (images[torch.tensor(np.concatenate([sp.index[:, 1], sp.index[:, 3]]))],
                torch.tensor(np.concatenate([sp.cards[:, 1], sp.cards[:, 3]]) - 1))

    (xtr, ytr), (xte, yte) = ranks("train"), ranks("test")
    torch.manual_seed(seed)
    net = Program.from_string(f"#network(rank_net, {FAMILIES[NET].format(k=8)}).\n").network("rank_net").module
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    g = torch.Generator().manual_seed(seed)
    c0 = time.process_time()
    for _ in range(args.epochs):
        net.train()
        for idx in torch.randperm(len(ytr), generator=g).split(32):
            loss = torch.nn.functional.cross_entropy(net(xtr[idx]), ytr[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
    net.eval()
    with torch.no_grad():
        pred = net(xte).argmax(1)
    n = len(yte) // 2
    row = {"seed": seed, "image_accuracy": float((pred == yte).float().mean()),
           "gt_rank_read": float(((pred[:n] < pred[n:]) == (yte[:n] < yte[n:])).float().mean()),
           "cpu_seconds": time.process_time() - c0}
    results.setdefault("ceiling", []).append(row)
    print(f"ceiling seed {seed}: supervised rank accuracy {row['image_accuracy']:.3f} per test image; "
          f"R0 < R1 read right on {row['gt_rank_read']:.3f} of the rank_order test windows "
          f"(CPU {row['cpu_seconds']:.1f} s)", flush=True)


def mean_std(v) -> str:
    v = [float(a) for a in v]
    if not v:
        return "-"
    return f"{statistics.mean(v):.3f} ± {statistics.pstdev(v):.3f}" if len(v) > 1 else f"{v[0]:.3f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true",
                    help="1 seed, suit_order and rank_order under opt and nf, the network baseline")
    ap.add_argument("--concepts", default=",".join(CONCEPTS))
    ap.add_argument("--sets", default="opt,optu,nf,bad")
    ap.add_argument("--seeds", default="0,1,2")
    ap.add_argument("--baselines", default="network,exact")
    ap.add_argument("--reuse", action="store_true", help="Experiment 3 only")
    ap.add_argument("--reuse-labels", default="none,suit,rank,both",
                    help="with --reuse: which of the four readings to grow (the source trees always)")
    ap.add_argument("--ceiling", action="store_true",
                    help="only the supervised ceiling of rank reading (a rank network trained on rank labels)")
    ap.add_argument("--max-depth", type=int, default=3)
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--lr", type=float, default=3e-3, help="NeuID3 and exact (the paper: 1e-3)")
    ap.add_argument("--net", choices=sorted(FAMILIES), default="cnn", help="image networks: mlp 128-64-K or cnn")
    ap.add_argument("--pair-net", choices=PAIR_NETS, default="relation",
                    help="network of the rel_rank/rel_suit neural facts: relation (one encoder of the --net family "
                         "for both images, a decoder on [u, v, |u-v|, u*v]; the paper's encoder-decoder), shared "
                         "(the same on [u, v]), separate (one encoder per image, [u, v]), concat (the 256-64-1 "
                         "MLP on both images' pixels, before session 17)")
    ap.add_argument("--exact-epochs", type=int, default=10)
    ap.add_argument("--net-epochs", type=int, default=50)
    ap.add_argument("--patience", type=int, default=10)
    ap.add_argument("--warm-from", choices=("own", "installed"), default="own",
                    help="where a child's candidate copies start (NeuID3's warm_from): 'own' (Algorithm 1 "
                         "line 9, the learner's default) or 'installed' (the default before session 8)")
    ap.add_argument("--steps", choices=("epochs", "auto", "auto_refit"), default="auto_refit",
                    help="NeuID3's steps option (auto_refit, the learner's default since session 18: epochs "
                         "chosen on a held-out fifth, then a refit on all; epochs: the paper's 20; auto: "
                         "each candidate until its held-out loss levels off)")
    ap.add_argument("--plateau-holdout", type=float, default=0.2)
    ap.add_argument("--restarts", type=int, default=None,
                    help="NeuID3's restarts (default: the learner's, 3 since session 20): the node's best "
                         "candidate trains this many times on other minibatch orders (1: once, as sessions 1-19)")
    ap.add_argument("--restart-which", choices=("best", "all"), default=None,
                    help="NeuID3's restart_which (default: the learner's, best)")
    ap.add_argument("--restart-confidence", type=float, default=None,
                    help="NeuID3's restart_confidence (default: the learner's, 0.95)")
    ap.add_argument("--restart-residual", type=float, default=None,
                    help="NeuID3's restart_residual (default: the learner's, 0.5)")
    ap.add_argument("--bad-order", choices=("facts", "rules"), default="facts",
                    help="T^bad's declaration order: T^nf's neural facts first (default since session 18) or "
                         "the rules first (sessions 8-17)")
    ap.add_argument("--progress", action="store_true")
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "neuid3_eleusis.json"))
    args = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    global NET, PAIR_NET, BAD_ORDER
    NET, PAIR_NET, BAD_ORDER = args.net, args.pair_net, args.bad_order
    if args.quick:
        args.concepts, args.sets, args.seeds, args.baselines = "suit_order,rank_order", "opt,nf", "0", "network"
        args.epochs = min(args.epochs, 5)
    seeds = [int(s) for s in args.seeds.split(",")]
    started = time.perf_counter()
    report = {"command": " ".join(sys.argv), "rows": []}
    if args.ceiling:
        for seed in seeds:
            run_ceiling(args, seed, report)
    elif args.reuse:
        for seed in seeds:
            run_reuse(args, seed, report)
    else:
        for concept in args.concepts.split(","):
            for seed in seeds:
                data = generate(CONCEPTS[concept], seed)
                for name in [b for b in args.baselines.split(",") if b]:
                    r = run_network(data, args, seed) if name == "network" else run_exact(data, concept, args, seed)
                    report["rows"].append({"concept": concept, "seed": seed, "model": name, **r})
                    print(f"{concept} seed {seed} {name}: F1 pos {r['f1_pos']:.3f}, neg {r['f1_neg']:.3f} "
                          f"({r['seconds']:.1f} s)", flush=True)
                for s in args.sets.split(","):
                    r = run_neuid3(data, test_set(s, concept), args, seed=seed)
                    r.pop("program"), r.pop("result")
                    report["rows"].append({"concept": concept, "seed": seed, "model": f"neuid3 {s}", **r})
                    print(f"{concept} seed {seed} NeuID3 {s}: F1 pos {r['f1_pos']:.3f}, neg {r['f1_neg']:.3f}; "
                          f"tests {r['tests_used']} ({r['seconds']:.1f} s: compile {r['compile']:.1f}, network "
                          f"{r['network']:.1f}, other {r['other']:.1f}; grow CPU {r.get('cpu_grow', 0.0):.1f} s: network "
                          f"{r.get('cpu_network', 0.0):.1f}, non-network {r.get('cpu_grow', 0.0) - r.get('cpu_network', 0.0):.1f})\n"
                          + "\n".join("      " + x for x in r["render"].splitlines()), flush=True)
    report["seconds"] = time.perf_counter() - started
    rows = report["rows"]
    if rows:
        print("\n| concept | model | F1 pos | F1 neg | seeds | tree s | CPU s | compile s | network s | other s | "
              "rules/facts used |")
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        keys = []
        for r in rows:
            if (r["concept"], r["model"]) not in keys:
                keys.append((r["concept"], r["model"]))
        for c, m in keys:
            rs = [r for r in rows if r["concept"] == c and r["model"] == m]
            tm = (lambda k: f"{statistics.mean(r[k] for r in rs):.1f}") if m.startswith("neuid3") else (lambda k: "-")
            used = (f"{statistics.mean(r['rules_used'] for r in rs):.1f}/{statistics.mean(r['facts_used'] for r in rs):.1f}"
                    if m.startswith("neuid3") else "-")
            print(f"| {c} | {m} | {mean_std(r['f1_pos'] for r in rs)} | {mean_std(r['f1_neg'] for r in rs)} | "
                  f"{len(rs)} | {statistics.mean(r['seconds'] for r in rs):.1f} | "
                  f"{statistics.mean(r['cpu_seconds'] for r in rs):.1f} | {tm('compile')} | {tm('network')} | "
                  f"{tm('other')} | {used} |")
    if report.get("reuse"):
        print("\n| frozen from saved trees | F1 pos | F1 neg | seeds |")
        print("|---|---|---|---|")
        for label in ("none", "suit", "rank", "both"):
            rs = [r for r in report["reuse"] if r["frozen"] == label]
            if rs:
                print(f"| {label} | {mean_std(r['f1_pos'] for r in rs)} | {mean_std(r['f1_neg'] for r in rs)} | {len(rs)} |")
    if report.get("ceiling"):
        cs = report["ceiling"]
        print(f"\nsupervised ceiling ({len(cs)} seeds): rank per image {mean_std(r['image_accuracy'] for r in cs)}, "
              f"R0 < R1 read right {mean_std(r['gt_rank_read'] for r in cs)}")
    print(f"\ntotal {report['seconds']:.1f} s")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=1, default=str))


if __name__ == "__main__":
    main()
