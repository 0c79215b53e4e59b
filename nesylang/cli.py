"""The ``nesy`` command line: a thin front end over :class:`nesylang.session.Program`.

    nesy run FILE                  run the program's directives, print its queries' results
    nesy query FILE [QUERY ...]    answer queries (the program's own when none are given)
    nesy check FILE                parse, load and validate without running
    nesy ground FILE [QUERY]       print the ground program (AND/OR graph)
    nesy explain FILE [QUERY]      the most probable proof of each answer
    nesy mpe FILE                  the most probable explanation of the evidence
    nesy repl [FILE ...]           the interactive shell (also: plain ``nesy``)

User errors print as ``FILE:LINE:COL: error: MESSAGE`` with the source line and a caret, and
exit with status 1 (2 for command-line usage errors); ``--traceback`` shows Python's trace.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from .errors import NesyError
from .formatting import format_answers
from .interrupts import interruptible


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
                   help="the deepest nesting of calls grounding may reach (default 2000)")
    p.add_argument("--no-minimize", action="store_true", help="turn off SDD vtree minimisation")
    p.add_argument("--trust", action="store_true",
                   help="allow the program to construct networks from Python import paths")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="nesy", description="nesylang: neurosymbolic probabilistic logic programming")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("run", help="run the program's directives and print its queries' results")
    p.add_argument("file")
    p.add_argument("--format", choices=("text", "json"), default="text")
    _common(p)

    p = sub.add_parser("query", help="answer queries (the program's own if none are given)")
    p.add_argument("file")
    p.add_argument("queries", nargs="*", metavar="QUERY")
    p.add_argument("--evidence", "-e", action="append", default=[], metavar="ATOM",
                   help="extra evidence: ATOM is true, or \\+ATOM is false (repeatable)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    _common(p)

    p = sub.add_parser("check", help="parse, load and validate the program")
    p.add_argument("file")
    _common(p)

    p = sub.add_parser("ground", help="print the ground program")
    p.add_argument("file")
    p.add_argument("query", nargs="?")
    _common(p)

    p = sub.add_parser("explain", help="the most probable proof of each answer")
    p.add_argument("file")
    p.add_argument("query", nargs="?")
    _common(p)

    p = sub.add_parser("mpe", help="the most probable explanation of the evidence")
    p.add_argument("file")
    _common(p)

    p = sub.add_parser("repl", help="the interactive shell")
    p.add_argument("files", nargs="*")
    _common(p)
    return parser


def _program(args):
    from .session import Program

    return Program.from_file(args.file, recursion_limit=args.recursion_limit,
                             minimize=not args.no_minimize, trust=args.trust)


def _print_answers(answers, fmt: str) -> None:
    if fmt == "json":
        print(json.dumps({a.atom: a.probability for a in answers}))
    else:
        print(format_answers(answers))


def _cmd_run(args) -> int:
    program = _program(args)
    answers = program.run()
    for line in program.reports:
        print(line, file=sys.stderr if args.format == "json" else sys.stdout)
    _print_answers(answers, args.format)
    return 0


def _cmd_query(args) -> int:
    program = _program(args)
    if args.queries:
        answers = []
        for q in args.queries:
            answers.extend(program.query(q, evidence=args.evidence or None))
    elif args.evidence:
        queries = program.program_queries()
        ev = program.program_evidence() + program._parse_evidence(args.evidence)
        answers = program._infer(queries, ev)
    else:
        answers = program.run_queries()
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


COMMANDS = {"run": _cmd_run, "query": _cmd_query, "check": _cmd_check, "ground": _cmd_ground,
            "explain": _cmd_explain, "mpe": _cmd_mpe, "repl": _cmd_repl}


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.version:
        from . import __version__

        print(f"nesylang {__version__}")
        return 0
    if args.command is None:
        args = parser.parse_args(["repl"] + list(argv or []))
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


def entry() -> None:
    """Console-script entry point."""
    sys.exit(main(sys.argv[1:]))
