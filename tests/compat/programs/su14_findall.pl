% sample_uniform1/3 inside findall/3 (one answer, with its probability) and called twice with one key (the same choice)
p(L) :- findall(X, sample_uniform1(k, [a, b, c], X), L).
two(X, Y) :- sample_uniform1(j, [1, 2, 3], X), sample_uniform1(j, [1, 2, 3], Y).
query(p(L)).
query(two(X, Y)).
