"""Test settings: every test gets its own empty on-disk template cache, so tests neither read
nor write the user's cache and counts of compiled templates do not depend on test order."""
import pytest


@pytest.fixture(autouse=True)
def _fresh_template_cache(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path_factory.mktemp("template-cache")))


@pytest.fixture
def one_torch_thread():
    """One torch thread for the test: fast and deterministic on small CI machines (use with
    ``pytestmark = pytest.mark.usefixtures("one_torch_thread")``)."""
    import torch

    previous = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(previous)
