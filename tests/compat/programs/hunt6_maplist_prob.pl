% hunt6 (ProbLog compatibility, 6th hunt): maplist prob
:- use_module(library(apply)).
0.5::on(1). 0.6::on(2). 0.7::on(3).
all_on(L) :- maplist(on, L).
query(all_on([1, 2])). query(all_on([1, 2, 3])). query(all_on([])).
