% accumulator-style list utilities, deterministic
sum_acc([], S, S).
sum_acc([X|Xs], A, S) :- A1 is A + X, sum_acc(Xs, A1, S).
len_acc([], N, N).
len_acc([_|T], A, N) :- A1 is A + 1, len_acc(T, A1, N).
rev([], R, R).
rev([H|T], A, R) :- rev(T, [H|A], R).
max_acc([], M, M).
max_acc([X|Xs], M0, M) :- (X > M0 -> M1 = X ; M1 = M0), max_acc(Xs, M1, M).
stats(L, S-N-R) :- sum_acc(L, 0, S), len_acc(L, 0, N), rev(L, [], R).
query(stats([3,1,4,1,5], _)).
query(stats([], _)).
query(stats([2.5, -1], _)).
