% hunt10: between/3 generating probabilistic facts with computed probabilities
P::lamp(I) :- between(1, 4, I), P is 1 / (I + 1).
on_count(N) :- findall(I, lamp(I), L), length(L, N).
any_on :- lamp(_).
query(on_count(_)). query(any_on).
