% Operator atoms folded over a list with foldl/4 and a probabilistic operator choice.
:- use_module(library(apply)).
0.5::op_of(step1, +); 0.5::op_of(step1, *).
0.2::op_of(step2, -); 0.8::op_of(step2, +).
step(Op, X, A0, A) :- E =.. [Op, A0, X], A is E.
run(V) :- op_of(step1, O1), op_of(step2, O2), foldl(apply_step, [(O1, 3), (O2, 2)], 1, V).
apply_step((Op, X), A0, A) :- step(Op, X, A0, A).
query(run(_)).
