"""How soon a long job says something (issue 13: "show something within 1 s").

Starts each command in a fresh process, times its first status line (wall clock from the
start of the process, interpreter start-up included), then stops it:

* run:   ``nesy run m.nesy``, a program whose ``#learn`` trains for minutes -> ``% learning with ...``
* large: the same with 10^5 facts before it (2 MB)              -> ``% loading big.nesy (2.1 MB)...``
* repl:  ``nesy repl m.nesy`` then ``:learn``                      -> ``[1/1] #learn ...``

    python benchmarks/bench_first_line.py             # median of 3, with the load average
"""
from __future__ import annotations

import argparse
import json
import os
import selectors
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def first_line(argv: list[str], cwd: Path, stream: str, stdin: str | None = None) -> tuple[float, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "nesylang", *argv], cwd=cwd, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        if stdin is not None:
            proc.stdin.write(stdin.encode())
            proc.stdin.flush()
        pipe = proc.stdout if stream == "stdout" else proc.stderr
        selector = selectors.DefaultSelector()
        selector.register(pipe, selectors.EVENT_READ)
        buffer = b""
        while b"\n" not in buffer:
            selector.select(timeout=0.01)
            chunk = os.read(pipe.fileno(), 65536)
            if not chunk:
                break
            buffer += chunk
        return time.perf_counter() - started, buffer.split(b"\n", 1)[0].decode()
    finally:
        proc.kill()
        proc.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"# bench_first_line (python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f}); "
          f"seconds to the first line, median of {args.repeat}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        with open(folder / "d.jsonl", "w") as f:
            for i in range(3000):
                f.write(json.dumps({"query": "coin", "p": 1.0 if i % 3 else 0.0}) + "\n")
        program = ('t(0.5)::coin.\n#data(d, jsonl("d.jsonl")).\n'
                   "#learn coin/0 using exact(data=d, epochs=20, batch_size=1).\n")
        (folder / "m.nesy").write_text(program)
        (folder / "big.nesy").write_text("".join(f"fact({i}, a{i}).\n" for i in range(100_000)) + program)
        cases = {"run": (["run", "m.nesy"], "stderr", None), "large": (["run", "big.nesy"], "stderr", None),
                 "repl": (["repl", "m.nesy"], "stdout", ":learn\n")}
        for name, (argv, stream, stdin) in cases.items():
            runs = [first_line(argv, folder, stream, stdin) for _ in range(args.repeat)]
            seconds = statistics.median(r[0] for r in runs)
            print(f"{name:<6} {seconds:5.2f} s  {runs[0][1]!r}  (load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
