% binary search tree insertion, answers as nested terms with nil
ins(X, nil, t(nil, X, nil)).
ins(X, t(L, V, R), t(L1, V, R)) :- X < V, ins(X, L, L1).
ins(X, t(L, V, R), t(L, V, R1)) :- X > V, ins(X, R, R1).
ins(X, t(L, X, R), t(L, X, R)).
build([], T, T).
build([X|Xs], T0, T) :- ins(X, T0, T1), build(Xs, T1, T).
inorder(nil, []).
inorder(t(L, V, R), Xs) :- inorder(L, A), inorder(R, B), app(A, [V|B], Xs).
app([], L, L). app([H|T], L, [H|R]) :- app(T, L, R).
tree(T) :- build([5, 3, 8, 1, 4, 5], nil, T).
sorted(S) :- tree(T), inorder(T, S).
query(tree(_)). query(sorted(_)).
