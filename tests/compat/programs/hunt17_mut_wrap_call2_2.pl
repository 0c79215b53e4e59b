% hunt17: a mutant (agreeing with ProbLog) of hunt14h_terms_01.pl: wrap-call2 clause 10 goal 1
b1(X) :- between(1, 4, X).
b2 :- between(1, 4, 3).
b3 :- between(5, 4, _).
b4(X) :- between(-2, 1, X).
s1(Y) :- succ(3, Y).
s2(X) :- succ(X, 4).
s3 :- succ(0, 1).
s4 :- succ(_, 0).
p1(Z) :- plus(2, 3, Z).
p2(Y) :- call(call, (plus(2, Y, 10))).
p3(X) :- plus(X, 3, 1).
query(b1(_)).
query(b2).
query(b3).
query(b4(_)).
query(s1(_)).
query(s2(_)).
query(s3).
query(s4).
query(p1(_)).
query(p2(_)).
query(p3(_)).
