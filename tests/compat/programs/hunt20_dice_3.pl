% dice tutorial: keep rolling a die until a six, at most three rolls, with the count of rolls and a stop condition
1/6::roll(T, 1); 1/6::roll(T, 2); 1/6::roll(T, 3); 1/6::roll(T, 4); 1/6::roll(T, 5); 1/6::roll(T, 6).
stop_condition(T) :- roll(T, 6).
game(T, T) :- stop_condition(T).
game(T, N) :- T < 3, \+ stop_condition(T), T1 is T + 1, game(T1, N).
rolls(N) :- game(1, N).
score(S) :- roll(1, A), roll(2, B), S is A + B.
query(rolls(_)).
evidence(roll(1, 3)).
query(score(S)) :- between(8, 9, S).
