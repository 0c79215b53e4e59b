% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% computed probabilities that reach 0 and 1, integer probabilities, and fractions written as 1/N
score(a, 0). score(b, 100). score(c, 25). score(d, 50).
P::pass(X) :- score(X, S), P is S / 100.
P::certain(X) :- score(X, S), S >= 50, P is 1.
P::never(X) :- score(X, S), S < 50, P is 0.
1/3::pick(r); 1/3::pick(g); 1/3::pick(b).
P::uniform(X) :- member(X, [p, q, r, s]), length([p, q, r, s], N), P is 1 / N.
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(pass(_)).
query(certain(_)).
query(never(_)).
query(pick(_)).
query(uniform(_)).
