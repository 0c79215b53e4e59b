% gambler's ruin over at most 6 rounds, starting with 2 coins out of 4
0.5::win(R) :- between(1, 6, R).
state(0, 2).
state(R, S) :- R > 0, R0 is R - 1, state(R0, S0), S0 > 0, S0 < 4, win(R), S is S0 + 1.
state(R, S) :- R > 0, R0 is R - 1, state(R0, S0), S0 > 0, S0 < 4, \+ win(R), S is S0 - 1.
state(R, S) :- R > 0, R0 is R - 1, state(R0, S), (S =:= 0 ; S =:= 4).
query(state(6, S)).
