% generated: non-ground probabilistic rules, several clauses per head, arithmetic deciding which apply
v(1). v(2). v(3).
0.9::s(X) :- v(X), X > 1.
0.2::s(X) :- v(X), 0 =:= X mod 2.
0.1::s(X) :- between(1, 2, X).
0.2::t(X, Y) :- v(X), Y is X * 2, Y < 5.
0.9::t(X, Y) :- s(X), Y is X + 1.
0.8::base(X) :- v(X).
u(X) :- base(X), \+ s(X).
w(S) :- t(X, Y), S is X + Y, S >= 4.
0.2::base(2).
k(X) :- v(X), \+ (s(X), base(X)).
query(u(_)).
query(k(_)).
query(t(_,_)).
query(s(2)).
