% a vanilla meta-interpreter over deterministic rules using clause/2
parent(ann, bob). parent(bob, cid). parent(cid, dan).
anc(X, Y) :- parent(X, Y).
anc(X, Y) :- parent(X, Z), anc(Z, Y).
solve(true).
solve((A, B)) :- solve(A), solve(B).
solve(H) :- H \= true, H \= (_, _), clause(H, B), solve(B).
0.3::trusted.
answer(Y) :- trusted, solve(anc(ann, Y)).
query(answer(_)).
