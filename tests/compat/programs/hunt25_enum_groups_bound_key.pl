% hunt25: enum_groups/3,4 with the group argument bound: ProbLog groups the pairs first (keys compared with ==) and then unifies each group with the call's arguments, so a bound f(a) matches the group of the key f(X) (binding X) and that of f(a) apart; nesylang gave the values of both keys in one list
:- use_module(library(lists)).
a(G, Vs) :- enum_groups([f(X)-1, f(a)-2, f(X)-3], G, Vs).
b(Vs) :- enum_groups([f(X)-1, f(a)-2, f(X)-3], f(a), Vs).
d(G, Vs) :- enum_groups([1-a, 1.0-b, 1-c], G, Vs).
e(G, Vs) :- enum_groups([k(1)-a, k(2)-b, k(1)-c, k(3)-d, k(2)-e], G, Vs).
f(G, Vs) :- enum_groups([x, y, x, z], [1, 2, 3], G, Vs).
g(G, Vs) :- enum_groups([x, y], [1, 2, 3], G, Vs).
h(Vs) :- enum_groups([a-1, b-2, a-3], a, Vs).
i(G) :- enum_groups([a-1, b-2, a-3], G, [1, 3]).
0.5::p(1). 0.6::p(2). 0.7::p(3).
k(G, Vs) :- findall(K-V, (p(V), K is V mod 2), L), enum_groups(L, G, Vs).
query(a(_, _)). query(b(_)). query(d(_, _)). query(e(_, _)). query(f(_, _)). query(g(_, _)). query(h(_)). query(i(_)). query(k(_, _)).
