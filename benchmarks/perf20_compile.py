"""Cold compile of the one open ``multi_addition`` template of the second harness
(``dpl_script_harness.py --n 2``; issue 16, target 2): grounding and SDD compilation of its
10^4 proofs (199 sums), alone, as the harness's first minibatch makes it: a fresh program and
template cache per round (disk cache off), the template looked up once, CPU time
(``time.process_time``) split into grounding, the SDD build and the export.

``--no-balanced``: this tree's builder with ``sdd.BALANCED_FROM = None`` (no disjunction by
pairs). ``--against FILE``: alternate, round by round in the same process, this tree's SDD builder
with the one in ``FILE`` (another tree's ``nesylang/circuits/sdd.py``: its ``_Builder.build``,
``_Builder._compute`` and ``IncrementalCompiler.compile`` swapped in), and check that both give
the same circuit (a digest of the flat circuit's arrays, its outputs and variables).

    OMP_NUM_THREADS=1 NESYLANG_CACHE=off python benchmarks/perf20_compile.py [--n 2] [--rounds 5]
    OMP_NUM_THREADS=1 NESYLANG_CACHE=off python benchmarks/perf20_compile.py --rounds 10 --against OLD/nesylang/circuits/sdd.py
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # (nesylang itself: the installed tree, or PYTHONPATH's)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--against", help="another tree's nesylang/circuits/sdd.py, alternated with this one")
    ap.add_argument("--no-balanced", action="store_true", help="this tree with sdd.BALANCED_FROM = None")
    args = ap.parse_args()
    os.environ.setdefault("NESYLANG_CACHE", "off")
    import warnings

    warnings.filterwarnings("ignore")
    import dpl_script_harness as h
    import numpy as np
    import torch
    from deepproblog.network import Network
    from engine_imports import import_engine

    import nesylang
    from nesylang.circuits import sdd
    from nesylang.grounding import grounder as grounder_module
    from nesylang.neural import templates as templates_module
    from nesylang.neural.data import parse_query

    import_engine()
    torch.set_num_threads(1)
    if args.no_balanced:
        sdd.BALANCED_FROM = None
    clock = time.process_time
    spent: dict[str, float] = {}

    def timed(cls, name, key):
        fn = getattr(cls, name)

        def wrapper(*a, **k):
            t = clock()
            try:
                return fn(*a, **k)
            finally:
                spent[key] = spent.get(key, 0.0) + clock() - t
        setattr(cls, name, wrapper)

    timed(templates_module.TemplateCache, "lookup", "total")
    timed(grounder_module.Grounder, "ground_goal", "ground")
    timed(sdd.IncrementalCompiler, "_flat", "export")
    timed(sdd.IncrementalCompiler, "_cone_groups", "cone_groups")
    builders = {"this": (sdd._Builder.build, sdd._Builder._compute, sdd.IncrementalCompiler.compile)}
    if args.against:
        spec = importlib.util.spec_from_file_location("nesylang.circuits._perf20_other", args.against)
        other = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = other
        spec.loader.exec_module(other)
        builders["other"] = (other._Builder.build, other._Builder._compute, other.IncrementalCompiler.compile)

    def use(name: str) -> None:
        build, compute, compile_ = builders[name]

        def timed_build(*a, **k):
            t = clock()
            try:
                return build(*a, **k)
            finally:
                spent["build"] = spent.get("build", 0.0) + clock() - t
        sdd._Builder.build, sdd._Builder._compute, sdd.IncrementalCompiler.compile = timed_build, compute, compile_

    x, _labels = h._digits(40)
    n = args.n
    number = (lambda i: f"tensor(train({i}))") if n == 1 else (
        lambda i: "[" + ",".join(f"tensor(train({i + k}))" for k in range(n)) + "]")
    functor = "addition" if n == 1 else "multi_addition"
    query = parse_query(f"{functor}({number(0)},{number(n)},7)", "query")
    rows: dict[str, list[dict]] = {name: [] for name in builders}
    digests: dict[str, set] = {name: set() for name in builders}
    for r in range(args.rounds):
        for name in (list(builders) if r % 2 == 0 else list(reversed(builders))):
            use(name)
            program = nesylang.load(h._program_path())
            program.tensors["train"] = h.DigitImages(x)
            program.networks["mnist_net"] = Network(h._net(), "mnist_net", batching=True)
            cache = templates_module.TemplateCache(program)
            cache.disk = None
            spent.clear()
            template, _refs, _out = cache.lookup(query)
            rows[name].append(dict(spent))
            flat = template.compiled.flat
            d = hashlib.sha256()
            for a in flat.packed:
                d.update(np.ascontiguousarray(a).tobytes())
            d.update(repr((flat.outputs, template.compiled.variables, template.labels)).encode())
            digests[name].add((d.hexdigest()[:16], len(flat.packed.kinds)))
    out = {"n": n, "rounds": args.rounds, "load": round(os.getloadavg()[0], 1)}
    for name, made in rows.items():
        keys = sorted({k for row in made for k in row})
        out[name] = {"ms": {k: [round(row.get(k, 0.0) * 1000, 1) for row in made] for k in keys},
                     "median_ms": {k: round(statistics.median(row.get(k, 0.0) for row in made) * 1000, 1)
                                   for k in keys},
                     "circuit (digest, nodes)": sorted(digests[name])}
    if args.against:
        out["same circuit"] = digests["this"] == digests["other"] and len(digests["this"]) == 1
    print(json.dumps(out))


if __name__ == "__main__":
    main()
