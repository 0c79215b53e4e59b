"""The interactive REPL (``nesy repl [FILE ...]``, or plain ``nesy``): a thin front end over
:class:`nesylang.session.Program`, built on prompt-toolkit.

* :mod:`.shell`: :class:`Repl`, which runs one input (a query, statements, a command);
* :mod:`.commands`: the command table (``:help`` lists it);
* :mod:`.validator`: sorting and validating inputs with the real parser;
* :mod:`.completer`: tab completion;
* :mod:`.app`: the prompt (history, highlighting, key bindings) and piped input; :func:`main`.

See ``docs/repl.md`` for a transcript.
"""
from __future__ import annotations

from .app import main, run_interactive, run_lines
from .shell import Repl

__all__ = ["main", "Repl", "run_interactive", "run_lines"]
