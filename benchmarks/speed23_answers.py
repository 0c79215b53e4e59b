"""Session 23: every answer of the compatibility corpus (tests/compat/programs/*.pl) from one
source tree, written as JSON, so that two trees (HEAD's worktree and a changed one) can be
compared answer by answer, to the bit (``repr`` of each probability), errors by their message.

    python benchmarks/speed23_answers.py --root /tmp/wt_head --out /tmp/head.json
    python benchmarks/speed23_answers.py --out /tmp/mine.json --compare /tmp/head.json

``--root`` is the tree whose ``nesylang`` is imported (default: this file's); the programs are
always this tree's corpus. ``--compare`` prints every program whose answers differ.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import sys
from contextlib import redirect_stdout
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "tests" / "compat" / "programs"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", default=str(HERE.parent))
    ap.add_argument("--out", required=True)
    ap.add_argument("--glob", default="*.pl")
    ap.add_argument("--compare", default="")
    args = ap.parse_args()
    sys.path.insert(0, args.root)
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    from nesylang.errors import NesyError
    from nesylang.session import Program

    out = {}
    for path in sorted(CORPUS.glob(args.glob)):
        try:
            with redirect_stdout(io.StringIO()):
                answers = Program.from_file(str(path), autoload=False).run_queries()
            out[path.name] = [[a.atom, repr(a.probability)] for a in answers]
        except NesyError as e:
            out[path.name] = f"{type(e).__name__}: {e}"
        except Exception as e:  # noqa: BLE001 (a crash is an outcome to compare too)
            out[path.name] = f"CRASH {type(e).__name__}: {e}"
    Path(args.out).write_text(json.dumps(out, indent=0))
    print(f"{len(out)} programs from {args.root}")
    if args.compare:
        other = json.loads(Path(args.compare).read_text())
        both = sorted(set(out) & set(other))
        differ = [n for n in both if out[n] != other[n]]
        for n in differ:
            print(f"DIFFERS {n}: {other[n]!r} -> {out[n]!r}"[:600])
        print(f"{len(differ)} of the {len(both)} programs in both runs differ "
              f"({len(set(out) ^ set(other))} in one run only: added to the corpus in between)")


if __name__ == "__main__":
    main()
