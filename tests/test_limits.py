"""Bounded work (issue 13, section 3): every runaway query ends with a LimitError that names the
limit and the goal, and large inputs load in time that grows linearly with their size."""
from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from nesylang.cli import main
from nesylang.errors import LimitError, NesyError
from nesylang.session import Program

NAT = "nat(0). nat(s(X)) :- nat(X)."


def _limit_error(program: str, goal: str, **limits) -> LimitError:
    started = time.monotonic()
    with pytest.raises(LimitError) as info:
        Program.from_string(program, **limits).query(goal)
    assert time.monotonic() - started < 20
    assert info.value.span is not None
    return info.value


def test_nat_reaches_the_ground_node_limit():
    e = _limit_error(NAT, "nat(X)", max_ground_nodes=500)
    assert e.limit == "max-ground-nodes" and "nat(X)" in e.message and "grounding" in e.message


def test_nat_reaches_the_time_limit():
    e = _limit_error(NAT, "nat(X)", time_limit=0.5)
    assert e.limit == "time-limit" and "nat(X)" in e.message


def test_a_long_between_reaches_the_time_limit():
    # ProbLog's between/3 takes integer bounds only (between(1, inf, X) is its CallModeError)
    e = _limit_error("p(X) :- between(1, 1000000000000, X).", "p(X)", time_limit=0.5)
    assert e.limit == "time-limit"
    assert e.span.column == 9  # the between/3 call


def test_append_with_unbound_lists_reaches_a_limit():
    e = _limit_error(":- use_module(library(lists)). q(X, Y) :- append(X, [1], Y).", "q(X, Y)",
                     time_limit=0.5)
    assert e.limit == "time-limit" and "q(X,Y)" in e.message


@pytest.mark.parametrize("body, what", [("length(L, 100000000)", "length/2"),
                                        ("functor(L, foo, 100000000)", "functor/3")])
def test_huge_terms_are_refused_before_they_are_built(body, what):
    e = _limit_error(f"q(L) :- {body}.", "q(L)")  # the default limits
    assert e.limit == "max-ground-nodes" and what in e.message


def test_huge_power_is_an_error_not_a_hang():
    with pytest.raises(NesyError):
        Program.from_string("q(X) :- X is 10 ** 100000000.", time_limit=2).query("q(X)")


def _chain(n: int) -> str:
    lines = [f"0.5::e({i},{j})." for i in range(n) for j in range(i + 1, min(n, i + 4))]
    return "\n".join(lines + ["r(0). r(Y) :- r(X), e(X, Y)."])


def test_compilation_reaches_the_circuit_limit():
    e = _limit_error(_chain(20), "r(19)", max_circuit_nodes=300)
    assert e.limit == "max-circuit-nodes" and "compiling" in e.message


def _dense(n: int) -> str:
    """Reachability over a complete directed graph (network reliability, #P-hard): its SDD
    grows exponentially under any variable order, so 8 nodes take far longer than 0.3 s."""
    lines = [f"0.5::e({i},{j})." for i in range(n) for j in range(n) if i != j]
    return "\n".join(lines + ["r(0). r(Y) :- r(X), e(X, Y)."])


def test_compilation_reaches_the_time_limit():
    e = _limit_error(_dense(8), "r(7)", time_limit=0.3)
    assert e.limit == "time-limit" and "compiling" in e.message


def test_memory_limit():
    e = _limit_error(NAT, "nat(X)", max_memory=1)
    assert e.limit == "max-memory"


def test_huge_range_loads_at_once_and_is_a_located_error_where_built():
    started = time.process_time()
    p = Program.from_string("big([1..100000000]).\nlen(N) :- big(L), length(L, N).\n"
                            "#type(n, [1..100000000]).\n#modeh(p(+n)).\n")
    assert time.process_time() - started < 1.0  # (building 10^8 cells would take minutes)
    for goal in ("big(L)", "len(N)"):
        with pytest.raises(LimitError) as info:
            p.query(goal)
        assert (info.value.span.line, info.value.span.column) == (1, 6) and info.value.limit == "max-ground-nodes"
    from nesylang.bias.modes import Bias
    from nesylang.errors import DirectiveError

    with pytest.raises(DirectiveError) as info:  # a learner enumerating the type's constants
        Bias.from_program(p.loaded)
    assert (info.value.span.line, info.value.span.column) == (3, 11) and "at most 100000" in info.value.message


def test_membership_in_a_huge_range_never_builds_it():
    p = Program.from_string("in(X) :- member(X, [1..100000000]).\none(X) :- memberchk(X, [3..100000000]).\n"
                            "first(X) :- member(X, [7..100000000]), X mod 5 =:= 0.\n", time_limit=10)
    answers = {g: [(a.atom, a.probability) for a in p.query(g)]
               for g in ("in(99999999)", "in(100000001)", "in(0)", "in(2.0)", "in(a)", "one(X)", "one(4)")}
    # as member/2 and memberchk/2 answer over the list [1, 2, ..., 10^8] (integers only)
    assert answers == {"in(99999999)": [("in(99999999)", 1.0)], "in(100000001)": [("in(100000001)", 0.0)],
                       "in(0)": [("in(0)", 0.0)], "in(2.0)": [("in(2.0)", 0.0)], "in(a)": [("in(a)", 0.0)],
                       "one(X)": [("one(3)", 1.0)], "one(4)": [("one(4)", 1.0)]}
    # enumerating stops at the limits (a ground program of 10^8 answers is far past them)
    with pytest.raises(LimitError):
        Program.from_string("in(X) :- member(X, [1..100000000]).", max_ground_nodes=1000).query("in(X)")


def test_a_large_range_is_built_where_its_goal_runs():
    """Just before the goal that holds it, so a goal never reached never builds it; below
    the limits it is the same list as one written out."""
    p = Program.from_string("q(N) :- N = 0, fail, length([1..100000000], N).\nq(1).\n"
                            "r(S) :- X = [1..200000], length(X, N), X = [A|_], S is N + A.\nr2([1..200000]).")
    assert [a.atom for a in p.query("q(N)")] == ["q(1)"]
    assert [a.atom for a in p.query("r(S)")] == ["r(200001)"]
    l2 = p.query("r2(L)")[0].atom
    assert l2 == "r2([" + ", ".join(map(str, range(1, 200001))) + "])"
    with pytest.raises(LimitError) as info:  # an nn(...) domain is a list at load time, as before
        Program.from_string("nn(net, [X], Y, [0..20000000]) :: d(X, Y).")
    assert info.value.span.column == 18


def test_limits_are_validated_at_once():
    with pytest.raises(ValueError):
        Program(time_limit=-1)


def test_a_nan_limit_is_refused_not_taken_as_no_limit(capsys):
    # NaN passed every "<= 0" check, and a deadline of NaN is never reached: no limit at all
    from nesylang.repl.commands import SETTINGS, ReplError

    with pytest.raises(ValueError):
        Program(time_limit=float("nan"))

    class FakeRepl:
        program = Program.from_string(NAT)

    with pytest.raises(ReplError):
        SETTINGS["time_limit"].set(FakeRepl, "nan")
    assert FakeRepl.program.options.time_limit is None
    with pytest.raises(SystemExit) as info:
        main(["run", "x.nesy", "--time-limit", "nan"])
    assert info.value.code == 2 and "--time-limit" in capsys.readouterr().err


def test_cli_flags(tmp_path, capsys):
    f = tmp_path / "nat.nesy"
    f.write_text(NAT + "\nquery(nat(X)).\n")
    assert main(["run", str(f), "--max-ground-nodes", "300"]) == 1
    err = capsys.readouterr().err
    assert "max-ground-nodes (300 nodes)" in err and "nat(X)" in err and "nat.nesy:2:7" in err
    assert main(["run", str(f), "--time-limit", "0.3", "--max-ground-nodes", "off"]) == 1
    assert "time-limit (0.3 s)" in capsys.readouterr().err


def test_repl_set(tmp_path):
    from nesylang.repl.commands import SETTINGS

    class FakeRepl:
        program = Program.from_string(NAT)

    SETTINGS["time_limit"].set(FakeRepl, "2.5")
    SETTINGS["max_ground_nodes"].set(FakeRepl, "400")
    assert FakeRepl.program.options.time_limit == 2.5
    assert SETTINGS["max_ground_nodes"].get(FakeRepl) == "400"
    SETTINGS["max_memory"].set(FakeRepl, "off")
    assert FakeRepl.program.options.max_memory is None
    with pytest.raises(LimitError):
        FakeRepl.program.query("nat(X)")


# ---- large inputs: linear, and the same AST as the one-pass parser ------------------------------

def _cpu(fn) -> float:
    started = time.process_time()
    fn()
    return time.process_time() - started


def test_many_facts_scale_linearly():
    def run(n):
        text = "".join(f"f({i}, a{i}).\n" for i in range(n))
        p = Program.from_string(text)
        assert p.query(f"f({n - 1}, a{n - 1})")[0].probability == 1.0

    small, large = _cpu(lambda: run(10_000)), _cpu(lambda: run(40_000))
    assert large < 4 * small * 2.0 + 0.5  # linear, with slack for a loaded machine


def test_long_list_literal_is_fast_and_located():
    n = 100_000
    p = Program.from_string("items([" + ", ".join(map(str, range(n))) + "]).\nlen(N) :- items(L), length(L, N).")
    assert p.query("len(N)")[0].atom == f"len({n})"


def test_deep_recursion_scales_linearly():
    prog = "p(0).\np(I) :- I > 0, J is I - 1, p(J)."

    def run(n):
        assert Program.from_string(prog, recursion_limit=n + 10).query(f"p({n})")[0].probability == 1.0

    small, large = _cpu(lambda: run(2_000)), _cpu(lambda: run(8_000))
    assert large < 4 * small * 2.0 + 0.5


def test_fast_path_gives_the_same_program_as_lark():
    from nesylang.syntax.parser import _run, parse_program

    pad = "z(1).\n" * 5000
    text = (pad + "f([]). f([], a). g([X|Y], 'q r', \"s\", -1, 2.5e3). h(\n 1,\n [2]).\n"
            "p(X) :- f(X). d(0'.). e('it''s'). c :- X =.. [f, 1]. /* k(1). */ % m(2).\n" + pad)
    fast = parse_program(text, "x.nesy")
    slow, _ = _run(text, "x.nesy", "start")
    assert fast == slow
    assert [s.span for s in fast.statements] == [s.span for s in slow.statements]
    spans = lambda prog: [(s.span.line, s.span.column, s.span.end_line, s.span.end_column)  # noqa: E731
                          for s in prog.statements]
    assert spans(fast) == spans(slow)


def test_fast_path_gives_every_node_the_span_lark_gives():
    import dataclasses

    from nesylang.source import Span
    from nesylang.syntax.parser import _run, parse_program

    def spans(node, out):
        if isinstance(node, tuple):
            for x in node:
                spans(x, out)
        elif dataclasses.is_dataclass(node) and not isinstance(node, Span):
            s = node.span
            # (a ground fact read in bulk is a PlainFact: a Clause that builds its nodes when read)
            kind = next(c for c in type(node).__mro__ if c.__module__ == "nesylang.syntax.ast").__name__
            out.append((kind, s and (s.line, s.column, s.end_line, s.end_column)))
            for f in dataclasses.fields(node):
                if f.name != "span":
                    spans(getattr(node, f.name), out)
        return out

    pad = "z(1).\n" * 5000
    text = (pad + "f(1, a1).\nf( 2 ,\tb ).\n  f(X, _, 'a b', -0, -12).\nm(1,[]).\n"
            "l([1, 2, a, -3, [4, 5], f(6), 7 , 8|T]).\nl([1,\n 2,\n   x , y]).\n" + pad)
    fast = parse_program(text, "x.nesy")
    slow, _ = _run(text, "x.nesy", "start")
    assert fast == slow and spans(fast.statements, []) == spans(slow.statements, [])


def test_fast_path_errors_are_lark_errors():
    from nesylang.syntax.parser import parse_program

    text = "z(1).\n" * 5000 + "f(x,\n)."
    with pytest.raises(NesyError) as info:
        parse_program(text, "x.nesy")
    assert info.value.span.line == 5002


# ---- ground facts read in bulk (PlainFact) ---------------------------------------------------

_BULK = ("".join(f"f({i}, a{i}).\n" for i in range(3000))
         + "% a comment\ng(-3,'b c', x).  g( 0 ,\tq ).\ng(X, y).\n0.4::h(1).\nr(X) :- f(X, _), X > 2997.\n"
         + "".join(f"e({i}, {i + 1}).\n" for i in range(500)) + "not(n).\nn.\nm(1).\n")


def _lark(text: str, name: str = "x.nesy"):
    from nesylang.syntax.parser import _run

    return _run(text, name, "start")[0]


def test_bulk_facts_load_as_lark_reads_them():
    """Ground facts read in bulk build their runtime heads from their values; the clause
    database is the one that Lark's AST loads into (heads, spans, order), and so are the answers,
    the printed program and negation heads (``not(n).`` is a clause of not/1, which ProbLog 2.3
    takes and never calls: ``n`` stays true)."""
    from nesylang.program.loader import load_program
    from nesylang.syntax.fastpath import PlainFact
    from nesylang.syntax.parser import parse_program
    from nesylang.syntax.printer import print_program

    fast, slow = parse_program(_BULK, "x.nesy"), _lark(_BULK)
    assert sum(type(s) is PlainFact for s in fast.statements) > 3000  # the bulk path was taken
    assert fast == slow and print_program(fast) == print_program(slow)
    dbs = [load_program(p).db for p in (fast, slow)]
    head = lambda t: t if t._ground else re.sub(r"_X\d+", "_", repr(t))  # noqa: E731 (variables: by name)
    rows = [{sig: [(head(c.head), c.span, c.clause_id, c.source_clause, c.body is None) for c in cs]
             for sig, cs in db.clauses.items()} for db in dbs]
    assert rows[0] == rows[1] and ("not", 1) not in rows[0] and ("n_n", 0) not in rows[0]
    for goal in ("f(2999, a2999)", "g(A, B, C)", "r(X)", "e(7, Y)", "n", "m(1)", "h(1)"):
        answers = [[(a.atom, a.probability) for a in Program.from_string(t, name="x.nesy").query(goal)]
                   for t in (_BULK, _BULK + "\n" + " " * 20_000 + "%")]
        assert answers[0] == answers[1] and answers[0], goal
    assert Program.from_string(_BULK).query("n")[0].probability == 1.0  # `problog` answers n: 1 here


def test_bulk_fact_nodes_are_built_when_read():
    import copy
    import pickle

    from nesylang.syntax.fastpath import PlainFact
    from nesylang.syntax.parser import parse_program

    fast, slow = parse_program(_BULK, "x.nesy"), _lark(_BULK)
    pairs = [(a, b) for a, b in zip(fast.statements, slow.statements) if type(a) is PlainFact]
    a, b = pairs[1]
    assert "heads" not in a.__dict__  # nothing built yet
    assert hash(a) == hash(b) and repr(a) == repr(b) and b == a and a == b and {a: 1}[b] == 1
    assert a.heads[0].atom.args[1].span == b.heads[0].atom.args[1].span
    for clone in (pickle.loads(pickle.dumps(a)), copy.deepcopy(a)):
        assert clone == b and clone.span == b.span


@pytest.mark.parametrize("fact, message", [("between(1, 2, 3).", "cannot redefine the builtin between/3"),
                                           ("query(f(1, a1)).", None)])
def test_bulk_facts_keep_their_errors_and_locations(fact, message):
    text = _BULK + fact + "\n"
    line = text.count("\n")
    if message is None:  # query/1 facts go through the ordinary path: their goal is the location
        p = Program.from_string(text, name="x.nesy")
        assert p.db.clauses[("query", 1)][0].span.column == 7
        return
    with pytest.raises(NesyError) as info:
        Program.from_string(text, name="x.nesy")
    assert message in info.value.message and (info.value.span.line, info.value.span.column) == (line, 1)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc (Linux)")
def test_memory_is_read_often_enough_to_stop_near_the_limit():
    """max_member/2 called in SWI-Prolog's argument order generates ever longer lists, every call
    a new table: memory grows faster with each checkpoint. Reading it only every 1024th
    checkpoint let the process pass a 200 MB budget by 130 MB here (and a 19 GB default by
    gigabytes); reading it at least every MEMORY_EVERY seconds stops it near the limit. The peak
    is the child's VmHWM: its ru_maxrss would start at the parent's (Linux keeps it across exec)."""
    import subprocess
    import sys

    script = (
        "from nesylang.limits import resident_mb\n"
        "from nesylang.session import Program\n"
        "from nesylang.errors import LimitError\n"
        "src = '0.6::applies(ann, 7). 0.5::applies(bob, 9).\\n'"
        " 'best(B) :- findall(S, applies(_, S), L), L \\\\= [], max_member(B, L).\\n'\n"
        "limit = int(resident_mb()) + 200\n"
        "try:\n"
        "    Program.from_string(src, max_memory=limit).query('best(X)')\n"
        "    print('no error')\n"
        "except LimitError as e:\n"
        "    peak = [int(line.split()[1]) for line in open('/proc/self/status') if line.startswith('VmHWM:')][0]\n"
        "    print(e.limit, peak / 1024 - limit)\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    limit, overshoot = out.stdout.split()
    assert limit == "max-memory"
    assert float(overshoot) < 60, out.stdout
