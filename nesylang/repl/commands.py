"""The REPL's commands: a table from name to one small handler and a one-line description.

Every handler takes the running :class:`~nesylang.repl.shell.Repl` and the text after the
command name, calls the session (:class:`nesylang.session.Program`) and prints through the
REPL. A misuse raises :class:`ReplError`, which the REPL prints like any other user error.
``:help`` is generated from this table, so a command exists exactly when it is listed here.

>>> resolve("q").name, resolve("expl").name
('quit', 'explain')
>>> resolve("frobnicate")
Traceback (most recent call last):
...
nesylang.repl.commands.ReplError: unknown command ':frobnicate'; :help lists the commands
"""
from __future__ import annotations

import re
import shlex
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable

from ..errors import NesyError
from ..syntax import ast
from ..syntax.printer import print_statement

if TYPE_CHECKING:  # pragma: no cover
    from .shell import Repl

__all__ = ["Command", "COMMANDS", "ReplError", "resolve", "command_problem", "SETTINGS"]


class ReplError(NesyError):
    """A REPL command used wrongly: unknown name, missing argument, bad option value."""


Handler = Callable[["Repl", str], None]


@dataclass(frozen=True)
class Command:
    name: str
    usage: str
    help: str
    handler: Handler
    aliases: tuple[str, ...] = ()


COMMANDS: dict[str, Command] = {}


def command(name: str, usage: str, help: str, aliases: tuple[str, ...] = ()) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        COMMANDS[name] = Command(name, usage, help, handler, aliases)
        return handler

    return register


def resolve(name: str) -> Command:
    """The command called ``name``: its full name, an alias, or an unambiguous prefix."""
    if name in COMMANDS:
        return COMMANDS[name]
    for c in COMMANDS.values():
        if name in c.aliases:
            return c
    matches = [c for c in COMMANDS.values() if name and c.name.startswith(name)]
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        names = ", ".join(":" + c.name for c in matches)
        raise ReplError(f"ambiguous command ':{name}': {names}")
    raise ReplError(f"unknown command ':{name}'; :help lists the commands")


def command_problem(name: str) -> str | None:
    """Why ``:name`` is not a command (for the validator), or None."""
    try:
        resolve(name)
    except ReplError as e:
        return e.message
    return None


def _need(arg: str, usage: str) -> str:
    if not arg:
        raise ReplError(f"usage: {usage}")
    return arg


def _path_argument(arg: str, usage: str) -> Path:
    """A file name: as typed, or in quotes when it needs them."""
    arg = _need(arg.strip(), usage)
    if arg[0] in "'\"":
        try:
            parts = shlex.split(arg)
        except ValueError:
            raise ReplError(f"unbalanced quotes in {arg}") from None
        if len(parts) != 1:
            raise ReplError(f"usage: {usage}")
        arg = parts[0]
    return Path(arg).expanduser()


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


# ---- the commands ------------------------------------------------------------------------

@command("help", ":help [COMMAND]", "list the commands, or describe one", aliases=("h", "?"))
def _help(repl: "Repl", arg: str) -> None:
    if arg:
        c = resolve(arg.lstrip(":"))
        repl.print(f"{c.usage}\n    {c.help}")
        if c.aliases:
            repl.print("    also: " + ", ".join(":" + a for a in c.aliases))
        return
    width = max(len(c.usage) for c in COMMANDS.values())
    repl.print("Type a query (?- q(X).  or a goal without a full stop), or a clause or directive")
    repl.print("ending in a full stop to add it to the program. Commands:")
    for c in COMMANDS.values():
        repl.print(f"  {c.usage.ljust(width)}  {c.help}")


@command("load", ":load FILE", "load a program file into the session")
def _load(repl: "Repl", arg: str) -> None:
    load_file(repl, _path_argument(arg, ":load FILE"))


def load_file(repl: "Repl", path: Path) -> None:
    """Load ``path`` into the session and say how many statements it added."""
    from ..formatting import loading_notice

    notice = loading_notice(path)  # a large file loads for seconds: say so first
    if notice is not None:
        repl.print(notice)
    before = len(repl.program.loaded.statements)
    repl.program.load_file(path)
    added = len(repl.program.loaded.statements) - before
    repl.print(f"loaded {path} ({_plural(added, 'statement')})")


@command("reload", ":reload", "load the session's files again (drops clauses typed here)")
def _reload(repl: "Repl", arg: str) -> None:
    files = list(repl.program.loaded.files)
    if not files:
        raise ReplError("no files to reload; :load FILE loads one")
    repl.program.reload()
    repl.print(f"reloaded {', '.join(files)}")


_SIGNATURE = re.compile(r"^(?P<name>[^/\s]+)(?:/(?P<arity>\d+))?$")


def _statement_signatures(st) -> list[tuple[str, int]]:
    if not isinstance(st, ast.Clause):
        return []
    out = []
    for h in st.heads:
        atom = h.atom
        if isinstance(atom, ast.Atom):
            out.append((atom.name, 0))
        elif isinstance(atom, ast.Compound):
            out.append((atom.functor, len(atom.args)))
    return out


_DECLARING = {("query", 1), ("evidence", 1), ("evidence", 2)}  # not predicates the program defines


@command("list", ":list [NAME[/ARITY]]", "print the program (or the clauses of one predicate)")
def _list(repl: "Repl", arg: str) -> None:
    statements = list(repl.program.loaded.statements)
    if arg:
        m = _SIGNATURE.match(arg.strip())
        if not m:
            raise ReplError("usage: :list [NAME[/ARITY]], e.g. :list path/2")
        name, arity = m.group("name"), m.group("arity")
        statements = [st for st in statements
                      if any(n == name and (arity is None or a == int(arity))
                             for n, a in _statement_signatures(st))]
        if not statements:
            from ..program.loader import learned_targets

            learned = [d for d in repl.program.loaded.learn
                       if any(n == name and (arity is None or a == int(arity)) for n, a in learned_targets([d]))]
            if learned:
                where = f" at {learned[0].span.render_prefix()}" if learned[0].span is not None else ""
                raise ReplError(f"no clauses for {arg.strip()} yet: #learn ... using {learned[0].learner}{where} "
                                "learns them; :learn runs it")
            known = sorted({f"{n}/{a}" for st in repl.program.loaded.statements
                            for n, a in _statement_signatures(st) if (n, a) not in _DECLARING})
            raise ReplError(f"no clauses for {arg.strip()}"
                            + (f"; the program defines {', '.join(known)}" if known else ""))
    if not statements:
        repl.print("(the program is empty)")
        return
    marked = None
    for st in statements:  # learned clauses come after the mark of the directive that learned them
        mark = repl.program.loaded.learned_mark(st)
        if mark is not None and mark != marked:
            repl.print(mark)
        marked = mark
        repl.print(print_statement(st))


_GIVEN = re.compile(r"\s+given\s+")


@command("query", ":query GOAL [given EVIDENCE]",
         "answer GOAL given extra evidence (a, \\+b)")
def _query(repl: "Repl", arg: str) -> None:
    arg = _need(arg, ":query GOAL [given EVIDENCE]")
    parts = _GIVEN.split(arg, maxsplit=1)
    goal = parts[0]
    evidence = parts[1] if len(parts) > 1 else None
    repl.show_answers(repl.program.query(goal, evidence=evidence))


@command("ground", ":ground [GOAL]", "print the ground program (AND/OR graph) of GOAL")
def _ground(repl: "Repl", arg: str) -> None:
    gp = repl.program.ground(arg or None)
    lines = list(gp.iter_lines())
    repl.print("\n".join(lines) if lines else "(the ground program is empty)")


_DOT = re.compile(r"\s*--dot\s+(?P<file>\S+)\s*$")


@command("circuit", ":circuit [GOAL] [--dot FILE]",
         "compile GOAL: circuit size, compile time; --dot writes Graphviz")
def _circuit(repl: "Repl", arg: str) -> None:
    dot_file = None
    m = _DOT.search(arg)
    if m:
        dot_file = Path(m.group("file")).expanduser()
        arg = arg[: m.start()].strip()
    goal = arg or None
    compiled = repl.program.circuit(goal)
    cached = repl.program.last_stats.get("cache_hit") == 1.0
    flat = compiled.flat
    what = goal if goal else "the program's queries"
    repl.print(f"circuit of {what}: size {compiled.sdd_size} (SDD edges), {len(flat)} nodes, "
               f"{_plural(len(compiled.variables), 'variable')}")
    repl.print(f"compiled in {compiled.compile_seconds * 1000:.2f} ms" + (" (cached)" if cached else ""))
    if dot_file is not None:
        text = repl.program.circuit_dot(goal)
        try:
            dot_file.write_text(text, encoding="utf-8")
        except OSError as e:
            raise ReplError(f"cannot write {dot_file}: {e.strerror or e}") from None
        repl.print(f"wrote {dot_file} (render it with: dot -Tsvg {dot_file} -o circuit.svg)")


@command("explain", ":explain [GOAL]", "the most probable proof of each answer of GOAL")
def _explain(repl: "Repl", arg: str) -> None:
    goals = [arg] if arg else [q for q, _ in repl.program.program_queries()]
    if not goals:
        raise ReplError("usage: :explain GOAL (the program has no queries of its own)")
    found = False
    for goal in goals:
        for proof in repl.program.explain(goal):
            found = True
            body = ", ".join(proof.literals) if proof.literals else "true"
            repl.print(f"{proof.atom} :- {body}.  % P = {repl.number(proof.probability)}")
    if not found:
        repl.print("(no proofs)")


@command("mpe", ":mpe [EVIDENCE]", "the most probable explanation of the evidence")
def _mpe(repl: "Repl", arg: str) -> None:
    result = repl.program.mpe(arg or None)
    repl.print(f"% P = {repl.number(result.probability)}")
    for atom in result.true:
        repl.print(f"{atom}.")
    for atom in result.false:
        repl.print(f"\\+{atom}.")


@command("learn", ":learn [TARGET using NAME(OPTIONS) | NAME target=T data=D ...]",
         "run a learner, or the program's learning directives (#learn)")
def _learn(repl: "Repl", arg: str) -> None:
    from ..learners.api import run_directive

    if arg.strip():
        directives = [_learn_directive(arg.strip())]
    else:
        directives = list(repl.program.loaded.learn)
    if not directives:
        raise ReplError("the program has no learning directives; add one with "
                        "#learn TARGETS using LEARNER(key=value, ...). or run one with :learn TARGET using NAME(...)")
    n = len(directives)
    for i, directive in enumerate(directives, start=1):
        # the learner draws its own progress bar (per batch) while it runs
        repl.print(f"[{i}/{n}] {print_statement(directive)}")
        repl.program.reports = []
        started = time.perf_counter()
        run_directive(repl.program, directive)
        elapsed = time.perf_counter() - started
        for line in repl.program.reports:  # the learned clauses (result.text) among them
            repl.print(line)
        repl.print(f"% done in {elapsed:.2f} s")


_OPTION_START = re.compile(r"\s+(?=[a-z_][A-Za-z0-9_]*\s*=)")


def _learn_directive(arg: str) -> ast.LearnDirective:
    """``:learn``'s argument as a #learn directive: ``TARGET using NAME(opts)`` as written, or
    ``NAME target=T key=value ...``."""
    from ..syntax.parser import parse_program

    if not re.search(r"(^|\s)using(\s|$)", arg):
        name, _, rest = arg.partition(" ")
        # options separated by spaces, or by commas as inside NAME(k=v, k=v)
        options = [o.strip().rstrip(",").strip() for o in _OPTION_START.split(" " + rest) if o.strip().rstrip(",")]
        target = ""
        for o in list(options):
            key, _, value = o.partition("=")
            if key.strip() == "target":
                target = value.strip()
                options.remove(o)
        arg = f"{target} using {name}" + (f"({', '.join(options)})" if options else "")
    statements = parse_program(f"#learn {arg}.", "<repl>").statements
    if len(statements) != 1 or not isinstance(statements[0], ast.LearnDirective):
        raise ReplError("usage: :learn TARGET using NAME(key=value, ...) or :learn NAME target=T key=value ...")
    return statements[0]


@command("networks", ":networks", "the networks the program declares or Python has registered")
def _networks(repl: "Repl", arg: str) -> None:
    registered = set(repl.program.networks.names())
    declared = [d for d in repl.program.loaded.declarations if d.kind == "network"]
    if not declared and not registered:
        repl.print("no networks (declare one with #network(Name, Spec).)")
        return
    for d in declared:
        state = "built" if d.name in registered else "declared; built on first use"
        repl.print(f"{d.name}: {print_statement(d)}  [{state}]")
    for name in sorted(registered - {d.name for d in declared}):
        k = getattr(repl.program.networks.get(name), "k", None)
        repl.print(f"{name}: registered from Python" + (f"; queries keep its {k} most probable outputs (k={k})"
                                                        if k is not None else ""))


def _checkpoint(repl: "Repl", arg: str, method: str, usage: str, done: str) -> None:
    path = _path_argument(arg, usage)
    fn = getattr(repl.program, method, None)
    if fn is None:
        raise ReplError("checkpoints hold the networks' and the program's learned parameters; "
                        "they need the neural runtime, which this build does not have")
    try:
        fn(path)
    except ImportError as e:
        raise ReplError(f"checkpoints need the neural runtime (torch), which is not installed: {e}") from None
    repl.print(f"{done} {path}")


@command("save", ":save FILE", "save a checkpoint (learned parameters and network weights)")
def _save(repl: "Repl", arg: str) -> None:
    _checkpoint(repl, arg, "save_checkpoint", ":save FILE", "saved")


@command("restore", ":restore FILE", "restore a checkpoint written by :save")
def _restore(repl: "Repl", arg: str) -> None:
    _checkpoint(repl, arg, "load_checkpoint", ":restore FILE", "restored")


# ---- :set ------------------------------------------------------------------------------------

BACKENDS = ("sdd",)


def _on_off(value: str) -> bool:
    v = value.lower()
    if v in ("on", "true", "yes", "1"):
        return True
    if v in ("off", "false", "no", "0"):
        return False
    raise ReplError(f"expected on or off, not '{value}'")


def _int_in(value: str, low: int, high: int) -> int:
    try:
        n = int(value)
    except ValueError:
        raise ReplError(f"expected a whole number, not '{value}'") from None
    if not low <= n <= high:
        raise ReplError(f"expected a number from {low} to {high}, not {n}")
    return n


def _set_precision(repl: "Repl", value: str) -> None:
    repl.precision = _int_in(value, 1, 17)


def _set_recursion_limit(repl: "Repl", value: str) -> None:
    repl.program.options.recursion_limit = _int_in(value, 1, 10_000_000)


def _set_minimize(repl: "Repl", value: str) -> None:
    repl.program.options.minimize = _on_off(value)


def _set_backend(repl: "Repl", value: str) -> None:
    if value not in BACKENDS:
        raise ReplError(f"unknown inference backend '{value}'; available: {', '.join(BACKENDS)}")


def _set_time(repl: "Repl", value: str) -> None:
    repl.timing = _on_off(value)


def _set_traceback(repl: "Repl", value: str) -> None:
    repl.show_traceback = _on_off(value)


def _set_force(repl: "Repl", value: str) -> None:
    repl.program.options.force = _on_off(value)


def _set_output_dir(repl: "Repl", value: str) -> None:
    from pathlib import Path

    if value in ("none", "off", ""):
        repl.program.options.output_dir = None
        return
    if not Path(value).is_dir():
        raise ReplError(f"the output folder {value} does not exist (nesylang never creates folders)")
    repl.program.options.output_dir = value


def _limit_setter(name: str, kind):
    """``:set time_limit 10`` (seconds), ``:set max_memory 4000`` (MB); ``off`` or 0: no limit."""

    def set_limit(repl: "Repl", value: str) -> None:
        v = value.strip().lower()
        if v in ("off", "none", "0"):
            setattr(repl.program.options, name, None)
            return
        try:
            number = kind(v)
        except ValueError:
            raise ReplError(f"expected a positive number or off, not '{value}'") from None
        if not number > 0:  # NaN too: a deadline of NaN is never reached
            raise ReplError(f"expected a positive number or off, not '{value}'")
        setattr(repl.program.options, name, number)

    return set_limit


def _limit_value(name: str):
    def get(repl: "Repl") -> str:
        value = getattr(repl.program.options, name)
        return "off" if value is None else f"{value:g}" if isinstance(value, float) else str(value)

    return get


def _flag(b: bool) -> str:
    return "on" if b else "off"


@dataclass(frozen=True)
class Setting:
    name: str
    help: str
    set: Callable[["Repl", str], None]
    get: Callable[["Repl"], str]
    values: tuple[str, ...] = ()


SETTINGS: dict[str, Setting] = {s.name: s for s in (
    Setting("precision", "significant digits of printed probabilities", _set_precision,
            lambda r: str(r.precision)),
    Setting("backend", "the inference backend (knowledge compiler)", _set_backend,
            lambda r: BACKENDS[0], BACKENDS),
    Setting("recursion_limit", "the deepest nesting of calls grounding may reach", _set_recursion_limit,
            lambda r: str(r.program.options.recursion_limit)),
    Setting("time_limit", "seconds a query may take (grounding, compilation, inference); off: none",
            _limit_setter("time_limit", float), _limit_value("time_limit")),
    Setting("max_ground_nodes", "the largest ground program a query may build; off: no limit",
            _limit_setter("max_ground_nodes", int), _limit_value("max_ground_nodes")),
    Setting("max_circuit_nodes", "the most live SDD nodes while compiling; off: no limit",
            _limit_setter("max_circuit_nodes", int), _limit_value("max_circuit_nodes")),
    Setting("max_memory", "MB of memory the process may use during a query; off: no limit",
            _limit_setter("max_memory", int), _limit_value("max_memory")),
    Setting("minimize", "minimise SDD vtrees while compiling", _set_minimize,
            lambda r: _flag(r.program.options.minimize), ("on", "off")),
    Setting("time", "print how long each input took", _set_time, lambda r: _flag(r.timing), ("on", "off")),
    Setting("traceback", "show Python tracebacks of internal errors", _set_traceback,
            lambda r: _flag(r.show_traceback), ("on", "off")),
    Setting("output_dir", "where the program's outputs go (checkpoint=, history=, plot=); none: beside it",
            _set_output_dir, lambda r: r.program.options.output_dir or "none"),
    Setting("force", "let the program's outputs replace files nesylang did not write", _set_force,
            lambda r: _flag(r.program.options.force), ("on", "off")),
)}


@command("set", ":set [OPTION VALUE]", "change a session option; with no argument, show them all")
def _set(repl: "Repl", arg: str) -> None:
    if not arg:
        width = max(len(s) for s in SETTINGS)
        for s in SETTINGS.values():
            repl.print(f"  {s.name.ljust(width)}  {s.get(repl):<6}  {s.help}")
        return
    parts = arg.split(None, 1)
    name = parts[0].replace("-", "_")
    if name not in SETTINGS:
        raise ReplError(f"unknown option '{parts[0]}'; options: {', '.join(SETTINGS)}")
    if len(parts) < 2:
        repl.print(f"{name} = {SETTINGS[name].get(repl)}")
        return
    SETTINGS[name].set(repl, parts[1].strip())
    repl.print(f"{name} = {SETTINGS[name].get(repl)}")


@command("time", ":time", "turn timing of each input on or off")
def _time(repl: "Repl", arg: str) -> None:
    repl.timing = _on_off(arg) if arg else not repl.timing
    repl.print(f"timing is {_flag(repl.timing)}")


@command("quit", ":quit", "leave the REPL (Ctrl-D does too)", aliases=("q", "exit"))
def _quit(repl: "Repl", arg: str) -> None:
    repl.finished = True


def command_names() -> Iterable[str]:
    return COMMANDS.keys()
