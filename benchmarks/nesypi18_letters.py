"""Session 18 (nesypi18): the letters as ``benchmarks/nesy_pi.py --letters --no-baseline`` runs
them (run_letter: same scenes, LETTERS_SEARCH, 120 CPU s limit), with extra nesy_pi options, and
raw rows written to benchmarks/results/nesypi18_<tag>.json.

    python benchmarks/nesypi18_letters.py TAG --letters I L --seeds 0 1 --set length_bonus=0.02

NESYPI18_CENTRED=1 patches Bins' phi/slope bins to centred ones (the session's first what-if,
written before the ``centred_bins`` option, which gives the same rows).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesy_pi as B  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("tag")
    ap.add_argument("--letters", nargs="*", default=B.LETTERS)
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--set", action="append", default=[])
    a = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    if os.environ.get("NESYPI18_CENTRED"):  # the what-if, before the option existed
        import nesypi18_diag

        nesypi18_diag.centre_bins()
    options = dict(B.LETTERS_SEARCH)
    for item in a.set:
        k, _, v = item.partition("=")
        options[k] = json.loads(v)
    rows = []
    for seed in a.seeds:
        for letter in a.letters:
            row = dict(B.run_letter(letter, seed, True, 100, 200, 120.0, **options), options=options)
            rows.append(row)
            print(json.dumps({k: v for k, v in row.items() if k not in ("program",)}), flush=True)
    out = B.ROOT / "benchmarks" / "results" / f"nesypi18_{a.tag}.json"
    out.write_text(json.dumps(rows, indent=1) + "\n")
    for f in ("test_pn", "robust_n", "train_pn", "cpu"):
        print(f, f"{statistics.mean(r[f] for r in rows):.3f}")


if __name__ == "__main__":
    main()
