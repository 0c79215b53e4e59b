% findall/3 inside a recursion over a tree, collecting present children
:- use_module(library(lists)).
child(r, a). child(r, b). child(a, c). child(a, d). child(b, e).
0.7::present(N) :- member(N, [a, b, c, d, e]).
size(N, S) :- findall(C, (child(N, C), present(C)), Cs), sizes(Cs, S0), S is S0 + 1.
sizes([], 0).
sizes([C|T], S) :- size(C, S1), sizes(T, S2), S is S1 + S2.
query(size(r, _)).
