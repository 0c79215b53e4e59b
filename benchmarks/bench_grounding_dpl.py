"""Grounding speed on DeepProbLog's CLUTRR and HWF programs (issue 15, "Speed on these programs").

Both programs are DeepProbLog's own files, unchanged (``examples/deepproblog/``), with their
untrained networks (seed 0); answering one query is nearly all grounding. Each query runs on a
fresh program (no tables or compiled circuits carried over). Figures are CPU seconds
(``time.process_time``, which includes the grounder's deep-stack thread), one torch thread.

* ``clutrr``: ``clutrr_text(...)`` for the first N stories that ``clutrr/train.py`` generates
  (seed 0): forward chaining over the program's list of rule templates, ~17,000 tables a story.
* ``hwf``: ``expression([...five images...], V)`` for ``3+4*2 = 11`` and ``8/2-1 = 3``.

``--root`` imports nesylang and the examples from another checkout (a copy of an older tree),
so that before and after run the same script:

    python benchmarks/bench_grounding_dpl.py                     # this tree
    python benchmarks/bench_grounding_dpl.py --root /tmp/before  # an older copy
"""
from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def clutrr(root: Path, stories: int) -> list[tuple[float, float]]:
    sys.path.insert(0, str(root / "examples" / "deepproblog" / "clutrr"))
    import train as clutrr_train  # noqa: PLC0415 - the example's own module

    rng = random.Random(0)
    texts = [clutrr_train.story(rng) for _ in range(stories)]
    out = []
    for text in texts:
        program = clutrr_train.make_program()
        start = time.process_time()
        answers = program.query(text)
        out.append((time.process_time() - start, answers[0].probability))
    sys.path.pop(0)
    sys.modules.pop("train", None)
    return out


def hwf(root: Path) -> list[tuple[str, float, float]]:
    sys.path.insert(0, str(root / "examples" / "deepproblog" / "hwf"))
    import train as hwf_train  # noqa: PLC0415

    out = []
    rng = random.Random(5)
    for symbols, value in ((["3", "+", "4", "*", "2"], 11.0), (["8", "/", "2", "-", "1"], 3.0)):
        program = hwf_train.make_program()
        refs = ",".join(f"tensor(img({rng.choice(program.by_symbol[s])}))" for s in symbols)
        start = time.process_time()
        answers = program.query(f"expression([{refs}], {value!r})")
        out.append(("".join(symbols), time.process_time() - start, answers[0].probability))
    sys.path.pop(0)
    sys.modules.pop("train", None)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", type=Path, default=ROOT, help="the nesylang checkout to import")
    ap.add_argument("--stories", type=int, default=7)
    args = ap.parse_args(argv)
    root = args.root.resolve()
    sys.path.insert(0, str(root))
    import torch  # noqa: PLC0415

    import nesylang  # noqa: PLC0415

    assert Path(nesylang.__file__).resolve().is_relative_to(root), nesylang.__file__
    torch.set_num_threads(1)
    runs = clutrr(root, args.stories)
    for seconds, p in runs:
        print(f"clutrr story: P = {p:.12f}  {seconds:.2f} s CPU", flush=True)
    print(f"clutrr: median {statistics.median(s for s, _ in runs):.2f} s CPU per story "
          f"({len(runs)} stories)", flush=True)
    for formula, seconds, p in hwf(root):
        print(f"hwf {formula}: P = {p:.12f}  {seconds:.2f} s CPU", flush=True)
    print(f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
