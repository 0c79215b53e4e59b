"""NeSy-π learned perception (issue 11, perception (c)): objects with ``"image": I`` read by
networks. The networks here are fixed (an identity layer, so a crop's values are its logits)
and every expected probability is a softmax worked out by hand."""
from __future__ import annotations

import json
import math

import pytest

torch = pytest.importorskip("torch")

from nesylang.errors import DataError, DirectiveError, NesyError, NetworkError  # noqa: E402
from nesylang.learners.nesy_pi import Bins, perceive, scene_facts  # noqa: E402
from nesylang.session import Program  # noqa: E402

BIAS = """
#type(color, [red, green, blue]). #type(shape, [cube, sphere, cylinder]). #maxv(3).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(*, color(+obj, #color)). #modeb(*, shape(+obj, #shape)).
"""

# crop i holds the logs of its weights, so softmax gives weights / sum by hand:
# crop 0: (2, 1, 1) / 4 -> red .5; crop 1: (1, 1, 2) / 4 -> blue .5; crop 2: (6, 1, 1) / 8 -> red .75
WEIGHTS = [(2, 1, 1), (1, 1, 2), (6, 1, 1)]
HAND = [(0.5, 0.25, 0.25), (0.25, 0.25, 0.5), (0.75, 0.125, 0.125)]


def identity_net():
    lin = torch.nn.Linear(3, 3, bias=False)
    with torch.no_grad():
        lin.weight.copy_(torch.eye(3))
    return lin


def with_networks(p: Program) -> Program:
    p.networks["color_net"] = identity_net()
    p.tensors["crops"] = torch.log(torch.tensor(WEIGHTS, dtype=torch.float64))
    return p


def obj(x, image=None, **attrs):
    return dict({"x": x, "y": 0.5}, **({"image": image} if image is not None else {}), **attrs)


def test_perceived_attributes_are_the_networks_softmax():
    p = with_networks(Program.from_string(BIAS))
    p.add_data("d", scenes=[{"id": "s", "label": 1, "objects": [obj(0.1, 0, shape="cube"), obj(0.5, 1, shape="cube"),
                                                               obj(0.9, 2, shape="sphere")]}],
               images="crops", networks={"color": "color_net"})
    data = p.dataset("d")
    read = perceive(p, data)
    for o, hand in zip(read.scenes[0].objects, HAND):
        dist = dict(dict(o.attributes)["color"])
        assert [dist[c] for c in ("red", "green", "blue")] == pytest.approx(hand, abs=1e-6)  # float32 network
        assert dict(o.attributes)["shape"] == (("cube", 1.0),) or dict(o.attributes)["shape"] == (("sphere", 1.0),)
    # the facts are nn annotated disjunctions: queries through the network give the same numbers
    text = scene_facts(data.scenes, Bins(), perception=data.perception)
    assert "nn(color_net, [tensor(crops(2))], V, [red, green, blue]) :: color(o(s,2), V)." in text
    q = with_networks(Program.from_string(text + "\nsame(A, B) :- color(A, C), color(B, C).\n"))
    assert q.query("color(o(s,2), red)")[0].probability == pytest.approx(0.75, abs=1e-6)
    # objects 0 and 1 share a colour: .5*.25 + .25*.25 + .25*.5 = .3125 (one AD per object)
    assert q.query("same(o(s,0), o(s,1))")[0].probability == pytest.approx(0.3125, abs=1e-6)
    # the same object twice is one random variable, not two
    assert q.query("same(o(s,2), o(s,2))")[0].probability == pytest.approx(1.0, abs=1e-6)


def test_learned_clauses_score_exactly_through_the_nn_facts():
    # two positives hold two same-coloured crops, two negatives two different ones
    scenes = [{"id": "p1", "label": 1, "objects": [obj(0.1, 0), obj(0.6, 2)]},
              {"id": "p2", "label": 1, "objects": [obj(0.1, 1), obj(0.6, 1)]},
              {"id": "n1", "label": 0, "objects": [obj(0.1, 0), obj(0.6, 1)]},
              {"id": "n2", "label": 0, "objects": [obj(0.1, 2), obj(0.6, 1)]}]
    p = with_networks(Program.from_string(BIAS.replace("#modeb(*, shape(+obj, #shape)).", "")))
    p.add_data("train", scenes=scenes, images="crops", networks={"color": "color_net"})
    r = p.learn("nesy_pi", target="target/1", data="train", max_body=2)
    assert "color(" in r.text
    # the learner's exact scores equal program.query on the nn facts and the learned clauses
    data = p.dataset("train")
    q = with_networks(Program.from_string(scene_facts(data.scenes, Bins(), perception=data.perception)))
    q.load_string("\n".join(line for line in r.text.splitlines() if not line.startswith("%")))
    got = {a.atom: a.probability for a in q.query("target(X)")}
    exact = r.details["exact"]["train"]
    for sid, e in zip(("p1", "p2", "n1", "n2"), exact):
        assert got.get(f"target({sid})", 0.0) == pytest.approx(e, abs=1e-6)
    assert len(got) >= 2 and max(got.values()) < 1.0  # soft: the networks' probabilities, not 0/1
    # a fixed clause by hand: "some blue object" on p1 (crops 0 and 2) is 1 - .75 * .875 = .34375
    q.load_string("blue_in(X) :- in(O, X), color(O, blue).")
    assert q.query("blue_in(p1)")[0].probability == pytest.approx(0.34375, abs=1e-6)


def write(tmp_path, program: str, objects) -> Program:
    (tmp_path / "s.jsonl").write_text(json.dumps({"id": "s", "label": 1, "objects": objects}) + "\n"
                                      + json.dumps({"id": "t", "label": 0, "objects": objects}) + "\n")
    (tmp_path / "m.nesy").write_text(program)
    return Program.from_file(tmp_path / "m.nesy")


DATA = '#data(train, scenes("s.jsonl", images=crops, networks=[color=color_net])).\n'
LEARN = "#learn target/1 using nesy_pi(data=train).\n"


def test_a_missing_network_or_tensor_source_is_located_at_the_data_directive(tmp_path):
    p = write(tmp_path, BIAS + DATA + LEARN, [obj(0.1, 0, shape="cube")])
    p.tensors["crops"] = torch.zeros(1, 3)
    with pytest.raises(NetworkError, match="color_net") as e:
        p.run()
    assert e.value.span.line == 5
    p = write(tmp_path, BIAS + DATA + LEARN, [obj(0.1, 0, shape="cube")])
    p.networks["color_net"] = identity_net()
    with pytest.raises(DataError, match="tensor source 'crops'") as e:
        p.run()
    assert e.value.span.line == 5
    # a network whose outputs do not match the type
    p = write(tmp_path, BIAS + DATA + LEARN, [obj(0.1, 0, shape="cube")])
    p.networks["color_net"] = torch.nn.Linear(3, 2)
    p.tensors["crops"] = torch.zeros(1, 3)
    with pytest.raises(NetworkError, match="2 outputs"):
        p.run()


@pytest.mark.parametrize("data, objects, error, message", [
    ('#data(train, scenes("s.jsonl")).\n', [obj(0.1, 0)], DataError, "names no networks"),
    (DATA, [obj(0.1, 0, color="red")], DataError, "give the image or color"),
    (DATA, [obj(0.1, -1)], DataError, "non-negative integer"),
    ('#data(train, scenes("s.jsonl", images=crops)).\n', [obj(0.1, 0)], DirectiveError, "both images"),
    ('#data(train, scenes("s.jsonl", images=crops, networks=[size=size_net])).\n', [obj(0.1, 0)],
     DirectiveError, "no #type"),
    ('#data(train, scenes("s.jsonl", images=crops, networks=[color])).\n', [obj(0.1, 0)],
     DirectiveError, "attribute=network"),
])
def test_bad_perception_is_a_located_error(tmp_path, data, objects, error, message):
    p = write(tmp_path, BIAS + data + LEARN, objects)
    with pytest.raises(error, match=message) as e:
        p.run()
    assert isinstance(e.value, NesyError) and e.value.span.line == 5


def test_softmax_by_hand():  # the hand values above, from the weights
    for w, hand in zip(WEIGHTS, HAND):
        assert tuple(x / sum(w) for x in w) == pytest.approx(hand)
        assert math.isclose(sum(hand), 1.0)


def test_rendered_crops_are_seeded_and_replace_the_attributes():
    import sys
    from pathlib import Path

    import numpy as np

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "kandinsky"))
    import crops

    a, colors, shapes = crops.labelled_crops(30, 3, "train")
    b, colors2, _ = crops.labelled_crops(30, 3, "train")
    assert a.shape == (30, 3, 16, 16) and a.tobytes() == b.tobytes() and colors == colors2
    assert 0.0 <= a.min() and a.max() <= 1.0
    # a red crop is redder than it is green or blue, in the mean over its object's pixels
    for img, c in zip(a, colors):
        mask = img.max(axis=0) > 0.5
        means = img[:, mask].mean(axis=1)
        assert int(np.argmax(means)) == crops.COLORS.index(c)
    scenes = [{"id": "s", "label": 1, "objects": [{"x": 0.1, "y": 0.2, "color": "red", "shape": "cube"}]}]
    out, imgs = crops.with_images(scenes, 0, start=5)
    assert out[0]["objects"] == [{"x": 0.1, "y": 0.2, "image": 5}] and imgs.shape == (1, 3, 16, 16)
