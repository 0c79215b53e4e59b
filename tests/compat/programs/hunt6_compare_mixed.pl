% hunt6 (ProbLog compatibility, 6th hunt): compare mixed
ord(L) :- msort_like(L).
msort_like(S) :- sort([b, 1, 2.0, "s", f(a), a, g(a,b), f(b), 1.0, -3, [x], []], S).
p(C) :- compare(C, 1, 1.0).
p2(C) :- compare(C, f(a,b), g(a)).
p3(C) :- compare(C, a, "a").
t(1) :- 1 @< a.
t(2) :- a @< f(x).
t(3) :- 1.0 @< 1.
t(4) :- f(b) @< g(a).
t(5) :- f(z) @< f(a,a).
t(6) :- [] @< a.
query(ord(_)). query(p(_)). query(p2(_)). query(p3(_)). query(t(_)).
