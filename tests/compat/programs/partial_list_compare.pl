% comparisons of partial lists where the order does not depend on how variables are numbered
c(1) :- [a|_] \== [a|_].
c(2) :- X = [a|T], X == [a|T].
c(3) :- [a|_] @< [b].
c(4) :- [] @< [a|_].
c(5) :- [a|_] @> f(x).
c(6) :- [a|_] @< g(x, y, z).
c(7) :- compare(O, [a|_], [b|_]), O = (<).
c(8) :- \+ [a|_] = [b|_].
c(9) :- [a|T] = [a, b, c], T == [b, c].
c(10) :- \+ ground([a|_]).
c(11) :- X = [1|T], T = [2|U], U = [], X == [1, 2].
c(12) :- length([a|T], 3), T = [x, y].
c(13) :- [a, b|T] \= [a].
0.3::q(1). 0.6::q(2).
d(N) :- c(N), q(1).
query(c(_)). query(d(_)).
