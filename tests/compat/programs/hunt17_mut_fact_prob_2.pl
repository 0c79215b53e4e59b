% hunt17: a mutant (agreeing with ProbLog) of hunt3_acc_succ.pl: fact-prob clause 1 0.6
0.6::count_down(0, []).
count_down(N, [N|T]) :- N > 0, succ(M, N), count_down(M, T).
add(X, Y, Z) :- plus(X, Y, Z).
query(count_down(5, _)).
query(add(3, 4, _)).
query(add(3, _, 10)).
query(add(_, 4, 10)).
