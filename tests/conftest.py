"""Test-session settings: compiled templates go to a fresh temporary disk cache, so tests
neither read nor write the user's cache and counts of compiled templates are deterministic."""
import os
import tempfile

os.environ["NESYLANG_CACHE"] = tempfile.mkdtemp(prefix="nesylang-test-cache-")
