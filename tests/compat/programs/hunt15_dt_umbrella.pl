% a decision-theoretic looking model written without dtproblog: utilities as facts, expected utility by findall
:- use_module(library(lists)).
0.3::rain. 0.5::wind.
decision(umbrella). decision(none).
outcome(umbrella, dry) :- rain.
outcome(umbrella, broken) :- rain, wind.
outcome(none, wet) :- rain.
outcome(none, dry) :- \+ rain.
outcome(umbrella, dry) :- \+ rain.
util(dry, 10). util(wet, -20). util(broken, -5).
score(D, S) :- decision(D), findall(U, (outcome(D, O), util(O, U)), Us), sum_list(Us, S).
query(score(_, _)).
