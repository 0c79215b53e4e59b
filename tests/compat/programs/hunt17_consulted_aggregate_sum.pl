% hunt17: a program's own sum/2 next to library(aggregate) (consulted by ProbLog) adds to the library's sum/2 instead of replacing it
:- use_module(library(aggregate)).
sum(L, 100) :- L = [_|_].
0.5::v(1). 0.5::v(2).
t(sum<X>) :- v(X).
u(S) :- sum([1], S).
query(t(_)). query(u(_)).
