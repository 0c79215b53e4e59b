% hunt17: a mutant (agreeing with ProbLog) of su14h_puzzle_4.pl: evidence pair(1,4) true
1/4::first(1) ; 1/4::first(2) ; 1/4::first(3) ; 1/4::first(4).
1/3::second(F, S1) ; 1/3::second(F, S2) ; 1/3::second(F, S3) :- between(1, 4, F), findall(X, (between(1, 4, X), X =\= F), [S1, S2, S3]).
pair(F, S) :- first(F), second(F, S).
sum_even :- pair(F, S), (F + S) mod 2 =:= 0.
query(sum_even).
query(pair(1, S)).
evidence(pair(1,4), true).
