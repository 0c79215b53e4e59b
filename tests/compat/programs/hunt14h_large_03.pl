% the dishonest casino: fair or loaded die over 15 rolls, which die at the end
0.95::die(0, fair); 0.05::die(0, loaded).
0.95::die(T, fair); 0.05::die(T, loaded) :- T > 0, T1 is T - 1, die(T1, fair).
0.1::die(T, fair); 0.9::die(T, loaded) :- T > 0, T1 is T - 1, die(T1, loaded).
1/6::roll(T, 1); 1/6::roll(T, 2); 1/6::roll(T, 3); 1/6::roll(T, 4); 1/6::roll(T, 5); 1/6::roll(T, 6) :- die(T, fair).
0.1::roll(T, 1); 0.1::roll(T, 2); 0.1::roll(T, 3); 0.1::roll(T, 4); 0.1::roll(T, 5); 0.5::roll(T, 6) :- die(T, loaded).
obs(0, 3). obs(1, 6). obs(2, 6). obs(3, 6). obs(4, 2). obs(5, 6). obs(6, 6). obs(7, 1).
obs(8, 6). obs(9, 6). obs(10, 6). obs(11, 4). obs(12, 5). obs(13, 6). obs(14, 6).
evidence(roll(T, V)) :- obs(T, V).
query(die(14, loaded)).
query(die(7, loaded)).
query(die(0, loaded)).
