"""The ``nesy`` command line: a thin front end over :class:`nesylang.session.Program`.

    nesy run FILE                  run the program's directives, print its queries' results
    nesy query FILE [QUERY ...]    answer queries (the program's own when none are given)
    nesy check FILE                parse, load and validate without running
    nesy ground FILE [QUERY]       print the ground program (AND/OR graph)
    nesy explain FILE [QUERY]      the most probable proof of each answer
    nesy mpe FILE                  the most probable explanation of the evidence
    nesy repl [FILE ...]           the interactive shell (also: plain ``nesy``)
    nesy cache info|clear          where compiled templates are cached, and emptying that cache

User errors print as ``FILE:LINE:COL: error: MESSAGE`` with the source line and a caret, and
exit with status 1 (2 for command-line usage errors); ``--traceback`` shows Python's trace.
"""
from __future__ import annotations

import argparse
import sys
from typing import Sequence

from .errors import NesyError
from .formatting import format_answers
from .interrupts import interruptible
from .limits import DEFAULT_MAX_CIRCUIT_NODES, DEFAULT_MAX_GROUND_NODES, limit_options


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse exits 2 itself; keep the message format ours
        self.print_usage(sys.stderr)
        print(f"nesy: error: {message}", file=sys.stderr)
        raise SystemExit(2)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--traceback", action="store_true", help="show Python tracebacks for errors")
    p.add_argument("--recursion-limit", type=int, default=None, metavar="N",
                   help="the deepest nesting of calls grounding may reach (default 100000)")
    p.add_argument("--no-minimize", action="store_true", help="turn off SDD vtree minimisation")
    p.add_argument("--no-autoload", action="store_true",
                   help="do not load library predicates (member/2, ...) that the program calls without defining")
    p.add_argument("--trust", action="store_true",
                   help="allow the program to construct networks from Python import paths")
    p.add_argument("-a", "--arg", action="append", default=[], dest="program_args", metavar="ARG",
                   help="an argument the program reads with cmd_args/1, as ProbLog's -a (repeatable)")
    limits = p.add_argument_group("limits on each query (0 or off: no limit)")
    limits.add_argument("--time-limit", type=_limit(float), default=None, metavar="SECONDS",
                        help="wall-clock time for grounding, compilation and inference (default: none)")
    limits.add_argument("--max-ground-nodes", type=_limit(int), default=DEFAULT_MAX_GROUND_NODES, metavar="N",
                        help=f"nodes of the ground program (default {DEFAULT_MAX_GROUND_NODES:,})")
    limits.add_argument("--max-circuit-nodes", type=_limit(int), default=DEFAULT_MAX_CIRCUIT_NODES, metavar="N",
                        help=f"live SDD nodes while compiling (default {DEFAULT_MAX_CIRCUIT_NODES:,})")
    limits.add_argument("--max-memory", type=_limit(int), default="auto", metavar="MB",
                        help="resident memory of the process (default: 80%% of physical memory)")


def _limit(kind):
    """An argparse type for a limit: a positive number, or 0/off for no limit."""

    def parse(text: str):
        if text.strip().lower() in ("0", "off", "none"):
            return None
        if text == "auto":  # --max-memory's default: a share of physical memory
            return text
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a positive number or off, got {text!r}") from None
        if not value >= 0:  # NaN too: a deadline of NaN is never reached
            raise argparse.ArgumentTypeError(f"expected a positive number or off, got {text!r}")
        return value or None

    parse.__name__ = "limit"
    return parse


def _nproc(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a number of processes (1 or more), got {text!r}")
    return int(text)


def _outputs(p: argparse.ArgumentParser) -> None:
    p.add_argument("--output-dir", metavar="DIR", default=None,
                   help="write the program's outputs (checkpoint=, history=, plot=) under DIR (it must exist)")
    p.add_argument("--force", action="store_true",
                   help="let the program's outputs replace existing files that nesylang did not write")


def _weights(p: argparse.ArgumentParser) -> None:
    p.add_argument("--weights", metavar="CKPT", default=None,
                   help="load trained weights from a checkpoint first (weights only: no code runs)")


def _run_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("file")
    _weights(p)
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--nproc", type=_nproc, default=1, metavar="K",
                   help="train with K local worker processes (torch.distributed; the exact learner only)")
    _outputs(p)
    _common(p)


def _query_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("file")
    _weights(p)
    p.add_argument("queries", nargs="*", metavar="QUERY")
    p.add_argument("--evidence", "-e", action="append", default=[], metavar="ATOM",
                   help="extra evidence: ATOM is true, or \\+ATOM is false (repeatable)")
    p.add_argument("--proofs", type=int, default=None, metavar="K",
                   help="approximate, a lower bound: an open query's answers from its K most probable "
                        "proofs in all (as DeepProbLog), a ground query from its own K best")
    p.add_argument("--format", choices=("text", "json"), default="text")
    _common(p)


def _file_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("file")
    _common(p)


def _file_query_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("file")
    p.add_argument("query", nargs="?")
    _common(p)


def _repl_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("files", nargs="*")
    _outputs(p)
    _common(p)


def _cache_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=("info", "clear"))


# Each subcommand: its help line and the function that adds its arguments.
SUBCOMMANDS = {
    "run": ("run the program's directives and print its queries' results", _run_args),
    "query": ("answer queries (the program's own if none are given)", _query_args),
    "check": ("parse, load and validate the program", _file_args),
    "ground": ("print the ground program", _file_query_args),
    "explain": ("the most probable proof of each answer", _file_query_args),
    "mpe": ("the most probable explanation of the evidence", _file_args),
    "repl": ("the interactive shell", _repl_args),
    "cache": ("where compiled templates are cached (info), or empty that cache (clear)", _cache_args),
}


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="nesy", description="nesylang: neurosymbolic probabilistic logic programming")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    for name, (help_line, add_arguments) in SUBCOMMANDS.items():
        add_arguments(sub.add_parser(name, help=help_line))
    return parser


def command_parser(name: str) -> argparse.ArgumentParser:
    """The parser of one subcommand alone, for ``nesy NAME ARGS...``: it parses ARGS as
    :func:`build_parser`'s subparser does (same prog, options and messages), without building
    the other subcommands' ~90 arguments at every start (a few ms of a 0.1 s ``nesy query``).

    >>> command_parser("check").parse_args(["a.nesy"]).command
    'check'
    """
    p = _Parser(prog=f"nesy {name}")
    SUBCOMMANDS[name][1](p)
    p.set_defaults(command=name, version=False)
    return p


def _program(args):
    from .formatting import loading_notice
    from .session import Program

    notice = loading_notice(args.file)  # a large file loads for seconds: say so first
    if notice is not None:
        print(notice, file=sys.stderr, flush=True)
    program = Program.from_file(args.file, recursion_limit=args.recursion_limit,
                                minimize=not args.no_minimize, trust=args.trust,
                                output_dir=getattr(args, "output_dir", None), force=getattr(args, "force", False),
                                autoload=not getattr(args, "no_autoload", False),
                                args=tuple(getattr(args, "program_args", ())), **limit_options(args))
    if getattr(args, "weights", None):
        program.load_checkpoint(args.weights)
    return program


def _print_answers(answers, fmt: str) -> None:
    if fmt == "json":
        import json

        print(json.dumps({a.atom: a.probability for a in answers}))
    else:
        print(format_answers(answers))


def _cmd_run(args) -> int:
    from .neural import distributed

    program = _program(args)
    if args.nproc > 1 or distributed.worker() is not None:  # checked before K workers all fail
        distributed.check_program(program)
        if distributed.worker() is None:
            return distributed.launch(main, args.argv, args.nproc)
        distributed.quiet_unless_writer()
    for d in program.loaded.learn:  # training is silent for a while (torch, data, compiling): say so now
        where = f" ({d.span.filename}:{d.span.line})" if d.span is not None else ""
        print(f"% learning with {d.learner}{where}...", file=sys.stderr, flush=True)
    answers = program.run()
    for line in program.reports:
        print(line, file=sys.stderr if args.format == "json" else sys.stdout)
    _print_answers(answers, args.format)
    return 0


def _cmd_query(args) -> int:
    program = _program(args)
    if args.proofs is not None:  # k-best proofs: no evidence, the program's own queries if none given
        queries = args.queries or [q for q, _ in program.program_queries()]
        answers = []
        for q in queries:
            answers.extend(program.query(q, evidence=args.evidence or None, program_evidence=False,
                                         proofs=args.proofs))
    elif args.queries:
        answers = []
        for q in args.queries:
            answers.extend(program.query(q, evidence=args.evidence or None))
    elif args.evidence:
        queries = program.program_queries()
        ev = program.program_evidence() + program._parse_evidence(args.evidence)
        answers = program._infer(queries, ev)
    else:
        answers = program.run_queries()
    untrained = program.untrained_networks()
    if untrained:
        names = ", ".join(untrained)
        print(f"warning: network{'s' if len(untrained) > 1 else ''} {names} never trained: these answers come "
              "from random weights (train with `nesy run`, or load weights with --weights CKPT)", file=sys.stderr)
    _print_answers(answers, args.format)
    return 0


def _cmd_check(args) -> int:
    program = _program(args)
    for line in program.check():
        print(line)
    print(f"{args.file}: ok")
    return 0


def _cmd_ground(args) -> int:
    program = _program(args)
    gp = program.ground(args.query)
    for line in gp.iter_lines():
        print(line)
    return 0


def _cmd_explain(args) -> int:
    program = _program(args)
    goals = [args.query] if args.query else [q for q, _ in program.program_queries()]
    for goal in goals:
        for proof in program.explain(goal):
            body = ", ".join(proof.literals) if proof.literals else "true"
            print(f"{proof.atom} :- {body}.  % P = {proof.probability:.8g}")
    return 0


def _cmd_mpe(args) -> int:
    program = _program(args)
    result = program.mpe()
    print(f"% P = {result.probability:.8g}")
    for atom in result.true:
        print(f"{atom}.")
    for atom in result.false:
        print(f"\\+{atom}.")
    return 0


def _cmd_repl(args) -> int:
    from .repl import main as repl_main

    return repl_main(args.files, args)


def _cmd_cache(args) -> int:
    from .neural.templates import DiskCache

    cache = DiskCache.default()
    if cache is None:
        print("template cache: off (turned off by NESYLANG_CACHE)")
        return 0
    if args.action == "clear":
        entries, size = cache.clear()
        print(f"removed {entries} {'entry' if entries == 1 else 'entries'} ({size} bytes) from {cache.folder}")
        return 0
    info = cache.info()
    print(f"template cache: {info.folder}")
    print(f"entries: {info.entries} (at most {info.max_entries}; NESYLANG_CACHE_ENTRIES)")
    print(f"bytes: {info.bytes} (at most {info.max_bytes}; NESYLANG_CACHE_SIZE)")
    return 0


COMMANDS = {"run": _cmd_run, "query": _cmd_query, "check": _cmd_check, "ground": _cmd_ground,
            "explain": _cmd_explain, "mpe": _cmd_mpe, "repl": _cmd_repl,
            "cache": _cmd_cache}


def _file_as_run(argv: list[str]) -> list[str]:
    """``nesy FILE ...`` is ``nesy run FILE ...`` (the ``problog FILE`` habit): a first argument
    that is no subcommand but names a file, or ends in ``.nesy``, gets ``run`` put before it."""
    import os

    if argv and argv[0] not in COMMANDS and not argv[0].startswith("-") and (
            argv[0].endswith(".nesy") or os.path.isfile(argv[0])):
        return ["run"] + argv
    return argv


def main(argv: Sequence[str] | None = None) -> int:
    argv = _file_as_run(list(sys.argv[1:] if argv is None else argv))
    if argv and argv[0] in SUBCOMMANDS:  # the usual case: build that subcommand's parser only
        args = command_parser(argv[0]).parse_args(argv[1:])
    else:
        parser = build_parser()
        args = parser.parse_args(argv)
    args.argv = argv  # what --nproc's workers run
    if args.version:
        from . import __version__

        print(f"nesylang {__version__}")
        return 0
    if args.command is None:
        args = command_parser("repl").parse_args(list(argv or []))
    _show_nesy_warnings()
    try:
        with interruptible():
            return COMMANDS[args.command](args)
    except NesyError as e:
        if getattr(args, "traceback", False):
            import traceback

            traceback.print_exc()
        print(e.render(), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # pragma: no cover
        return 0


def _show_nesy_warnings() -> None:
    """Print a program's warnings (NesyWarning: the message holds the location) as
    ``warning: FILE:LINE:COL: ...`` on stderr, not as Python's ``session.py:N: NesyWarning``."""
    import warnings

    from .errors import NesyWarning

    plain = warnings.showwarning
    if getattr(plain, "nesy", False):  # (installed by an earlier call in this process)
        return

    def show(message, category, filename, lineno, file=None, line=None):
        if issubclass(category, NesyWarning):
            print(f"warning: {message}", file=sys.stderr if file is None else file)
        else:
            plain(message, category, filename, lineno, file, line)

    show.nesy = True
    warnings.showwarning = show


def entry() -> None:
    """Console-script entry point."""
    sys.exit(main(sys.argv[1:]))
