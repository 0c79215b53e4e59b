% meta-calls: rules stored as data, a list of goals called one by one with call/1 (ProbLog's call/1 takes no conjunction)
0.3::a. 0.6::b. 0.5::c.
condition(r1, [a, b]).
condition(r2, [c]).
condition(r3, [b, neg(c)]).
holds(neg(G)) :- \+ call(G).
holds(G) :- G \= neg(_), call(G).
all_hold([]).
all_hold([G|Gs]) :- holds(G), all_hold(Gs).
fires(R) :- condition(R, Gs), all_hold(Gs).
any_fires :- fires(_).
query(fires(R)).
query(any_fires).
