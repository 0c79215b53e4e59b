% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Generating candidate sequences with length/2 on open and partial lists
0.5::len(2); 0.5::len(3).
sq(L) :- len(N), length(L, N), fill(L).
fill([]).
fill([o|T]) :- fill(T).
pre(L) :- len(N), L = [x|_], length(L, N), L = [_|T], fill(T).
query(sq(_)).
query(pre(_)).
