"""Sessions 19 and 20: the letters as ``benchmarks/nesy_pi.py --letters --no-baseline`` runs
them (run_letter: same scenes and seeds, LETTERS_SEARCH, 120 CPU s limit), with extra nesy_pi
options (``--set specific=true``), raw rows written to benchmarks/results/PREFIX_<tag>.json
(``--prefix``: nesypi19 by default; session 20's runs used ``--prefix nesypi20``, session 21's
``--prefix nesypi21``). ``--time-limit``: the search's CPU s (run_letter's 120 by default; the
per-letter target, 120 CPU s, also covers the scenes and the final scoring, so 110 leaves them 10 s).

    OMP_NUM_THREADS=1 python benchmarks/nesypi19_letters.py TAG --letters I X --seeds 0 1 --set specific=true
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesy_pi as B


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("tag")
    ap.add_argument("--letters", nargs="*", default=B.LETTERS)
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--set", action="append", default=[])
    ap.add_argument("--prefix", default="nesypi19", help="the results file's name: PREFIX_<tag>.json")
    ap.add_argument("--time-limit", type=float, default=120.0)
    ap.add_argument("--train", type=int, default=100, help="training scenes (the issue's 100; session 23b: 200)")
    ap.add_argument("--no-invent", action="store_true",
                    help="invent=false (the issue's baseline) with the same options (session 25b)")
    a = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    options = dict(B.LETTERS_SEARCH)
    for item in a.set:
        k, _, v = item.partition("=")
        try:
            options[k] = json.loads(v)
        except json.JSONDecodeError:  # a bare word: a string (--set split_cases=clause)
            options[k] = v
    rows = []
    for seed in a.seeds:
        for letter in a.letters:
            row = dict(B.run_letter(letter, seed, not a.no_invent, a.train, 200, a.time_limit, **options),
                       options=options, time_limit=a.time_limit, load=os.getloadavg()[0],
                       **({"n_train": a.train} if a.train != 100 else {}))
            row.setdefault("searched_test_pn", row["test_pn"])  # specific left the clause as searched
            row.setdefault("searched_robust_n", row["robust_n"])
            rows.append(row)
            print(json.dumps({k: v for k, v in row.items() if k not in ("program",)}), flush=True)
    out = B.ROOT / "benchmarks" / "results" / f"{a.prefix}_{a.tag}.json"
    out.write_text(json.dumps(rows, indent=1) + "\n")
    for f in ("test_pn", "searched_test_pn", "robust_n", "searched_robust_n", "train_pn", "cpu"):
        print(f, f"{statistics.mean(r[f] for r in rows):.3f}")


if __name__ == "__main__":
    main()
