% drawing with replacement from an urn of 3 red, 2 green, 1 blue over four draws
draw(N, C) :- between(1, 4, N), pick(N, C).
0.5::pick(N, red); 0.3333333333333333::pick(N, green); 0.16666666666666666::pick(N, blue) :- between(1, 4, N).
all_same :- pick(1, C), pick(2, C), pick(3, C), pick(4, C).
count_red(K) :- findall(N, pick(N, red), L), length(L, K).
no_blue :- \+ (between(1, 4, N), pick(N, blue)).
query(all_same). query(count_red(_)). query(no_blue).
query(draw(1, _)).
