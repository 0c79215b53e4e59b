% library(string): concat, join, str2lst and lst2str to build labels of probabilistic answers
:- use_module(library(string)).
0.6::colour(red); 0.4::colour(blue).
0.5::size(big); 0.5::size(small).
label(L) :- colour(C), size(S), concat([S, '_', C], L).
tag(T) :- colour(C), join('-', [x, C, y], T).
letters(N) :- colour(C), str2lst(C, L), length(L, N).
back(A) :- size(S), str2lst(S, L), reverse(L, R), lst2str(R, A).
reverse(L, R) :- rev(L, [], R).
rev([], A, A).
rev([X|T], A, R) :- rev(T, [X|A], R).
query(label(_)).
query(tag(_)).
query(letters(_)).
query(back(_)).
