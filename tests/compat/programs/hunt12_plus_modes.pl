% hunt12: plus/3 and succ/2 on integers in the modes ProbLog allows
0.4::has(1). 0.3::has(2). 0.9::has(5).
next(X, Y) :- has(X), succ(X, Y).
prev(X, Y) :- has(Y), succ(X, Y).
diff(D) :- has(A), has(B), A < B, plus(A, D, B).
sum(S) :- has(A), has(B), A < B, plus(A, B, S).
query(next(_, _)).
query(prev(_, _)).
query(diff(_)).
query(sum(_)).
