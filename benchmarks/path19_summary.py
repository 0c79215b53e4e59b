"""Session 19 (issue 17, pathfinding): the table of benchmarks/README.md's "Session 19" subsection
from the runs' JSON files (``run.py --json``), with the error analysis of each final network.

    python benchmarks/path19_summary.py [benchmarks/results/path19_*.json ...]
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def summarise(path: Path) -> str:
    r = json.loads(path.read_text())
    f, last = r["final"], r["per_epoch"][-1]
    e = f["errors"]
    terr = e["predicted cost per terrain (rows: terrain, its true cost COSTS[row // 2])"]
    # share of each high-cost terrain's tiles predicted the other high cost (5 <-> 9)
    merged = [round(100 * row[3 if t < 6 else 2] / sum(row)) for t, row in enumerate(terr) if t >= 4]
    rb = [x["epoch"] for x in r["per_epoch"] if x.get("rao_blackwell")]
    return (f"{path.stem}: seed {r['seed']}, {len(r['per_epoch'])} epochs, Rao-Blackwellised epochs "
            f"{rb[0] if rb else '-'}-{rb[-1] if rb else '-'}; best validation epoch {r['final_epoch']}: exact "
            f"{f['exact_path_accuracy']:.0%}, optimal cost {f['path_accuracy']:.0%}, tiles {f['tile_accuracy']:.1%}; "
            f"last epoch: exact {last['exact_path_accuracy']:.0%}, optimal {last['path_accuracy']:.0%}, tiles "
            f"{last['tile_accuracy']:.1%}\n    wrong paths {e['wrong_paths']}, fixed by correcting only 5/9 "
            f"{e['wrong_paths_fixed_by_correcting_only']['5/9']}, only 1/2 {e['wrong_paths_fixed_by_correcting_only']['1/2']}; "
            f"% of each high-cost terrain's tiles predicted the other high cost (5a, 5b, 9a, 9b): {merged}; "
            f"wrong tiles by distance to the path (0, 1, 2, 3+): {e['wrong tiles by distance to the labelled path (0, 1, 2, 3+)']} "
            f"of {e['tiles by distance to the labelled path (0, 1, 2, 3+)']}")


def main(argv=None) -> None:
    paths = [Path(a) for a in (argv or sys.argv[1:])] or sorted((HERE / "results").glob("path19_*.json"))
    for path in paths:
        print(summarise(path))


if __name__ == "__main__":
    main()
