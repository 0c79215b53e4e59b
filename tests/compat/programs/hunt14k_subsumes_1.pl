% subsumes_term/2 and subsumes_chk/2: general/specific, shared variables, ground
chk :- subsumes_chk(f(X, X), f(a, a)).
nochk :- subsumes_chk(f(X, X), f(a, b)).
rev :- subsumes_term(f(a, b), f(_, b)).
query(chk). query(nochk). query(rev).
