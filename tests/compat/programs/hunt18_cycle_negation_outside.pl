% cycles with negation outside them: two-way roads, isolation when no road in or out works
0.6::road(a, b). 0.5::road(b, c). 0.4::road(c, a). 0.3::road(c, d).
two_way(X, Y) :- road(X, Y).
two_way(X, Y) :- road(Y, X).
conn(X, Y) :- two_way(X, Y).
conn(X, Y) :- two_way(X, Z), conn(Z, Y).
town(a). town(b). town(c). town(d).
isolated(T) :- town(T), \+ conn(T, _).
cut_off(X, Y) :- town(X), town(Y), X \= Y, \+ conn(X, Y).
evidence(conn(a, d), false).
query(isolated(T)).
query(cut_off(b, T)).
query(road(c, d)).
