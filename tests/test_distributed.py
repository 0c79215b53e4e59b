"""Training across processes (nesylang.neural.distributed): ``nesy run --nproc 2`` starts two
gloo workers, each training on its shard's part (about half) of every minibatch under
DistributedDataParallel. The reference is the same program trained in one process: two
workers sharing each global batch of 32 must end, after 20 steps, with the parameters one
worker reaches with batch 32 (to 1e-5)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
dist = pytest.importorskip("torch.distributed")

from nesylang import Program  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
STEPS, BATCH, IMPOSSIBLE = 20, 32, 7

PROGRAM = """\
#network(net, mlp(input=8, hidden=[16], output=4)).
#tensors(train, npz("feats.npz", key=train)).
#data(pairs, jsonl("train.jsonl")).
t(0.4)::sure.
nn(net, [X], Y, [0..3]) :: digit(X, Y).
pair(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B, sure.
pair(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B + 1, \\+sure.
#learn using exact(data=pairs, epochs=1, batch_size=%d, lr=0.01, checkpoint="%s", history="%s", progress=false).
query(sure).
"""


def _write(folder: Path, checkpoint: str, history: str) -> Path:
    """A small task: pairs of 8-feature items whose digit (0..3) the network learns from sums,
    with a learnable t(_) fact, and IMPOSSIBLE queries of probability 0 (sum 9 > 3 + 3 + 1)."""
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 8)).astype("float32")
    digit = x[:, :2].argmax(1) + 2 * (x[:, 2] > 0)
    np.savez(folder / "feats.npz", train=x)
    lines = []
    for k in range(STEPS * BATCH):
        i, j = (int(v) for v in rng.integers(64, size=2))
        s = 9 if k % (STEPS * BATCH // IMPOSSIBLE) == 0 and k // (STEPS * BATCH // IMPOSSIBLE) < IMPOSSIBLE \
            else int(digit[i] + digit[j])
        lines.append(json.dumps({"query": f"pair(tensor(train({i})), tensor(train({j})), {s})"}))
    (folder / "train.jsonl").write_text("\n".join(lines) + "\n")
    path = folder / "prog.nesy"
    path.write_text(PROGRAM % (BATCH, checkpoint, history))
    return path


def _env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("RANK", "WORLD_SIZE", "LOCAL_RANK")}
    env.update(NESYLANG_CACHE=str(tmp_path / "cache"), OMP_NUM_THREADS="1", PYTHONPATH=str(REPO))
    return env


def test_two_workers_take_the_steps_of_one_worker(tmp_path, monkeypatch):
    for k in ("RANK", "WORLD_SIZE", "LOCAL_RANK"):
        monkeypatch.delenv(k, raising=False)
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path / "cache1"))
    path = _write(tmp_path, "one.pt", "one.json")
    initial = {k: v.clone() for k, v in Program.from_file(path).network("net").module.state_dict().items()}

    # the reference: one process, batch 32 (one thread, as each worker has)
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        Program.from_file(path).run()
    finally:
        torch.set_num_threads(threads)
    reference = torch.load(tmp_path / "one.pt", weights_only=True)

    # two gloo workers, 16 queries of each minibatch each
    path.write_text(PROGRAM % (BATCH, "two.pt", "two.json"))
    done = subprocess.run([sys.executable, "-m", "nesylang", "run", str(path), "--nproc", "2"], cwd=tmp_path,
                          env=_env(tmp_path), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("sure:") == 1  # rank 1 prints nothing
    two = torch.load(tmp_path / "two.pt", weights_only=True)
    assert not list(tmp_path.glob(".two.pt.*"))  # rank 0 alone wrote it, atomically

    moved = 0.0
    for key, value in reference["networks"]["net"].items():
        assert torch.allclose(two["networks"]["net"][key], value, atol=1e-5, rtol=0), key
        moved = max(moved, float((value - initial[key]).abs().max()))
    assert moved > 1e-2  # 20 Adam steps at lr 0.01 did move the weights
    (ref_key, ref_p), = reference["parameters"]
    (two_key, two_p), = two["parameters"]
    assert ref_key == two_key and abs(ref_p - two_p) < 1e-5 and abs(ref_p - 0.4) > 1e-2

    # each worker evaluated only its half: the impossible queries are counted once, not twice
    h_one = json.loads((tmp_path / "one.json").read_text())
    h_two = json.loads((tmp_path / "two.json").read_text())
    assert h_one[0]["zero_probability"] == h_two[0]["zero_probability"] == IMPOSSIBLE
    assert abs(h_one[0]["loss"] - h_two[0]["loss"]) < 1e-5


def test_nproc_refuses_a_learner_that_is_not_distributed(tmp_path):
    path = tmp_path / "coin.nesy"
    (tmp_path / "tosses.jsonl").write_text('{"query": "heads"}\n')
    path.write_text('t(0.5)::heads.\n#data(tosses, jsonl("tosses.jsonl")).\n'
                    "#learn heads/0 using exal(data=tosses, epochs=1).\n")
    done = subprocess.run([sys.executable, "-m", "nesylang", "run", str(path), "--nproc", "2"], cwd=tmp_path,
                          env=_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "coin.nesy:3:" in done.stderr and "exal does not train across processes" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_template_disk_cache_is_safe_under_concurrent_writers(tmp_path):
    """Workers share compiled templates through the disk cache: several writers and readers
    of the same entries at once (and evicting, with a bound of 2 entries) never read a torn
    or foreign entry, only the template that was written or a miss."""
    import threading

    from nesylang.neural.data import examples_from
    from nesylang.neural.templates import DiskCache, encode_template

    p = Program.from_string("nn(net, [X], Y, [0,1,2]) :: digit(X, Y).\n"
                            "add(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.\n")
    p.networks["net"] = torch.nn.Linear(3, 3)
    p.tensors["img"] = torch.eye(3)
    ev = p.batch_evaluator()
    ev.log_probs(examples_from(["add(tensor(img(0)),tensor(img(1)),2)", "add(tensor(img(0)),tensor(img(0)),2)",
                                "add(tensor(img(0)),tensor(img(1)),Z)"]))
    templates = list(ev.templates.templates.values())
    assert len(templates) >= 2
    keys = [f"{i:064x}" for i in range(len(templates))]
    expected = {k: encode_template(t, k) for k, t in zip(keys, templates)}
    seen, problems = [], []

    def work(seed: int) -> None:
        cache = DiskCache(tmp_path / "shared", max_entries=2)  # one per worker, one folder
        for n in range(60):
            k = keys[(seed + n) % len(keys)]
            cache.put(k, templates[keys.index(k)])
            other = keys[(seed + 2 * n + 1) % len(keys)]
            got = cache.get(other)
            if got is not None:
                seen.append(other)
                if encode_template(got, other) != expected[other]:
                    problems.append(other)

    threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not problems and seen  # entries were shared, and every one read back whole
    assert not list((tmp_path / "shared").glob(".*.tmp"))  # no temporary left behind


def test_nproc_must_be_a_positive_count(tmp_path, capsys):
    from nesylang.cli import main

    (tmp_path / "p.nesy").write_text("a.\nquery(a).\n")
    with pytest.raises(SystemExit) as e:
        main(["run", str(tmp_path / "p.nesy"), "--nproc", "0"])
    assert e.value.code == 2
    assert "expected a number of processes (1 or more), got '0'" in capsys.readouterr().err
