% various: atom_number/2, type tests and char lists through library(string)
:- use_module(library(string)).
a(2, X) :- atom_number(X, 7).
a(3, X) :- str2lst(abc, X).
a(4, X) :- lst2str([h, i], X).
a(5, X) :- join(',', [a, b, c], X).
a(6, atom) :- atom(foo).
a(7, ok) :- number(1.5), atomic("s"), compound(f(x)), callable(g).
a(8, ok) :- var(_), nonvar(a), ground(f(a)), \+ ground(f(_)).
a(9, yes) :- is_list([a|_]).
a(9, no) :- \+ is_list([a|_]).
a(10, ok) :- integer(3), float(3.0), \+ integer(3.0), simple(a), \+ simple(f(a)).
a(11, no) :- atom("s").
a(12, ok) :- callable(f(x)), \+ callable(3), \+ callable(_).
query(a(_, _)).
