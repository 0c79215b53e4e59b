% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% a meta-interpreter with negation as failure and builtins, over open goals
0.7::rain. 0.4::sprinkler.
wet(lawn) :- rain.
wet(lawn) :- sprinkler.
wet(road) :- rain.
dry(X) :- place(X), \+ wet(X).
place(lawn). place(road). place(roof).
builtin(place(_)).
prob(rain). prob(sprinkler).
solve(true).
solve((A, B)) :- solve(A), solve(B).
solve(\+ A) :- \+ solve(A).
solve(A) :- prob(A), call(A).
solve(A) :- builtin(A), call(A).
solve(A) :- A \= true, A \= (_, _), A \= (\+ _), \+ prob(A), \+ builtin(A), clause(A, B), solve(B).
query(solve(dry(_))).
query(solve(wet(_))).
