0.5::flip(I, h); 0.5::flip(I, t).
seq(0, []).
seq(N, [F|R]) :- N > 0, flip(N, F), M is N - 1, seq(M, R).
two_heads :- seq(4, S), count_h(S, C), C >= 2.
count_h([], 0).
count_h([h|T], C) :- count_h(T, C0), C is C0 + 1.
count_h([t|T], C) :- count_h(T, C).
query(two_heads).
query(seq(2, S)).
