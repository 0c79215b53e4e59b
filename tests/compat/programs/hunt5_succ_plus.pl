% between/3, succ/2 and plus/3 in their modes
a(X) :- between(1, 4, X).
s(X, Y) :- a(X), succ(X, Y).
p(Y) :- succ(Y, 4).
q(Z) :- plus(2, 3, Z).
r(Y) :- plus(2, Y, 7).
t(X) :- plus(X, 4, 9).
0.5::on(X) :- a(X).
both(X, Y) :- s(X, Y), on(X), on(Y).
query(s(_, _)). query(p(_)). query(q(_)). query(r(_)). query(t(_)). query(both(_, _)).
