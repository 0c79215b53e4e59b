"""Issue 13, section 2: hostile program files. One test per finding.

A program file may read only files in its own folder, write only there or under --output-dir,
never over a file nesylang did not write (without --force), never into missing folders, and
never reads devices, pipes or /proc. Every refusal is a located NesyError.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import nesylang
from nesylang.errors import NesyError, PathError

LEARN = """t(0.5)::coin.
#data(train, jsonl("train.jsonl")).
#learn using exact(data=train, epochs=1, batch_size=2, progress=false{opts}).
query(coin).
"""


@pytest.fixture(autouse=True)
def _private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path / "template-cache"))


def learn_program(folder: Path, opts: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "train.jsonl").write_text('{"query": "coin", "p": 0.8}\n{"query": "coin", "p": 0.9}\n')
    path = folder / "prog.nesy"
    path.write_text(LEARN.format(opts=opts))
    return path


def run_file(path: Path, **options):
    program = nesylang.Program.from_file(path, **options)
    program.run()
    return program


# ---- writes ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("option", ["checkpoint", "history"])
def test_an_absolute_output_path_is_refused_and_located(tmp_path, option):
    target = tmp_path / "elsewhere" / "out"
    target.parent.mkdir()
    path = learn_program(tmp_path / "prog", f', {option}="{target}"')
    with pytest.raises(PathError) as info:
        run_file(path)
    assert info.value.line == 3 and "absolute" in info.value.message
    assert info.value.column > 1  # at the option, not just the directive
    assert not target.exists()


RULES = """\
b(h1). b(h3).
#data(train, jsonl("train.jsonl")).
#modeh(c(+h)).
#modeb(b(+h)).
#learn c/1 using neuid3(data=train, save="{save}").
"""


@pytest.mark.parametrize("save", ["../victim.nesy", "{parent}/victim.nesy", "link/victim.nesy"])
def test_a_structure_learners_save_outside_the_folder_is_refused(tmp_path, save):
    # save= writes a program file: the same rule as checkpoint= and history=
    folder = tmp_path / "prog"
    folder.mkdir()
    (tmp_path / "victim.nesy").write_text("precious.\n")
    os.symlink(tmp_path, folder / "link")
    (folder / "train.jsonl").write_text("".join(json.dumps({"query": f"c({h})", "p": p}) + "\n"
                                                for h, p in (("h1", 1), ("h2", 0), ("h3", 1))))
    (folder / "prog.nesy").write_text(RULES.format(save=save.format(parent=tmp_path)))
    with pytest.raises(PathError) as info:
        run_file(folder / "prog.nesy")
    assert info.value.line == 5 and info.value.column > 1
    assert (tmp_path / "victim.nesy").read_text() == "precious.\n"
    assert sorted(p.name for p in folder.iterdir()) == ["link", "prog.nesy", "train.jsonl"]


def test_plot_outside_the_folder_is_refused(tmp_path):
    pytest.importorskip("matplotlib")
    path = learn_program(tmp_path / "prog", f', plot="{tmp_path}/victim.png"')
    (tmp_path / "victim.png").write_text("precious")
    with pytest.raises(PathError, match="absolute") as info:
        run_file(path)
    assert info.value.line == 3 and info.value.column > 1
    assert (tmp_path / "victim.png").read_text() == "precious"


def test_a_dotdot_output_escape_is_refused(tmp_path):
    path = learn_program(tmp_path / "prog", ', history="../victim.json"')
    (tmp_path / "victim.json").write_text("precious")
    with pytest.raises(PathError, match="outside the program's folder"):
        run_file(path)
    assert (tmp_path / "victim.json").read_text() == "precious"


def test_an_output_through_a_symlink_out_of_the_folder_is_refused(tmp_path):
    (tmp_path / "outside").mkdir()
    path = learn_program(tmp_path / "prog", ', history="link/h.json"')
    os.symlink(tmp_path / "outside", tmp_path / "prog" / "link")
    with pytest.raises(PathError, match="outside"):
        run_file(path)
    assert list((tmp_path / "outside").iterdir()) == []


def test_an_output_never_replaces_a_file_nesylang_did_not_write(tmp_path):
    path = learn_program(tmp_path / "prog", ', history="notes.txt", checkpoint="ck.pt"')
    (tmp_path / "prog" / "notes.txt").write_text("my notes")
    with pytest.raises(PathError, match="--force"):
        run_file(path)
    assert (tmp_path / "prog" / "notes.txt").read_text() == "my notes"
    assert not (tmp_path / "prog" / "ck.pt").exists()  # refused before training, nothing written
    run_file(path, force=True)  # the user allows it
    assert json.loads((tmp_path / "prog" / "notes.txt").read_text())[0]["epoch"] == 1


def test_an_output_may_replace_nesylangs_own_output(tmp_path):
    path = learn_program(tmp_path / "prog", ', history="h.json", checkpoint="ck.pt"')
    run_file(path)
    run_file(path)  # the second run replaces the first run's history and checkpoint


def test_a_writer_never_creates_a_missing_folder(tmp_path):
    path = learn_program(tmp_path / "prog", ', checkpoint="new/dir/ck.pt"')
    with pytest.raises(PathError, match="does not exist") as info:
        run_file(path)
    assert info.value.line == 3
    assert not (tmp_path / "prog" / "new").exists()


def test_output_dir_takes_the_outputs(tmp_path):
    out = tmp_path / "results"
    out.mkdir()
    path = learn_program(tmp_path / "prog", ', history="h.json"')
    run_file(path, output_dir=out)
    assert (out / "h.json").is_file() and not (tmp_path / "prog" / "h.json").exists()
    with pytest.raises(PathError, match="does not exist"):
        nesylang.Program.from_file(path, output_dir=tmp_path / "missing")


def test_trust_lifts_the_folder_rule(tmp_path):
    target = tmp_path / "elsewhere.json"
    path = learn_program(tmp_path / "prog", f', history="{target}"')
    run_file(path, trust=True)
    assert target.is_file()


# ---- reads ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("target", ["../outside.nesy", "{abs}", "/proc/self/environ", "/dev/zero", "/dev/stdin"])
def test_consult_outside_the_folder_is_refused(tmp_path, target):
    (tmp_path / "outside.nesy").write_text("a.\n")
    (tmp_path / "prog").mkdir()
    prog = tmp_path / "prog" / "p.nesy"
    prog.write_text(f":- consult('{target.format(abs=tmp_path / 'outside.nesy')}').\n")
    with pytest.raises(PathError) as info:
        nesylang.Program.from_file(prog)
    assert info.value.line == 1


@pytest.mark.parametrize("name", ["../secret", "/{abs}/secret"])
def test_consult_cannot_probe_whether_a_file_outside_the_folder_exists(tmp_path, name):
    """``consult(x)`` tries x, x.nesy, x.pl and x.py; those probes must come after the folder
    check, or the error would tell a program which files exist outside its folder."""
    (tmp_path / "prog").mkdir()
    prog = tmp_path / "prog" / "p.nesy"
    prog.write_text(f":- consult('{name.format(abs=str(tmp_path).strip('/'))}').\n")
    messages = []
    for present in ("", ".nesy", ".pl", ".py", None):
        for f in tmp_path.glob("secret*"):
            f.unlink()
        if present is not None:
            (tmp_path / f"secret{present}").write_text("a.\n")
        with pytest.raises(PathError) as info:
            nesylang.Program.from_file(prog)
        messages.append(info.value.render())
    assert len(set(messages)) == 1, messages


@pytest.mark.parametrize("target", ["/proc/self/environ", "/dev/zero", "/dev/stdin"])
def test_non_regular_and_system_files_are_refused_even_with_trust(tmp_path, target, monkeypatch):
    monkeypatch.setenv("NESY_TEST_SECRET", "s3cr3t-value")
    prog = tmp_path / "p.nesy"
    prog.write_text(f":- consult('{target}').\n")
    with pytest.raises(PathError) as info:
        nesylang.Program.from_file(prog, trust=True)
    assert "s3cr3t" not in info.value.render()


def test_a_fifo_is_refused(tmp_path):
    os.mkfifo(tmp_path / "pipe.nesy")
    prog = tmp_path / "p.nesy"
    prog.write_text(":- consult('pipe.nesy').\n")
    with pytest.raises(PathError, match="not a regular file"):
        nesylang.Program.from_file(prog)


def test_a_binary_consulted_file_is_not_a_program_and_is_not_shown(tmp_path):
    (tmp_path / "blob.pl").write_bytes(b"SECRET\xff\xfe\x00\x01token")
    prog = tmp_path / "p.nesy"
    prog.write_text(":- consult('blob.pl').\n")
    with pytest.raises(PathError, match="not a nesylang program") as info:
        nesylang.Program.from_file(prog)
    assert "SECRET" not in info.value.render() and "token" not in info.value.render()


def test_a_consulted_file_that_is_no_program_file_is_refused_or_never_echoed(tmp_path):
    (tmp_path / ".env").write_text("API_KEY=abc123 zzz\n")
    prog = tmp_path / "p.nesy"
    prog.write_text(":- consult('.env').\n")
    with pytest.raises(PathError, match="not a program file"):
        nesylang.Program.from_file(prog)
    with pytest.raises(NesyError) as info:  # with trust it is read, but its text is never shown
        nesylang.Program.from_file(prog, trust=True)
    assert "abc123" not in info.value.render() and "zzz" not in info.value.render()


@pytest.mark.parametrize("decl", ['#data(d, jsonl("../d.jsonl")).', '#tensors(t, npy("../t.npy")).',
                                  '#data(d, jsonl("/dev/stdin")).'])
def test_data_and_tensor_inputs_outside_the_folder_are_refused(tmp_path, decl):
    np = pytest.importorskip("numpy")
    (tmp_path / "d.jsonl").write_text('{"query": "a"}\n')
    np.save(tmp_path / "t.npy", np.zeros(3, dtype=np.float32))
    (tmp_path / "prog").mkdir()
    prog = tmp_path / "prog" / "p.nesy"
    prog.write_text(f"a.\n{decl}\n")
    program = nesylang.Program.from_file(prog)
    with pytest.raises(PathError) as info:
        program.materialise_declarations()
        program.dataset("d")
    assert info.value.line == 2


def test_a_program_given_as_a_string_reads_under_the_current_folder(tmp_path, monkeypatch):
    (tmp_path / "lib.nesy").write_text("b.\n")
    monkeypatch.chdir(tmp_path)
    program = nesylang.Program.from_string(":- consult('lib.nesy').\n")
    assert program.query("b")[0].probability == 1.0
    with pytest.raises(PathError):
        nesylang.Program.from_string(":- consult('../x.nesy').\n")


@pytest.mark.parametrize("opts, refused", [
    (', history="/tmp/nesy-check-abs.json"', "absolute"),
    (', checkpoint="../outside.pt"', "outside the program's folder"),
    (', history="missing/dir/h.json"', "does not exist"),
])
def test_check_refuses_the_output_paths_that_run_refuses(tmp_path, opts, refused):
    """`nesy check` says ok only where `nesy run` would accept the outputs: each refused path
    is the same located error from both, and nothing is written."""
    path = learn_program(tmp_path / "prog", opts)
    before = sorted(p.name for p in (tmp_path / "prog").iterdir())
    for act in (lambda: nesylang.Program.from_file(path).check(), lambda: run_file(path)):
        with pytest.raises(PathError) as e:
            act()
        assert refused in str(e.value) and e.value.span.line == 3
    assert sorted(p.name for p in (tmp_path / "prog").iterdir()) == before


def test_check_accepts_outputs_in_the_program_folder(tmp_path):
    path = learn_program(tmp_path / "prog", ', history="h.json", checkpoint="ck.pt"')
    lines = nesylang.Program.from_file(path).check()
    assert "1 learning directive(s)" in lines
    assert not (tmp_path / "prog" / "h.json").exists()  # checking writes nothing
