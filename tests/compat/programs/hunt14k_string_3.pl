% library(string) results that look like numbers or hold capitals and spaces print quoted
:- use_module(library(string)).
c(S) :- concat([1, 2], S).
j(S) :- join('', [-3], S).
l(L) :- str2lst(abc12, L).
u(T) :- T =.. ['Hello', a].
v(T) :- concat(['Up', x], T).
w(T) :- concat([a, ' ', b], T).
query(c(_)). query(j(_)). query(l(_)). query(u(_)). query(v(_)). query(w(_)).
