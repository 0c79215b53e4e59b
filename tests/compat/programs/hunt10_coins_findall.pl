% hunt10: number of heads among three coins through findall and length
coin(c1,0.5). coin(c2,0.6). coin(c3,0.3).
P::heads(C) :- coin(C,P).
nheads(N) :- findall(C, heads(C), L), length(L, N).
query(nheads(_)).
