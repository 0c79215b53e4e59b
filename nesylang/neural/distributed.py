"""Training across processes and machines: the exact learner on torch.distributed.

Stage: the exact learner's minibatch loop (:func:`~.training.train_epochs`) spread over the
workers of a torch.distributed job. It takes the loop's step (``step(ids) -> loss``), the
program's networks and its learnable probabilities, and returns a step over this worker's share
of each minibatch whose gradients PyTorch's ``DistributedDataParallel`` averages over the
workers (gloo on the CPU, nccl on CUDA). Nothing here communicates by itself: DDP all-reduces
the gradients, ``torch.distributed.all_reduce`` sums the epoch's record.

A job is started either way, and both run the same worker code:

- ``nesy run FILE --nproc K``: :func:`launch` starts K local workers
  (``torch.multiprocessing.spawn``), setting the variables ``torchrun`` sets;
- ``torchrun --nnodes ... --nproc-per-node ... -m nesylang run FILE``: torchrun's own
  workers, on as many machines as it is told, read ``RANK``, ``WORLD_SIZE``, ``LOCAL_RANK``,
  ``MASTER_ADDR`` and ``MASTER_PORT`` (:func:`worker`).

What the workers share: worker r owns the training examples whose index is r modulo K (its
shard). Every worker shuffles with the same seed, so all see the same order of the whole
data; of each minibatch of ``batch_size`` examples (the *global* batch) a worker evaluates
the ones it owns. Its loss is weighted by its share of the minibatch, so DDP's average of the
gradients is the gradient of the whole minibatch's mean loss: K workers take the same steps as
one worker with the same ``batch_size`` (up to the order of floating-point sums). Since a
worker only ever meets its own shard, it compiles that shard's templates in its first epoch
and none after (the template disk cache, whose entries are written atomically and checked when
read, also lets it take a template another worker compiled). The networks and the ``t(_)``
probabilities are the parameters of one module wrapped in DDP, so they are synchronised alike.
Only rank 0 writes files (checkpoint, history, plot) and prints.

Only the exact learner is distributed; the others run in one process (:func:`check_program`
refuses them under a distributed job started by ``nesy run``). Importing this module does not
import torch.distributed (``import nesylang`` stays light).
"""
from __future__ import annotations

import io
import os
import sys
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

DISTRIBUTED_LEARNERS = ("exact",)


@dataclass(frozen=True)
class Worker:
    """This process's place in a distributed job (as torchrun describes it)."""

    rank: int
    world_size: int
    local_rank: int

    @property
    def writer(self) -> bool:
        """Whether this worker writes the job's files and prints its results (rank 0)."""
        return self.rank == 0


def worker(env: Mapping[str, str] | None = None) -> Worker | None:
    """The distributed job this process belongs to, from torchrun's environment variables
    (``RANK``, ``WORLD_SIZE``, ``LOCAL_RANK``; ``env`` instead of ``os.environ`` if given), or
    None outside one (or in a job of one worker).

    >>> worker({}) is None, worker({"RANK": "1", "WORLD_SIZE": "2"})
    (True, Worker(rank=1, world_size=2, local_rank=1))
    """
    env = os.environ if env is None else env
    try:
        size = int(env.get("WORLD_SIZE", "1"))
        rank = int(env.get("RANK", "0"))
        local = int(env.get("LOCAL_RANK", str(rank)))
    except ValueError:
        return None
    if size <= 1:
        return None
    return Worker(rank, size, local)


def is_writer() -> bool:
    """True unless this process is a worker other than rank 0 of a distributed job: the one
    process that writes outputs."""
    w = worker()
    return w is None or w.writer


def quiet_unless_writer() -> None:
    """Send this worker's standard output nowhere unless it is rank 0 (under torchrun, whose
    ``--tee`` and ``--redirects`` keep every worker's output if wanted)."""
    if not is_writer():
        sys.stdout = open(os.devnull, "w")


def worker_device(device: str, w: Worker) -> str:
    """The device a worker trains on: ``cuda`` means this machine's GPU number ``LOCAL_RANK``.

    >>> worker_device("cuda", Worker(3, 4, 1)), worker_device("cpu", Worker(3, 4, 1))
    ('cuda:1', 'cpu')
    """
    return f"cuda:{w.local_rank}" if device == "cuda" else device


def check_program(program) -> None:
    """Refuse, at its directive, a ``#learn`` whose learner is not distributed (a located
    :class:`~nesylang.errors.LearningError`): K workers would each run it in full."""
    from ..errors import LearningError

    for d in program.loaded.learn:
        if d.learner not in DISTRIBUTED_LEARNERS:
            raise LearningError(f"{d.learner} does not train across processes: only "
                                f"{', '.join(DISTRIBUTED_LEARNERS)} does (run it without --nproc or torchrun)",
                                d.span, notes=("see docs/distributed.md",))


def _process_group(device) -> None:
    import atexit

    import torch
    import torch.distributed as dist

    if dist.is_initialized():
        return
    if device.type == "cuda":
        torch.cuda.set_device(device)
    backend = "nccl" if device.type == "cuda" and dist.is_nccl_available() else "gloo"
    dist.init_process_group(backend=backend, init_method="env://")
    atexit.register(_destroy)


def _destroy() -> None:
    import torch.distributed as dist

    if dist.is_initialized():
        dist.destroy_process_group()


class ShardedStep:
    """A training step over this worker's share of each global minibatch.

    ``ShardedStep(step, modules, params, device, worker)(ids)`` runs ``step`` on this
    worker's share of ``ids`` (the ids equal to its rank modulo K) inside
    ``DistributedDataParallel``, scaled by ``K * len(share) / len(ids)``: DDP's average of the
    workers' gradients is then the gradient of the mean loss over all of ``ids``. A worker
    whose share is empty still takes part, with a loss of 0.
    """

    def __init__(self, step: Callable, modules: Sequence[Any], params: Sequence[Any], device, w: Worker):
        import torch
        from torch.nn.parallel import DistributedDataParallel

        _process_group(device)
        self.worker = w
        self.module = _step_module(step, modules, params)
        ids = [device.index] if device.type == "cuda" else None
        # find_unused_parameters: a minibatch may not reach every network or t(_) fact (and
        # then, as in one process, a parameter no worker used keeps no gradient)
        self.ddp = DistributedDataParallel(self.module, device_ids=ids, find_unused_parameters=True)
        self._torch = torch

    def __call__(self, ids: list[int]):
        k = self.worker.world_size
        rank = self.worker.rank
        share = [i for i in ids if i % k == rank]
        return self.ddp(share, len(share) * k / len(ids))

    def sum_over_workers(self, values: list[float]) -> list[float]:
        """Each value summed over the workers (one all-reduce, in double precision)."""
        import torch.distributed as dist

        t = self._torch.tensor(values, dtype=self._torch.float64)
        if dist.get_backend() == "nccl":
            t = t.cuda()
        dist.all_reduce(t)
        return t.cpu().tolist()


def _step_module(step, modules, params):
    import torch

    class StepModule(torch.nn.Module):
        """The networks and the learnable probabilities as one module (what DDP synchronises),
        whose forward is the learner's step."""

        def __init__(self, step, modules, params):
            super().__init__()
            self.nets = torch.nn.ModuleList(modules)
            self.params = torch.nn.ParameterList(params)
            self.step = step
            # never used, so DDP always finds an unused parameter and does not warn (from C++,
            # past Python's warning filters) that find_unused_parameters could be off
            self.unused = torch.nn.Parameter(torch.zeros(()))

        def forward(self, ids: list[int], weight: float):
            if not ids:  # every worker must run backward: a loss of 0 reaching every parameter
                return sum((p.sum() * 0.0 for p in self.parameters() if p is not self.unused), torch.zeros(()))
            return self.step(ids) * weight

    return StepModule(step, modules, params)


# ---- starting K local workers ----------------------------------------------------------------
def launch(main: Callable[[list[str]], int], argv: list[str], nproc: int) -> int:
    """Run ``main(argv)`` in ``nproc`` local worker processes forming one torch.distributed
    job (``torch.multiprocessing.spawn``, with the environment torchrun would set); returns the
    job's exit status (the first failing worker's, else 0). Workers other than rank 0 print
    nothing unless they fail. Each worker gets ``cores // nproc`` torch threads unless
    ``OMP_NUM_THREADS`` says otherwise."""
    import torch.multiprocessing as mp

    context = mp.start_processes(_run_worker, args=(main, list(argv), nproc, _free_port()), nprocs=nproc,
                                 join=False, start_method="spawn")
    try:
        while not context.join():
            pass
    except KeyboardInterrupt:  # Ctrl-C reached the workers too: each stops between minibatches
        for process in context.processes:
            process.join(30)
            if process.is_alive():  # stuck waiting for a worker that has stopped
                process.terminate()
        return 130
    except mp.ProcessExitedException as e:  # the others are stopped; the failing one has spoken
        return e.exit_code if e.exit_code and e.exit_code > 0 else 1
    except mp.ProcessRaisedException as e:  # a bug in a worker: its traceback
        print(str(e), file=sys.stderr)
        return 1
    return 0


def _free_port() -> int:
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _run_worker(rank: int, main, argv: list[str], nproc: int, port: int) -> None:
    os.environ.update(RANK=str(rank), LOCAL_RANK=str(rank), WORLD_SIZE=str(nproc), LOCAL_WORLD_SIZE=str(nproc),
                      MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    if "OMP_NUM_THREADS" not in os.environ:
        import torch

        torch.set_num_threads(max(1, (os.cpu_count() or 1) // nproc))
    held = None
    if rank != 0:  # quiet, but a worker's own failure is shown
        sys.stdout = open(os.devnull, "w")
        sys.stderr = held = io.StringIO()
    try:
        code = main(argv)
    finally:
        _destroy()
        if held is not None:
            sys.stderr = sys.__stderr__
    if code:
        if held is not None and code != 130:  # an interruption is reported once, by rank 0
            for line in held.getvalue().splitlines():
                print(f"[worker {rank}] {line}", file=sys.stderr)
        sys.exit(code)
