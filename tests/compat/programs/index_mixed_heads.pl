% A table whose heads mix constants, numbers, variables and compound terms.
row(1, a). row(X, any). row(1.0, float). row(f(X), open). row(f(2), two). row(g(1, 2), g).
row(2, b). row([1, 2], list). row([X|T], cons). row(s, atom). row(1, again). row(h(Y), h) :- Y = 3.
0.5::row(1, prob). 0.3::row(f(2), ptwo).
q(T) :- row(1, T).
r(T) :- row(f(2), T).
s(X) :- row(X, two).
t(T) :- row([1, 2], T).
u(T) :- row(h(3), T).
query(q(_)). query(r(_)). query(s(_)). query(t(_)). query(u(_)).
