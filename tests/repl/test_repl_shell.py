"""The REPL's core (:class:`nesylang.repl.Repl`): inputs in, session state and printed results
out. Probabilities are derived by hand in the comments."""
from __future__ import annotations

import re

import _thread
import io
import threading

import pytest
from prompt_toolkit.document import Document
from prompt_toolkit.validation import ValidationError

from nesylang.repl import Repl, run_lines
from nesylang.repl.commands import COMMANDS, command_problem, resolve
from nesylang.repl.completer import ReplCompleter
from nesylang.repl.validator import NesyValidator, classify, is_complete

# P(c) = P(a or b) = 1 - 0.7 * 0.5 = 0.65; P(a | c) = 0.3 / 0.65 = 0.461538...
OR_PROGRAM = "0.3::a.\n0.5::b.\nc :- a ; b.\n"


class Shell:
    """A Repl writing to strings, with helpers to run an input and take what it printed."""

    def __init__(self, program_text: str = "", **kw):
        self.out, self.err = io.StringIO(), io.StringIO()
        self.repl = Repl(out=self.out, err=self.err, interactive=True, **kw)
        if program_text:
            assert self.repl.execute(program_text), self.err.getvalue()
            self.take()

    def take(self) -> tuple[str, str]:
        out, err = self.out.getvalue(), self.err.getvalue()
        self.out.seek(0), self.out.truncate()
        self.err.seek(0), self.err.truncate()
        return out, err

    def run(self, text: str) -> tuple[bool, str, str]:
        ok = self.repl.execute(text)
        return (ok, *self.take())


def answers(out: str) -> list[tuple[str, float]]:
    rows = []
    for line in out.strip().splitlines():
        atom, p = line.rsplit(":", 1)
        rows.append((atom.strip(), float(p)))
    return rows


@pytest.fixture
def sh() -> Shell:
    return Shell(OR_PROGRAM)


# ---- queries and clauses ------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["?- c.", "c", "?- c", "  c  % a comment", "?- c.  % the query"])
def test_a_query_prints_its_answers(sh, text):
    ok, out, err = sh.run(text)
    assert ok and not err
    assert answers(out) == [("c", pytest.approx(0.65))]


def test_answers_are_aligned_and_most_probable_first():
    # e(1), e(2), e(10) from one annotated disjunction: 0.2, 0.5, 0.3
    sh = Shell("0.2::e(1); 0.5::e(2); 0.3::e(10).")
    ok, out, _ = sh.run("?- e(X).")
    assert ok
    assert answers(out) == [("e(2)", 0.5), ("e(10)", 0.3), ("e(1)", 0.2)]
    lines = out.splitlines()
    assert len({line.index(":") for line in lines}) == 1  # the colons line up


def test_a_clause_typed_at_the_prompt_is_added(sh):
    ok, out, err = sh.run("d :- c, \\+ a.")
    assert ok and out == "added 1 clause\n" and not err
    assert ("d", 0) in sh.repl.program.db.signatures()
    # d = c and not a = b and not a = 0.5 * 0.7 = 0.35
    assert answers(sh.run("?- d.")[1]) == [("d", pytest.approx(0.35))]


def test_several_statements_and_queries_in_one_input(sh):
    ok, out, err = sh.run("f(1). f(2). :- use_module(library(lists)). ?- f(X). g(X) :- f(X), member(X, [2]).")
    assert ok, err
    assert out.splitlines()[0] == "added 3 clauses, 1 directive"
    assert sorted(answers("\n".join(out.splitlines()[1:]))) == [("f(1)", 1.0), ("f(2)", 1.0)]
    # the query was run, not stored as one of the program's queries
    assert sh.repl.program.program_queries() == []
    assert answers(sh.run("g(X)")[1]) == [("g(2)", 1.0)]


def test_a_failing_input_leaves_the_program_as_it_was(sh):
    before = list(sh.repl.program.loaded.statements)
    ok, out, err = sh.run("x :- a. y :- :- .")
    assert not ok and out == ""
    assert err.startswith("<repl>:1:14: error: unexpected")
    assert sh.repl.program.loaded.statements == before


def test_a_clause_missing_its_full_stop_is_an_error_at_its_end(sh):
    ok, _, err = sh.run("d :- c")
    assert not ok
    assert "a clause ends with a full stop" in err


# ---- errors ---------------------------------------------------------------------------------------

def test_a_user_error_prints_the_located_message_and_the_session_goes_on(sh):
    ok, out, err = sh.run("?- nope(X).")
    assert not ok and out == ""
    assert err.splitlines()[:2] == ["<query>:1:4: error: unknown predicate nope/1 (ProbLog: UnknownClause)", "   nope(X)."]
    assert err.splitlines()[2].startswith("   ^~~~")
    assert answers(sh.run("c")[1]) == [("c", pytest.approx(0.65))]


def test_an_internal_error_prints_a_short_message_and_the_session_goes_on(sh, monkeypatch):
    def broken(*args, **kwargs):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(sh.repl.program, "query", broken)
    ok, out, err = sh.run("?- c.")
    assert not ok
    assert err.startswith("internal error: ZeroDivisionError: division by zero\n")
    assert "--traceback" in err and "Traceback" not in err
    monkeypatch.undo()
    assert answers(sh.run("c")[1]) == [("c", pytest.approx(0.65))]


def test_traceback_option_shows_the_python_traceback(sh, monkeypatch):
    monkeypatch.setattr(sh.repl.program, "query", lambda *a, **k: 1 / 0)
    sh.run(":set traceback on")
    _, _, err = sh.run("c")
    assert "Traceback (most recent call last)" in err and "ZeroDivisionError" in err


def test_ctrl_c_interrupts_a_long_query_and_keeps_the_session(sh):
    # between(1, 5000000, X) takes far longer than the 0.3 s before the interrupt arrives
    sh.run("n(X) :- between(1, 5000000, X). slow :- n(X), X < 0.")
    timer = threading.Timer(0.3, _thread.interrupt_main)
    timer.start()
    try:
        ok, out, err = sh.run("?- slow.")
    finally:
        timer.cancel()
    assert not ok and out == "" and err == "interrupted\n"
    assert answers(sh.run("?- c.")[1]) == [("c", pytest.approx(0.65))]
    assert ("slow", 0) in sh.repl.program.db.signatures()


def test_piped_input_is_not_interrupted_silently(sh):
    sh.repl.interactive = False
    sh.repl.program.query = lambda *a, **k: (_ for _ in ()).throw(KeyboardInterrupt)
    with pytest.raises(KeyboardInterrupt):
        sh.repl.execute("c")


# ---- commands -------------------------------------------------------------------------------------

def test_every_command_has_a_handler_and_a_one_line_help():
    for name, c in COMMANDS.items():
        assert c.name == name and callable(c.handler)
        assert c.help and "\n" not in c.help
    expected = {"help", "load", "reload", "list", "query", "ground", "circuit", "explain", "mpe", "learn",
                "networks", "save", "restore", "set", "time", "quit"}
    assert expected <= set(COMMANDS)


def test_help_lists_every_command(sh):
    _, out, _ = sh.run(":help")
    for name in COMMANDS:
        assert f":{name}" in out
    _, out, _ = sh.run(":help circuit")
    assert out.startswith(":circuit [GOAL] [--dot FILE]\n")


def test_commands_resolve_by_alias_and_unique_prefix():
    assert resolve("q").name == "quit" and resolve("exp").name == "explain"
    assert "ambiguous" in command_problem("re")  # reload, restore
    assert command_problem("list") is None


def test_unknown_command(sh):
    ok, _, err = sh.run(":frobnicate")
    assert not ok and err == "error: unknown command ':frobnicate'; :help lists the commands\n"


def test_load_reload_and_list(sh, tmp_path):
    f = tmp_path / "more.nesy"
    f.write_text("0.4::rain.\nwet :- rain.\n", encoding="utf-8")
    ok, out, err = sh.run(f":load {f}")
    assert ok, err
    assert out == f"loaded {f} (2 statements)\n"
    assert answers(sh.run("wet")[1]) == [("wet", pytest.approx(0.4))]
    _, out, _ = sh.run(":list wet/0")
    assert out == "wet :- rain.\n"
    _, out, _ = sh.run(":list")
    assert out.splitlines() == ["0.3::a.", "0.5::b.", "c :- a ; b.", "0.4::rain.", "wet :- rain."]
    f.write_text("0.9::rain.\nwet :- rain.\n", encoding="utf-8")
    ok, out, _ = sh.run(":reload")
    assert ok and out == f"reloaded {f}\n"
    assert answers(sh.run("wet")[1]) == [("wet", pytest.approx(0.9))]
    assert not sh.run(":list c")[0]  # clauses typed at the prompt are gone after :reload


def test_load_a_file_name_with_spaces(sh, tmp_path):
    f = tmp_path / "my program.nesy"
    f.write_text("0.4::rain.\n", encoding="utf-8")
    assert sh.run(f":load {f}")[0]
    assert sh.run(f":load '{f}'")[0]
    assert answers(sh.run("rain")[1]) == [("rain", pytest.approx(1 - 0.6 * 0.6))]  # two independent facts


def test_load_error_is_located_and_keeps_the_program(sh, tmp_path):
    f = tmp_path / "bad.nesy"
    f.write_text("a.\nb :- a\nc.\n", encoding="utf-8")
    ok, _, err = sh.run(f":load {f}")
    assert not ok and err.startswith(f"{f}:3:1: error: unexpected")
    assert answers(sh.run("c")[1]) == [("c", pytest.approx(0.65))]
    assert not sh.run(":load")[0]


def test_query_command_with_evidence(sh):
    ok, out, _ = sh.run(":query a given c")
    assert ok and answers(out) == [("a", pytest.approx(0.3 / 0.65))]
    # given b and not a: c is certain
    assert answers(sh.run(":query c given b, \\+a")[1]) == [("c", pytest.approx(1.0))]


def test_ground_explain_and_mpe(sh):
    _, out, _ = sh.run(":ground c")
    assert "choice a :: 0.3" in out and "choice b :: 0.5" in out and out.rstrip().endswith("query c = 4")
    # proofs of c: {a} with 0.3 and {b} with 0.5; the best is {b}
    _, out, _ = sh.run(":explain c")
    assert out == "c :- b.  % P = 0.5\n"
    # given c, the likeliest world is not a, b: 0.7 * 0.5 = 0.35
    _, out, _ = sh.run(":mpe c")
    assert out.splitlines() == ["% P = 0.35", "b.", "\\+a."]


def test_circuit_command_and_dot_file(sh, tmp_path):
    dot = tmp_path / "c.dot"
    ok, out, err = sh.run(f":circuit c --dot {dot}")
    assert ok, err
    lines = out.splitlines()
    assert lines[0].startswith("circuit of c: size ") and "(SDD edges)" in lines[0]
    assert lines[1].startswith("compiled in ") and lines[1].endswith("ms")
    text = dot.read_text(encoding="utf-8")
    assert text.startswith("digraph circuit {") and text.rstrip().endswith("}")
    assert 'label="a"' in text and 'label="b"' in text and 'label="c"' in text


def test_set_options(sh):
    ok, out, _ = sh.run(":set precision 3")
    assert ok and out == "precision = 3\n"
    assert sh.run(":query a given c")[1] == "a:\t0.462\n"
    sh.run(":set recursion_limit 50")
    assert sh.repl.program.options.recursion_limit == 50
    sh.run(":set minimize off")
    assert sh.repl.program.options.minimize is False
    assert sh.run(":set backend sdd")[0]
    ok, _, err = sh.run(":set backend d-dnnf")
    assert not ok and "available: sdd" in err
    ok, _, err = sh.run(":set precision many")
    assert not ok and "expected a whole number" in err
    ok, _, err = sh.run(":set colour blue")
    assert not ok and "unknown option 'colour'" in err
    _, out, _ = sh.run(":set")
    assert "precision" in out and re.search(r"recursion_limit +50 ", out)
    assert re.search(r"time_limit +off ", out)


def test_time_toggles_timing(sh):
    _, out, _ = sh.run(":time")
    assert out == "timing is on\n"
    _, out, _ = sh.run(":query a given c")
    assert out.splitlines()[1].startswith("% ") and "ground" in out and "compile" in out
    sh.run(":time")
    assert len(sh.run("c")[1].splitlines()) == 1


def test_learn_runs_the_learning_directives(sh):
    from dataclasses import dataclass

    from nesylang.learners.base import Learner
    from nesylang.learners.result import LearnResult

    calls = []

    @dataclass(frozen=True)
    class FakeOptions:
        epochs: int = 1

    class Fake(Learner):
        name = "fake"
        Options = FakeOptions

        def learn(self, program, request):
            calls.append((program, request.learner, request.options.epochs))
            program.reports.append("% fake: learned nothing")
            result = LearnResult(self.name)
            result.add_metric("fit", "rules", 0)
            return result

    sh.repl.program.learners.register("fake", Fake())
    ok, _, err = sh.run(":learn")
    assert not ok and "no learning directives" in err
    assert sh.run("#learn c/0 using fake(epochs=2).")[0]
    ok, out, err = sh.run(":learn")
    assert ok, err
    assert calls == [(sh.repl.program, "fake", 2)]
    lines = out.splitlines()
    assert lines[:5] == ["[1/1] #learn c/0 using fake(epochs=2).", "% fake: learned nothing",
                         "% learning report: fake on c/0", "% stage | metric | value | seconds",
                         "% fit   | rules  | 0     |"]
    assert lines[-1].startswith("% done in ")
    # :learn also runs a learner named on the line, in either form
    ok, out, err = sh.run(":learn c/0 using fake(epochs=4)")
    assert ok, err
    ok, out, err = sh.run(":learn fake target=c/0 epochs=5")
    assert ok, err
    ok, out, err = sh.run(":learn fake target=c/0, epochs=6")  # commas, as inside NAME(k=v, k=v)
    assert ok, err
    assert [c[2] for c in calls] == [2, 4, 5, 6]


def test_learn_prints_the_learned_clauses_once(sh):
    """The learner's report lines already hold what it learned: :learn printed it twice."""
    assert sh.run("a(h1). a(h2).")[0]
    assert sh.run("#modeh(t(+h)).")[0] and sh.run("#modeb(a(+h)).")[0]
    sh.repl.program.add_data("d", [("t(h1)", 1.0), ("t(h2)", 1.0), ("t(h3)", 0.0), ("t(h4)", 0.0)])
    assert sh.run("#learn t/1 using neuid3(data=d).")[0]
    assert sh.run("query(a(h1)).")[0]
    ok, _, err = sh.run(":list t/1")  # before learning: says who learns it
    assert not ok and "no clauses for t/1 yet: #learn ... using neuid3 at " in err and ":learn runs it" in err
    ok, _, err = sh.run(":list u")  # query/1 is not among what the program defines
    assert not ok and "the program defines" in err and "a/1" in err and "query/1" not in err
    ok, out, err = sh.run(":learn")
    assert ok, err
    # t = a on the four houses: a pure split on a (by hand)
    assert out.count("1.0::t(A) :- a(A).") == 1 and out.count("0.0::t(A) :- \\+ a(A).") == 1


def test_networks(sh):
    assert sh.run(":networks")[1].startswith("no networks")
    assert sh.run("#network(digits, mlp(input=4, output=2)).")[0]
    assert sh.run(":networks")[1] == "digits: #network(digits, mlp(input=4, output=2)).  [declared; built on first use]\n"
    assert "digits" in completions(sh.repl, "x :- dig")


def test_networks_registered_from_python_show_k(sh):
    torch = pytest.importorskip("torch")
    from nesylang.neural.networks import Network

    sh.repl.program.networks["swap"] = Network(torch.nn.Linear(2, 2), k=1)
    sh.repl.program.networks["plain"] = torch.nn.Linear(2, 2)
    assert sh.run(":networks")[1] == ("plain: registered from Python\n"
                                      "swap: registered from Python; queries keep its 1 most probable outputs (k=1)\n")


def test_save_and_restore_call_the_sessions_checkpoints(sh, tmp_path, monkeypatch):
    saved = []
    program = sh.repl.program
    monkeypatch.setattr(program, "save_checkpoint", lambda p: saved.append(("save", p)), raising=False)
    monkeypatch.setattr(program, "load_checkpoint", lambda p: saved.append(("load", p)), raising=False)
    ckpt = tmp_path / "x.ckpt"
    assert sh.run(f":save {ckpt}")[1] == f"saved {ckpt}\n"
    assert sh.run(f":restore {ckpt}")[1] == f"restored {ckpt}\n"
    assert saved == [("save", ckpt), ("load", ckpt)]
    assert "usage: :save FILE" in sh.run(":save")[2]


def test_quit(sh):
    assert sh.run(":quit")[0] and sh.repl.finished


# ---- piped input ------------------------------------------------------------------------------------

def test_piped_lines_group_multi_line_clauses_and_report_failure(sh):
    lines = ["% a comment\n", "\n", "d :- c,\n", "     \\+ a.\n", "?- d.\n", ":list d\n", ":quit\n",
             "?- c.\n"]
    assert run_lines(sh.repl, lines) == 0
    out, err = sh.take()
    assert out.splitlines() == ["added 1 clause", "d:\t0.35", "d :- c, \\+ a."] and not err
    fresh = Shell(OR_PROGRAM)
    assert run_lines(fresh.repl, ["?- nope.\n", "?- c.\n"]) == 1
    out, err = fresh.take()
    assert out == "c:\t0.65\n" and "unknown predicate nope/0" in err


def test_piped_command_ends_an_unfinished_input(sh):
    assert run_lines(sh.repl, ["bad(\n", ":list c\n"]) == 1
    out, err = sh.take()
    assert out == "c :- a ; b.\n" and "unexpected end of input" in err


# ---- input classification, validation, completion -----------------------------------------------------

@pytest.mark.parametrize("text, complete", [
    ("c", True), ("?- c.", True), ("?- c", True), ("c :- a.", True), (":list", True), ("", True),
    ("c :- a", False), ("c :- a,", False), ("p(X", False), ("0.3::a", False), ("0.5::a; 0.5::b", False),
    ("?- p(X", False), ("#learn using x", False), ("a. b", False),
    ("a.b.", True),  # an error not at the end: submitted, so the validator can show it
])
def test_enter_submits_complete_input(text, complete):
    assert is_complete(text) is complete


def test_classify():
    assert classify("?- q(X).").kind == "query"
    assert classify("q(X)").kind == "query"
    assert classify("q(a).").kind == "statements"
    assert classify(":- use_module(library(lists)).").kind == "statements"
    item = classify(":query  a given b ")
    assert (item.kind, item.name, item.argument) == ("command", "query", "a given b")
    assert classify("% only a comment").kind == "empty"


def test_validator_points_at_the_syntax_error():
    validator = NesyValidator(command_problem)
    with pytest.raises(ValidationError) as e:
        validator.validate(Document("p(X) :-\n   q(X)) ."))
    assert e.value.cursor_position == len("p(X) :-\n   q(X)")
    assert e.value.message.startswith("line 2, column 8: unexpected ')'")
    with pytest.raises(ValidationError) as e:
        validator.validate(Document(":frob x"))
    assert "unknown command ':frob'" in e.value.message
    validator.validate(Document("p(X) :- q(X)."))
    validator.validate(Document(":li"))


def completions(repl, text):
    return [c.display_text for c in ReplCompleter(repl).get_completions(Document(text), None)]


def test_completion_of_predicates_networks_directives_and_commands(sh):
    sh.run("path(X, Y) :- edge(X, Y). edge(1, 2). pathless. #network(pathnet, mlp(input=2, output=2)).")
    assert completions(sh.repl, "?- pa") == ["path/2", "pathless/0", "pathnet"]
    assert completions(sh.repl, "x :- c, ed") == ["edge/2"]
    assert completions(sh.repl, "?- betw") == ["between/3"]  # builtins too
    assert completions(sh.repl, "#mod") == ["#modeh", "#modeb"]
    assert completions(sh.repl, ":- use") == ["use_module"]
    assert completions(sh.repl, ":ex") == [":explain"]
    assert completions(sh.repl, ":set pre") == ["precision"]
    assert completions(sh.repl, ":set minimize o") == ["on", "off"]
    assert completions(sh.repl, ":list pa") == ["path/2", "pathless/0"]
    assert completions(sh.repl, ":query ed") == ["edge/2"]
    assert completions(sh.repl, "x :- 'pa") == []  # not inside a quoted atom
    c = next(ReplCompleter(sh.repl).get_completions(Document("?- pa"), None))
    assert c.text == "path("  # a predicate with arguments completes with its open bracket


def test_completion_of_file_names(sh, tmp_path, monkeypatch):
    (tmp_path / "prog.nesy").write_text("a.", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert completions(sh.repl, ":load pr") == ["prog.nesy"]
    assert completions(sh.repl, ":load no") == []
