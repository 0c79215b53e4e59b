"""Clause indexing: the grounder's just-in-time argument indexes (issue 14, "Clause indexing").

Two workloads, each in this process, timed with ``time.perf_counter`` around grounding and
inference (the program text is generated first and not timed):

* ``boolnet``: a random Boolean network of G genes. A state is a term ``s(B1, ..., BG)`` of
  0/1 values; ``on(S, gI)`` facts say which genes are on in each of the 2^G states; each gene's
  next state is a Boolean function (a disjunction of conjunctions of ``on(S, gJ)`` and
  ``\\+ on(S, gJ)`` literals) of two or three other genes. The query is ``next(S, G)`` over all
  states. Every state's first argument has the same functor ``s/G``, so indexing on the
  functor alone does not help: the index must key on the whole ground argument, and calls
  such as ``on(S, g3)`` with ``S`` unbound need the second argument's index.
* ``facts``: a table of N facts ``row(I, kI, vI)``; 200 ground lookups on the first argument
  and 200 on the second. The time per lookup should not grow with N.

    python benchmarks/bench_indexing.py                      # boolnet 10 genes, facts 10^4..10^6
    python benchmarks/bench_indexing.py --genes 15 --sizes 10000
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def boolnet_program(genes: int, seed: int = 0) -> str:
    """A random Boolean network of ``genes`` genes as a nesylang (and ProbLog) program."""
    rng = random.Random(seed)
    lines = []
    for code in range(2 ** genes):
        bits = [(code >> i) & 1 for i in range(genes)]
        state = f"s({','.join(map(str, bits))})"
        lines.append(f"state({state}).")
        for i, b in enumerate(bits):
            if b:
                lines.append(f"on({state}, g{i}).")
    for i in range(genes):
        others = [j for j in range(genes) if j != i]
        for _ in range(rng.randint(1, 2)):  # a disjunction of one or two conjunctions
            literals = []
            for j in rng.sample(others, rng.randint(2, 3)):
                literals.append(f"on(S, g{j})" if rng.random() < 0.5 else f"\\+ on(S, g{j})")
            lines.append(f"next(S, g{i}) :- state(S), {', '.join(literals)}.")
    lines.append("query(next(S, G)).")
    return "\n".join(lines) + "\n"


def facts_program(n: int) -> str:
    return "".join(f"row({i}, k{i}, v{i}).\n" for i in range(n))


def run_boolnet(genes: int) -> dict:
    from nesylang.session import Program

    text = boolnet_program(genes)
    t0, c0 = time.perf_counter(), time.process_time()
    program = Program.from_string(text, name=f"boolnet{genes}")
    t1, c1 = time.perf_counter(), time.process_time()
    answers = program.run_queries()
    t2, c2 = time.perf_counter(), time.process_time()
    return {"genes": genes, "states": 2 ** genes, "answers": len(answers),
            "load_s": round(t1 - t0, 3), "query_s": round(t2 - t1, 3),
            "load_cpu_s": round(c1 - c0, 3), "query_cpu_s": round(c2 - c1, 3)}


def run_facts(n: int, lookups: int = 200) -> dict:
    from nesylang.logic.terms import Struct, Var
    from nesylang.session import Program

    program = Program.from_string(facts_program(n), name=f"facts{n}")
    rng = random.Random(1)
    keys = [rng.randrange(n) for _ in range(lookups)]
    grounder = program._grounder()
    # build both indexes once (the first call that binds an argument builds its index)
    grounder.ground_goal(Struct("row", (0, Var(), Var())), None)
    grounder.ground_goal(Struct("row", (Var(), Struct("k0"), Var())), None)
    t0 = time.perf_counter()
    for i in keys:
        out = grounder.ground_goal(Struct("row", (i, Var(), Var())), None)
        assert len(out) == 1
    t1 = time.perf_counter()
    for i in keys:
        out = grounder.ground_goal(Struct("row", (Var(), Struct(f"k{i}"), Var())), None)
        assert len(out) == 1
    t2 = time.perf_counter()
    return {"rows": n, "first_arg_us": round((t1 - t0) / lookups * 1e6, 1),
            "second_arg_us": round((t2 - t1) / lookups * 1e6, 1)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--genes", type=int, nargs="*", default=[10])
    ap.add_argument("--sizes", type=int, nargs="*", default=[10_000, 100_000, 1_000_000])
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "indexing.json")
    args = ap.parse_args(argv)
    results: dict = {"boolnet": [], "facts": []}
    for g in args.genes:
        r = run_boolnet(g)
        results["boolnet"].append(r)
        print(f"boolnet {g} genes ({r['states']} states): {r['answers']} answers, load {r['load_s']} s "
              f"(CPU {r['load_cpu_s']} s), next(S, G) {r['query_s']} s (CPU {r['query_cpu_s']} s)", flush=True)
    for n in args.sizes:
        r = run_facts(n)
        results["facts"].append(r)
        print(f"facts {n:>9,} rows: first-argument lookup {r['first_arg_us']} us, "
              f"second-argument lookup {r['second_arg_us']} us", flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
