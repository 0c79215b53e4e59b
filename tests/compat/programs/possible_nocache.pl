% possible/1 (a goal's derivable answers, weights ignored: 0.0::a(3) is possible) and nocache/2
% (a cache setting with no effect on answers)
0.3::a(1). a(2). 0.0::a(3). b(4) :- fail.
0.4::e(1). 0.5::e(1).
0.5::c(X) :- possible(a(X)).
p(X) :- possible(a(X)), e(X).
q :- possible(b(_)).
r :- nocache(a, 1), possible(a(3)), a(1).
na(X) :- a(X), \+ a(X).
s :- possible(na(_)).
query(p(_)). query(c(_)). query(q). query(r). query(s).
