:- use_module(library(lists)).
% P::x :- P is ... (probability bound in the body)
P::x :- P is 1/3.
P::y(N) :- between(1,3,N), P is N/4.
P::z(A) :- member(A-P, [a-0.2, b-0.7]).
query(x). query(y(_)). query(z(_)).
