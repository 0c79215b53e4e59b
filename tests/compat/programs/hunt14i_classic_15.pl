% meta-interpreter over probabilistic facts
solve(true).
solve((A, B)) :- solve(A), solve(B).
solve(H) :- H \= true, H \= (_, _), clause(H, B), solve(B).
0.6::rain.
0.3::sprinkler.
wet :- rain.
wet :- sprinkler.
slippery :- wet, cold.
0.5::cold.
query(solve(wet)).
query(solve(slippery)).
