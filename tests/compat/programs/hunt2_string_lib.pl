% library(string): concat, join, str2lst, lst2str, sub_string, str2int
:- use_module(library(lists)).
:- use_module(library(string)).
0.6::name_part(john). 0.3::name_part(smith).
full(N) :- findall(P, name_part(P), L), join(' ', L, N).
tag(T) :- concat([id, '_', 42], T).
letters(L) :- str2lst(hello, L).
back(S) :- str2lst(abc, L), reverse(L, R), lst2str(R, S).
query(full(_)).
query(tag(_)).
query(letters(_)).
query(back(_)).


