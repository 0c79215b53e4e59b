"""Cross-check the golden programs' expected values against ProbLog 2.3 (the reference system).

Not a pytest module (it needs the ``problog`` package, which nesylang does not depend on). Run:

    python tests/problog_crosscheck.py [tests/programs/foo.nesy ...]

Programs whose ``Derivation`` line does not mention ``problog`` (nesylang-only behaviour) and
``expect-error`` programs are skipped. ProbLog prints lists as ``[1, 2]``; this script
normalises that to the nesylang convention ``[1,2]`` before comparing.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOL = 1e-6


def parse_header(path: Path):
    expects, derivation = {}, ""
    for line in path.read_text().splitlines():
        if not line.startswith("%"):
            break
        body = line[1:].strip()
        if body.startswith("Derivation:"):
            derivation = body
        m = re.match(r"expect:\s*(.+?)\s*=\s*(\S+)$", body)
        if m:
            expects[m.group(1)] = float(m.group(2))
        if body.startswith("expect-error:"):
            return None, derivation
    return expects, derivation


def normalise(text: str) -> str:
    out, quote = [], None
    i = 0
    while i < len(text):
        ch = text[i]
        if quote:
            out.append(ch)
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
            out.append(ch)
        elif ch == " " and out and out[-1] in ",|":
            pass
        elif ch == " " and i + 1 < len(text) and text[i + 1] == "|":
            pass
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def main(argv):
    from problog import get_evaluatable
    from problog.program import PrologString

    paths = [Path(a) for a in argv] or sorted((HERE / "programs").glob("*.nesy"))
    bad = 0
    for path in paths:
        expects, derivation = parse_header(path)
        if expects is None or "problog" not in derivation.lower() or "no reference" in derivation.lower():
            print(f"skip  {path.name}")
            continue
        try:
            result = get_evaluatable().create_from(PrologString(path.read_text())).evaluate()
        except Exception as exc:  # noqa: BLE001 - report and go on
            bad += 1
            print(f"ERROR {path.name}: {type(exc).__name__}: {exc}")
            continue
        got = {normalise(str(k)): float(v) for k, v in result.items()}
        problems = []
        if set(got) != set(expects):
            problems.append(f"atoms differ: problog-only {sorted(set(got) - set(expects))}, "
                            f"expect-only {sorted(set(expects) - set(got))}")
        for atom in set(got) & set(expects):
            if abs(got[atom] - expects[atom]) > TOL:
                problems.append(f"{atom}: problog {got[atom]!r} expected {expects[atom]!r}")
        if problems:
            bad += 1
            print(f"FAIL  {path.name}")
            for p in problems:
                print("      " + p)
        else:
            print(f"ok    {path.name}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
