"""Test settings: every test gets its own empty on-disk template cache, so tests neither read
nor write the user's cache and counts of compiled templates do not depend on test order."""
import pytest


@pytest.fixture(autouse=True)
def _fresh_template_cache(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("NESYLANG_CACHE", str(tmp_path_factory.mktemp("template-cache")))
