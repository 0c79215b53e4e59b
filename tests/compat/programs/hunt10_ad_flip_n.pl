% hunt10: a repeated coin tossed N times, counting heads
0.4::toss(I, h); 0.6::toss(I, t) :- between(1, 3, I).
heads(N) :- findall(I, toss(I, h), L), length(L, N).
query(heads(_)).
evidence(toss(1, h)).
