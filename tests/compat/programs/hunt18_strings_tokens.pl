% library(string): noisy keyboard model, each character of a word mistyped independently
:- use_module(library(string)).
:- use_module(library(lists)).
0.1::typo(I) :- between(0, 4, I).
typed(Word, Out) :- str2lst(Word, Cs), mark(Cs, 0, Ds), lst2str(Ds, Out).
mark([], _, []).
mark([C|Cs], I, [C|Ds]) :- \+ typo(I), J is I + 1, mark(Cs, J, Ds).
mark([_|Cs], I, ['#'|Ds]) :- typo(I), J is I + 1, mark(Cs, J, Ds).
clean(W) :- typed(W, W).
query(clean(hello)).
query(typed(cat, X)).
