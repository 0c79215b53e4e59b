% sorting builtins and compare/3 in a probabilistic context
0.5::val(3). 0.5::val(b). 0.5::val(f(x)). 0.5::val(1.5).
ordered(S) :- findall(X, val(X), L), sort(L, S).
cmp(O) :- val(3), val(1.5), compare(O, 3, 1.5).
pairs(S) :- findall(K-V, (val(V), K = V), L), keysort(L, S).
query(ordered(_)).
query(cmp(_)).
