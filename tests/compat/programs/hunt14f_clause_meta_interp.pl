% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% A vanilla meta-interpreter over deterministic rules with clause/2, probabilistic leaves
parent(ann, bob). parent(bob, cid). parent(cid, dan).
anc(X, Y) :- parent(X, Y).
anc(X, Y) :- parent(X, Z), anc(Z, Y).
0.6::trust(bob). 0.9::trust(cid).
solve(true).
solve((A, B)) :- solve(A), solve(B).
solve(H) :- H \= true, H \= (_, _), clause(H, B), solve(B).
trusted_line(X, Y) :- solve(anc(X, Y)), trust(Y).
query(trusted_line(ann, _)).
