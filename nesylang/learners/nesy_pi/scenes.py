"""NeSy-π, stage one: object-centric scenes -> entities -> facts.

A scene is one JSON object, ``{"id": "s1", "label": 1, "objects": [{"x": 0.42, "y": 0.5,
"color": "red", "shape": "cube"}, ...]}``, objects on a unit-square table. An attribute is a
value or a probability map (``{"red": 0.8, "blue": 0.2}``: noisy perception, an annotated
disjunction); an object may instead carry ``"image": I``, item I of a ``#tensors`` source whose
attributes networks read (learned perception, :class:`Perception`: ``scenes("f.jsonl",
images=crops, networks=[color=color_net, shape=shape_net])``). :func:`parse_scenes` validates them (located errors, ``file.jsonl:LINE``);
:func:`entities` applies the optional line grouping (paper §3.5) and :func:`scene_facts` emits
the program text the learned clauses read:

* ``in(o(s1,0), s1)`` (``g(s1,0)`` for a line group), ``pos(E, X, Y)``;
* one fact or annotated disjunction per attribute: ``color(o(s1,0), red)``; for an object with an
  image, one ``nn`` annotated disjunction per perceived attribute,
  ``nn(color_net, [tensor(crops(7))], V, [red, green, blue]) :: color(o(s1,0), V)``
  (:func:`perceive` evaluates the networks once, for the batched scorer);
* for ordered pairs of distinct entities ``rho(A, B, K)``: the distance in table widths, binned
  ``K = min(Nρ-1, floor(d*Nρ))``; ``phi(A, B, K)``: the direction of B seen from A,
  counter-clockwise from the x axis, 360°/Nφ bins from 0°; for groups ``slope(G, K)`` over
  [0°, 180°) and ``shape(G, line)``; for ordered pairs of distinct groups ``angle(G, H, K)``: the
  angle between the two lines, in [0°, 90°] (symmetric), 90°/Nα bins from 0°, the last closed.
  Nρ, Nφ, Ns, Nα are the sizes of the program's ``#type(rho, ...)``, ``#type(phi, ...)``,
  ``#type(slope, ...)``, ``#type(angle, ...)``; without the type, no such facts.
  ``Bins(centred=True)`` (nesy_pi's ``centred_bins``, off by default) centres the phi and slope
  bins on 0° instead: bin k covers k·w ± w/2, so directions along the axes fall mid-bin, where
  the bins from 0° put them on an edge and σ = 0.005 jitter picks the bin (session 18);
  :func:`auto_shifts` (``auto_bins``) chooses the shift from the scenes' own measurements.

``angle`` is not in the paper's Table 1. It is what "parallel" and "perpendicular" are: a
relation of the two lines' directions. Over ``slope`` bins the learner can only name them as
sets of bin pairs, and a fitted line's error (about 2° for 3-4 objects 0.1 apart at σ =
0.005) puts a bin edge between the two lines of about 9 % of perpendicular pairs at 8 bins (more
at narrower bins; wider ones admit the negatives): benchmarks/README.md, ``--ceiling``.

>>> b = Bins(rho=4, phi=8)
>>> [b.rho_bin(d) for d in (0.1, 0.25, 1.0)]
[0, 1, 3]
>>> b.phi_bin(0.0, 0.0, 1.0, 0.5), b.phi_bin(1.0, 0.5, 0.0, 0.0)
(0, 4)
>>> c = Bins(phi=4, slope=4, centred=True)  # bins centred on 0°: phi bin 1 is [45°, 135°)
>>> c.phi_bin(0.0, 0.0, 0.05, 1.0), c.phi_bin(0.0, 0.0, -0.05, 1.0), c.phi_bin(0.0, 0.0, 1.0, -0.05)
(1, 1, 0)
>>> c.slope_bin(179.0), c.slope_bin(22.0), c.slope_bin(23.0), c.interval("phi", 0)
(0, 0, 1, (-45.0, 45.0))
>>> a = Bins(angle=9)
>>> a.angle_bin(10.0, 100.0), a.angle_bin(175.0, 8.0), a.angle_bin(30.0, 30.0)
(8, 1, 0)
"""
from __future__ import annotations

import dataclasses
import itertools
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping

import numpy as np

from ...errors import DataError, DirectiveError, NesyError
from ...source import Span

RESERVED = ("x", "y", "id")


@dataclass(frozen=True)
class Grouping:
    """Line grouping options (``scenes(..., grouping=lines(eps=..., ...))``)."""

    eps: float = 0.02
    max_gap: float = 0.12
    min_size: int = 3
    max_groups: int = 6
    even_spacing: bool = False  # the authors' code: members evenly spaced (off by default)


@dataclass(frozen=True)
class SceneObject:
    x: float
    y: float
    # attribute name -> ((value, probability), ...), values in the order given
    attributes: tuple[tuple[str, tuple[tuple[str, float], ...]], ...] = ()
    image: int | None = None  # item of the perception's tensor source (learned perception)

    def attribute(self, name: str) -> tuple[tuple[str, float], ...] | None:
        for k, v in self.attributes:
            if k == name:
                return v
        return None


@dataclass(frozen=True)
class Scene:
    id: str
    label: float | None
    objects: tuple[SceneObject, ...]


@dataclass(frozen=True)
class Perception:
    """Learned perception: objects' ``"image": I`` is ``tensor(SOURCE(I))``; each network reads
    one attribute, a categorical distribution over ``domain`` (the attribute's ``#type``)."""

    source: str
    networks: tuple[tuple[str, str, tuple[str, ...]], ...]  # (attribute, network, domain)

    def attributes(self) -> tuple[str, ...]:
        return tuple(a for a, _, _ in self.networks)


@dataclass(frozen=True)
class SceneSet:
    """A dataset of scenes: what ``#data(train, scenes("train.jsonl"))`` or
    ``program.add_data("train", scenes=[...])`` gives the learner."""

    name: str
    scenes: tuple[Scene, ...]
    grouping: Grouping | None = None
    span: Span | None = field(default=None, compare=False)
    perception: Perception | None = None

    def __len__(self) -> int:
        return len(self.scenes)

    def __iter__(self):
        return iter(self.scenes)


# ---- parsing ---------------------------------------------------------------------------------

def _number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def parse_scene(record: Any, where: str, span: Span | None, allowed: Mapping[str, tuple[str, ...]] | None = None,
                perception: Perception | None = None) -> Scene:
    """One scene from a decoded JSON object; ``where`` prefixes errors (``file.jsonl:3``).
    ``allowed`` maps an attribute to the values its ``#type`` lists (out-of-type is an error);
    an ``"image"`` needs the dataset's ``perception``."""
    def bad(msg: str) -> DataError:
        return DataError(f"{where}: {msg}", span)

    if not isinstance(record, dict):
        raise bad('a scene is an object {"id": ..., "label": 0 or 1, "objects": [...]}')
    sid = record.get("id")
    if isinstance(sid, int) and not isinstance(sid, bool):
        sid = f"s{sid}"
    if not isinstance(sid, str) or not sid:
        raise bad('a scene needs an "id" (a string)')
    label = record.get("label")
    if label is not None:
        if isinstance(label, bool):
            label = int(label)
        if label not in (0, 1):
            raise bad(f'"label" is 0 or 1, not {label!r}')
        label = float(label)
    objs = record.get("objects")
    if not isinstance(objs, list):
        raise bad('a scene needs "objects", a list')
    out = []
    for i, o in enumerate(objs):
        if not isinstance(o, dict):
            raise bad(f"object {i} is not a JSON object")
        if not (_number(o.get("x")) and _number(o.get("y"))):
            raise bad(f'object {i} needs numbers "x" and "y" (its place on the unit-square table)')
        attrs = []
        image = o.get("image")
        if image is not None:
            if perception is None:
                raise bad(f'object {i} has an "image" but the dataset names no networks to read it: '
                          'scenes("f.jsonl", images=crops, networks=[color=color_net])')
            if not isinstance(image, int) or isinstance(image, bool) or image < 0:
                raise bad(f'object {i}: "image" is an item of tensor source {perception.source}, '
                          f"a non-negative integer, not {image!r}")
            for k in perception.attributes():
                if k in o:
                    raise bad(f"object {i}: {k} is read from its image by a network; give the image or {k}, "
                              "not both")
        for k in sorted(o):
            if k in RESERVED or k == "image":
                continue
            v = o[k]
            if not k.isidentifier() or not k[0].islower():
                raise bad(f"object {i}: attribute name {k!r} is not a lower-case name")
            if isinstance(v, str):
                dist = ((v, 1.0),)
            elif isinstance(v, dict) and v:
                dist = []
                for val, p in v.items():
                    if not _number(p) or p < 0:
                        raise bad(f"object {i}: {k} probability of {val!r} must be a number in [0, 1], not {p!r}")
                    if p > 1:
                        raise bad(f"object {i}: {k} probability of {val!r} is {p}, above 1")
                    dist.append((str(val), float(p)))
                if sum(p for _, p in dist) > 1 + 1e-9:
                    raise bad(f"object {i}: the probabilities of {k} sum to {sum(p for _, p in dist):g}, above 1")
                dist = tuple(dist)
            else:
                raise bad(f"object {i}: attribute {k} is a name or a probability map, not {v!r}")
            if allowed is not None and k in allowed:
                for val, _ in dist:
                    if val not in allowed[k]:
                        raise bad(f"object {i}: {k} {val!r} is not of the type ({', '.join(allowed[k])})")
            attrs.append((k, dist))
        out.append(SceneObject(float(o["x"]), float(o["y"]), tuple(attrs), image))
    return Scene(sid, label, tuple(out))


def parse_scenes(records: Iterable[Any], name: str, span: Span | None = None, *,
                 allowed: Mapping[str, tuple[str, ...]] | None = None, grouping: Grouping | None = None,
                 where: Iterable[str] | None = None, perception: Perception | None = None) -> SceneSet:
    """A :class:`SceneSet` from decoded records; duplicate ids are errors."""
    scenes, seen = [], {}
    wheres = iter(where) if where is not None else None
    for i, r in enumerate(records):
        w = next(wheres) if wheres is not None else f"{name}[{i}]"
        s = parse_scene(r, w, span, allowed, perception)
        if s.id in seen:
            raise DataError(f"{w}: duplicate scene id {s.id!r} (first at {seen[s.id]})", span)
        seen[s.id] = w
        scenes.append(s)
    return SceneSet(name, tuple(scenes), grouping, span, perception)


def load_scene_file(path: Path, name: str, span: Span | None, *, allowed=None, grouping=None,
                    max_bytes: int | None = None, perception: Perception | None = None) -> SceneSet:
    """Scenes from a JSONL file, one per line; bad lines are errors naming ``file:line``."""
    from ...neural.data import read_jsonl

    records, wheres = [], []
    for where, _, record in read_jsonl(path, span, what="scene file", max_bytes=max_bytes):
        records.append(record)
        wheres.append(where)
    return parse_scenes(records, name, span, allowed=allowed, grouping=grouping, where=wheres, perception=perception)


def grouping_option(value, span: Span | None) -> Grouping | None:
    """``grouping=lines(eps=0.02, max_gap=0.12, min_size=3, max_groups=6)`` (an AST term) or
    ``none``; a dict from Python."""
    from ...syntax import ast

    if value is None:
        return None
    if isinstance(value, Grouping):
        return value
    if isinstance(value, Mapping):
        items = dict(value)
    elif isinstance(value, ast.Atom) and value.name in ("none", "lines"):
        return None if value.name == "none" else Grouping()
    elif isinstance(value, ast.Compound) and value.functor == "lines":
        items = {}
        for a in value.args:
            if not (isinstance(a, ast.Compound) and a.functor == "=" and isinstance(a.args[0], ast.Atom)
                    and isinstance(a.args[1], (ast.Number, ast.Atom))):
                raise DirectiveError("lines(...) takes key=value options, e.g. lines(eps=0.02)", a.span or span)
            v = a.args[1]
            items[a.args[0].name] = v.value if isinstance(v, ast.Number) else {"true": True, "false": False}.get(
                v.name, v.name)
    else:
        raise DirectiveError("grouping is lines(eps=..., max_gap=..., min_size=..., max_groups=...) or none", span)
    known = {f: type(getattr(Grouping(), f)) for f in Grouping.__dataclass_fields__}
    out = {}
    for k, v in items.items():
        if k not in known:
            raise DirectiveError(f"unknown grouping option '{k}'; options: {', '.join(known)}", span)
        t = known[k]
        if t is bool:
            ok = isinstance(v, bool)
        elif t is int:
            ok = isinstance(v, int) and not isinstance(v, bool) and v >= 1
        else:
            ok = _number(v) and v > 0
        if not ok:
            raise DirectiveError(f"grouping option {k} must be a positive {t.__name__}, not {v!r}", span)
        out[k] = float(v) if t is float else v
    if "min_size" in out and out["min_size"] < 2:
        raise DirectiveError("grouping option min_size must be at least 2", span)
    return Grouping(**out)


def perception_option(images, networks, span: Span | None, domains: Mapping[str, tuple[str, ...]] | None
                      ) -> Perception | None:
    """``images=crops, networks=[color=color_net, shape=shape_net]`` (AST terms, or from Python a
    name and a dict) as a :class:`Perception`; ``domains`` maps each attribute to the values its
    network chooses from (its mode's ``#type``, else the ``#type`` named after it)."""
    from ...syntax import ast

    if images is None and networks is None:
        return None
    if images is None or networks is None:
        raise DirectiveError("learned perception takes both images=SOURCE (a #tensors source) and "
                             "networks=[attribute=network, ...]", span)
    if isinstance(images, ast.Atom):
        images = images.name
    if not isinstance(images, str) or not images:
        raise DirectiveError("images= names a #tensors source: images=crops", span)
    pairs = []
    if isinstance(networks, Mapping):
        pairs = [(k, v) for k, v in networks.items()]
    elif isinstance(networks, ast.ListTerm) and networks.tail is None:
        for item in networks.items:
            if not (isinstance(item, ast.Compound) and item.functor == "=" and
                    all(isinstance(a, ast.Atom) for a in item.args)):
                raise DirectiveError("networks= lists attribute=network pairs: networks=[color=color_net]",
                                     item.span or span)
            pairs.append((item.args[0].name, item.args[1].name))
    if not pairs or not all(isinstance(k, str) and isinstance(v, str) and k and v for k, v in pairs):
        raise DirectiveError("networks= lists attribute=network pairs: networks=[color=color_net]", span)
    out = []
    for attr, net in pairs:
        if attr in RESERVED or not attr.isidentifier() or not attr[0].islower():
            raise DirectiveError(f"networks=: {attr!r} is not an attribute name", span)
        domain = tuple(v for v in (domains or {}).get(attr, ()) if v != "line")  # line: groups only
        if not domain:
            raise DirectiveError(f"networks=: attribute {attr} has no #type of values for {net} to choose from; "
                                 f"declare #type({attr}, [...])", span)
        out.append((attr, net, domain))
    if len({a for a, _, _ in out}) != len(out):
        raise DirectiveError("networks= names an attribute twice", span)
    return Perception(images, tuple(out))


def perceive(program, data: SceneSet) -> SceneSet:
    """``data`` with every image read: each perceived attribute becomes the probability map its
    network gives the crop (evaluated once, in eval mode, without gradients): the annotated
    disjunction the ``nn`` fact denotes, so the batched scorer and exact inference on it equal
    queries through the networks. A missing network or tensor source is a located error at the
    dataset's declaration."""
    from ...errors import NetworkError
    from ...logic.terms import Struct
    from ...neural.networks import run_network

    perception = data.perception
    if perception is None:
        return data
    wanted = sorted({o.image for s in data.scenes for o in s.objects if o.image is not None})
    program.materialise_declarations()
    if perception.source not in program.tensors:
        raise DataError(f"dataset '{data.name}': images come from tensor source '{perception.source}', which the "
                        f"program does not declare (#tensors({perception.source}, npz(...)))", data.span)
    read: dict[str, dict[int, tuple[tuple[str, float], ...]]] = {}
    if wanted:
        import torch

        rows = [(Struct("tensor", (Struct(perception.source, (i,)),)),) for i in wanted]
        for attr, name, domain in perception.networks:
            try:
                net = program.network(name, data.span)
            except NesyError as e:
                raise NetworkError(f"dataset '{data.name}': attribute {attr} is read by network '{name}': "
                                   f"{e.message}", data.span) from None
            was_training = net.module.training
            net.module.eval()
            try:
                with torch.no_grad():
                    probs = run_network(net, name, rows, program, categorical=True, span=data.span).exp()
            finally:
                net.module.train(was_training)
            if probs.shape[1] != len(domain):
                raise NetworkError(f"network '{name}' gives {probs.shape[1]} outputs; attribute {attr} has "
                                   f"{len(domain)} values ({', '.join(domain)})", data.span)
            probs = probs.double()
            probs = probs / probs.sum(dim=1, keepdim=True)
            read[attr] = {i: tuple(zip(domain, map(float, row))) for i, row in zip(wanted, probs.tolist())}
    scenes = []
    for s in data.scenes:
        objs = []
        for o in s.objects:
            if o.image is not None:
                attrs = dict(o.attributes)
                attrs.update((a, read[a][o.image]) for a in read)
                o = SceneObject(o.x, o.y, tuple(sorted(attrs.items())))
            objs.append(o)
        scenes.append(Scene(s.id, s.label, tuple(objs)))
    return SceneSet(data.name, tuple(scenes), data.grouping, data.span)


# ---- bins ------------------------------------------------------------------------------------

# the binned relations a scene emits (the field of :class:`Bins` that sizes each)
BINNED = ("rho", "phi", "slope", "angle")


@dataclass(frozen=True)
class Bins:
    """Bin counts (0: the type is not declared, no facts)."""

    rho: int = 0
    phi: int = 0
    slope: int = 0
    angle: int = 0
    # phi and slope bins centred on 0° (bin k covers k·w ± w/2) instead of starting there (the
    # issue's and the paper's bins): an option, off by default (nesy_pi's ``centred_bins``)
    centred: bool = False
    # or the phi / slope bins shifted back by these fractions of a bin (bin k covers
    # [(k - s)·w, (k + 1 - s)·w)); nesy_pi's ``auto_bins`` chooses them from the training scenes
    phi_shift: float = 0.0
    slope_shift: float = 0.0

    def shift(self, kind: str) -> float:
        """The fraction of a bin the ``phi``/``slope`` bins are moved back (0: from 0°)."""
        return 0.5 if self.centred else {"phi": self.phi_shift, "slope": self.slope_shift}.get(kind, 0.0)

    # Each relation's position in bin units (bin k holds [k, k + 1)), and its bin: the floor,
    # the last bin holding what lies beyond (rho's far distances, the angle's 90°). The positions
    # are what nesy_pi's ``specific_interval`` measures.
    def rho_pos(self, d: float) -> float:
        return d * self.rho

    def rho_bin(self, d: float) -> int:
        return min(self.rho - 1, int(math.floor(self.rho_pos(d))))

    def phi_pos(self, xa: float, ya: float, xb: float, yb: float) -> float:
        w = 360.0 / self.phi
        return ((math.degrees(math.atan2(yb - ya, xb - xa)) + self.shift("phi") * w) % 360.0) / w

    def phi_bin(self, xa: float, ya: float, xb: float, yb: float) -> int:
        return min(self.phi - 1, int(math.floor(self.phi_pos(xa, ya, xb, yb))))

    def slope_pos(self, angle: float) -> float:
        w = 180.0 / self.slope
        return ((angle + self.shift("slope") * w) % 180.0) / w

    def slope_bin(self, angle: float) -> int:
        return min(self.slope - 1, int(math.floor(self.slope_pos(angle))))

    def angle_pos(self, slope_a: float, slope_b: float) -> float:
        """The angle between two lines of slopes ``slope_a``, ``slope_b`` (degrees): the smaller
        of the two angles they make, in [0°, 90°], in bin units."""
        d = abs(slope_a - slope_b) % 180.0
        return min(d, 180.0 - d) / (90.0 / self.angle)

    def angle_bin(self, slope_a: float, slope_b: float) -> int:
        """The bin of :meth:`angle_pos`; 90° falls in the last bin."""
        return min(self.angle - 1, int(math.floor(self.angle_pos(slope_a, slope_b))))

    def interval(self, kind: str, k: int) -> tuple[float, float]:
        """The half-open interval of bin ``k`` (table widths for rho, degrees otherwise; the
        last angle bin also holds 90°)."""
        n = getattr(self, kind)
        width = {"rho": 1.0, "phi": 360.0, "slope": 180.0, "angle": 90.0}[kind] / n
        if kind in ("phi", "slope") and self.shift(kind):  # bin 0 wraps: [-s·w, (1 - s)·w)
            return ((k - self.shift(kind)) * width, (k + 1 - self.shift(kind)) * width)
        return (k * width, (k + 1) * width if not (kind == "rho" and k == n - 1) else math.inf)


def auto_shifts(scenes: Iterable[Scene], grouping: Grouping | None, bins: Bins, steps: int = 16) -> Bins:
    """``bins`` with the phi and slope bins shifted (by one of ``steps`` fractions of a bin) so
    that the fewest of the scenes' line slopes, and of their entity pairs' directions, lie within
    1/8 of a bin of an edge (ties: the smallest shift; labels are not read). A measurement near
    an edge takes either bin by its noise: fitted lines are off by 1-2° (session 18)."""
    slopes, dirs = [], []
    for sc in scenes:
        ents = entities(sc, grouping)
        slopes += [e.slope for e in ents if e.slope is not None]
        dirs += [math.degrees(math.atan2(b.y - a.y, b.x - a.x)) % 360.0 for a in ents for b in ents if a is not b]
    out = {}
    for kind, vals, full in (("phi", dirs, 360.0), ("slope", slopes, 180.0)):
        n = getattr(bins, kind)
        if not n or not vals:
            continue
        w, v = full / n, np.array(vals)

        def near(s):
            r = (v + s * w) % w
            return int(np.sum(np.minimum(r, w - r) < w / 8))
        out[f"{kind}_shift"] = min((near(k / steps), k) for k in range(steps))[1] / steps
    return dataclasses.replace(bins, **out)


def bins_of(bias) -> Bins:
    """The bins a program declares with ``#type(rho, [0..19])`` etc.: each type must be the
    integers 0..n-1."""
    out = {}
    for kind in BINNED:
        for name, vals in bias.types:
            if name == kind:
                if list(vals) != list(range(len(vals))):
                    raise DirectiveError(f"#type({kind}, ...) must list the bins 0..n-1, e.g. [0..19]")
                out[kind] = len(vals)
    return Bins(**out)


# ---- entities (grouping) ---------------------------------------------------------------------

@dataclass(frozen=True)
class Entity:
    """An object or a line group of a scene, as the facts name it."""

    term: str  # o(s1,0) or g(s1,0)
    x: float
    y: float
    attributes: tuple[tuple[str, tuple[tuple[str, float], ...]], ...]
    members: tuple[int, ...] = ()
    slope: float | None = None  # degrees in [0, 180), groups only
    image: int | None = None


def _fit(points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Least-squares line (total least squares): a point on it and a unit direction."""
    c = points.mean(axis=0)
    if len(points) < 2:
        return c, np.array([1.0, 0.0])
    _, _, vt = np.linalg.svd(points - c)
    d = vt[0]
    if d[0] < 0 or (d[0] == 0 and d[1] < 0):
        d = -d
    return c, d


def _line_members(pts: np.ndarray, seed: tuple[int, int], g: Grouping) -> tuple[int, ...] | None:
    i, j = seed
    c = pts[i]
    d = pts[j] - pts[i]
    norm = float(np.hypot(*d))
    if norm == 0:
        return None
    d = d / norm
    members = (i, j)
    for _ in range(10):
        rel = pts - c
        dist = np.abs(rel[:, 0] * d[1] - rel[:, 1] * d[0])
        near = set(np.nonzero(dist <= g.eps)[0].tolist()) | {i, j}
        proj = sorted(near, key=lambda k: (float(rel[k] @ d), k))
        # the seed's run: split where consecutive members are more than max_gap apart
        runs, run = [], [proj[0]]
        for a, b in zip(proj, proj[1:]):
            if float((pts[b] - pts[a]) @ d) > g.max_gap:
                runs.append(run)
                run = []
            run.append(b)
        runs.append(run)
        keep = next((r for r in runs if i in r), None)
        if keep is None or j not in keep:
            return None
        new = tuple(sorted(keep))
        if new == members:
            break
        members = new
        c, d = _fit(pts[list(members)])
    if g.even_spacing and len(members) > 2:
        c, d = _fit(pts[list(members)])
        p = np.sort((pts[list(members)] - c) @ d)
        gaps = np.diff(p)
        if gaps.max() - gaps.min() > 2 * g.eps:
            return None
    return members


def line_groups(pts: np.ndarray, g: Grouping) -> tuple[list[tuple[int, ...]], int]:
    """The line groups of a scene's positions: (groups, number of seeds tried)."""
    n = len(pts)
    seeds = list(itertools.combinations(range(n), 2))
    found = []
    for s in seeds:
        m = _line_members(pts, s, g)
        if m is not None and len(m) >= g.min_size and m not in found:
            found.append(m)
    found = [m for m in found if not any(set(m) < set(o) for o in found)]
    found.sort(key=lambda m: (-len(m), m))
    # objects may sit on two lines (a corner): each group keeps them; no group repeats another
    return found, len(seeds)


def entities(scene: Scene, grouping: Grouping | None) -> list[Entity]:
    """The entities of a scene: its objects, or with grouping its line groups (largest first)
    and the objects in none, at most ``max_groups``."""
    sid = _atom(scene.id)
    if grouping is None:
        return [Entity(f"o({sid},{i})", o.x, o.y, o.attributes, image=o.image) for i, o in enumerate(scene.objects)]
    pts = np.array([[o.x, o.y] for o in scene.objects], dtype=float).reshape(-1, 2)
    groups, _ = line_groups(pts, grouping)
    out = []
    grouped = set()
    for k, m in enumerate(groups):
        c, d = _fit(pts[list(m)])
        angle = math.degrees(math.atan2(d[1], d[0])) % 180.0
        out.append(Entity(f"g({sid},{k})", float(c[0]), float(c[1]), (("shape", (("line", 1.0),)),), m, angle))
        grouped |= set(m)
    for i, o in enumerate(scene.objects):
        if i not in grouped:
            out.append(Entity(f"o({sid},{i})", o.x, o.y, o.attributes, (i,), image=o.image))
    return out[:grouping.max_groups]


# ---- facts -----------------------------------------------------------------------------------

def _atom(name: str) -> str:
    from ...logic.terms import atom_str

    return atom_str(name)


def _num(v: float) -> str:
    return repr(round(float(v), 6))


def entity_relations(ents: list[Entity], bins: Bins) -> dict[str, np.ndarray]:
    """rho/phi bins between ordered pairs of distinct entities, angle bins between pairs of
    distinct line groups (-1 on the diagonal and where either entity is not a line)."""
    n = len(ents)
    out = {}
    if bins.rho:
        r = np.full((n, n), -1, dtype=int)
        for a, b in itertools.permutations(range(n), 2):
            r[a, b] = bins.rho_bin(math.hypot(ents[b].x - ents[a].x, ents[b].y - ents[a].y))
        out["rho"] = r
    if bins.phi:
        p = np.full((n, n), -1, dtype=int)
        for a, b in itertools.permutations(range(n), 2):
            p[a, b] = bins.phi_bin(ents[a].x, ents[a].y, ents[b].x, ents[b].y)
        out["phi"] = p
    if bins.angle:
        g = np.full((n, n), -1, dtype=int)
        for a, b in itertools.permutations(range(n), 2):
            if ents[a].slope is not None and ents[b].slope is not None:
                g[a, b] = bins.angle_bin(ents[a].slope, ents[b].slope)
        out["angle"] = g
    return out


def scene_facts(scenes: Iterable[Scene], bins: Bins, grouping: Grouping | None = None,
                perception: Perception | None = None) -> str:
    """The program text of scenes' facts (labels are not facts: they are the examples). With
    ``perception``, an object's image gives one ``nn`` annotated disjunction per perceived
    attribute (the program declares the networks and the tensor source).

    >>> s = Scene("s1", 1.0, (SceneObject(0.1, 0.1, (("color", (("red", 0.8), ("blue", 0.2))),)),
    ...                       SceneObject(0.3, 0.1, ())))
    >>> print(scene_facts([s], Bins(rho=4)))
    in(o(s1,0), s1).
    pos(o(s1,0), 0.1, 0.1).
    0.8::color(o(s1,0), red); 0.2::color(o(s1,0), blue).
    in(o(s1,1), s1).
    pos(o(s1,1), 0.3, 0.1).
    rho(o(s1,0), o(s1,1), 0).
    rho(o(s1,1), o(s1,0), 0).
    """
    lines = []
    for scene in scenes:
        sid = _atom(scene.id)
        ents = entities(scene, grouping)
        for e in ents:
            lines.append(f"in({e.term}, {sid}).")
            lines.append(f"pos({e.term}, {_num(e.x)}, {_num(e.y)}).")
            for k, dist in e.attributes:
                if len(dist) == 1 and dist[0][1] == 1.0:
                    lines.append(f"{k}({e.term}, {_atom(dist[0][0])}).")
                else:
                    # 12 digits: a network's distribution, rounded to 6, could sum above 1
                    lines.append("; ".join(f"{round(p, 12)!r}::{k}({e.term}, {_atom(v)})" for v, p in dist) + ".")
            if e.image is not None and perception is not None:
                for k, net, domain in perception.networks:
                    lines.append(f"nn({_atom(net)}, [tensor({_atom(perception.source)}({e.image}))], V, "
                                 f"[{', '.join(_atom(v) for v in domain)}]) :: {k}({e.term}, V).")
            if e.slope is not None and bins.slope:
                lines.append(f"slope({e.term}, {bins.slope_bin(e.slope)}).")
        rel = entity_relations(ents, bins)
        for kind, m in rel.items():
            for a, b in itertools.permutations(range(len(ents)), 2):
                if m[a, b] >= 0:  # angle: pairs of lines only
                    lines.append(f"{kind}({ents[a].term}, {ents[b].term}, {m[a, b]}).")
    return "\n".join(lines)
