% flatten variants
:- use_module(library(lists)).
flat([], []).
flat([H|T], F) :- is_list(H), flat(H, FH), flat(T, FT), append(FH, FT, F).
flat([H|T], [H|FT]) :- \+ is_list(H), flat(T, FT).
flat2(X, [X]) :- \+ is_list(X).
flat2([], []).
flat2([H|T], F) :- flat2(H, A), flat2(T, B), append(A, B, F).
query(flat([1,[2,[3,4]],[],[[5]]], _)).
query(flat2([a,[b,[c]],d], _)).
