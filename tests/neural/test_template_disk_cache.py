"""Compiled templates are cached on disk, keyed by the program's content: a second session
with the same program compiles nothing; a changed program compiles again. The format cannot
carry behaviour, any bad entry is a miss that recompiles (never a crash), and the cache's size
is bounded."""
import hashlib
import json
import math
import os
import pickle

import pytest
import torch

import nesylang
from nesylang.cli import main as cli_main
from nesylang.logic.terms import Struct
from nesylang.logic.unify import variant_key
from nesylang.neural import templates as tpl
from nesylang.neural.data import examples_from
from nesylang.neural.templates import DiskCache, decode_template, encode_template

SRC = """nn(net, [X], Y, [0,1,2]) :: digit(X, Y).
add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
"""
QUERIES = ["add(tensor(img(0)),tensor(img(1)),2)", "add(tensor(img(0)),tensor(img(0)),2)"]

# The network gives fixed distributions: row i for image i.
DIGITS = torch.tensor([[0.2, 0.3, 0.5], [0.6, 0.3, 0.1], [1 / 3, 1 / 3, 1 / 3]])
# By hand: two images, P(a + b = 2) over (0, 2), (1, 1), (2, 0); one image twice is one random
# variable, so 2 * a = 2: a = 1.
EXPECTED = [0.2 * 0.1 + 0.3 * 0.3 + 0.5 * 0.6, 0.3]  # 0.41, 0.3

# A program with every kind of weight a template holds: network outputs, a fixed annotated
# disjunction, a learnable parameter; and clause spans for errors.
MIXED = SRC + """t(0.3)::noise.
0.2::flip; 0.5::flop.
add(X, Y, 0) :- noise, flip.
"""


def program(src=SRC):
    p = nesylang.Program.from_string(src)
    net = torch.nn.Linear(3, 3, bias=False)
    with torch.no_grad():
        net.weight.copy_(DIGITS.T)  # one-hot image i gives row i
    p.networks["net"] = net
    p.tensors["img"] = torch.eye(3)
    return p


def evaluate(src=SRC, queries=QUERIES):
    ev = program(src).batch_evaluator()
    values = ev.log_probs(examples_from(queries))
    return ev.templates, values


def entries(folder):
    return sorted(folder.glob("*" + tpl.SUFFIX))


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("NESYLANG_CACHE", str(folder))
    return folder


def test_second_session_loads_templates_from_disk(cache_dir):
    first, v1 = evaluate()
    assert (first.compiled, first.loaded) == (2, 0)
    assert len(entries(cache_dir)) == 2 and not list(cache_dir.glob("*.pkl"))
    second, v2 = evaluate()
    assert (second.compiled, second.loaded) == (0, 2)
    assert torch.allclose(v2.exp().double(), torch.tensor(EXPECTED, dtype=torch.float64), atol=1e-6)
    assert torch.equal(v1, v2)


def test_changed_program_compiles_again(cache_dir):
    evaluate()
    changed, _ = evaluate(SRC + "extra(1).\n")
    assert (changed.compiled, changed.loaded) == (2, 0)


def test_round_trip_equals_the_fresh_template(cache_dir):
    query = "add(tensor(img(0)),tensor(img(1)),0)"
    fresh, v1 = evaluate(MIXED, [query])
    (template,) = fresh.templates.values()
    back = decode_template(encode_template(template, "a" * 64), "a" * 64)
    assert variant_key(back.query) == variant_key(template.query)
    assert (back.opened, back.outputs, back.n_slots) == (template.opened, template.outputs, template.n_slots)
    assert back.compiled.flat == template.compiled.flat
    assert back.compiled.variables == template.compiled.variables
    assert back.compiled.groups == template.compiled.groups
    assert back.compiled.sdd_size == template.compiled.sdd_size
    assert back.group_weights == template.group_weights  # NeuralRef, fixed floats and ParamRef alike
    assert {type(ws[0]).__name__ for ws in back.group_weights} == {"NeuralRef", "float", "ParamRef"}
    assert (back.group_complete, back.group_var_counts) == (template.group_complete, template.group_var_counts)
    assert [s.render_prefix() for s in back.group_spans] == [s.render_prefix() for s in template.group_spans]
    assert [s.excerpt() for s in back.group_spans] == [s.excerpt() for s in template.group_spans]

    loaded, v2 = evaluate(MIXED, [query])
    assert (loaded.compiled, loaded.loaded) == (0, 1)
    assert torch.equal(v1, v2)
    exact = program(MIXED).query(query)[0].probability  # exact inference, no templates
    assert math.isclose(v2.exp().item(), exact, rel_tol=1e-6)
    assert math.isclose(exact, 0.2 * 0.6 + (1 - 0.2 * 0.6) * 0.3 * 0.2, rel_tol=1e-6)


# ---- every kind of bad entry is a miss --------------------------------------------------------

def _reseal(body: bytes) -> bytes:
    return tpl.MAGIC + hashlib.sha256(body).digest() + body


def _split(data: bytes):
    body = data[len(tpl.MAGIC) + 32:]
    n = int.from_bytes(body[:4], "little")
    return json.loads(body[4:4 + n]), body[4 + n:]


def _with_header(data: bytes, **changes) -> bytes:
    header, rest = _split(data)
    header.update(changes)
    raw = json.dumps(header).encode()
    return _reseal(len(raw).to_bytes(4, "little") + raw + rest)


def _with_structure(data: bytes, structure: bytes) -> bytes:
    header, rest = _split(data)
    arrays = rest[header["structure"]:]
    header["structure"] = len(structure)
    raw = json.dumps(header).encode()
    return _reseal(len(raw).to_bytes(4, "little") + raw + structure + arrays)


def _edit_structure(data: bytes, edit) -> bytes:
    header, rest = _split(data)
    structure = json.loads(rest[:header["structure"]])
    edit(structure)
    return _with_structure(data, json.dumps(structure).encode())


# A pickle whose BUILD step, unpickled, runs setattr(Struct, "__eq__", int) for the process.
BUILD_PAYLOAD = (b"cnesylang.logic.terms\nStruct\n(N}V__eq__\ncbuiltins\nint\nstb.")


def _flip(data):
    mid = len(data) // 2
    return data[:mid] + bytes([data[mid] ^ 0x10]) + data[mid + 1:]


def _placeholder_out_of_range(s):
    for node in s["terms"]:
        if node[0] == "i":
            node[1] = 99  # the slot of a $tensor placeholder (and other integers) out of range


CORRUPTIONS = {
    "bit flip": _flip,
    "truncated": lambda d: d[:len(d) // 2],
    "empty": lambda d: b"",
    "header declares 2^62 elements": lambda d: _with_header(d, arrays=[2 ** 62] * len(tpl.ARRAYS)),
    "header declares a 2^62 structure": lambda d: _with_header(d, structure=2 ** 62),
    "header length 2^32-1": lambda d: _reseal(b"\xff\xff\xff\xff" + d[len(tpl.MAGIC) + 36:]),
    "pickle BUILD payload": lambda d: BUILD_PAYLOAD,
    "pickle of a template": lambda d: pickle.dumps({"query": Struct("add")}),
    "other nesylang version": lambda d: _with_header(d, nesylang="0.0.1"),
    "other format version": lambda d: _with_header(d, format=tpl.FORMAT_VERSION + 1),
    "format version true": lambda d: _with_header(d, format=True),
    "other key": lambda d: _with_header(d, key="b" * 64),
    "JSON nesting bomb": lambda d: _with_structure(d, b"[" * 200000 + b"]" * 200000),
    "structure of wrong type": lambda d: _with_structure(d, b'"a string"'),
    "n_slots a string": lambda d: _edit_structure(d, lambda s: s.update(n_slots="2")),
    "huge line number": lambda d: _edit_structure(d, lambda s: s["spans"].__setitem__(0, [0, 2 ** 62, 1, 1, 1])),
    "placeholder slot out of range": lambda d: _edit_structure(d, _placeholder_out_of_range),
    "probability out of range": lambda d: _edit_structure(
        d, lambda s: s["weights"].__setitem__(0, [["p", (7.5).hex()]])),
    "unknown term node": lambda d: _edit_structure(d, lambda s: s["terms"].append(["x", 1])),
}


@pytest.mark.parametrize("corrupt", list(CORRUPTIONS.values()), ids=list(CORRUPTIONS))
def test_a_bad_entry_is_a_miss_and_the_answer_stays_right(cache_dir, corrupt):
    evaluate()
    files = entries(cache_dir)
    assert len(files) == 2
    for path in files:
        path.write_bytes(corrupt(path.read_bytes()))
    eq = Struct.__eq__
    try:
        again, values = evaluate()
        assert Struct.__eq__ is eq and Struct("a") == Struct("a")
    finally:
        Struct.__eq__ = eq
    assert (again.compiled, again.loaded) == (2, 0)
    assert torch.allclose(values.exp().double(), torch.tensor(EXPECTED, dtype=torch.float64), atol=1e-6)
    third, _ = evaluate()  # the bad entries were replaced by good ones
    assert (third.compiled, third.loaded) == (0, 2)


def test_the_checksum_is_checked_before_decoding(cache_dir):
    evaluate()
    path = entries(cache_dir)[0]
    data = path.read_bytes()
    key = path.name[:-len(tpl.SUFFIX)]
    assert decode_template(data, key) is not None
    # a well-formed entry with one checksum byte changed
    with pytest.raises(tpl._Unusable, match="checksum"):
        decode_template(data[:len(tpl.MAGIC)] + bytes([data[len(tpl.MAGIC)] ^ 1]) + data[len(tpl.MAGIC) + 1:], key)


def test_deep_json_is_refused_before_it_is_parsed():
    # json's C parser recurses per level; nesylang may run with a raised recursion limit
    with pytest.raises(tpl._Unusable, match="nested"):
        tpl._load_json(b'{"a": ' * 50 + b"1" + b"}" * 50)
    assert tpl._load_json(b'["[[[[[[[[[[[[[[[[[[[[[[", [[1]]]') == ["[[[[[[[[[[[[[[[[[[[[[[", [[1]]]


def test_entries_that_are_not_plain_files_or_too_large_are_misses(cache_dir):
    evaluate()
    big, fifo = entries(cache_dir)
    with big.open("r+b") as f:
        f.truncate(tpl.MAX_ENTRY_BYTES + 1)  # sparse: larger than an entry may be, never read
    fifo.unlink()
    os.mkfifo(fifo)  # opening it for reading would block forever
    again, values = evaluate()
    assert (again.compiled, again.loaded) == (2, 0)
    assert torch.allclose(values.exp().double(), torch.tensor(EXPECTED, dtype=torch.float64), atol=1e-6)


def test_a_template_the_format_cannot_hold_is_not_cached(cache_dir):
    fresh, _ = evaluate()
    template = next(iter(fresh.templates.values()))
    template.labels = [(object(),)]
    with pytest.raises(tpl._Unusable):
        encode_template(template, "a" * 64)


# ---- the size bound --------------------------------------------------------------------------

def test_eviction_keeps_the_cache_within_its_bounds(cache_dir, monkeypatch):
    # every program version writes two entries (two template shapes)
    monkeypatch.setenv("NESYLANG_CACHE_ENTRIES", "3")
    for n in range(5):
        evaluate(SRC + f"version({n}).\n")
        assert 2 <= len(entries(cache_dir)) <= 3
    latest, _ = evaluate(SRC + "version(4).\n")  # the newest entries are the ones kept
    assert (latest.compiled, latest.loaded) == (0, 2)

    monkeypatch.delenv("NESYLANG_CACHE_ENTRIES")
    one = max(p.stat().st_size for p in entries(cache_dir))
    bound = int(one * 4.5)
    monkeypatch.setenv("NESYLANG_CACHE_SIZE", str(bound))
    for n in range(5, 10):
        evaluate(SRC + f"version({n}).\n")
        assert sum(p.stat().st_size for p in entries(cache_dir)) <= bound
    assert len(entries(cache_dir)) >= 2


def test_eviction_removes_the_least_recently_used(tmp_path):
    cache = DiskCache(tmp_path, max_entries=3)
    template = next(iter(evaluate()[0].templates.values()))
    keys = [hashlib.sha256(str(i).encode()).hexdigest() for i in range(4)]
    for age, key in enumerate(keys[:3]):
        cache.put(key, template)
        os.utime(cache.path(key), (1000 + age, 1000 + age))
    assert cache.get(keys[0]) is not None  # a hit renews the oldest entry
    cache.put(keys[3], template)  # over the bound: evicts down to 90% of it (2 entries)
    assert sorted(p.name[:64] for p in entries(tmp_path)) == sorted([keys[0], keys[3]])


def test_limits_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path))
    monkeypatch.setenv("NESYLANG_CACHE_SIZE", "10M")
    monkeypatch.setenv("NESYLANG_CACHE_ENTRIES", "12")
    cache = DiskCache.default()
    assert (cache.folder, cache.max_bytes, cache.max_entries) == (tmp_path, 10 * 2 ** 20, 12)
    monkeypatch.setenv("NESYLANG_CACHE_SIZE", "lots")
    assert DiskCache.default().max_bytes == tpl.DEFAULT_MAX_BYTES
    monkeypatch.delenv("NESYLANG_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert DiskCache.default().folder == tmp_path / "xdg" / "nesylang" / "templates"
    monkeypatch.setenv("NESYLANG_CACHE", "off")
    assert DiskCache.default() is None


# ---- nesy cache info | clear -----------------------------------------------------------------

def test_cli_cache_info_and_clear(cache_dir, capsys):
    evaluate()
    size = sum(p.stat().st_size for p in entries(cache_dir))
    stray = cache_dir / "notes.txt"  # not the cache's: clear leaves it
    stray.write_text("mine")
    legacy = cache_dir / ("c" * 64 + ".pkl")
    legacy.write_bytes(BUILD_PAYLOAD)
    assert cli_main(["cache", "info"]) == 0
    out = capsys.readouterr().out
    assert f"template cache: {cache_dir}" in out
    assert "entries: 2 " in out and f"bytes: {size} " in out
    assert cli_main(["cache", "clear"]) == 0
    assert f"removed 2 entries ({size} bytes) from {cache_dir}" in capsys.readouterr().out
    assert entries(cache_dir) == [] and stray.exists() and not legacy.exists()
    assert cli_main(["cache", "info"]) == 0
    assert "entries: 0 " in capsys.readouterr().out
    again, _ = evaluate()
    assert again.compiled == 2


def test_cli_cache_off(monkeypatch, capsys):
    monkeypatch.setenv("NESYLANG_CACHE", "off")
    assert cli_main(["cache", "info"]) == 0
    assert "off" in capsys.readouterr().out
