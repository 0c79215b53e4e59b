% A small Boolean network over all states, as the indexing benchmark builds it, with a noisy gene.
state(s(0, 0, 0)). state(s(0, 0, 1)). state(s(0, 1, 0)). state(s(0, 1, 1)).
state(s(1, 0, 0)). state(s(1, 0, 1)). state(s(1, 1, 0)). state(s(1, 1, 1)).
on(s(0, 0, 1), g2). on(s(0, 1, 0), g1). on(s(0, 1, 1), g1). on(s(0, 1, 1), g2).
on(s(1, 0, 0), g0). on(s(1, 0, 1), g0). on(s(1, 0, 1), g2). on(s(1, 1, 0), g0).
on(s(1, 1, 0), g1). on(s(1, 1, 1), g0). on(s(1, 1, 1), g1). on(s(1, 1, 1), g2).
0.9::works(g0). 0.8::works(g1).
next(S, g0) :- state(S), on(S, g1), works(g0).
next(S, g1) :- state(S), \+ on(S, g2), works(g1).
next(S, g2) :- state(S), on(S, g0), \+ on(S, g1).
next(S, g2) :- state(S), \+ on(S, g0), on(S, g1).
fixed(S) :- state(S), \+ changes(S).
changes(S) :- on(S, G), \+ next(S, G).
changes(S) :- next(S, G), \+ on(S, G).
query(next(_, _)). query(fixed(_)).
