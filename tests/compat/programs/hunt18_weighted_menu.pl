% library(lists): select_weighted picks dishes for a two-course menu, weights from a table
:- use_module(library(lists)).
starters([soup-3, salad-1]).
mains([fish-2, steak-2, pasta-1]).
pair_lists([], [], []).
pair_lists([X-W|T], [X|Xs], [W|Ws]) :- pair_lists(T, Xs, Ws).
choose(Course, Id, X) :- call(Course, L), pair_lists(L, Xs, Ws), select_weighted(Id, Ws, Xs, X, _).
menu(S, M) :- choose(starters, 1, S), choose(mains, 2, M).
vegetarian :- menu(S, M), S \= fish, M \= steak, M \= fish.
query(menu(S, M)).
query(vegetarian).
