"""idx28 A/B: nesylang at HEAD (a ``git archive`` copy, ``--base``) against the working tree, both
through benchmarks/problog_corpus.py's child (load + ground + compile + evaluate, CPU time,
one torch thread), the two children alive at once and alternated program by program, so both
see the same machine load. Per program the median of ``--repeats`` CPU times; totals of medians.

    OMP_NUM_THREADS=1 python benchmarks/idx28_ab.py --base /tmp/idx28base --repeats 5 \\
        --out idx28_ab.json tests/compat/programs/hunt1[56]*.pl

(Two processes at a time: the two children; the driver waits.)
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import problog_corpus as pc  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--out", required=True)
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONHASHSEED="0", CORPUS_CPU_LIMIT="0")
    roots = {"head": args.base, "tree": str(ROOT)}
    kids = {k: subprocess.Popen([sys.executable, "-c", pc.CHILD.format(root=r), "nesylang", str(args.repeats), "-"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True, env=env, cwd=r)
            for k, r in roots.items()}
    times: dict[str, dict[str, list]] = {k: {} for k in roots}
    load = [os.getloadavg()]
    try:
        for p in args.paths:
            p = str(Path(p).resolve())
            for k in roots:
                kids[k].stdin.write(p + "\n")
                kids[k].stdin.flush()
                times[k][p] = pc._read_json(kids[k], list)
        for k in roots:
            kids[k].stdin.close()
            kids[k].wait()
    finally:
        for kid in kids.values():
            if kid.poll() is None:
                kid.kill()
    load.append(os.getloadavg())
    rows = []
    for p in times["head"]:
        a, b = statistics.median(times["head"][p]), statistics.median(times["tree"][p])
        rows.append({"program": Path(p).name, "head_s": a, "tree_s": b, "ratio": b / a if a else None})
    total_a = sum(r["head_s"] for r in rows)
    total_b = sum(r["tree_s"] for r in rows)
    rows.sort(key=lambda r: -(r["ratio"] or 0))
    result = {"programs": len(rows), "repeats": args.repeats, "load_average": load, "total_head_s": total_a,
              "total_tree_s": total_b, "ratio": total_b / total_a, "rows": rows}
    (HERE / "results" / Path(args.out).name).write_text(json.dumps(result, indent=1))
    print(f"{len(rows)} programs, medians of {args.repeats}: HEAD {total_a:.3f} s, tree {total_b:.3f} s, "
          f"tree/HEAD {total_b / total_a:.3f}; load {load[0][0]:.2f} -> {load[1][0]:.2f}")
    for r in rows[:5]:
        print(f"  {r['program']}: {r['head_s']:.4f} -> {r['tree_s']:.4f} ({r['ratio']:.2f}x)")


if __name__ == "__main__":
    main()
