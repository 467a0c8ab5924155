"""Executors: where independent pieces of work run. The one home of "make an executor".

Work too large for one process is split into independent pieces, each a call of a plain module-level function
(the Latin-square classification in pieces, :mod:`designs.latin_classes`; the orbit subproblems of
:mod:`combgames.solvers.parallel`), handed to any :class:`concurrent.futures.Executor`. :func:`make_executor`
makes one:

* ``"process"``: a local :class:`~concurrent.futures.ProcessPoolExecutor` of `workers` processes;
* ``"dask"``: a ``dask.distributed`` client, by default on a ``LocalCluster`` of `workers` single-threaded
  worker processes made for it, or with ``scheduler="tcp://HOST:8786"`` on a running cluster (started with
  ``dask scheduler`` and ``dask worker tcp://HOST:8786`` on each machine, or any Dask deployment). One submit
  is one Dask task; a worker that dies is replaced (the local cluster's nanny restarts it) and the scheduler
  runs its unfinished tasks again elsewhere, so a lost worker costs only the tasks it was running. Needs the
  ``dask`` extra (:data:`DASK_REQUIREMENT`).

The executor returned is also a context manager; its ``shutdown()`` closes the Dask client and the local
cluster it made (not a remote cluster). The processes of a ``"process"`` pool ignore Ctrl-C and die on SIGTERM:
the driver is the one that stops, and :func:`stop_executor` ends the pieces still running at once (a pool's
shutdown would wait for them, and a worker would take the next piece queued). The drivers record each result as
it arrives, in the calling process, so a checkpoint there survives both a lost worker and a stopped run.

Examples
--------
>>> from combgames.base.executors import make_executor
>>> with make_executor("process", 2) as pool:
...     sorted(pool.map(abs, [-2, 1, -3]))
[1, 2, 3]
"""

from __future__ import annotations

from concurrent.futures import Executor, Future
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterable

from combgames.base.checks import check_int, check_one_of

if TYPE_CHECKING:
    from combgames.base.checkpoint import Checkpoint, PieceJournal

__all__ = ["EXECUTOR_KINDS", "DASK_REQUIREMENT", "CONNECT_TIMEOUT", "DaskExecutor", "drive_pieces",
           "kept_in_checkpoint", "make_executor", "record_pieces", "results_of_pieces", "run_command",
           "stop_executor", "stop_on_signals"]

EXECUTOR_KINDS = ("process", "dask")
"""The kinds :func:`make_executor` makes."""

DASK_REQUIREMENT = "dask[distributed]>=2024.1"
"""What the ``dask`` extra installs (``pip install "dask[distributed]>=2024.1"``)."""

CONNECT_TIMEOUT = 5.0
"""Seconds to wait for a Dask scheduler given by address before giving up."""


class DaskExecutor(Executor):
    """A ``concurrent.futures`` executor running each submit as one task of a ``dask.distributed`` client.

    Submits go through ``client.get_executor(pure=False)`` (every call is run, even with equal arguments);
    :meth:`shutdown` cancels what has not started when ``wait`` is False, then closes the client and, when it
    made one, the local cluster.

    Attributes
    ----------
    client : distributed.Client
    cluster : distributed.LocalCluster or None
        The local cluster made for this executor (None on a remote scheduler).
    """

    def __init__(self, client: Any, cluster: Any = None):
        self.client = client
        self.cluster = cluster
        self._executor = client.get_executor(pure=False)

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future:
        """Run ``fn(*args, **kwargs)`` as one Dask task; a ``concurrent.futures.Future`` of its result."""
        return self._executor.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Stop: wait for (or cancel) the tasks submitted, then close the client and the local cluster."""
        self._executor.shutdown(wait=wait and not cancel_futures)
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()

    @property
    def workers(self) -> int:
        """The number of workers the scheduler knows now."""
        return len(self.client.scheduler_info().get("workers", {}))


def make_executor(kind: str = "process", workers: int = 2, *, scheduler: str | None = None,
                  timeout: float = CONNECT_TIMEOUT) -> Executor:
    """A ``concurrent.futures`` executor of the given kind (see the module docstring).

    Parameters
    ----------
    kind : {"process", "dask"}
    workers : int
        Processes of the pool, or workers of the local Dask cluster (ignored with `scheduler`).
    scheduler : str, optional
        The address of a running Dask scheduler (``tcp://HOST:8786``); implies ``kind="dask"``.
    timeout : float
        Seconds to wait for that scheduler.

    Raises
    ------
    ValueError
        For another kind, `scheduler` with the process pool, dask asked for and not installed, or a scheduler
        that does not answer within `timeout` seconds (naming the address).
    """
    kind = check_one_of(kind, "executor", EXECUTOR_KINDS)
    workers = check_int(workers, "workers", minimum=1)
    if scheduler is not None and kind != "dask":
        raise ValueError(f"a scheduler address ({scheduler}) needs the executor 'dask', not {kind!r}")
    if kind == "process":
        from concurrent.futures import ProcessPoolExecutor

        return ProcessPoolExecutor(max_workers=workers, initializer=_pool_worker_signals)
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise ValueError(f"executor 'dask' needs dask and distributed (pip install \"{DASK_REQUIREMENT}\")"
                         ) from None
    if scheduler is not None:
        return DaskExecutor(_connect(Client, scheduler, timeout))
    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None)
    return DaskExecutor(Client(cluster), cluster)


def _pool_worker_signals() -> None:
    """In a process of a ``"process"`` pool: Ctrl-C is the driver's (ignored here), and SIGTERM and SIGHUP end
    the process (a fork inherits the driver's :func:`stop_on_signals`, under which a worker would report the
    stop as the piece's error and go on to the next piece queued)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)


def stop_executor(executor: Executor) -> None:
    """Stop ``executor`` now: cancel what has not started and end what is running. A process pool's workers are
    terminated (their pieces are lost, as a stopped piece always is; the finished ones are the driver's); a
    :class:`DaskExecutor` cancels its tasks and closes the client and its local cluster."""
    from concurrent.futures import ProcessPoolExecutor

    if isinstance(executor, ProcessPoolExecutor):
        workers = list((getattr(executor, "_processes", None) or {}).values())  # the pool's own table of them
        executor.shutdown(wait=False, cancel_futures=True)  # no piece starts now
        for process in workers:
            process.terminate()  # the running pieces end (SIGTERM: a worker's default action)
        for process in workers:
            process.join(5)
            if process.is_alive():  # a worker that handles SIGTERM (not one of make_executor's)
                process.kill()
                process.join(5)
    executor.shutdown(wait=True, cancel_futures=True)


def _connect(client: Callable[..., Any], address: str, timeout: float) -> Any:
    """A client of the scheduler at `address`, or ValueError naming it when none answers within `timeout` s."""
    if not isinstance(address, str) or not address.strip():
        raise ValueError(f"scheduler must be an address such as tcp://HOST:8786, not {address!r}")
    try:
        return client(address, timeout=timeout)
    except ValueError as err:  # a malformed address: no port, an unknown protocol
        raise ValueError(f"scheduler {address!r} is not a Dask scheduler address such as tcp://HOST:8786 "
                         f"({str(err)[:120]})") from None
    except (OSError, TimeoutError) as err:  # refused, unreachable, unknown host
        detail = str(err).splitlines()[0][:120] if str(err) else type(err).__name__
        raise ValueError(f"no Dask scheduler answered at {address} within {timeout:g} s ({detail})") from None


def stop_on_signals() -> None:
    """SIGTERM and SIGHUP (``kill``, ``timeout``, a batch scheduler, a closed terminal) stop a run like Ctrl-C, so
    its finished pieces are saved (a run started in the background ignores SIGINT)."""
    import signal

    def interrupt(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt(signal.Signals(signum).name)

    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), interrupt)


def run_command(run: Callable[[Executor | None], Any], *, executor: str | None = None, workers: int = 1,
                scheduler: str | None = None, kept: str = "") -> tuple[int, Any]:
    """Drive a run in pieces from the command line: ``run(pool)`` with the executor asked for (none for one
    worker; a process pool for ``workers`` > 1; Dask with ``executor="dask"`` or a ``scheduler`` address), shut
    down at the end, and SIGTERM and SIGHUP stopping the run like Ctrl-C (:func:`stop_on_signals`). A run that
    stops (Ctrl-C, a signal, an error) stops its executor at once (:func:`stop_executor`).

    The one home of the exit codes of :mod:`designs.latin_classes`, :mod:`designs.mate_census` and
    :mod:`designs.plane_search`. Returns ``(0, result)``; or ``(2, None)`` after one line ``error: ...`` on
    stderr for bad input (ValueError, TypeError); or ``(1, None)`` after ``interrupted`` or ``error: the run
    stopped (...)`` (a piece that failed on every worker tried, a lost scheduler), each line ending with
    ``kept`` (where the finished pieces are; :func:`kept_in_checkpoint` for a run with a checkpoint).
    """
    import sys

    stop_on_signals()
    pool = None
    finished = False
    try:
        check_int(workers, "--workers", minimum=1)
        kind = executor or ("dask" if scheduler is not None else "process")
        if kind == "dask" or workers > 1 or scheduler is not None:
            pool = make_executor(kind, workers, scheduler=scheduler)
        result = run(pool)
        finished = True
        return 0, result
    except (ValueError, TypeError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2, None
    except KeyboardInterrupt:
        print(f"interrupted{kept}", file=sys.stderr)
        return 1, None
    except Exception as err:  # a piece that failed on every worker tried, a lost scheduler: the run stops
        text = str(err).splitlines()[0][:160] if str(err) else ""
        print(f"error: the run stopped ({type(err).__name__}: {text}){kept}", file=sys.stderr)
        return 1, None
    finally:
        if pool is not None and finished:
            pool.shutdown()
        elif pool is not None:  # stopped: the pieces still running end now, not when they finish
            stop_executor(pool)


def results_of_pieces(executor: Executor | None, function: Callable[..., Any],
                      arguments: Iterable[tuple]) -> Generator[Any, None, None]:
    """Yield ``function(*args)`` for each tuple of ``arguments``: in this process, in order, when ``executor`` is
    None; else one task per piece on the executor, each result as it arrives (in any order), so the driver
    records it at once. Closing the generator (``close()``, as a driver does when Ctrl-C, a signal or a failed
    piece stops it) cancels the pieces not started, so the executor's shutdown waits only for those running."""
    from concurrent.futures import as_completed

    if executor is None:
        for args in arguments:
            yield function(*args)
        return
    futures = [executor.submit(function, *args) for args in arguments]
    try:
        for f in as_completed(futures):
            yield f.result()
    finally:
        for f in futures:
            f.cancel()


def kept_in_checkpoint(checkpoint: str | None) -> str:
    """The end of the line saying where a stopped run's finished pieces are (``kept`` of :func:`run_command`)
    for a run whose ``--checkpoint`` is ``checkpoint`` (None: none given).

    Examples
    --------
    >>> kept_in_checkpoint(None)
    ' (no --checkpoint: nothing was saved)'
    >>> kept_in_checkpoint("run.ckpt")
    '; the pieces finished are saved in run.ckpt and the same command resumes'
    """
    if checkpoint is None:
        return " (no --checkpoint: nothing was saved)"
    return f"; the pieces finished are saved in {checkpoint} and the same command resumes"


def drive_pieces(executor: Executor | None, function: Callable[..., dict], arguments: list[tuple],
                 done: dict[int, dict], store: Checkpoint | None = None, journal: PieceJournal | None = None,
                 line: Callable[[dict], Any] | None = None, *, save_every: float = 600.0) -> None:
    """Run the pieces of a resumable run, keeping each result as it arrives.

    Runs ``function(*args)`` for each tuple of ``arguments`` (:func:`results_of_pieces`: here in order, or on
    ``executor`` as each finishes). Each result is a dict with an ``"index"``; it is recorded in ``done`` under
    that index, appended to ``journal`` at once, and announced by ``line(result)``. The checkpoint ``store`` is
    saved with the whole of ``done`` every ``save_every`` seconds, when the run stops in any way (Ctrl-C, a
    signal, a piece that failed, a lost cluster: the pieces not started are cancelled and the exception goes on)
    and at the end; each successful save empties the journal, whose pieces it now holds. A call with no
    ``arguments`` saves nothing (it only reads: it may look at a run still going).

    Parameters
    ----------
    executor : Executor or None
        Where the pieces run (:func:`make_executor`); None: one after another in this process.
    function : callable
        A module-level function (it is sent to the workers) returning the piece's result as a dict of plain
        data with its ``"index"``.
    arguments : list of tuple
        The arguments of each piece still to run.
    done : dict
        The results so far (from :func:`combgames.base.checkpoint.load_this_run` and the journal), by index;
        updated in place.
    store : Checkpoint, optional
        The run's checkpoint (its payload is ``done``).
    journal : PieceJournal, optional
        The journal of the pieces finished since the last save.
    line : callable, optional
        Called with each result (a progress line).
    save_every : float
        Seconds between saves of the checkpoint.

    See Also
    --------
    combgames.base.checkpoint.PieceJournal, combgames.base.checkpoint.load_this_run

    Examples
    --------
    >>> done = {}
    >>> drive_pieces(None, dict, [((("index", i), ("square", i * i)),) for i in range(3)], done)
    >>> done == {0: {"index": 0, "square": 0}, 1: {"index": 1, "square": 1}, 2: {"index": 2, "square": 4}}
    True
    """
    import time

    last_save = time.monotonic()

    def save() -> None:
        nonlocal last_save
        if store is not None and store.save(done) and journal is not None:
            journal.clear()
        last_save = time.monotonic()

    def record(result: dict) -> None:
        done[result["index"]] = result
        if journal is not None:
            journal.append(result)
        if time.monotonic() - last_save > save_every:
            save()
        if line is not None:
            line(result)

    record_pieces(executor, function, arguments, record, save, journal)
    if arguments:  # a call that ran nothing only reads: it may look at a run still going
        save()


def record_pieces(executor: Executor | None, function: Callable[..., Any], arguments: Iterable[tuple],
                  record: Callable[[Any], Any], save: Callable[[], Any], journal: PieceJournal | None = None) -> None:
    """Run the pieces (:func:`results_of_pieces`) and ``record(result)`` each as it arrives; when the run stops in
    any way (Ctrl-C, a signal, a piece that failed, a lost cluster) cancel the pieces not started, ``save()`` what
    is done and let the exception go on; close ``journal`` (if any) in every case.

    The loop of every driver of a run in pieces: :func:`drive_pieces` (results as dicts, kept by index) and
    :func:`designs.latin_classes.classify_in_pieces` (its own result type).
    """
    pieces = results_of_pieces(executor, function, arguments)
    try:
        for result in pieces:
            record(result)
    except BaseException:  # Ctrl-C, a signal, a piece that failed, a lost cluster: keep what is done
        pieces.close()  # the pieces not started are cancelled: shutdown waits only for the running ones
        save()
        raise
    finally:
        if journal is not None:
            journal.close()
