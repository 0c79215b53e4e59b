% hunt8: integer division, mod/rem/div of negative numbers, ** and ^ on ints and floats, in probabilistic answers
0.5::c(1). 0.4::c(2).
r(a, X) :- c(1), X is -7 // 2.
r(b, X) :- c(1), X is 7 mod -2.
r(c, X) :- c(1), X is -7 mod 2.
r(d, X) :- c(2), X is -7 rem 2.
r(e, X) :- c(2), X is div(-7, 2).
r(f, X) :- c(2), X is 2 ** 3.
r(g, X) :- c(1), X is 2 ^ 3.
r(h, X) :- c(1), X is 2.0 ** 3.
r(i, X) :- c(2), X is 9 ** 0.5.
r(j, X) :- c(2), X is 2 ** 100.
r(k, X) :- c(1), X is 7 / 7.0.
r(l, X) :- c(1), X is 4 / 2.
r(m, X) :- c(2), X is 7 / 2.
query(r(_, _)).
