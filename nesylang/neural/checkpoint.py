"""Checkpoints: a program's learned state (network weights and learned probabilities) on disk.

:func:`save_checkpoint` writes ``{"format": "nesylang-checkpoint", "version": 1, "networks":
{name: state_dict}, "parameters": [[key, p], ...]}`` with ``torch.save``, atomically (a temporary
file beside the target, renamed over it), after removing the temporaries of earlier interrupted
saves of the same file. :func:`load_checkpoint` reads it back with torch's weights-only loader
(no code runs), checks **everything** (its structure, every network's keys, shapes and values,
every probability) and only then applies it: on any error the program keeps all its weights.

>>> from nesylang import Program
>>> import tempfile, pathlib
>>> p = Program.from_string("t(0.3)::a.")
>>> path = pathlib.Path(tempfile.mkdtemp()) / "ck.pt"
>>> save_checkpoint(p, path); p.db.parameters[next(iter(p.db.parameters))] = 0.9
>>> load_checkpoint(p, path); round(p.query("a")[0].probability, 6)
0.3
"""
from __future__ import annotations

import io
import math
import zipfile
from pathlib import Path
from typing import Any

from ..errors import DataError, PathError
from ..sandbox import CHECKPOINT_MARKER, check_regular
from ..source import Span

VERSION = 1
_KEYS = {"format", "version", "networks", "parameters"}


def checkpoint_state(program) -> dict[str, Any]:
    """What a checkpoint holds: every registered network's state dict and every learned
    probability."""
    return {"format": CHECKPOINT_MARKER, "version": VERSION,
            "networks": {name: program.networks.get(name).module.state_dict() for name in program.networks.names()},
            "parameters": [[list(k), float(v)] for k, v in program.db.parameters.items()]}


def save_checkpoint(program, path: Path, span: Span | None = None) -> None:
    """Write ``program``'s checkpoint to ``path`` atomically; a failure (full disk, missing
    folder, no permission) is a :class:`PathError` and leaves any previous file intact."""
    import torch

    from ..util.files import remove_stale_temporaries, write_atomic

    path = Path(path)
    if not path.parent.is_dir():
        raise PathError(f"cannot write checkpoint {path}: the folder {path.parent} does not exist "
                        "(nesylang never creates folders)", span)
    if path.is_dir():  # (writing over it fails with the OS's less telling "Device or resource busy")
        raise PathError(f"cannot write checkpoint {path}: it is a folder; name a file in it", span)
    try:
        buffer = io.BytesIO()
        torch.save(checkpoint_state(program), buffer)
        remove_stale_temporaries(path)
        write_atomic(path, buffer.getvalue())
    except OSError as e:
        raise PathError(f"cannot write checkpoint {path}: {e.strerror or e}", span) from None


def load_checkpoint(program, path: Path, span: Span | None = None) -> None:
    """Restore a checkpoint into ``program``: all of it, or (on any error) nothing."""
    state = read_checkpoint(path, span, program.options.max_data_bytes)
    networks, parameters = validate(program, state, path, span)
    apply(program, networks, parameters, path, span)


def read_checkpoint(path: Path, span: Span | None, max_bytes: int) -> Any:
    """The object a checkpoint file holds, read weights-only after checking that it is a
    regular file in torch's zip format whose members inflate to at most ``max_bytes``."""
    import torch

    path = Path(path)
    check_regular(path, span, "checkpoint", max_bytes)
    try:
        with zipfile.ZipFile(path) as archive:
            total = sum(i.file_size for i in archive.infolist())
    except (zipfile.BadZipFile, OSError, ValueError):
        raise DataError(f"cannot read checkpoint {path}: it is not a file written by torch.save "
                        "(nesylang checkpoints are)", span) from None
    if total > max_bytes:
        raise DataError(f"cannot read checkpoint {path}: it inflates to {total} bytes, over the limit of "
                        f"{max_bytes} bytes (max_data_bytes)", span)
    try:
        return torch.load(path, weights_only=True, map_location="cpu")
    except MemoryError:
        raise DataError(f"cannot read checkpoint {path}: not enough memory", span) from None
    except Exception as e:  # noqa: BLE001 - a corrupt or foreign file is the file's fault
        first = str(e).strip().splitlines()[0][:200] if str(e).strip() else type(e).__name__
        raise DataError(f"cannot read checkpoint {path}: {first}", span) from None


def validate(program, state: Any, path: Path, span: Span | None):
    """Check a loaded checkpoint against ``program`` without changing anything; returns the
    networks' new state dicts and the new probabilities."""
    def bad(message: str) -> DataError:
        return DataError(f"checkpoint {path}: {message}", span)

    if not isinstance(state, dict):
        raise bad(f"holds a {type(state).__name__}, not a nesylang checkpoint")
    unknown = sorted(str(k) for k in state if k not in _KEYS)
    if unknown:
        raise bad(f"unknown entr{'y' if len(unknown) == 1 else 'ies'} {', '.join(unknown)} "
                  f"(a checkpoint holds {', '.join(sorted(_KEYS))})")
    if "format" in state and state["format"] != CHECKPOINT_MARKER:
        raise bad(f"its format is {str(state['format'])[:80]!r}, not {CHECKPOINT_MARKER!r}")
    version = state.get("version", VERSION)
    if type(version) is not int or not 1 <= version <= VERSION:
        raise bad(f"version {str(version)[:40]} is not one this nesylang reads (1 to {VERSION})")

    nets = state.get("networks", {})
    if not isinstance(nets, dict):
        raise bad(f"'networks' is a {type(nets).__name__}, not a mapping from names to weights")
    networks = []
    for name, weights in nets.items():
        if not isinstance(name, str):
            raise bad(f"network name {str(name)[:40]} is not a string")
        known = set(program.networks.names()) | program._declared_names("network")
        if name not in known:
            raise bad(f"it has weights for network '{name}', which this program does not have "
                      f"(it has: {', '.join(sorted(known)) or 'none'})")
        module = program.network(name, span).module
        check_weights(name, module, weights, bad)
        networks.append((name, module, weights))

    params = state.get("parameters", [])
    if not isinstance(params, (list, tuple)):
        raise bad(f"'parameters' is a {type(params).__name__}, not a list of [key, probability] pairs")
    parameters: dict[Any, float] = {}
    for item in params:
        if not isinstance(item, (list, tuple)) or len(item) != 2 or not isinstance(item[0], (list, tuple)):
            raise bad(f"parameter entry {str(item)[:60]} is not a [key, probability] pair")
        key = tuple(item[0])
        value = item[1]
        if key not in program.db.parameters:
            raise bad(f"it sets learned probability {str(list(key))[:60]}, which this program does not have")
        if type(value) not in (int, float) or math.isnan(value) or not 0.0 <= value <= 1.0:
            raise bad(f"learned probability {str(list(key))[:60]} is {str(value)[:40]}, not a number in [0, 1]")
        parameters[key] = float(value)
    return networks, parameters


def check_weights(name: str, module, weights: Any, bad) -> None:
    """Check that ``weights`` is a state dict that fits ``module`` exactly (keys, shapes, types,
    finite values); ``bad(message)`` makes the error raised."""
    import torch

    current = module.state_dict()
    if not isinstance(weights, dict):
        raise bad(f"the weights of network '{name}' are a {type(weights).__name__}, not a state dict")
    missing = sorted(set(current) - set(weights))
    extra = sorted(str(k) for k in set(weights) - set(current))
    if missing or extra:
        parts = ([f"missing {', '.join(missing[:5])}"] if missing else []) + \
                ([f"unexpected {', '.join(extra[:5])}"] if extra else [])
        raise bad(f"the weights of network '{name}' do not fit it: {'; '.join(parts)}")
    for key, value in weights.items():
        old = current[key]
        if not isinstance(value, torch.Tensor):
            raise bad(f"{name}.{key} is a {type(value).__name__}, not a tensor")
        if tuple(value.shape) != tuple(old.shape):
            raise bad(f"{name}.{key} has shape {tuple(value.shape)}, the network needs {tuple(old.shape)}")
        if value.is_complex() or value.is_floating_point() != old.is_floating_point():
            raise bad(f"{name}.{key} has type {value.dtype}, the network needs {old.dtype}")
        if value.is_floating_point() and not bool(torch.isfinite(value).all()):
            raise bad(f"{name}.{key} holds values that are not finite (NaN or infinite)")


def read_network_weights(name: str, module, path: Path, span: Span | None, max_bytes: int) -> dict:
    """The state dict for network ``name`` in a weights file (``#network(..., weights="F.pt")``):
    a nesylang checkpoint (its entry for ``name``) or a bare state dict, read weights-only and
    checked against ``module`` (:func:`check_weights`) before anything is applied."""
    state = read_checkpoint(path, span, max_bytes)

    def bad(message: str) -> DataError:
        return DataError(f"weights file {path}: {message}", span)

    if isinstance(state, dict) and state.get("format") == CHECKPOINT_MARKER:
        nets = state.get("networks")
        if not isinstance(nets, dict) or name not in nets:
            have = ", ".join(sorted(str(k) for k in nets)) if isinstance(nets, dict) else "none"
            raise bad(f"it has no weights for network '{name}' (it has: {have or 'none'})")
        state = nets[name]
    check_weights(name, module, state, bad)
    return state


def apply(program, networks, parameters: dict[Any, float], path: Path, span: Span | None) -> None:
    """Apply validated weights; if torch still refuses one, every network gets its old weights
    back, so a checkpoint is applied whole or not at all."""
    saved = [(module, {k: v.detach().clone() for k, v in module.state_dict().items()}) for _, module, _ in networks]
    try:
        for _, module, weights in networks:
            module.load_state_dict(weights)
    except Exception as e:  # noqa: BLE001 - restore (in place: state_dict() shares storage), then report
        import torch

        with torch.no_grad():
            for module, old in saved:
                for key, value in module.state_dict().items():
                    value.copy_(old[key])
        raise DataError(f"checkpoint {path}: cannot load its weights: {str(e)[:200]}", span) from None
    for name, _, _ in networks:  # `nesy query` warns about networks never trained nor loaded
        program.networks.get(name).trained = True
    program.db.parameters.update(parameters)
    program._evaluators.clear()
    program.invalidate_weights()
