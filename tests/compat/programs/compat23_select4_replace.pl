% written for this corpus (session 23; library(lists) select/4 and selectchk/4 as ProbLog 2.3 defines them)
% A repair model: a faulty part in a machine's part list is swapped for a spare. ProbLog's
% select/4 does not tie the other positions of the result list to the input's, so a result
% list left open keeps them unbound; a result list given in full is checked position by position.
:- use_module(library(lists)).
0.3::faulty(pump). 0.2::faulty(valve). 0.6::spare(pump2). 0.5::spare(valve2).
parts([motor, pump, valve]).

repaired(P, S, First) :- parts(L), faulty(P), spare(S), select(P, L, S, R), R = [F|_],
    (var(F), First = open ; nonvar(F), First = F).
fixed_pump :- parts(L), faulty(pump), spare(pump2), select(pump, L, pump2, [motor, pump2, valve]).
first_only(R) :- selectchk(q, [p, q, q], r, R).
both_ways(X, Y) :- select(X, [a, b], Y, [a, c]).
check_second :- selectchk(q, [p, q, q], r, [p, q, r]).

query(repaired(_, _, _)).
query(fixed_pump).
query(first_only(_)).
query(both_ways(_, _)).
query(check_second).
