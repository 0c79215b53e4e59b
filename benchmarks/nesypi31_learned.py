"""Perception (c) with and without session 27's prototype (nesypi31): nesy_pi.py's ``learned`` (the
same perception networks, scenes, settings and 60 CPU s limit; (a) and (c) per pattern and seed),
on all of (c)'s patterns.

    OMP_NUM_THREADS=1 python benchmarks/nesypi31_learned.py --resolved     # the prototype installed
    OMP_NUM_THREADS=1 python benchmarks/nesypi31_learned.py                # search.py as it is
    OMP_NUM_THREADS=1 python benchmarks/nesypi31_learned.py --noisy [--resolved]   # perception (b) instead
    OMP_NUM_THREADS=1 python benchmarks/nesypi31_learned.py --letters M R --tag head  # letters, seed 0 (timing)

Rows' "program" is :func:`structure_deep` (nested inventions expanded, unlike nesy_pi.py's rows),
so "learns (a)'s clauses" compares what the inventions mean, not their numbers.
``--resolved`` installs nesypi31_complete's Searcher (``complete`` chosen at the data's resolution)
for both (a) and (c). Raw rows: benchmarks/results/nesypi31_learned[_resolved].json.
"""
from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import nesy_pi as NP


def structure_deep(r) -> str:
    """nesy_pi.py's ``_structure`` (the clause with invented predicates named by their definitions),
    nested inventions expanded too: two runs whose inventions mean the same but were numbered
    differently (``inv_color_2`` here, ``inv_color_3`` there) print the same."""
    invs = {i.name: i for i in r.details["inventions"]}

    def atom(a) -> str:
        if a[0] in invs:
            return f"{definition(a[0])}{a[1]}"
        return repr(a)

    def definition(name: str) -> str:
        return "{" + " | ".join(sorted("(" + ", ".join(sorted(atom(a) for a in v)) + ")"
                                       for v in invs[name].variations)) + "}"

    text = r.details["target_clause"]
    for name in sorted(invs, key=lambda n: -len(n)):
        text = text.replace(name + "(", definition(name) + "(")
    return text


NP._structure = structure_deep  # "program" in the rows, and same_clauses, compare meanings


def main(argv=None) -> None:
    import torch

    torch.set_num_threads(1)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--patterns", nargs="*", default=NP.LEARNED)
    ap.add_argument("--seeds", nargs="*", type=int, default=[0, 1, 2, 3, 4])
    ap.add_argument("--resolved", action="store_true")
    ap.add_argument("--tag", default="")
    ap.add_argument("--letters", nargs="*", default=None,
                    help="instead: these letters, seed 0, nesy_pi.py's LETTERS_SEARCH (a timing check on 0/1 facts); "
                         "raw rows benchmarks/results/nesypi31_letters_TAG.json")
    ap.add_argument("--noisy", action="store_true",
                    help="perception (b) instead: nesy_pi.py --noisy (8 patterns, 5 seeds, (a) and (b)), raw rows "
                         "benchmarks/results/nesypi31_noisy[_resolved].json")
    ap.add_argument("--thresholds", action="store_true",
                    help="with --resolved: nesypi31_complete's THRESHOLDS variant too")
    a = ap.parse_args(argv)
    if a.resolved:
        import nesypi31_complete

        nesypi31_complete.install(thresholds=a.thresholds)
    import hashlib

    from nesylang.learners.nesy_pi import search

    src = Path(search.__file__)
    print(f"search.py: {src} sha1 {hashlib.sha1(src.read_bytes()).hexdigest()[:12]}", flush=True)
    if a.letters is not None:
        rows = []
        for letter in a.letters:
            row = NP.run_letter(letter, 0, True, 100, 200, 120.0, **NP.LETTERS_SEARCH)
            rows.append(row)
            print(json.dumps({k: v for k, v in row.items() if k != "program"}), flush=True)
        out = ROOT / "benchmarks" / "results" / f"nesypi31_letters_{a.tag or 'run'}.json"
        out.write_text(json.dumps(rows, indent=1) + "\n")
        return
    if a.noisy:
        tag = "nesypi31" + ("_resolved" if a.resolved else "")
        NP.main(["--noisy", "--tag", tag])
        made = ROOT / "benchmarks" / "results" / f"nesy_pi_noisy_{tag}.json"
        made.replace(made.with_name(f"nesypi31_noisy{'_resolved' if a.resolved else ''}.json"))
        return
    cpu = time.process_time()
    rows = NP.learned(a.patterns, a.seeds, 100, 200, 60.0)
    print(f"\nCPU s {time.process_time() - cpu:.1f}; peak memory (max RSS) "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    name = "nesypi31_learned" + ("_resolved" if a.resolved else "") + ("_thresholds" if a.thresholds else "") + ("_" + a.tag if a.tag else "")
    out = ROOT / "benchmarks" / "results" / f"{name}.json"
    out.write_text(json.dumps(rows, indent=1) + "\n")
    print("wrote", out)


if __name__ == "__main__":
    main()
