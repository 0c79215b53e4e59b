evens(L) :- findall(X, (between(1, 20, X), X mod 2 =:= 0), L).
squares(L) :- findall(X-Y, (between(1, 5, X), Y is X*X), L).
cnt(N) :- findall(x, between(1, 1000, _), L), length(L, N).
pyth(A-B-C) :- between(1, 20, A), between(A, 20, B), between(B, 20, C), A*A + B*B =:= C*C.
query(evens(_)). query(squares(_)). query(cnt(_)). query(pyth(_)).
