"""Query speed of Boolean-network rules in nesylang (issue 10, "Performance"): all answers of
``next(S, G)`` over the 2^n states of a network, as ``#learn next/2 using ndnf`` writes them
(``next(S, c) :- on(S, b), \\+ on(S, d).``; a body with no positive literal starts with
``state(S)``). The rules are either a file of learned clauses (``--rules``, e.g. the ``save=``
output of ``benchmarks/ndnf_boolean.py --learner``) or, by default, the network's ground truth
written in that form. Reports wall and CPU seconds (median of ``--repeat`` runs) and checks the
answers against the ground truth.

    python benchmarks/ndnf_query_speed.py [--network fission] [--rules FILE] [--repeat 3]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ndnf_boolean import dataset, ground_truth


def truth_rules(genes, rules) -> list[str]:
    out = []
    for g in genes:
        for body in rules[g]:
            pos = [f"on(S, {genes[j]})" for j, b in body.items() if b]
            neg = [f"\\+ on(S, {genes[j]})" for j, b in body.items() if not b]
            out.append(f"next(S, {g}) :- {', '.join((pos or ['state(S)']) + neg)}.")
    return out


def _cpu() -> float:
    """CPU seconds of this process and its finished children (user + system)."""
    import resource

    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--network", default="fission")
    ap.add_argument("--rules", default=None)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    import nesylang

    genes, rules = ground_truth(args.network)
    states, y = dataset(genes, rules)
    facts = []
    for i, row in enumerate(states):
        facts.append(f"state(s{i}).")
        facts += [f"on(s{i}, {g})." for g, b in zip(genes, row) if b]
    text = Path(args.rules).read_text() if args.rules else "\n".join(truth_rules(genes, rules))
    walls, cpus = [], []
    for _ in range(args.repeat):
        program = nesylang.Program.from_string("\n".join(facts) + "\n" + text + "\n")  # no cached answers
        t0, c0 = time.perf_counter(), _cpu()
        answers = {a.atom.replace(" ", "") for a in program.query("next(S, G)") if a.probability == 1.0}
        walls.append(time.perf_counter() - t0)
        cpus.append(_cpu() - c0)
    want = {f"next(s{i},{g})" for i in range(len(states)) for k, g in enumerate(genes) if y[i, k]}
    print(f"{args.network}: {len(states)} states, {len(text.splitlines())} rule lines "
          f"({'from ' + args.rules if args.rules else 'ground truth'}); next(S, G): {len(answers)} answers, "
          f"{'equal to' if answers == want else 'DIFFERENT from'} the ground truth; "
          f"median {statistics.median(walls):.2f} s wall, {statistics.median(cpus):.2f} s CPU "
          f"(runs: {', '.join(f'{w:.2f}/{c:.2f}' for w, c in zip(walls, cpus))} s wall/CPU)")


if __name__ == "__main__":
    main()
