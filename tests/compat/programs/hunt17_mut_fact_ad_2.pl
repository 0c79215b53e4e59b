% hunt17: a mutant (agreeing with ProbLog) of hunt6_blocks_plan.pl: fact-ad clauses 2+12
0.9::succeeds(move(B, To), T) :- block(B), place(To), between(0, 2, T).
0.4::block(a); 0.35::act(move(a, b), 0).
block(b).
place(table).
place(a).
place(b).
holds(on(a, table), 0).
holds(on(b, table), 0).
holds(on(B, To), T1) :- T1 > 0, T is T1 - 1, act(move(B, To), T), succeeds(move(B, To), T).
holds(on(B, P), T1) :- T1 > 0, T is T1 - 1, holds(on(B, P), T), \+ moved(B, T).
moved(B, T) :- act(move(B, _), T), succeeds(move(B, _), T).
act(move(b, table), 1).
query(holds(on(a, _), 2)).
query(holds(on(b, _), 2)).
