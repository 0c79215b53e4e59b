% large integers and float formatting in answers
a(X) :- X is 2 ** 70.
b(X) :- X is 10.0 ** 20.
c(X) :- X is 1 / 3.
d(X) :- X is 123456789 * 987654321.
e(X) :- X is -0.0 + 0.
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)).
