% hunt10: library(control) on_fail and cut/2 with a list of indexes
:- use_module(library(control)).
0.3::primary. 0.8::backup.
serve(primary) :- on_fail(primary, fail).
serve(backup) :- on_fail(primary, backup).
r(1, x) :- primary.
r(2, y) :- backup.
r(3, z).
pick(W) :- cut(r(W), [1, 2, 3]).
query(serve(_)). query(pick(_)).
