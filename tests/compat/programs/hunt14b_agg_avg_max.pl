% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(aggregate)).
0.5::score(a, 4). 0.5::score(a, 6). score(b, 3). 0.4::score(b, 5).
avg_score(S, avg<X>) :- score(S, X).
top(max<X>) :- score(_, X).
query(avg_score(_, _)).
query(top(_)).
