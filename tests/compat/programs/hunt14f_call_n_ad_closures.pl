% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Strategy selection: call/N with partially applied probabilistic predicates
0.5::good(fast, a); 0.5::good(fast, b).
0.8::good(safe, a).
pick(S, X) :- member(S, [fast, safe]), call(good(S), X).
check(P, S, X) :- call(P, S, X).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
both_a :- call(good, fast, a), call(good(safe), a).
query(pick(_, _)).
query(check(good, safe, _)).
query(both_a).
