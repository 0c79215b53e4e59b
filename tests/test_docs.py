"""The documents are tested: every code block in README.md and docs/*.md that shows output is
run, and its output compared with what the block shows (doctest style), so the documents
cannot drift from the code.

How a block is treated is decided by its form (the same rules are in docs/README.md):

* ```` ```python ```` with ``>>>`` prompts: a doctest. All such blocks of one file run in order
  in one namespace (``python -m doctest FILE`` runs them the same way).
* A shell transcript: a block whose first line starts with ``$ ``. Each ``$ COMMAND`` is run and
  its standard output and error together must match the lines up to the next ``$``. ``$ cd DIR``
  changes the directory for the rest of the document, as in a terminal. Commands run in a
  temporary copy of the repository's ``examples/`` (the repository root is its parent), so
  ``examples/graph.nesy`` and, after ``$ cd examples``, ``graph.nesy`` name real files. A plain
  ``nesy ...`` command runs in this process (``nesylang.cli.main``); anything with a pipe or
  ``;`` runs in ``bash`` with the virtual environment's ``nesy`` on ``PATH``.
* A REPL transcript: lines starting with the prompt ``nesy> `` (continued with ``  ... ``),
  optionally after ``$ nesy repl FILE ...``. The inputs are given to one REPL session, which
  prints the banner and what loading said, as an interactive session does, and the whole
  transcript must match.
* A ```` ```prolog ```` block directly followed by a ```` ```text ```` block: a program and what
  ``nesy run model.nesy`` prints for it (answers or a located error).
* A ```` ```prolog ```` block whose first line is ``% NAME.nesy`` shows the file
  ``examples/NAME.nesy``, and must equal it. Any other ```` ```prolog ```` block must load.

Comparison: trailing white space and trailing blank lines are ignored; ``...`` in the
expected text matches any text, including several lines (doctest's ELLIPSIS): the documents
write timings, paths in tracebacks and other run-dependent text as ``...``; and floats that
differ only by rounding noise (relative 1e-12, ``0.35`` and ``0.3499999999999999``) are equal.

Not run, by explicit choice: ```` ```text ```` blocks (not after a program), ```` ```json ````,
```` ```python ```` without ``>>>``, ```` ```bash ```` blocks that show commands without a
``$`` (no output), and any block after ``<!-- no-test: REASON -->``. A block after
``<!-- slow -->`` (a training run) is skipped unless ``NESYLANG_DOCS_SLOW=1``. Both show as
skipped tests with their reason. A block with no language that is not a transcript fails the
test: it must say what it is.
"""
from __future__ import annotations

import doctest
import io
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
PROMPT, CONTINUATION = "nesy> ", "  ... "
SLOW = os.environ.get("NESYLANG_DOCS_SLOW") == "1"
_FENCE = re.compile(r"^```(\w*)\s*$")
_MARKER = re.compile(r"^<!--\s*(no-test|slow)\s*:?\s*(.*?)\s*-->\s*$")
_OPERATORS = set("|;&<>()")


@dataclass
class Block:
    doc: Path
    line: int           # the line of the opening fence, 1-based
    lang: str
    text: str
    marker: str | None  # "no-test: REASON" or "slow"
    previous: "Block | None"  # the block just before, when only blank lines separate them
    cwd: str            # the directory (relative to the root) that earlier `$ cd` lines chose

    @property
    def id(self) -> str:
        return f"{self.doc.relative_to(ROOT)}:{self.line}"

    @property
    def lines(self) -> list[str]:
        return self.text.splitlines()


def parse_blocks(doc: Path) -> list[Block]:
    """The fenced code blocks of a Markdown file, with their marker and working directory."""
    blocks: list[Block] = []
    lines = doc.read_text(encoding="utf-8").splitlines()
    cwd = "."
    i = 0
    last_end = -10
    while i < len(lines):
        m = _FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        start, lang = i, m.group(1)
        j = i + 1
        while j < len(lines) and not lines[j].startswith("```"):
            j += 1
        body = "\n".join(lines[i + 1:j])
        k = start - 1
        while k >= 0 and not lines[k].strip():
            k -= 1
        mm = _MARKER.match(lines[k]) if k >= 0 else None
        marker = None
        if mm:
            marker = mm.group(1) + (f": {mm.group(2)}" if mm.group(2) else "")
        previous = blocks[-1] if blocks and k == last_end else None
        block = Block(doc, start + 1, lang, body, marker, previous, cwd)
        blocks.append(block)
        for line in block.lines:  # `$ cd DIR` lasts for the rest of the document
            if line.startswith("$ cd "):
                cwd = os.path.normpath(os.path.join(cwd, line[5:].strip()))
        last_end = j
        i = j + 1
    return blocks


def kind(block: Block) -> str:
    """What the test does with a block: shell, repl, program, file, load, doctest (run by
    test_doctests), output (tested with its program), plain (shows no output), skip, slow, or
    unmarked (an error)."""
    first = block.lines[0] if block.lines else ""
    if block.marker and block.marker.startswith("no-test"):
        return "skip"
    if block.lang == "text" and block.previous is not None and block.previous.lang == "prolog":
        return "output"
    if block.lang in ("", "console", "shell") and (first.startswith("$ ") or first.startswith(PROMPT)):
        runner = "repl" if any(line.startswith(PROMPT) for line in block.lines) else "shell"
        return "slow" if block.marker == "slow" else runner
    if block.lang == "python" and ">>>" in block.text:
        return "doctest"
    if block.lang == "prolog":
        following = _following(block)
        if following is not None and following.lang == "text":
            return "program"
        return "file" if re.match(r"% [\w.-]+\.nesy\b", first) else "load"
    if block.lang in ("text", "json") or (block.lang == "python" and ">>>" not in block.text):
        return "plain"
    if block.lang in ("bash", "sh") and not any(line.startswith("$ ") for line in block.lines):
        return "plain"
    return "unmarked"


def _following(block: Block) -> Block | None:
    for b in ALL_BLOCKS:
        if b.previous is block:
            return b
    return None


ALL_BLOCKS = [b for doc in DOCS for b in parse_blocks(doc)]
RUN_KINDS = ("shell", "repl", "program", "file", "load", "skip", "slow")


# ---- comparison ---------------------------------------------------------------------------------
def _normalise(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.rstrip().splitlines())


_FLOAT = re.compile(r"(?<![\w.])-?\d+\.\d+(?:[eE][-+]?\d+)?(?![\w.])")


def _float_noise(want: str, got: str) -> str:
    """``got`` with each float that equals the corresponding float of ``want`` up to rounding
    noise (relative 1e-12: 0.35 and 0.3499999999999999) written as in ``want``."""
    wants, gots = list(_FLOAT.finditer(want)), list(_FLOAT.finditer(got))
    if len(wants) != len(gots):
        return got
    out, at = [], 0
    for w, g in zip(wants, gots):
        same = math.isclose(float(w.group()), float(g.group()), rel_tol=1e-12, abs_tol=1e-300)
        out.append(got[at:g.start()] + (w.group() if same else g.group()))
        at = g.end()
    return "".join(out) + got[at:]


class Checker(doctest.OutputChecker):
    """doctest's comparison, with floats compared up to rounding noise (see _float_noise)."""

    def check_output(self, want: str, got: str, optionflags: int) -> bool:
        return (super().check_output(want, got, optionflags)
                or super().check_output(want, _float_noise(want, got), optionflags))


def assert_output(expected: str, got: str, where: str) -> None:
    want, have = _normalise(expected) + "\n", _normalise(got) + "\n"
    checker = Checker()
    if not checker.check_output(want, have, doctest.ELLIPSIS):
        import difflib

        diff = "".join(difflib.unified_diff(want.splitlines(True), have.splitlines(True),
                                            "documented", "actual"))
        pytest.fail(f"{where}: the output differs from the document\n{diff}", pytrace=False)


# ---- running ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def root(tmp_path_factory) -> Path:
    """A scratch root holding a copy of examples/ (commands may write files there)."""
    base = tmp_path_factory.mktemp("docs-root")
    shutil.copytree(ROOT / "examples", base / "examples",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pt", "*.png", "history*.json"))
    return base


def _is_plain_nesy(command: str) -> list[str] | None:
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError:
        return None
    if any(t and set(t) <= _OPERATORS for t in tokens):
        return None
    argv = shlex.split(command)
    return argv[1:] if argv and argv[0] == "nesy" else None


def run_command(command: str, cwd: Path) -> str:
    """Run one `$ COMMAND` and return its standard output and error together."""
    argv = _is_plain_nesy(command)
    if argv is not None:
        from nesylang import cli

        out = io.StringIO()
        old = os.getcwd()
        os.chdir(cwd)
        try:
            with redirect_stdout(out), redirect_stderr(out):
                try:
                    cli.main(argv)
                except SystemExit:
                    pass
        finally:
            os.chdir(old)
        return out.getvalue()
    env = dict(os.environ, PYTHONUNBUFFERED="1", COLUMNS="80",
               PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    done = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120)
    return done.stdout


def run_shell(block: Block, root: Path) -> None:
    cwd = root / block.cwd
    command, expected = None, []

    def finish():
        if command is None:
            return
        if command.startswith("cd "):
            assert not "".join(expected).strip(), f"{block.id}: `cd` prints nothing"
        else:
            assert_output("\n".join(expected), run_command(command, cwd), f"{block.id}: $ {command}")

    for line in block.lines:
        if line.startswith("$ "):
            finish()
            command, expected = line[2:].strip(), []
            if command.startswith("cd "):
                cwd = (cwd / command[3:].strip()).resolve()
        else:
            expected.append(line)
    finish()


def run_repl(block: Block, root: Path, monkeypatch) -> None:
    from nesylang import cli
    from nesylang.repl import commands
    from nesylang.repl.app import banner
    from nesylang.repl.shell import Repl
    from nesylang.session import Program

    lines = block.lines
    expected = lines
    out = io.StringIO()
    monkeypatch.chdir(root / block.cwd)
    files: list[str] = []
    args = cli.build_parser().parse_args(["repl"])
    if lines[0].startswith("$ "):
        argv = shlex.split(lines[0][2:])
        assert argv[:2] == ["nesy", "repl"], f"{block.id}: a REPL transcript starts with `$ nesy repl`"
        args = cli.build_parser().parse_args(argv[1:])
        files = args.files
        expected = lines[1:]
    program = Program(recursion_limit=args.recursion_limit, minimize=not args.no_minimize,
                      trust=args.trust)
    repl = Repl(program, out=out, err=out, interactive=True, show_traceback=args.traceback)
    if lines[0].startswith("$ "):
        repl.print(banner())
        for f in files:
            repl.execute_guarded(lambda f=f: commands.load_file(repl, Path(f)))
    i = 0
    while i < len(expected):
        line = expected[i]
        i += 1
        if not line.startswith(PROMPT):
            continue
        typed = [line[len(PROMPT):]]
        while i < len(expected) and expected[i].startswith(CONTINUATION):
            typed.append(expected[i][len(CONTINUATION):])
            i += 1
        out.write(PROMPT + ("\n" + CONTINUATION).join(typed) + "\n")
        repl.execute("\n".join(typed))
    assert_output("\n".join(expected), out.getvalue(), block.id)


def run_program(block: Block, tmp_path: Path, monkeypatch) -> None:
    from nesylang import cli

    monkeypatch.chdir(tmp_path)
    (tmp_path / "model.nesy").write_text(block.text + "\n", encoding="utf-8")
    out = io.StringIO()
    with redirect_stdout(out), redirect_stderr(out):
        cli.main(["run", "model.nesy"])
    assert_output(_following(block).text, out.getvalue(), block.id)


def check_file(block: Block) -> None:
    name = re.match(r"% ([\w.-]+\.nesy)", block.lines[0]).group(1)
    path = ROOT / "examples" / name
    assert path.exists(), f"{block.id}: the document shows examples/{name}, which does not exist"
    assert_output(path.read_text(encoding="utf-8"), block.text, f"{block.id} (examples/{name})")


def check_loads(block: Block, tmp_path: Path, monkeypatch) -> None:
    from nesylang import NesyError, Program

    monkeypatch.chdir(tmp_path)
    try:
        Program.from_string(block.text, name="model.nesy")
    except NesyError as e:
        pytest.fail(f"{block.id}: this program does not load (mark it <!-- no-test: REASON --> "
                    f"if it is not meant to):\n{e.render()}", pytrace=False)


# ---- the tests ----------------------------------------------------------------------------------
def test_every_block_says_what_it_is():
    unmarked = [b.id for b in ALL_BLOCKS if kind(b) == "unmarked"]
    assert not unmarked, ("blocks that are neither transcripts nor marked as not run "
                          "(use ```text or <!-- no-test: REASON -->): " + ", ".join(unmarked))


@pytest.mark.parametrize("block", [b for b in ALL_BLOCKS if kind(b) in RUN_KINDS], ids=lambda b: b.id)
def test_block(block: Block, root, tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    k = kind(block)
    if k == "skip":
        pytest.skip(f"{block.id}: {block.marker}")
    if k == "slow" and not SLOW:
        pytest.skip(f"{block.id}: slow block (NESYLANG_DOCS_SLOW=1 runs it)")
    if k == "slow":
        k = "repl" if any(line.startswith(PROMPT) for line in block.lines) else "shell"
    if k == "shell":
        run_shell(block, root)
    elif k == "repl":
        run_repl(block, root, monkeypatch)
    elif k == "program":
        run_program(block, tmp_path, monkeypatch)
    elif k == "file":
        check_file(block)
    else:
        check_loads(block, tmp_path, monkeypatch)


def _doctest_text(doc: Path) -> str:
    """The document with everything but its ``>>>`` python blocks blanked (line numbers kept)."""
    lines = doc.read_text(encoding="utf-8").splitlines()
    keep = [""] * len(lines)
    for b in parse_blocks(doc):
        if kind(b) == "doctest":
            for n, line in enumerate(b.lines):
                keep[b.line + n] = line
    return "\n".join(keep) + "\n"


@pytest.mark.parametrize("doc", [d for d in DOCS if any(kind(b) == "doctest" for b in parse_blocks(d))],
                         ids=lambda d: str(d.relative_to(ROOT)))
def test_doctests(doc: Path, root, monkeypatch):
    monkeypatch.chdir(root)
    test = doctest.DocTestParser().get_doctest(_doctest_text(doc), {}, doc.name, str(doc), 0)
    report = io.StringIO()
    runner = doctest.DocTestRunner(checker=Checker(), optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test, out=report.write)
    assert runner.failures == 0, report.getvalue()


def test_the_rules_find_what_they_should():
    """The classifier on small documents, so that a change to it cannot silently skip blocks."""
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        doc = Path(d) / "x.md"
        doc.write_text("```\n$ cd examples\n$ nesy run a.nesy\nok\n```\n\n```prolog\np.\n```\n\n"
                       "```text\np:\t1\n```\n\n<!-- no-test: why -->\n```\nfoo\n```\n\n```\nbar\n```\n"
                       "\n```\n$ nesy run b.nesy\n```\n", encoding="utf-8")
        global ALL_BLOCKS
        saved = ALL_BLOCKS
        ALL_BLOCKS = parse_blocks(doc)
        try:
            assert [kind(b) for b in ALL_BLOCKS] == ["shell", "program", "output", "skip", "unmarked", "shell"]
            assert ALL_BLOCKS[-1].cwd == "examples"
        finally:
            ALL_BLOCKS = saved
