% hunt10: findall with compound templates and a free variable in the goal
:- use_module(library(lists)).
0.5::likes(a, x). 0.5::likes(b, x). likes(a, y).
pairs(L) :- findall(P-T, likes(P, T), L).
who(T, L) :- member(T, [x, y]), findall(P, likes(P, T), L).
query(pairs(_)). query(who(_, _)).
