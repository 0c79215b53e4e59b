% probabilities taken from a list in the body, and negative numbers in facts
P::level(P) :- member(P, [0.1, 0.25, 0.5]).
0.5::t(-1). 0.5::t(-2.5).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
any_level :- level(_).
neg_sum(S) :- t(A), t(B), A < B, S is A + B.
query(level(_)). query(any_level). query(neg_sum(_)).
