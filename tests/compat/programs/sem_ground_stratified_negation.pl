% negation through recursion that is acyclic at the ground level (games on acyclic move graphs, levels counted down)
0.5::move(3, 2). 0.5::move(3, 1). move(2, 1). move(1, 0). 0.5::move(2, 0).
win(X) :- move(X, Y), \+ win(Y).
0.5::ok(1). 0.6::ok(2). 0.7::ok(3).
good(0).
good(N) :- N > 0, M is N - 1, \+ good(M), ok(N).
query(win(3)). query(win(2)). query(good(2)). query(good(3)).
