% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% rolling a die until six, bounded; probability of the number of rolls and of the sum
1/6::roll(T, 1); 1/6::roll(T, 2); 1/6::roll(T, 3); 1/6::roll(T, 4); 1/6::roll(T, 5); 1/6::roll(T, 6) :- between(1, 3, T).
stop_at(T) :- roll(T, 6), no_six_before(T).
no_six_before(1).
no_six_before(T) :- T > 1, T1 is T - 1, no_six_before(T1), \+ roll(T1, 6).
total_to(0, 0).
total_to(T, S) :- T > 0, T1 is T - 1, total_to(T1, S1), roll(T, V), S is S1 + V.
query(stop_at(_)).
query(total_to(2, S)) :- member(S, [2, 7, 12]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(roll(1, 6), false).
