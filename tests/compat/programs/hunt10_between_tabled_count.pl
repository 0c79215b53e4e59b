% hunt10: counting probabilistic successes among generated items with aggregation over worlds
0.2::fail(I) :- between(1, 4, I).
ok_count(N) :- findall(I, (between(1, 4, I), \+ fail(I)), L), length(L, N).
all_ok :- ok_count(4).
query(ok_count(_)). query(all_ok).
