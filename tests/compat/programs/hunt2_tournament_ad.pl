% a round robin between three players, wins counted per world
player(ann). player(bob). player(cid).
strength(ann, 3). strength(bob, 2). strength(cid, 1).
P::beats(X, Y) :- player(X), player(Y), X @< Y, strength(X, A), strength(Y, B), P is A / (A + B).
wins(X, Y) :- beats(X, Y).
wins(Y, X) :- player(X), player(Y), X @< Y, \+ beats(X, Y).
score(X, N) :- player(X), findall(Y, wins(X, Y), L), length(L, N).
champion(X) :- score(X, 2).
query(champion(_)). query(score(bob, _)).
