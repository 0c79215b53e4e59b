"""Session 18 diagnosis (nesypi18): one letter, one seed, run as run_letter does; then the
test and robustness scores split by glyph (upper/lower case positives, the negative glyphs
accepted). Usage: python benchmarks/nesypi18_diag.py LETTER SEED [OPTION=JSON ...]"""
from __future__ import annotations

import collections
import json
import sys
import time

import torch

sys.path.insert(0, __import__("os").path.dirname(__file__))
import nesy_pi as B  # noqa: E402
from nesy_pi import generate, Program, ROOT  # noqa: E402


def scenes_with_glyphs(letter, n, seed, prefix, negatives="letters"):
    glyphs = []
    orig = generate.glyph_points

    def rec(g, step=1.0):
        glyphs.append(g)
        return orig(g, step)
    generate.glyph_points = rec
    try:
        sc = generate.letter_scenes(letter, n, seed, prefix, negatives)
    finally:
        generate.glyph_points = orig
    return sc, glyphs


def centre_bins():
    """What-if (not the issue's bins): phi and slope bins centred on 0 degrees (shifted by half
    a bin), so axis-aligned strokes and relations fall mid-bin instead of on an edge."""
    import math
    from nesylang.learners.nesy_pi.scenes import Bins

    def phi_bin(self, xa, ya, xb, yb):
        w = 360.0 / self.phi
        angle = (math.degrees(math.atan2(yb - ya, xb - xa)) + w / 2) % 360.0
        return min(self.phi - 1, int(math.floor(angle / w)))

    def slope_bin(self, angle):
        w = 180.0 / self.slope
        return min(self.slope - 1, int(math.floor(((angle + w / 2) % 180.0) / w)))
    Bins.phi_bin, Bins.slope_bin = phi_bin, slope_bin


def main():
    torch.set_num_threads(1)
    if __import__("os").environ.get("NESYPI18_CENTRED"):
        centre_bins()
        print("bins centred on 0 degrees (what-if)")
    letter, seed = sys.argv[1], int(sys.argv[2])
    options = dict(B.LETTERS_SEARCH)
    for item in sys.argv[3:]:
        k, _, v = item.partition("=")
        options[k] = json.loads(v)
    p = Program.from_file(ROOT / "examples" / "kandinsky" / "letters.nesy")
    tr, gtr = scenes_with_glyphs(letter, 100, seed, "a")
    te, gte = scenes_with_glyphs(letter, 200, seed, "b")
    mi, gmi = scenes_with_glyphs(letter, 200, seed, "c", "missing")
    p.add_data("train", scenes=tr, grouping={})
    p.add_data("test", scenes=te, grouping={})
    p.add_data("missing", scenes=mi, grouping={})
    cpu = time.process_time()
    r = p.learn("nesy_pi", target="target/1", data="train", test=["test", "missing"], time_limit=120.0, **options)
    cpu = time.process_time() - cpu
    print(r.text)
    print(f"train PN {r.metric('train', 'PN'):.3f} test P {r.metric('test test', 'P'):.3f} N {r.metric('test test', 'N'):.3f} "
          f"PN {r.metric('test test', 'PN'):.3f} robust N {r.metric('test missing', 'N'):.3f} CPU {cpu:.1f}")
    ex = r.details["exact"]
    for name, sc, gl in (("train", tr, gtr), ("test", te, gte)):
        s = ex.get(name)
        if s is None:
            continue
        pos = collections.Counter(); posok = collections.Counter(); neg = collections.Counter()
        for i, (scene, g) in enumerate(zip(sc, gl)):
            if scene["label"]:
                pos[g] += 1; posok[g] += s[i] >= 0.5
            elif s[i] >= 0.5:
                neg[g] += 1
        print(name, "positives accepted:", {g: f"{posok[g]}/{pos[g]}" for g in pos}, "negatives accepted:", dict(neg.most_common()))
    print("entities N", r.metric("search", "entities N"), "scored", r.details["scored"])


if __name__ == "__main__":
    main()
