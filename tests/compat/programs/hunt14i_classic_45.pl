% hanoi that prints its moves with write/1 and nl/0
hanoi(0, _, _, _).
hanoi(N, F, T, V) :- N > 0, N1 is N - 1, hanoi(N1, F, V, T), write('move '), write(N), write(' from '), write(F), write(' to '), write(T), nl, hanoi(N1, V, T, F).
done :- hanoi(3, left, right, middle).
query(done).
