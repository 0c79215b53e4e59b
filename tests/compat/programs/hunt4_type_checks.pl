v(a). v(1). v(1.5). v("s"). v(f(x)). v([1]). v([]). v(_).
k(X, atom) :- v(X), atom(X).
k(X, num) :- v(X), number(X).
k(X, int) :- v(X), integer(X).
k(X, flt) :- v(X), float(X).
k(X, cmp) :- v(X), compound(X).
k(X, atc) :- v(X), atomic(X).
k(X, var) :- v(X), var(X).
k(X, lst) :- v(X), is_list(X).
k(X, gnd) :- v(X), \+ ground(X).
cnt(T, N) :- findall(X, k(X, T), L), length(L, N).
query(cnt(T, N)) :- member(T, [atom, num, int, flt, cmp, atc, var, lst, gnd]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
