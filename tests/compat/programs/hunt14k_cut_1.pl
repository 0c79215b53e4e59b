% library(cut): cut/1 picks the first rule whose body holds, over probabilistic conditions
:- use_module(library(cut)).
0.4::sunny. 0.7::warm.
act(1, beach) :- sunny, warm.
act(2, walk) :- warm.
act(3, stay).
do(X) :- cut(act(X)).
query(do(_)).
