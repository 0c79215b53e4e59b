"""``nesy repl`` as a user runs it: in a real pseudo-terminal (stdlib ``pty``, no extra
packages), and with standard input from a pipe."""
from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# P(c) = P(a or b) = 1 - 0.7 * 0.5 = 0.65
OR_PROGRAM = "0.3::a.\n0.5::b.\nc :- a ; b.\n"
SLOW = "n(X) :- between(1, 50000000, X).\nslow :- n(X), X < 0.\n"
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]|\r")


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["NESYLANG_HISTORY"] = str(tmp_path / "history")
    env["TERM"] = "xterm-256color"
    env["PROMPT_TOOLKIT_NO_CPR"] = "1"  # no cursor-position requests to answer
    return env


@pytest.fixture
def prog(tmp_path) -> str:
    path = tmp_path / "prog.nesy"
    path.write_text(OR_PROGRAM + SLOW, encoding="utf-8")
    return str(path)


class Terminal:
    """A child process on a pseudo-terminal, and what it has written (escapes stripped)."""

    def __init__(self, argv: list[str], env: dict[str, str], cwd: str):
        import fcntl
        import pty
        import struct
        import termios

        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child
            try:
                os.chdir(cwd)
                os.execvpe(argv[0], argv, env)
            finally:
                os._exit(127)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        self.raw = b""

    @property
    def screen(self) -> str:
        return ANSI.sub("", self.raw.decode("utf-8", "replace"))

    def read_until(self, pattern: str, timeout: float = 10.0) -> str:
        deadline = time.monotonic() + timeout
        while not re.search(pattern, self.screen):
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"timed out waiting for {pattern!r}; the screen shows:\n{self.screen}")
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.2))
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:  # the child closed the terminal
                    chunk = b""
                if not chunk:
                    if not re.search(pattern, self.screen):
                        raise AssertionError(f"the REPL exited before {pattern!r}:\n{self.screen}")
                    break
                self.raw += chunk
        return self.screen

    def type(self, text: str) -> None:
        os.write(self.fd, text.encode())

    def wait(self, timeout: float = 10.0) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.1)
                if ready:
                    self.raw += os.read(self.fd, 65536)
            except OSError:
                pass
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return os.waitstatus_to_exitcode(status)
        self.kill()
        raise AssertionError(f"the REPL did not exit; the screen shows:\n{self.screen}")

    def kill(self) -> None:
        try:
            os.kill(self.pid, 9)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass

    def close(self) -> None:
        self.kill()
        os.close(self.fd)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_repl_in_a_pseudo_terminal(prog, tmp_path):
    term = Terminal([sys.executable, "-m", "nesylang", "repl", prog], _env(tmp_path), str(tmp_path))
    try:
        term.read_until(r"nesy> ")
        assert f"loaded {prog} (5 statements)" in term.screen
        term.type("?- c.\r")
        term.read_until(r"c:\s+0\.65")
        term.type("d :- c, \\+ a.\r")
        term.read_until(r"added 1 clause")
        term.type("?- d.\r")
        term.read_until(r"d:\s+0\.35")  # b and not a = 0.5 * 0.7
        term.type(":list d\r")
        term.read_until(r"d :- c, \\\+ a\.\s*\n")
        # Ctrl-C stops a long query and the session goes on
        term.type("?- slow.\r")
        time.sleep(0.5)
        term.type("\x03")
        term.read_until(r"interrupted")
        term.type("?- d.\r")
        term.read_until(r"(?s)interrupted.*d:\s+0\.35")
        term.type(":quit\r")
        assert term.wait() == 0
    finally:
        term.close()
    assert "d :- c, \\+ a." in (tmp_path / "history").read_text(encoding="utf-8")


def _pipe(args: list[str], text: str, tmp_path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "nesylang", *args], input=text, capture_output=True,
                          text=True, env=_env(tmp_path), cwd=str(tmp_path), timeout=60)


def test_piped_input_runs_and_exits_zero(prog, tmp_path):
    result = _pipe(["repl", prog], "?- c.\nd :- c,\n   b.\n?- d.\n", tmp_path)
    assert result.returncode == 0, result.stderr
    # d = c and b = b = 0.5
    assert result.stdout == "c:\t0.65\nadded 1 clause\nd:\t0.5\n" and result.stderr == ""


def test_piped_input_with_a_failing_line_exits_one(prog, tmp_path):
    result = _pipe(["repl", prog], "?- nope.\n?- c.\n", tmp_path)
    assert result.returncode == 1
    assert result.stdout == "c:\t0.65\n"
    assert result.stderr.startswith("<query>:1:4: error: unknown predicate nope/0")


def test_plain_nesy_opens_the_repl(tmp_path):
    result = _pipe([], "0.3::a. 0.5::b. c :- a ; b.\n?- c.\n", tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "added 3 clauses\nc:\t0.65\n"
