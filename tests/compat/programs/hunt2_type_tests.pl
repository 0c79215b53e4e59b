% type-testing builtins over a mixed list
:- use_module(library(lists)).
thing(a). thing(1). thing(2.5). thing("s"). thing(f(x)). thing([1]). thing([]). thing(X).
kind(T, atom) :- atom(T).
kind(T, integer) :- integer(T).
kind(T, float) :- float(T).
kind(T, number) :- number(T).
kind(T, atomic) :- atomic(T).
kind(T, compound) :- compound(T).
kind(T, callable) :- callable(T).
kind(T, is_list) :- is_list(T).
kind(T, var) :- var(T).
kind(T, ground) :- ground(T).
counts(K, N) :- member(K, [atom, integer, float, number, atomic, compound, callable, is_list, var, ground]),
    findall(x, (thing(T), kind(T, K)), L), length(L, N).
query(counts(_, _)).
