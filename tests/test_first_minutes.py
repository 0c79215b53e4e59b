"""The first ten minutes with nesylang (issue 13, section 4): mistakes that depend on the machine
fail at load time with a location, the command line does what a newcomer types, and long jobs
say something at once."""
from __future__ import annotations

import io
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

import nesylang
from nesylang import cli
from nesylang.errors import DirectiveError

ROOT = Path(__file__).resolve().parent.parent


def _run_cli(argv, cwd, monkeypatch) -> tuple[int, str, str]:
    monkeypatch.chdir(cwd)
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            status = cli.main(argv)
        except SystemExit as e:
            status = e.code
    return status, out.getvalue(), err.getvalue()


# ---- devices and plots are checked when the program is loaded ---------------------------------

def test_an_unknown_device_is_a_located_error_at_load_time():
    with pytest.raises(DirectiveError) as info:
        nesylang.Program.from_string("t(0.5)::coin.\n#learn coin/0 using exact(epochs=1, device=tpu).",
                                     name="m.nesy")
    e = info.value
    assert (e.line, e.column) == (2, 37)
    assert "unknown device 'tpu'" in e.message and "cpu" in e.message


def test_cuda_without_a_gpu_is_a_located_error_that_says_what_is_available(monkeypatch):
    torch = pytest.importorskip("torch")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.version, "cuda", None)
    for learner in ("exact", "exal"):
        with pytest.raises(DirectiveError) as info:
            nesylang.Program.from_string(f"t(0.5)::coin.\n#learn coin/0 using {learner}(device=cuda).",
                                         name="m.nesy")
        assert info.value.line == 2
        assert "device 'cuda' is not available" in info.value.message
        assert "CPU-only" in info.value.message and "available: cpu" in info.value.message


def test_nesy_check_reports_a_bad_device(tmp_path, monkeypatch):
    (tmp_path / "m.nesy").write_text("t(0.5)::coin.\n#learn coin/0 using exact(device=tpu).\n")
    status, out, err = _run_cli(["check", "m.nesy"], tmp_path, monkeypatch)
    assert status == 1 and "ok" not in out
    assert err.startswith("m.nesy:2:27: error: unknown device 'tpu'") and "Traceback" not in err


def test_plot_without_matplotlib_fails_at_load_time(monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # find_spec then finds nothing
    with pytest.raises(DirectiveError) as info:
        nesylang.Program.from_string('t(0.5)::coin.\n#learn coin/0 using exact(plot="loss.png").', name="m.nesy")
    assert info.value.line == 2 and "plot= needs matplotlib" in info.value.message


def test_cpu_and_plot_load_when_available():
    pytest.importorskip("matplotlib")
    nesylang.Program.from_string('t(0.5)::coin.\n#learn coin/0 using exact(device=cpu, plot="p.png").')


# ---- the command line ---------------------------------------------------------------------------

def test_nesy_file_is_nesy_run_file(tmp_path, monkeypatch):
    (tmp_path / "m.nesy").write_text("0.3::rain.\nquery(rain).\n")
    assert _run_cli(["m.nesy"], tmp_path, monkeypatch) == _run_cli(["run", "m.nesy"], tmp_path, monkeypatch)
    assert _run_cli(["m.nesy", "--format", "json"], tmp_path, monkeypatch)[1] == '{"rain": 0.3}\n'
    status, _, err = _run_cli(["missing.nesy"], tmp_path, monkeypatch)
    assert status == 1 and "missing.nesy" in err and "Traceback" not in err
    status, _, err = _run_cli(["qeury", "m.nesy"], tmp_path, monkeypatch)  # a typo stays a usage error
    assert status == 2 and "invalid choice" in err


def test_a_learning_run_says_so_before_it_starts(tmp_path, monkeypatch):
    """Training is silent for seconds (importing torch, loading data, compiling); `nesy run`
    says what it is doing first, on standard error."""
    (tmp_path / "m.nesy").write_text("t(0.5)::coin.\n#learn coin/0 using exact(data=nothing).\n")
    status, out, err = _run_cli(["run", "m.nesy"], tmp_path, monkeypatch)
    assert err.splitlines()[0] == "% learning with exact (m.nesy:2)..."
    assert status == 1  # the dataset does not exist: the error follows


def test_make_data_without_scikit_learn_says_what_to_install():
    script = ROOT / "examples" / "addition" / "make_data.py"
    code = ("import runpy, sys; sys.modules['sklearn'] = None; sys.argv = ['make_data.py']; "
            f"runpy.run_path({str(script)!r}, run_name='__main__')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "needs scikit-learn" in done.stderr and "pip install" in done.stderr
    assert "Traceback" not in done.stderr


# ---- the REPL ------------------------------------------------------------------------------------

def test_save_into_a_missing_folder_is_a_clean_error_and_creates_nothing(tmp_path):
    pytest.importorskip("torch")
    from nesylang.repl.shell import Repl

    out, err = io.StringIO(), io.StringIO()
    repl = Repl(out=out, err=err)
    target = tmp_path / "missing" / "dir" / "x.pt"
    assert not repl.execute(f":save {target}")
    assert "does not exist" in err.getvalue() and "Traceback" not in err.getvalue()
    assert len(err.getvalue().strip().splitlines()) == 1
    assert not (tmp_path / "missing").exists()


# ---- the loss plot ------------------------------------------------------------------------------

def test_a_one_epoch_plot_has_whole_epoch_ticks(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    from nesylang.neural.training import EpochRecord, History

    figures = []
    real_close = plt.close
    monkeypatch.setattr(plt, "close", lambda fig=None: figures.append(fig))
    History(epochs=[EpochRecord(1, 0.5, 1.0, 10.0, 1)]).plot(tmp_path / "loss.png")
    ax = figures[0].axes[0]
    low, high = ax.get_xlim()
    ticks = [t for t in ax.get_xticks() if low <= t <= high]
    assert ticks and all(float(t).is_integer() for t in ticks), ticks
    real_close(figures[0])
