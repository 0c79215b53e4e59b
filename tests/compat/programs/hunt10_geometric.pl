% hunt10: a bounded geometric distribution: toss until heads, at most 5 tosses
0.5::heads(T) :- between(1, 5, T).
first_heads(T) :- between(1, 5, T), heads(T), Tp is T - 1, no_heads_before(Tp).
no_heads_before(0).
no_heads_before(T) :- T > 0, \+ heads(T), Tp is T - 1, no_heads_before(Tp).
never :- \+ first_heads(_).
query(first_heads(_)).
query(never).
