"""Which torch devices this machine has, so that a ``device=`` option is checked when the
program is loaded (a located error naming the devices available) rather than failing inside
torch after the data is loaded.

torch is imported only for a device other than ``cpu``.

>>> device_problem("cpu") is None
True
>>> device_problem("tpu")
"unknown device 'tpu'; devices are cpu, cuda, cuda:N and mps"
"""
from __future__ import annotations

import re
from typing import Any

__all__ = ["available_devices", "device_problem"]

_DEVICE = re.compile(r"(cuda(:\d+)?|mps)\Z")


def available_devices() -> list[str]:
    """The devices torch can use here: ``cpu``, then ``cuda`` and ``cuda:N`` for each GPU,
    then ``mps`` on Apple silicon."""
    import torch

    devices = ["cpu"]
    if torch.cuda.is_available():
        devices += ["cuda"] + [f"cuda:{i}" for i in range(torch.cuda.device_count())]
    mps = getattr(torch.backends, "mps", None)
    if mps is not None and mps.is_available():
        devices.append("mps")
    return devices


def device_problem(value: Any) -> str | None:
    """None when ``value`` names a device this machine has, else the message of the error."""
    name = str(value)
    if name == "cpu":
        return None
    if not _DEVICE.match(name):
        return f"unknown device '{name}'; devices are cpu, cuda, cuda:N and mps"
    available = available_devices()
    if name in available:
        return None
    import torch

    if name.startswith("cuda") and torch.version.cuda is None:
        why = f"this torch ({torch.__version__}) is a CPU-only build"
    elif name.startswith("cuda") and torch.cuda.is_available():
        why = f"this machine has {torch.cuda.device_count()} GPU(s)"
    else:
        why = "this machine has no such device"
    return f"device '{name}' is not available: {why}; available: {', '.join(available)}"
