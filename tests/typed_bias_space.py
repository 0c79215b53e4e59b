"""The TYPED mode bias and its hypothesis space counted by brute force, without any generator:
the independent reference for nesylang.bias (``clauses``) and for clingo's S_M (FF-NSL)."""
import itertools

TYPED = '''#modeh(p(var(t))). #modeb(q(var(t)), (positive)). #modeb(e(var(t), var(u))).
#modeb(r(var(t), var(t)), (symmetric)). #modeb(s(var(u), const(c))). #constant(c, a). #constant(c, b).
#modeb(var(u) < var(u)). #maxv(3).
'''


def enumerate_typed(max_body, guard_u):
    """The TYPED space by brute force: every typing of variables 1 and 2, every set of distinct
    literals over it, kept when the variables used are 0..k-1, each has one type, and every
    variable of type t (and of type u unless ``guard_u``) occurs in a positive non-comparison
    literal; counted up to renaming, r's two arguments unordered."""
    keys = set()
    for typing in itertools.product("tu", repeat=2):
        types = ("t",) + typing
        ts = [v for v in range(3) if types[v] == "t"]
        us = [v for v in range(3) if types[v] == "u"]
        lits = [("q", (v,), False) for v in ts]
        lits += [("e", (v, w), n) for v in ts for w in us for n in (False, True)]
        lits += [("r", (v, w), n) for v in ts for w in ts for n in (False, True)]
        lits += [("s", (w, c), n) for w in us for c in "ab" for n in (False, True)]
        lits += [("<", (v, w), False) for v in us for w in us if v != w]
        for k in range(max_body + 1):
            for body in itertools.combinations(lits, k):
                atoms = {(n, a if n != "r" else tuple(sorted(a))) for n, a, _ in body}
                if len(atoms) < len(body):  # a literal twice (r(A, B), r(B, A)) or with its complement
                    continue
                used = {0} | {a for _, args, _ in body for a in args if isinstance(a, int)}
                if used != set(range(len(used))):
                    continue
                bound = {a for n, args, neg in body if not neg and n != "<" for a in args if isinstance(a, int)}
                if any(types[v] == "t" or not guard_u for v in used - bound):
                    continue
                best = None
                for perm in ([0, 1, 2], [0, 2, 1]):
                    def ren(n, args):
                        out = tuple(perm[a] if isinstance(a, int) else a for a in args)
                        return tuple(sorted(out)) if n == "r" else out
                    key = tuple(sorted((n, ren(n, args), neg) for n, args, neg in body))
                    key = (key, tuple(sorted((perm[v], types[v]) for v in used)))
                    best = key if best is None or key < best else best
                keys.add(best)
    return len(keys)
