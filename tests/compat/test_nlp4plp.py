"""library(nlp4plp): ProbLog 2.3's library for probability problems stated in words (Dries et
al., 2017), shipped as ``stdlib/nlp4plp.nesy``.

The library is ProbLog's own code (Apache License 2.0, KU Leuven), not a rewrite: ProbLog's
``library/nlp4plp.pl`` consults ``nlp4plp.d/meta_prob.pl``, which consults nine more files; the
shipped file is that tree with each ``:- consult(F).`` replaced by F's text, under a header.
:func:`flatten` does this, and the first test checks, when ProbLog is installed, that the
shipped file is exactly the flattening of the installed ProbLog's files. The answers are checked
by ``test_compat.py`` (``tests/compat/programs/nlp4plp_*.pl``, problems written for these tests).
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from nesylang.resources import stdlib_path

HEADER = """\
% library(nlp4plp): ProbLog 2.3's library for probability problems stated in words (Dries,
% Kimmig, Davis, Belle and De Raedt, "Solving Probability Problems in Natural Language",
% IJCAI 2017). Load with  :- use_module(library(nlp4plp)).
% This is ProbLog's own code, copyright 2017 KU Leuven, DTAI Research Group, under the Apache
% License, Version 2.0 (https://www.apache.org/licenses/LICENSE-2.0; each file's notice is kept
% below). Made from ProbLog 2.3.0's problog/library/nlp4plp.d by replacing each consult
% directive with the text of the file it consults (tests/compat/test_nlp4plp.py, flatten); no
% other change.
"""
_CONSULT = re.compile(r"^:- consult\((\w+)\)\.[ \t]*$", re.MULTILINE)


def flatten(folder: Path, name: str = "meta_prob") -> str:
    """``folder/name.pl`` with every ``:- consult(F).`` line replaced by ``folder/F.pl``'s
    flattened text, in place, as ProbLog loads a consulted file where the directive stands."""
    text = (folder / f"{name}.pl").read_text(encoding="utf-8")
    return _CONSULT.sub(lambda m: f"% ---- {m.group(1)}.pl\n" + flatten(folder, m.group(1)).rstrip("\n"), text)


def shipped() -> str:
    path = stdlib_path("nlp4plp")
    assert path is not None, "stdlib/nlp4plp.nesy is missing"
    return path.read_text(encoding="utf-8")


def test_the_shipped_library_is_problogs_own_code_flattened():
    problog = pytest.importorskip("problog")
    folder = Path(problog.__file__).parent / "library" / "nlp4plp.d"
    assert shipped() == HEADER + "% ---- meta_prob.pl\n" + flatten(folder)


def test_every_consult_was_inlined_once():
    text = shipped()
    assert ":- consult(" not in text
    inlined = re.findall(r"^% ---- (\w+)\.pl$", text, re.MULTILINE)
    assert sorted(inlined) == sorted({"meta_prob", "terms_to_predicates", "histograms", "setup_aux",
                                      "input_interface", "property_based_merging", "constraints",
                                      "probabilistic_drawing", "multiset_constraints", "ge_solver_sparse"})


def _answers(text: str, tmp_path: Path) -> dict[str, float]:
    from nesylang.session import Program

    path = tmp_path / "problem.pl"
    path.write_text(":- use_module(library(nlp4plp)).\n" + text, encoding="utf-8")
    return {str(a.atom): a.probability for a in Program.from_file(path, autoload=False).run_queries()}


def test_drawing_without_replacement_by_hand(tmp_path):
    # 5 red of 8 balls, two drawn without replacement: both red with 5/8 * 4/7
    got = _answers("group(balls).\nsize(balls, 8).\nproperty(color, [red, blue]).\n"
                   "given(exactly(5, balls, red)).\ntake(balls, drawn, 2).\n"
                   "probability(exactly(2, drawn, red)).\n", tmp_path)
    assert got == pytest.approx({"exactly(2,drawn,red)": 5 / 8 * 4 / 7}, abs=1e-12)


def test_observation_conditions_the_answer_by_hand(tmp_path):
    # 3 red of 8, two drawn; given at least one red, both red: C(3,2) / (C(8,2) - C(5,2)) = 3 / 18
    got = _answers("group(balls).\nsize(balls, 8).\nproperty(color, [red, blue]).\n"
                   "given(exactly(3, balls, red)).\ntake(balls, drawn, 2).\n"
                   "observe(atleast(1, drawn, red)).\nprobability(exactly(2, drawn, red)).\n", tmp_path)
    assert got == pytest.approx({"exactly(2,drawn,red)": 3 / 18}, abs=1e-12)


def test_the_library_is_not_autoloaded_and_gives_no_hints():
    # it defines common names (size/2, union/2, and/2, all/2): a program that calls them
    # undefined means something else
    from nesylang.program.autoload import autoloadable, library_index

    assert all(lib != "nlp4plp" for lib, _ in library_index(explicit=True).values())
    assert autoloadable(("size", 2)) is None
