% library(string): str2lst/2 and lst2str/2 between atoms and lists of characters
:- use_module(library(lists)).
:- use_module(library(string)).
0.3::word(cat). 0.6::word(dog).
chars(L) :- str2lst(hello, L).
back(S) :- lst2str([h, i, 3], S).
rev(W, R) :- word(W), str2lst(W, L), reverse(L, RL), lst2str(RL, R).
has_o(W) :- word(W), str2lst(W, L), member(o, L).
query(chars(_)). query(back(_)). query(rev(_, _)). query(has_o(_)).
