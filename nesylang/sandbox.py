"""The file policy: which files a program file may read and write.

A ``.nesy`` file from someone else must be safe to run. Without trust (``nesy run --trust``,
``Program(trust=True)``) a program file's own paths are checked here before anything opens
them:

* **Inputs** (``:- consult(F).``, ``#data``, ``#tensors``) must lie, after following symlinks,
  under a *program directory*: the folder of a program file the user loaded (the current
  directory for programs given as strings).
* **Outputs** (the ``checkpoint=``, ``history=``, ``plot=`` and ``save=`` options of learning
  directives) resolve against ``--output-dir`` when the user gave one, else against the
  program's folder, and must lie under one of those two. Absolute paths need trust. A writer
  never creates a missing folder, and never replaces an existing file that is not nesylang's
  own output (see :func:`is_own_output`) unless the user said ``--force``.
* **Every input, trusted or not,** must be a regular file (never ``/dev/zero``, ``/dev/stdin``,
  ``/proc/...`` or a FIFO) no larger than ``max_data_bytes`` (4 GiB by default).

Paths the user passes to the Python API (``program.save_checkpoint(path)``) or types in the
REPL are the user's own intent and are not restricted by directory.

This module is pure Python: it imports neither torch nor numpy.

>>> import tempfile, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp()).resolve()
>>> policy = PathPolicy(input_roots=(d,), output_roots=(d,), output_base=d)
>>> policy.output("ck.pt", d) == d / "ck.pt"
True
>>> try:
...     policy.output("../ck.pt", d)
... except PathError as e:
...     print(e.message.split(";")[0])
output ../ck.pt is outside the program's folder and the output folder
"""
from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Callable

from .errors import PathError
from .source import Span
from .util.records import record, set_field as _set

GiB = 1 << 30
DEFAULT_MAX_DATA_BYTES = 4 * GiB
PROGRAM_EXTENSIONS = (".nesy", ".pl", ".lp", ".problog")

_TRUST_HINT = "run it with --trust (Program(trust=True)) if you trust this program"


@record(frozen=True)
class PathPolicy:
    """What one program may read and write (see the module docstring).

    ``input_roots``: resolved program folders; ``output_roots``: the folders outputs may go to;
    ``output_base``: where relative output paths resolve (``--output-dir`` or the program's
    folder); ``None`` resolves them against the folder of the file that names them."""

    input_roots: tuple[Path, ...] = ()
    output_roots: tuple[Path, ...] = ()
    output_base: Path | None = None
    trust: bool = False
    force: bool = False
    max_data_bytes: int = DEFAULT_MAX_DATA_BYTES

    def __init__(self,
                 input_roots: tuple[Path, ...] = (),
                 output_roots: tuple[Path, ...] = (),
                 output_base: Path | None = None,
                 trust: bool = False,
                 force: bool = False,
                 max_data_bytes: int = DEFAULT_MAX_DATA_BYTES) -> None:
        _set(self, "input_roots", input_roots)
        _set(self, "output_roots", output_roots)
        _set(self, "output_base", output_base)
        _set(self, "trust", trust)
        _set(self, "force", force)
        _set(self, "max_data_bytes", max_data_bytes)

    # ---- inputs ---------------------------------------------------------------------------
    def input(self, raw: str | Path, base_dir: Path | None, span: Span | None = None, what: str = "file") -> Path:
        """The checked path of an input a program file names (relative to ``base_dir``)."""
        path = self.confine(raw, base_dir, span, what)
        check_regular(path, span, what, self.max_data_bytes)
        return path

    def confine(self, raw: str | Path, base_dir: Path | None, span: Span | None = None, what: str = "file") -> Path:
        """``raw`` against ``base_dir``, refused (untrusted) when it lies outside the program
        folders. Nothing here touches the file itself, so a caller that must probe for the file
        (``consult(x)`` tries ``x``, ``x.nesy``, ``x.pl``, ``x.py``) confines first and cannot
        tell a program whether a file outside its folder exists."""
        _no_nul(raw, span)
        path = Path(raw)
        if not self.trust and path.is_absolute():
            raise PathError(f"{what} {raw}: a program may not read absolute paths; name a file in the "
                            f"program's folder, or {_TRUST_HINT}", span)
        if not path.is_absolute() and base_dir is not None:
            path = Path(base_dir) / path
        if not self.trust:
            real = _resolve(path)
            if not _under(real, self.input_roots):
                raise PathError(f"{what} {raw} is outside the program's folder; a program may only read "
                                f"files in its own folder; {_TRUST_HINT}", span)
        return path

    # ---- outputs --------------------------------------------------------------------------
    def output(self, raw: str | Path, base_dir: Path | None, span: Span | None = None, what: str = "output",
               own: Callable[[Path], bool] | None = None) -> Path:
        """The checked path of an output a program file names. Refuses paths outside the
        allowed folders (untrusted), missing folders, non-regular targets, and (without
        ``force``) existing files that ``own`` does not recognise as nesylang's output."""
        _no_nul(raw, span)
        path = Path(raw)
        if not self.trust and path.is_absolute():
            raise PathError(f"{what} {raw}: a program may not write to absolute paths; use a relative path "
                            f"(it goes under --output-dir, or the program's folder), or {_TRUST_HINT}", span)
        if not path.is_absolute():
            base = self.output_base if self.output_base is not None else base_dir
            if base is not None:
                path = Path(base) / path
        if not path.parent.is_dir():
            raise PathError(f"{what} {raw}: the folder {path.parent} does not exist (nesylang never creates "
                            "folders; create it first)", span)
        if path.name in ("", ".", "..") or path.is_dir():
            raise PathError(f"{what} {raw} names a folder; name a file in it", span)
        if not self.trust:
            real = _resolve(path.parent) / path.name
            if not _under(real, self.output_roots):
                raise PathError(f"{what} {raw} is outside the program's folder and the output folder; "
                                f"name a folder with --output-dir, or {_TRUST_HINT}", span)
        if os.path.lexists(path):
            if path.is_symlink() and not self.trust:
                raise PathError(f"{what} {raw} is a symbolic link; a program may not write through links", span)
            if not path.is_file():
                raise PathError(f"{what} {raw} exists and is not a regular file", span)
            if not self.force and not (own is not None and own(path)):
                raise PathError(f"{what} {raw} would replace {path}, which nesylang did not write (or which "
                                "was edited since); move it away, or allow it with --force", span)
        return path


def _no_nul(raw, span) -> None:
    if "\x00" in str(raw) or not str(raw):
        raise PathError("a file name may not be empty or contain a NUL character", span)


def _resolve(path: Path) -> Path:
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError):  # pragma: no cover - realpath loops on odd links
        return Path(os.path.abspath(path))


def _under(path: Path, roots: tuple[Path, ...]) -> bool:
    return any(path == r or r in path.parents for r in roots)


def check_regular(path: Path, span: Span | None, what: str = "file",
                  max_bytes: int = DEFAULT_MAX_DATA_BYTES) -> int:
    """Refuse a missing, non-regular (device, FIFO, folder, ``/proc`` file) or too large input;
    returns its size. ``/proc`` files report size 0 and are refused as non-regular files on
    another file system, so nothing here ever reads an endless stream."""
    _no_nul(path, span)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise PathError(f"{what} not found: {path}", span) from None
    except OSError as e:
        raise PathError(f"cannot read {what} {path}: {e.strerror or e}", span) from None
    if not stat.S_ISREG(st.st_mode):
        raise PathError(f"{what} {path} is not a regular file (devices, pipes and folders are refused)", span)
    if str(_resolve(path)).startswith(("/proc/", "/sys/", "/dev/")):
        raise PathError(f"{what} {path} is a system file; nesylang reads only ordinary files", span)
    if st.st_size > max_bytes:
        raise PathError(f"{what} {path} is {st.st_size} bytes, over the limit of {max_bytes} bytes "
                        "(max_data_bytes)", span)
    return st.st_size


def read_program_text(path: Path, span: Span | None = None, max_bytes: int = DEFAULT_MAX_DATA_BYTES) -> str:
    """The text of a program file. A binary or non-UTF-8 file is "not a nesylang program",
    reported without any of its content."""
    check_regular(path, span, "program file", max_bytes)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise PathError(f"cannot read {path}: {e.strerror or e}", span) from None
    if b"\x00" in data:
        raise PathError(f"{path} is not a nesylang program (it is a binary file)", span)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise PathError(f"{path} is not a nesylang program (it is not UTF-8 text)", span) from None


# ---- recognising nesylang's own outputs -----------------------------------------------------------
# An output may replace an existing file only when that file is nesylang's own output of the same
# kind, recognised by content (no side files): a checkpoint carries a format marker, a history is
# the JSON list History.to_json writes, a plot is a PNG whose "Software" text chunk says nesylang.

CHECKPOINT_MARKER = "nesylang-checkpoint"
_PROBE_BYTES = 1 << 20
_HISTORY_KEYS = {"epoch", "loss", "seconds", "examples_per_second", "templates_compiled", "metrics"}
# NeuID3's history is one record per tree node rather than per epoch
_NODE_HISTORY_KEYS = {"node", "depth", "test", "gain", "delta", "leaf", "seconds"}


def is_checkpoint(path: Path) -> bool:
    """A torch zip whose pickled record names the nesylang checkpoint format (or, for
    checkpoints written before the marker, holds exactly nesylang's two keys)."""
    import zipfile  # here: importing it (bz2, lzma, shutil) is a noticeable part of start-up

    try:
        with zipfile.ZipFile(path) as z:
            for info in z.infolist():
                if info.filename.endswith("/data.pkl") and info.file_size <= _PROBE_BYTES:
                    data = z.read(info)
                    return CHECKPOINT_MARKER.encode() in data or (b"networks" in data and b"parameters" in data)
    except (OSError, zipfile.BadZipFile, ValueError, RuntimeError):
        return False
    return False


def is_history(path: Path) -> bool:
    """A JSON list of epoch records, as :meth:`History.to_json` writes (or of tree-node records,
    as NeuID3 writes)."""
    import json

    try:
        if path.stat().st_size > 64 * _PROBE_BYTES:
            return False
        records = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):  # RecursionError: a deeply nested file
        return False
    if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
        return False
    return all(_HISTORY_KEYS <= set(r) for r in records) or all(_NODE_HISTORY_KEYS <= set(r) for r in records)


def is_plot(path: Path) -> bool:
    """A PNG that nesylang wrote (its ``Software`` text chunk starts with ``nesylang``)."""
    try:
        with open(path, "rb") as f:
            head = f.read(64 * 1024)
    except OSError:
        return False
    return head.startswith(b"\x89PNG\r\n\x1a\n") and b"tEXtSoftware\x00nesylang" in head


def is_saved_program(path: Path) -> bool:
    """A program text nesylang saved and nobody edited since: its first line is the ``% saved
    by nesylang`` header, and the digest that line ends with (:func:`saved_program_header`)
    matches the rest of the file, so a re-run never overwrites rules the user changed by hand.
    A header without a digest (files saved before it existed) is recognised by the line alone."""
    try:
        with open(path, "rb") as f:
            first = f.readline(512)
            if not first.startswith(SAVED_PROGRAM_HEADER.encode()):
                return False
            found = _DIGEST.search(first.decode("utf-8", "replace"))
            if found is None:
                return True
            rest = f.read(_DIGEST_MAX_BYTES + 1)
    except OSError:
        return False
    return len(rest) <= _DIGEST_MAX_BYTES and _digest(rest) == found.group(1)


def saved_program_header(what: str, rest: str) -> str:
    """The first line of a saved program whose following lines are ``rest``: the header, what
    the file holds, and the digest :func:`is_saved_program` checks."""
    return f"{SAVED_PROGRAM_HEADER}: {what} [sha256 {_digest(rest.encode('utf-8'))}]"


def _digest(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()[:16]


_DIGEST = re.compile(r"\[sha256 ([0-9a-f]{16})\]\s*$")
_DIGEST_MAX_BYTES = 256 << 20  # a saved program beyond this is not checked: not ours to replace


def is_exported_text(path: Path) -> bool:
    """A text export nesylang wrote (``export=`` of ffnsl: its first line is the
    ``% exported by nesylang`` header)."""
    try:
        with open(path, "rb") as f:
            return f.readline(256).startswith(EXPORTED_TEXT_HEADER.encode())
    except OSError:
        return False


SAVED_PROGRAM_HEADER = "% saved by nesylang"
EXPORTED_TEXT_HEADER = "% exported by nesylang"

RECOGNISERS: dict[str, Callable[[Path], bool]] = {
    "checkpoint": is_checkpoint, "history": is_history, "plot": is_plot, "save": is_saved_program,
    "hypothesis": is_saved_program, "export": is_exported_text,
    "asp": is_exported_text}
