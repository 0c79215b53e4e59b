% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% a meta-interpreter on an open goal that calls probabilistic facts through call/1 at the leaves
0.7::edge(a, b). 0.6::edge(b, c). 0.9::edge(a, c).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
prob_fact(edge(_, _)).
solve(true).
solve((A, B)) :- solve(A), solve(B).
solve(A) :- prob_fact(A), call(A).
solve(A) :- A \= true, A \= (_, _), \+ prob_fact(A), clause(A, B), solve(B).
query(solve(path(a, _))).
query(path(a, c)).
