"""Session 25: ``split_cases=clause`` and narrowing variants on cached searches.

``split``: from session 23's pickled searches (``nesypi21_diag.py search zero``;
``NESYPI21_CACHE``) run the case searches of ``split_cases=clause`` once and pickle the searcher
after them (``NESYPI25_CACHE``/split_<letter>_<seed>.pkl), so that narrowing variants can be compared
on the same union. ``variants``: narrowing under ``--set`` options on each cached split searcher;
prints train/test PN and robustness N per run and the means; ``-v`` lists, per case clause, the
robustness negatives (damaged glyphs) it accepts.

    export NESYPI21_CACHE=/tmp/nesypi23/cache NESYPI25_CACHE=/tmp/nesypi25/split OMP_NUM_THREADS=1
    python benchmarks/nesypi25_diag.py split --letters M L R
    S="--set specific=true --set specific_cases=true --set specific_interval=true"
    python benchmarks/nesypi25_diag.py variants $S --set specific_predict=0.05
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import pickle
import statistics
import sys
import time
from pathlib import Path

CACHE = Path(os.environ.get("NESYPI21_CACHE", "/tmp/nesypi21_cache"))
SPLIT = Path(os.environ.get("NESYPI25_CACHE", "/tmp/nesypi25_cache"))


def _value(v: str):
    try:
        return json.loads(v)
    except json.JSONDecodeError:
        return v


def split(letters, seeds, tag: str) -> None:
    SPLIT.mkdir(parents=True, exist_ok=True)
    for seed in seeds:
        for letter in letters:
            path = CACHE / f"{tag}_{letter}_{seed}.pkl"
            if not path.exists():
                continue
            with open(path, "rb") as f:
                run = pickle.load(f)
            s = run["searcher"]
            s.s = copy.copy(s.s)
            s.s.deadline = None
            s.s.split_cases = "clause"
            single = s.best
            cpu = time.process_time()
            if not s.accepted():
                s.split()
            run["split_cpu"] = time.process_time() - cpu
            run["single"] = single
            with open(SPLIT / f"split_{letter}_{seed}.pkl", "wb") as f:
                pickle.dump(run, f)
            print(json.dumps({"letter": letter, "seed": seed, "split": s.best is not single,
                              "cpu": round(run["split_cpu"], 2), "load": os.getloadavg()[0]}), flush=True)


def variants(letters, seeds, sets: dict, verbose: bool) -> list[dict]:
    import numpy as np

    from nesylang.learners.nesy_pi.learner import score_cand
    from nesylang.learners.nesy_pi.scorer import metrics

    rows = []
    for seed in seeds:
        for letter in letters:
            path = SPLIT / f"split_{letter}_{seed}.pkl"
            if not path.exists():
                continue
            with open(path, "rb") as f:
                run = pickle.load(f)
            s = run["searcher"]
            for k, v in sets.items():
                setattr(s.s, k, v)
            cpu = time.process_time()
            if s.s.specific:
                s.specialise()
            cpu = time.process_time() - cpu
            row = {"letter": letter, "seed": seed, "cpu": round(cpu, 2), "split": s.split_masks is not None}
            for tn, t in run["tensors"].items():
                _, n, pn = metrics(score_cand(t, s.best, s.inventions), t.labels)
                row[f"{tn}_pn"] = round(pn, 4)
                if tn == "missing":
                    row["robust_n"] = round(n, 4)
            rows.append(row)
            print(json.dumps(row), flush=True)
            if verbose:
                t = run["tensors"]["missing"]
                glyphs = run["glyphs"]["missing"]
                for k, part in enumerate(s.best.cases or (s.best,)):
                    sc = score_cand(t, part, s.inventions)
                    acc = np.flatnonzero((t.labels == 0) & (sc > 0))
                    by = {}
                    for i in acc:
                        by[glyphs[i]] = by.get(glyphs[i], 0) + 1
                    tr = run["tensors"]["train"]
                    trc = np.flatnonzero((tr.labels == 1) & (score_cand(tr, part, s.inventions) > 0))
                    print(f"  part {k}: n {part.n}, train positives {len(trc)} "
                          f"(entities {sorted({int(tr.mask[i].sum()) for i in trc})}), damaged accepted "
                          f"{len(acc)} {by}\n    {part.text}")
    for f in ("test_pn", "robust_n", "train_pn", "cpu"):
        print(f, f"{statistics.mean(r[f] for r in rows):.4f}")
    for letter in letters:
        rs = [r for r in rows if r["letter"] == letter]
        if rs:
            print(letter, f"{statistics.mean(r['test_pn'] for r in rs):.3f}",
                  f"{statistics.mean(r['robust_n'] for r in rs):.3f}")
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=("split", "variants"))
    ap.add_argument("--letters", nargs="*", default=list("ILMRTVXY"))
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--set", action="append", default=[])
    ap.add_argument("--tag", default="zero")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    sets = {k: _value(v) for k, _, v in (item.partition("=") for item in a.set)}
    if a.what == "split":
        split(a.letters, a.seeds, a.tag)
    else:
        variants(a.letters, a.seeds, sets, a.v)


if __name__ == "__main__":
    sys.exit(main())
