% ProbLog 2.3 gives ^ priority 400 xfy (ISO: 200): exponentiation against * / mod and prefix minus.
a(Y) :- Y is 2^3*2.
b(Y) :- Y is 2^4/2.
c(Y) :- Y is 2^3 mod 3.
d(Y) :- Y is - 2^2.
e(Y) :- X = 3, Y is -X^2.
f(Y) :- Y is (2^3)*2.
g(Y) :- Y is 2+3^2-1.
h(Y) :- Y is 2^2^3.
i(T) :- T = (x^y)*z.
j(T) :- T = x^(y*z).
0.5::k(2). 0.5::k(3).
l(Y) :- k(X), Y is -X^2 + X^2*2.
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(f(_)).
query(g(_)). query(h(_)). query(i(_)). query(j(_)). query(l(_)).
