% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% meta-calls: call/1, call/N, \+ \+, not/1 over probabilistic goals
0.4::p(1). 0.6::p(2). 0.5::q(1, a). 0.7::q(2, b).
test(G) :- call(G).
app(F, X) :- call(F, X).
app2(F, X, Y) :- call(F, X, Y).
dn(X) :- member(X, [1, 2]), \+ \+ p(X).
nt(X) :- member(X, [1, 2]), not(p(X)).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(test(p(1))).
query(app(p, _)).
query(app2(q, _, _)).
query(dn(_)).
query(nt(_)).
