% simple tokeniser and noisy-channel spelling model using library(string) and library(lists)
:- use_module(library(lists)).
:- use_module(library(string)).
sentence('the cat sat').
split_words(S, Ws) :- str2lst(S, Cs), words(Cs, [], Ws).
words([], [], []).
words([], Acc, [W]) :- Acc \= [], reverse(Acc, R), lst2str(R, W).
words([' '|Cs], Acc, [W|Ws]) :- reverse(Acc, R), lst2str(R, W), words(Cs, [], Ws).
words([C|Cs], Acc, Ws) :- C \= ' ', words(Cs, [C|Acc], Ws).
0.1::typo(W) :- sentence(S), split_words(S, Ws), member(W, Ws).
typed(W, T) :- typo(W), concat([W, x], T).
typed(W, W) :- sentence(S), split_words(S, Ws), member(W, Ws), \+ typo(W).
output(O) :- sentence(S), split_words(S, Ws), findall(T, (member(W, Ws), typed(W, T)), Ts), join(' ', Ts, O).
:- sentence(S), split_words(S, Ws), write(Ws), nl.
query(output(O)).
query(typed(cat, T)).
