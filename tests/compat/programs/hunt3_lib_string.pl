:- use_module(library(string)).
a(S) :- concat([abc, 1, def], S).
b(S) :- join('-', [x, y, z], S).
c(L) :- str2lst(hello, L).
d(S) :- lst2str([h, i], S).
e(N) :- str2int('42', N).
0.5::greet(world). 0.5::greet(prolog).
msg(M) :- greet(W), concat([hello, ' ', W], M).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(msg(_)).
