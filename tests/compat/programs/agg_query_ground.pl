% library(aggregate): ground queries on aggregate answers, including one that never holds
:- use_module(library(aggregate)).
0.5::n(1). 0.5::n(2). 0.5::n(3).
cnt(L, C) :- length(L, C).
how_many(cnt<X>) :- n(X).
query(how_many(0)). query(how_many(1)). query(how_many(2)). query(how_many(3)).
