% probabilistic rule whose probability variable is bound by findall result
count_of(N) :- findall(x, item(_), L), length(L, N).
item(a). item(b). item(c). item(d).
P::pick(X) :- item(X), count_of(N), P is 1 / N.
query(pick(_)).
