% sample_uniform1/3: Monty Hall with the prize door and the first pick uniform, and the host's door uniform among those he may open
door(D) :- sample_uniform1(prize, [1, 2, 3], D).
pick(D) :- sample_uniform1(pick, [1, 2, 3], D).
can_open(P, K, O) :- mem(O, [1, 2, 3]), O \== P, O \== K.
host(O) :- door(P), pick(K), findall(X, can_open(P, K, X), Os), sample_uniform1(host(P, K), Os, O).
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
win_keep :- door(P), pick(P).
win_switch :- door(P), pick(K), P \== K.
query(win_keep).
query(win_switch).
query(host(O)).
