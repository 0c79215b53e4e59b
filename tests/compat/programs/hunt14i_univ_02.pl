% generic term substitution over =.. (a textbook predicate) applied to arithmetic expressions
:- use_module(library(apply)).
subst(Old, New, T, New) :- T == Old.
subst(Old, _, T, T) :- T \== Old, atomic(T).
subst(Old, New, T, T2) :- T \== Old, compound(T), T =.. [F|As], maplist(subst(Old, New), As, As2), T2 =.. [F|As2].
0.5::expr(x * (y + 1)) ; 0.5::expr(f(x, -x)).
result(R) :- expr(E), subst(x, 2, E, R).
query(result(_)).
