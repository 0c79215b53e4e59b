"""Tab completion at the prompt: commands, predicate names with their arity (the program's and
the builtins), network names, ``#`` directives, load-time directives, option names and file
names.

Names come from the session as it is now (:meth:`ClauseDB.signatures` of the loaded program,
the network registry and declarations), so a clause typed a moment ago completes too.

>>> import io
>>> from prompt_toolkit.document import Document
>>> from nesylang.repl.shell import Repl
>>> repl = Repl(out=io.StringIO())
>>> _ = repl.execute("edge(a, b). path(X, Y) :- edge(X, Y).")
>>> [c.display_text for c in ReplCompleter(repl).get_completions(Document("?- pa"), None)]
['path/2']
>>> [c.text for c in ReplCompleter(repl).get_completions(Document(":ci"), None)]
['circuit']
"""
from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Iterable

from prompt_toolkit.completion import CompleteEvent, Completer, Completion, PathCompleter
from prompt_toolkit.document import Document

from . import commands
from .validator import is_command

if TYPE_CHECKING:  # pragma: no cover
    from .shell import Repl

__all__ = ["ReplCompleter"]

# The ``#`` directives (the parser's HASH_DIRECTIVES plus #learn) and load-time directives.
HASH_DIRECTIVES = ("#modeh", "#modeb", "#constant", "#maxv", "#type", "#network", "#data", "#tensors",
                   "#learn")
LOAD_DIRECTIVES = ("use_module", "consult", "ensure_loaded", "library")
_WORD = re.compile(r"#?[a-z][A-Za-z0-9_]*$|#$")


class ReplCompleter(Completer):
    def __init__(self, repl: "Repl"):
        self.repl = repl
        self._programs = PathCompleter(expanduser=True, file_filter=_program_file)
        self._paths = PathCompleter(expanduser=True)

    def get_completions(self, document: Document, complete_event: CompleteEvent | None
                        ) -> Iterable[Completion]:
        text = document.text_before_cursor
        if is_command(text):
            yield from self._command(text, complete_event)
            return
        if _in_comment_or_quote(document.current_line_before_cursor):
            return
        m = _WORD.search(text)
        if m is None:
            return
        word = m.group(0)
        if word.startswith("#"):
            for d in HASH_DIRECTIVES:
                if d.startswith(word):
                    yield Completion(d, -len(word), display_meta="directive")
            return
        yield from self._names(word, directive=text.lstrip().startswith(":-"))

    def _names(self, word: str, directive: bool) -> Iterable[Completion]:
        seen = set()
        if directive:
            for d in LOAD_DIRECTIVES:
                if d.startswith(word):
                    seen.add(d)
                    yield Completion(d + "(", -len(word), display=d, display_meta="directive")
        for name, arity in self._signatures():
            if name.startswith(word) and (name, arity) not in seen:
                seen.add((name, arity))
                insert = f"{name}(" if arity else name
                yield Completion(insert, -len(word), display=f"{name}/{arity}", display_meta="predicate")
        for net in self._networks():
            if net.startswith(word) and net not in seen:
                seen.add(net)
                yield Completion(net, -len(word), display_meta="network")
        for name, arity in _builtins():
            if name.startswith(word) and (name, arity) not in seen:
                seen.add((name, arity))
                yield Completion(f"{name}(" if arity else name, -len(word), display=f"{name}/{arity}",
                                 display_meta="builtin")

    def _signatures(self) -> list[tuple[str, int]]:
        return [(n, a) for n, a in self.repl.program.db.signatures() if re.match(r"[a-z][A-Za-z0-9_]*$", n)]

    def _networks(self) -> list[str]:
        program = self.repl.program
        names = set(program.networks.names())
        names.update(d.name for d in program.loaded.declarations if d.kind == "network")
        return sorted(names)

    def _command(self, text: str, event) -> Iterable[Completion]:
        stripped = text.lstrip()[1:]
        if " " not in stripped:
            for c in commands.COMMANDS.values():
                if c.name.startswith(stripped):
                    yield Completion(c.name, -len(stripped), display=":" + c.name, display_meta=c.help)
            return
        name, arg = stripped.split(" ", 1)
        try:
            cmd = commands.resolve(name)
        except commands.ReplError:
            return
        arg = arg.lstrip()
        if cmd.name == "load":
            yield from self._programs.get_completions(Document(arg, len(arg)), event)
        elif cmd.name in ("save", "restore"):
            yield from self._paths.get_completions(Document(arg, len(arg)), event)
        elif cmd.name == "help":
            for c in commands.COMMANDS:
                if c.startswith(arg):
                    yield Completion(c, -len(arg))
        elif cmd.name == "set":
            parts = arg.split(" ", 1)
            if len(parts) == 1:
                for s in commands.SETTINGS:
                    if s.startswith(arg):
                        yield Completion(s, -len(arg), display_meta=commands.SETTINGS[s].help)
            elif parts[0] in commands.SETTINGS:
                value = parts[1].lstrip()
                for v in commands.SETTINGS[parts[0]].values:
                    if v.startswith(value):
                        yield Completion(v, -len(value))
        elif cmd.name == "list":
            for n, a in self._signatures():
                sig = f"{n}/{a}"
                if sig.startswith(arg):
                    yield Completion(sig, -len(arg), display_meta="predicate")
        else:  # a goal or evidence follows
            m = _WORD.search(arg)
            if m is not None and not m.group(0).startswith("#"):
                yield from self._names(m.group(0), directive=False)


def _builtins() -> list[tuple[str, int]]:
    from ..logic.builtins import BUILTINS

    return sorted(sig for sig in BUILTINS if re.match(r"[a-z][A-Za-z0-9_]*$", sig[0]))


def _program_file(path: str) -> bool:
    return os.path.isdir(path) or path.endswith((".nesy", ".pl"))


def _in_comment_or_quote(line: str) -> bool:
    quote = None
    for ch in line:
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "%":
            return True
    return quote is not None
