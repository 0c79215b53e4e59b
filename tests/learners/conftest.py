"""Shared fixtures of the learner tests."""
from __future__ import annotations

import pytest


@pytest.fixture
def one_thread():
    """Torch on one thread for the test (deterministic float sums), restored after."""
    import torch

    previous = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(previous)
