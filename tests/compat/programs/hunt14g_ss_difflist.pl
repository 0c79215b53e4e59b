% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% difference lists: flatten a tree and a queue built with difference lists
0.6::leaf_kind(N, a); 0.4::leaf_kind(N, b) :- between(1, 6, N).
tree(t(t(l(1), l(2)), t(l(3), t(l(4), t(l(5), l(6)))))).
flat(T, L) :- flat_dl(T, L-[]).
flat_dl(l(N), [K|R]-R) :- leaf_kind(N, K).
flat_dl(t(A, B), X-Z) :- flat_dl(A, X-Y), flat_dl(B, Y-Z).
count_a([], 0).
count_a([a|T], N) :- count_a(T, N0), N is N0 + 1.
count_a([b|T], N) :- count_a(T, N).
na(N) :- tree(T), flat(T, L), count_a(L, N).
enqueue(X, Q-[X|T], Q-T).
queue_of(L, Q) :- qo(L, E-E, Q).
qo([], Q, Q).
qo([X|Xs], Q0, Q) :- enqueue(X, Q0, Q1), qo(Xs, Q1, Q).
front(F) :- tree(T), flat(T, L), queue_of(L, [F|_]-_).
query(na(_)).
query(front(_)).
