% selectchk/4 replaces the first element that unifies.
:- use_module(library(lists)).
0.5::new(x); 0.5::new(y).
rep(L) :- new(N), selectchk(b, [a, b, c], N, L).
first_var(L) :- selectchk(q, [p, q, q], r, L).
query(rep(_)). query(first_var(_)).
