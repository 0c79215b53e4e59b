% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro's reverse and flatten with difference lists, over a probabilistic tree
0.5::shape(t1); 0.5::shape(t2).
tree(t1, [a, [b, c], [[d]]]).
tree(t2, [[x], y]).
reverse(Xs, Ys) :- reverse_dl(Xs, Ys-[]).
reverse_dl([X|Xs], Ys-Zs) :- reverse_dl(Xs, Ys-[X|Zs]).
reverse_dl([], Xs-Xs).
flatten(Xs, Ys) :- flatten_dl(Xs, Ys-[]).
flatten_dl([X|Xs], Ys-Zs) :- flatten_dl(X, Ys-Ys1), flatten_dl(Xs, Ys1-Zs).
flatten_dl(X, [X|Xs]-Xs) :- atom(X), X \== [].
flatten_dl([], Xs-Xs).
flat(F) :- shape(S), tree(S, T), flatten(T, F).
rflat(R) :- flat(F), reverse(F, R).
query(flat(_)).
query(rflat(_)).
