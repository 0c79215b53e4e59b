% written for this corpus by a find-only hunt (session 21; e06_strings)
:- use_module(library(string)).
word(hello). word(world).
0.4::pick(W) :- word(W).
sentence(S) :- findall(W, pick(W), L), join(' ', L, S).
cat(S) :- concat([a, b, 1], S).
lst(L) :- str2lst(abc, L).
back(S) :- lst2str([x, y], S).
query(sentence(_)).
query(cat(_)).
query(lst(_)).
query(back(_)).
