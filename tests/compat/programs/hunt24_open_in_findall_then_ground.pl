% hunt24: an open call first completed inside a findall/3 goal, then used outside it and called ground (ProbLog grounds a findall goal with a cache of its own); evidence on another predicate
:- use_module(library(lists)).
0.5::q(1). 0.4::q(2). 0.7::q(3).
0.6::r(2).
p(X) :- member(X, [1, 2, 3]), q(X).
count(N) :- findall(X, p(X), L), length(L, N).
both :- p(X), X > 1, p(2), r(X).
lone :- p(2), \+ p(3).
evidence(r(2)).
query(count(_)).
query(both).
query(lone).
query(p(2)).
