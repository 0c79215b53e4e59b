"""Session 28 (nesypi32): the letters' rows of one run against a reference run, field for field
but for time and load, and the CPU table per letter (NeSy-π against ``invent=false``).

    python benchmarks/nesypi32_compare.py --new nesypi32 --ref nesypi30
"""
from __future__ import annotations

import argparse
import json
import pathlib

RESULTS = pathlib.Path(__file__).resolve().parent / "results"
TIMING = {"seconds", "cpu", "load"}
FILES = ("count_stack_MLR", "count_stack_ITVXY", "noinv_count_stack_MLR", "noinv_count_stack_ITVXY")


def rows(prefix: str) -> dict:
    out = {}
    for f in FILES:
        for r in json.loads((RESULTS / f"{prefix}_{f}.json").read_text()):
            out[(r["pattern"][-1], r["seed"], r["invent"])] = r
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--new", default="nesypi32")
    ap.add_argument("--ref", default="nesypi30")
    a = ap.parse_args()
    new, ref = rows(a.new), rows(a.ref)
    assert new.keys() == ref.keys(), (sorted(set(new) ^ set(ref)))
    bad = 0
    for k in sorted(ref):
        diff = sorted(f for f in set(ref[k]) | set(new[k]) if f not in TIMING and ref[k].get(f) != new[k].get(f))
        if diff:
            bad += 1
            print("DIFFERS", k, diff)
    print(f"{len(ref) - bad} of {len(ref)} rows match field for field (all but {sorted(TIMING)})")
    loads = [r["load"] for r in new.values()]
    print(f"load {min(loads):.1f}-{max(loads):.1f}")
    print("| letter | NeSy-π | ref | `invent=false` | ref | ratio | ref ratio |")
    print("|---|---|---|---|---|---|---|")
    tot = [0.0] * 4
    for letter in "ILMRTVXY":
        v = [sum(d[(letter, s, inv)]["cpu"] for s in range(5)) for d, inv in
             ((new, True), (ref, True), (new, False), (ref, False))]
        tot = [x + y for x, y in zip(tot, v)]
        print(f"| {letter} | {v[0]:.1f} | {v[1]:.1f} | {v[2]:.1f} | {v[3]:.1f} | {v[0] / v[2]:.2f} | {v[1] / v[3]:.2f} |")
    print(f"| all | **{tot[0]:.1f}** | {tot[1]:.1f} | **{tot[2]:.1f}** | {tot[3]:.1f} | **{tot[0] / tot[2]:.2f}** | "
          f"{tot[1] / tot[3]:.2f} |")


if __name__ == "__main__":
    main()
