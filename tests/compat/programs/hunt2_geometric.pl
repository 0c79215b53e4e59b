% tossing a coin until heads, at most 12 tosses
0.4::heads(T) :- between(1, 12, T).
first_heads(T) :- between(1, 12, T), heads(T), T1 is T - 1, no_heads_before(T1).
no_heads_before(0).
no_heads_before(T) :- T > 0, \+ heads(T), T1 is T - 1, no_heads_before(T1).
within(K) :- between(1, 12, T), T =< K, first_heads(T).
query(first_heads(1)). query(first_heads(3)). query(first_heads(12)). query(within(4)).
