"""Bounded work (issue 13, section 3): every runaway query ends with a LimitError that names the
limit and the goal, and large inputs load in time that grows linearly with their size."""
from __future__ import annotations

import time

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


def test_between_to_infinity_reaches_the_time_limit():
    e = _limit_error("p(X) :- between(1, inf, X).", "p(X)", time_limit=0.5)
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


def test_compilation_reaches_the_time_limit():
    e = _limit_error(_chain(22), "r(21)", time_limit=0.3)
    assert e.limit == "time-limit" and "compiling" in e.message


def test_memory_limit():
    e = _limit_error(NAT, "nat(X)", max_memory=1)
    assert e.limit == "max-memory"


def test_huge_range_is_a_located_error_at_load():
    with pytest.raises(LimitError) as info:
        Program.from_string("big([1..100000000]).")
    assert info.value.span.line == 1 and info.value.span.column == 6  # the range


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
            out.append((type(node).__name__, s and (s.line, s.column, s.end_line, s.end_column)))
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
