0.5::b(I) :- between(1, 4, I).
ones(N) :- findall(I, b(I), L), length(L, N).
query(ones(N)).
parity(even) :- ones(N), N mod 2 =:= 0.
parity(odd) :- ones(N), N mod 2 =:= 1.
query(parity(P)).
