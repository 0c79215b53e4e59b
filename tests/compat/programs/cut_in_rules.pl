% library(cut): the cut's answer used by other rules, with negation and an annotated disjunction
% (called with its argument unbound: ProbLog answers a bound call from the unbound call's table
% when both are asked, so bound calls to cut/1 depend on the order of the queries there)
:- use_module(library(cut)).
0.2::w(sun); 0.5::w(rain); 0.3::w(snow).
act(1, ski) :- w(snow).
act(2, read) :- w(rain).
act(3, walk).
plan(A) :- cut(act(A)).
open_air(ski). open_air(walk).
outdoor :- plan(A), open_air(A).
stay_in :- \+ outdoor.
query(plan(_)). query(outdoor). query(stay_in).
