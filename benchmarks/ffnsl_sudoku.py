"""FF-NSL (issue 12), 4x4 Sudoku grid validity (paper App. C, H.1) with nesylang's ``ffnsl``.

Offline substitutes: scikit-learn's 8x8 digits 1-4 stand in for MNIST (split 50 / 35 / 15 % for
the network / the FF-NSL training grids / the test grids, stratified); an MLP 64-64-4 trained
here with plain torch. Two networks: Softmax, and a calibrated one trained with outlier
exposure (a uniform target on generated images: digits 0 and 5-9, shuffled pixels, mixtures of
two classes; our stand-in for EDL-GEN). Neither ever sees a rotated digit.

Grids: valid 4x4 starting configurations with 4, 6 or 8 givens; invalid ones copy a given digit
within one row, column or block only (equal thirds); 320 training grids, 1000 test grids, half
valid. Shift p %: every image of a seeded random p % of the grids rotated 90 degrees clockwise.

Methods on the same network predictions: FF-NSL with Softmax penalties, with calibrated
penalties, with a constant penalty 10 (Softmax predictions); a random forest (100 trees, seed 0)
on the 16 predicted cells (0 = empty), with the same 320 grids and (full run) 100x as many.

Per shift: structured-test accuracy (the learned rules on the 1000 test grids' true digits, by
clingo), |H| (atoms), learning time, the correct-example penalty ratio, and run-time accuracy and
Brier score (the learned rules with the network's outputs as neural annotated disjunctions, by
nesylang's exact inference: ``ffnsl(test=...)``) on the first ``--runtime-test`` test grids
(default 100 to keep the sweep short; the paper's unstructured test set is all 1000 grids, and
about 50 s CPU per task answers them: ``--shifts 0 --runtime-test 1000``).

    python benchmarks/ffnsl_sudoku.py            # full: shifts 0..95, 3 repeats
    python benchmarks/ffnsl_sudoku.py --quick    # <= 2 min: shifts 0 and 90, small sets
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nesylang import Program  # noqa: E402
from nesylang.neural.networks import Network  # noqa: E402

GRID_BK = "".join(f"row(c({r}, {c}), {r}). col(c({r}, {c}), {c}). "
                  f"block(c({r}, {c}), {(r - 1) // 2 * 2 + (c - 1) // 2 + 1}).\n"
                  for r in range(1, 5) for c in range(1, 5))
MODES = '''
valid :- \\+ invalid.
#modeh(invalid).
#modeb(digit(var(cell), var(num)), (positive)).
#modeb(row(var(cell), var(row))).
#modeb(col(var(cell), var(col))).
#modeb(block(var(cell), var(block))).
#modeb(neq(var(cell), var(cell)), (positive)).
#maxv(4).
#bias("penalty(1, head).").
#bias("penalty(1, body(X)) :- in_body(X).").
'''
NEURAL = '''
nn(digit_net, [X], D, [1, 2, 3, 4]) :: digit_of(X, D).
digit(C, D) :- img(C, X), digit_of(X, D).
cell(C) :- img(C, _).
neq(X, Y) :- cell(X), cell(Y), X \\= Y.
''' + GRID_BK + MODES
SYMBOLIC = '''
cell(C) :- digit(C, _).
neq(X, Y) :- cell(X), cell(Y), X \\= Y.
''' + GRID_BK


# ---- digits and networks ------------------------------------------------------------------------

def load_digits_split(seed: int):
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split

    d = load_digits()
    x = (d.data / 16.0).astype(np.float32)
    y = d.target
    keep = (y >= 1) & (y <= 4)
    xi, yi = x[keep], y[keep] - 1            # classes 0..3 = digits 1..4
    xo = x[~keep]                            # digits 0 and 5-9: outliers for calibration
    x_net, x_rest, y_net, y_rest = train_test_split(xi, yi, train_size=0.5, stratify=yi, random_state=seed)
    x_a, x_b, y_a, y_b = train_test_split(x_rest, y_rest, train_size=0.7, stratify=y_rest, random_state=seed)
    return {"net": (x_net, y_net), "train": (x_a, y_a), "test": (x_b, y_b), "outliers": xo}


def rotate(x: np.ndarray) -> np.ndarray:
    """8x8 images (flattened) rotated 90 degrees clockwise."""
    return np.rot90(x.reshape(-1, 8, 8), k=-1, axes=(1, 2)).reshape(-1, 64).copy()


def mlp() -> torch.nn.Module:
    return torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.ReLU(), torch.nn.Linear(64, 4))


def outliers(split, rng: np.random.Generator) -> np.ndarray:
    x, y = split["net"]
    n = len(x)
    shuffled = np.stack([rng.permutation(img) for img in x])
    i, j = rng.integers(0, n, n), rng.integers(0, n, n)
    diff = y[i] != y[j]
    lam = rng.uniform(0.3, 0.7, (n, 1)).astype(np.float32)
    mixed = (lam * x[i] + (1 - lam) * x[j])[diff]
    return np.concatenate([split["outliers"], shuffled, mixed]).astype(np.float32)


def train_net(split, calibrated: bool, seed: int, epochs: int = 60, outlier_weight: float = 0.5) -> torch.nn.Module:
    """The MLP with cross-entropy on digits 1-4; calibrated: plus ``outlier_weight`` times the
    cross-entropy to the uniform distribution on a batch of generated outliers (outlier exposure)."""
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    x, y = split["net"]
    xt, yt = torch.tensor(x), torch.tensor(y)
    xo = torch.tensor(outliers(split, rng)) if calibrated else None
    net = mlp()
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(epochs):
        perm = torch.randperm(len(xt))
        for k in range(0, len(xt), 64):
            idx = perm[k:k + 64]
            loss = torch.nn.functional.cross_entropy(net(xt[idx]), yt[idx])
            if calibrated:
                o = xo[torch.randint(0, len(xo), (64,))]
                loss = loss - outlier_weight * torch.log_softmax(net(o), dim=1).mean()   # uniform target
            opt.zero_grad()
            loss.backward()
            opt.step()
    net.eval()
    return torch.nn.Sequential(net, torch.nn.Softmax(dim=1))


def probs(net, x: np.ndarray) -> np.ndarray:
    with torch.no_grad():
        return net(torch.tensor(x)).numpy()


def calibration(net, split) -> dict:
    xb, yb = split["test"]
    p = probs(net, xb)
    pr = probs(net, rotate(xb))
    return {"accuracy": float((p.argmax(1) == yb).mean()),
            "mean confidence": round(float(p.max(1).mean()), 4),
            "rotated accuracy": float((pr.argmax(1) == yb).mean()),
            "rotated confident (>= 0.96)": float((pr.max(1) >= 0.96).mean())}


# ---- grids --------------------------------------------------------------------------------------

def full_grid(rng):
    g = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    perm = rng.sample(range(1, 5), 4)
    g = [[perm[x - 1] for x in row] for row in g]
    bands = rng.sample([[0, 1], [2, 3]], 2)
    g = [g[r] for b in bands for r in rng.sample(b, 2)]
    stacks = rng.sample([[0, 1], [2, 3]], 2)
    cols = [c for s in stacks for c in rng.sample(s, 2)]
    g = [[row[c] for c in cols] for row in g]
    return [list(x) for x in zip(*g)] if rng.random() < 0.5 else g


UNITS = {"row": (True, False, False), "col": (False, True, False), "block": (False, False, True)}


def make_grid(rng, kind: str) -> dict:
    g = full_grid(rng)
    givens = rng.choice([4, 6, 8])
    cells = [(r, c) for r in range(4) for c in range(4)]
    if kind == "valid":
        return {x: g[x[0]][x[1]] for x in rng.sample(cells, givens)}
    while True:
        a, b = rng.sample(cells, 2)
        if (a[0] == b[0], a[1] == b[1], (a[0] // 2, a[1] // 2) == (b[0] // 2, b[1] // 2)) == UNITS[kind]:
            break
    rest = rng.sample([x for x in cells if x not in (a, b)], givens - 2)
    out = {x: g[x[0]][x[1]] for x in [a, b, *rest]}
    out[b] = out[a]
    return out


def make_grids(n: int, rng) -> list[tuple[dict, str]]:
    out = []
    for i in range(n):
        kind = "valid" if i % 2 == 0 else ("row", "col", "block")[(i // 2) % 3]
        out.append((make_grid(rng, kind), "valid" if kind == "valid" else "invalid"))
    rng.shuffle(out)
    return out


def is_invalid(grid: dict) -> bool:
    items = list(grid.items())
    for i, ((r1, c1), d1) in enumerate(items):
        for (r2, c2), d2 in items[i + 1:]:
            if d1 == d2 and (r1 == r2 or c1 == c2 or (r1 // 2, c1 // 2) == (r2 // 2, c2 // 2)):
                return True
    return False


def with_images(grids, pool, shift: float, rng) -> tuple[list, np.ndarray, list[bool]]:
    """Each given cell gets a random image of its digit from ``pool``; every image of a random
    ``shift`` share of the grids is rotated. Returns (cells per grid as ((r, c), image index)),
    the images, and which grids are shifted."""
    x, y = pool
    by_digit = {d: np.flatnonzero(y == d - 1) for d in range(1, 5)}
    shifted = set(rng.sample(range(len(grids)), round(shift * len(grids))))
    images, placed = [], []
    for k, (grid, _) in enumerate(grids):
        cells = []
        for cell, d in sorted(grid.items()):
            img = x[rng.choice(list(by_digit[d]))]
            images.append(rotate(img[None])[0] if k in shifted else img)
            cells.append((cell, len(images) - 1))
        placed.append(cells)
    return placed, np.stack(images), [k in shifted for k in range(len(grids))]


def records(grids, placed, tensor: str) -> list[dict]:
    return [{"context": " ".join(f"img(c({r + 1}, {c + 1}), tensor({tensor}({i})))." for (r, c), i in cells),
             "label": label} for (_, label), cells in zip(grids, placed)]


# ---- evaluation ---------------------------------------------------------------------------------

def structured_accuracy(rules: list[str], grids) -> float:
    """The learned rules on the test grids' true digits, all grids in one clingo run."""
    from nesylang.asp import solve
    from nesylang.learners.ffnsl.background import translate
    from nesylang.syntax.parser import parse_program

    statements = parse_program(SYMBOLIC + "\n".join(rules)).statements
    bg = translate(statements, {("invalid", 0), ("digit", 2)}, set())
    lines = list(bg.rules)
    for k, (grid, _) in enumerate(grids):
        lines.append(f"ex({k}).")
        lines.extend(f"n_digit({k}, c({r + 1}, {c + 1}), {d})." for (r, c), d in grid.items())
    lines.append("#show n_invalid/1.")
    res = solve("\n".join(lines) + "\n", optimise=False)
    invalid = {int(a[len("n_invalid("):-1]) for a in res.models[0]}
    return sum((k in invalid) == (label == "invalid") for k, (_, label) in enumerate(grids)) / len(grids)


def rf_accuracy(train_feats, train_labels, test_grids) -> float:
    from sklearn.ensemble import RandomForestClassifier

    rf = RandomForestClassifier(n_estimators=100, random_state=0, n_jobs=1)
    rf.fit(train_feats, train_labels)
    test = np.array([[g.get((r, c), 0) for r in range(4) for c in range(4)] for g, _ in test_grids])
    truth = np.array([label == "invalid" for _, label in test_grids])
    return float((rf.predict(test) == truth).mean())


def features(placed, p: np.ndarray) -> np.ndarray:
    out = np.zeros((len(placed), 16), dtype=np.int64)
    for k, cells in enumerate(placed):
        for (r, c), i in cells:
            out[k, r * 4 + c] = int(p[i].argmax()) + 1
    return out


def learn(net, imgs, test_imgs, recs, test_path, penalty, time_limit, threads=1):
    p = Program.from_string(NEURAL)
    p.networks["digit_net"] = Network(net, output="probabilities")
    p.tensors["imgs"] = torch.tensor(imgs)
    p.tensors["timgs"] = torch.tensor(test_imgs)
    started, cpu = time.perf_counter(), time.process_time()
    r = p.learn("ffnsl", target="invalid/0", data=recs, labels=["valid", "invalid"], max_body=5,
                penalty=penalty, time_limit=time_limit, test=test_path, threads=threads)
    seconds = time.perf_counter() - started
    r.details["cpu_seconds"] = time.process_time() - cpu
    metrics = {(m.stage, m.name): m.value for m in r.metrics}
    return r, seconds, metrics


def penalty_ratio(pens: list[int], correct: list[bool]) -> float:
    total = sum(pens)
    return sum(p for p, c in zip(pens, correct) if c) / total if total else 0.0


def rule_p_invalid(cells, p: np.ndarray) -> float:
    """P(invalid) under the App. H.1 rule (two equal digits in a row, column or block), by brute
    force over the 4^k digit assignments of the k given cells, each cell independently distributed
    as the network's output ``p[i]``: apart from the learner's exact inference."""
    import itertools

    k = len(cells)
    same_unit = [(a, b) for a in range(k) for b in range(a + 1, k)
                 if cells[a][0][0] == cells[b][0][0] or cells[a][0][1] == cells[b][0][1]
                 or (cells[a][0][0] // 2, cells[a][0][1] // 2) == (cells[b][0][0] // 2, cells[b][0][1] // 2)]
    digits = np.array(list(itertools.product(range(4), repeat=k)))
    weight = np.ones(len(digits))
    for a, (_, i) in enumerate(cells):
        weight *= p[i][digits[:, a]]
    valid = np.ones(len(digits), dtype=bool)
    for a, b in same_unit:
        valid &= digits[:, a] != digits[:, b]
    return float(1 - weight[valid].sum())


def runtime_check(args, split, nets, shifts) -> None:
    """No learning: run-time accuracy and Brier of the App. H.1 rule on the same run-time test
    grids and images as the full run (the same seeds), by ``rule_p_invalid``; the errors split
    by true label, and how many of them the argmax digits would have got right."""
    for rep in range(args.repeats):
        rng = random.Random(1000 + rep)
        train_grids = make_grids(args.train, rng)
        test_grids = make_grids(args.test, rng)[:args.runtime_test]
        for shift in shifts:
            srng = random.Random(f"{rep}-{shift}")
            with_images(train_grids, split["train"], shift / 100, srng)
            tplaced, timgs, _ = with_images(test_grids, split["test"], shift / 100, srng)
            row = {"repeat": rep, "shift": shift, "grids": len(test_grids)}
            for name, net in nets.items():
                pr = probs(net, timgs)
                right = brier = 0.0
                errors = {"valid": 0, "invalid": 0, "argmax_right": 0}
                for (grid, label), cells in zip(test_grids, tplaced):
                    pi = rule_p_invalid(cells, pr)
                    truth = 1.0 if label == "invalid" else 0.0
                    brier += (pi - truth) ** 2 + ((1 - pi) - (1 - truth)) ** 2
                    if (pi > 1 - pi) == (label == "invalid"):
                        right += 1
                    else:
                        errors[label] += 1
                        argmax = {cell: int(pr[i].argmax()) + 1 for cell, i in cells}
                        errors["argmax_right"] += is_invalid(argmax) == (label == "invalid")
                row[name] = {"accuracy": round(right / len(test_grids), 4),
                             "brier": round(brier / len(test_grids), 4), "errors": errors}
            print(json.dumps(row), flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="shifts 0 and 90, 80 training grids, one repeat")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--shifts", default="0,20,40,60,80,90,95")
    ap.add_argument("--train", type=int, default=320)
    ap.add_argument("--test", type=int, default=1000)
    ap.add_argument("--runtime-test", type=int, default=100,
                    help="test grids answered at run time (the paper: all 1000; 100 gives about +-0.03 of "
                         "sampling noise, so judge the 0 %% targets with --shifts 0 --runtime-test 1000)")
    ap.add_argument("--rf100", action="store_true", help="also a random forest on 100x the training grids")
    ap.add_argument("--time-limit", type=float, default=240)
    ap.add_argument("--threads", type=int, default=2, help="clingo solver threads per task (the targets: 2 cores)")
    ap.add_argument("--runtime-check", action="store_true",
                    help="no learning: the App. H.1 rule's run-time accuracy and Brier by brute force on the "
                         "run-time test grids (a check of the learner's test= figures)")
    ap.add_argument("--outlier-weight", type=float, default=0.5,
                    help="the calibrated network's weight on the outlier-exposure term (uniform target)")
    ap.add_argument("--out", default=None, help="results JSON (default benchmarks/results/ffnsl_sudoku[_quick].json)")
    args = ap.parse_args(argv)
    if args.quick:
        args.repeats, args.shifts, args.train, args.test, args.runtime_test = 1, "0,90", 80, 400, 20
    if args.out is None:
        name = "ffnsl_sudoku_quick.json" if args.quick else "ffnsl_sudoku.json"
        args.out = str(Path(__file__).resolve().parent / "results" / name)
    torch.set_num_threads(1)
    shifts = [int(s) for s in args.shifts.split(",")]
    started = time.perf_counter()
    split = load_digits_split(0)
    nets = {"softmax": train_net(split, False, 0),
            "calibrated": train_net(split, True, 0, outlier_weight=args.outlier_weight)}
    calib = {k: calibration(n, split) for k, n in nets.items()}
    print("networks:", json.dumps(calib), flush=True)
    if args.runtime_check:
        runtime_check(args, split, nets, shifts)
        return 0
    rows = []
    tmp = Path(tempfile.mkdtemp(prefix="ffnsl_sudoku_"))
    for rep in range(args.repeats):
        rng = random.Random(1000 + rep)
        train_grids = make_grids(args.train, rng)
        test_grids = make_grids(args.test, rng)
        for shift in shifts:
            srng = random.Random(f"{rep}-{shift}")
            placed, imgs, _ = with_images(train_grids, split["train"], shift / 100, srng)
            tplaced, timgs, _ = with_images(test_grids[:args.runtime_test], split["test"], shift / 100, srng)
            recs = records(train_grids, placed, "imgs")
            test_path = tmp / f"test_{rep}_{shift}.jsonl"
            test_path.write_text("\n".join(json.dumps(r) for r in records(test_grids, tplaced, "timgs")) + "\n")
            row = {"repeat": rep, "shift": shift}
            for method, netname, penalty in (("ffnsl_softmax", "softmax", "neural"),
                                             ("ffnsl_calibrated", "calibrated", "neural"),
                                             ("constant_10", "softmax", 10)):
                net = nets[netname]
                pr = probs(net, imgs)
                pred_grids = [{cell: int(pr[i].argmax()) + 1 for cell, i in cells} for cells in placed]
                correct = [is_invalid(g) == (label == "invalid") for g, (_, label) in zip(pred_grids, train_grids)]
                r, secs, m = learn(net, imgs, timgs, recs, str(test_path), penalty, args.time_limit, args.threads)
                pens = [r.details["penalties"][f"e{k + 1}"] for k in range(len(recs))]
                row[method] = {
                    "accuracy": structured_accuracy(r.details["hypothesis"], test_grids),
                    "atoms": r.details["length"], "cost": r.details["cost"], "optimal": r.details["optimal"],
                    "seconds": round(secs, 2), "cpu_seconds": round(r.details["cpu_seconds"], 2),
                    "search": {k: None if v is None else round(v, 2) for k, v in r.details["search_seconds"].items()},
                    "space_after_pruning": r.details["space_after_pruning"],
                    "penalty_ratio": round(penalty_ratio(pens, correct), 4),
                    "correct_examples": round(sum(correct) / len(correct), 4),
                    "runtime_accuracy": m.get(("test", "accuracy")), "runtime_brier": m.get(("test", "brier")),
                    "hypothesis": r.details["hypothesis"],
                    "stages": {k: round(v, 2) for k, v in r.timings.items()},
                }
            pr = probs(nets["softmax"], imgs)
            labels = np.array([label == "invalid" for _, label in train_grids])
            row["random_forest"] = {"accuracy": rf_accuracy(features(placed, pr), labels, test_grids)}
            if args.rf100:
                big = make_grids(100 * args.train, random.Random(5000 + rep))
                bplaced, bimgs, _ = with_images(big, split["train"], shift / 100, srng)
                blabels = np.array([label == "invalid" for _, label in big])
                row["random_forest_100x"] = {
                    "accuracy": rf_accuracy(features(bplaced, probs(nets["softmax"], bimgs)), blabels, test_grids)}
            rows.append(row)
            print(json.dumps({k: ({kk: vv for kk, vv in v.items() if kk not in ("hypothesis", "stages")}
                                  if isinstance(v, dict) else v) for k, v in row.items()}), flush=True)
    summary = {}
    methods = [k for k in rows[0] if k not in ("repeat", "shift")]
    for shift in shifts:
        at = [r for r in rows if r["shift"] == shift]
        summary[shift] = {m: {key: round(statistics.mean(r[m][key] for r in at), 4)
                              for key in at[0][m] if isinstance(at[0][m][key], (int, float))
                              and not isinstance(at[0][m][key], bool) and at[0][m][key] is not None}
                          for m in methods}
    out = {"command": " ".join(["python", "benchmarks/ffnsl_sudoku.py", *(argv or sys.argv[1:])]),
           "networks": calib, "rows": rows, "summary": summary,
           "seconds": round(time.perf_counter() - started, 1)}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n")
    print("\nshift | " + " | ".join(methods))
    for shift in shifts:
        print(f"{shift:>5} | " + " | ".join(f"{summary[shift][m]['accuracy']:.3f}" for m in methods))
    print(f"total {out['seconds']} s; results in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
