% hunt6 (ProbLog compatibility, 6th hunt): aggregate count derived evidence
:- use_module(library(aggregate)).
0.4::visit(ann, paris). 0.5::visit(ann, rome). 0.6::visit(bob, rome).
trips(P, sum<N>) :- visit(P, C), city_n(C, N).
city_n(paris, 1). city_n(rome, 10).
rome_fan :- visit(ann, rome).
evidence(rome_fan).
query(trips(_, _)).
