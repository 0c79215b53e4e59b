% tree insertion and traversal
:- use_module(library(lists)).
ins(X, nil, t(nil, X, nil)).
ins(X, t(L, V, R), t(L1, V, R)) :- X < V, ins(X, L, L1).
ins(X, t(L, V, R), t(L, V, R1)) :- X > V, ins(X, R, R1).
ins(X, t(L, X, R), t(L, X, R)).
build([], T, T).
build([X|Xs], T0, T) :- ins(X, T0, T1), build(Xs, T1, T).
inorder(nil, []).
inorder(t(L, V, R), Xs) :- inorder(L, A), inorder(R, B), append(A, [V|B], Xs).
depth(nil, 0).
depth(t(L, _, R), D) :- depth(L, A), depth(R, B), D is max(A, B) + 1.
r(Xs, D) :- build([5,3,8,1,4,7,9,2,6], nil, T), inorder(T, Xs), depth(T, D).
query(r(_, _)).
