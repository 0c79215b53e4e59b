0.3::e(a, b). 0.4::e(b, a). 0.5::e(b, c).
r(X, Y) :- e(X, Y).
r(X, Y) :- e(X, Z), r(Z, Y).
unreach(Y) :- member(Y, [a, b, c]), \+ r(a, Y).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(r(a, a), false).
query(unreach(Y)).
query(r(a, c)).
