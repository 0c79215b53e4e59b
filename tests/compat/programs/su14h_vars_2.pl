% non-ground answers through rules and lists
r([X, Y, X]).
s(L) :- r(L).
t(N, L) :- length(L, N).
u(X-Y) :- s([X, _, Y]).
query(s(L)). query(t(2, L)). query(u(P)).
