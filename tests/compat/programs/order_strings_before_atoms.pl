% the standard order of terms is ProbLog 2.3's: variables < numbers < strings < atoms < compound terms (strings before atoms, unlike SWI-Prolog)
0.4::tag("beta"). 0.7::tag(alpha). 0.5::tag(3). 0.6::tag(f(x)). 0.3::tag("alpha").
smaller(X, Y) :- tag(X), tag(Y), X @< Y.
r(sorted, L) :- sort([f(b), 3, zed, "str", 1.5, abc, g(a, b), "abc", 2], L).
r(c1, O) :- compare(O, "abc", abc).
r(c2, O) :- compare(O, zzz, "aaa").
r(c3, O) :- compare(O, "b", "a").
t(1) :- "abc" @< abc.
t(2) :- 10 @< "a".
t(3) :- "z" @< f(a).
t(4) :- abc @> "zzz".
query(smaller(_, _)). query(r(_, _)). query(t(_)).
