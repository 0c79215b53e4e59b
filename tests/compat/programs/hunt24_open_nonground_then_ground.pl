% hunt24: an open call with an answer that keeps a variable (ProbLog caches none of its answers as ground calls) and one whose answers are all ground, each followed by ground calls of their answers (u's in a rule body, after the open query made u's table)
0.3::base(1). 0.6::base(2).
t(X, a) :- base(1).
t(2, b) :- base(2).
u(X, Y) :- base(X), Y is X * 10.
tb :- t(Z, W), W == b, t(2, b).
ua :- u(X, Y), u(1, 10), \+ u(2, 20).
query(u(_, _)).
query(tb).
query(ua).
query(t(2, b)).
query(t(3, a)).
