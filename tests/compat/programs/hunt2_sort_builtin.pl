% sort/2 removes duplicates and orders standard order of terms
0.5::has(3). 0.5::has(1). 0.5::has(2). has(3).
mixed(L) :- sort([b, 2, "s", f(x), a, 1.5, Z, g(a,b), 2], L0), length(L0, N), L = N.
uniq(S) :- findall(X, has(X), L), sort(L, S).
query(uniq(_)).
query(mixed(_)).
