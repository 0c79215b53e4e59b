"""A performance record that catches regressions: a short, fixed set of measurements in CPU time.

    python benchmarks/record.py              # about 1-3 minutes on 2 cores; writes and compares
    python benchmarks/record.py --no-save    # measure and compare, write nothing

Measured (one thread, ``time.process_time``, so load from other processes inflates little):

- ``step_n{1,2}_b{16,2}``: a warm training step at N = 1 and N = 2 digits, batch 16 and 2, and
  the plain supervised step of the same network beside it (``bench_deepproblog.overhead``:
  interleaved, medians over 200 steps); the ratio is the logic overhead.
- ``cold_compile_n3``: grounding, compiling and flattening 100 templates of
  ``examples/addition/multi_addition.nesy`` at N = 3, with the on-disk template cache off:
  ``ms_per_template`` is the whole first-epoch step's work per template (lookup and the
  evaluator's plan too), ``compile_ms_per_template`` the template cache's compile call alone.
- ``golden_inference``: loading and answering every golden program of ``tests/programs`` that
  states its expected answers (and expects no error).
- ``exal_n15_epoch``: one EXAL epoch over 300 sums at N = 15 (skipped without that data).

The record goes to ``benchmarks/results/record/<UTC time>-<commit>.json``, with the commit (and
whether ``nesylang/`` had uncommitted changes), and is compared with the latest earlier record:
every time more than 20% above it is flagged. This is not a test and CI does not run it: run it
before and after a change that may affect speed, on an otherwise idle machine where you can.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = HERE / "results" / "record"
DATA = ROOT / "examples" / "addition" / "data"
SLOWER = 1.20  # flagged above this ratio to the last record


def _commit() -> str | None:
    def git(*args):
        return subprocess.run(["git", *args], capture_output=True, text=True, cwd=str(ROOT)).stdout.strip()

    commit = git("rev-parse", "--short", "HEAD") or None
    if commit and git("status", "--porcelain", "--", "nesylang"):
        commit += "+dirty"
    return commit


def steps(steps: int) -> dict:
    sys.path.insert(0, str(HERE))
    from bench_deepproblog import overhead

    out = {}
    for n in (1, 2):
        for batch in (16, 2):
            o = overhead(n, batch, steps)
            out[f"step_n{n}_b{batch}"] = {"nesy_ms": o["nesy_step_ms"], "plain_ms": o["plain_step_ms"],
                                          "ratio": o["ratio"]}
    return out


def _multi_addition(n: int):
    import nesylang

    path = ROOT / "examples" / "addition" / "multi_addition.nesy"
    text = path.read_text().replace("train_n2", f"train_n{n}").replace("test_n2", f"test_n{n}")
    text = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#learn"))
    program = nesylang.Program()
    program.load_string(text, str(path), base_dir=path.parent)
    return program


def cold_compile(n: int = 3, templates: int = 100) -> dict:
    from engine_imports import import_engine

    import_engine()  # once per process, not per template: before the clock

    program = _multi_addition(n)
    evaluator = program.batch_evaluator("cpu")
    examples = program.dataset("train_sums")
    # the issue's own measure ("ground + compile + flatten") is the cache's compile call alone;
    # the step's figure adds the template lookup and the evaluator's plan for each template
    cache, inside = evaluator.templates, [0.0]
    compile_one = cache._compile

    def timed(*args, **kwargs):
        started = time.process_time()
        try:
            return compile_one(*args, **kwargs)
        finally:
            inside[0] += time.process_time() - started

    cache._compile = timed
    t0 = time.process_time()
    for b in range(0, len(examples), 16):
        if evaluator.templates.compiled >= templates:
            break
        # lookup, ground, compile, flatten: what a first epoch's step does for its minibatch of 16
        evaluator.stable_entries(examples[b:b + 16])
    seconds = time.process_time() - t0
    count = evaluator.templates.compiled
    return {f"cold_compile_n{n}": {"templates": count, "cpu_s": seconds, "ms_per_template": seconds / count * 1e3,
                                   "compile_ms_per_template": inside[0] / count * 1e3}}


def golden() -> dict:
    import re

    import nesylang

    paths = []
    for path in sorted((ROOT / "tests" / "programs").glob("*.nesy")):
        text = path.read_text()
        if "expect:" in text and "expect-error" not in text and "#" not in re.sub(r"%.*", "", text):
            paths.append(path)
    t0 = time.process_time()
    done = 0
    for path in paths:
        try:
            nesylang.load(str(path)).run_queries()
            done += 1
        except Exception as e:  # noqa: BLE001 - a record, not a test: note it and go on
            print(f"  golden {path.name}: {type(e).__name__}: {str(e)[:80]}", file=sys.stderr)
    return {"golden_inference": {"programs": done, "cpu_s": time.process_time() - t0}}


def exal(n: int = 15, sums: int = 300) -> dict:
    if not (DATA / f"train_n{n}.jsonl").is_file():
        return {}
    import torch

    program = _multi_addition(n)
    program.materialise_declarations()
    examples = program.dataset("train_sums")[:sums]
    torch.manual_seed(0)
    t0 = time.process_time()
    program.fit_exal(examples, samples=10, theta=0.0, epochs=1, batch_size=16, lr=1e-3, seed=0, progress=False)
    return {f"exal_n{n}_epoch": {"sums": len(examples), "cpu_s": time.process_time() - t0}}


# the figure compared per entry (lower is better)
KEYS = {"nesy_ms": "ms", "ratio": "x", "cpu_s": "s", "ms_per_template": "ms", "compile_ms_per_template": "ms"}


def compare(now: dict, before: dict) -> list[str]:
    lines, slower = [], 0
    for name, entry in now["results"].items():
        old = before.get("results", {}).get(name, {})
        for key, unit in KEYS.items():
            if key not in entry:
                continue
            if name.startswith("cold_compile") and key == "cpu_s":
                continue  # per template instead
            value, prior = entry[key], old.get(key)
            ratio = value / prior if prior else None
            flag = ""
            if ratio is not None and ratio > SLOWER:
                flag, slower = "  SLOWER", slower + 1
            was = f"{prior:.3f}" if prior is not None else "-"
            lines.append(f"  {name:22} {key:16} {value:9.3f} {unit:2}  (was {was}"
                         + (f", {ratio:.2f}x" if ratio else "") + f"){flag}")
    lines.append(f"{slower} figure(s) more than {(SLOWER - 1) * 100:.0f}% slower than {before.get('file', '-')}"
                 if before else "no earlier record to compare with")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--steps", type=int, default=200, help="measured training steps per case (medians)")
    ap.add_argument("--no-save", action="store_true", help="compare only; write no record")
    a = ap.parse_args()
    os.environ["NESYLANG_CACHE"] = "off"  # every compile is cold
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    sys.path.insert(0, str(ROOT))
    import torch

    torch.set_num_threads(1)
    started = time.process_time()
    wall = time.perf_counter()
    results: dict = {}
    for part in (lambda: steps(a.steps), cold_compile, golden, exal):
        results.update(part())
    record = {"commit": _commit(), "time_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
              "torch": torch.__version__, "python": sys.version.split()[0], "cpus": os.cpu_count(),
              "load_average_1min": os.getloadavg()[0], "clock": "process_time (CPU seconds of this process)",
              "total_cpu_s": time.process_time() - started, "total_wall_s": time.perf_counter() - wall,
              "results": results}
    earlier = sorted(OUT.glob("*.json")) if OUT.is_dir() else []
    before = {}
    if earlier:
        before = json.loads(earlier[-1].read_text())
        before["file"] = earlier[-1].name
    print(f"commit {record['commit']}, {record['total_cpu_s']:.0f} s CPU, {record['total_wall_s']:.0f} s wall, "
          f"load {record['load_average_1min']:.1f}")
    print("\n".join(compare(record, before)))
    if not a.no_save:
        OUT.mkdir(parents=True, exist_ok=True)
        name = f"{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}-{(record['commit'] or 'unknown').replace('+', '-')}"
        path = OUT / f"{name}.json"
        path.write_text(json.dumps(record, indent=2))
        print(f"written {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
