% nth element, zip, unzip
nth(1, [X|_], X).
nth(N, [_|T], X) :- N > 1, N1 is N - 1, nth(N1, T, X).
zip([], [], []).
zip([A|As], [B|Bs], [A-B|Ps]) :- zip(As, Bs, Ps).
query(nth(3, [a,b,c,d], _)).
query(zip([1,2,3], [x,y,z], _)).
query(zip(_, _, [p-q, r-s])).
