% subsumes_term/2 and subsumes_chk/2: ProbLog takes the two terms' variables apart
s(1) :- subsumes_term(f(_), f(a)).
s(2) :- subsumes_term(f(a), f(_)).
s(3) :- subsumes_chk(g(X, X), g(a, a)).
s(4) :- subsumes_chk(g(X, X), g(a, b)).
s(5) :- subsumes_term(h(X, Y), h(Y, X)).
s(6) :- subsumes_term(f(X), f(g(X))).
s(7) :- subsumes_term(X, f(X)).
s(8) :- subsumes_term(f(X, Y), f(Z, Z)).
s(9) :- subsumes_term(f(Z, Z), f(X, Y)).
s(10) :- subsumes_term(f(A), f(A)).
s(11) :- subsumes_term(f(X, a), f(Y, Y)).
s(12) :- subsumes_term(f(X, X), f(Y, Z)), Y = Z.
s(13) :- Y = Z, subsumes_term(f(X, X), f(Y, Z)).
s(14) :- subsumes_term(f(X, Y, X), f(Y, X, Y)).
s(15) :- subsumes_term(f(X, Y, X), f(Y, X, X)).
query(s(_)).
