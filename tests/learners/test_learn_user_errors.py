"""Mistakes a user trial found in the shared learning entry points (session 19): each is a
located NesyError before any work, and the program is unchanged."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nesylang import Program
from nesylang.errors import DirectiveError, LearningError, NesyError

ROOT = Path(__file__).resolve().parents[2]


def _rules(tmp_path: Path) -> Path:
    # (not an output a run left in the checkout: the tests start from the program alone)
    shutil.copytree(ROOT / "examples" / "rules", tmp_path / "rules", ignore=shutil.ignore_patterns("calls_tree.*"))
    return tmp_path / "rules" / "calls.nesy"


def test_check_counts_a_learned_target_as_defined(tmp_path):
    """calls.nesy queries calls/1, which only its #learn directive defines: `nesy check` must
    not call it an unknown predicate (the README's rules example)."""
    program = Program.from_file(_rules(tmp_path))
    assert "1 learning directive(s)" in program.check()


def test_a_query_of_an_undefined_predicate_is_still_refused_by_check():
    program = Program.from_string("a(h1).\n#modeh(t(+h)).\n#modeb(a(+h)).\n#learn t/1 using neuid3(data=d).\nquery(u(1)).\n")
    with pytest.raises(NesyError, match="unknown predicate u/1") as e:
        program.check()
    assert e.value.span.line == 5


def test_two_learn_directives_for_one_target_are_refused_at_load():
    text = "a(h1).\n#modeh(t(+h)).\n#modeb(a(+h)).\n#learn t/1 using neuid3(data=d).\n#learn t/1 using ndnf(data=d).\n"
    with pytest.raises(DirectiveError, match=r"t/1 is already learned by #learn \.\.\. using neuid3 \(at <string>:4:1\)") as e:
        Program.from_string(text)
    assert (e.value.span.line, e.value.span.column) == (5, 8)


def test_a_failed_load_with_a_second_learn_directive_keeps_the_program():
    program = Program.from_string("a(h1).\n#modeh(t(+h)).\n#modeb(a(+h)).\n#learn t/1 using neuid3(data=d).\n")
    with pytest.raises(DirectiveError):
        program.load_string("#learn t/1 using ndnf(data=d).\n")
    assert len(program.loaded.learn) == 1 and program.query("a(h1)")[0].probability == 1.0


@pytest.mark.parametrize("extra, message", [
    ('history="calls_tree.nesy"', r"save= and history= name the same file, calls_tree\.nesy"),
    ('plot="calls_tree.nesy"', r"save= and plot= name the same file, calls_tree\.nesy"),
    # save="calls_tree.nesy" also writes calls_tree.pt (the weights of any neural test)
    ('history="calls_tree.pt"', r"the weights save= writes beside it and history= name the same file, calls_tree\.pt"),
])
def test_two_outputs_naming_one_file_are_refused(tmp_path, extra, message):
    calls = _rules(tmp_path)
    text = calls.read_text()
    changed = text.replace('save="calls_tree.nesy")', f'save="calls_tree.nesy", {extra})', 1)
    assert changed != text
    calls.write_text(changed)
    program = Program.from_file(calls)
    before = sorted(p.name for p in calls.parent.iterdir())
    with pytest.raises(NesyError, match=message) as e:
        program.run()
    assert (e.value.span.line, e.value.span.column) == (8, 41)  # at save=
    assert sorted(p.name for p in calls.parent.iterdir()) == before  # nothing written


@pytest.mark.parametrize("kwargs, message", [
    (dict(target=3, data="train"), r"a learning target is written Name/Arity.*not int"),
    (dict(target="calls/1", data=5), r"examples are a list of queries or \(query, probability\) pairs, not int"),
    (dict(target="calls/1", data=[("calls(w1_0)",)]), r"an example pair is \(query, probability\), not 1 items"),
    (dict(target="calls/1", data=[("calls(w1_0)", "yes")]), r"the probability is a number, not 'yes'"),
])
def test_wrong_python_arguments_to_learn_are_nesy_errors(tmp_path, kwargs, message):
    program = Program.from_file(_rules(tmp_path))
    before = program.loaded.statements[:]
    with pytest.raises(NesyError, match=message):
        program.learn("neuid3", **kwargs)
    assert program.loaded.statements == before


def test_a_non_ground_training_query_is_refused():
    """h(X) has two answers; a loss on "its" probability trained only the first one."""
    program = Program.from_string("t(0.5)::h(a). t(0.5)::h(b).\n")
    with pytest.raises(LearningError, match="is not ground"):
        program.fit([("h(X)", 0.0)] * 4, epochs=1, lr=0.1)
    assert [a.probability for a in program.query("h(_)")] == [0.5, 0.5]


def test_an_unknown_dataset_of_exact_is_located_at_the_option():
    program = Program.from_string("t(0.5)::h(a).\n#learn using exact(data=nope, epochs=1).\n")
    with pytest.raises(NesyError, match="unknown dataset 'nope'") as e:
        program.run()
    assert (e.value.span.line, e.value.span.column) == (2, 20)


def test_a_re_run_does_not_overwrite_saved_rules_edited_by_hand(tmp_path):
    """calls.nesy saves its tree to calls_tree.nesy: a second run replaces nesylang's own file,
    but once the user edits it, the run is refused (a located PathError) and the edit kept."""
    import hashlib

    from nesylang.errors import PathError

    calls = _rules(tmp_path)
    saved = calls.parent / "calls_tree.nesy"
    Program.from_file(calls).run()
    first, rest = saved.read_text().split("\n", 1)
    # the header's digest is the first 16 hex digits of the SHA-256 of the lines after it
    assert first.endswith(f"[sha256 {hashlib.sha256(rest.encode()).hexdigest()[:16]}]")
    Program.from_file(calls).run()  # its own output: replaced
    assert saved.read_text() == first + "\n" + rest
    edited = first + "\n" + rest.replace("1.0::calls(A) :- alarm(A), burglary(A).",
                                         "0.9::calls(A) :- alarm(A), burglary(A).")
    assert edited != first + "\n" + rest
    saved.write_text(edited)
    with pytest.raises(PathError, match="did not write \\(or which was edited since\\)") as e:
        Program.from_file(calls).run()
    assert e.value.span.line == 8
    assert saved.read_text() == edited
    Program.from_file(calls, force=True).run()  # --force: the user's say-so
    assert saved.read_text() == first + "\n" + rest


def test_an_output_naming_the_program_folder_says_so(tmp_path):
    """save="." used to say the program's own folder was outside the program's folder."""
    calls = _rules(tmp_path)
    calls.write_text(calls.read_text().replace('save="calls_tree.nesy"', 'save="."', 1))
    program = Program.from_file(calls)
    with pytest.raises(NesyError, match=r"save= \. names a folder; name a file in it"):
        program.run()


def test_an_option_named_by_a_python_keyword_is_shown_as_a_program_writes_it(tmp_path):
    """FF-NSL's lambda is the field lambda_ in Python; a program's misspelling is pointed at
    lambda, the name the program can write."""
    data = tmp_path / "d.jsonl"
    data.write_text('{"context": "a.", "label": "invalid"}\n')
    src = tmp_path / "t.nesy"
    src.write_text('#data(d, jsonl("d.jsonl")).\n#modeh(invalid).\n#modeb(a).\nvalid :- \\+ invalid.\n'
                   "#learn invalid/0 using ffnsl(data=d, labels=[valid, invalid], lamda=50).\n")
    with pytest.raises(NesyError, match="did you mean 'lambda'\\?") as e:
        Program.from_file(src)
    assert "lambda_" not in e.value.message


def test_a_label_outside_labels_lists_them(tmp_path):
    data = tmp_path / "d.jsonl"
    data.write_text('{"context": "a.", "label": "diff"}\n')
    src = tmp_path / "t.nesy"
    src.write_text('#data(d, jsonl("d.jsonl")).\n#modeh(invalid).\n#modeb(a).\nvalid :- \\+ invalid.\n'
                   "#learn invalid/0 using ffnsl(data=d, labels=[valid, invalid]).\n")
    with pytest.raises(NesyError, match=r"the label 'diff' is not one of labels=\[valid, invalid\]"):
        Program.from_file(src).run()


def test_neuid3_refuses_a_non_ground_example():
    """calls(X) among the examples grew a wrong tree (the grounder answers each atom once)."""
    program = Program.from_string(SMALL)
    with pytest.raises(LearningError, match=r"example 2, t\(_\w*\), is not ground"):
        program.learn("neuid3", target="t/1", data=[("t(h1)", 1.0), ("t(X)", 1.0), ("t(h3)", 0.0)])
    assert "t/1" not in {f"{n}/{a}" for n, a in program.db.clauses}


@pytest.mark.parametrize("option, column", [("data=trian", 29), ("data=train, test=trian", 41)])
def test_neuid3_unknown_datasets_are_located_at_their_option_before_growing(tmp_path, option, column):
    calls = _rules(tmp_path)
    calls.write_text(calls.read_text().replace('data=train, save="calls_tree.nesy"', option, 1))
    program = Program.from_file(calls)
    with pytest.raises(NesyError, match="unknown dataset 'trian'") as e:
        program.run()
    assert (e.value.span.line, e.value.span.column) == (8, column)
    assert program.reports == []  # nothing grown, nothing reported


SMALL = "a(h1). a(h2).\n#modeh(t(+h)).\n#modeb(a(+h)).\n"


def test_a_history_that_fails_after_learning_keeps_the_learned_tree(tmp_path, monkeypatch):
    """history= is written once the tree is in the program: a full disk there used to lose the
    tree (the write ran inside the learner, before the clauses were added)."""
    import nesylang.util.files as files

    calls = _rules(tmp_path)
    calls.write_text(calls.read_text().replace('save="calls_tree.nesy"', 'history="h.json"', 1))
    real = files.write_atomic

    def full_disk(path, data, *args, **kwargs):
        if str(path).endswith("h.json"):
            raise OSError(28, "No space left on device")
        return real(path, data, *args, **kwargs)

    monkeypatch.setattr(files, "write_atomic", full_disk)
    program = Program.from_file(calls)
    with pytest.raises(NesyError, match="cannot write history") as e:
        program.run()
    assert "the learned clauses were added to the program" in e.value.render()
    assert (e.value.span.line, e.value.span.column) == (8, 41)
    # the tree is kept: calls(w5_0) (burglary and alarm) is 1 in the data, calls(w2_0) 0
    assert program.query("calls(w5_0)")[0].probability == 1.0
    assert program.query("calls(w2_0)")[0].probability == 0.0


def test_a_list_option_given_one_bad_value_says_a_list_is_expected():
    """ndnf's aux=x said "must be a number" (its items' type)."""
    with pytest.raises(DirectiveError, match="ndnf's aux must be a list of numbers, not 'x'"):
        Program.from_string("#modeh(t(+ex)).\n#learn t/1 using ndnf(data=d, aux=x).\n")


def test_a_re_run_that_drops_a_learned_network_forgets_it():
    """A learner that declared (and registered) a network copy on its first run and not on the
    next: the copy's declaration goes with the old clauses, and so does its registration (the
    REPL's :networks listed it as registered from Python)."""
    from dataclasses import dataclass

    import torch

    from nesylang.learners.base import Learner, option
    from nesylang.learners.result import LearnResult
    from nesylang.syntax.parser import parse_program

    @dataclass(frozen=True)
    class CopiesOptions:
        copies: int = option(1, minimum=0)

    class Copies(Learner):
        name = "copies"
        Options = CopiesOptions

        def learn(self, program, request):
            text = "r :- true.\n"
            for i in range(request.options.copies):
                program.networks.replace(f"net_n{i}", torch.nn.Linear(2, 2))
                text += f"#network(net_n{i}, mlp(input=2, output=2)).\n"
            result = LearnResult(self.name)
            result.clauses = tuple(parse_program(text, "<copies>").statements)
            return result

    program = Program()
    program.learners.register("copies", Copies())
    program.learn("copies", target="r/0", copies=2)
    assert {"net_n0", "net_n1"} <= set(program.networks.names())
    program.learn("copies", target="r/0", copies=1)
    assert "net_n0" in program.networks.names() and "net_n1" not in program.networks.names()
    assert program.query("r")[0].probability == 1.0


def test_querying_a_target_before_learning_it_says_what_learns_it(tmp_path):
    from nesylang.errors import NesyNameError

    program = Program.from_file(_rules(tmp_path))
    with pytest.raises(NesyNameError, match="unknown predicate calls/1") as e:
        program.query("calls(w5_0)")
    assert any("calls/1 is learned by #learn ... using neuid3 at " in n and "calls.nesy:8:1" in n
               for n in e.value.notes)
    with pytest.raises(NesyNameError) as e:  # an unknown predicate that nothing learns: no such note
        program.query("rings(w5_0)")
    assert not any("is learned by" in n for n in e.value.notes)


def test_the_report_says_where_save_wrote(tmp_path, monkeypatch):
    calls = _rules(tmp_path)
    monkeypatch.chdir(tmp_path)
    program = Program.from_file(calls)
    program.run()
    report = "\n".join(program.reports)
    assert "| wrote " in report and "rules/calls_tree.nesy" in report.replace("\\", "/")
