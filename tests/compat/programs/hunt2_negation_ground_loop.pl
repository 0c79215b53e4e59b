% win/move game on an acyclic prob graph: win(X) :- move(X,Y), \+ win(Y)
0.5::move(a, b). 0.5::move(a, c). 0.7::move(b, d). 0.4::move(c, d). 0.6::move(d, e). 0.3::move(b, e).
win(X) :- move(X, Y), \+ win(Y).
query(win(a)). query(win(b)). query(win(d)).
