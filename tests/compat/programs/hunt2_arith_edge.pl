% arithmetic edge cases: negative integer division, div, rem, xor, shifts, mixed int/float answers
r(a, X) :- X is -7 // 2.
r(b, X) :- X is -7 rem 2.
r(c, X) :- X is -7 mod 2.
r(d, X) :- X is -7 div 2.
r(e, X) :- X is 7 xor 3.
r(f, X) :- X is -16 >> 2.
r(g, X) :- X is 2.0 * 3.
r(h, X) :- X is 10 / 4.
r(i, X) :- X is 10 / 5.
r(j, X) :- X is 3 ** 2.
r(k, X) :- X is 3 ^ 2.
r(l, X) :- X is 2 ** 0.5.
r(m, X) :- X is max(2, 2.0).
r(n, X) :- X is min(2, 2.0).
r(o, X) :- X is atan(1, 2).
r(p, X) :- X is cos(0).
r(q, X) :- X is e.
r(r, X) :- X is 123456789 * 987654321.
r(s, X) :- X is abs(-2.5).
r(t, X) :- X is round(-2.5).
r(u, X) :- X is truncate(-2.7).
r(v, X) :- X is sign(0).
r(w, X) :- X is 5 - 7.5.
query(r(_, _)).
