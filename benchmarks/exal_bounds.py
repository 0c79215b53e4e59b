"""EXAL: convergence of Theorem 1's bounds with the number of EXPLAIN calls (the paper's Fig. 4).

Synthetic formulas over n = 12..14 Boolean variables, written as nesylang programs: one
probabilistic fact per variable (probability drawn uniformly at random, as in the paper), and
rules that build the formula in one of the paper's appendix classes:

* ``half-*``: q = v0 xor g(v1..v_{n-1}), g a random bottom-up circuit that uses every
  variable, so exactly half of the 2^n assignments explain q and half explain not-q (as in
  the paper's bound experiment); v0's probability is set so that P(q) = 0.3 / 0.8 / 0.5.
* ``branch``: implications v_parent -> v_c1 or v_c2 or v_c3 down a tree with branching factor
  3 and depth 2 (13 variables), plus one clause of 3 variables in disjunction.
* ``bottomup``: half of the variables start, the others are defined one by one as
  f_k <-> a and (b or c) over earlier variables (in-degree 3, random signs); q is the last.
* ``split``: alternating layers of conjunctions and disjunctions (depth 4, conjunction size
  3, disjunction size 2), leaves are variables with random signs.

The exact P(q) comes from nesylang's SDD path (``program.query``); the number of explanations
of q and of not-q from the same path with every probability set to 1/2 (P * 2^n).

For theta in {0, 1, 3} and several seeds, the lower bound P*(q) (summed probability of the
distinct explanations of q sampled so far) and the upper bound 1 - P*(not q) are recorded
after every call (one call = one EXPLAIN for q and one for not q, as ``bounds()`` does).
The curves are computed by replaying ``bounds()``' own sampling (the same rng, the same call
order) with float64 sums, so that the sampled sets are available for the "without AGREE"
estimates; ``nesylang.learners.exal.bounds`` itself is run for every (formula, theta) with
seed 0 and must give the same numbers (checked, to float32 precision).

"Without AGREE" is the paper's objective with Q uniform over the sampled explanations instead
of Q* = P(f) / sum P: L_u(Psi) = log |Psi| + mean_{f in Psi} log P(f) <= log P*(Psi) (Jensen).
exp(L_u(Psi(q))) is its lower bound and 1 - exp(L_u(Psi(not q))) its upper bound; the naive
fraction |Psi(q)| / (|Psi(q)| + |Psi(not q)|) is also recorded.

    python benchmarks/exal_bounds.py                  # all formulas, 3 seeds (minutes)
    python benchmarks/exal_bounds.py --quick          # two small formulas, 2 seeds
    python benchmarks/exal_bounds.py --jobs 2         # in parallel processes

Writes benchmarks/results/exal_bounds.json and benchmarks/results/exal_bounds.png.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import platform
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

THETAS = (0.0, 1.0, 3.0)
GAP = 0.01
CHECK_AT = (100, 1000, 3000, 10000, 30000)


# ---- the formulas, as nesylang programs ------------------------------------------------------------

def _prob(r: random.Random) -> float:
    return round(r.uniform(0.02, 0.98), 4)


def _facts(n: int, r: random.Random, override: dict | None = None) -> list[str]:
    override = override or {}
    return [f"{override.get(i, _prob(r))}::v{i}." for i in range(n)]


def _lit(atom: str, r: random.Random, p_neg: float = 0.3) -> str:
    return f"\\+ {atom}" if r.random() < p_neg else atom


def _bottom_up(pool: list[str], r: random.Random, prefix: str) -> tuple[list[str], str]:
    """Combine the atoms of ``pool`` three at a time, f <-> a and (b or c) or f <-> a or (b and c),
    until one atom is left; every atom of the pool is used."""
    rules, pool, k = [], list(pool), 0
    r.shuffle(pool)
    while len(pool) > 1:
        take = pool[:3] if len(pool) >= 3 else pool[:2]
        pool = pool[len(take):]
        head = f"{prefix}{k}"
        k += 1
        lits = [_lit(a, r) for a in take]
        if len(lits) == 2:
            rules += ([f"{head} :- {lits[0]}, {lits[1]}."] if r.random() < 0.5
                      else [f"{head} :- {lits[0]}.", f"{head} :- {lits[1]}."])
        elif r.random() < 0.5:  # a and (b or c)
            rules += [f"{head} :- {lits[0]}, {lits[1]}.", f"{head} :- {lits[0]}, {lits[2]}."]
        else:  # a or (b and c)
            rules += [f"{head} :- {lits[0]}.", f"{head} :- {lits[1]}, {lits[2]}."]
        pool.insert(r.randrange(len(pool) + 1), head)
    return rules, pool[0]


def half_formula(n: int, target: float, seed: int) -> str:
    """q = v0 xor g(v1..), with P(v0) chosen so that P(q) = target (a seed whose g makes the
    target unreachable is skipped)."""
    import nesylang

    for s in range(seed, seed + 100):
        r = random.Random(s)
        facts = _facts(n, r)
        rules, g = _bottom_up([f"v{i}" for i in range(1, n)], r, "g")
        body = "\n".join(facts[1:] + rules)
        pg = nesylang.Program.from_string(body).query(g)[0].probability
        # P(q) = p0 (1 - pg) + (1 - p0) pg  =>  p0 = (target - pg) / (1 - 2 pg)
        if abs(1 - 2 * pg) < 1e-3:
            continue
        p0 = (target - pg) / (1 - 2 * pg)
        if 0.02 <= p0 <= 0.98:
            return "\n".join([f"{p0:.6f}::v0.", body, f"q :- v0, \\+ {g}.", f"q :- \\+ v0, {g}."])
    raise ValueError(f"no half formula reaches P(q) = {target}")


def branch_formula(seed: int, b: int = 3, depth: int = 2) -> str:
    r = random.Random(seed)
    nodes, edges, frontier = 1, [], [0]
    for _ in range(depth):
        nxt = []
        for parent in frontier:
            kids = list(range(nodes, nodes + b))
            nodes += b
            edges.append((parent, kids))
            nxt += kids
        frontier = nxt
    rules, heads = [], []
    for k, (parent, kids) in enumerate(edges):  # imp_k <-> (v_parent -> v_c1 or ... or v_cb)
        heads.append(f"imp{k}")
        rules.append(f"imp{k} :- \\+ v{parent}.")
        rules += [f"imp{k} :- v{c}." for c in kids]
    clause = r.sample(range(nodes), b)
    rules += [f"cl :- v{c}." for c in clause]
    rules.append("q :- " + ", ".join(heads + ["cl"]) + ".")
    return "\n".join(_facts(nodes, r) + rules)


def bottomup_formula(n: int, seed: int, inferred: int | None = None) -> str:
    """The n variables are the starting ones (the choices); ``inferred`` (default n, so half of
    all variables start, as in the paper) atoms are then defined f_k <-> a and (b or c), or
    a or (b and c), from earlier atoms with random signs (in-degree 3), atoms that no rule
    uses yet first, so that q (the last one) depends on every variable."""
    r = random.Random(seed)
    inferred = inferred or n
    atoms, unused, rules = [f"v{i}" for i in range(n)], [f"v{i}" for i in range(n)], []
    r.shuffle(unused)
    for k in range(inferred):
        # atoms that nothing uses yet go first, so the last atom depends on every variable
        take = [unused.pop(0) for _ in range(min(3, len(unused)))]
        while len(take) < 3:
            a = r.choice(atoms)
            if a not in take:
                take.append(a)
        a, b_, c = (_lit(x, r) for x in take)
        head = f"f{k}"
        if r.random() < 0.5:
            rules += [f"{head} :- {a}, {b_}.", f"{head} :- {a}, {c}."]
        else:
            rules += [f"{head} :- {a}.", f"{head} :- {b_}, {c}."]
        atoms.append(head)
        unused.append(head)
    rules.append(f"q :- f{inferred - 1}.")
    return "\n".join(_facts(n, r) + rules)


def split_formula(n: int, seed: int, conj: int = 3, disj: int = 2, depth: int = 4) -> str:
    """Layers alternate and/or from the root (and at the root), leaves are signed variables,
    distinct among siblings; every variable occurs at least once (a seed whose formula loses a
    variable by simplification is skipped)."""
    for s in range(seed, seed + 100):
        src = _split(n, s, conj, disj, depth)
        if _cone_size(src) == n:
            return src
    raise ValueError("no split formula uses every variable")


def _split(n: int, seed: int, conj: int, disj: int, depth: int) -> str:
    r = random.Random(seed)
    n_leaves = (conj * disj) ** (depth // 2)
    leaves = [f"v{i}" for i in range(n)] + [f"v{r.randrange(n)}" for _ in range(n_leaves - n)]
    r.shuffle(leaves)
    rules, counter = [], [0]

    def build(level: int) -> str:
        head = f"s{counter[0]}"
        counter[0] += 1
        is_or = level % 2 == 1
        width = disj if is_or else conj
        if level == depth - 1:
            kids = []
            for _ in range(width):
                i = next((i for i in range(len(leaves) - 1, -1, -1) if leaves[i] not in kids), len(leaves) - 1)
                kids.append(leaves.pop(i))
            lits = [_lit(k, r) for k in kids]
        else:
            lits = [build(level + 1) for _ in range(width)]
        if is_or:
            rules.extend(f"{head} :- {x}." for x in lits)
        else:
            rules.append(f"{head} :- {', '.join(lits)}.")
        return head

    root = build(0)
    rules.append(f"q :- {root}.")
    return "\n".join(_facts(n, r) + rules)


def _cone_size(src: str) -> int:
    import nesylang
    from nesylang.learners.exal import ExalTrainer

    program = nesylang.Program.from_string(src)
    formula, _, _ = ExalTrainer(program).formula(program._parse_goal("q")[0])
    return len(formula.groups)


def formulas(quick: bool) -> dict[str, str]:
    out = {
        "half-0.3 (n=12)": half_formula(12, 0.3, seed=1),
        "half-0.8 (n=12)": half_formula(12, 0.8, seed=2),
    }
    if quick:
        return out
    out.update({
        "branch (n=13)": branch_formula(seed=3),
        "bottomup (n=14)": bottomup_formula(14, seed=4),
        "split (n=14)": split_formula(14, seed=5),
        "half-0.5 (n=14)": half_formula(14, 0.5, seed=6),
    })
    return out


# ---- one run ------------------------------------------------------------------------------------

def describe(src: str) -> dict:
    """Exact P(q) and the number of explanations of q and not q, by the SDD path."""
    import re

    import nesylang

    program = nesylang.Program.from_string(src)
    p = program.query("q")[0].probability
    n = len(re.findall(r"::v\d+\.", src))
    uniform = nesylang.Program.from_string(re.sub(r"[0-9.]+::v(\d+)\.", r"0.5::v\1.", src))
    count = round(uniform.query("q")[0].probability * 2 ** n)
    return {"n_vars": n, "exact": p, "explanations_q": count, "explanations_not_q": 2 ** n - count}


def run_one(args) -> dict:
    """Replay bounds()' sampling for one (formula, theta, seed); dense curves summarised."""
    name, src, theta, seed, calls, n_models = args
    import nesylang
    from nesylang.learners.exal import ExalTrainer
    from nesylang.learners.exal.explain import explain

    program = nesylang.Program.from_string(src)
    exact = program.query("q")[0].probability
    trainer = ExalTrainer(program, samples=1, theta=theta, seed=seed)
    goal = program._parse_goal("q")[0]
    sides = []
    for negate in (False, True):
        formula, _, _ = trainer.formula(goal, negate=negate)
        assert n_models == 2 ** len(formula.groups), "every variable must be in the query's cone"
        gp = formula.gp
        probs = []
        for g in formula.groups:  # every group is a probabilistic fact here: outcome 0 = true
            w = float(gp.groups[g.gid].weights[0])
            probs.append((w, 1.0 - w))
        sides.append((formula, probs))
    rng = trainer.rng  # random.Random(seed), shared by both sides in this order, as bounds() does
    seen = [set(), set()]
    mass = [0.0, 0.0]
    sum_log = [0.0, 0.0]
    counts = [{}, {}]
    started = time.perf_counter()
    lower, upper, lower_u, upper_u, frac, sizes = [], [], [], [], [], []
    complete_at = None
    for t in range(1, calls + 1):
        for side in (0, 1):
            formula, probs = sides[side]
            e = explain(formula, rng, theta=theta, counts=counts[side], policy="backtrack", branch="any")
            key = tuple(e[i] for i in range(len(formula.groups)))
            if key not in seen[side]:
                seen[side].add(key)
                logp = sum(math.log(probs[i][o]) for i, o in enumerate(key))
                mass[side] += math.exp(logp)
                sum_log[side] += logp
        lower.append(mass[0])
        upper.append(1.0 - mass[1])
        lu = [math.exp(math.log(len(s)) + sl / len(s)) if s else 0.0 for s, sl in zip(seen, sum_log)]
        lower_u.append(lu[0])
        upper_u.append(1.0 - lu[1])
        frac.append(len(seen[0]) / (len(seen[0]) + len(seen[1])))
        sizes.append((len(seen[0]), len(seen[1])))
        if complete_at is None and len(seen[0]) + len(seen[1]) == n_models:
            complete_at = t
    seconds = time.perf_counter() - started
    gaps = [u - l for l, u in zip(lower, upper)]
    tol = 1e-12
    checks = {
        "encloses": all(l <= exact + tol and exact <= u + tol for l, u in zip(lower, upper)),
        "lower_monotone": all(b >= a - tol for a, b in zip(lower, lower[1:])),
        "upper_monotone": all(b <= a + tol for a, b in zip(upper, upper[1:])),
        "exact_when_complete": complete_at is None or all(abs(g) < 1e-9 for g in gaps[complete_at - 1:]),
        "not_exact_before": complete_at is None or complete_at == 1 or gaps[complete_at - 2] > 1e-12,
        "unweighted_below_agree": all(a <= b + tol for a, b in zip(lower_u, lower))
        and all(a >= b - tol for a, b in zip(upper_u, upper)),
    }
    grid = sorted({int(round(10 ** (k / 20))) for k in range(0, 1 + int(20 * math.log10(calls)))} | {calls})
    return {
        "formula": name, "theta": theta, "seed": seed, "calls": calls, "seconds": seconds,
        "complete_at": complete_at,
        "first_gap_below": next((t + 1 for t, g in enumerate(gaps) if g < GAP), None),
        "gap_at": {str(c): gaps[c - 1] for c in CHECK_AT if c <= calls},
        "checks": checks,
        "final": {"lower": lower[-1], "upper": upper[-1], "lower_unweighted": lower_u[-1],
                  "upper_unweighted": upper_u[-1], "fraction": frac[-1], "psi": sizes[-1]},
        "curve": {"calls": grid, "lower": [lower[c - 1] for c in grid], "upper": [upper[c - 1] for c in grid],
                  "lower_unweighted": [lower_u[c - 1] for c in grid],
                  "upper_unweighted": [upper_u[c - 1] for c in grid], "fraction": [frac[c - 1] for c in grid],
                  "psi_q": [sizes[c - 1][0] for c in grid], "psi_not_q": [sizes[c - 1][1] for c in grid]},
    }


def crosscheck(args) -> dict:
    """nesylang's own bounds() on seed 0 gives the replayed numbers (float32 sums there)."""
    name, src, theta, calls, replay = args
    import nesylang
    from nesylang.learners.exal import bounds

    program = nesylang.Program.from_string(src)
    steps = [c for c in replay["curve"]["calls"] if c <= calls]
    out = bounds(program, "q", samples=max(steps), theta=theta, seed=0, steps=steps, branch="any")
    curve = replay["curve"]
    diff = 0.0
    for (t, lo, up), c in zip(out, steps):
        i = curve["calls"].index(c)
        diff = max(diff, abs(lo - curve["lower"][i]), abs(up - curve["upper"][i]))
    return {"formula": name, "theta": theta, "steps": len(steps), "max_abs_diff": diff}


# ---- driver -------------------------------------------------------------------------------------

def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="two 12-variable formulas, 2 seeds, fewer calls")
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--calls", type=float, default=5.0,
                    help="EXPLAIN calls (for q and for not q each), as a multiple of 2^n")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", type=Path, default=HERE / "results")
    args = ap.parse_args()
    seeds = 2 if args.quick else args.seeds
    specs = formulas(args.quick)
    info = {name: describe(src) for name, src in specs.items()}
    tasks = []
    for name, src in specs.items():
        d = info[name]
        calls = int(args.calls * 2 ** d["n_vars"]) if not args.quick else 2 ** d["n_vars"]
        for theta in THETAS:
            for seed in range(seeds):
                tasks.append((name, src, theta, seed, calls, 2 ** d["n_vars"]))
    started = time.time()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        runs = list(pool.map(run_one, tasks))
        cross_tasks = [(r["formula"], specs[r["formula"]], r["theta"], min(r["calls"], 2000), r)
                       for r in runs if r["seed"] == 0]
        cross = list(pool.map(crosscheck, cross_tasks))
    total = time.time() - started
    summary = summarise(specs, info, runs, seeds)
    result = {"machine": {"platform": platform.platform(), "python": platform.python_version(),
                          "cpus": os.cpu_count()},
              "command": "python benchmarks/exal_bounds.py" + (" --quick" if args.quick else "")
              + (f" --seeds {args.seeds}" if args.seeds != 3 and not args.quick else "")
              + (f" --calls {args.calls:g}" if args.calls != 5.0 and not args.quick else "")
              + (f" --jobs {args.jobs}" if args.jobs != 1 else ""),
              "seconds": total, "formulas": {k: {**info[k], "program": specs[k]} for k in specs},
              "summary": summary, "bounds_crosscheck": cross, "runs": runs}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "exal_bounds.json").write_text(json.dumps(result, indent=1))
    plot(specs, info, runs, args.out / "exal_bounds.png")
    print_table(summary, cross, total)


def summarise(specs, info, runs, seeds) -> list[dict]:
    rows = []
    for name in specs:
        for theta in THETAS:
            rs = [r for r in runs if r["formula"] == name and r["theta"] == theta]
            gap_at = {}
            for c in CHECK_AT:
                vals = [r["gap_at"][str(c)] for r in rs if str(c) in r["gap_at"]]
                if vals:
                    gap_at[str(c)] = sum(vals) / len(vals)
            first = [r["first_gap_below"] for r in rs]
            complete = [r["complete_at"] for r in rs]
            ex = info[name]["exact"]
            rows.append({
                "formula": name, "theta": theta, "exact": ex, "runs": len(rs), "calls": rs[0]["calls"],
                "mean_gap_at": gap_at,
                "calls_to_gap_below_0.01": first,
                "calls_to_all_explanations": complete,
                "all_checks_pass": all(all(r["checks"].values()) for r in rs),
                "failed_checks": sorted({k for r in rs for k, v in r["checks"].items() if not v}),
                "final_agree": [[r["final"]["lower"], r["final"]["upper"]] for r in rs],
                "final_unweighted": [[r["final"]["lower_unweighted"], r["final"]["upper_unweighted"]] for r in rs],
                "final_fraction": [r["final"]["fraction"] for r in rs],
                "seconds": sum(r["seconds"] for r in rs),
            })
    return rows


def print_table(summary, cross, total) -> None:
    print(f"total {total:.0f} s")
    print("| formula | P(q) | theta | mean gap @100 | @1000 | @3000 | @10000 | @30000 | calls to gap < 0.01 | "
          "calls to all explanations | checks | without AGREE (lower, upper) at the end | fraction |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for s in summary:
        g = s["mean_gap_at"]
        fmt = lambda c: f"{g[c]:.3f}" if c in g else "-"  # noqa: E731
        first = ", ".join(str(x) if x is not None else "never" for x in s["calls_to_gap_below_0.01"])
        comp = ", ".join(str(x) if x is not None else f">{s['calls']}" for x in s["calls_to_all_explanations"])
        lo = sum(a for a, _ in s["final_unweighted"]) / len(s["final_unweighted"])
        up = sum(b for _, b in s["final_unweighted"]) / len(s["final_unweighted"])
        fr = sum(s["final_fraction"]) / len(s["final_fraction"])
        print(f"| {s['formula']} | {s['exact']:.4f} | {s['theta']:g} | {fmt('100')} | {fmt('1000')} | {fmt('3000')} | "
              f"{fmt('10000')} | {fmt('30000')} | {first} | {comp} | {'pass' if s['all_checks_pass'] else 'FAIL ' + str(s['failed_checks'])}"
              f" | {lo:.3f}, {up:.3f} | {fr:.3f} |")
    print("bounds() cross-check (seed 0):", ", ".join(f"{c['formula']} theta={c['theta']:g}: "
                                                    f"{c['max_abs_diff']:.1e}" for c in cross))


def plot(specs, info, runs, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = list(specs)
    cols = min(3, len(names))
    rows = math.ceil(len(names) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(5.2 * cols, 3.9 * rows), squeeze=False)
    colors = {0.0: "tab:blue", 1.0: "tab:orange", 3.0: "tab:green"}
    for ax, name in zip(axes.flat, names):
        ex = info[name]["exact"]
        for theta in THETAS:
            r = next(r for r in runs if r["formula"] == name and r["theta"] == theta and r["seed"] == 0)
            c = r["curve"]
            ax.plot(c["calls"], c["lower"], color=colors[theta], lw=1.6, label=f"AGREE, θ={theta:g}")
            ax.plot(c["calls"], c["upper"], color=colors[theta], lw=1.6)
            if theta in (0.0, 3.0):
                ax.plot(c["calls"], c["lower_unweighted"], color=colors[theta], lw=1.1, ls=":",
                        label=f"no AGREE (uniform Q), θ={theta:g}")
                ax.plot(c["calls"], c["upper_unweighted"], color=colors[theta], lw=1.1, ls=":")
        ax.axhline(ex, color="black", ls="--", lw=1, label="exact (SDD)")
        ax.set_xscale("log")
        ax.set_ylim(-0.02, 1.02)
        ax.set_title(f"{name}: P(q) = {ex:.3f}, |Φ(q)| = {info[name]['explanations_q']}", fontsize=9)
        ax.set_xlabel("EXPLAIN calls (each for q and for ¬q)")
        ax.set_ylabel("bound on P(q)")
    for ax in list(axes.flat)[len(names):]:
        ax.axis("off")
    axes.flat[0].legend(fontsize=7, loc="center left")
    fig.suptitle("EXAL Theorem 1 bounds (seed 0): lower = P*(Ψ(q)), upper = 1 − P*(Ψ(¬q))", fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


if __name__ == "__main__":
    main()
