% hunt6 (ProbLog compatibility, 6th hunt): prob head from list sum
:- use_module(library(lists)).
P::good(X) :- member(X-Ws, [x-[0.1, 0.2], y-[0.3, 0.4]]), sum_list(Ws, P).
query(good(_)).
