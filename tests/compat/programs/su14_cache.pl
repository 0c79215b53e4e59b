% sample_uniform1/3: a ground call after the open call completed is answered from its answers (ProbLog's cache of ground answers), so it shares the choice
r(X) :- sample_uniform1(k, [a, b, c], X).
query(r(a)).
query(r(X)).
query(r(b)).
t :- r(a), r(b).
s :- r(X), X = a.
u :- \+ r(b).
query(t). query(s). query(u).
