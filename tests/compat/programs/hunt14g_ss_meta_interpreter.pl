% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro vanilla meta-interpreter (chapter 17), open goals only, over a small family program, with a probabilistic fact
parent(tom, bob). parent(bob, ann). parent(ann, joe). parent(bob, liz).
anc(X, Y) :- parent(X, Y).
anc(X, Y) :- parent(X, Z), anc(Z, Y).
0.6::alive(joe). 0.8::alive(liz).
living_desc(X, Y) :- anc(X, Y), alive(Y).
solve(true).
solve((A, B)) :- solve(A), solve(B).
solve(A) :- A \= true, A \= (_, _), clause(A, B), solve(B).
depth(true, 0).
depth((A, B), D) :- depth(A, DA), depth(B, DB), D is max(DA, DB).
depth(A, D) :- A \= true, A \= (_, _), clause(A, B), depth(B, D0), D is D0 + 1.
query(solve(anc(tom, _))).
query(depth(anc(tom, _), _)).
query(living_desc(tom, _)).
