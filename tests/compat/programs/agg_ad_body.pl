% library(aggregate): the values come from annotated disjunctions
:- use_module(library(aggregate)).
player(p1). player(p2). player(p3).
0.2::roll(P, 1); 0.3::roll(P, 2); 0.5::roll(P, 3) :- player(P).
0.5::plays(p3).
plays(p1). plays(p2).
score(sum<R>) :- player(P), plays(P), roll(P, R).
best(max<R>) :- player(P), plays(P), roll(P, R).
query(score(_)). query(best(_)).
