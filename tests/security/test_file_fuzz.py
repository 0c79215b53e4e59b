"""A file fuzz over the loader: mutated program texts and hostile data files give only
NesyError (or load), in bounded time, never another exception."""
from __future__ import annotations

import io
import random
import time
import zipfile
from pathlib import Path

import numpy as np
import pytest

import nesylang
from nesylang.errors import NesyError

PROGRAMS = sorted((Path(__file__).parent.parent / "programs").glob("*.nesy"))
SNIPPETS = [":- consult('x.nesy').", "#data(d, jsonl(\"d.jsonl\")).", "#tensors(t, npy(\"t.npy\")).",
            "#network(n, mlp(input=4, output=2)).", "nn(n, [X], Y, [a, b]) :: p(X, Y).", "t(0.5)::q.",
            ":- consult('/dev/zero').", ":- consult('../../x').", "'\\x00'", "[1..3]", "\xff", "\x00"]


def mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        op = rng.random()
        pos = rng.randrange(len(chars) + 1)
        if op < 0.3 and chars:
            del chars[min(pos, len(chars) - 1)]
        elif op < 0.6:
            chars.insert(pos, rng.choice("().,:-[]|'\"\\%?!*+=<>_ \nXa01\u00e9\ud7ff"))
        elif op < 0.8:
            chars.insert(pos, rng.choice(SNIPPETS) + "\n")
        else:
            j = rng.randrange(len(chars) + 1)
            chars[pos:pos] = chars[min(pos, j):max(pos, j)]
    return "".join(chars)


def test_mutated_programs_give_only_nesy_errors(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    rng = random.Random(13)
    (tmp_path / "x.nesy").write_text("x.\n")
    (tmp_path / "d.jsonl").write_bytes(b'{"query": "a"}\n\xff\n')
    started = time.monotonic()
    for i in range(150):
        source = PROGRAMS[i % len(PROGRAMS)].read_text(encoding="utf-8")
        path = tmp_path / "fuzz.nesy"
        path.write_bytes(mutate(source, rng).encode("utf-8", "surrogatepass"))
        case = time.monotonic()
        try:
            program = nesylang.Program.from_file(path)
            program.check()
            program.dataset("d") if "#data" in path.read_text(errors="replace") else None
        except NesyError as e:
            e.render()
        assert time.monotonic() - case < 20, f"case {i} took too long"
    assert time.monotonic() - started < 240


def hostile_data_files(rng: random.Random):
    np_buffer = io.BytesIO()
    np.save(np_buffer, np.arange(12, dtype=np.float32).reshape(3, 4))
    good_npy = np_buffer.getvalue()
    zbuf = io.BytesIO()
    with zipfile.ZipFile(zbuf, "w") as z:
        z.writestr("a.npy", good_npy)
    good_npz = zbuf.getvalue()
    for _ in range(40):
        for kind, good in (("npy", good_npy), ("npz", good_npz)):
            data = bytearray(good)
            for _ in range(rng.randint(1, 8)):
                data[rng.randrange(len(data))] = rng.randrange(256)
            if rng.random() < 0.3:
                data = data[: rng.randrange(len(data))]
            yield kind, bytes(data)
        yield "pt", bytes(rng.randrange(256) for _ in range(rng.randint(0, 300)))
        yield rng.choice(["npy", "npz", "pt"]), b"PK\x03\x04" + bytes(rng.randrange(256) for _ in range(200))


def test_hostile_tensor_files_give_only_nesy_errors(tmp_path):
    pytest.importorskip("torch")
    rng = random.Random(7)
    started = time.monotonic()
    for i, (kind, data) in enumerate(hostile_data_files(rng)):
        (tmp_path / f"f.{kind}").write_bytes(data)
        (tmp_path / "p.nesy").write_text(f'a.\n#tensors(t, {kind}("f.{kind}")).\n')
        program = nesylang.Program.from_file(tmp_path / "p.nesy")
        try:
            program.materialise_declarations()
        except NesyError as e:
            assert e.line == 2, e.render()
    assert time.monotonic() - started < 120


def test_hostile_jsonl_and_checkpoint_files_give_only_nesy_errors(tmp_path):
    pytest.importorskip("torch")
    rng = random.Random(11)
    program = nesylang.Program.from_string("t(0.5)::a.\n")
    for i in range(60):
        data = bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))
        if i % 2:
            data = b'{"query": "a", "p": ' + data[:20] + b"}\n"
        (tmp_path / "d.jsonl").write_bytes(data)
        (tmp_path / "ck.pt").write_bytes(b"PK\x03\x04" + data if i % 3 == 0 else data)
        for call in (lambda: program.dataset(str(tmp_path / "d.jsonl")),
                     lambda: program.load_checkpoint(tmp_path / "ck.pt")):
            try:
                call()
            except NesyError:
                pass
