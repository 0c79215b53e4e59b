% write inside findall and negation, and a failing branch that still prints
0.5::c(1). 0.5::c(2).
f(L) :- findall(X, (c(X), write(found(X)), nl), L).
g :- \+ (c(3), write(never), nl).
h :- write(before_fail), nl, fail.
h :- write(second_clause), nl.
query(f(L)). query(g). query(h).
