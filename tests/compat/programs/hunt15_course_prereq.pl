% course prerequisites with uncertain passing; eligibility through forall and a stratified negation
:- use_module(library(lists)).
0.9::pass(intro). 0.7::pass(algebra). 0.6::pass(logic).
prereq(advanced, [intro, algebra]). prereq(proofs, [logic, algebra]). prereq(intro, []).
eligible(C) :- prereq(C, Ps), forall(member(P, Ps), pass(P)).
blocked(C) :- prereq(C, _), \+ eligible(C).
query(eligible(_)). query(blocked(_)).
