% library(assert): assertz then retract and retractall, read back with findall
:- use_module(library(assert)).
run(L) :- assertz(item(1)), assertz(item(2)), assertz(item(3)), retract(item(2)),
          findall(X, item(X), L).
run2(L) :- assertz(t(a)), assertz(t(b)), retractall(t(_)), findall(X, t(X), L).
query(run(_)). query(run2(_)).
