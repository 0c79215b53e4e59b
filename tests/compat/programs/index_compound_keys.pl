% Facts keyed by compound terms of one functor: the index must look at the whole argument.
on(s(0, 0, 1), g3). on(s(0, 1, 0), g2). on(s(0, 1, 1), g2). on(s(0, 1, 1), g3).
on(s(1, 0, 0), g1). on(s(1, 0, 1), g1). on(s(1, 0, 1), g3). on(s(1, 1, 0), g1).
on(s(1, 1, 0), g2). on(s(1, 1, 1), g1). on(s(1, 1, 1), g2). on(s(1, 1, 1), g3).
0.5::state(s(0, 1, 1)). 0.25::state(s(1, 0, 1)). 0.125::state(s(1, 1, 1)).
next(S, g1) :- state(S), on(S, g2), \+ on(S, g3).
next(S, g2) :- state(S), \+ on(S, g1).
next(S, g3) :- state(S), on(S, g1), on(S, g2).
next(S, g3) :- state(S), \+ on(S, g2).
active(G) :- next(_, G).
query(next(_, _)). query(active(_)).
