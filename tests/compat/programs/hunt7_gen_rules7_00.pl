% generated: non-ground probabilistic rules, several clauses per head, arithmetic deciding which apply
v(1). v(2). v(3).
0.1::s(X) :- v(X), X > 1.
0.8::s(X) :- v(X), 0 =:= X mod 2.
0.9::s(X) :- between(1, 2, X).
0.9::t(X, Y) :- v(X), Y is X * 2, Y < 5.
0.8::t(X, Y) :- s(X), Y is X + 1.
0.1::base(X) :- v(X).
u(X) :- base(X), \+ s(X).
w(S) :- t(X, Y), S is X + Y, S >= 4.
0.7::base(2).
k(X) :- v(X), \+ (s(X), base(X)).
query(t(_,_)).
query(u(_)).
evidence(s(3), false).
