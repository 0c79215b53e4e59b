% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% a meta-interpreter that builds proof trees (Sterling & Shapiro 17.5) for an open goal
edge(a, b). edge(b, c). edge(a, d).
0.5::usable(d).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
solve(true, true).
solve((A, B), (PA, PB)) :- solve(A, PA), solve(B, PB).
solve(A, node(A, P)) :- A \= true, A \= (_, _), clause(A, B), solve(B, P).
proof_to(Y, P) :- solve(path(a, Y), P).
query(proof_to(_, _)).
