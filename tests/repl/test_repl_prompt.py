"""The interactive prompt, driven through prompt-toolkit's pipe input and a dummy output:
keys in, session state and printed results out."""
from __future__ import annotations

import io
import threading
import time

from prompt_toolkit.history import FileHistory
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from nesylang.repl import Repl, run_interactive
from nesylang.repl.app import history_file, open_history

ENTER, CTRL_C, CTRL_D, TAB, ALT_ENTER = "\r", "\x03", "\x04", "\t", "\x1b\r"
# P(c) = 1 - 0.7 * 0.5 = 0.65
OR_PROGRAM = "0.3::a. 0.5::b. c :- a ; b."


def drive(keys: str | list[str], program: str = "", history=None) -> tuple[Repl, int, str, str]:
    """Type ``keys`` at a prompt (after loading ``program``); a list is typed in pieces 0.2 s
    apart (so that completions, which are computed in the background, arrive before the next
    key)."""
    out, err = io.StringIO(), io.StringIO()
    repl = Repl(out=io.StringIO(), err=err)
    if program:
        assert repl.execute(program), err.getvalue()
    repl = Repl(repl.program, out=out, err=err)
    with create_pipe_input() as inp:
        if isinstance(keys, str):
            inp.send_text(keys)
            code = run_interactive(repl, input=inp, output=DummyOutput(), history=history)
        else:
            def typist():
                for piece in keys:
                    time.sleep(0.2)
                    inp.send_text(piece)

            thread = threading.Thread(target=typist, daemon=True)
            thread.start()
            code = run_interactive(repl, input=inp, output=DummyOutput(), history=history)
            thread.join(5)
    return repl, code, out.getvalue(), err.getvalue()


def test_clauses_queries_and_commands_at_the_prompt():
    repl, code, out, err = drive(OR_PROGRAM + ENTER + "?- c." + ENTER + "d :- c." + ENTER + "d" + ENTER
                                 + ":list d" + ENTER + CTRL_D)
    assert code == 0 and not err
    assert out.splitlines() == ["added 3 clauses", "c:\t0.65", "added 1 clause", "d:\t0.65", "d :- c."]
    assert ("d", 0) in repl.program.db.signatures()


def test_enter_continues_an_incomplete_clause_on_a_new_line():
    keys = OR_PROGRAM + ENTER + "e :- a," + ENTER + "     b." + ENTER + "?- e." + ENTER + CTRL_D
    repl, _, out, err = drive(keys)
    # e = a and b = 0.3 * 0.5
    assert out.splitlines() == ["added 3 clauses", "added 1 clause", "e:\t0.15"] and not err


def test_alt_enter_always_starts_a_new_line():
    _, _, out, _ = drive(OR_PROGRAM + ENTER + "?- a" + ALT_ENTER + ", b." + ENTER + CTRL_D)
    # a and b = 0.3 * 0.5
    assert out.splitlines() == ["added 3 clauses", "a, b:\t0.15"]


def test_ctrl_c_clears_the_input_and_ctrl_d_exits():
    repl, code, out, err = drive(OR_PROGRAM + ENTER + "half typed" + CTRL_C + "c" + ENTER + CTRL_D)
    assert code == 0 and out.splitlines() == ["added 3 clauses", "c:\t0.65"] and not err


def test_quit_command_ends_the_session():
    repl, code, out, _ = drive(":quit" + ENTER + "?- c." + ENTER)
    assert code == 0 and repl.finished and out == ""


def test_a_user_error_does_not_end_the_session():
    _, code, out, err = drive(OR_PROGRAM + ENTER + "?- nope." + ENTER + "c" + ENTER + CTRL_D)
    assert code == 0
    assert out.splitlines() == ["added 3 clauses", "c:\t0.65"]
    assert err.startswith("<query>:1:4: error: unknown predicate nope/0")


def test_invalid_input_is_not_submitted():
    # "q(a.b)." fails validation: the text stays in the buffer (nothing runs) until Ctrl-C clears it
    repl, _, out, err = drive("q(a.b)." + ENTER + CTRL_C + "0.3::a." + ENTER + CTRL_D)
    assert out == "added 1 clause\n" and err == ""
    assert ("q", 1) not in repl.program.db.signatures()


def test_tab_completes_commands_and_predicates():
    # Enter on a selected completion accepts it (as in ptpython); the next Enter submits
    _, _, out, err = drive([":lis", TAB, ENTER, ENTER, "?- rai", TAB, "X)." + ENTER, CTRL_D],
                           program="0.4::rainy(monday).")
    assert out.splitlines() == ["0.4::rainy(monday).", "rainy(monday):\t0.4"], err


def test_history_is_written_to_a_file(tmp_path):
    path = tmp_path / "history"
    drive(OR_PROGRAM + ENTER + "c" + ENTER + CTRL_D, history=FileHistory(str(path)))
    text = path.read_text(encoding="utf-8")
    assert "+0.3::a. 0.5::b. c :- a ; b." in text and "\n+c\n" in text
    # a new session sees it: Up recalls the last input
    _, _, out, err = drive("\x1b[A" + ENTER + CTRL_D, history=FileHistory(str(path)))
    assert out == "" and "unknown predicate c/0" in err  # "c" was recalled and run in the empty session


def test_history_location(monkeypatch, tmp_path):
    monkeypatch.delenv("NESYLANG_HISTORY", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert history_file() == tmp_path / "data" / "nesylang" / "history"
    monkeypatch.setenv("NESYLANG_HISTORY", str(tmp_path / "h"))
    assert history_file() == tmp_path / "h"
    history = open_history()
    assert isinstance(history, FileHistory) and (tmp_path / "h").exists()
