% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% balance changes with negative numbers, mod and rem and integer division
0.5::change(d1, -7) ; 0.5::change(d1, 5).
0.5::change(d2, -3) ; 0.5::change(d2, 4).
net(N) :- change(d1, A), change(d2, B), N is A + B.
bucket(K) :- net(N), K is N mod 3.
rest(K) :- net(N), K is N rem 3.
half(K) :- net(N), K is N // 2.
query(net(N)).
query(bucket(K)).
query(rest(K)).
query(half(K)).
