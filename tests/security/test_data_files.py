"""Issue 13, section 2: data files that crashed or exhausted memory, and checkpoints that
crashed or were half applied. Each is now a located DataError (or NetworkError) naming the file.
"""
from __future__ import annotations

import io
import json
import math
import pickle
import zipfile
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.errors import DataError, NesyError, NetworkError  # noqa: E402


@pytest.fixture(autouse=True)
def _private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path / "template-cache"))


def tensors_program(tmp_path: Path, spec: str):
    prog = tmp_path / "p.nesy"
    prog.write_text(f"a.\n#tensors(t, {spec}).\n")
    return nesylang.Program.from_file(prog)


def load_error(tmp_path: Path, spec: str) -> DataError:
    program = tensors_program(tmp_path, spec)
    with pytest.raises(DataError) as info:
        program.materialise_declarations()
    assert info.value.line == 2, info.value.render()
    return info.value


def test_a_raw_pickle_pt_is_a_data_error(tmp_path):
    (tmp_path / "x.pt").write_bytes(pickle.dumps({"a": 1}))
    assert "x.pt" in load_error(tmp_path, 'pt("x.pt")').message


def test_an_empty_pt_is_a_data_error(tmp_path):
    (tmp_path / "x.pt").write_bytes(b"")
    assert "x.pt" in load_error(tmp_path, 'pt("x.pt")').message


def test_a_corrupt_pt_is_a_data_error(tmp_path):
    buffer = io.BytesIO()
    torch.save(torch.zeros(4), buffer)
    data = bytearray(buffer.getvalue())
    data[len(data) // 2: len(data) // 2 + 40] = b"\x00" * 40
    (tmp_path / "x.pt").write_bytes(bytes(data[: len(data) - 30]))
    assert "x.pt" in load_error(tmp_path, 'pt("x.pt")').message


def test_a_pt_holding_a_non_tensor_is_a_data_error(tmp_path):
    torch.save({"weights": [1, 2, 3]}, tmp_path / "x.pt")
    assert "not a tensor" in load_error(tmp_path, 'pt("x.pt")').message


def test_a_pt_holding_a_tensor_loads(tmp_path):
    torch.save(torch.ones(3, 2), tmp_path / "x.pt")
    program = tensors_program(tmp_path, 'pt("x.pt")')
    program.materialise_declarations()
    assert program.tensors.get("t").shape == (3, 2)


@pytest.mark.parametrize("array", [np.array(["a", "bc"]), np.array([b"x"]), np.array([{"a": 1}], dtype=object)])
def test_a_string_or_object_npy_is_a_data_error(tmp_path, array):
    np.save(tmp_path / "x.npy", array, allow_pickle=True)
    assert "x.npy" in load_error(tmp_path, 'npy("x.npy")').message


def test_an_npy_header_declaring_a_huge_shape_is_refused_before_reading(tmp_path):
    header = {"descr": "<f8", "fortran_order": False, "shape": (100_000, 1_000_000)}  # 745 GiB
    with open(tmp_path / "x.npy", "wb") as f:
        np.lib.format.write_array_header_1_0(f, header)
        f.write(b"\x00" * 64)
    assert "over the limit" in load_error(tmp_path, 'npy("x.npy")').message


def test_a_file_that_is_not_npy_is_refused_without_showing_its_content(tmp_path):
    # numpy's own message quotes the file's first bytes ("got b'AWS_SE'"): a program may name
    # any file in its folder, so the error must not show what a foreign file holds
    (tmp_path / "secret.txt").write_text("AWS_SECRET=hunter2\n")
    message = load_error(tmp_path, 'npy("secret.txt")').render()
    assert "not an .npy file" in message and "secret.txt" in message
    assert "AWS" not in message and "hunter2" not in message
    np.save(tmp_path / "x.npy", np.zeros(2))
    with open(tmp_path / "x.npz", "wb") as f:   # an .npz whose member is not an .npy either
        with zipfile.ZipFile(f, "w") as z:
            z.writestr("a.npy", "PASSWORD=swordfish\n")
    message = load_error(tmp_path, 'npz("x.npz")').render()
    assert "not an .npy file" in message and "swordfish" not in message and "PASSW" not in message


def test_a_truncated_npy_is_a_data_error(tmp_path):
    header = {"descr": "<f4", "fortran_order": False, "shape": (1000,)}
    with open(tmp_path / "x.npy", "wb") as f:
        np.lib.format.write_array_header_1_0(f, header)
        f.write(b"\x00" * 64)
    assert "truncated" in load_error(tmp_path, 'npy("x.npy")').message


def test_an_npz_that_inflates_beyond_the_limit_is_refused(tmp_path):
    big = np.zeros(3_000_000, dtype=np.float64)  # 24 MB of zeros, a few KB compressed
    np.savez_compressed(tmp_path / "x.npz", big=big)
    assert (tmp_path / "x.npz").stat().st_size < 200_000
    program = tensors_program(tmp_path, 'npz("x.npz")')
    program.options.max_data_bytes = 1_000_000
    with pytest.raises(DataError, match="inflates") as info:
        program.materialise_declarations()
    assert info.value.line == 2


def test_an_npz_member_lying_about_its_shape_is_refused(tmp_path):
    member = io.BytesIO()
    np.lib.format.write_array_header_1_0(member, {"descr": "<f8", "fortran_order": False,
                                                  "shape": (1 << 20, 1 << 20)})
    with zipfile.ZipFile(tmp_path / "x.npz", "w") as z:
        z.writestr("a.npy", member.getvalue() + b"\x00" * 16)
    assert "over the limit" in load_error(tmp_path, 'npz("x.npz")').message


@pytest.mark.parametrize("reader", ["examples", "scenes", "ffnsl"])
def test_a_jsonl_number_too_long_for_python_is_a_data_error(tmp_path, reader):
    # json.loads raises a plain ValueError (not JSONDecodeError) for an integer of over 4,300
    # digits: it was a traceback in every JSONL reader
    path = tmp_path / "d.jsonl"
    path.write_text('{"query": "a", "p": 0.5}\n{"query": "a", "p": 1' + "0" * 5000 + "}\n")
    if reader == "examples":
        from nesylang.neural.data import load_jsonl
        call = lambda: load_jsonl(path)  # noqa: E731
    elif reader == "scenes":
        from nesylang.learners.nesy_pi.scenes import load_scene_file
        call = lambda: load_scene_file(path, "s", None)  # noqa: E731
    else:
        program = nesylang.Program.from_string("#modeh(a).\n#modeb(b).\n")
        call = lambda: program.learn("ffnsl", target="a/0", data=str(path))  # noqa: E731
    with pytest.raises(DataError, match="too large|too long") as info:
        call()
    assert "d.jsonl:2" in info.value.render()


def test_a_json_bomb_where_an_output_would_go_is_refused_not_a_crash(tmp_path):
    # deciding whether history= may replace an existing file reads it as JSON: a deeply nested
    # file there was an uncaught RecursionError
    (tmp_path / "train.jsonl").write_text('{"query": "coin", "p": 0.8}\n')
    (tmp_path / "h.json").write_text("[" * 100_000 + "]" * 100_000)
    (tmp_path / "p.nesy").write_text('t(0.5)::coin.\n#data(train, jsonl("train.jsonl")).\n'
                                     '#learn using exact(data=train, progress=false, history="h.json").\n')
    with pytest.raises(NesyError, match="did not write") as info:
        nesylang.Program.from_file(tmp_path / "p.nesy").run()
    assert info.value.line == 3


def test_a_non_utf8_jsonl_line_is_a_data_error_naming_file_and_line(tmp_path):
    (tmp_path / "d.jsonl").write_bytes(b'{"query": "a"}\n{"query": "\xff\xfe"}\n')
    prog = tmp_path / "p.nesy"
    prog.write_text('a.\n#data(d, jsonl("d.jsonl")).\n')
    program = nesylang.Program.from_file(prog)
    with pytest.raises(DataError, match=r"d\.jsonl:2: not UTF-8") as info:
        program.dataset("d")
    assert info.value.line == 2


@pytest.mark.parametrize("spec", ["mlp(input=100000000, hidden=[100], output=10)",
                                  "mlp(input=100000000, output=100000000)",
                                  "cnn(size=100000000, output=10)"])
def test_a_huge_declared_network_is_refused_before_building(tmp_path, spec):
    prog = tmp_path / "p.nesy"
    prog.write_text(f"a.\n#network(net, {spec}).\n")
    program = nesylang.Program.from_file(prog)
    with pytest.raises(NetworkError, match="GiB") as info:
        program.network("net")
    assert info.value.line == 2


# ---- checkpoints ----------------------------------------------------------------------------------

def two_net_program():
    program = nesylang.Program.from_string("t(0.3)::a.\nt(0.6)::b.\n")
    torch.manual_seed(0)
    program.networks["n1"] = torch.nn.Linear(3, 2)
    program.networks["n2"] = torch.nn.Linear(2, 2)
    return program


def snapshot(program):
    return ({n: {k: v.clone() for k, v in program.networks.get(n).module.state_dict().items()}
             for n in program.networks.names()}, dict(program.db.parameters))


def assert_unchanged(program, before):
    nets, params = snapshot(program)
    assert params == before[1]
    for n, sd in before[0].items():
        for k, v in sd.items():
            assert torch.equal(nets[n][k], v), f"{n}.{k} was changed"


def good_state(program):
    from nesylang.neural.checkpoint import checkpoint_state

    state = checkpoint_state(program)
    state["networks"] = {n: {k: v.clone() + 1.0 for k, v in sd.items()} for n, sd in state["networks"].items()}
    state["parameters"] = [[k, 0.5] for k, _ in state["parameters"]]
    return state


def bad_states(program):
    keys = [k for k, _ in good_state(program)["parameters"]]

    def edit(fn):
        state = good_state(program)
        fn(state)
        return state

    yield "an int", 5
    yield "a list", [1, 2, 3]
    yield "unknown keys", edit(lambda s: s.update(extra=1))
    yield "a mismatched state dict", edit(lambda s: s["networks"]["n2"].update(weight=torch.zeros(5, 5)))
    yield "a missing weight", edit(lambda s: s["networks"]["n2"].pop("bias"))
    yield "a string parameter", edit(lambda s: s["networks"]["n2"].update(bias="zeros"))
    yield "an unknown network", edit(lambda s: s["networks"].update(nosuch={}))
    yield "an unknown parameter", edit(lambda s: s["parameters"].append([[99, 0], 0.5]))
    for value in (7.5, math.nan, -3.0, "0.5", True):
        yield f"probability {value!r}", edit(lambda s, v=value: s["parameters"].__setitem__(1, [keys[1], v]))


def test_a_bad_checkpoint_is_an_error_and_changes_nothing(tmp_path):
    program = two_net_program()
    before = snapshot(program)
    cases = list(bad_states(program))
    assert len(cases) >= 13
    for what, state in cases:
        path = tmp_path / "bad.pt"
        torch.save(state, path)
        with pytest.raises(NesyError) as info:
            program.load_checkpoint(path)
        assert str(path) in info.value.message, what
        assert_unchanged(program, before)  # n1 and parameter a were valid: still not applied
    torch.save(good_state(program), tmp_path / "good.pt")
    program.load_checkpoint(tmp_path / "good.pt")
    assert set(program.db.parameters.values()) == {0.5}


def test_an_interrupted_load_restores_every_network(tmp_path, monkeypatch):
    program = two_net_program()
    before = snapshot(program)
    torch.save(good_state(program), tmp_path / "good.pt")
    n2 = program.networks.get("n2").module
    monkeypatch.setattr(n2, "load_state_dict", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("boom")))
    with pytest.raises(DataError, match="boom"):
        program.load_checkpoint(tmp_path / "good.pt")
    monkeypatch.undo()
    assert_unchanged(program, before)


def test_stray_temporaries_of_interrupted_saves_are_cleaned_up(tmp_path):
    program = two_net_program()
    for i in range(5):  # what `kill -9` during earlier saves leaves behind
        (tmp_path / f".ck.pt.x{i}yz.tmp").write_bytes(b"\x00" * 1000)
    (tmp_path / ".other.pt.abc.tmp").write_bytes(b"not ours")
    program.save_checkpoint(tmp_path / "ck.pt")
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "template-cache") == [".other.pt.abc.tmp", "ck.pt"]


def test_a_full_disk_after_training_keeps_the_checkpoint_and_the_result(tmp_path, monkeypatch):
    import errno

    import nesylang.neural.training as training

    folder = tmp_path / "prog"
    folder.mkdir()
    (folder / "train.jsonl").write_text('{"query": "coin", "p": 0.9}\n' * 4)
    (folder / "prog.nesy").write_text(
        't(0.5)::coin.\n#data(train, jsonl("train.jsonl")).\n'
        '#learn using exact(data=train, epochs=3, batch_size=2, lr=0.1, progress=false,\n'
        '                   history="h.json", checkpoint="ck.pt").\n')

    def full_disk(path, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(training, "write_atomic", full_disk)
    program = nesylang.Program.from_file(folder / "prog.nesy")
    with pytest.raises(NesyError, match="No space left") as info:
        program.run()
    assert info.value.line == 4 and "h.json" in info.value.message  # located at history=
    assert (folder / "ck.pt").is_file()  # the checkpoint was written first
    learned = next(iter(program.db.parameters.values()))
    assert learned > 0.55  # and the trained result is still in the program
    fresh = nesylang.Program.from_file(folder / "prog.nesy")
    fresh.load_checkpoint(folder / "ck.pt")
    assert next(iter(fresh.db.parameters.values())) == pytest.approx(learned)


def test_the_cli_reports_a_full_disk_without_a_traceback(tmp_path, monkeypatch, capsys):
    import errno

    from nesylang.cli import main
    import nesylang.neural.checkpoint as checkpoint

    (tmp_path / "train.jsonl").write_text('{"query": "coin", "p": 0.9}\n')
    (tmp_path / "p.nesy").write_text('t(0.5)::coin.\n#data(train, jsonl("train.jsonl")).\n'
                                     '#learn using exact(data=train, progress=false, checkpoint="ck.pt").\n')

    def full_disk(path, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("nesylang.util.files.write_atomic", full_disk)
    assert checkpoint  # imported so the patched function is the one it uses
    assert main(["run", str(tmp_path / "p.nesy")]) == 1
    err = capsys.readouterr().err
    assert "p.nesy:3:" in err and "No space left" in err and "Traceback" not in err
    assert json.dumps  # keep the import used
