% strings against type checks, the standard order, =.. and compare/3 (a string is not an atom nor a list)
:- use_module(library(lists)).
0.5::s("ab"). 0.5::s(ab).
a(X) :- s(X), atom(X).
c :- is_list("abc").
d :- atomic("abc").
e :- compound("abc").
f :- atom(1.0).
o1 :- "a" @< 1.
o2 :- "a" = a.
o3 :- "ab" @< "b".
u(L) :- "abc" =.. L.
k(O) :- compare(O, "abc", abc).
m(X) :- member(X, "ab").
query(a(_)). query(c). query(d). query(e). query(f). query(o1). query(o2). query(o3). query(u(_)). query(k(_)). query(m(_)).
