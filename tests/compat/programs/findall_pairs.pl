% pairs of solutions: findall over a conjunction of two probabilistic calls
0.3::p(1). 0.6::p(2).
q(L) :- findall(X, (p(X), p(X)), L).
t(N) :- findall(X-Y, (p(X), p(Y)), L), length(L, N).
query(q(_)). query(t(_)).
