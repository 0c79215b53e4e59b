"""The parts every structure learner shares (nesylang.learners.api/base/result/absorb):
one entry point (``program.learn`` and ``#learn``), options checked before any work, learned
clauses added atomically as ordinary program text, ``save=``, and the learning report.

A toy structure learner, defined here, returns fixed clauses over the background knowledge

    0.5::p.  0.4::q.

variant 1 learns ``r :- p, q.``          so P(r) = 0.5 * 0.4         = 0.2;
variant 2 learns ``0.5::r :- \\+ p.``    so P(r) = 0.5 * (1 - 0.5)    = 0.25
(both at once: their bodies exclude each other (p vs \\+ p), so P(r) = 0.2 + 0.25 = 0.45; a
re-run must replace, not add).
"""
from __future__ import annotations

import io
from dataclasses import dataclass

import pytest

from nesylang.errors import DirectiveError, LearningError, NesyNameError, PathError
from nesylang.learners.base import Learner, option
from nesylang.learners.result import LearnResult
from nesylang.repl import Repl
from nesylang.session import Program
from nesylang.syntax.parser import parse_program

BACKGROUND = "0.5::p.\n0.4::q.\n"
LEARNED = {1: "r :- p, q.", 2: "0.5::r :- \\+ p."}
P_R = {1: 0.5 * 0.4, 2: 0.5 * (1 - 0.5)}


@dataclass(frozen=True)
class ToyOptions:
    variant: int = option(1, minimum=1, maximum=2)
    fail: str | None = option(None, choices=("error", "interrupt", "bad_clause"))
    save: str | None = option(None)


class Toy(Learner):
    """Returns fixed clauses; can fail in the ways a real learner can."""

    name = "toy"
    Options = ToyOptions

    def __init__(self):
        self.calls = 0

    def learn(self, program, request):
        self.calls += 1
        o = request.options
        result = LearnResult(self.name)
        with result.stage("search"):
            if o.fail == "error":
                raise LearningError("the toy learner failed")
            if o.fail == "interrupt":
                raise KeyboardInterrupt
            text = LEARNED[o.variant]
            if o.fail == "bad_clause":  # the second clause cannot be loaded: nothing may be added
                text += "\nbetween(1, 2, 3) :- p."
            result.clauses = parse_program(text).statements
        result.add_metric("search", "rules", len(result.clauses))
        result.add_metric("search", "variant", o.variant)
        return result


def toy_program(text: str = BACKGROUND) -> tuple[Program, Toy]:
    program = Program()
    toy = Toy()
    program.learners.register("toy", toy)
    program.load_string(text)
    return program, toy


def p_r(program: Program) -> float:
    answers = program.query("r")
    return answers[0].probability if answers else 0.0


def test_learn_adds_the_clauses_as_program_text():
    program, _ = toy_program()
    result = program.learn("toy", target="r/0")
    assert p_r(program) == pytest.approx(P_R[1])
    assert result.clauses == parse_program(LEARNED[1]).statements
    assert result.text == "% learned by #learn r/0 using toy\n" + LEARNED[1]
    assert result.target == "r/0" and result.learner == "toy"
    assert result.options == ToyOptions()  # the options as given, apart from what was learned
    # the learned clause is an ordinary statement of the program, marked with its directive
    assert program.loaded.statements[-1] == parse_program(LEARNED[1]).statements[0]
    assert program.loaded.learned_mark(program.loaded.statements[-1]) == "% learned by #learn r/0 using toy"
    assert program.loaded.learned_mark(program.loaded.statements[0]) is None


def test_printed_learned_clauses_parse_back_to_equal_asts():
    program, _ = toy_program()
    for variant in (1, 2):
        result = program.learn("toy", target="r/0", variant=variant)
        assert parse_program(result.text).statements == result.clauses  # the mark is a comment


def test_a_rerun_replaces_the_clauses_it_learned_before():
    program, _ = toy_program()
    program.learn("toy", target="r/0", variant=1)
    n = len(program.loaded.statements)
    program.learn("toy", target="r/0", variant=2)
    assert p_r(program) == pytest.approx(P_R[2])  # not 0.45, the two together
    assert len(program.loaded.statements) == n
    program.learn("toy", target="r/0", variant=1)
    assert p_r(program) == pytest.approx(P_R[1])
    # a different target is a different directive: its clauses stay beside the others
    program.learn("toy", target="s/0", variant=2)
    assert p_r(program) == pytest.approx(P_R[1] + P_R[2])  # = 0.45, the bodies are disjoint


@pytest.mark.parametrize("fail", ["error", "interrupt", "bad_clause"])
def test_a_failure_inside_learning_adds_nothing(fail):
    program, _ = toy_program()
    program.learn("toy", target="r/0", variant=1)
    statements = list(program.loaded.statements)
    expected = (KeyboardInterrupt if fail == "interrupt" else
                LearningError if fail == "error" else NesyNameError)
    with pytest.raises(expected):
        program.learn("toy", target="r/0", variant=2, fail=fail)
    assert program.loaded.statements == statements
    assert p_r(program) == pytest.approx(P_R[1])  # answers as before, old clauses kept
    assert program.query("atom_length(x, L)")[0].atom == "atom_length(x,1)"


def test_directive_and_python_give_the_same_result():
    directive_program, _ = toy_program(BACKGROUND + "#learn r/0 using toy(variant=2).\n")
    assert directive_program.run() == []
    python_program, _ = toy_program()
    result = python_program.learn("toy", target="r/0", variant=2)
    assert p_r(directive_program) == pytest.approx(p_r(python_program)) == pytest.approx(P_R[2])
    assert [s for s in directive_program.loaded.statements if not hasattr(s, "learner")] == \
        python_program.loaded.statements
    # the directive's mark names its location; the report is the same table
    (learned,) = directive_program.loaded.provenance.values()
    assert learned.mark == "% learned by #learn r/0 using toy at <string>:3"
    def without_seconds(report: str) -> list[list[str]]:
        return [[c.strip() for c in line.split("|")[:3]] for line in report.splitlines()]

    assert without_seconds(directive_program.reports[-1]) == without_seconds(result.report())
    # the same directive learned again (from Python) replaces what the directive learned
    directive_program.learn("toy", target="r/0", variant=1)
    assert p_r(directive_program) == pytest.approx(P_R[1])


def test_the_report_is_one_table_with_the_stage_rows():
    program, _ = toy_program()
    result = program.learn("toy", target="r/0")
    stages = [row[0] for row in result.rows()]
    assert stages == ["search", "", "absorb", "total"]
    assert [row[1:3] for row in result.rows()[:2]] == [("rules", "1"), ("variant", "1")]
    lines = result.report().splitlines()
    assert lines[0] == "% learning report: toy on r/0"
    assert [c.strip() for c in lines[1][2:].split("|")] == ["stage", "metric", "value", "seconds"]
    assert all(float(row[3]) >= 0 for row in result.rows() if row[3])
    assert result.metric("search", "rules") == 1
    assert program.reports[-1] == result.report()  # what `nesy run` prints


def test_unknown_option_is_located_with_a_suggestion():
    program, toy = toy_program()
    with pytest.raises(DirectiveError) as info:
        program.load_string("#learn r/0 using toy(varaint=2).\n", "prog.nesy")
    e = info.value
    assert "unknown option 'varaint' for toy; did you mean 'variant'?" in e.message
    assert "options: fail, save, variant" in e.message
    assert (e.filename, e.line, e.column) == ("prog.nesy", 1, 22)
    assert toy.calls == 0 and not program.loaded.learn  # checked at load time, nothing loaded
    with pytest.raises(LearningError) as info:  # from Python: the same check, no location
        program.learn("toy", target="r/0", varaint=2)
    assert "did you mean 'variant'" in info.value.message and info.value.span is None
    assert toy.calls == 0


@pytest.mark.parametrize("opts, column, words", [("variant=3", 22, "at most 2"),
                                                 ("variant=one", 22, "must be an integer"),
                                                 ("fail=maybe", 22, "error or interrupt")])
def test_bad_option_values_are_located_at_the_option(opts, column, words):
    program, toy = toy_program()
    with pytest.raises(DirectiveError) as info:
        program.load_string(f"#learn r/0 using toy({opts}).\n")
    assert words in info.value.message and info.value.column == column
    with pytest.raises(LearningError):
        key, value = opts.split("=")
        program.learn("toy", target="r/0", **{key: {"3": 3}.get(value, value)})
    assert toy.calls == 0


def test_a_target_must_be_name_slash_arity():
    program, _ = toy_program()
    with pytest.raises(DirectiveError, match="Name/Arity"):
        program.load_string("#learn r using toy.\n")
    with pytest.raises(DirectiveError, match="Name/Arity"):
        program.learn("toy", target="r")


def test_save_writes_a_program_that_loads_and_answers_the_same(tmp_path):
    program, _ = toy_program()
    result = program.learn("toy", target="r/0", variant=1, save=str(tmp_path / "learned.nesy"))
    saved = tmp_path / "learned.nesy"
    assert result.saved == (saved,)
    text = saved.read_text()
    assert text.startswith("% saved by nesylang")
    assert text.endswith("% learned by #learn r/0 using toy\n" + LEARNED[1] + "\n")
    assert not list(tmp_path.glob(".*.tmp"))  # written atomically, no temporary left
    fresh = Program.from_string(BACKGROUND)
    fresh.load_file(saved)
    assert p_r(fresh) == pytest.approx(0.2)  # 0.5 * 0.4, by hand
    assert p_r(fresh) == pytest.approx(p_r(program))


def test_save_from_a_directive_is_checked_before_learning(tmp_path):
    (tmp_path / "prog.nesy").write_text(BACKGROUND + '#learn r/0 using toy(save="missing/out.nesy").\n')
    program = Program()
    toy = Toy()
    program.learners.register("toy", toy)
    program.load_file(tmp_path / "prog.nesy")
    with pytest.raises(Exception) as info:
        program.run()
    assert "does not exist" in str(info.value) and info.value.line == 3
    assert toy.calls == 0


def test_plot_without_matplotlib_is_a_load_time_error(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "matplotlib" else real(name, *a))
    with pytest.raises(DirectiveError) as info:
        Program.from_string('t(0.5)::a.\n#learn using exact(data=d, plot="curve.png").\n')
    assert "matplotlib" in info.value.message
    assert (info.value.line, info.value.column) == (2, 28)


def test_repl_list_shows_learned_clauses_with_their_mark_and_learn_runs_a_learner():
    out, err = io.StringIO(), io.StringIO()
    repl = Repl(out=out, err=err, interactive=True)
    repl.program.learners.register("toy", Toy())
    assert repl.execute(BACKGROUND), err.getvalue()
    assert repl.execute(":learn r/0 using toy(variant=2)"), err.getvalue()
    assert repl.execute(":learn toy target=r/0 variant=1"), err.getvalue()  # replaces variant 2
    out.seek(0), out.truncate()
    assert repl.execute(":list"), err.getvalue()
    assert out.getvalue().splitlines() == ["0.5::p.", "0.4::q.", "% learned by #learn r/0 using toy at <repl>:1",
                                           LEARNED[1]]


@pytest.mark.parametrize("where", ["missing/out.nesy", "folder"])
def test_save_from_python_that_cannot_be_written_is_refused_before_learning(tmp_path, where):
    (tmp_path / "folder").mkdir()  # "folder": the path names an existing folder, not a file
    program, toy = toy_program()
    statements = list(program.loaded.statements)
    with pytest.raises(PathError) as info:
        program.learn("toy", target="r/0", variant=1, save=str(tmp_path / where))
    assert "save=" in str(info.value) and ("does not exist" in str(info.value) or "not a regular file"
                                           in str(info.value))
    assert toy.calls == 0 and program.loaded.statements == statements  # nothing learned, nothing added


def test_a_failed_save_keeps_the_learned_clauses_and_is_a_path_error(tmp_path, monkeypatch):
    import nesylang.learners.api as api

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(api, "save_program", full_disk)
    program, _ = toy_program()
    with pytest.raises(PathError, match="No space left on device"):
        program.learn("toy", target="r/0", variant=1, save=str(tmp_path / "learned.nesy"))
    assert p_r(program) == pytest.approx(0.2)  # the clauses were absorbed before the save
