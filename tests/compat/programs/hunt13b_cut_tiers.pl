% hunt13b: library(cut): the first clause (by index) whose body holds, with probabilistic bodies and non-integer indexes
:- use_module(library(cut)).
0.4::alarm. 0.7::smoke.
level(1, high) :- alarm, smoke.
level(2, medium) :- smoke.
level(3, low) :- alarm.
level(4, none).
status(S) :- cut(level(S)).
which(S, I) :- cut(level(S), I).
tag(b, second). tag(a, first) :- alarm.
first_tag(T) :- cut(tag(T)).
query(status(_)). query(which(_, _)). query(first_tag(_)).
