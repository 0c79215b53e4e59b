"""Tensor sources: named collections of tensors that ``tensor(Source(Index))`` terms refer to.

DeepProbLog's convention: ``tensor(train(17))`` names item 17 of the tensor source ``train``.
Sources are registered from Python (``program.tensors["train"] = images``, any indexable
object whose items are tensors or arrays) or declared in a program from files::

    #tensors(train, npz("data/digits.npz", key=train_images)).
    #tensors(test, npy("data/test.npy")).
    #tensors(extra, pt("data/extra.pt")).       % loaded with torch's weights-only mode

File paths are relative to the program's file. Loading a declared source never runs code.
"""
from __future__ import annotations

import weakref
from array import array
from pathlib import Path
from typing import Any

from ..errors import DataError, DirectiveError, NetworkError
from ..logic.terms import Str, Struct, term_str
from ..source import Span


def is_tensor_ref(t) -> bool:
    """``tensor(Source(I, ...))`` with a ground source term."""
    return (type(t) is Struct and t.functor == "tensor" and len(t.args) == 1 and type(t.args[0]) is Struct
            and bool(t.args[0].args))


def resolve_tensor(ref: Struct, tensors, span: Span | None = None):
    """The tensor a ``tensor(source(i))`` term names (as a float torch tensor)."""
    import torch

    inner = ref.args[0]
    name = inner.functor
    if name not in tensors:
        known = ", ".join(tensors.names()) or "none"
        raise NetworkError(f"unknown tensor source '{name}' in {term_str(ref)} (registered: {known})", span)
    source = tensors.get(name)
    index: Any = tuple(inner.args) if len(inner.args) > 1 else inner.args[0]
    if not isinstance(index, int) and not (isinstance(index, tuple) and all(isinstance(i, int) for i in index)):
        raise NetworkError(f"tensor index must be an integer in {term_str(ref)}", span)
    item = _get_item(source, index, ref, name, span)
    if not isinstance(item, torch.Tensor):
        item = torch.as_tensor(item)
    if not item.is_floating_point():
        item = item.float()
    return item


def _get_item(source, index, ref, name: str, span):
    """``source[index]``, or DeepProbLog's convention ``source[(index,)]`` (its sources'
    ``__getitem__`` take the tuple of the term's arguments and read ``item[0]``): the plain
    index is tried first, the tuple when the source refuses it with a TypeError or KeyError.
    Any failure is a located NetworkError, never a traceback."""
    def size() -> str:
        try:
            return f" (size {len(source)})"
        except Exception:  # noqa: BLE001 - a source without a length
            return ""

    if isinstance(index, tuple):
        attempts = [index]
    elif _tuple_first(source):
        attempts = [(index,), index]
    else:
        attempts = [index, (index,)]
    problem: Exception | None = None
    for attempt in attempts:
        try:
            item = source[attempt]
            if attempt is not index and isinstance(problem, TypeError):
                _remember_tuple_first(source)
            return item
        except IndexError:
            raise NetworkError(f"{term_str(ref)}: index out of range for tensor source '{name}'{size()}",
                               span) from None
        except (TypeError, KeyError) as e:
            problem = problem or e
            continue
        except Exception as e:  # noqa: BLE001 - the user's source failed: locate it
            problem = e
            break
    if isinstance(problem, KeyError):
        raise NetworkError(f"{term_str(ref)}: tensor source '{name}' has no item {index!r}{size()}", span) from None
    raise NetworkError(f"{term_str(ref)}: tensor source '{name}' failed on index {index!r}: "
                       f"{type(problem).__name__}: {problem}", span) from None


# Sources seen refusing a plain index with a TypeError and then taking DeepProbLog's ``(i,)``
# (its datasets read ``item[0]``): they get the tuple first, so a training step does not raise
# and catch one TypeError per image. Keyed weakly by the source object itself (the preference is
# the object's, not its type's); a source that cannot be a weak key is not remembered. Only the
# order of the attempts changes: the plain index is still tried where the tuple fails.
_TUPLE_FIRST: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _tuple_first(source) -> bool:
    try:
        return source in _TUPLE_FIRST
    except TypeError:  # unhashable or not weakly referable
        return False


def _remember_tuple_first(source) -> None:
    try:
        _TUPLE_FIRST[source] = True
    except TypeError:
        pass


def read_items(source, index: list[int]):
    """``source``'s items ``index`` stacked as one float tensor, each read by :func:`_get_item`
    (the plain index, else DeepProbLog's ``(i,)``), or None where any item fails or the shapes
    differ: the caller's general path then reads them one by one and reports the failure,
    located."""
    import torch

    items = []
    for i in index:
        try:
            item = _get_item(source, i, None, "", None)
        except NetworkError:
            return None
        items.append(item if isinstance(item, torch.Tensor) else torch.as_tensor(item))
    try:
        out = torch.stack(items)
    except (RuntimeError, TypeError):
        return None
    return out if out.is_floating_point() else out.float()


def index_tensor(values: list[int], device=None):
    """A 1-D long tensor of ``values``, built through a buffer: ``torch.tensor(list)`` converts
    item by item and costs several microseconds on every minibatch."""
    import torch

    if not values:
        return torch.empty(0, dtype=torch.long, device=device)
    return torch.frombuffer(array("q", values), dtype=torch.long).to(device)


def _path(arg, base_dir: Path | None, span) -> Path:
    if type(arg) is Str:
        raw = arg.value
    elif type(arg) is Struct and not arg.args:
        raw = arg.functor
    else:
        raise DirectiveError("a file name must be a string", span)
    p = Path(raw)
    return p if p.is_absolute() or base_dir is None else base_dir / p


def load_declared(kind: str, args: tuple, options: dict[str, Any], base_dir: Path | None, span, *,
                  policy=None):
    """Load a ``#tensors`` declaration: ``npz(File, key=K)``, ``npy(File)`` or ``pt(File)``.

    ``policy`` (a :class:`nesylang.sandbox.PathPolicy`) decides whether the program may read
    the file; without one, only the file checks apply. Any malformed, foreign or oversized file
    is a :class:`DataError` located at the declaration, before any large allocation."""
    from ..sandbox import PathPolicy

    if kind not in ("npz", "npy", "pt") or len(args) != 1:
        raise DirectiveError("tensor sources are npz(File, key=Name), npy(File) or pt(File)", span)
    policy = policy if policy is not None else PathPolicy(trust=True)
    path = policy.input(_path(args[0], None, span), base_dir, span, "tensor file")
    limit = policy.max_data_bytes
    try:
        if kind == "npy":
            return _from_numpy(_read_npy(path, limit, span), path, span)
        if kind == "npz":
            return _from_numpy(_read_npz(path, options.get("key"), limit, span), path, span)
        return _read_pt(path, limit, span)
    except (DirectiveError, DataError):
        raise
    except MemoryError:
        raise DataError(f"{path}: not enough memory to load it", span) from None
    except Exception as e:  # noqa: BLE001 - any other failure of a foreign file is the file's fault
        raise DataError(f"cannot load {path}: {type(e).__name__}: {str(e)[:200]}", span) from None


_NUMERIC_KINDS = "biuf"  # bool, signed and unsigned integers, floats


def _check_header(shape, dtype, name: str, limit: int, span) -> int:
    """The byte count an .npy header declares, refused when it is not numeric or too large."""
    if dtype.hasobject or dtype.kind not in _NUMERIC_KINDS or dtype.fields is not None:
        raise DataError(f"{name} holds {dtype} values; tensor files hold numbers (bool, int or float)", span)
    count = 1
    for n in shape:
        count *= int(n)
    nbytes = count * dtype.itemsize
    if nbytes > limit:
        raise DataError(f"{name} declares an array of shape {tuple(shape)} ({nbytes} bytes), over the limit of "
                        f"{limit} bytes (max_data_bytes)", span)
    return nbytes


def _read_header(f, name: str, limit: int, span):
    from numpy.lib import format as npformat

    magic = f.read(npformat.MAGIC_LEN)
    if len(magic) != npformat.MAGIC_LEN or not magic.startswith(npformat.MAGIC_PREFIX):
        # numpy's read_magic would quote the file's first bytes, and the file may be anyone's
        raise DataError(f"{name} is not an .npy file (it does not start with numpy's magic string)", span)
    try:
        version = (magic[-2], magic[-1])
        if version == (1, 0):
            shape, fortran, dtype = npformat.read_array_header_1_0(f, max_header_size=10000)
        elif version in ((2, 0), (3, 0)):
            shape, fortran, dtype = npformat.read_array_header_2_0(f, max_header_size=10000)
        else:
            raise ValueError(f"unsupported .npy version {version}")
    except (ValueError, EOFError, OSError, SyntaxError, TypeError) as e:
        raise DataError(f"{name} is not a valid .npy array: {str(e)[:200]}", span) from None
    return shape, fortran, dtype, _check_header(shape, dtype, name, limit, span)


def _read_array(f, shape, fortran, dtype, nbytes: int, name: str, span):
    import numpy as np

    data = f.read(nbytes)
    if len(data) != nbytes:
        raise DataError(f"{name} is truncated: its header declares {nbytes} bytes of data, it holds {len(data)}",
                        span)
    array = np.frombuffer(data, dtype=dtype)
    if fortran:
        return array.reshape(shape[::-1]).transpose().copy()
    return array.reshape(shape).copy()


def _read_npy(path: Path, limit: int, span):
    with open(path, "rb") as f:
        shape, fortran, dtype, nbytes = _read_header(f, path.name, limit, span)
        return _read_array(f, shape, fortran, dtype, nbytes, path.name, span)


def _read_npz(path: Path, key, limit: int, span):
    """One array of an .npz, checking the sizes the zip's central directory declares (which
    bound what decompression may produce) and the array's header before reading it."""
    import zipfile

    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError) as e:
        raise DataError(f"{path.name} is not an .npz (zip) file: {e}", span) from None
    with archive:
        members = {i.filename[:-4]: i for i in archive.infolist() if i.filename.endswith(".npy")}
        names = ", ".join(members) or "none"
        if key is None:
            if len(members) != 1:
                raise DirectiveError(f"{path.name} holds several arrays ({names}); choose one with key=Name", span)
            key = next(iter(members))
        info = members.get(str(key))
        if info is None:
            raise DirectiveError(f"{path.name} has no array '{key}' (it has {names})", span)
        if info.file_size > limit:
            raise DataError(f"{path.name}: array '{key}' inflates to {info.file_size} bytes, over the limit of "
                            f"{limit} bytes (max_data_bytes)", span)
        where = f"{path.name}[{key}]"
        with archive.open(info) as f:
            shape, fortran, dtype, nbytes = _read_header(f, where, limit, span)
            return _read_array(f, shape, fortran, dtype, nbytes, where, span)


def _read_pt(path: Path, limit: int, span):
    """A ``.pt`` written by ``torch.save`` (its zip format), loaded weights-only: a tensor, or a
    list or tuple of tensors."""
    import zipfile

    import torch

    if not zipfile.is_zipfile(path):
        raise DataError(f"{path.name} is not a file written by torch.save (a raw pickle, an old torch format, "
                        "or not a torch file at all)", span)
    with zipfile.ZipFile(path) as archive:
        total = sum(i.file_size for i in archive.infolist())
    if total > limit:
        raise DataError(f"{path.name} inflates to {total} bytes, over the limit of {limit} bytes (max_data_bytes)",
                        span)
    value = torch.load(path, weights_only=True, map_location="cpu")
    if isinstance(value, torch.Tensor):
        return value
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, torch.Tensor) for v in value):
        return value
    raise DataError(f"{path.name} holds a {type(value).__name__}, not a tensor (or a list of tensors)", span)


def _from_numpy(array, path: Path, span):
    import torch

    if array.dtype.kind == "u" and array.dtype.itemsize > 1:  # torch lacks most unsigned types
        array = array.astype("int64")
    return torch.from_numpy(array)
