% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% splitting a pot among the winners: integer and float division
0.5::wins(ann). 0.5::wins(bob). 0.5::wins(cid).
pot(100).
share(S) :- findall(P, wins(P), L), length(L, N), N > 0, pot(T), S is T / N.
int_share(S) :- findall(P, wins(P), L), length(L, N), N > 0, pot(T), S is T // N.
remainder(R) :- findall(P, wins(P), L), length(L, N), N > 0, pot(T), R is T mod N.
query(share(S)).
query(int_share(S)).
query(remainder(R)).
