% subsets and power set size
subset([], []).
subset([H|T], [H|S]) :- subset(T, S).
subset([_|T], S) :- subset(T, S).
pset(L, N) :- findall(S, subset(L, S), Ss), length(Ss, N).
query(pset([a,b,c,d,e], _)).
query(subset([1,2], _)).
