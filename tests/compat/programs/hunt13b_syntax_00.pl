% hunt13b: syntax: list items of any priority, escapes, numbers, comments, prefix minus, part 0
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X = f((a:-b)).
r1(X) :- c(2), X = [a;b].
r2(X) :- c(3), X = [a->b].
r3(X) :- c(1), X = [a|[b]].
r4(X) :- c(2), X = f(a = b).
r5(X) :- c(3), X = f(\+ \+ a).
r6(X) :- c(1), X = (a :- b, c ; d).
r7(X) :- c(2), X = a, X \= f(X).
r8(X) :- c(3), X = [1,2,3|T], T = [].
r9(X) :- c(1), X = "a\nb".
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
query(r8(_)).
query(r9(_)).
