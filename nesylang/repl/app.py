"""How the REPL reads its input: a prompt-toolkit prompt in a terminal, lines from a pipe
otherwise. Both hand each complete input to :meth:`nesylang.repl.shell.Repl.execute`.

The interactive prompt has persistent history (in the user's data directory, see
:func:`history_file`), Ctrl-R history search, suggestions from history (accept with the right
arrow), syntax highlighting with :class:`~nesylang.syntax.lexer.NesyLexer`, completion
(:class:`~nesylang.repl.completer.ReplCompleter`), and validation by the real parser that
shows a syntax error at its position before the input is submitted
(:class:`~nesylang.repl.validator.NesyValidator`). Enter submits a complete input and
continues an incomplete one on a new line (Alt-Enter always starts a new line).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Iterable, Sequence

from prompt_toolkit import PromptSession
from prompt_toolkit.auto_suggest import AutoSuggestFromHistory
from prompt_toolkit.enums import DEFAULT_BUFFER
from prompt_toolkit.filters import has_focus
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.lexers import PygmentsLexer
from prompt_toolkit.styles import Style
from pygments.lexer import inherit
from pygments.token import Keyword

from ..syntax.lexer import NesyLexer
from . import commands
from .completer import ReplCompleter
from .shell import Repl
from .validator import NesyValidator, is_command, is_complete

__all__ = ["history_file", "open_history", "create_session", "run_interactive", "run_lines", "main"]

PROMPT = "nesy> "


class ReplLexer(NesyLexer):
    """The nesylang lexer plus the REPL's ``:command`` at the start of the input."""

    name = "nesylang REPL input"
    aliases = []
    filenames = []
    tokens = {"root": [(r"\A\s*:[A-Za-z?][\w-]*", Keyword.Pseudo), inherit]}


def history_file() -> Path:
    """Where the history is kept: ``$NESYLANG_HISTORY`` if set, else ``nesylang/history`` in
    the user's data directory (``$XDG_DATA_HOME``, by default ``~/.local/share``)."""
    override = os.environ.get("NESYLANG_HISTORY")
    if override:
        return Path(override).expanduser()
    if os.name == "nt":  # pragma: no cover - exercised on Windows only
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "nesylang" / "history"


def open_history() -> History:
    """The persistent history, or an in-memory one when its file cannot be written."""
    path = history_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError:
        return InMemoryHistory()
    return FileHistory(str(path))


def _key_bindings() -> KeyBindings:
    kb = KeyBindings()

    @kb.add("enter", filter=has_focus(DEFAULT_BUFFER))
    def _enter(event: Any) -> None:
        buf = event.current_buffer
        state = buf.complete_state
        if state is not None and state.current_completion is not None:
            buf.apply_completion(state.current_completion)
            return
        if is_complete(buf.text):
            buf.validate_and_handle()
        else:
            buf.insert_text("\n")

    @kb.add("escape", "enter", filter=has_focus(DEFAULT_BUFFER))
    def _newline(event: Any) -> None:
        event.current_buffer.insert_text("\n")

    return kb


_STYLE = Style.from_dict({
    "prompt": "ansigreen bold",
    "continuation": "ansigray",
    "validation-toolbar": "bg:ansired ansiwhite",
})


def _continuation(width: int, line_number: int, wrap_count: int) -> list[tuple[str, str]]:
    return [("class:continuation", "...".rjust(width - 1) + " ")]


def create_session(repl: Repl, *, input: Any = None, output: Any = None,
                   history: History | None = None) -> PromptSession:
    """The prompt-toolkit session for ``repl`` (``input``/``output`` for tests: a pipe input and
    a dummy output)."""
    return PromptSession(
        message=[("class:prompt", PROMPT)],
        multiline=True,
        prompt_continuation=_continuation,
        lexer=PygmentsLexer(ReplLexer),
        completer=ReplCompleter(repl),
        complete_while_typing=True,
        validator=NesyValidator(commands.command_problem),
        validate_while_typing=False,
        history=history if history is not None else InMemoryHistory(),
        auto_suggest=AutoSuggestFromHistory(),
        search_ignore_case=True,
        key_bindings=_key_bindings(),
        style=_STYLE,
        include_default_pygments_style=True,
        input=input,
        output=output,
    )


def banner() -> str:
    from .. import __version__

    return (f"nesylang {__version__}: type a query (?- q(X).), a clause to add (a :- b.), "
            "or :help.  Ctrl-D exits.")


def run_interactive(repl: Repl, *, input: Any = None, output: Any = None,
                    history: History | None = None) -> int:
    """Prompt until Ctrl-D or ``:quit``. Ctrl-C clears the input at the prompt, and interrupts
    a running query or learning run (back to the prompt, the session intact)."""
    repl.interactive = True
    session = create_session(repl, input=input, output=output, history=history)
    while not repl.finished:
        try:
            text = session.prompt()
        except KeyboardInterrupt:
            continue
        except EOFError:
            break
        repl.execute(text)
    return 0


def run_lines(repl: Repl, lines: Iterable[str]) -> int:
    """Execute inputs read line by line (standard input that is not a terminal): a line that
    completes an input (a statement's final full stop, a command, a goal) runs it. Returns 1 if
    any input failed, else 0."""
    repl.interactive = False
    pending = ""
    for line in lines:
        if pending.strip() and is_command(line):
            repl.execute(pending)  # a command ends an unfinished input (which then fails)
            pending = ""
        pending += line if line.endswith("\n") else line + "\n"
        if not pending.strip():
            pending = ""
            continue
        if is_complete(pending):
            repl.execute(pending)
            pending = ""
            if repl.finished:
                break
    if pending.strip() and not repl.finished:
        repl.execute(pending)
    return 1 if repl.failures else 0


def main(files: Sequence[str], args: Any = None) -> int:
    """``nesy repl [FILE ...]``: load the files, then read inputs from the terminal or a pipe."""
    from ..limits import limit_options
    from ..session import Program

    program = Program(recursion_limit=getattr(args, "recursion_limit", None),
                      minimize=not getattr(args, "no_minimize", False),
                      trust=bool(getattr(args, "trust", False)),
                      output_dir=getattr(args, "output_dir", None), force=bool(getattr(args, "force", False)),
                      autoload=not getattr(args, "no_autoload", False), **limit_options(args))
    repl = Repl(program, show_traceback=bool(getattr(args, "traceback", False)))
    interactive = sys.stdin is not None and sys.stdin.isatty()
    if not interactive:
        repl.load_files(files)
        return run_lines(repl, sys.stdin if sys.stdin is not None else [])
    repl.interactive = True
    repl.print(banner())
    for f in files:
        repl.execute_guarded(lambda f=f: commands.load_file(repl, Path(f)))
    return run_interactive(repl, history=open_history())
