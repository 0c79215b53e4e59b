% hunt21: an open query drops an answer whose negated goal is certain on its face (add_and drops TRUE, add_or of e and \+e is TRUE)
0.5::s(0, 1).
0.5::s(1, 2).
0.3::t(3).
r(X, Y) :- ( s(X, Z), r(Z, Y) ; \+ (s(X, Z)), true ).
unreached(Y) :- first(Y, [0, 1, 2, 3]), \+ r(0, Y).
first(X, [X|_]).
c(X) :- t(X), u(X).
u(X) :- t(X).
u(X) :- \+ t(X).
gone(X) :- first(X, [3, 4]), \+ c(X).
query(unreached(_)).
query(gone(_)).
