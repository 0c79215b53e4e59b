% is/2 binds a float rounded to 15 decimal places, as ProbLog keeps every float in a term: averages print as ProbLog's, X is 0.1+0.2 equals 0.3, 1.0e-20 becomes 0.0
0.5::pick(a). 0.5::pick(b).
score(a, 1). score(b, 2).
avg(L, A) :- sum(L, S), length(L, N), N > 0, A is S / N.
sum([], 0).
sum([H|T], S) :- sum(T, S0), S is S0 + H.
mean(M) :- findall(S, (pick(X), score(X, S)), L), avg([2|L], M).
r(third, X) :- X is 1 / 3.
r(sum3, X) :- X is 0.1 + 0.2.
r(scaled, X) :- X is 3 * 1.1.
r(sqrt2, X) :- X is sqrt(2).
r(tiny, X) :- X is 1.0e-20.
r(big, X) :- X is 2.0 ** 70.
r(atom_number, X) :- atom_number(A, 0.125), atom_number(A, X).
t(eq) :- X is 0.1 + 0.2, X =:= 0.3.
t(same) :- X is 0.1 + 0.2, X == 0.3.
t(exact) :- 0.1 + 0.2 =:= 0.3.
t(tinypos) :- X is 1.0e-20, X > 0.
t(chain) :- X is 1 / 3, Y is X * 3, Y < 1.
query(mean(_)). query(r(_, _)). query(t(eq)). query(t(same)). query(t(exact)). query(t(tinypos)). query(t(chain)).
