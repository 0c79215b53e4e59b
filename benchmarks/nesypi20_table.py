"""Session 20 (nesypi20): per-letter tables from raw-row files of ``nesypi19_letters.py`` /
``nesypi19_letters.py --prefix nesypi20`` (benchmarks/results/*.json): test PN and robustness N per seed, means,
CPU s median / most.

    python benchmarks/nesypi20_table.py nesypi20_cases_quick nesypi20_cases_mr
    python benchmarks/nesypi20_table.py /tmp/run.log      # the JSON rows a run printed
"""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"
ORDER = ["I", "L", "M", "R", "T", "V", "X", "Y"]


def main(names: list[str]) -> None:
    rows = []
    for n in names:
        if n.endswith(".log"):  # a run's printed rows (one JSON object a line), e.g. of a run stopped early
            rows += [json.loads(line) for line in Path(n).read_text().splitlines() if line.startswith("{")]
        else:
            rows += json.loads((RESULTS / f"{n}.json").read_text())
    by = {}
    for r in rows:
        by.setdefault(r["pattern"].split()[-1], []).append(r)
    print("| letter | test PN per seed | mean | searched | robustness N per seed | mean | searched | entities N | CPU s median / most |")
    print("|---|---|---|---|---|---|---|---|---|")
    for letter in [x for x in ORDER if x in by]:
        rs = sorted(by[letter], key=lambda r: r["seed"])
        f = lambda k: statistics.mean(r[k] for r in rs)
        pns = " ".join(f"{r['test_pn']:.3f}" for r in rs)
        rbs = " ".join(f"{r['robust_n']:.2f}" for r in rs)
        print(f"| {letter} | {pns} | {f('test_pn'):.3f} | "
              f"{f('searched_test_pn'):.3f} | {rbs} | {f('robust_n'):.3f} | "
              f"{f('searched_robust_n'):.3f} | {f('n'):.1f} | {statistics.median(r['cpu'] for r in rs):.1f} / "
              f"{max(r['cpu'] for r in rs):.1f} |")
    m = lambda k: statistics.mean(r[k] for r in rows)
    print(f"\nruns {len(rows)}: test PN {m('test_pn'):.3f} (searched {m('searched_test_pn'):.3f}), robustness N "
          f"{m('robust_n'):.3f} (searched {m('searched_robust_n'):.3f}), train PN {m('train_pn'):.3f}, "
          f"accepted {sum(bool(r['accepted']) for r in rows)}, CPU most {max(r['cpu'] for r in rows):.1f}, "
          f"summed {sum(r['cpu'] for r in rows):.0f}, load {min(r['load'] for r in rows):.0f}-{max(r['load'] for r in rows):.0f}")
    lm = {k: statistics.mean(r["test_pn"] for r in v) for k, v in by.items()}
    print("letters below 0.85:", {k: round(v, 3) for k, v in lm.items() if v < 0.85})


if __name__ == "__main__":
    main(sys.argv[1:])
