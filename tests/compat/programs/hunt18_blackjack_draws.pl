% cards: draw until the hand reaches 4 or more, cards worth 1 to 3 with equal chance, bust above 5
1/3::card(N, 1); 1/3::card(N, 2); 1/3::card(N, 3) :- between(1, 4, N).
hand(0, 0).
hand(N, S) :- between(1, 4, N), M is N - 1, hand(M, S0), S0 < 4, card(N, V), S is S0 + V.
final(S) :- hand(_, S), S >= 4.
bust :- final(S), S > 5.
query(final(S)).
query(bust).
