% game positions, probabilistic moves, win/lose by negation (acyclic)
0.8::move(a, b). 0.6::move(a, c). 0.7::move(b, d). 0.5::move(c, d). 0.9::move(c, e). 0.4::move(d, f). 0.3::move(e, f).
win(X) :- move(X, Y), \+ win(Y).
lose(X) :- pos(X), \+ win(X).
pos(P) :- member(P, [a,b,c,d,e,f]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(win(P)) :- pos(P).
query(lose(a)).
