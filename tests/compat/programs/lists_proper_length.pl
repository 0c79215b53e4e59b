% proper_length/2 and same_length/2.
:- use_module(library(lists)).
pl(N) :- proper_length([a, b, c], N).
partial :- proper_length([a, b|c], _).
same :- same_length([1, 2, 3], [x, y, z]).
notsame :- same_length([1, 2], [x]).
shape(L) :- same_length(L, [p, q]).
query(pl(_)). query(partial). query(same). query(notsame).
