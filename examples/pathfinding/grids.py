"""Synthetic Warcraft-like grids, Dijkstra on vertex costs, and the EXPLAIN sampler.

Everything here is plain Python / numpy (no nesylang), so it can be tested on its own.

* A grid is ``k x k`` tiles; each tile has a terrain type, and each terrain type a traversal
  cost from ``COSTS`` (two terrain types per cost, like Warcraft's grass / forest / water...).
  Each tile is rendered as a small RGB image: its terrain's fixed random 8x8 texture, randomly
  shifted, with brightness jitter and pixel noise (fixed seed), so the network has to learn
  which textures are cheap.
* The label of a grid is its shortest path from the top-left to the bottom-right tile
  (8-connectivity, vertex costs: a path costs the sum of the costs of all its tiles, both
  ends included), found by Dijkstra with deterministic tie-breaking.
* :class:`PathSampler` samples explanations: cost assignments to every tile under which the
  labelled path is *a* shortest path (ties allowed, as in the paper's
  ``not(path(AP, AC), AC < C)``). It never sees the true costs.
"""
from __future__ import annotations

import heapq
import math
import random
from dataclasses import dataclass

import numpy as np

COSTS = (1, 2, 5, 9)                 # the cost domain (the nn/4 domain in pathfinding.nesy)
TERRAINS_PER_COST = 2
COST_FREQ = (0.35, 0.30, 0.20, 0.15)  # how often each cost occurs
TILE = 8                              # tile images are 3 x TILE x TILE
INF = math.inf


# ---- grid geometry and Dijkstra ---------------------------------------------------------------
_NEIGHBOURS: dict[int, list[list[int]]] = {}


def neighbours(k: int) -> list[list[int]]:
    """8-connected neighbour lists of a k x k grid, cells numbered row-major."""
    hit = _NEIGHBOURS.get(k)
    if hit is None:
        hit = []
        for r in range(k):
            for c in range(k):
                hit.append([(r + dr) * k + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                            if (dr or dc) and 0 <= r + dr < k and 0 <= c + dc < k])
        _NEIGHBOURS[k] = hit
    return hit


def distances(cost, k: int, source: int, blocked: int = -1) -> list[float]:
    """Vertex-weighted shortest distances from ``source`` (its own cost included) to every
    cell, optionally with one cell removed."""
    nbrs = neighbours(k)
    dist = [INF] * (k * k)
    dist[source] = cost[source]
    heap = [(cost[source], source)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, u = pop(heap)
        if d > dist[u]:
            continue
        for v in nbrs[u]:
            if v == blocked:
                continue
            nd = d + cost[v]
            if nd < dist[v]:
                dist[v] = nd
                push(heap, (nd, v))
    return dist


def shortest_path(cost, k: int) -> tuple[list[int], float]:
    """Dijkstra from the top-left to the bottom-right cell: (cells of the path, its cost).
    Ties are broken deterministically (the first predecessor to reach the best distance)."""
    nbrs = neighbours(k)
    n = k * k
    source, target = 0, n - 1
    dist = [INF] * n
    pred = [-1] * n
    dist[source] = cost[source]
    heap = [(cost[source], source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        if u == target:
            break
        for v in nbrs[u]:
            nd = d + cost[v]
            if nd < dist[v]:
                dist[v] = nd
                pred[v] = u
                heapq.heappush(heap, (nd, v))
    path = [target]
    while path[-1] != source:
        path.append(pred[path[-1]])
    return path[::-1], dist[target]


_GRAPHS: dict[int, tuple] = {}


def _graph(k: int):
    """The 8-connected grid as a CSR matrix whose edge u -> v will weigh cost[v], its column
    indices, and for each cell the positions of the edges into it."""
    hit = _GRAPHS.get(k)
    if hit is None:
        import scipy.sparse as sp

        nbrs = neighbours(k)
        n = k * k
        rows = np.repeat(np.arange(n), [len(x) for x in nbrs])
        cols = np.concatenate([np.asarray(x) for x in nbrs])
        g = sp.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(n, n))
        g.sort_indices()
        cols = g.indices.copy()
        into = [np.flatnonzero(cols == v) for v in range(n)]
        hit = _GRAPHS[k] = (g, cols, into)
    return hit


def fast_distances(cost: np.ndarray, k: int, sources: list[int], blocked: int = -1) -> np.ndarray:
    """:func:`distances` from each of ``sources`` at once, with scipy's Dijkstra (rows: sources)."""
    from scipy.sparse.csgraph import dijkstra

    g, cols, into = _graph(k)
    np.take(cost, cols, out=g.data)
    if blocked >= 0:
        g.data[into[blocked]] = INF
    d = dijkstra(g, directed=True, indices=sources)
    d += cost[sources][:, None]
    return d


def fast_path(cost: np.ndarray, k: int) -> tuple[list[int], float]:
    """A shortest source-target path under ``cost`` (scipy's tie-breaking) and its cost."""
    from scipy.sparse.csgraph import dijkstra

    g, cols, _ = _graph(k)
    np.take(cost, cols, out=g.data)
    n = k * k
    d, pred = dijkstra(g, directed=True, indices=0, return_predecessors=True)
    path = [n - 1]
    while path[-1] != 0:
        path.append(int(pred[path[-1]]))
    return path[::-1], float(d[n - 1] + cost[0])


def path_cost(cost, path) -> float:
    return sum(cost[v] for v in path)


def is_shortest(cost, k: int, path) -> bool:
    """Whether ``path`` (a connected source-target path) is a shortest path under ``cost``."""
    return path_cost(cost, path) <= distances(cost, k, 0)[k * k - 1]


# ---- synthetic data -----------------------------------------------------------------------------
@dataclass
class GridSet:
    k: int
    costs: np.ndarray      # (n_grids, k*k) int, the true tile costs (never shown to the learner)
    classes: np.ndarray    # (n_grids, k*k) int, index of each cost in COSTS
    images: np.ndarray     # (n_grids*k*k, 3, TILE, TILE) float32, tile images, grid-major
    paths: list[list[int]]  # the labelled shortest paths
    best: list[float]       # their costs
    terrain: np.ndarray | None = None  # (n_grids, k*k) int, each tile's terrain type (for error analyses)

    def __len__(self) -> int:
        return len(self.paths)


def textures(seed: int = 1234) -> np.ndarray:
    """One fixed random texture per terrain type: (n_terrains, 3, TILE, TILE) in [0, 1]."""
    rng = np.random.default_rng(seed)
    n = len(COSTS) * TERRAINS_PER_COST
    base = rng.uniform(0.2, 0.8, size=(n, 3, 1, 1))             # a base colour
    pattern = rng.normal(0.0, 0.25, size=(n, 1, TILE, TILE))     # a grey-level pattern
    return np.clip(base + pattern, 0.0, 1.0).astype(np.float32)


def render(terrain: np.ndarray, rng: np.random.Generator, tex: np.ndarray, noise: float = 0.15) -> np.ndarray:
    """Tile images for an array of terrain types: texture, random shift, jitter, noise."""
    out = tex[terrain].copy()                                  # (m, 3, T, T)
    for i in range(len(out)):
        out[i] = np.roll(out[i], shift=(int(rng.integers(-1, 2)), int(rng.integers(-1, 2))), axis=(1, 2))
    out *= rng.uniform(0.8, 1.2, size=(len(out), 1, 1, 1))
    out += rng.normal(0.0, noise, size=out.shape)
    return np.clip(out, 0.0, 1.0).astype(np.float32)


def make_grids(n: int, k: int, seed: int, noise: float = 0.15) -> GridSet:
    """``n`` random k x k grids (tile images grid-major: tile v of grid g is row g*k*k + v)."""
    rng = np.random.default_rng(seed)
    tex = textures()
    classes = rng.choice(len(COSTS), size=(n, k * k), p=COST_FREQ)
    terrain = classes * TERRAINS_PER_COST + rng.integers(0, TERRAINS_PER_COST, size=classes.shape)
    costs = np.asarray(COSTS)[classes]
    images = render(terrain.reshape(-1), rng, tex, noise)
    paths, best = [], []
    for g in range(n):
        p, d = shortest_path(costs[g].tolist(), k)
        paths.append(p)
        best.append(d)
    return GridSet(k, costs, classes, images, paths, best, terrain)


# ---- EXPLAIN: explanations consistent with the labelled path --------------------------------------
class PathSampler:
    """Gibbs sampling of tile costs under the constraint "the labelled path is a shortest path".

    The chain's state is a cost class per tile. It starts from the paper's feasible point
    (tiles on the labelled path at the lowest cost, all others at the highest), and each step
    resamples one tile's cost from ``q`` restricted to the values that keep the labelled path
    shortest, all other tiles fixed. ``q`` is the network's current distribution over the
    tile's cost, mixed with a share ``explore`` of the uniform one (so that values the network
    has ruled out can still be found); with ``explore=0`` the chain samples the model's
    posterior over cost assignments given the label, ``p(costs | x, path is shortest)``, and
    with ``explore=1`` the uniform distribution over explanations. Every state of the chain is
    an explanation; the true costs are never used.

    The allowed values of one tile, with ``L`` the labelled path's current cost, ``ds`` / ``dt``
    the vertex-weighted distances from the source / target:

    * source or target: any value (every path pays it);
    * another tile on the path, current cost ``c``: any value ``<= c + D_v - L``, with ``D_v``
      the cheapest path avoiding the tile (a decrease never hurts);
    * a tile off the path: any value ``>= L - min_nbr ds - min_nbr dt``, the cheapest path
      through it being ``min_nbr ds + c' + min_nbr dt`` (an increase never hurts).

    The chain is irreducible over the explanations: from any of them, lowering the path's tiles
    to the lowest cost and then raising the other tiles to the highest, one tile at a time, only
    takes allowed steps to the starting point, and every step can be reversed. So it samples
    ``q(costs | path is shortest)`` in the limit, whatever the network says.

    Chains persist per grid across calls (and epochs): the first call checks that the starting
    point is an explanation (it is the most favourable assignment for the path, so if it is not
    one, none is) and runs ``burn_in`` steps; each explanation is then the state after ``thin``
    more single-tile steps. With ``init="network"`` a chain starts instead from the network's
    most likely costs for that grid at its first call, repaired into an explanation
    (:meth:`repaired`): close to the posterior's mode rather than at its all-expensive edge, so
    a grid seen for the first time late in training needs little burn-in. The chain and its
    stationary distribution are unchanged; only the start point differs. Measured (session 18,
    benchmarks/README.md) it trains nothing from an untrained network, which predicts the
    highest cost almost everywhere: the paper's start, with the labelled path cheapest, is what
    gives early training its signal, so "start" stays the default.

    With ``values="allowed"`` (``drop="local"`` or ``"none"``) each kept tile is given instead as
    the tuple of its allowed values given all the other tiles of the state (a Rao-Blackwellised
    sample: LEARN then weighs the tile by its probability of taking one of them; see
    :meth:`allowed_sets`). Tiles whose allowed set is the whole domain add nothing to the loss and
    are left out, as with ``drop="local"``.
    """

    def __init__(self, k: int, probs, *, burn_in: int = 720, thin: int = 40, explore: float = 0.2,
                 drop: str = "none", init: str = "start", values: str = "sample"):
        if drop not in ("none", "cube", "local"):
            raise ValueError("drop is 'none', 'cube' or 'local'")
        if values not in ("sample", "allowed"):
            raise ValueError("values is 'sample' or 'allowed'")
        if values == "allowed" and drop == "cube":
            raise ValueError("values='allowed' gives each tile's allowed set given the others: drop 'none' or 'local'")
        self.values = values
        if init not in ("start", "network"):
            raise ValueError("init is 'start' or 'network'")
        self.k = k
        self.drop = drop
        self.init = init
        self.probs = probs            # probs(chain) -> (k*k, len(COSTS)) network probabilities
        self.burn_in = burn_in
        self.thin = thin
        self.explore = explore
        self.states: dict = {}        # chain -> (labelled path, tiles on it, current cost classes)
        self.steps = 0
        self.dijkstras = 0

    def initial(self, path: list[int]) -> list[int]:
        top = len(COSTS) - 1
        on = set(path)
        return [0 if v in on else top for v in range(self.k * self.k)]

    def sample(self, chain, path: list[int], rng: random.Random, n: int) -> list[dict[int, int]]:
        """``n`` explanations for the grid ``chain`` with labelled ``path``: dicts from tiles to cost
        classes: every tile (``drop="none"``), the tiles of a cube implying the query
        (``"cube"``, see :meth:`relevant`), or the tiles whose cost the others constrain
        (``"local"``, see :meth:`constrained`)."""
        if path[0] != 0 or path[-1] != self.k * self.k - 1:
            raise ValueError("a labelled path goes from the top-left to the bottom-right tile")
        q = np.asarray(self.probs(chain), dtype=np.float64)
        q = (1.0 - self.explore) * q / q.sum(axis=1, keepdims=True) + self.explore / q.shape[1]
        q = q.tolist()
        hit = self.states.get(chain)
        first = hit is None or hit[0] != path
        if first:
            start = self.initial(path)
            if not is_shortest([COSTS[j] for j in start], self.k, path):
                # the lowest cost on the path and the highest off it is the most favourable
                # assignment: if the path is not shortest there, it is nowhere (phi is false)
                raise ValueError(f"no cost assignment makes this path a shortest path: {path}")
            if self.init == "network":
                start = self.repaired(path, q)
            hit = self.states[chain] = (list(path), set(path), start)
        path, on_path, state = hit
        out = []
        for i in range(n):
            self._run(path, on_path, state, q, rng, (self.burn_in if first and i == 0 else 0) + self.thin)
            if self.values == "allowed":
                out.append(self.allowed_sets(path, on_path, state))
                continue
            if self.drop == "cube":
                tiles = self.relevant(path, on_path, state, rng)
            elif self.drop == "local":
                tiles = self.constrained(path, on_path, state)
            else:
                tiles = range(len(state))
            out.append({v: state[v] for v in tiles})
        return out

    def repaired(self, path: list[int], q) -> list[int]:
        """A chain's start point near the network's most likely costs (``init="network"``).

        Start from each tile's most likely cost under ``q``; while some path is strictly cheaper
        than the labelled one, move one tile of the cheaper path towards the paper's start point:
        raise a tile off the labelled path, or lower a labelled tile the cheaper path avoids, to
        its most likely value in that direction, choosing the move that loses the least
        log-probability. Each tile only moves towards the start point, which is an explanation,
        and while a cheaper path exists one of its tiles can still move (its tiles off the
        labelled path all at the highest cost and the labelled tiles it avoids all at the lowest
        would make it no cheaper than at the start point), so this ends with an explanation."""
        k = self.k
        top = len(COSTS) - 1
        on_path = set(path)
        logq = np.log(np.maximum(np.asarray(q, dtype=np.float64), 1e-300))
        state = [int(j) for j in logq.argmax(axis=1)]
        cost = np.asarray([COSTS[s] for s in state], dtype=np.float64)
        while True:
            self.dijkstras += 1
            other, best = fast_path(cost, k)
            length = float(cost[path].sum())
            if best >= length:
                return state
            on_other = set(other)
            moves = []
            for v in other:
                if v not in on_path and state[v] < top:
                    new = state[v] + 1 + int(logq[v, state[v] + 1:].argmax())
                    moves.append((logq[v, new] - logq[v, state[v]], v, new))
            for v in path:
                if v not in on_other and state[v] > 0:
                    new = int(logq[v, :state[v]].argmax())
                    moves.append((logq[v, new] - logq[v, state[v]], v, new))
            _, v, new = max(moves)
            state[v] = new
            cost[v] = COSTS[new]

    def relevant(self, path, on_path, state: list[int], rng: random.Random) -> list[int]:
        """The tiles that a partial explanation keeps from a full one (a cube implying the query).

        Lowering a path tile's cost or raising another tile's never breaks an explanation. So
        start from the path's tiles at their values and every other tile at the lowest cost, and
        while some path is cheaper than the labelled one, give back its sampled value to one
        tile of that path (chosen at random among those still lowered; one always exists, as the
        full explanation has no cheaper path). At the end every completion of the kept tiles,
        the others taking any cost, is an explanation. Path tiles already at the highest cost,
        the source and the target (on every path) are left out."""
        k, n = self.k, self.k * self.k
        low = COSTS[0]
        full = np.asarray([COSTS[s] for s in state], dtype=np.float64)
        mix = np.where([v in on_path for v in range(n)], full, low)
        length = float(full[path].sum())
        kept = {v for v in path[1:-1] if full[v] != COSTS[-1]}
        while True:
            self.dijkstras += 1
            other, cost = fast_path(mix, k)
            if cost >= length:
                break
            lowered = [v for v in other if mix[v] != full[v]]
            v = lowered[rng.randrange(len(lowered))]
            mix[v] = full[v]
            kept.add(v)
        return sorted(kept)

    def constrained(self, path, on_path, state: list[int]) -> list[int]:
        """The tiles whose allowed values, given all the other tiles, are not the whole domain.

        Not an explanation in EXAL's sense (the dropped tiles may matter together), but an
        unbiased, lower-variance stand-in for one in a Monte Carlo estimate of the likelihood's
        gradient: for a posterior sample f, the gradient's term of a tile v is
        E[grad log p_v(f_v) | f_-v], which is zero when f_-v leaves v free (its conditional is
        then the network's own distribution); whether v is dropped depends on f_-v only."""
        return sorted(self.allowed_sets(path, on_path, state))  # the tiles whose set is not every class

    def allowed_sets(self, path, on_path, state: list[int]) -> dict:
        """Each tile's allowed cost classes given all the other tiles of ``state`` (the values
        one Gibbs step could give it), for the tiles where that is not every class: a tuple,
        or an int when one class is allowed. The Rao-Blackwellised form of a posterior sample
        f: the likelihood gradient's term of tile v, E[grad log p_v(f_v) | f_-v] under the
        model's posterior, is the gradient of log p_v(allowed set) (what LEARN takes for a
        tuple), so the sampled value's noise inside the allowed set is averaged out exactly; the
        estimate is unbiased as before (``explore=0``), with lower variance."""
        k, n = self.k, self.k * self.k
        nbrs = neighbours(k)
        cost = np.asarray([COSTS[s] for s in state], dtype=np.float64)
        length = float(cost[path].sum())
        both = fast_distances(cost, k, [0, n - 1])
        ds, dt = both[0].tolist(), both[1].tolist()
        out = {}
        for v in range(1, n - 1):
            if v in on_path:
                c = cost[v]
                slack = fast_distances(cost, k, [0], blocked=v)[0, n - 1] - length
                allowed = [j for j, cj in enumerate(COSTS) if cj <= c or cj - c <= slack]
            else:
                through = min(ds[u] for u in nbrs[v]) + min(dt[u] for u in nbrs[v])
                allowed = [j for j, cj in enumerate(COSTS) if through + cj >= length]
            if len(allowed) < len(COSTS):
                out[v] = allowed[0] if len(allowed) == 1 else tuple(allowed)
        self.dijkstras += 2 + len(path)
        return out

    def _run(self, path, on_path, state: list[int], q, rng: random.Random, steps: int) -> None:
        k, n = self.k, self.k * self.k
        nbrs = neighbours(k)
        source, target = 0, n - 1
        cost = np.asarray([COSTS[s] for s in state], dtype=np.float64)
        length = float(cost[path].sum())
        ds = dt = None
        for _ in range(steps):
            v = rng.randrange(n)
            c = cost[v]
            if v == source or v == target:
                allowed = range(len(COSTS))
            elif v in on_path:
                detour = fast_distances(cost, k, [source], blocked=v)[0, target]
                self.dijkstras += 1
                allowed = [j for j, cj in enumerate(COSTS) if cj <= c or cj - c <= detour - length]
            else:
                if ds is None:
                    both = fast_distances(cost, k, [source, target])
                    ds, dt = both[0].tolist(), both[1].tolist()
                    self.dijkstras += 2
                through = min(ds[u] for u in nbrs[v]) + min(dt[u] for u in nbrs[v])
                allowed = [j for j, cj in enumerate(COSTS) if through + cj >= length]
            weights = [q[v][j] for j in allowed]
            r = rng.random() * sum(weights)
            pick = allowed[-1]
            for j, w in zip(allowed, weights):
                r -= w
                if r < 0:
                    pick = j
                    break
            self.steps += 1
            if COSTS[pick] != c:
                if v in on_path:
                    length += COSTS[pick] - c
                state[v] = pick
                cost[v] = COSTS[pick]
                ds = dt = None        # distances changed; recompute lazily


def selftest(seed: int = 0) -> None:
    """Brute-force checks of the sampler on small grids (``python grids.py``): every state is
    an explanation, the allowed values of each tile are exactly those that keep the labelled
    path shortest, and every cube (``drop="cube"``) implies the query at its worst completion."""
    k = 5
    grids = make_grids(20, k, seed=seed)
    rng = random.Random(seed)
    uniform = lambda chain: np.full((k * k, len(COSTS)), 1.0 / len(COSTS))  # noqa: E731
    nbrs = neighbours(k)
    checked = 0
    for g in range(len(grids)):
        path = grids.paths[g]
        sampler = PathSampler(k, uniform, burn_in=50, thin=5)
        for expl in sampler.sample(g, path, rng, 10):
            cost = [COSTS[expl[v]] for v in range(k * k)]
            assert is_shortest(cost, k, path)
            length = path_cost(cost, path)
            ds, dt = distances(cost, k, 0), distances(cost, k, k * k - 1)
            for v in range(k * k):
                brute = [j for j in range(len(COSTS)) if is_shortest(cost[:v] + [COSTS[j]] + cost[v + 1:], k, path)]
                if v in (0, k * k - 1):
                    mine = list(range(len(COSTS)))
                elif v in path:
                    detour = distances(cost, k, 0, blocked=v)[k * k - 1]
                    mine = [j for j, c in enumerate(COSTS) if c <= cost[v] or c - cost[v] <= detour - length]
                else:
                    through = min(ds[u] for u in nbrs[v]) + min(dt[u] for u in nbrs[v])
                    mine = [j for j, c in enumerate(COSTS) if through + c >= length]
                assert mine == brute, (g, v, mine, brute)
                checked += 1
        sampler.drop = "cube"
        on = set(path)
        for cube in sampler.sample(g, path, rng, 5):
            worst = [COSTS[cube[v]] if v in cube else (COSTS[-1] if v in on else COSTS[0]) for v in range(k * k)]
            assert is_shortest(worst, k, path)
    print(f"ok: {checked} allowed sets match brute force; every state is an explanation; cubes imply the query")


if __name__ == "__main__":
    selftest()
