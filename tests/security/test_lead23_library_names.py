"""A library name names a file of the standard library folder and nothing else: before,
``library('../../../x')`` loaded any ``.nesy`` file on the machine, past the rule that a program
file reads nothing outside its directory."""
import pytest

from nesylang.errors import NesyError
from nesylang.resources import stdlib_path
from nesylang.session import Program


@pytest.mark.parametrize("how", ["relative", "absolute"])
def test_a_library_name_cannot_reach_outside_the_stdlib(tmp_path, how):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "secret.nesy").write_text("secret(42).\n")
    home = tmp_path / "prog"
    home.mkdir()
    target = outside / "secret"
    if how == "relative":  # enough ../ to reach the root from the stdlib folder, then down again
        name = "../" * (len(stdlib_path("lists").parent.resolve().parts) + 1) + str(target).lstrip("/")
    else:
        name = str(target)
    src = home / "p.pl"
    src.write_text(f":- use_module(library('{name}')).\nquery(secret(X)).\n")
    with pytest.raises(NesyError) as info:
        Program.from_file(src)
    assert "unknown library" in info.value.message
    assert info.value.span is not None and info.value.span.line == 1


def test_plain_library_names_still_load():
    assert stdlib_path("lists") is not None and stdlib_path("lists.nesy") is None
    assert {a.atom: a.probability for a in
            Program.from_string(":- use_module(library(lists)).\nquery(last([1, 2], X)).\n").run_queries()} \
        == {"last([1, 2],2)": 1.0}
