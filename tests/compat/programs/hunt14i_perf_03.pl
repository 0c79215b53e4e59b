% naive reverse of a 80-element list
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
range(N, N, [N]).
range(I, N, [I|T]) :- I < N, I1 is I + 1, range(I1, N, T).
r(F) :- range(1, 80, L), nrev(L, [F|_]).
query(r(_)).
