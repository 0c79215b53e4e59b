% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Sorting mixed evidence tokens by standard order: numbers, atoms, strings and compounds
0.5::tok(3). 0.5::tok(2.0). 0.5::tok(b). 0.5::tok("s"). 0.5::tok(f(a)). 0.5::tok(1).
sorted(S) :- findall(X, tok(X), L), sort(L, S).
first(F) :- sorted([F|_]).
cmp(O) :- tok(1), tok(2.0), compare(O, 1, 2.0).
lt :- tok(b), tok("s"), b @< "s".
query(first(_)).
query(cmp(_)).
query(lt).
