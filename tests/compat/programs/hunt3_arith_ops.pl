a(X) :- X is 4/2.
b(X) :- X is 2**3.
c(X) :- X is 2^3.
d(X) :- X is 7 // -2.
e(X) :- X is -7 mod 2.
f(X) :- X is max(1, 2.0).
g(X) :- X is e.
h(X) :- X is pi.
i(X) :- X is 2.0 ** 3.
j(X) :- X is 2 ** (-1).
k(X) :- X is 7 rem -2.
l(X) :- X is -7 // 2.
m(X) :- X is abs(-3).
n(X) :- X is sign(-3.5).
o(X) :- X is min(2, 2.0).
p(X) :- X is truncate(3.7).
q(X) :- X is 5 / 2.
r(X) :- X is 6.0 / 2.
s(X) :- X is 10 mod -3.
t(X) :- X is 1 << 4.
u(X) :- X is 255 >> 2.
v(X) :- X is 5 /\ 3.
w(X) :- X is 5 \/ 3.
x(X) :- X is \ 5.
y(X) :- X is xor(5, 3).
z(X) :- X is sqrt(16).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(f(_)). query(g(_)). query(h(_)).
query(i(_)). query(j(_)). query(k(_)). query(l(_)). query(m(_)). query(n(_)). query(o(_)). query(p(_)). query(q(_)).
query(r(_)). query(s(_)). query(t(_)). query(u(_)). query(v(_)). query(w(_)). query(x(_)). query(y(_)). query(z(_)).
