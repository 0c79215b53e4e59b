% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% deterministic recursion of depth 2,000 with an accumulator, then one probabilistic choice
0.3::mode(fast); 0.7::mode(slow).
count(0, A, A).
count(N, A0, A) :- N > 0, N1 is N - 1, A1 is A0 + N mod 3, count(N1, A1, A).
result(fast, R) :- count(2000, 0, R).
result(slow, R) :- count(1000, 0, R).
answer(R) :- mode(M), result(M, R).
query(answer(_)).
