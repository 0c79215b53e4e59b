% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a left-recursive (tabled) counter with 301 answers, and a probabilistic filter on them
num(0).
num(N) :- num(M), M < 300, N is M + 1.
0.5::lucky(N) :- num(N), N mod 50 =:= 0.
query(num(_)).
query(lucky(_)).
