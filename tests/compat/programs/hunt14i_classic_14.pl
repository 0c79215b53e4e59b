% vanilla meta-interpreter with clause/2
solve(true).
solve((A, B)) :- solve(A), solve(B).
solve(H) :- H \= true, H \= (_, _), clause(H, B), solve(B).
parent(tom, bob).
parent(bob, ann).
parent(bob, pat).
anc(X, Y) :- parent(X, Y).
anc(X, Y) :- parent(X, Z), anc(Z, Y).
query(solve(anc(tom, _))).
