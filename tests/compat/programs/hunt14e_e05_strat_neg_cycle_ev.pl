% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% stratified negation over a cyclic relation, with evidence on the negated side
0.5::e(a, b). 0.6::e(b, c). 0.4::e(c, a). 0.3::e(c, d). 0.2::e(d, d).
r(X, Y) :- e(X, Y).
r(X, Y) :- e(X, Z), r(Z, Y).
n(X) :- member(X, [a, b, c, d]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
cut_off(X) :- n(X), \+ r(a, X).
stuck(X) :- n(X), \+ r(X, _).
evidence(cut_off(d), false).
query(cut_off(_)).
query(stuck(_)).
query(r(_, a)).
