"""`nesy check` / `Program.check()` checks every `#network` spec, used or not, as building it
would, and without importing torch (the user trial found a bad spec passing until a query
first named the network)."""
import subprocess
import sys

import pytest

import nesylang
from nesylang.errors import DirectiveError, NetworkError


@pytest.mark.parametrize("spec, message", [
    ("mlp(input=4, output=2, hidden=foo)", "hidden must be positive integers"),
    ("mlp(input=4)", "mlp(...) needs output=..."),
    ("mlp(input=4, output=2, width=3)", "unknown option(s) for mlp: width"),
    ("cnn(size=0, output=10)", "size must be positive integers"),
    ("rnn(input=4)", "unknown network family 'rnn'"),
    ("mlp(input=4, output=2, k=0)", "k= takes a positive integer"),
    ('mlp(input=4, output=2, weights=3)', "weights= takes a file name"),
    ("python(nomodule)", 'python(...) needs "module:Class"'),
    ("copy(1)", "copy(...) takes the name of another network"),
    ("mlp(input=100000, hidden=[100000, 100000], output=2)", "GiB"),
])
def test_a_bad_spec_of_an_unused_network_fails_check_at_its_declaration(tmp_path, spec, message):
    path = tmp_path / "p.nesy"
    path.write_text(f"a.\n#network(n, {spec}).\nquery(a).\n")
    program = nesylang.Program.from_file(path)
    with pytest.raises((DirectiveError, NetworkError)) as info:
        program.check()
    assert message in info.value.message
    assert (info.value.filename, info.value.line, info.value.column) == (str(path), 2, 1)


def test_good_specs_pass_check_without_importing_torch(tmp_path):
    path = tmp_path / "p.nesy"
    path.write_text('a.\n#network(n, mlp(input=4, output=2, hidden=[8, 4], lr=0.01, k=2)).\n'
                    '#network(c, cnn(size=8, output=10)).\n#network(m, python("pkg.mod:Net", hidden=3)).\n'
                    '#network(d, copy(n)).\nquery(a).\n')
    code = ("import sys, nesylang; p = nesylang.Program.from_file(sys.argv[1]); p.check(); print('ok');"
            " print('torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["ok", "False"]


def test_nesy_check_reports_the_bad_spec(tmp_path):
    path = tmp_path / "p.nesy"
    path.write_text("a.\n#network(n, mlp(input=4, output=2, hidden=foo)).\nquery(a).\n")
    out = subprocess.run([sys.executable, "-m", "nesylang", "check", str(path)], capture_output=True, text=True)
    assert out.returncode == 1
    assert f"{path}:2:1: error: hidden must be positive integers" in out.stderr + out.stdout
